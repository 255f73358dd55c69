import { useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import {
  PRODUCT_REQUIRED,
  PRODUCT_UNITS,
  PRODUCT_UNIT_LABELS,
  type Product,
  type ProductUnit,
} from '@batiao/shared/contracts/pricing';
import { Button } from '../../../components/ui/button';
import { FieldLabel, inputClasses } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useAddProduct } from '../api/add-product';
import { parseRate } from '../lib/pricing-draft';

export const PRODUCT_ADD_ERROR = 'Erreur lors de l’ajout du produit';
export const PRODUCT_ADDED = 'Produit ajouté au catalogue';

interface ProductFormValues {
  category: string;
  name: string;
  brand: string;
  reference: string;
  unit: ProductUnit;
  unit_price: string;
  supplier: string;
  supplier_discount: string;
}

const EMPTY: ProductFormValues = {
  category: '',
  name: '',
  brand: '',
  reference: '',
  unit: 'u',
  unit_price: '',
  supplier: '',
  supplier_discount: '0',
};

interface ProductFormProps {
  onAdded: (product: Product) => void;
  onMessage: (message: { kind: 'success' | 'error'; text: string }) => void;
}

/** The add form of the catalogue: the product is stored at once (POST /api/pricing/product). */
export function ProductForm({ onAdded, onMessage }: ProductFormProps) {
  const [values, setValues] = useState<ProductFormValues>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const add = useAddProduct();

  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const name = values.name.trim();
    if (!name || values.unit_price.trim() === '') {
      setError(PRODUCT_REQUIRED);
      return;
    }
    setError(null);
    add.mutate(
      {
        category: values.category,
        name,
        brand: values.brand,
        reference: values.reference,
        unit: values.unit,
        unit_price: parseRate(values.unit_price),
        supplier: values.supplier,
        supplier_discount: parseRate(values.supplier_discount),
      },
      {
        onSuccess: (product) => {
          onAdded(product);
          // The category and supplier are often the same for the next product.
          setValues({ ...EMPTY, category: values.category, supplier: values.supplier, unit: values.unit });
          onMessage({ kind: 'success', text: PRODUCT_ADDED });
          document.getElementById('product-name')?.focus();
        },
        onError: (failure) => {
          const text = failure instanceof ApiError && !failure.isNetworkError ? failure.message : PRODUCT_ADD_ERROR;
          setError(text);
          onMessage({ kind: 'error', text: PRODUCT_ADD_ERROR });
        },
      },
    );
  }

  const text = (key: 'category' | 'name' | 'brand' | 'reference' | 'supplier', label: string, placeholder: string) => (
    <div>
      <FieldLabel htmlFor={`product-${key}`} required={key === 'name'}>
        {label}
      </FieldLabel>
      <input
        id={`product-${key}`}
        value={values[key]}
        onChange={(event) => set(key, event.target.value)}
        placeholder={placeholder}
        maxLength={key === 'name' ? 200 : 100}
        aria-required={key === 'name' || undefined}
        aria-invalid={key === 'name' && error ? true : undefined}
        aria-describedby={error ? 'product-form-error' : undefined}
        className={inputClasses(key === 'name' && Boolean(error))}
      />
    </div>
  );

  return (
    <form
      aria-labelledby="product-form-title"
      noValidate
      onSubmit={submit}
      className="rounded-xl border border-slate-200 bg-slate-50/70 p-5"
    >
      <h3 id="product-form-title" className="font-semibold text-slate-900">
        Ajouter un produit
      </h3>
      <p className="mt-1 text-sm text-slate-600">Le produit est enregistré dès l’ajout.</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {text('name', 'Nom', 'Tuile mécanique H14')}
        {text('category', 'Catégorie', 'Couverture')}
        {text('brand', 'Marque', 'Edilians')}
        {text('reference', 'Référence', 'H14-RG')}
        <div>
          <FieldLabel htmlFor="product-unit">Unité</FieldLabel>
          <select
            id="product-unit"
            value={values.unit}
            onChange={(event) => set('unit', event.target.value as ProductUnit)}
            className={inputClasses()}
          >
            {PRODUCT_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {PRODUCT_UNIT_LABELS[unit]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <FieldLabel htmlFor="product-unit_price" required>
            Prix unitaire HT
          </FieldLabel>
          <div className="relative">
            <input
              id="product-unit_price"
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={values.unit_price}
              onChange={(event) => set('unit_price', event.target.value)}
              aria-required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'product-form-error' : undefined}
              className={inputClasses(Boolean(error), 'pr-10 tabular-nums')}
            />
            <span
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 right-3.5 -translate-y-1/2 text-sm text-slate-500"
            >
              €
            </span>
          </div>
        </div>
        {text('supplier', 'Fournisseur', 'Point.P')}
        <div>
          <FieldLabel htmlFor="product-supplier_discount">Remise fournisseur</FieldLabel>
          <div className="relative">
            <input
              id="product-supplier_discount"
              type="number"
              inputMode="decimal"
              min={0}
              max={100}
              step={0.1}
              value={values.supplier_discount}
              onChange={(event) => set('supplier_discount', event.target.value)}
              className={inputClasses(false, 'pr-10 tabular-nums')}
            />
            <span
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 right-3.5 -translate-y-1/2 text-sm text-slate-500"
            >
              %
            </span>
          </div>
        </div>
      </div>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" variant="secondary" disabled={add.isPending}>
          {add.isPending ? <Spinner className="size-4" /> : <Plus aria-hidden="true" className="size-4" />}
          {add.isPending ? 'Ajout…' : 'Ajouter le produit'}
        </Button>
        {error ? (
          <p id="product-form-error" role="alert" className="text-sm font-medium text-red-600">
            {error}
          </p>
        ) : null}
      </div>
    </form>
  );
}
