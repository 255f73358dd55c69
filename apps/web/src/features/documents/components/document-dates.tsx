import { useId, useState, type FormEvent } from 'react';
import { CalendarClock, PenLine } from 'lucide-react';
import type { Document, DocumentUpdate } from '@batiao/shared/contracts/documents';
import { DOCUMENT_DATE_MIN, DOCUMENT_VALID_UNTIL_MAX, documentDateProblems } from '@batiao/shared/domain/documents';
import { Button } from '../../../components/ui/button';
import { FieldError, inputClasses } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { useUpdateDocument } from '../api/update-document';
import { expirySource, parisToday, validityRule, validityText } from '../lib/display';

const TONE: Record<Document['status'], string> = {
  valid: 'text-slate-700',
  expiring_soon: 'text-orange-800 font-medium',
  expired: 'text-red-700 font-medium',
  missing: 'text-slate-700',
};

interface DatesFormProps {
  document: Document;
  label: string;
  onDone: () => void;
  /** The form is the card's call to action (no date entered yet): no cancel button. */
  prompt?: boolean;
}

function DatesForm({ document, label, onDone, prompt = false }: DatesFormProps) {
  const rule = validityRule(document.document_type);
  const [validUntil, setValidUntil] = useState(document.valid_until ?? '');
  const [issuedAt, setIssuedAt] = useState(document.issued_at ?? '');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateDocument();
  const ids = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The API's date rules and messages (ADR 012): issued up to tomorrow and from 1900, valid until 2100.
    const [problem] = documentDateProblems(
      { issued_at: rule.kind === 'months' ? issuedAt || null : null, valid_until: validUntil || null },
      new Date(),
    );
    if (problem) {
      setError(problem.message);
      return;
    }
    if (issuedAt && validUntil && validUntil < issuedAt) {
      setError('La date de fin de validité précède la date de délivrance.');
      return;
    }
    const body: DocumentUpdate = { valid_until: validUntil || null };
    if (rule.kind === 'months') {
      body.issued_at = issuedAt || null;
    }
    update.mutate({ id: document.id, update: body }, { onSuccess: onDone });
  }

  const errorId = `${ids}-error`;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`Dates du document : ${label}`}
      className={`mt-3 rounded-xl border p-3.5 ${prompt ? 'border-amber-200 bg-amber-50' : 'border-slate-200 bg-slate-50'}`}
    >
      {prompt ? (
        <p className="mb-3 text-sm text-amber-900">
          Indiquez la date de fin de validité imprimée sur l’attestation pour être prévenu avant son expiration.
        </p>
      ) : null}
      <div className="grid gap-3">
        {rule.kind === 'months' ? (
          <div>
            <label htmlFor={`${ids}-issued`} className="mb-1 block text-xs font-medium text-slate-700">
              Délivré le
            </label>
            <input
              id={`${ids}-issued`}
              type="date"
              value={issuedAt}
              min={DOCUMENT_DATE_MIN}
              max={parisToday()}
              onChange={(event) => {
                setError(null);
                setIssuedAt(event.target.value);
              }}
              aria-describedby={error ? errorId : undefined}
              className={inputClasses(Boolean(error), 'h-10 py-0 text-sm')}
            />
          </div>
        ) : null}
        <div>
          <label htmlFor={`${ids}-until`} className="mb-1 block text-xs font-medium text-slate-700">
            Valable jusqu’au
            {rule.kind === 'months' ? <span className="font-normal text-slate-500"> (si indiqué)</span> : null}
          </label>
          <input
            id={`${ids}-until`}
            type="date"
            value={validUntil}
            min={DOCUMENT_DATE_MIN}
            max={DOCUMENT_VALID_UNTIL_MAX}
            onChange={(event) => {
              setError(null);
              setValidUntil(event.target.value);
            }}
            aria-describedby={error ? errorId : undefined}
            className={inputClasses(Boolean(error), 'h-10 py-0 text-sm')}
          />
        </div>
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        {prompt ? null : (
          <Button variant="ghost" size="sm" onClick={onDone} disabled={update.isPending}>
            Annuler
          </Button>
        )}
        <Button
          type="submit"
          variant={prompt ? 'accent' : 'primary'}
          size="sm"
          disabled={update.isPending}
          aria-label={`Enregistrer les dates : ${label}`}
        >
          {update.isPending ? <Spinner className="size-4" /> : null}
          Enregistrer
        </Button>
      </div>
    </form>
  );
}

/**
 * The validity of a stored document ("Valable jusqu'au …", computed or entered) and the form to
 * enter or correct it. The printed-period certificates without an end date ask for it at once.
 */
export function DocumentDates({ document, label }: { document: Document; label: string }) {
  const [editing, setEditing] = useState(false);
  const rule = validityRule(document.document_type);
  const source = expirySource(document);

  if (document.needs_valid_until) {
    return <DatesForm document={document} label={label} prompt onDone={() => setEditing(false)} />;
  }

  return (
    <div className="mt-3">
      <div className="flex items-start justify-between gap-3">
        <p className={`flex min-w-0 items-start gap-2 text-sm ${TONE[document.status]}`}>
          <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 opacity-70" />
          <span>
            <span data-testid="document-validity">{validityText(document)}</span>
            {source ? <span className="block text-xs font-normal text-slate-500">{source}</span> : null}
            {rule.kind === 'printed' && document.issued_at ? (
              <span className="block text-xs font-normal text-slate-500">
                Délivré le {formatDate(document.issued_at)}
              </span>
            ) : null}
          </span>
        </p>
        {rule.kind !== 'none' && !editing ? (
          <button
            type="button"
            onClick={() => setEditing(true)}
            aria-label={`Modifier les dates : ${label}`}
            className="inline-flex shrink-0 items-center gap-1 rounded-md px-1.5 py-1 text-xs font-semibold text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <PenLine aria-hidden="true" className="size-3.5" />
            Modifier
          </button>
        ) : null}
      </div>
      {editing ? <DatesForm document={document} label={label} onDone={() => setEditing(false)} /> : null}
    </div>
  );
}
