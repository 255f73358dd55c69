import { useState, type ChangeEvent, type FormEvent } from 'react';
import { CheckCircle2, FileSpreadsheet, Upload } from 'lucide-react';
import {
  CATALOG_IMPORT_FIELDS,
  CATALOG_IMPORT_FIELD_LABELS,
  CATALOG_IMPORT_MAX_BYTES,
  CATALOG_IMPORT_TOO_LARGE,
  CATALOG_UNIT_SHORT,
  type CatalogImportAnalysis,
  type CatalogImportField,
  type CatalogImportMapping,
  type CatalogImportResult,
} from '@batiao/shared/contracts/pricing';
import { Button } from '../../../../components/ui/button';
import { FieldLabel, inputClasses } from '../../../../components/ui/form-field';
import { Spinner } from '../../../../components/ui/spinner';
import { ApiError } from '../../../../lib/api-client';
import { formatInteger, pluralize } from '../../../../lib/format';
import { useAnalyzePriceList, useImportPriceList, type PriceListOptions } from '../../api/catalog';
import { Modal } from '../../../../components/ui/modal';
import { priceFormat } from './catalog-tree';

type Step = 'file' | 'mapping' | 'preview' | 'done';
const STEPS: { id: Step; label: string }[] = [
  { id: 'file', label: 'Fichier' },
  { id: 'mapping', label: 'Colonnes' },
  { id: 'preview', label: 'Aperçu' },
  { id: 'done', label: 'Résultat' },
];

type Mapping = Record<CatalogImportField, number | null>;

const REQUIRED: CatalogImportField[] = ['description', 'prix'];

const failureText = (failure: unknown) =>
  failure instanceof ApiError && !failure.isNetworkError
    ? failure.message
    : 'Le serveur ne répond pas : vérifiez votre connexion, puis réessayez.';

function StepList({ current }: { current: Step }) {
  const index = STEPS.findIndex((s) => s.id === current);
  return (
    <ol className="mb-5 flex gap-2 text-xs font-semibold sm:gap-4 sm:text-sm" aria-label="Étapes de l’import">
      {STEPS.map((step, i) => (
        <li
          key={step.id}
          aria-current={step.id === current ? 'step' : undefined}
          className={`flex items-center gap-1.5 ${i <= index ? 'text-amber-700' : 'text-slate-400'}`}
        >
          <span
            className={`flex size-6 items-center justify-center rounded-full text-xs ${
              i < index ? 'bg-amber-500 text-white' : i === index ? 'bg-amber-100 text-amber-800' : 'bg-slate-100'
            }`}
          >
            {i + 1}
          </span>
          <span className={step.id === current ? '' : 'hidden sm:inline'}>{step.label}</span>
        </li>
      ))}
    </ol>
  );
}

/**
 * The import of a supplier's price list (ADR 020): upload (CSV or XLSX, checked by the server by
 * content), the columns read from the header row mapped to the catalogue's fields, a preview with
 * the errors per line, then the import and its count.
 */
