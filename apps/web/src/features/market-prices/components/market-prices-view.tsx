import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  AlertTriangle,
  Download,
  FileSpreadsheet,
  Loader2,
  Plus,
  Search,
  Sparkles,
  Trash2,
  TrendingUp,
} from 'lucide-react';
import {
  CONTEXT_KEYS,
  CONTEXT_LABELS,
  LIBRARY_TRADES,
  MARKET_TRADES,
  QUOTE_UNITS,
  SOURCE_LABELS,
  TRADE_LABELS,
  quoteTotals,
  type ContextKey,
  type EnrichResponse,
  type EnrichSource,
  type MarketResult,
} from '@batiao/shared/contracts/market-prices';
import { saveBlob } from '../../../lib/api-files';
import { useSession } from '../../../lib/session';
import {
  exportQuoteXlsx,
  useEnrichQuote,
  useMarketCategories,
  useMarketSearch,
  useMarketSuggestions,
} from '../api/market-prices';
import { priceAgeNotice, type ActualisationInfo } from '../lib/price-age';
import { quoteCsv } from '../lib/quote-csv';

const money = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });
export const formatMoney = (value: number) => money.format(value).replace(/\u202f|\u00a0/g, ' ');

export interface DraftLine {
  key: number;
  description: string;
  quantite: string;
  unite: (typeof QUOTE_UNITS)[number];
}

const UNIT_LABELS: Record<(typeof QUOTE_UNITS)[number], string> = {
  m2: 'm²',
  ml: 'ml',
  u: 'u',
  l: 'l',
  kg: 'kg',
  t: 't',
  h: 'h',
};
const TVA_RATES = [20, 10, 5.5] as const;

const SOURCE_STYLES: Record<EnrichSource, string> = {
  catalogue_utilisateur: 'bg-emerald-100 text-emerald-800 ring-emerald-600/30',
  prix_marche: 'bg-orange-100 text-orange-800 ring-orange-600/30',
  non_trouve: 'bg-red-100 text-red-800 ring-red-600/30',
};

