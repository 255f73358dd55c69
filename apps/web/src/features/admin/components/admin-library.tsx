import { AlertTriangle, CheckCircle2, FileUp, History, Plus, RefreshCw, Search } from 'lucide-react';
import { useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import {
  LIBRARY_CSV_HEADER,
  TRADE_LABELS,
  type LibraryChange,
  type LibraryImportResponse,
  type LibraryItem,
  type LibraryPreviewResponse,
} from '@batiao/shared/contracts/market-prices';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Modal } from '../../../components/ui/modal';
import { PageSpinner, Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useApplyLibraryImport, useLibraryHistory, useLibraryItems, usePreviewLibraryImport } from '../api/library-api';
import { formatDateTime } from '../lib/format';
import { AdminPriceIndices } from './admin-price-indices';

/** Ouvrages listed at first, and added by « Afficher plus ». */
const PAGE = 20;
/** The server refuses a CSV over 900 000 characters (contract `libraryImportSchema`). */
const MAX_CHARS = 900_000;

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const hours = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 3 });
const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' });

/** French: 0 and 1 take the singular. */
const plural = (n: number, one: string, many: string) => (n > 1 ? many : one);
const formatDay = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`));
const tradeLabel = (trade: string) => TRADE_LABELS[trade as keyof typeof TRADE_LABELS] ?? trade;

/** The field names of a change, in French. */
const FIELD_LABELS: Record<string, string> = {
  metier: 'métier',
  category: 'catégorie',
  description: 'désignation',
  unite: 'unité',
  temps_h: 'temps',
  fournitures: 'fournitures',
  date: 'date',
  base_temps: 'base du temps',
  base_fournitures: 'base des fournitures',
};

const KIND_STYLES: Record<LibraryChange['kind'], { label: string; className: string }> = {
  ajout: { label: 'Ajout', className: 'bg-emerald-100 text-emerald-800 ring-emerald-600/30' },
  modification: { label: 'Modification', className: 'bg-amber-100 text-amber-900 ring-amber-600/30' },
  inchange: { label: 'Inchangée', className: 'bg-slate-100 text-slate-700 ring-slate-500/20' },
};

/** The message of a refused call, in French. */
function messageOf(error: unknown): string {
  if (error instanceof ApiError) {
    if (Array.isArray(error.detail) && error.detail.length > 0) {
      return error.detail.map((d) => d.message).join(' ; ');
    }
    return error.message;
  }
  return 'Une erreur inattendue est survenue. Réessayez.';
}

/** A file's text: UTF-8 (with or without BOM), else Windows-1252 as French Excel writes it. */
async function readText(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** A CSV the admin can fill in: the header and one example line. */
function templateHref(): string {
  const example =
    'PLO-101;plombier;Appareils sanitaires;Lavabo sur colonne;u;1,5;95;2026-11-01;' +
    'temps : relevés de vos chantiers;fournitures : tarif négoce du mois';
  return `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${LIBRARY_CSV_HEADER.join(';')}\r\n${example}\r\n`)}`;
}

function Figures({ item, before, changed }: { item: LibraryItem; before?: LibraryItem | null; changed?: string[] }) {
  const was = (field: string) => (before && changed?.includes(field) ? before : null);
  const cell = (field: 'temps_h' | 'fournitures' | 'date', text: (i: LibraryItem) => string, label: string) => {
    const old = was(field);
    return (
      <div>
        <dt className="text-xs text-slate-500">{label}</dt>
        <dd className="text-sm text-slate-900 tabular-nums">
          {old ? (
            <>
              <del className="text-slate-500" aria-label={`avant : ${text(old)}`}>
                {text(old)}
              </del>{' '}
              <span aria-hidden="true">→</span> <ins className="font-semibold no-underline">{text(item)}</ins>
            </>
          ) : (
            text(item)
          )}
        </dd>
      </div>
    );
  };
  return (
    <dl className="grid grid-cols-3 gap-3">
      {cell('temps_h', (i) => `${hours.format(i.temps_h)} h / ${i.unite}`, 'Temps')}
      {cell('fournitures', (i) => `${euros.format(i.fournitures)} HT`, 'Fournitures')}
      {cell('date', (i) => formatDay(i.date), 'Date des chiffres')}
    </dl>
  );
}

