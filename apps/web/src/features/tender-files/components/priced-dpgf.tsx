import { useState, type KeyboardEvent } from 'react';
import { Calculator, FileSpreadsheet, FileText, RotateCcw } from 'lucide-react';
import {
  PRICED_SOURCE_LABELS,
  PRICED_TVA_RATES,
  type PricedDpgf as PricedDpgfData,
  type PricedLine,
  type PricedMarkup,
  type PricedSource,
} from '@batiao/shared/contracts/tender-files';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useDownloadPriced, usePricedLines, useSavePricedLines } from '../api/priced-dpgf';
import { formatQuantity } from '../lib/messages';

/** The spec's colours (supporting-areas §6): Catalogue green, Marché orange, Non trouvé red; a composed price blue. */
export const SOURCE_STYLES: Record<PricedSource, string> = {
  catalogue_utilisateur: 'bg-emerald-100 text-emerald-800 ring-emerald-600/30',
  prix_marche: 'bg-orange-100 text-orange-800 ring-orange-600/30',
  compose: 'bg-blue-100 text-blue-800 ring-blue-600/30',
  non_trouve: 'bg-red-100 text-red-800 ring-red-600/30',
};

const money = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const euros = (value: number | null) => (value === null ? '—' : money.format(value));
const percent = (value: number) => `${value.toLocaleString('fr-FR', { maximumFractionDigits: 2 })} %`;