export function SourceBadge({ source }: { source: EnrichSource }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${SOURCE_STYLES[source]}`}
    >
      {SOURCE_LABELS[source]}
    </span>
  );
}

const inputClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-amber-500 focus:outline-none focus:ring-2 focus:ring-amber-500/40';
const buttonClass =
  'inline-flex items-center justify-center gap-1.5 rounded-md px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500 disabled:cursor-not-allowed disabled:opacity-50';

let nextKey = 1;
export const newLine = (description = '', unite: DraftLine['unite'] = 'u', quantite = '1'): DraftLine => ({
  key: nextKey++,
  description,
  quantite,
  unite,
});

const toQuoteUnit = (unit: string): DraftLine['unite'] => {
  if (unit === 'm²') {
    return 'm2';
  }
  return (QUOTE_UNITS as readonly string[]).includes(unit) ? (unit as DraftLine['unite']) : 'u';
};

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

function TradeSelect({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        Métier
      </label>
      <select id={id} className={`${inputClass} mt-1`} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Tous les métiers</option>
        <optgroup label="Métiers du marché">
          {MARKET_TRADES.map((t) => (
            <option key={t} value={t}>
              {TRADE_LABELS[t]}
            </option>
          ))}
        </optgroup>
        <optgroup label="Autres métiers (bibliothèque en cours)">
          {LIBRARY_TRADES.filter((t) => !(MARKET_TRADES as readonly string[]).includes(t)).map((t) => (
            <option key={t} value={t}>
              {TRADE_LABELS[t]}
            </option>
          ))}
        </optgroup>
      </select>
    </div>
  );
}

function ResultCard({ result, onAdd }: { result: MarketResult; onAdd: (r: MarketResult) => void }) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{result.description}</p>
          <p className="text-xs text-slate-500">
            {TRADE_LABELS[result.metier as keyof typeof TRADE_LABELS] ?? result.metier} · {result.category} ·{' '}
            {result.code}
            {result.match_score > 0 ? ` · pertinence ${Math.round(result.match_score * 100)} %` : ''}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <p className="text-right font-semibold text-slate-900 sm:whitespace-nowrap">
            {formatMoney(result.prix)} <span className="text-xs font-normal text-slate-500">HT / {result.unite}</span>
          </p>
          <button
            type="button"
            className={`${buttonClass} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50`}
            onClick={() => onAdd(result)}
            aria-label={`Ajouter « ${result.description} » au devis`}
          >
            <Plus aria-hidden="true" className="size-4" />
            Ajouter
          </button>
        </div>
      </div>
      <details className="mt-2 text-xs break-words text-slate-600">
        <summary className="cursor-pointer font-medium text-amber-700">D’où vient ce prix ?</summary>
        <p className="mt-1">{result.explication}</p>
        <p className="mt-1">{result.item.base_temps}</p>
        <p className="mt-1">{result.item.base_fournitures}</p>
        <p className="mt-1">Chiffres datés du {result.item.date.split('-').reverse().join('/')}.</p>
        <OldBasis date={result.item.date} actualisation={result.detail.actualisation} />
      </details>
    </li>
  );
}

/**
 * Next to a library price's explanation: its supplies actualised by a BT index (ADR 032), or, resting
 * on figures of 6 months and more without index, that it is not actualised.
 */
function OldBasis({ date, actualisation }: { date: string | undefined; actualisation?: ActualisationInfo }) {
  const notice = priceAgeNotice(date, actualisation);
  if (!notice) {
    return null;
  }
  return (
    <p
      className={`mt-1 flex items-start gap-1.5 text-xs ${notice.tone === 'warning' ? 'text-amber-800' : 'text-sky-800'}`}
    >
      {notice.tone === 'warning' ? (
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
      ) : (
        <TrendingUp aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
      )}
      {notice.text}
    </p>
  );
}

/** The /market-prices tool (supporting-areas §2): look up composed prices, price a quote line by line. */
export function MarketPricesView() {
  const { user } = useSession();
  const [metier, setMetier] = useState<string>(() =>
    user && (MARKET_TRADES as readonly string[]).includes(user.metier) ? user.metier : '',
  );
  const [termInput, setTermInput] = useState('');
  const [term, setTerm] = useState('');
  const suggestTerm = useDebounced(termInput, 300);
  const search = useMarketSearch(term, metier);
  const suggestions = useMarketSuggestions(suggestTerm, metier);
  const categories = useMarketCategories(metier);

  const [lines, setLines] = useState<DraftLine[]>(() => [newLine()]);
  const [context, setContext] = useState<Record<ContextKey, boolean>>({
    public_establishment: false,
    urgent_deadline: false,
    occupied_site: false,
    weekend_work: false,
    night_work: false,
  });
  const [tva, setTva] = useState<(typeof TVA_RATES)[number]>(20);
  const enrich = useEnrichQuote();
  const [result, setResult] = useState<EnrichResponse | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  const filled = lines.filter((l) => l.description.trim() !== '');

  function onSearch(event: FormEvent) {
    event.preventDefault();
    setTerm(termInput.trim());
  }

  function addFromLibrary(r: MarketResult) {
    setLines((current) => {
      const kept = current.filter((l) => l.description.trim() !== '');
      return [...kept, newLine(r.description, toQuoteUnit(r.unite))];
    });
  }

  function update(key: number, patch: Partial<DraftLine>) {
    setLines((current) => current.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  }

  function onEnrich(event: FormEvent) {
    event.preventDefault();
    if (filled.length === 0 || enrich.isPending) {
      return;
    }
    enrich.mutate(
      {
        metier: metier || undefined,
        contexte: context,
        devis_items: filled.map((l) => ({
          description: l.description.trim(),
          quantite: Math.max(0, Number(l.quantite.replace(',', '.')) || 0),
          unite: l.unite,
        })),
      },
      { onSuccess: (data) => setResult(data) },
    );
  }

  const totals = result ? quoteTotals(result.enriched_items, tva) : null;

  async function onExportXlsx() {
    if (!result) {
      return;
    }
    setExporting(true);
    setExportError(null);
    try {
      const blob = await exportQuoteXlsx({
        tva,
        lines: result.enriched_items.map((i) => ({
          description: i.description,
          quantite: i.quantite,
          unite: i.unite,
          prix_unitaire: i.prix_unitaire,
          source: i.source,
          explication: i.explication,
        })),
      });
      saveBlob(blob, 'devis-chiffre.xlsx');
    } catch (error) {
      setExportError(error instanceof Error ? error.message : 'Export impossible');
    } finally {
      setExporting(false);
    }
  }

  function onExportCsv() {
    if (!result) {
      return;
    }
    saveBlob(new Blob([quoteCsv(result.enriched_items, tva)], { type: 'text/csv;charset=utf-8' }), 'devis-chiffre.csv');
  }

  const categoryEntries = Object.entries(categories.data ?? {});

  return (
    <div className="space-y-8">
      <section aria-labelledby="mp-lookup" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 id="mp-lookup" className="text-lg font-semibold text-slate-900">
          Rechercher un ouvrage
        </h2>
        <form onSubmit={onSearch} className="mt-4 grid gap-3 sm:grid-cols-[14rem_1fr_auto] sm:items-end">
          <TradeSelect value={metier} onChange={setMetier} />
          <div>
            <label htmlFor="mp-term" className="block text-sm font-medium text-slate-700">
              Ouvrage
            </label>
            <input
              id="mp-term"
              type="search"
              className={`${inputClass} mt-1`}
              placeholder="ex. WC suspendu, chute PVC Ø100, cloison BA13…"
              value={termInput}
              onChange={(e) => setTermInput(e.target.value)}
              autoComplete="off"
            />
          </div>
          <button type="submit" className={`${buttonClass} bg-amber-500 text-slate-900 hover:bg-amber-400`}>
            <Search aria-hidden="true" className="size-4" />
            Rechercher
          </button>
        </form>

        {suggestions.data && suggestions.data.length > 0 && (
          <div className="mt-4">
            <h3 className="text-sm font-semibold text-slate-700">Suggestions</h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {suggestions.data.map((s) => (
                <li key={s.code}>
                  <button
                    type="button"
                    className="max-w-full rounded-full border border-slate-300 bg-slate-50 px-3 py-1 text-left text-xs text-slate-700 hover:border-amber-500 hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-amber-500"
                    onClick={() => {
                      setTermInput(s.description);
                      setTerm(s.description);
                    }}
                  >
                    {s.description} · {formatMoney(s.prix)}/{s.unite}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}

        <div className="mt-4" aria-live="polite">
          {term === '' ? null : search.isPending ? (
            <p className="flex items-center gap-2 text-sm text-slate-500">
              <Loader2 aria-hidden="true" className="size-4 animate-spin" /> Recherche…
            </p>
          ) : search.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {search.error.message}
            </p>
          ) : search.data.result.length === 0 ? (
            <p className="text-sm text-slate-600">{search.data.message}</p>
          ) : (
            <>
              <h3 className="text-sm font-semibold text-slate-700">
                Résultats ({search.data.result.length}) —{' '}
                {search.data.tarifs === 'profil' ? 'avec vos taux' : 'avec les taux nationaux par défaut'}
              </h3>
              <ul className="mt-2 space-y-2">
                {search.data.result.map((r) => (
                  <ResultCard key={r.code} result={r} onAdd={addFromLibrary} />
                ))}
              </ul>
            </>
          )}
        </div>

        <div className="mt-6">
          <h3 className="text-sm font-semibold text-slate-700">
            Catégories{metier ? ` — ${TRADE_LABELS[metier as keyof typeof TRADE_LABELS]}` : ''}
          </h3>
          {categories.isError ? (
            <p className="mt-2 text-sm text-red-700">Catégories indisponibles.</p>
          ) : categories.isPending ? (
            <p className="mt-2 text-sm text-slate-500">Chargement…</p>
          ) : (
            <ul className="mt-2 flex flex-wrap gap-2 text-xs">
              {categoryEntries.map(([key, c]) => (
                <li key={key}>
                  <button
                    type="button"
                    className="rounded-md bg-slate-100 px-2 py-1 text-slate-700 hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-amber-500"
                    onClick={() => {
                      setTermInput(c.name);
                      setTerm(c.name);
                      if (!metier) {
                        setMetier(c.metier);
                      }
                    }}
                  >
                    {metier ? c.name : key} <span className="text-slate-500">({c.items_count})</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <section aria-labelledby="mp-quote" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 id="mp-quote" className="text-lg font-semibold text-slate-900">
          Votre devis
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Chaque ligne prend le prix de votre catalogue s’il contient l’article, sinon le prix de marché composé.
        </p>
        <form onSubmit={onEnrich} className="mt-4">
          <div role="table" aria-label="Lignes du devis" className="text-sm">
            <div role="rowgroup" className="hidden sm:block">
              <div role="row" className="grid grid-cols-[1fr_7rem_6rem_2.75rem] gap-2 pb-2 text-left text-slate-600">
                <span role="columnheader" className="font-medium">
                  Désignation
                </span>
                <span role="columnheader" className="font-medium">
                  Quantité
                </span>
                <span role="columnheader" className="font-medium">
                  Unité
                </span>
                <span role="columnheader" className="sr-only">
                  Retirer
                </span>
              </div>
            </div>
            <div role="rowgroup" className="space-y-3 sm:space-y-1">
              {lines.map((line, i) => (
                <div
                  role="row"
                  key={line.key}
                  className="grid grid-cols-[1fr_6rem_2.75rem] gap-2 sm:grid-cols-[1fr_7rem_6rem_2.75rem]"
                >
                  <span role="cell" className="col-span-3 sm:col-span-1">
                    <input
                      aria-label={`Désignation de la ligne ${i + 1}`}
                      className={inputClass}
                      value={line.description}
                      maxLength={500}
                      placeholder="ex. Fourniture et pose WC suspendu"
                      onChange={(e) => update(line.key, { description: e.target.value })}
                    />
                  </span>
                  <span role="cell">
                    <input
                      aria-label={`Quantité de la ligne ${i + 1}`}
                      className={inputClass}
                      type="number"
                      min={0}
                      step={0.01}
                      inputMode="decimal"
                      value={line.quantite}
                      onChange={(e) => update(line.key, { quantite: e.target.value })}
                    />
                  </span>
                  <span role="cell">
                    <select
                      aria-label={`Unité de la ligne ${i + 1}`}
                      className={inputClass}
                      value={line.unite}
                      onChange={(e) => update(line.key, { unite: e.target.value as DraftLine['unite'] })}
                    >
                      {QUOTE_UNITS.map((u) => (
                        <option key={u} value={u}>
                          {UNIT_LABELS[u]}
                        </option>
                      ))}
                    </select>
                  </span>
                  <span role="cell">
                    <button
                      type="button"
                      className={`${buttonClass} text-slate-500 hover:bg-red-50 hover:text-red-700`}
                      aria-label={`Retirer la ligne ${i + 1}`}
                      onClick={() => setLines((current) => current.filter((l) => l.key !== line.key))}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </button>
                  </span>
                </div>
              ))}
            </div>
          </div>
          <button
            type="button"
            className={`${buttonClass} mt-2 border border-dashed border-slate-300 text-slate-700 hover:bg-slate-50`}
            onClick={() => setLines((current) => [...current, newLine()])}
            disabled={lines.length >= 500}
          >
            <Plus aria-hidden="true" className="size-4" /> Ajouter une ligne
          </button>

          <fieldset className="mt-4">
            <legend className="text-sm font-medium text-slate-700">
              Contexte du chantier (majorations de votre profil)
            </legend>
            <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
              {CONTEXT_KEYS.map((key) => (
                <label key={key} className="inline-flex items-center gap-2 text-sm text-slate-700">
                  <input
                    type="checkbox"
                    className="size-4 rounded border-slate-300 text-amber-600 focus:ring-amber-500"
                    checked={context[key]}
                    onChange={(e) => setContext((c) => ({ ...c, [key]: e.target.checked }))}
                  />
                  {CONTEXT_LABELS[key]}
                </label>
              ))}
            </div>
          </fieldset>

          <div className="mt-4 flex flex-wrap items-center gap-3">
            <button
              type="submit"
              className={`${buttonClass} bg-amber-500 px-4 text-slate-900 hover:bg-amber-400`}
              disabled={enrich.isPending || filled.length === 0}
            >
              {enrich.isPending ? (
                <Loader2 aria-hidden="true" className="size-4 animate-spin" />
              ) : (
                <Sparkles aria-hidden="true" className="size-4" />
              )}
              {enrich.isPending ? 'Chiffrage en cours…' : 'Chiffrer le devis'}
            </button>
            <span className="text-sm text-slate-500">
              {filled.length} ligne{filled.length > 1 ? 's' : ''} à chiffrer
            </span>
          </div>
          {enrich.isError && (
            <p role="alert" className="mt-3 text-sm text-red-700">
              Erreur lors du chiffrage : {enrich.error.message}
            </p>
          )}
        </form>
      </section>

      {result && totals && (
        <section
          aria-labelledby="mp-result"
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <h2 id="mp-result" className="text-lg font-semibold text-slate-900">
            Devis chiffré
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {result.tarifs === 'profil' ? 'Vos taux de profil' : 'Taux nationaux par défaut (55 €/h, 2,3, 15 %, 20 %)'}
            {result.majorations.length > 0
              ? ` · majorations : ${result.majorations.map((m) => `${m.label} ${String(m.pct).replace('.', ',')} %`).join(', ')}`
              : ''}
          </p>
          <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
            <div className="rounded-lg bg-slate-50 p-3">
              <dt className="text-slate-500">Lignes</dt>
              <dd className="text-lg font-semibold text-slate-900">{result.statistics.total_items}</dd>
            </div>
            <div className="rounded-lg bg-emerald-50 p-3">
              <dt className="text-emerald-800">Catalogue</dt>
              <dd className="text-lg font-semibold text-emerald-900">
                {result.statistics.items_from_catalog} ({String(result.statistics.catalog_coverage).replace('.', ',')}{' '}
                %)
              </dd>
            </div>
            <div className="rounded-lg bg-orange-50 p-3">
              <dt className="text-orange-800">Marché</dt>
              <dd className="text-lg font-semibold text-orange-900">
                {result.statistics.items_from_market} ({String(result.statistics.market_coverage).replace('.', ',')} %)
              </dd>
            </div>
            <div className="rounded-lg bg-slate-50 p-3">
              <dt className="text-slate-500">Total HT</dt>
              <dd className="text-lg font-semibold text-slate-900">{formatMoney(result.statistics.total_value)}</dd>
            </div>
          </dl>

          <ul className="mt-4 divide-y divide-slate-100">
            {result.enriched_items.map((item, i) => (
              <li key={i} className="py-3">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-slate-900">
                      {item.description} <SourceBadge source={item.source} />
                    </p>
                    {item.match && (
                      <p className="text-xs text-slate-500">
                        Rapproché de « {item.match.description} » (
                        {item.match.kind === 'catalogue' ? 'votre catalogue' : item.match.id}, pertinence{' '}
                        {Math.round(item.match.match_score * 100)} %)
                        {item.unite_differente ? ` — attention : prix par ${item.match.unite}` : ''}
                      </p>
                    )}
                  </div>
                  <p className="text-right text-sm text-slate-700 sm:whitespace-nowrap">
                    {String(item.quantite).replace('.', ',')}{' '}
                    {UNIT_LABELS[item.unite as DraftLine['unite']] ?? item.unite} × {formatMoney(item.prix_unitaire)} ={' '}
                    <span className="font-semibold text-slate-900">{formatMoney(item.prix_total)}</span>
                  </p>
                </div>
                <p className="mt-1 text-xs break-words text-slate-600">{item.explication}</p>
                {item.match?.base_temps && (
                  <details className="mt-1 text-xs text-slate-600">
                    <summary className="cursor-pointer text-amber-700">Base des chiffres</summary>
                    <p className="mt-1">{item.match.base_temps}</p>
                    <p>{item.match.base_fournitures}</p>
                  </details>
                )}
                <OldBasis date={item.match?.date} actualisation={item.detail?.actualisation} />
              </li>
            ))}
          </ul>

          <div className="mt-4 flex flex-col gap-4 border-t border-slate-200 pt-4 sm:flex-row sm:items-end sm:justify-between">
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className={`${buttonClass} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50`}
                onClick={onExportCsv}
              >
                <Download aria-hidden="true" className="size-4" /> Exporter en CSV
              </button>
              <button
                type="button"
                className={`${buttonClass} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50`}
                onClick={() => void onExportXlsx()}
                disabled={exporting}
              >
                <FileSpreadsheet aria-hidden="true" className="size-4" /> Exporter en Excel
              </button>
              {exportError && (
                <p role="alert" className="w-full text-sm text-red-700">
                  {exportError}
                </p>
              )}
            </div>
            <dl className="min-w-[16rem] space-y-1 text-sm" aria-label="Totaux du devis">
              <div className="flex justify-between gap-6">
                <dt className="text-slate-600">Total HT</dt>
                <dd className="font-semibold text-slate-900" data-testid="total-ht">
                  {formatMoney(totals.ht)}
                </dd>
              </div>
              <div className="flex items-center justify-between gap-6">
                <dt className="text-slate-600">
                  <label htmlFor="mp-tva">TVA</label>{' '}
                  <select
                    id="mp-tva"
                    className="rounded border border-slate-300 px-1 py-0.5 text-sm"
                    value={tva}
                    onChange={(e) => setTva(Number(e.target.value) as (typeof TVA_RATES)[number])}
                  >
                    {TVA_RATES.map((r) => (
                      <option key={r} value={r}>
                        {String(r).replace('.', ',')} %
                      </option>
                    ))}
                  </select>
                </dt>
                <dd className="text-slate-900" data-testid="total-tva">
                  {formatMoney(totals.tva)}
                </dd>
              </div>
              <div className="flex justify-between gap-6 border-t border-slate-200 pt-1 text-base">
                <dt className="font-semibold text-slate-900">Total TTC</dt>
                <dd className="font-bold text-slate-900" data-testid="total-ttc">
                  {formatMoney(totals.ttc)}
                </dd>
              </div>
            </dl>
          </div>
        </section>
      )}
    </div>
  );
}