function ChangeRow({ change }: { change: LibraryChange }) {
  const kind = KIND_STYLES[change.kind];
  const other = change.changed.filter((f) => !['temps_h', 'fournitures', 'date'].includes(f));
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${kind.className}`}>
          {kind.label}
        </span>
        <span className="text-xs text-slate-500">Ligne {change.line}</span>
        <span className="font-mono text-xs font-semibold text-slate-700">{change.item.code}</span>
        <span className="text-xs text-slate-500">{tradeLabel(change.item.metier)}</span>
      </div>
      <p className="mt-2 font-medium break-words text-slate-900">
        {change.before && change.changed.includes('description') ? (
          <>
            <del className="font-normal text-slate-500">{change.before.description}</del>{' '}
            <span aria-hidden="true">→</span>{' '}
          </>
        ) : null}
        {change.item.description}
      </p>
      <div className="mt-3">
        <Figures item={change.item} before={change.before} changed={change.changed} />
      </div>
      {other.length > 0 ? (
        <p className="mt-2 text-xs text-slate-600">
          Modifié aussi : {other.map((f) => FIELD_LABELS[f] ?? f).join(', ')}
        </p>
      ) : null}
    </li>
  );
}

function Tile({ value, label, tone }: { value: number; label: string; tone: string }) {
  return (
    <div className={`rounded-xl border p-4 ${tone}`}>
      <p className="text-2xl font-bold tabular-nums">{value.toLocaleString('fr-FR')}</p>
      <p className="text-sm">{label}</p>
    </div>
  );
}

function Preview({
  fileName,
  preview,
  onApply,
  onCancel,
}: {
  fileName: string;
  preview: LibraryPreviewResponse;
  onApply: () => void;
  onCancel: () => void;
}) {
  const [showUnchanged, setShowUnchanged] = useState(false);
  const shown = preview.changes.filter((c) => showUnchanged || c.kind !== 'inchange');
  const blocked = preview.errors.length > 0;
  const nothing = preview.created + preview.updated === 0;
  return (
    <section aria-labelledby="library-preview-title" className="mt-6 space-y-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="library-preview-title" className="text-lg font-semibold text-slate-900">
          Aperçu de « {fileName} »
        </h3>
        <p className="text-sm text-slate-600">Rien n’est écrit tant que vous n’avez pas confirmé.</p>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Tile
          value={preview.created}
          label={plural(preview.created, 'ajout', 'ajouts')}
          tone="border-emerald-200 bg-emerald-50 text-emerald-900"
        />
        <Tile
          value={preview.updated}
          label={plural(preview.updated, 'modification', 'modifications')}
          tone="border-amber-200 bg-amber-50 text-amber-950"
        />
        <Tile
          value={preview.unchanged}
          label={plural(preview.unchanged, 'inchangée', 'inchangées')}
          tone="border-slate-200 bg-white text-slate-800"
        />
        <Tile
          value={preview.errors.length}
          label={plural(preview.errors.length, 'ligne en erreur', 'lignes en erreur')}
          tone={blocked ? 'border-red-200 bg-red-50 text-red-900' : 'border-slate-200 bg-white text-slate-800'}
        />
      </div>

      {blocked ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4">
          <p className="flex items-center gap-2 font-semibold text-red-900">
            <AlertTriangle aria-hidden="true" className="size-5 shrink-0" />
            L’import est refusé tant qu’une ligne est en erreur : corrigez le fichier puis choisissez-le à nouveau.
          </p>
          <ul className="mt-3 max-h-64 list-disc space-y-1 overflow-y-auto pl-6 text-sm text-red-900">
            {preview.errors.map((e, i) => (
              <li key={`${e.line ?? 0}-${i}`}>{e.message}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h4 className="font-semibold text-slate-900">
            {showUnchanged ? 'Toutes les lignes lues' : 'Ajouts et modifications'}
          </h4>
          {preview.unchanged > 0 ? (
            <label className="inline-flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                className="size-4 rounded border-slate-300"
                checked={showUnchanged}
                onChange={(event) => setShowUnchanged(event.target.checked)}
              />
              Afficher les lignes inchangées
            </label>
          ) : null}
        </div>
        {shown.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">
            {preview.changes.length === 0
              ? 'Aucune ligne valide dans ce fichier.'
              : 'Aucun ouvrage ajouté ni modifié : la bibliothèque a déjà ces valeurs.'}
          </p>
        ) : (
          <ul className="mt-3 space-y-3">
            {shown.map((change) => (
              <ChangeRow key={`${change.line}-${change.item.code}`} change={change} />
            ))}
          </ul>
        )}
      </div>

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Annuler
        </Button>
        <Button variant="accent" onClick={onApply} disabled={blocked || nothing}>
          <CheckCircle2 aria-hidden="true" className="size-4" />
          Appliquer l’import
        </Button>
      </div>
    </section>
  );
}

function HistoryDialog({ code, onClose }: { code: string; onClose: () => void }) {
  const history = useLibraryHistory(code);
  return (
    <Modal title={`Historique de ${code}`} size="medium" onClose={onClose}>
      {history.isPending ? (
        <PageSpinner label="Chargement de l’historique…" />
      ) : history.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {messageOf(history.error)}
        </p>
      ) : (
        <div className="space-y-5">
          <div className="rounded-xl border border-emerald-200 bg-emerald-50 p-4">
            <p className="text-xs font-semibold tracking-wide text-emerald-800 uppercase">Valeurs actuelles</p>
            <p className="mt-1 font-medium text-slate-900">{history.data.item.description}</p>
            <div className="mt-3">
              <Figures item={history.data.item} />
            </div>
            <p className="mt-3 text-xs text-slate-600">{history.data.item.base_temps}</p>
            <p className="text-xs text-slate-600">{history.data.item.base_fournitures}</p>
          </div>
          {history.data.history.length === 0 ? (
            <p className="text-sm text-slate-600">Aucune valeur précédente : cet ouvrage n’a jamais été modifié.</p>
          ) : (
            <ol className="space-y-3" aria-label="Valeurs précédentes, de la plus récente à la plus ancienne">
              {history.data.history.map((h, i) => (
                <li key={`${h.remplace_le}-${i}`} className="rounded-xl border border-slate-200 bg-white p-4">
                  <p className="text-xs font-semibold text-slate-500">Remplacées le {formatDateTime(h.remplace_le)}</p>
                  <p className="mt-1 font-medium text-slate-900">{h.description}</p>
                  <div className="mt-3">
                    <Figures item={{ ...h, metier: '', category: '' }} />
                  </div>
                  <p className="mt-3 text-xs text-slate-600">{h.base_temps}</p>
                  <p className="text-xs text-slate-600">{h.base_fournitures}</p>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </Modal>
  );
}

function LibraryList({ onHistory }: { onHistory: (code: string) => void }) {
  const items = useLibraryItems();
  const [query, setQuery] = useState('');
  const [trade, setTrade] = useState('');
  const searchId = useId();
  const tradeId = useId();
  const filtered = useMemo(() => {
    const q = query
      .trim()
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '');
    return (items.data ?? []).filter(
      (i) =>
        (!trade || i.metier === trade) &&
        (!q ||
          `${i.code} ${i.description} ${i.category}`
            .toLowerCase()
            .normalize('NFD')
            .replace(/[\u0300-\u036f]/g, '')
            .includes(q)),
    );
  }, [items.data, query, trade]);
  const [limit, setLimit] = useState(PAGE);
  const shown = filtered.slice(0, limit);

  return (
    <section aria-labelledby="library-list-title" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h3 id="library-list-title" className="text-lg font-semibold text-slate-900">
        Ouvrages de la bibliothèque
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Chaque ouvrage garde ses valeurs précédentes, datées, à chaque import qui le modifie.
      </p>
      <div className="mt-4 grid gap-3 sm:grid-cols-[1fr_14rem]">
        <div>
          <label htmlFor={searchId} className="text-sm font-medium text-slate-700">
            Rechercher (code ou désignation)
          </label>
          <div className="relative mt-1">
            <Search aria-hidden="true" className="absolute top-3 left-3 size-4 text-slate-400" />
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setLimit(PAGE);
              }}
              placeholder="PLO-012, cloison…"
              className="h-11 w-full rounded-lg border border-slate-300 pr-3 pl-9 text-sm focus:border-amber-500 focus:outline-2 focus:outline-amber-500"
            />
          </div>
        </div>
        <div>
          <label htmlFor={tradeId} className="text-sm font-medium text-slate-700">
            Métier
          </label>
          <select
            id={tradeId}
            value={trade}
            onChange={(event) => {
              setTrade(event.target.value);
              setLimit(PAGE);
            }}
            className="mt-1 h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm focus:border-amber-500 focus:outline-2 focus:outline-amber-500"
          >
            <option value="">Tous les métiers</option>
            {Object.entries(TRADE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {items.isPending ? (
        <PageSpinner label="Chargement de la bibliothèque…" />
      ) : items.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {messageOf(items.error)}
        </p>
      ) : (
        <>
          <p className="mt-4 text-sm text-slate-600" aria-live="polite">
            {filtered.length.toLocaleString('fr-FR')} ouvrage{filtered.length > 1 ? 's' : ''}
            {filtered.length > shown.length ? ` · ${shown.length} affichés` : ''}
          </p>
          <ul className="mt-3 divide-y divide-slate-100 border-y border-slate-100">
            {shown.map((item) => (
              <li key={item.code} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4">
                <div className="min-w-0 flex-1">
                  <p className="text-sm">
                    <span className="font-mono text-xs font-semibold text-slate-700">{item.code}</span>{' '}
                    <span className="font-medium text-slate-900">{item.description}</span>
                  </p>
                  <p className="mt-0.5 text-xs text-slate-500">
                    {tradeLabel(item.metier)} · {item.category} · {hours.format(item.temps_h)} h et{' '}
                    {euros.format(item.fournitures)} HT de fournitures / {item.unite} · chiffres du{' '}
                    {formatDay(item.date)}
                    {item.origine === 'import' ? ` · importé le ${formatDateTime(item.modifie_le)}` : ''}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => onHistory(item.code)}
                  aria-label={`Historique de ${item.code} (${item.versions_precedentes} version${
                    item.versions_precedentes > 1 ? 's' : ''
                  } précédente${item.versions_precedentes > 1 ? 's' : ''})`}
                  className="self-start sm:self-auto"
                >
                  <History aria-hidden="true" className="size-4" />
                  Historique
                  {item.versions_precedentes > 0 ? (
                    <span className="rounded-full bg-amber-100 px-1.5 text-xs text-amber-900">
                      {item.versions_precedentes}
                    </span>
                  ) : null}
                </Button>
              </li>
            ))}
          </ul>
          {filtered.length > shown.length ? (
            <div className="mt-4 flex justify-center">
              <Button variant="secondary" onClick={() => setLimit((n) => n + PAGE)}>
                Afficher {Math.min(PAGE, filtered.length - shown.length)} ouvrages de plus
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

/**
 * The admin's screen for the market-price library (ADR 021, 032): choose a CSV, see what it would
 * add and change (with the values replaced) and each refused line, apply it after a confirmation,
 * and read any ouvrage's dated previous values.
 */
export function AdminLibraryPanel() {
  const preview = usePreviewLibraryImport();
  const apply = useApplyLibraryImport();
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<(LibraryImportResponse & { name: string }) | null>(null);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const helpId = useId();

  const reset = () => {
    setFile(null);
    setConfirming(false);
    preview.reset();
    if (input.current) {
      input.current.value = '';
    }
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setFileError(null);
    setDone(null);
    preview.reset();
    setFile(null);
    if (!chosen) {
      return;
    }
    if (!/\.(csv|txt)$/i.test(chosen.name)) {
      setFileError('Choisissez un fichier CSV (.csv), séparateur point-virgule.');
      return;
    }
    const csv = await readText(chosen);
    if (csv.length > MAX_CHARS) {
      setFileError('Le fichier dépasse 900 Ko : découpez-le en plusieurs imports.');
      return;
    }
    if (csv.trim() === '') {
      setFileError('Le fichier est vide.');
      return;
    }
    setFile({ name: chosen.name, csv });
    preview.mutate(csv);
  };

  const onConfirm = () => {
    if (!file) {
      return;
    }
    apply.mutate(file.csv, {
      onSuccess: (result) => {
        setDone({ ...result, name: file.name });
        reset();
      },
      onError: () => setConfirming(false),
    });
  };

  return (
    <div className="space-y-8">
      <section
        aria-labelledby="library-import-title"
        className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
      >
        <h3 id="library-import-title" className="text-lg font-semibold text-slate-900">
          Importer des prix de la bibliothèque
        </h3>
        <p id={helpId} className="mt-1 max-w-3xl text-sm text-slate-600">
          Un fichier CSV au format de la bibliothèque : séparateur point-virgule, virgule décimale, une ligne d’en-tête
          avec les colonnes ci-dessous, dans cet ordre. Un code connu modifie l’ouvrage (ses anciennes valeurs vont dans
          son historique), un code nouveau l’ajoute. Vous verrez l’aperçu avant d’appliquer.
        </p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
          <label
            htmlFor={inputId}
            className="inline-flex h-11 cursor-pointer items-center justify-center gap-2 rounded-lg bg-slate-900 px-5 text-sm font-semibold text-white shadow-sm focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-amber-500 hover:bg-slate-800"
          >
            <FileUp aria-hidden="true" className="size-4" />
            Choisir un fichier CSV
            <input
              ref={input}
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              className="sr-only"
              aria-describedby={helpId}
              onChange={(event) => void onFile(event)}
            />
          </label>
          <a
            href={templateHref()}
            download="modele-bibliotheque-prix.csv"
            className="inline-flex h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500"
          >
            <Plus aria-hidden="true" className="size-4" />
            Télécharger un modèle
          </a>
        </div>

        {fileError ? (
          <p role="alert" className="mt-4 text-sm font-medium text-red-700">
            {fileError}
          </p>
        ) : null}
        {done ? (
          <div role="status" className="mt-5 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
            <p className="flex items-center gap-2 font-semibold">
              <CheckCircle2 aria-hidden="true" className="size-5" />
              Import de « {done.name} » appliqué
            </p>
            <p className="mt-1 text-sm">
              {done.created} ouvrage{done.created > 1 ? 's' : ''} ajouté{done.created > 1 ? 's' : ''}, {done.updated}{' '}
              modifié{done.updated > 1 ? 's' : ''}, {done.unchanged} inchangé{done.unchanged > 1 ? 's' : ''}. Les prix
              composés utilisent déjà les nouvelles valeurs.
            </p>
          </div>
        ) : null}
        {preview.isPending ? (
          <p className="mt-5 flex items-center gap-2 text-sm text-slate-600" role="status">
            <Spinner /> Lecture du fichier…
          </p>
        ) : null}
        {preview.isError ? (
          <div role="alert" className="mt-5 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
            <p className="font-semibold">Le fichier n’a pas pu être lu.</p>
            <p className="mt-1">{messageOf(preview.error)}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => file && preview.mutate(file.csv)}>
              <RefreshCw aria-hidden="true" className="size-4" />
              Réessayer
            </Button>
          </div>
        ) : null}
        {apply.isError ? (
          <p role="alert" className="mt-5 text-sm font-medium text-red-700">
            L’import n’a pas été appliqué : {messageOf(apply.error)}
          </p>
        ) : null}
        {file && preview.data ? (
          <Preview fileName={file.name} preview={preview.data} onApply={() => setConfirming(true)} onCancel={reset} />
        ) : null}
      </section>

      <AdminPriceIndices />

      <LibraryList onHistory={setHistoryOf} />

      {confirming && preview.data ? (
        <ConfirmDialog
          title="Appliquer l’import à la bibliothèque ?"
          confirmLabel="Appliquer l’import"
          busy={apply.isPending}
          onConfirm={onConfirm}
          onCancel={() => setConfirming(false)}
        >
          {preview.data.created} ouvrage{preview.data.created > 1 ? 's' : ''} ajouté
          {preview.data.created > 1 ? 's' : ''} et {preview.data.updated} modifié{preview.data.updated > 1 ? 's' : ''}.
          Les prix de marché proposés à tous les utilisateurs changeront aussitôt ; les valeurs remplacées restent dans
          l’historique de chaque ouvrage.
        </ConfirmDialog>
      ) : null}
      {historyOf ? <HistoryDialog code={historyOf} onClose={() => setHistoryOf(null)} /> : null}
    </div>
  );
}
