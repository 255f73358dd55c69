import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { AlertCircle, CircleCheck, Save } from 'lucide-react';
import type { PricingProfile, Product } from '@batiao/shared/contracts/pricing';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useSavePricingProfile } from '../api/save-pricing-profile';
import { downloadCatalogCsv } from '../lib/catalog-csv';
import { draftFingerprint, toDraft, toPayload, type PricingDraft, type RateField } from '../lib/pricing-draft';
import { ProductForm } from './product-form';
import { ProductList } from './product-list';
import { BASE_RATES, BaseRatesPanel, MarkupsPanel } from './rates-panels';

export const PROFILE_SAVED = 'Profil tarifaire enregistré';
export const PROFILE_SAVE_ERROR = 'Erreur lors de la sauvegarde du profil';
/** How long the status message stays (core-journey §4). */
export const STATUS_MESSAGE_MS = 5000;

const TABS = [
  { id: 'base', label: 'Taux de base' },
  { id: 'markups', label: 'Majorations' },
  { id: 'catalog', label: 'Catalogue produits' },
] as const;
type TabId = (typeof TABS)[number]['id'];

interface StatusMessage {
  kind: 'success' | 'error';
  text: string;
}

const BASE_FIELDS = new Set<string>(BASE_RATES.map((spec) => spec.field));

/** Which tab shows a field the server refused. */
function tabOf(field: string): TabId {
  if (field.startsWith('product_catalog')) {
    return 'catalog';
  }
  return BASE_FIELDS.has(field) ? 'base' : 'markups';
}

