import { AlertTriangle, Copy, Download, RefreshCw, Ruler } from 'lucide-react';
import type { MetreRow, MetresResult } from '@batiao/shared/contracts/tender-files';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { notifyError, notifySuccess } from '../../../lib/toasts';
import { useExtractMetres, useLatestMetres } from '../api/tender-files';
import { formatQuantity } from '../lib/messages';
import { metresClipboardText, metresCsv, metresFilename } from '../lib/metres-export';
import { PricedDpgf } from './priced-dpgf';

/** core-journey §8. */
export const COPY_ERROR = 'Erreur lors de la copie';
export const COPY_SUCCESS = 'Métrés copiés dans le presse-papiers';

function groupsOf(rows: MetreRow[]): [string, MetreRow[]][] {
  const groups = new Map<string, MetreRow[]>();
  for (const row of rows) {
    groups.set(row.groupe, [...(groups.get(row.groupe) ?? []), row]);
  }
  return [...groups];
}

function Totals({ totals }: { totals: Record<string, number> }) {
  const entries = Object.entries(totals);
  if (entries.length === 0) {
    return <span className="text-slate-500">aucune quantité</span>;
  }
  return (
    <span className="flex flex-wrap gap-1.5">
      {entries.map(([unit, total]) => (
        <span
          key={unit}
          className="rounded-md bg-white px-2 py-0.5 text-xs font-medium text-slate-800 ring-1 ring-slate-200"
        >
          {formatQuantity(total)} {unit}
        </span>
      ))}
    </span>
  );
}

