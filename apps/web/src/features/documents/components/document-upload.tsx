import { useEffect, useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { CloudUpload, FileText, RefreshCw, X } from 'lucide-react';
import { DOCUMENT_ACCEPT, type DocumentTypeStatus } from '@batiao/shared/contracts/documents';
import { DOCUMENT_DATE_MIN, DOCUMENT_VALID_UNTIL_MAX, documentDateProblems } from '@batiao/shared/domain/documents';
import { Button } from '../../../components/ui/button';
import { FieldError, FieldHint, inputClasses } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { notifyError, notifyWarning } from '../../../lib/toasts';
import { useUploadDocument } from '../api/upload-document';
import { ACCEPTED_FORMATS_HINT, fileProblem, formatFileSize, parisToday, validityRule } from '../lib/display';

export const UPLOAD_CANCELLED = 'Envoi annulé';

type Phase = { name: 'idle' } | { name: 'details'; file: File } | { name: 'uploading'; file: File };

interface DocumentUploadProps {
  type: DocumentTypeStatus;
  /** A stored document is there (expired or expiring soon): the upload replaces it. */
  replace?: boolean;
  /** Called once the upload is over, stored, refused or cancelled (the card moves the focus). */
  onFinished?: () => void;
}

/**
 * The upload control of one card: choose (or drop) a file, checked here for its size and
 * extension; for the documents with a date, the date is asked; then the file is sent with a real
 * progress bar, which can be cancelled.
 */
export function DocumentUpload({ type, replace = false, onFinished }: DocumentUploadProps) {
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const [percent, setPercent] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [validUntil, setValidUntil] = useState('');
  const [issuedAt, setIssuedAt] = useState('');
  const [dateError, setDateError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const upload = useUploadDocument();
  const ids = useId();

  const label = type.label;
  const rule = validityRule(type.document_type);
  const asksDate = rule.kind !== 'none';

  // Leaving the page cancels an upload under way.
  useEffect(() => () => controller.current?.abort(), []);

  function send(file: File, dates: { validUntil?: string; issuedAt?: string }) {
    const abort = new AbortController();
    controller.current = abort;
    setPercent(0);
    setPhase({ name: 'uploading', file });
    upload.mutate(
      {
        type: type.document_type,
        file,
        validUntil: dates.validUntil,
        issuedAt: dates.issuedAt,
        replace,
        onProgress: (progress) => setPercent(progress.percent),
        signal: abort.signal,
      },
      {
        onSettled: () => {
          controller.current = null;
          setPhase({ name: 'idle' });
          onFinished?.();
        },
        onError: (error) => {
          if (error instanceof DOMException && error.name === 'AbortError') {
            notifyWarning(UPLOAD_CANCELLED);
          }
        },
      },
    );
  }

  function accept(file: File | undefined) {
    if (!file) {
      return;
    }
    const problem = fileProblem(file);
    if (problem) {
      notifyError(problem);
      return;
    }
    if (asksDate) {
      setValidUntil('');
      setIssuedAt('');
      setDateError(null);
      setPhase({ name: 'details', file });
    } else {
      send(file, {});
    }
  }

  function choose() {
    input.current?.click();
  }

  function submitDetails(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase.name !== 'details') {
      return;
    }
    // The API's date rules and messages (ADR 012): issued up to tomorrow and from 1900, valid until 2100.
    const [problem] = documentDateProblems(
      rule.kind === 'printed' ? { valid_until: validUntil || null } : { issued_at: issuedAt || null },
      new Date(),
    );
    if (problem) {
      setDateError(problem.message);
      return;
    }
    send(phase.file, {
      validUntil: rule.kind === 'printed' && validUntil ? validUntil : undefined,
      issuedAt: rule.kind === 'months' && issuedAt ? issuedAt : undefined,
    });
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (phase.name === 'idle') {
      accept(event.dataTransfer.files[0]);
    }
  }

  const fileInput = (
    <input
      ref={input}
      type="file"
      accept={DOCUMENT_ACCEPT}
      className="hidden"
      aria-label={`Fichier : ${label}`}
      tabIndex={-1}
      onChange={(event) => {
        accept(event.target.files?.[0]);
        // The same file can be picked again after a refusal or a cancel.
        event.target.value = '';
      }}
    />
  );

  if (phase.name === 'uploading') {
    const checking = percent >= 100;
    return (
      <div className="rounded-xl border border-amber-200 bg-amber-50/60 p-4" aria-live="polite">
        <div className="flex items-center gap-3">
          <FileText aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-slate-900" title={phase.file.name}>
              {phase.file.name}
            </p>
            <p className="text-xs text-slate-600">
              {checking ? (
                <span className="inline-flex items-center gap-1.5">
                  <Spinner className="size-3" />
                  Vérification du fichier…
                </span>
              ) : (
                <>
                  Envoi en cours… <span className="font-semibold tabular-nums">{percent} %</span>
                  <span className="text-slate-400"> · {formatFileSize(phase.file.size)}</span>
                </>
              )}
            </p>
          </div>
          <button
            type="button"
            // The button that started the upload is gone: keep the focus in the card.
            autoFocus
            onClick={() => controller.current?.abort()}
            disabled={checking}
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-white hover:text-slate-900 disabled:opacity-40"
          >
            <X aria-hidden="true" className="size-4.5" />
            <span className="sr-only">Annuler l’envoi de {phase.file.name}</span>
          </button>
        </div>
        <div
          role="progressbar"
          aria-label={`Envoi de ${phase.file.name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent} %`}
          className="mt-3 h-2 overflow-hidden rounded-full bg-white ring-1 ring-amber-200"
        >
          <div
            className="h-full rounded-full bg-amber-500 transition-[width] duration-200 motion-reduce:transition-none"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
    );
  }

  if (phase.name === 'details') {
    const dateId = `${ids}-date`;
    const hintId = `${ids}-hint`;
    const errorId = `${ids}-error`;
    const printed = rule.kind === 'printed';
    return (
      <form onSubmit={submitDetails} className="rounded-xl border border-slate-200 bg-slate-50 p-4" noValidate>
        <p className="flex min-w-0 items-center gap-2 text-sm">
          <FileText aria-hidden="true" className="size-4.5 shrink-0 text-slate-500" />
          <span className="truncate font-medium text-slate-900" title={phase.file.name}>
            {phase.file.name}
          </span>
          <span className="shrink-0 text-slate-500">{formatFileSize(phase.file.size)}</span>
        </p>
        <div className="mt-3">
          <label htmlFor={dateId} className="mb-1.5 block text-sm font-medium text-slate-800">
            {printed ? 'Valable jusqu’au' : 'Délivré le'}
            {printed ? null : <span className="font-normal text-slate-500"> (facultatif)</span>}
          </label>
          <input
            id={dateId}
            // The date is the next thing to fill in: the field takes the focus when it appears.
            autoFocus
            type="date"
            value={printed ? validUntil : issuedAt}
            min={DOCUMENT_DATE_MIN}
            max={printed ? DOCUMENT_VALID_UNTIL_MAX : parisToday()}
            onChange={(event) => {
              setDateError(null);
              if (printed) {
                setValidUntil(event.target.value);
              } else {
                setIssuedAt(event.target.value);
              }
            }}
            aria-describedby={dateError ? `${errorId} ${hintId}` : hintId}
            aria-invalid={dateError ? true : undefined}
            className={inputClasses(Boolean(dateError), 'h-10 py-0 text-sm')}
          />
          {dateError ? <FieldError id={errorId}>{dateError}</FieldError> : null}
          <FieldHint id={hintId}>
            {printed
              ? 'La date de fin imprimée sur l’attestation : vous serez prévenu avant qu’elle n’expire.'
              : `Sinon, la date du dépôt est retenue. Valable ${rule.kind === 'months' ? rule.months : ''} mois à partir de cette date.`}
          </FieldHint>
        </div>
        <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" size="sm" onClick={() => setPhase({ name: 'idle' })}>
            Annuler
          </Button>
          <Button type="submit" variant="accent" size="sm">
            <CloudUpload aria-hidden="true" className="size-4" />
            {replace ? 'Remplacer le document' : 'Envoyer le document'}
          </Button>
        </div>
      </form>
    );
  }

  if (replace) {
    return (
      <div>
        {fileInput}
        <Button
          variant="accent"
          size="sm"
          className="w-full sm:w-auto"
          onClick={choose}
          aria-label={`Remplacer : ${label}`}
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          Remplacer
        </Button>
      </div>
    );
  }

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={`flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-5 text-center transition-colors ${
        dragging ? 'border-amber-400 bg-amber-50' : 'border-slate-200 bg-slate-50/60'
      }`}
    >
      {fileInput}
      <Button
        variant={type.critical ? 'accent' : 'secondary'}
        size="sm"
        className="w-full sm:w-auto"
        onClick={choose}
        aria-label={`Déposer le document : ${label}`}
      >
        <CloudUpload aria-hidden="true" className="size-4" />
        Déposer le document
      </Button>
      <p className="text-xs leading-relaxed text-slate-500">
        <span className="hidden sm:block">ou glissez-le ici</span>
        {ACCEPTED_FORMATS_HINT}
      </p>
    </div>
  );
}
