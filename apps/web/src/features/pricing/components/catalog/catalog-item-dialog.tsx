import { useState, type FormEvent } from 'react';
import {
  CATALOG_DEFAULT_UNIT,
  CATALOG_DESCRIPTION_REQUIRED,
  CATALOG_ITEM_ADDED,
  CATALOG_PRICE_REQUIRED,
  CATALOG_UNITS,
  CATALOG_UNIT_LABELS,
  type CatalogUnit,
} from '@batiao/shared/contracts/pricing';
import { Button } from '../../../../components/ui/button';
import { FieldLabel, inputClasses } from '../../../../components/ui/form-field';
import { Spinner } from '../../../../components/ui/spinner';
import { ApiError } from '../../../../lib/api-client';
import { notifySuccess } from '../../../../lib/toasts';
import { useAddCatalogItem, useUpdateCatalogItem } from '../../api/catalog';
import { Modal } from '../../../../components/ui/modal';

/** The item being edited, or the place where a new one goes. */
export interface CatalogItemDraft {
  id?: string;
  category: string;
  subcategory: string;
  description: string;
  prix: number | null;
  unite: CatalogUnit;
  ref: string;
}

export const EMPTY_ITEM: CatalogItemDraft = {
  category: '',
  subcategory: '',
  description: '',
  prix: null,
  unite: CATALOG_DEFAULT_UNIT,
  ref: '',
};

interface Props {
  initial: CatalogItemDraft;
  categories: string[];
  subcategories: string[];
  onClose: () => void;
  /** Where the saved item now is, so that the tree shows it. */
  onSaved?: (place: { category: string; subcategory: string }) => void;
}

type Errors = Partial<Record<'description' | 'prix' | 'form', string>>;

/** « Erreur: {error} » (supporting-areas §8) with the server's French reason. */
const failureText = (failure: unknown) =>
  `Erreur: ${failure instanceof ApiError && !failure.isNetworkError ? failure.message : 'le serveur ne répond pas, réessayez'}`;