/** The pricing profile: three tabs and one save (core-journey §2). */
export function PricingProfileView({ profile }: { profile: PricingProfile }) {
  const [draft, setDraft] = useState<PricingDraft>(() => toDraft(profile));
  const [tab, setTab] = useState<TabId>('base');
  const [status, setStatus] = useState<StatusMessage | null>(null);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const save = useSavePricingProfile();
  const tabRefs = useRef<Record<TabId, HTMLButtonElement | null>>({ base: null, markups: null, catalog: null });

  // A fresher profile from the server (a product added on /catalog, ADR 020) replaces the screen's
  // draft when the user has changed nothing; unsaved changes are never overwritten.
  const [base, setBase] = useState(profile);
  if (profile !== base) {
    setBase(profile);
    if (draftFingerprint(draft) === draftFingerprint(toDraft(base))) {
      setDraft(toDraft(profile));
    }
  }

  // The message goes after 5 s; a new one restarts the count.
  useEffect(() => {
    if (!status) {
      return undefined;
    }
    const timer = setTimeout(() => setStatus(null), STATUS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const dirty = useMemo(() => draftFingerprint(draft) !== draftFingerprint(toDraft(profile)), [draft, profile]);
  const pendingDeletions = useMemo(() => {
    const onScreen = new Set(draft.products.map((p) => p.id));
    return profile.product_catalog.filter((p) => !onScreen.has(p.id)).length;
  }, [draft.products, profile.product_catalog]);

  function setRate(field: RateField, value: string) {
    setDraft((current) => ({ ...current, rates: { ...current.rates, [field]: value } }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  }

  function addProduct(product: Product) {
    setDraft((current) => ({ ...current, products: [...current.products, product] }));
  }

  function removeProduct(product: Product) {
    setDraft((current) => ({ ...current, products: current.products.filter((p) => p.id !== product.id) }));
  }

  function submit() {
    save.mutate(toPayload(draft), {
      onSuccess: (saved) => {
        setDraft(toDraft(saved));
        setErrors({});
        setStatus({ kind: 'success', text: PROFILE_SAVED });
      },
      onError: (failure) => {
        if (failure instanceof ApiError && Array.isArray(failure.detail)) {
          const fields = Object.fromEntries(failure.detail.map((d) => [d.field, d.message]));
          setErrors(fields);
          const first = failure.detail[0];
          if (first) {
            setTab(tabOf(first.field));
          }
        }
        const text = failure instanceof ApiError && !failure.isNetworkError ? failure.message : PROFILE_SAVE_ERROR;
        setStatus({ kind: 'error', text: text === PROFILE_SAVE_ERROR ? text : `${PROFILE_SAVE_ERROR} : ${text}` });
      },
    });
  }

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: TABS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) {
      return;
    }
    event.preventDefault();
    const next = TABS[(target + TABS.length) % TABS.length];
    if (next) {
      setTab(next.id);
      tabRefs.current[next.id]?.focus();
    }
  }

  const errorCount = Object.keys(errors).length;

  return (
    // A region, not a form: the catalogue's add form lives inside it, and forms do not nest.
    <section aria-label="Profil tarifaire" className="rounded-2xl border border-slate-200 bg-white shadow-xs">
      <div
        role="tablist"
        aria-label="Sections du profil tarifaire"
        className="flex gap-1 border-b border-slate-200 px-2 sm:px-4"
      >
        {TABS.map(({ id, label }, index) => {
          const selected = tab === id;
          const flagged = Object.keys(errors).some((field) => tabOf(field) === id);
          return (
            <button
              key={id}
              ref={(element) => {
                tabRefs.current[id] = element;
              }}
              id={`pricing-tab-${id}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`pricing-panel-${id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setTab(id)}
              onKeyDown={(event) => onTabKey(event, index)}
              className={`relative -mb-px min-w-0 flex-1 border-b-2 px-2 py-3 text-center text-sm leading-tight font-semibold sm:flex-none sm:px-4 sm:py-3.5 sm:whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-amber-500 ${
                selected
                  ? 'border-amber-500 text-slate-900'
                  : 'border-transparent text-slate-500 hover:border-slate-300 hover:text-slate-800'
              }`}
            >
              {label}
              {id === 'catalog' ? (
                <span className="ml-1.5 rounded-full bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">
                  {draft.products.length}
                </span>
              ) : null}
              {flagged ? (
                <>
                  <span aria-hidden="true" className="ml-1.5 inline-block size-2 rounded-full bg-red-500" />
                  <span className="sr-only"> (à corriger)</span>
                </>
              ) : null}
            </button>
          );
        })}
      </div>

      <div className="p-5 sm:p-7">
        {TABS.map(({ id }) => (
          <div
            key={id}
            id={`pricing-panel-${id}`}
            role="tabpanel"
            aria-labelledby={`pricing-tab-${id}`}
            hidden={tab !== id}
            tabIndex={0}
            className="focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-amber-500"
          >
            {tab === id && id === 'base' ? <BaseRatesPanel draft={draft} errors={errors} onRate={setRate} /> : null}
            {tab === id && id === 'markups' ? <MarkupsPanel draft={draft} errors={errors} onRate={setRate} /> : null}
            {tab === id && id === 'catalog' ? (
              <div className="space-y-8">
                <ProductForm onAdded={addProduct} onMessage={setStatus} />
                <ProductList
                  products={draft.products}
                  pendingDeletions={pendingDeletions}
                  onDelete={removeProduct}
                  onExport={() => downloadCatalogCsv(draft.products)}
                />
              </div>
            ) : null}
          </div>
        ))}
      </div>

      <div className="flex flex-col gap-3 rounded-b-2xl border-t border-slate-200 bg-slate-50 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-7">
        <div className="min-h-6 text-sm" role="status" aria-live="polite">
          {status ? (
            <p
              className={`flex items-start gap-2 font-medium ${status.kind === 'success' ? 'text-emerald-700' : 'text-red-700'}`}
            >
              {status.kind === 'success' ? (
                <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              ) : (
                <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              )}
              {status.text}
            </p>
          ) : dirty ? (
            <p className="font-medium text-amber-700">Modifications non enregistrées</p>
          ) : (
            <p className="text-slate-500">
              {profile.updated_at
                ? `Enregistré le ${formatDateTime(profile.updated_at)}`
                : 'Valeurs par défaut : ajustez-les à votre entreprise.'}
            </p>
          )}
          {errorCount > 1 ? <p className="mt-1 text-red-700">{errorCount} champs à corriger.</p> : null}
        </div>
        <Button variant="accent" disabled={save.isPending} onClick={submit} className="shrink-0">
          {save.isPending ? <Spinner className="size-4" /> : <Save aria-hidden="true" className="size-4" />}
          {save.isPending ? 'Enregistrement…' : 'Enregistrer mon profil'}
        </Button>
      </div>
    </section>
  );
}