export function CatalogImportWizard({
  onClose,
  onImported,
}: {
  onClose: () => void;
  /** After an import, with the place of its first item (the tree opens it). */
  onImported?: (first: { category: string; subcategory: string } | undefined) => void;
}) {
  const [step, setStep] = useState<Step>('file');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [analysis, setAnalysis] = useState<CatalogImportAnalysis | null>(null);
  const [options, setOptions] = useState<PriceListOptions>({});
  const [headerRow, setHeaderRow] = useState('');
  const [mapping, setMapping] = useState<Mapping | null>(null);
  const [mappingError, setMappingError] = useState<string | null>(null);
  const [preview, setPreview] = useState<CatalogImportResult | null>(null);
  const [result, setResult] = useState<CatalogImportResult | null>(null);
  const analyze = useAnalyzePriceList();
  const importer = useImportPriceList();
  const busy = analyze.isPending || importer.isPending;

  function read(chosen: File, next: PriceListOptions) {
    analyze.mutate(
      { file: chosen, options: next },
      {
        onSuccess: (answer) => {
          setAnalysis(answer);
          setOptions({ sheet: answer.sheet, headerRow: answer.header_row });
          setHeaderRow(String(answer.header_row));
          setMapping(
            Object.fromEntries(
              CATALOG_IMPORT_FIELDS.map((field) => [field, answer.suggested_mapping[field] ?? null]),
            ) as Mapping,
          );
          setMappingError(null);
          setStep('mapping');
        },
        onError: (failure) => {
          setFileError(failureText(failure));
          setStep('file');
        },
      },
    );
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setFileError(null);
    setFile(chosen);
    if (!chosen) {
      return;
    }
    if (chosen.size > CATALOG_IMPORT_MAX_BYTES) {
      setFileError(CATALOG_IMPORT_TOO_LARGE);
      return;
    }
    read(chosen, {});
  }

  function runImport(dryRun: boolean) {
    if (!file || !mapping) {
      return;
    }
    const missing = REQUIRED.filter((field) => mapping[field] === null);
    if (missing.length > 0) {
      setMappingError(
        `Choisissez la colonne : ${missing.map((field) => CATALOG_IMPORT_FIELD_LABELS[field]).join(', ')}`,
      );
      return;
    }
    setMappingError(null);
    importer.mutate(
      { file, options, mapping: mapping as CatalogImportMapping, dryRun },
      {
        onSuccess: (answer) => {
          if (dryRun) {
            setPreview(answer);
            setStep('preview');
          } else {
            setResult(answer);
            setStep('done');
            onImported?.(answer.preview[0]);
          }
        },
        onError: (failure) => setMappingError(failureText(failure)),
      },
    );
  }

  function rereadHeader(event: FormEvent) {
    event.preventDefault();
    const line = Number(headerRow);
    if (file && Number.isInteger(line) && line >= 1) {
      read(file, { ...options, headerRow: line });
    }
  }

  return (
    <Modal
      title="Importer un tarif fournisseur"
      description="Un fichier Excel (.xlsx) ou CSV : vous choisissez les colonnes, vérifiez l’aperçu, puis importez."
      onClose={onClose}
      busy={busy}
      size="wide"
      initialFocus={step === 'file' ? '#catalog-import-file' : undefined}
    >
      <StepList current={step} />

      {step === 'file' ? (
        <div>
          <label
            htmlFor="catalog-import-file"
            className="flex cursor-pointer flex-col items-center rounded-2xl border-2 border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center hover:border-amber-400 focus-within:border-amber-500 focus-within:ring-4 focus-within:ring-amber-100"
          >
            {analyze.isPending ? (
              <Spinner className="size-8 text-amber-500" />
            ) : (
              <FileSpreadsheet aria-hidden="true" className="size-8 text-slate-400" />
            )}
            <span className="mt-3 font-semibold text-slate-900">
              {analyze.isPending ? 'Lecture du fichier…' : 'Choisir un fichier CSV ou Excel'}
            </span>
            <span className="mt-1 text-sm text-slate-600">
              .xlsx ou .csv (séparateur ; ou ,), 5 Mo au plus. Une ligne d’en-tête nomme les colonnes.
            </span>
            <input
              id="catalog-import-file"
              type="file"
              accept=".csv,.xlsx,.txt,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={choose}
              disabled={analyze.isPending}
              aria-describedby={fileError ? 'catalog-import-file-error' : undefined}
              className="sr-only"
            />
          </label>
          {file && !analyze.isPending ? <p className="mt-2 text-sm text-slate-600">Fichier : {file.name}</p> : null}
          {fileError ? (
            <p
              id="catalog-import-file-error"
              role="alert"
              className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700"
            >
              {fileError}
            </p>
          ) : null}
        </div>
      ) : null}

      {step === 'mapping' && analysis && mapping ? (
        <div>
          <p className="text-sm text-slate-700">
            <strong>{file?.name}</strong> : {pluralize(analysis.total_rows, 'ligne')} sous l’en-tête (ligne{' '}
            {analysis.header_row}
            {analysis.sheet ? `, feuille « ${analysis.sheet} »` : ''}).
          </p>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            {analysis.sheets.length > 1 ? (
              <div>
                <FieldLabel htmlFor="catalog-import-sheet">Feuille</FieldLabel>
                <select
                  id="catalog-import-sheet"
                  value={analysis.sheet ?? ''}
                  disabled={busy}
                  onChange={(event) => file && read(file, { sheet: event.target.value })}
                  className={inputClasses()}
                >
                  {analysis.sheets.map((sheet) => (
                    <option key={sheet} value={sheet}>
                      {sheet}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            <form onSubmit={rereadHeader} className="flex items-end gap-2" aria-label="Ligne d’en-tête">
              <div className="flex-1">
                <FieldLabel htmlFor="catalog-import-header-row">Ligne d’en-tête</FieldLabel>
                <input
                  id="catalog-import-header-row"
                  type="number"
                  min={1}
                  step={1}
                  value={headerRow}
                  onChange={(event) => setHeaderRow(event.target.value)}
                  className={inputClasses(false, 'tabular-nums')}
                />
              </div>
              <Button type="submit" variant="secondary" disabled={busy || Number(headerRow) === analysis.header_row}>
                Relire
              </Button>
            </form>
          </div>

          <fieldset className="mt-5">
            <legend className="text-sm font-semibold text-slate-900">Correspondance des colonnes</legend>
            <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {CATALOG_IMPORT_FIELDS.map((field) => (
                <div key={field}>
                  <FieldLabel htmlFor={`catalog-map-${field}`} required={REQUIRED.includes(field)}>
                    {CATALOG_IMPORT_FIELD_LABELS[field]}
                  </FieldLabel>
                  <select
                    id={`catalog-map-${field}`}
                    value={mapping[field] ?? ''}
                    onChange={(event) =>
                      setMapping({ ...mapping, [field]: event.target.value === '' ? null : Number(event.target.value) })
                    }
                    className={inputClasses(
                      REQUIRED.includes(field) && mapping[field] === null && Boolean(mappingError),
                    )}
                  >
                    <option value="">— Aucune —</option>
                    {analysis.columns.map((column) => (
                      <option key={column.index} value={column.index}>
                        {column.header}
                      </option>
                    ))}
                  </select>
                </div>
              ))}
            </div>
            {mapping.category === null ? (
              <p className="mt-2 text-xs text-slate-500">
                Sans colonne de catégorie, une ligne qui n’a qu’une désignation (un titre) devient la catégorie des
                lignes suivantes.
              </p>
            ) : null}
          </fieldset>

          <div className="mt-5 overflow-x-auto rounded-xl border border-slate-200">
            <table className="min-w-full text-left text-xs">
              <caption className="sr-only">Premières lignes du fichier</caption>
              <thead className="bg-slate-50 text-slate-600">
                <tr>
                  <th scope="col" className="px-2 py-2 font-semibold">
                    Ligne
                  </th>
                  {analysis.columns.map((column) => (
                    <th key={column.index} scope="col" className="px-2 py-2 font-semibold whitespace-nowrap">
                      {column.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {analysis.sample_rows.slice(0, 5).map((row) => (
                  <tr key={row.line}>
                    <td className="px-2 py-1.5 text-slate-500 tabular-nums">{row.line}</td>
                    {row.cells.map((cell, i) => (
                      <td key={i} className="max-w-48 truncate px-2 py-1.5 text-slate-800" title={cell}>
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          {mappingError ? (
            <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
              {mappingError}
            </p>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <Button variant="secondary" onClick={() => setStep('file')} disabled={busy}>
              Autre fichier
            </Button>
            <Button variant="accent" onClick={() => runImport(true)} disabled={busy}>
              {importer.isPending ? <Spinner className="size-4" /> : null}
              Prévisualiser
            </Button>
          </div>
        </div>
      ) : null}

      {step === 'preview' && preview ? (
        <div>
          <ImportSummary result={preview} />
          <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200">
            <table className="min-w-full text-left text-sm">
              <caption className="sr-only">Aperçu des éléments à importer</caption>
              <thead className="bg-slate-50 text-xs text-slate-600">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Ligne
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Désignation
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Réf.
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    Prix HT
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Catégorie
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {preview.preview.map((item) => (
                  <tr key={item.line}>
                    <td className="px-3 py-1.5 text-slate-500 tabular-nums">{item.line}</td>
                    <td className="min-w-48 px-3 py-1.5 text-slate-900">{item.description}</td>
                    <td className="px-3 py-1.5 whitespace-nowrap text-slate-600">{item.ref}</td>
                    <td className="px-3 py-1.5 text-right whitespace-nowrap tabular-nums">
                      {priceFormat.format(item.prix)} / {CATALOG_UNIT_SHORT[item.unite]}
                    </td>
                    <td className="px-3 py-1.5 text-slate-600">
                      {[item.category, item.subcategory].filter(Boolean).join(' › ')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {preview.valid_rows > preview.preview.length ? (
            <p className="mt-2 text-xs text-slate-500">
              Les {preview.preview.length} premiers éléments sur {formatInteger(preview.valid_rows)}.
            </p>
          ) : null}
          <ImportErrors result={preview} />
          {mappingError ? (
            <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
              {mappingError}
            </p>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <Button variant="secondary" onClick={() => setStep('mapping')} disabled={busy}>
              Modifier les colonnes
            </Button>
            <Button variant="accent" onClick={() => runImport(false)} disabled={busy || preview.valid_rows === 0}>
              {importer.isPending ? <Spinner className="size-4" /> : <Upload aria-hidden="true" className="size-4" />}
              Importer {pluralize(preview.valid_rows, 'élément')}
            </Button>
          </div>
        </div>
      ) : null}

      {step === 'done' && result ? (
        <div>
          <div role="status" className="flex items-start gap-3 rounded-xl bg-emerald-50 px-4 py-3 text-emerald-900">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
            <p>
              <strong>{pluralize(result.imported, 'élément importé', 'éléments importés')}</strong> (
              {pluralize(result.created, 'nouveau', 'nouveaux')},{' '}
              {pluralize(result.updated, 'mis à jour', 'mis à jour')}
              ).
            </p>
          </div>
          <ImportErrors result={result} />
          <div className="mt-6 flex justify-end">
            <Button variant="accent" onClick={onClose}>
              Terminer
            </Button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}

function ImportSummary({ result }: { result: CatalogImportResult }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {[
        ['Lignes lues', result.total_rows],
        ['À importer', result.valid_rows],
        ['En erreur', result.errors.length],
        ['Titres', result.headings],
      ].map(([label, value]) => (
        <div key={label} className="rounded-xl border border-slate-200 px-3 py-2">
          <dt className="text-xs font-medium text-slate-500">{label}</dt>
          <dd className="text-lg font-semibold text-slate-900 tabular-nums">{formatInteger(Number(value))}</dd>
        </div>
      ))}
    </dl>
  );
}

function ImportErrors({ result }: { result: CatalogImportResult }) {
  if (result.errors.length === 0) {
    return null;
  }
  return (
    <section className="mt-4" aria-labelledby="catalog-import-errors">
      <h3 id="catalog-import-errors" className="text-sm font-semibold text-red-800">
        {pluralize(result.errors.length, 'ligne ignorée', 'lignes ignorées')}
      </h3>
      <ul className="mt-2 max-h-48 space-y-1 overflow-y-auto rounded-xl border border-red-100 bg-red-50/60 p-3 text-sm">
        {result.errors.map((error) => (
          <li key={error.line} className="text-red-900">
            <span className="font-semibold tabular-nums">Ligne {error.line}</span> : {error.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
