import { CalendarPlus, CheckCircle2, Save, TrendingUp } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { PRICE_INDEX_MONTH, type PriceIndicesPut } from '@batiao/shared/contracts/market-prices';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { usePriceIndices, useSavePriceIndices } from '../api/price-indices-api';

const monthYear = new Intl.DateTimeFormat('fr-FR', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const monthLabel = (month: string) => monthYear.format(new Date(`${month}-01T00:00:00Z`));
const valueText = (value: number) => String(value).replace('.', ',');
const keyOf = (code: string, month: string) => `${code}|${month}`;

/** « 131,4 » or « 131.4 » → 131.4; '' → null; anything else → undefined. */
export function parseIndexValue(text: string): number | null | undefined {
  const trimmed = text.trim().replace(/\s/g, '');
  if (trimmed === '') {
    return null;
  }
  if (!/^\d+([.,]\d{1,4})?$/.test(trimmed)) {
    return undefined;
  }
  return Number(trimmed.replace(',', '.'));
}

function messageOf(error: unknown): string {
  if (error instanceof ApiError) {
    if (Array.isArray(error.detail) && error.detail.length > 0) {
      return error.detail.map((d) => d.message).join(' ; ');
    }
    return error.message;
  }
  return 'Une erreur inattendue est survenue. Réessayez.';
}

/**
 * The BT index values an admin enters month by month (ADR 032): a table month × index. The supply part
 * of a library price is brought from its figures' month to the latest month of its index when both
 * values are here; nothing is shipped with the app, so without values no price is actualised.
 */
export function AdminPriceIndices() {
  const indices = usePriceIndices();
  const save = useSavePriceIndices();
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [extraMonths, setExtraMonths] = useState<string[]>([]);
  const [newMonth, setNewMonth] = useState('');
  const [monthError, setMonthError] = useState<string | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  const titleId = useId();
  const monthId = useId();

  const stored = useMemo(() => {
    const map = new Map<string, number>();
    for (const v of indices.data?.values ?? []) {
      map.set(keyOf(v.indice, v.mois), v.valeur);
    }
    return map;
  }, [indices.data]);

  const months = useMemo(() => {
    const all = new Set([...(indices.data?.values ?? []).map((v) => v.mois), ...extraMonths]);
    return [...all].sort().reverse();
  }, [indices.data, extraMonths]);

  const changes = useMemo(() => {
    const out: PriceIndicesPut['values'] = [];
    const invalid: string[] = [];
    for (const [key, text] of Object.entries(drafts)) {
      const [code = '', month = ''] = key.split('|');
      const before = stored.get(key);
      const value = parseIndexValue(text);
      if (value === undefined || value === 0) {
        invalid.push(key);
      } else if (value === null ? before !== undefined : value !== before) {
        out.push({ indice: code as PriceIndicesPut['values'][number]['indice'], mois: month, valeur: value });
      }
    }
    return { out, invalid };
  }, [drafts, stored]);

  const addMonth = (event: FormEvent) => {
    event.preventDefault();
    setMonthError(null);
    if (!PRICE_INDEX_MONTH.test(newMonth)) {
      setMonthError('Choisissez un mois (AAAA-MM).');
      return;
    }
    if (months.includes(newMonth)) {
      setMonthError(`Le mois de ${monthLabel(newMonth)} est déjà dans le tableau.`);
      return;
    }
    setExtraMonths((list) => [...list, newMonth]);
    setNewMonth('');
  };

  const onSave = () => {
    setSaved(null);
    save.mutate(changes.out, {
      onSuccess: () => {
        setSaved(changes.out.length);
        setDrafts({});
        setExtraMonths([]);
      },
    });
  };

  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h3 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <TrendingUp aria-hidden="true" className="size-5 text-amber-600" />
        Indices BT : actualisation des fournitures
      </h3>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">
        Saisissez les valeurs publiées des index BT (BT01 tous corps d’état et ceux des métiers), mois par mois. Quand
        l’indice d’un ouvrage a une valeur pour le mois de ses chiffres et pour un mois plus récent, ses fournitures
        sont portées au dernier mois : fournitures × I(dernier mois) / I(mois des chiffres). Aucune valeur n’est fournie
        par BatiAO : sans vos saisies, aucun prix n’est actualisé.
      </p>

      {indices.isPending ? (
        <p className="mt-4 flex items-center gap-2 text-sm text-slate-600" role="status">
          <Spinner /> Chargement des indices…
        </p>
      ) : indices.isError ? (
        <p role="alert" className="mt-4 text-sm font-medium text-red-700">
          Les indices n’ont pas pu être chargés : {messageOf(indices.error)}
        </p>
      ) : (
        <>
          <form onSubmit={addMonth} className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end">
            <div>
              <label htmlFor={monthId} className="block text-sm font-medium text-slate-800">
                Mois à saisir
              </label>
              <input
                id={monthId}
                type="month"
                value={newMonth}
                onChange={(e) => setNewMonth(e.target.value)}
                className="mt-1 h-11 w-full rounded-lg border border-slate-300 px-3 text-sm sm:w-48"
                aria-invalid={monthError ? true : undefined}
              />
            </div>
            <Button type="submit" variant="secondary">
              <CalendarPlus aria-hidden="true" className="size-4" />
              Ajouter le mois
            </Button>
          </form>
          {monthError ? (
            <p role="alert" className="mt-2 text-sm font-medium text-red-700">
              {monthError}
            </p>
          ) : null}

          {months.length === 0 ? (
            <p className="mt-4 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4 text-sm text-slate-700">
              Aucune valeur saisie : les prix de la bibliothèque ne sont pas actualisés. Ajoutez le mois des chiffres de
              la bibliothèque et un mois plus récent, puis leurs valeurs.
            </p>
          ) : (
            <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200">
              <table className="min-w-full text-sm">
                <caption className="sr-only">Valeurs des indices BT par mois</caption>
                <thead className="bg-slate-50 text-left text-xs text-slate-600">
                  <tr>
                    <th
                      scope="col"
                      className="sticky left-0 z-10 border-r border-slate-200 bg-slate-50 px-3 py-2 font-semibold"
                    >
                      Mois
                    </th>
                    {(indices.data?.indices ?? []).map((index) => (
                      <th
                        key={index.code}
                        scope="col"
                        className="px-2 py-2 font-semibold"
                        title={`${index.libelle} — ${index.metiers.join(', ') || 'aucun métier de la bibliothèque'}`}
                      >
                        {index.code}
                        <span className="block font-normal text-slate-500">{index.libelle}</span>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {months.map((month) => (
                    <tr key={month} className="border-t border-slate-100">
                      <th
                        scope="row"
                        className="sticky left-0 z-10 border-r border-slate-200 bg-white px-3 py-1.5 text-left font-medium whitespace-nowrap text-slate-800"
                      >
                        {monthLabel(month)}
                      </th>
                      {(indices.data?.indices ?? []).map((index) => {
                        const key = keyOf(index.code, month);
                        const before = stored.get(key);
                        const text = drafts[key] ?? (before === undefined ? '' : valueText(before));
                        const invalid = changes.invalid.includes(key);
                        return (
                          <td key={index.code} className="px-1 py-1">
                            <input
                              type="text"
                              inputMode="decimal"
                              aria-label={`${index.code} ${monthLabel(month)}`}
                              aria-invalid={invalid ? true : undefined}
                              value={text}
                              onChange={(e) => setDrafts((d) => ({ ...d, [key]: e.target.value }))}
                              className={`h-9 w-20 rounded-md border px-2 text-right tabular-nums ${
                                invalid ? 'border-red-500 bg-red-50' : 'border-slate-300'
                              } ${drafts[key] !== undefined && !invalid ? 'bg-amber-50' : ''}`}
                            />
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}

          {changes.invalid.length > 0 ? (
            <p role="alert" className="mt-3 text-sm font-medium text-red-700">
              Une valeur d’indice est un nombre supérieur à 0, 4 décimales au plus (ex. 131,4) :{' '}
              {changes.invalid.map((k) => k.replace('|', ' ')).join(', ')}.
            </p>
          ) : null}
          {save.isError ? (
            <p role="alert" className="mt-3 text-sm font-medium text-red-700">
              Les valeurs n’ont pas été enregistrées : {messageOf(save.error)}
            </p>
          ) : null}
          {saved !== null ? (
            <p role="status" className="mt-3 flex items-center gap-2 text-sm font-medium text-emerald-800">
              <CheckCircle2 aria-hidden="true" className="size-4" />
              {saved} valeur{saved > 1 ? 's' : ''} enregistrée{saved > 1 ? 's' : ''} : les prix de marché en tiennent
              compte aussitôt.
            </p>
          ) : null}
          {months.length > 0 ? (
            <Button
              className="mt-4"
              onClick={onSave}
              disabled={save.isPending || changes.out.length === 0 || changes.invalid.length > 0}
            >
              {save.isPending ? <Spinner /> : <Save aria-hidden="true" className="size-4" />}
              Enregistrer {changes.out.length > 0 ? `(${changes.out.length})` : ''}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
