import { useState } from 'react';
import { Building2, Download, FileText, RefreshCw, Sparkles } from 'lucide-react';
import { QUARTUS_MESSAGES, QUARTUS_PROJECT } from '@batiao/shared/contracts/demo';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime, formatEuros, formatInteger } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/toasts';
import { downloadQuartusFile, useGenerateQuartus } from '../api/quartus';

/** The generator's message for a failed call (supporting-areas §8). */
export function quartusErrorMessage(failure: unknown): string {
  if (failure instanceof ApiError) {
    if (failure.isNetworkError) {
      return QUARTUS_MESSAGES.connection;
    }
    if (failure.status === 403) {
      return QUARTUS_MESSAGES.subscriptionRequired;
    }
    if (typeof failure.detail === 'string') {
      return failure.detail;
    }
    return `Erreur ${failure.status}: ${failure.message || 'Erreur inconnue'}`;
  }
  return QUARTUS_MESSAGES.connection;
}

/**
 * The generator page's single project (LOT 20): one generate button, the result's summary, the
 * two downloads and a new generation. A 401 hands over to `onSessionLost` (sign in again, ADR 027).
 */
export function QuartusGenerator({ onSessionLost }: { onSessionLost: () => void }) {
  const generate = useGenerateQuartus();
  const [downloading, setDownloading] = useState<string | null>(null);
  const p = QUARTUS_PROJECT;

  function run() {
    generate.mutate(undefined, {
      onSuccess: () => notifySuccess('Réponse générée pour le LOT 20.'),
      onError: (failure) => {
        if (failure instanceof ApiError && failure.status === 401) {
          onSessionLost();
        }
      },
    });
  }

  async function download(path: string) {
    setDownloading(path);
    try {
      const name = await downloadQuartusFile(path);
      notifySuccess(`Fichier téléchargé : ${name}`);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 401) {
        onSessionLost();
        return;
      }
      notifyError(quartusErrorMessage(failure));
    } finally {
      setDownloading(null);
    }
  }

  const result = generate.data;
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="quartus-project"
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
      >
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-amber-100 text-amber-700">
            <Building2 aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-amber-700 uppercase">{p.kind}</p>
            <h2 id="quartus-project" className="mt-0.5 text-lg font-semibold text-slate-900">
              {p.lot} — {p.lotTitle}
            </h2>
          </div>
        </div>
        <dl className="mt-4 grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
          <div className="rounded-xl bg-slate-50 p-3">
            <dt className="text-slate-500">Montant du lot</dt>
            <dd className="text-lg font-bold text-slate-900">{formatEuros(p.priceHt)} HT</dd>
          </div>
          <div className="rounded-xl bg-slate-50 p-3">
            <dt className="text-slate-500">Délai</dt>
            <dd className="text-lg font-bold text-slate-900">{p.durationLabel}</dd>
          </div>
          <div className="rounded-xl bg-slate-50 p-3">
            <dt className="text-slate-500">Ratio</dt>
            <dd className="text-lg font-bold text-slate-900">
              {p.pricePerSquareMetre} € HT/m² · {formatInteger(p.surface)} m²
            </dd>
          </div>
        </dl>
        {!result ? (
          <Button
            type="button"
            variant="accent"
            onClick={run}
            disabled={generate.isPending}
            className="mt-5 w-full sm:w-auto"
          >
            {generate.isPending ? <Spinner className="size-4" /> : <Sparkles aria-hidden="true" className="size-4" />}
            {generate.isPending ? 'Génération en cours…' : 'Générer la réponse'}
          </Button>
        ) : null}
        {generate.isError && !(generate.error instanceof ApiError && generate.error.status === 401) ? (
          <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {quartusErrorMessage(generate.error)}
          </p>
        ) : null}
      </section>

      {result ? (
        <section
          aria-labelledby="quartus-result"
          className="rounded-2xl border border-emerald-200 bg-white p-4 shadow-xs sm:p-6"
        >
          <h2 id="quartus-result" className="text-lg font-semibold text-slate-900">
            Réponse générée
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Le {formatDateTime(result.generated_at)}, par le moteur de rédaction de BatiAO.
          </p>
          <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-slate-500">Prix proposé</dt>
              <dd className="font-semibold text-slate-900">{formatEuros(result.price)} HT</dd>
            </div>
            <div>
              <dt className="text-slate-500">Durée</dt>
              <dd className="font-semibold text-slate-900">{result.duration}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Pages</dt>
              <dd className="font-semibold text-slate-900">{result.stats.total_pages}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Mots</dt>
              <dd className="font-semibold text-slate-900">{formatInteger(result.stats.total_words)}</dd>
            </div>
          </dl>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button
              type="button"
              variant="secondary"
              onClick={() => void download(result.downloads.technical)}
              disabled={downloading !== null}
            >
              {downloading === result.downloads.technical ? (
                <Spinner className="size-4" />
              ) : (
                <FileText aria-hidden="true" className="size-4" />
              )}
              Réponse technique (texte)
            </Button>
            <Button
              type="button"
              variant="primary"
              onClick={() => void download(result.downloads.complete)}
              disabled={downloading !== null}
            >
              {downloading === result.downloads.complete ? (
                <Spinner className="size-4" />
              ) : (
                <Download aria-hidden="true" className="size-4" />
              )}
              Réponse complète (PDF)
            </Button>
            <Button type="button" variant="ghost" onClick={run} disabled={generate.isPending}>
              {generate.isPending ? (
                <Spinner className="size-4" />
              ) : (
                <RefreshCw aria-hidden="true" className="size-4" />
              )}
              Nouvelle génération
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