export function SourceBadge({ source }: { source: PricedSource }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${SOURCE_STYLES[source]}`}
    >
      {PRICED_SOURCE_LABELS[source]}
    </span>
  );
}

/** « 1 234,5 », « 12 € », « 12.5 » → 12.5; '' → null (back to the computed price); anything else → undefined. */
export function parsePrice(text: string): number | null | undefined {
  const cleaned = text.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');
  if (cleaned === '') {
    return null;
  }
  if (!/^\d+(\.\d{0,4})?$/.test(cleaned)) {
    return undefined;
  }
  const value = Number(cleaned);
  return value > 10_000_000 ? undefined : value;
}

const edits = (data: PricedDpgfData) =>
  data.lignes.filter((l) => l.modifie).map((l) => ({ cle: l.cle, prix_unitaire: l.prix_unitaire }));

const chosenMarkups = (markups: PricedMarkup[]) =>
  Object.fromEntries(markups.filter((m) => m.choisi).map((m) => [m.key, m.applique]));

type Filter = 'all' | 'missing' | 'edited';

/** The columns of a line from the md breakpoint: poste, quantity, source, unit price, amount. */
const ROW_GRID = 'md:grid-cols-[minmax(0,1fr)_6.5rem_7rem_9rem_7.5rem]';

function PriceInput({
  line,
  disabled,
  onSave,
}: {
  line: PricedLine;
  disabled: boolean;
  onSave: (value: number | null) => void;
}) {
  const shown = line.prix_unitaire === null ? '' : line.prix_unitaire.toFixed(2).replace('.', ',');
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const value = draft ?? shown;

  const commit = () => {
    if (draft === null || draft === shown) {
      setDraft(null);
      return;
    }
    const parsed = parsePrice(draft);
    if (parsed === undefined) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setDraft(null);
    if (parsed === line.prix_unitaire) {
      return;
    }
    onSave(parsed);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.currentTarget.blur();
    } else if (event.key === 'Escape') {
      setDraft(null);
      setInvalid(false);
    }
  };
  const id = `pu-${line.cle}`;
  return (
    <div className="flex flex-col items-end">
      <div className="relative w-24 md:w-28">
        <input
          id={id}
          inputMode="decimal"
          aria-label={`Prix unitaire HT de « ${line.poste} »`}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          className={`h-9 w-full rounded-lg border bg-white py-1 pr-7 pl-2 text-right text-sm tabular-nums shadow-xs focus:outline-2 focus:outline-offset-1 focus:outline-amber-500 ${
            invalid
              ? 'border-red-400'
              : line.modifie
                ? 'border-amber-400 bg-amber-50'
                : line.prix_unitaire === null
                  ? 'border-red-300'
                  : 'border-slate-300'
          }`}
          value={value}
          placeholder="à saisir"
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
        <span aria-hidden="true" className="pointer-events-none absolute top-2 right-2 text-sm text-slate-400">
          €
        </span>
      </div>
      {invalid ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-red-700">
          Prix invalide
        </p>
      ) : null}
    </div>
  );
}

function Line({
  line,
  saving,
  onSave,
}: {
  line: PricedLine;
  saving: boolean;
  onSave: (cle: string, value: number | null) => void;
}) {
  return (
    <li data-source={line.source} className="px-4 py-3">
      <div className={`grid grid-cols-2 items-center gap-x-3 gap-y-2 ${ROW_GRID}`}>
        <p className="col-span-2 min-w-0 text-sm font-medium break-words text-slate-900 md:col-span-1">
          {line.code ? <span className="mr-1 font-normal text-slate-500">{line.code}</span> : null}
          {line.poste}
        </p>
        <p className="text-sm whitespace-nowrap text-slate-700 tabular-nums md:text-right">
          {formatQuantity(line.quantite)} {line.unite}
        </p>
        <div className="flex flex-wrap items-center justify-end gap-1 md:justify-start">
          <SourceBadge source={line.source} />
          {line.modifie ? (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">modifié</span>
          ) : null}
        </div>
        <div className="flex items-start gap-1 md:justify-end">
          <PriceInput line={line} disabled={saving} onSave={(value) => onSave(line.cle, value)} />
          {line.modifie ? (
            <button
              type="button"
              className="mt-1 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-amber-500"
              aria-label={`Rétablir le prix calculé de « ${line.poste} »`}
              title={`Rétablir le prix calculé (${euros(line.prix_calcule)})`}
              onClick={() => onSave(line.cle, null)}
              disabled={saving}
            >
              <RotateCcw aria-hidden="true" className="size-4" />
            </button>
          ) : null}
        </div>
        <p className="text-right text-sm font-semibold whitespace-nowrap text-slate-900 tabular-nums">
          {euros(line.montant)}
        </p>
      </div>
      <p title={line.explication} className="mt-1 line-clamp-2 text-xs break-words text-slate-500 md:line-clamp-none">
        {line.explication}
      </p>
      {line.correspondance ? (
        <p className="mt-0.5 hidden text-xs text-slate-400 md:block">
          Retenu : {line.correspondance.description}
          {line.correspondance.kind === 'marche' ? ` (${line.correspondance.id})` : ''} · correspondance{' '}
          {Math.round(line.correspondance.match_score * 100)} %
        </p>
      ) : null}
    </li>
  );
}

/**
 * The priced DPGF on the tender page (issue 16, ADR 030): every métré line with its source badge,
 * its explained price, an editable unit price; the markups that apply; totals HT / TVA / TTC; the
 * buyer's spreadsheet filled in and a PDF summary to download. The review is kept by the server.
 */
export function PricedDpgf({ tenderId, extractionDate }: { tenderId: string; extractionDate: string }) {
  const priced = usePricedLines(tenderId, extractionDate);
  const save = useSavePricedLines(tenderId, extractionDate);
  const download = useDownloadPriced(tenderId);
  const [filter, setFilter] = useState<Filter>('all');

  if (priced.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-500">
        <Spinner className="size-4" /> Chiffrage des métrés avec vos prix…
      </p>
    );
  }
  if (priced.isError) {
    const message = priced.error instanceof ApiError ? priced.error.message : 'Erreur lors du chiffrage des métrés';
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
        {message}
      </p>
    );
  }
  const data = priced.data;
  const saving = save.isPending;
  const savePrice = (cle: string, value: number | null) => {
    const others = edits(data).filter((e) => e.cle !== cle);
    save.mutate({ prix: value === null ? others : [...others, { cle, prix_unitaire: value }] });
  };
  const toggleMarkup = (markup: PricedMarkup) => {
    save.mutate({
      prix: edits(data),
      majorations: { ...chosenMarkups(data.majorations), [markup.key]: !markup.applique },
    });
  };
  const stats = data.statistiques;
  const shown = data.lignes.filter((l) =>
    filter === 'missing' ? l.prix_unitaire === null : filter === 'edited' ? l.modifie : true,
  );
  const missing = data.lignes.filter((l) => l.prix_unitaire === null).length;

  return (
    <section
      aria-labelledby="priced-dpgf-title"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <div className="flex flex-col gap-3">
        <div className="min-w-0">
          <h3 id="priced-dpgf-title" className="flex items-center gap-2 text-base font-semibold text-slate-900">
            <Calculator aria-hidden="true" className="size-5 text-amber-600" /> DPGF chiffré
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            Chaque ligne prend votre catalogue, sinon la bibliothèque de marché, sinon un prix composé à partir de votre
            taux horaire ; avec votre coefficient matériaux, vos frais généraux, votre marge et les majorations cochées.
            Corrigez un prix : il est gardé et utilisé à l’export.
          </p>
          <p className="mt-1 text-xs text-slate-500">
            {data.export === 'fichier_acheteur'
              ? `Export dans le fichier de l’acheteur : ${data.fichier_acheteur ?? ''} (mêmes feuilles, formules et styles).`
              : 'Export au format DPGF standard (quantités lues dans un PDF ou estimées d’après le CCTP).'}{' '}
            {data.tarifs === 'defaut' ? 'Tarifs par défaut : ' : ''}
            <ButtonLink to="/dashboard/pricing" variant="ghost" size="sm" className="!h-auto !px-1 !py-0 underline">
              Mes prix
            </ButtonLink>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="accent" onClick={() => download.mutate('xlsx')} disabled={download.isPending}>
            {download.isPending && download.variables === 'xlsx' ? (
              <Spinner className="size-4" />
            ) : (
              <FileSpreadsheet aria-hidden="true" className="size-4" />
            )}
            DPGF chiffré (XLSX)
          </Button>
          <Button size="sm" variant="secondary" onClick={() => download.mutate('pdf')} disabled={download.isPending}>
            {download.isPending && download.variables === 'pdf' ? (
              <Spinner className="size-4" />
            ) : (
              <FileText aria-hidden="true" className="size-4" />
            )}
            Synthèse PDF
          </Button>
        </div>
      </div>

      <dl aria-label="Totaux du DPGF chiffré" className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <div className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
          <dt className="text-xs font-medium text-slate-500">Total HT</dt>
          <dd data-testid="priced-total-ht" className="text-xl font-semibold text-slate-900 tabular-nums">
            {euros(data.totaux.ht)}
          </dd>
        </div>
        <div className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
          <dt className="flex items-center justify-between gap-2 text-xs font-medium text-slate-500">
            <label htmlFor="priced-tva">TVA</label>
            <select
              id="priced-tva"
              className="rounded-md border border-slate-300 bg-white px-1.5 py-0.5 text-xs text-slate-800"
              value={String(data.taux_tva)}
              disabled={saving}
              onChange={(event) => save.mutate({ prix: edits(data), taux_tva: Number(event.target.value) })}
            >
              {PRICED_TVA_RATES.map((rate) => (
                <option key={rate} value={String(rate)}>
                  {percent(rate)}
                </option>
              ))}
            </select>
          </dt>
          <dd data-testid="priced-total-tva" className="text-xl font-semibold text-slate-900 tabular-nums">
            {euros(data.totaux.tva)}
          </dd>
        </div>
        <div className="rounded-xl bg-slate-900 px-4 py-3 text-white">
          <dt className="text-xs font-medium text-slate-300">Total TTC</dt>
          <dd data-testid="priced-total-ttc" className="text-xl font-semibold tabular-nums">
            {euros(data.totaux.ttc)}
          </dd>
        </div>
      </dl>

      <ul aria-label="Lignes par source" className="flex flex-wrap gap-2 text-xs text-slate-600">
        {(['catalogue_utilisateur', 'prix_marche', 'compose', 'non_trouve'] as const).map((source) => (
          <li key={source} className="flex items-center gap-1.5">
            <SourceBadge source={source} /> {stats[source]}
          </li>
        ))}
        {stats.modifiees > 0 ? (
          <li className="flex items-center gap-1.5">
            <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">modifiées</span>{' '}
            {stats.modifiees}
          </li>
        ) : null}
      </ul>

      <fieldset className="rounded-xl border border-slate-200 px-4 py-3">
        <legend className="px-1 text-sm font-semibold text-slate-900">Majorations</legend>
        <ul className="grid gap-2 sm:grid-cols-2">
          {data.majorations.map((markup) => (
            <li key={markup.key}>
              <label className="flex cursor-pointer items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 accent-amber-600"
                  checked={markup.applique}
                  disabled={saving}
                  onChange={() => toggleMarkup(markup)}
                />
                <span className="min-w-0">
                  <span className="font-medium text-slate-900">
                    {markup.label} · {percent(markup.pct)}
                  </span>
                  <span className="block text-xs break-words text-slate-500">
                    {markup.raison}
                    {markup.choisi ? ' Choix enregistré.' : ''}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>

      <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Filtrer les lignes">
        {(
          [
            ['all', `Toutes (${data.lignes.length})`],
            ['missing', `Sans prix (${missing})`],
            ['edited', `Modifiées (${stats.modifiees})`],
          ] as const
        ).map(([value, label]) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
            className={`rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset ${
              filter === value ? 'bg-slate-900 text-white ring-slate-900' : 'bg-white text-slate-700 ring-slate-300'
            }`}
          >
            {label}
          </button>
        ))}
        {saving ? (
          <span className="flex items-center gap-1 text-xs text-slate-500">
            <Spinner className="size-3" /> Enregistrement…
          </span>
        ) : data.revu_le ? (
          <span className="text-xs text-slate-500">
            Relecture enregistrée le{' '}
            {new Date(data.revu_le).toLocaleString('fr-FR', { dateStyle: 'short', timeStyle: 'short' })}
          </span>
        ) : null}
      </div>

      <div className="overflow-hidden rounded-xl border border-slate-200">
        <div
          aria-hidden="true"
          className={`hidden bg-slate-50 px-4 py-2 text-xs font-medium text-slate-500 md:grid md:gap-x-3 ${ROW_GRID}`}
        >
          <span>Poste et explication du prix</span>
          <span className="text-right">Quantité</span>
          <span>Source</span>
          <span className="text-right">P.U. HT</span>
          <span className="text-right">Montant HT</span>
        </div>
        {shown.length > 0 ? (
          <ul aria-label="Lignes chiffrées" className="divide-y divide-slate-100">
            {shown.map((line) => (
              <Line key={line.cle} line={line} saving={saving} onSave={savePrice} />
            ))}
          </ul>
        ) : (
          <p className="px-4 py-6 text-center text-sm text-slate-500">Aucune ligne dans ce filtre.</p>
        )}
      </div>
    </section>
  );
}
