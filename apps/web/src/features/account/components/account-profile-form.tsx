import { useState, type FormEvent } from 'react';
import { UserRound } from 'lucide-react';
import type { User } from '@batiao/shared/contracts/auth';
import { TRADES } from '@batiao/shared/domain/trades';
import { Button } from '../../../components/ui/button';
import { FieldError, FieldLabel, inputClasses } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/toasts';
import { useUpdateAccountProfile } from '../api/account';

type Field = 'prenom' | 'nom' | 'email' | 'metier' | 'zone_geographique';
type Values = Record<Field, string>;
const FIELDS: Field[] = ['prenom', 'nom', 'email', 'metier', 'zone_geographique'];
const inputId = (field: Field) => `account-${field}`;

export const PROFILE_SAVED_MESSAGE = 'Vos informations ont été mises à jour.';

/** Rectification (RGPD) of the account's own fields: name, e-mail, trade and zone. */
export function AccountProfileForm({ user, onSaved }: { user: User; onSaved: () => void }) {
  const update = useUpdateAccountProfile();
  const initial: Values = {
    prenom: user.prenom,
    nom: user.nom,
    email: user.email,
    metier: user.metier,
    zone_geographique: user.zone_geographique,
  };
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  function set(field: Field, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!values.prenom.trim()) {
      found.prenom = 'Le prénom est obligatoire';
    }
    if (!values.nom.trim()) {
      found.nom = 'Le nom est obligatoire';
    }
    if (!/^\S+@\S+\.\S+$/.test(values.email.trim())) {
      found.email = 'Adresse e-mail invalide';
    }
    if (!values.zone_geographique.trim()) {
      found.zone_geographique = 'La zone d’intervention est obligatoire';
    }
    setErrors(found);
    const first = FIELDS.find((f) => found[f]);
    if (first) {
      document.getElementById(inputId(first))?.focus();
      return;
    }
    const changed = Object.fromEntries(
      FIELDS.filter((f) => values[f].trim() !== initial[f]).map((f) => [f, values[f].trim()]),
    );
    if (Object.keys(changed).length === 0) {
      notifySuccess('Aucune modification à enregistrer.');
      return;
    }
    update.mutate(changed, {
      onSuccess: (saved) => {
        setValues({
          prenom: saved.prenom,
          nom: saved.nom,
          email: saved.email,
          metier: saved.metier,
          zone_geographique: saved.zone_geographique,
        });
        notifySuccess(PROFILE_SAVED_MESSAGE);
        onSaved();
      },
      onError: (failure) => {
        if (failure instanceof ApiError && Array.isArray(failure.detail)) {
          const fromServer: Partial<Record<Field, string>> = {};
          for (const entry of failure.detail) {
            const field = FIELDS.find((f) => f === entry.field);
            if (field && !fromServer[field]) {
              fromServer[field] = entry.message;
            }
          }
          setErrors(fromServer);
          const firstError = FIELDS.find((f) => fromServer[f]);
          if (firstError) {
            document.getElementById(inputId(firstError))?.focus();
            return;
          }
        }
        if (failure instanceof ApiError && failure.status === 409) {
          setErrors({ email: failure.message });
          document.getElementById(inputId('email'))?.focus();
          return;
        }
        notifyError(failure instanceof Error ? failure.message : 'Vos informations n’ont pas pu être enregistrées.');
      },
    });
  }

  const text = (field: Field, label: string, type = 'text', autoComplete?: string) => (
    <div>
      <FieldLabel htmlFor={inputId(field)} required>
        {label}
      </FieldLabel>
      <input
        id={inputId(field)}
        name={field}
        type={type}
        autoComplete={autoComplete}
        required
        aria-invalid={Boolean(errors[field])}
        aria-describedby={errors[field] ? `${inputId(field)}-error` : undefined}
        className={inputClasses(Boolean(errors[field]))}
        value={values[field]}
        onChange={(event) => set(field, event.target.value)}
      />
      {errors[field] ? <FieldError id={`${inputId(field)}-error`}>{errors[field]}</FieldError> : null}
    </div>
  );

  return (
    <section
      aria-labelledby="account-profile-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-7"
    >
      <div className="mb-5 flex items-start gap-3.5">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-amber-100 text-amber-700">
          <UserRound aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id="account-profile-title" className="text-lg font-semibold text-slate-900">
            Mes informations
          </h2>
          <p className="mt-1 text-sm text-slate-600">Corrigez-les à tout moment (droit de rectification).</p>
        </div>
      </div>
      <form noValidate onSubmit={submit} aria-label="Mes informations" className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {text('prenom', 'Prénom', 'text', 'given-name')}
          {text('nom', 'Nom', 'text', 'family-name')}
        </div>
        {text('email', 'Adresse e-mail', 'email', 'email')}
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <FieldLabel htmlFor={inputId('metier')} required>
              Métier
            </FieldLabel>
            <select
              id={inputId('metier')}
              name="metier"
              className={inputClasses(Boolean(errors.metier))}
              value={values.metier}
              onChange={(event) => set('metier', event.target.value)}
            >
              {TRADES.map((trade) => (
                <option key={trade.slug} value={trade.slug}>
                  {trade.label}
                </option>
              ))}
            </select>
            {errors.metier ? <FieldError id={`${inputId('metier')}-error`}>{errors.metier}</FieldError> : null}
          </div>
          {text('zone_geographique', 'Zone d’intervention (commune)', 'text', 'address-level2')}
        </div>
        <Button type="submit" variant="primary" disabled={update.isPending} className="w-full sm:w-auto">
          {update.isPending ? <Spinner className="size-4" /> : null}
          Enregistrer mes informations
        </Button>
      </form>
    </section>
  );
}