/** Add or edit one item: the spec's fields (category, subcategory, description, prix step 0.01, unite, ref). */
export function CatalogItemDialog({ initial, categories, subcategories, onClose, onSaved }: Props) {
  const editing = Boolean(initial.id);
  const [values, setValues] = useState({
    ...initial,
    prix: initial.prix === null ? '' : String(initial.prix),
  });
  const [errors, setErrors] = useState<Errors>({});
  const add = useAddCatalogItem();
  const update = useUpdateCatalogItem();
  const pending = add.isPending || update.isPending;

  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    if (!values.description.trim()) {
      found.description = CATALOG_DESCRIPTION_REQUIRED;
    }
    const prix = Number(values.prix.replace(',', '.'));
    if (values.prix.trim() === '') {
      found.prix = CATALOG_PRICE_REQUIRED;
    } else if (!Number.isFinite(prix) || prix < 0) {
      found.prix = 'Le prix est un nombre positif (ex. 24,90)';
    } else if (Math.abs(Math.round(prix * 100) - prix * 100) > 1e-6) {
      found.prix = 'Le prix : deux décimales au plus (centimes)';
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(found.description ? 'catalog-item-description' : 'catalog-item-prix')?.focus();
      return;
    }
    const body = {
      category: values.category,
      subcategory: values.subcategory,
      description: values.description.trim(),
      prix,
      unite: values.unite,
      ref: values.ref,
    };
    const callbacks = {
      onSuccess: (answer: { message: string }) => {
        notifySuccess(editing ? answer.message : CATALOG_ITEM_ADDED);
        onSaved?.({ category: body.category.trim(), subcategory: body.subcategory.trim() });
        onClose();
      },
      onError: (failure: unknown) => setErrors({ form: failureText(failure) }),
    };
    if (initial.id) {
      update.mutate({ id: initial.id, body }, callbacks);
    } else {
      add.mutate(body, callbacks);
    }
  }

  const describedBy = (field: 'description' | 'prix') => (errors[field] ? `catalog-item-${field}-error` : undefined);

  return (
    <Modal
      title={editing ? 'Modifier l’élément' : 'Ajouter un élément'}
      description={editing ? undefined : 'L’élément rejoint aussi la liste de produits de votre profil tarifaire.'}
      onClose={onClose}
      busy={pending}
      initialFocus={editing ? '#catalog-item-description' : undefined}
    >
      <form noValidate onSubmit={submit} aria-label={editing ? 'Modifier l’élément' : 'Ajouter un élément'}>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <FieldLabel htmlFor="catalog-item-category">Catégorie</FieldLabel>
            <input
              id="catalog-item-category"
              list="catalog-categories"
              value={values.category}
              maxLength={100}
              onChange={(event) => set('category', event.target.value)}
              placeholder="Revêtements de sol"
              className={inputClasses()}
            />
            <datalist id="catalog-categories">
              {categories.map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
          </div>
          <div>
            <FieldLabel htmlFor="catalog-item-subcategory">Sous-catégorie</FieldLabel>
            <input
              id="catalog-item-subcategory"
              list="catalog-subcategories"
              value={values.subcategory}
              maxLength={100}
              onChange={(event) => set('subcategory', event.target.value)}
              placeholder="Carrelage"
              className={inputClasses()}
            />
            <datalist id="catalog-subcategories">
              {subcategories.map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
          </div>
          <div className="sm:col-span-2">
            <FieldLabel htmlFor="catalog-item-description" required>
              Désignation
            </FieldLabel>
            <input
              id="catalog-item-description"
              value={values.description}
              maxLength={200}
              onChange={(event) => set('description', event.target.value)}
              placeholder="Carrelage grès cérame 60x60 posé collé"
              aria-required
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={describedBy('description')}
              className={inputClasses(Boolean(errors.description))}
            />
            {errors.description ? (
              <p id="catalog-item-description-error" className="mt-1.5 text-sm text-red-600">
                {errors.description}
              </p>
            ) : null}
          </div>
          <div>
            <FieldLabel htmlFor="catalog-item-prix" required>
              Prix unitaire HT
            </FieldLabel>
            <div className="relative">
              <input
                id="catalog-item-prix"
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                value={values.prix}
                onChange={(event) => set('prix', event.target.value)}
                aria-required
                aria-invalid={errors.prix ? true : undefined}
                aria-describedby={describedBy('prix')}
                className={inputClasses(Boolean(errors.prix), 'pr-10 tabular-nums')}
              />
              <span
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 right-3.5 -translate-y-1/2 text-sm text-slate-500"
              >
                €
              </span>
            </div>
            {errors.prix ? (
              <p id="catalog-item-prix-error" className="mt-1.5 text-sm text-red-600">
                {errors.prix}
              </p>
            ) : null}
          </div>
          <div>
            <FieldLabel htmlFor="catalog-item-unite">Unité</FieldLabel>
            <select
              id="catalog-item-unite"
              value={values.unite}
              onChange={(event) => set('unite', event.target.value as CatalogUnit)}
              className={inputClasses()}
            >
              {(values.unite === 't' ? [...CATALOG_UNITS, 't' as const] : CATALOG_UNITS).map((unit) => (
                <option key={unit} value={unit}>
                  {CATALOG_UNIT_LABELS[unit]}
                </option>
              ))}
            </select>
          </div>
          <div className="sm:col-span-2">
            <FieldLabel htmlFor="catalog-item-ref">Référence</FieldLabel>
            <input
              id="catalog-item-ref"
              value={values.ref}
              maxLength={100}
              onChange={(event) => set('ref', event.target.value)}
              placeholder="CAR-6060"
              className={inputClasses()}
            />
          </div>
        </div>
        {errors.form ? (
          <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
            {errors.form}
          </p>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={onClose} disabled={pending}>
            Annuler
          </Button>
          <Button type="submit" variant="accent" disabled={pending}>
            {pending ? <Spinner className="size-4" /> : null}
            {editing ? 'Enregistrer' : 'Ajouter au catalogue'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
