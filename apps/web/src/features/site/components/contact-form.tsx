import { useState, type FormEvent } from 'react';
import { CheckCircle2, Send } from 'lucide-react';
import { CONTACT_LIMITS } from '@batiao/shared/contracts/site';
import { Button } from '../../../components/ui/button';
import { FieldError, FieldHint, FieldLabel, TextField, inputClasses } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { isEmail } from '../../../lib/validation';
import { useSendContact } from '../api/send-contact';

type Field = 'name' | 'email' | 'subject' | 'message';
type Errors = Partial<Record<Field, string>>;
const FIELDS: Field[] = ['name', 'email', 'subject', 'message'];

function validate(values: Record<Field, string>): Errors {
  const found: Errors = {};
  const name = values.name.trim();
  if (!name) {
    found.name = 'Indiquez votre nom';
  } else if (name.length < 2) {
    found.name = 'Le nom est trop court';
  } else if (name.length > CONTACT_LIMITS.nameMax) {
    found.name = `Le nom est trop long (${CONTACT_LIMITS.nameMax} caractères maximum)`;
  }
  const email = values.email.trim();
  if (!email) {
    found.email = 'Indiquez votre adresse e-mail';
  } else if (!isEmail(email)) {
    found.email = 'Adresse e-mail invalide';
  }
  const subject = values.subject.trim();
  if (!subject) {
    found.subject = 'Indiquez l’objet de votre message';
  } else if (subject.length < CONTACT_LIMITS.subjectMin) {
    found.subject = `L’objet doit contenir au moins ${CONTACT_LIMITS.subjectMin} caractères`;
  } else if (subject.length > CONTACT_LIMITS.subjectMax) {
    found.subject = `L’objet est trop long (${CONTACT_LIMITS.subjectMax} caractères maximum)`;
  }
  const message = values.message.trim();
  if (!message) {
    found.message = 'Écrivez votre message';
  } else if (message.length < CONTACT_LIMITS.messageMin) {
    found.message = `Le message doit contenir au moins ${CONTACT_LIMITS.messageMin} caractères`;
  } else if (message.length > CONTACT_LIMITS.messageMax) {
    found.message = `Le message est trop long (${CONTACT_LIMITS.messageMax} caractères maximum)`;
  }
  return found;
}

function serverMessage(error: unknown): { message: string; fields: Errors } {
  if (error instanceof ApiError) {
    if (Array.isArray(error.detail)) {
      const fields: Errors = {};
      for (const item of error.detail) {
        if ((FIELDS as string[]).includes(item.field)) {
          fields[item.field as Field] = item.message;
        }
      }
      return { message: 'Certains champs sont à corriger.', fields };
    }
    if (error.isNetworkError) {
      return { message: 'Problème de connexion au serveur : votre message n’est pas parti. Réessayez.', fields: {} };
    }
    if (typeof error.detail === 'string' && error.detail) {
      return { message: error.detail, fields: {} };
    }
  }
  return { message: 'Votre message n’a pas pu être envoyé. Réessayez dans quelques instants.', fields: {} };
}

const EMPTY: Record<Field, string> = { name: '', email: '', subject: '', message: '' };

/** The contact form: checked here in French, then sent to POST /api/contact (honeypot included). */
export function ContactForm() {
  const send = useSendContact();
  const [values, setValues] = useState(EMPTY);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) {
      return;
    }
    const found = validate(values);
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      document.getElementById(`contact-${first}`)?.focus();
      return;
    }
    setFailure(null);
    send.mutate(
      {
        name: values.name.trim(),
        email: values.email.trim(),
        subject: values.subject.trim(),
        message: values.message.trim(),
        website,
      },
      {
        onSuccess: () => {
          setSent(true);
          setValues(EMPTY);
        },
        onError: (error) => {
          const { message, fields } = serverMessage(error);
          setErrors(fields);
          setFailure(message);
        },
      },
    );
  }

  if (sent) {
    return (
      <div role="status" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-8 text-emerald-900">
        <CheckCircle2 aria-hidden="true" className="size-8 text-emerald-600" />
        <h2 className="mt-4 text-xl font-bold">Message envoyé</h2>
        <p className="mt-2">
          Merci ! Votre message a bien été transmis à l’équipe BatiAO. Nous vous répondons par e-mail, en général sous
          deux jours ouvrés.
        </p>
        <Button type="button" variant="secondary" className="mt-6" onClick={() => setSent(false)}>
          Écrire un autre message
        </Button>
      </div>
    );
  }

  const pending = send.isPending;
  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Formulaire de contact" className="space-y-5">
      <div role="alert" aria-live="assertive">
        {failure ? (
          <p className="rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-800">{failure}</p>
        ) : null}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="contact-name"
          label="Nom"
          name="name"
          autoComplete="name"
          required
          value={values.name}
          error={errors.name}
          onChange={set('name')}
        />
        <TextField
          id="contact-email"
          label="Adresse e-mail"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="vous@entreprise.fr"
          required
          value={values.email}
          error={errors.email}
          onChange={set('email')}
        />
      </div>
      <TextField
        id="contact-subject"
        label="Objet"
        name="subject"
        required
        maxLength={CONTACT_LIMITS.subjectMax}
        value={values.subject}
        error={errors.subject}
        onChange={set('subject')}
      />
      <div>
        <FieldLabel htmlFor="contact-message" required>
          Message
        </FieldLabel>
        <textarea
          id="contact-message"
          name="message"
          rows={7}
          required
          aria-required
          maxLength={CONTACT_LIMITS.messageMax}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? 'contact-message-error' : 'contact-message-hint'}
          className={inputClasses(Boolean(errors.message), 'resize-y')}
          value={values.message}
          onChange={set('message')}
        />
        {errors.message ? (
          <FieldError id="contact-message-error">{errors.message}</FieldError>
        ) : (
          <FieldHint id="contact-message-hint">
            {CONTACT_LIMITS.messageMin} caractères minimum. N’envoyez ni mot de passe ni coordonnées bancaires.
          </FieldHint>
        )}
      </div>
      {/* Honeypot: invisible to people and to assistive technology; robots fill it. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Site web</label>
        <input
          id="contact-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={website}
          onChange={(event) => setWebsite(event.target.value)}
        />
      </div>
      <p className="text-xs text-slate-500">
        Vos nom, adresse e-mail et message servent uniquement à vous répondre (voir la politique de confidentialité).
      </p>
      <Button type="submit" variant="primary" size="lg" disabled={pending}>
        {pending ? <Spinner className="size-4" /> : <Send aria-hidden="true" className="size-4" />}
        {pending ? 'Envoi…' : 'Envoyer le message'}
      </Button>
    </form>
  );
}
