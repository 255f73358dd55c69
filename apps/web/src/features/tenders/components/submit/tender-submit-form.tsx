import { useEffect, useRef, useState, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useNavigate } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import {
  TENDER_SUBMISSION_MESSAGES,
  type TenderDetail,
  type UrlAnalysisResult,
} from '@batiao/shared/contracts/tenders';
import { Button, ButtonLink } from '../../../../components/ui/button';
import { FieldError, FieldHint, FieldLabel, TextField, inputClasses } from '../../../../components/ui/form-field';
import { Spinner } from '../../../../components/ui/spinner';
import { ApiError } from '../../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../../lib/toasts';
import { useSubmitTender, useUpdateTender } from '../../api/submit-tender';
import {
  EMPTY_SUBMISSION,
  fromTender,
  toSubmission,
  validateSubmission,
  withAnalysis,
  type SubmissionErrors,
  type SubmissionField,
  type SubmissionValues,
} from '../../lib/submission-form';
import { AnalysisInput, AnalysisResults } from './analysis-panel';

/** How long the success message stays before the list opens (core-journey §4). */
export const REDIRECT_AFTER_SUBMIT_MS = 2000;

function TextArea({
  id,
  label,
  error,
  hint,
  required,
  ...props
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  id: string;
  label: string;
  error?: string;
  hint?: string;
}) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <textarea
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClasses(Boolean(error), 'min-h-24')}
        {...props}
      />
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      {hint && !error ? <FieldHint id={`${id}-hint`}>{hint}</FieldHint> : null}
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <fieldset
      aria-labelledby={`${id}-legend`}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6"
    >
      <h2 id={`${id}-legend`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** Field errors of a 422, by field; the first message otherwise. */
function serverErrors(error: unknown): { fields: SubmissionErrors; message: string } {
  if (error instanceof ApiError) {
    if (Array.isArray(error.detail)) {
      const fields: SubmissionErrors = {};
      for (const item of error.detail) {
        if (item.field in EMPTY_SUBMISSION) {
          fields[item.field as SubmissionField] = item.message;
        }
      }
      return { fields, message: error.message };
    }
    return { fields: {}, message: error.message || TENDER_SUBMISSION_MESSAGES.submitError };
  }
  return { fields: {}, message: TENDER_SUBMISSION_MESSAGES.submitError };
}

/**
 * /tenders/submit: a subscriber's own tender, optionally pre-filled from an address or a dropped
 * notice; with `editing`, the same form rewrites one of their submitted tenders.
 */
export function TenderSubmitForm({ editing }: { editing?: TenderDetail }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<SubmissionValues>(() => (editing ? fromTender(editing) : EMPTY_SUBMISSION));
  const [errors, setErrors] = useState<SubmissionErrors>({});
  const [analysis, setAnalysis] = useState<{ result: UrlAnalysisResult; source: string } | null>(null);
  const [done, setDone] = useState(false);
  const submitTender = useSubmitTender();
  const updateTender = useUpdateTender(editing?.id ?? '');
  const mutation = editing ? updateTender : submitTender;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(
    () => () => {
      if (timer.current) {
        clearTimeout(timer.current);
      }
    },
    [],
  );

  function set(field: SubmissionField) {
    return (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [field]: value }));
      if (errors[field]) {
        setErrors((current) => ({ ...current, [field]: undefined }));
      }
    };
  }

  function onAnalysis(result: UrlAnalysisResult, source: string, address: string | null) {
    setAnalysis({ result, source });
    setValues((current) => withAnalysis(current, result, address));
    setErrors({});
  }

  function focusFirstError(found: SubmissionErrors) {
    const first = Object.keys(found)[0];
    if (first) {
      form.current?.querySelector<HTMLElement>(`#tender-${first.replace('_', '-')}`)?.focus();
    }
  }

  function onSubmit() {
    const found = validateSubmission(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    mutation.mutate(toSubmission(values), {
      onSuccess: () => {
        if (editing) {
          notifySuccess('Appel d’offres modifié');
          void navigate(`/tenders/${editing.id}`);
          return;
        }
        notifySuccess('Appel d’offres soumis avec succès');
        setDone(true);
        setValues(EMPTY_SUBMISSION);
        setAnalysis(null);
        timer.current = setTimeout(() => void navigate('/tenders'), REDIRECT_AFTER_SUBMIT_MS);
      },
      onError: (error) => {
        const { fields, message } = serverErrors(error);
        setErrors(fields);
        focusFirstError(fields);
        notifyError(message);
      },
    });
  }

  const id = (field: string) => `tender-${field.replace('_', '-')}`;
  /** What every field of the form takes from its name: id, value, change handler, error. */
  const bind = (field: SubmissionField) => ({
    id: id(field),
    value: values[field],
    onChange: set(field),
    error: errors[field],
  });
  const busy = mutation.isPending || done;

  return (
    <div className="space-y-6">
      {done ? (
        <div
          role="status"
          className="flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900"
        >
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
          <p>
            <span className="font-semibold">Appel d’offres soumis avec succès.</span> Il apparaît dans votre liste,
            marqué « Soumis par vous ». Redirection vers vos appels d’offres…
          </p>
        </div>
      ) : null}

      {editing ? null : <AnalysisInput onResult={onAnalysis} />}
      {analysis ? <AnalysisResults result={analysis.result} source={analysis.source} /> : null}

      <form
        ref={form}
        noValidate
        aria-label={editing ? 'Modifier l’appel d’offres' : 'Soumettre un appel d’offres'}
        className="space-y-6"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Section id="principal" title="Informations principales">
          <TextField
            {...bind('title')}
            label="Titre de l’appel d’offres"
            required
            className="sm:col-span-2"
            maxLength={300}
          />
          <TextField
            {...bind('authority')}
            label="Organisme acheteur"
            required
            placeholder="Commune de…"
            maxLength={300}
          />
          <TextField
            {...bind('location')}
            label="Localisation"
            required
            placeholder="69003 Lyon"
            hint="Avec le code postal si possible"
            maxLength={200}
          />
          <div className="sm:col-span-2">
            <TextArea {...bind('description')} label="Description" required rows={5} maxLength={20000} />
          </div>
        </Section>

        <Section id="delais" title="Délais et montants">
          <TextField
            {...bind('deadline')}
            label="Date limite de remise des offres"
            required
            type="datetime-local"
            hint="Heure de Paris"
          />
          <TextField {...bind('amount')} label="Montant estimé (€ HT)" inputMode="decimal" placeholder="125 000" />
          <TextField {...bind('execution_delay')} label="Délai d’exécution" placeholder="6 mois" maxLength={200} />
        </Section>

        <Section id="contact" title="Contact">
          <TextField {...bind('contact_email')} label="E-mail de contact" type="email" autoComplete="off" />
          <TextField {...bind('contact_phone')} label="Téléphone" type="tel" autoComplete="off" />
          <TextField
            {...bind('source_url')}
            label="Adresse de l’avis (source)"
            type="url"
            className="sm:col-span-2"
            placeholder="https://…"
          />
        </Section>

        <Section id="technique" title="Détails techniques">
          <div className="sm:col-span-2">
            <TextArea
              {...bind('requirements')}
              label="Exigences"
              rows={4}
              hint="Une exigence par ligne (qualifications, assurances, visite…) ; les lignes vides sont ignorées."
            />
          </div>
          <div className="sm:col-span-2">
            <TextArea
              {...bind('dce_content')}
              label="Contenu du DCE"
              rows={3}
              hint="Pièces du dossier de consultation, ou l’adresse où le retirer"
            />
          </div>
          <div className="sm:col-span-2">
            <TextArea {...bind('notes')} label="Notes" rows={3} maxLength={5000} />
          </div>
        </Section>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <ButtonLink to={editing ? `/tenders/${editing.id}` : '/tenders'} variant="secondary">
            Annuler
          </ButtonLink>
          <Button type="submit" variant="accent" disabled={busy}>
            {mutation.isPending ? (
              <>
                <Spinner className="size-4" />
                {editing ? 'Enregistrement…' : 'Soumission…'}
              </>
            ) : editing ? (
              'Enregistrer les modifications'
            ) : (
              'Soumettre l’appel d’offres'
            )}
          </Button>
        </div>
      </form>
    </div>
  );
}
