import { useRef, useState, type DragEvent } from 'react';
import { FileUp, Link2, Sparkles } from 'lucide-react';
import {
  TENDER_NOTICE_FILE_MAX_BYTES,
  TENDER_SUBMISSION_MESSAGES,
  type UrlAnalysisResult,
} from '@batiao/shared/contracts/tenders';
import { Button } from '../../../../components/ui/button';
import { FieldError, FieldLabel, inputClasses } from '../../../../components/ui/form-field';
import { Spinner } from '../../../../components/ui/spinner';
import { ApiError } from '../../../../lib/api-client';
import { useAnalyzeFile, useAnalyzeUrl } from '../../api/submit-tender';

function errorMessage(error: unknown): string {
  return error instanceof ApiError && error.message ? error.message : TENDER_SUBMISSION_MESSAGES.analyzeError;
}

function confidenceTone(score: number): { bar: string; text: string; label: string } {
  if (score >= 80) {
    return { bar: 'bg-emerald-500', text: 'text-emerald-800', label: 'Fiabilité élevée' };
  }
  if (score >= 50) {
    return { bar: 'bg-amber-500', text: 'text-amber-800', label: 'Fiabilité moyenne' };
  }
  return { bar: 'bg-red-500', text: 'text-red-800', label: 'Fiabilité faible' };
}

/** The confidence of the last analysis and what it did not find. */
export function AnalysisResults({ result, source }: { result: UrlAnalysisResult; source: string }) {
  const { confidence_score: score, missing_info: missing } = result.recommendations;
  const tone = confidenceTone(score);
  return (
    <section
      aria-labelledby="analysis-results-title"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-xs"
      data-testid="analysis-results"
    >
      <h2 id="analysis-results-title" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Sparkles aria-hidden="true" className="size-4 text-amber-500" />
        Résultats de l’analyse
      </h2>
      <p className="mt-1 text-sm break-words text-slate-600">{source}</p>
      <div className="mt-4 flex items-center justify-between text-sm">
        <span className={`font-semibold ${tone.text}`}>{tone.label}</span>
        <span className="font-semibold text-slate-900" data-testid="confidence-score">
          Confiance : {score} %
        </span>
      </div>
      <div
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-100"
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-label="Confiance de l’analyse"
      >
        <div className={`h-full rounded-full ${tone.bar}`} style={{ width: `${score}%` }} />
      </div>
      {missing.length > 0 ? (
        <div className="mt-4">
          <p className="text-sm font-medium text-slate-800">Non trouvé, à compléter :</p>
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {missing.map((label) => (
              <li key={label} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
                {label}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="mt-4 text-sm text-emerald-800">
          Tous les champs ont été trouvés : relisez-les avant de soumettre.
        </p>
      )}
    </section>
  );
}

/** The address to analyse and the notice drop: both pre-fill the form. */
export function AnalysisInput({
  onResult,
}: {
  onResult: (result: UrlAnalysisResult, source: string, address: string | null) => void;
}) {
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const analyzeUrl = useAnalyzeUrl();
  const analyzeFile = useAnalyzeFile();
  const busy = analyzeUrl.isPending || analyzeFile.isPending;

  function submitUrl() {
    const address = url.trim();
    if (!address) {
      setUrlError(TENDER_SUBMISSION_MESSAGES.urlRequired);
      return;
    }
    setUrlError(null);
    analyzeUrl.mutate(address, {
      onSuccess: (result) => onResult(result, `Analyse de ${address}`, address),
      onError: (error) => setUrlError(errorMessage(error)),
    });
  }

  function readFile(file: File | undefined) {
    if (!file) {
      return;
    }
    if (file.size > TENDER_NOTICE_FILE_MAX_BYTES) {
      setFileError(TENDER_SUBMISSION_MESSAGES.fileTooLarge);
      return;
    }
    setFileError(null);
    analyzeFile.mutate(file, {
      onSuccess: (result) => onResult(result, `Analyse du fichier ${file.name}`, null),
      onError: (error) => setFileError(errorMessage(error)),
    });
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    readFile(event.dataTransfer.files[0]);
  }

  return (
    <section aria-labelledby="analyse-title" className="rounded-xl border border-amber-200 bg-amber-50/60 p-5 sm:p-6">
      <h2 id="analyse-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Sparkles aria-hidden="true" className="size-5 text-amber-600" />
        Pré-remplir depuis un avis
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Collez l’adresse de l’avis (BOAMP, profil d’acheteur, site de la commune) ou déposez l’avis ou le règlement de
        consultation en PDF ou DOCX : les champs trouvés sont remplis, à vous de les relire.
      </p>
      <form
        className="mt-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submitUrl();
        }}
      >
        <FieldLabel htmlFor="analyse-url">Adresse web de l’avis</FieldLabel>
        <div className="flex flex-col gap-2 sm:flex-row">
          <div className="relative min-w-0 flex-1">
            <Link2 aria-hidden="true" className="pointer-events-none absolute top-3 left-3 size-4 text-slate-400" />
            <input
              id="analyse-url"
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder="https://www.boamp.fr/pages/avis/?q=idweb:…"
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              aria-invalid={urlError ? true : undefined}
              aria-describedby={urlError ? 'analyse-url-error' : undefined}
              className={inputClasses(Boolean(urlError), 'pl-9')}
            />
          </div>
          <Button type="submit" variant="primary" disabled={busy} className="sm:w-36">
            {analyzeUrl.isPending ? (
              <>
                <Spinner className="size-4" />
                Analyse…
              </>
            ) : (
              'Analyser'
            )}
          </Button>
        </div>
        {urlError ? <FieldError id="analyse-url-error">{urlError}</FieldError> : null}
      </form>

      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`mt-4 flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-5 text-center text-sm transition-colors ${
          dragging ? 'border-amber-500 bg-amber-100/70' : 'border-slate-300 bg-white'
        }`}
      >
        <FileUp aria-hidden="true" className="size-6 text-slate-400" />
        <p className="text-slate-700">
          Glissez un avis ou un RC ici, ou{' '}
          <button
            type="button"
            className="font-semibold text-amber-700 underline underline-offset-2 hover:text-amber-800"
            onClick={() => fileInput.current?.click()}
            disabled={busy}
          >
            choisissez un fichier
          </button>
        </p>
        <p className="text-xs text-slate-500">PDF ou DOCX, 10 Mo au plus</p>
        {analyzeFile.isPending ? (
          <p className="flex items-center gap-2 text-slate-700" role="status">
            <Spinner className="size-4" /> Lecture du document…
          </p>
        ) : null}
        <input
          ref={fileInput}
          type="file"
          className="sr-only"
          tabIndex={-1}
          aria-label="Fichier de l’avis (PDF ou DOCX)"
          accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          onChange={(event) => {
            readFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      {fileError ? <FieldError id="analyse-file-error">{fileError}</FieldError> : null}
    </section>
  );
}