function download(result: MetresResult, title: string) {
  const blob = new Blob([metresCsv(result)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = metresFilename(title, result.extraction_date);
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

async function copy(result: MetresResult) {
  try {
    if (!navigator.clipboard) {
      throw new Error('presse-papiers indisponible');
    }
    await navigator.clipboard.writeText(metresClipboardText(result));
    notifySuccess(COPY_SUCCESS);
  } catch {
    notifyError(COPY_ERROR);
  }
}

function Table({ result }: { result: MetresResult }) {
  const groups = groupsOf(result.metres_data.metres_data);
  return (
    <div className="space-y-4">
      {groups.map(([group, rows]) => {
        const info = result.metres_data.groupes_travaux.find((g) => g.groupe === group);
        return (
          <section key={group} aria-label={group} className="overflow-hidden rounded-xl border border-slate-200">
            <header className="flex flex-col gap-1 bg-slate-50 px-4 py-2 sm:flex-row sm:items-center sm:justify-between">
              <h4 className="text-sm font-semibold text-slate-900">
                {group}{' '}
                <span className="font-normal text-slate-500">
                  · {rows.length} poste{rows.length > 1 ? 's' : ''}
                </span>
              </h4>
              <Totals totals={info?.totaux_par_unite ?? {}} />
            </header>
            <div className="overflow-x-auto">
              <table className="w-full table-fixed text-left text-sm">
                <colgroup>
                  <col className="w-[55%] sm:w-[38%]" />
                  <col className="w-[22%] sm:w-[11%]" />
                  <col className="w-[23%] sm:w-[9%]" />
                  <col className="hidden sm:table-column sm:w-[12%]" />
                  <col className="hidden sm:table-column sm:w-[30%]" />
                </colgroup>
                <thead className="text-xs text-slate-500">
                  <tr>
                    <th scope="col" className="px-4 py-2 font-medium">
                      Poste
                    </th>
                    <th scope="col" className="px-2 py-2 text-right font-medium">
                      Quantité
                    </th>
                    <th scope="col" className="px-2 py-2 font-medium">
                      Unité
                    </th>
                    <th scope="col" className="hidden px-2 py-2 font-medium sm:table-cell">
                      Localisation
                    </th>
                    <th scope="col" className="hidden px-4 py-2 font-medium sm:table-cell">
                      Observations
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {rows.map((row) => (
                    <tr key={row.source} className="align-top">
                      <td className="px-4 py-2 break-words text-slate-900">
                        {row.code ? <span className="mr-1 text-slate-500">{row.code}</span> : null}
                        {row.poste}
                        {row.specifications ? <p className="text-xs text-slate-500">{row.specifications}</p> : null}
                        {/* On a phone, the place and the remarks go under the line. */}
                        <p className="text-xs text-slate-600 sm:hidden">
                          {[row.localisation, row.observations].filter(Boolean).join(' · ')}
                        </p>
                      </td>
                      <td className="px-2 py-2 text-right whitespace-nowrap tabular-nums">
                        {formatQuantity(row.quantite)}
                      </td>
                      <td className="px-2 py-2 whitespace-nowrap">{row.unite}</td>
                      <td className="hidden px-2 py-2 break-words text-slate-700 sm:table-cell">{row.localisation}</td>
                      <td className="hidden px-4 py-2 text-xs break-words text-slate-600 sm:table-cell">
                        {row.observations}
                        <p className="text-slate-400">{row.source}</p>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        );
      })}
    </div>
  );
}

/**
 * The quantities block for subscribers (core-journey §2–§4): 'Extraire métrés' until a result
 * exists, then 'Re-extraire'; the rows grouped by works group, the totals per unit, a CSV export
 * and a copy to the clipboard; then the same lines priced, to review and export (ADR 030).
 */
export function Metres({ tenderId, tenderTitle }: { tenderId: string; tenderTitle: string }) {
  const latest = useLatestMetres(tenderId);
  const extract = useExtractMetres(tenderId);
  const result = latest.data?.result ?? null;

  if (latest.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-500">
        <Spinner className="size-4" /> Chargement des métrés…
      </p>
    );
  }

  const rows = result?.metres_data.metres_data ?? [];
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">
          {result
            ? `${result.type === 'extraction' ? 'Extraits' : 'Estimés'} le ${new Date(result.extraction_date).toLocaleString('fr-FR', { dateStyle: 'short', timeStyle: 'short' })} · ${rows.length} poste${rows.length > 1 ? 's' : ''}`
            : 'Les quantités sont lues dans le DPGF, le BPU ou le DQE joints ; sans eux, relevées dans le CCTP.'}
        </p>
        <div className="flex flex-wrap gap-2">
          {result && rows.length > 0 ? (
            <>
              <Button variant="secondary" size="sm" onClick={() => download(result, tenderTitle)}>
                <Download aria-hidden="true" className="size-4" /> Exporter CSV
              </Button>
              <Button variant="secondary" size="sm" onClick={() => void copy(result)}>
                <Copy aria-hidden="true" className="size-4" /> Copier
              </Button>
            </>
          ) : null}
          <Button size="sm" onClick={() => extract.mutate()} disabled={extract.isPending}>
            {extract.isPending ? (
              <Spinner className="size-4" />
            ) : result ? (
              <RefreshCw aria-hidden="true" className="size-4" />
            ) : (
              <Ruler aria-hidden="true" className="size-4" />
            )}
            {result ? 'Re-extraire' : 'Extraire métrés'}
          </Button>
        </div>
      </div>

      {result ? (
        <>
          {result.type === 'estimation' || result.avertissement ? (
            <div
              role="note"
              className={`flex items-start gap-2 rounded-lg border px-4 py-3 text-sm ${
                result.type === 'estimation'
                  ? 'border-amber-200 bg-amber-50 text-amber-900'
                  : 'border-slate-200 bg-slate-50 text-slate-700'
              }`}
            >
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <p>{result.avertissement}</p>
            </div>
          ) : null}
          {rows.length > 0 ? (
            <>
              <div className="flex flex-col gap-2 rounded-xl bg-blue-50 px-4 py-3 sm:flex-row sm:items-center">
                <span className="text-sm font-semibold text-blue-900">Totaux par unité</span>
                <Totals totals={result.metres_data.totaux_par_unite} />
              </div>
              <Table result={result} />
              <PricedDpgf tenderId={tenderId} extractionDate={result.extraction_date} />
            </>
          ) : (
            <p className="text-sm text-slate-500">Aucune quantité trouvée dans les pièces jointes.</p>
          )}
        </>
      ) : null}
    </div>
  );
}
