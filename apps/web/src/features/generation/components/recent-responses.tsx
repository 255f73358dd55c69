import { Link } from 'react-router';
import { Download, FileText } from 'lucide-react';
import type { GeneratedResponseSummary } from '@batiao/shared/contracts/generation';
import { Spinner } from '../../../components/ui/spinner';
import { useDownloadResponseFile } from '../api/download-generated-response';
import { DASHBOARD_RESPONSE_COUNT, useGeneratedResponses } from '../api/get-generated-responses';
import { NO_RESPONSES_YET, formatShortDate } from '../lib/display';
import { formatBytes } from '../lib/format-bytes';

function StateTag({ response }: { response: GeneratedResponseSummary }) {
  if (response.status === 'failed') {
    return <span className="text-xs font-semibold text-red-700">Échec</span>;
  }
  return (
    <span className="inline-flex items-center gap-1.5 text-xs font-semibold text-amber-800">
      <Spinner className="size-3.5" />
      En cours
    </span>
  );
}

/**
 * The body of the dashboard's « Mes réponses générées » card: the 3 most recent responses (tender,
 * version, date, PDF size) with a download button each. A failing list reads as empty (logged).
 */
export function RecentResponses() {
  const responses = useGeneratedResponses({ limit: DASHBOARD_RESPONSE_COUNT });
  const download = useDownloadResponseFile();

  if (responses.isPending) {
    return (
      <div role="status" aria-busy="true" className="flex flex-1 flex-col justify-center">
        <span className="sr-only">Chargement des réponses générées…</span>
        <ul aria-hidden="true" className="divide-y divide-slate-100">
          {Array.from({ length: DASHBOARD_RESPONSE_COUNT }, (_, index) => (
            <li key={index} className="flex animate-pulse items-center gap-3 py-3">
              <div className="size-9 rounded-lg bg-slate-100" />
              <div className="flex-1">
                <div className="h-4 w-3/4 rounded bg-slate-200" />
                <div className="mt-2 h-3 w-1/2 rounded bg-slate-100" />
              </div>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  const items = (responses.data ?? []).slice(0, DASHBOARD_RESPONSE_COUNT);
  if (items.length === 0) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center rounded-xl border border-dashed border-slate-200 bg-slate-50/70 px-5 py-8 text-center">
        <p className="text-sm font-medium text-slate-700">Rien pour le moment</p>
        <p className="mt-1 max-w-sm text-sm text-slate-500">{NO_RESPONSES_YET}</p>
      </div>
    );
  }

  return (
    <ul aria-label="Réponses générées récentes" className="-my-1 divide-y divide-slate-100">
      {items.map((response) => {
        const pending = download.isPending && download.variables.response.id === response.id;
        return (
          <li key={response.id} className="flex items-center gap-3 py-3">
            <span className="hidden size-9 shrink-0 items-center justify-center rounded-lg bg-red-50 text-red-600 min-[400px]:flex">
              <FileText aria-hidden="true" className="size-4.5" />
            </span>
            <div className="min-w-0 flex-1">
              <Link
                to={`/tenders/${encodeURIComponent(response.tender_id)}#reponse`}
                className="line-clamp-2 text-sm font-semibold text-slate-900 hover:text-amber-700 hover:underline"
              >
                {response.tender_title}
              </Link>
              <p className="mt-0.5 text-xs text-slate-500">
                Version {response.version} · {formatShortDate(response.created_at)}
                {response.status === 'succeeded' && response.pdf_size !== null ? (
                  <>
                    {' · '}
                    <span data-testid="pdf-size" className="font-medium text-slate-600">
                      {formatBytes(response.pdf_size)}
                    </span>
                  </>
                ) : null}
              </p>
            </div>
            {response.status === 'succeeded' ? (
              <button
                type="button"
                onClick={() => download.mutate({ response, format: 'pdf' })}
                disabled={pending}
                aria-label={`Télécharger le PDF : ${response.tender_title}, version ${response.version}`}
                className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 shadow-xs transition-colors hover:border-slate-400 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500 disabled:opacity-60"
              >
                {pending ? <Spinner className="size-4" /> : <Download aria-hidden="true" className="size-4" />}
                PDF
              </button>
            ) : (
              <StateTag response={response} />
            )}
          </li>
        );
      })}
    </ul>
  );
}
