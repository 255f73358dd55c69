import { Building2, CircleCheck } from 'lucide-react';
import { LEGAL_FORMS } from '@batiao/shared/contracts/company';
import { FieldError, FieldHint, FieldLabel, inputClasses } from '../../../components/ui/form-field';
import { fieldId, siretFeedback, type CompanyDraft, type FormErrors } from '../lib/profile-form';
import { FormSection } from './form-section';
import { ProfileInput, ProfileSelect } from './fields';

export type IdentityField =
  'raison_sociale' | 'siret' | 'forme_juridique' | 'adresse' | 'code_postal' | 'ville' | 'annee_creation';

const LEGAL_FORM_OPTIONS = LEGAL_FORMS.map((form) => ({ value: form, label: form }));

function SiretField({ value, error, onValue }: { value: string; error?: string; onValue: (value: string) => void }) {
  const id = fieldId('siret');
  const feedback = siretFeedback(value);
  // The live check speaks as soon as 14 digits are typed; a submitted error wins over it.
  const shownError = error ?? (feedback.kind === 'invalid' ? feedback.message : undefined);
  return (
    <div>
      <FieldLabel htmlFor={id}>SIRET</FieldLabel>
      <input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        placeholder="123 456 789 00012"
        aria-invalid={shownError ? true : undefined}
        aria-describedby={`${id}-status`}
        className={inputClasses(Boolean(shownError), 'font-mono tracking-wide tabular-nums')}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        onBlur={() => {
          // Shown grouped once complete and valid: "123 456 789 00012".
          if (feedback.kind === 'valid' && value !== feedback.grouped) {
            onValue(feedback.grouped);
          }
        }}
      />
      <div id={`${id}-status`} aria-live="polite">
        {shownError ? (
          <FieldError id={`${id}-error`}>{shownError}</FieldError>
        ) : feedback.kind === 'valid' ? (
          <p className="mt-1.5 flex items-center gap-1.5 text-sm font-medium text-emerald-700">
            <CircleCheck aria-hidden="true" className="size-4" />
            SIRET valide : {feedback.grouped}
          </p>
        ) : (
          <FieldHint id={`${id}-hint`}>
            {feedback.kind === 'typing'
              ? `${feedback.count} chiffre${feedback.count > 1 ? 's' : ''} sur 14`
              : '14 chiffres, sur votre extrait Kbis ou votre avis de situation Insee'}
          </FieldHint>
        )}
      </div>
    </div>
  );
}

export function IdentitySection({
  draft,
  errors,
  filled,
  onField,
}: {
  draft: CompanyDraft;
  errors: FormErrors;
  filled: boolean;
  onField: (field: IdentityField, value: string) => void;
}) {
  return (
    <FormSection
      id="section-identite"
      icon={Building2}
      title="Identité"
      description="Telle qu’elle figure sur votre extrait Kbis : elle ouvre la présentation de l’entreprise."
      filled={filled}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <ProfileInput
          path="raison_sociale"
          label="Raison sociale"
          className="sm:col-span-2"
          autoComplete="organization"
          placeholder="Ex. : Toitures Martin"
          value={draft.raison_sociale}
          error={errors.raison_sociale}
          onValue={(v) => onField('raison_sociale', v)}
        />
        <SiretField value={draft.siret} error={errors.siret} onValue={(v) => onField('siret', v)} />
        <ProfileSelect
          path="forme_juridique"
          label="Forme juridique"
          placeholder="Choisissez…"
          options={LEGAL_FORM_OPTIONS}
          value={draft.forme_juridique}
          error={errors.forme_juridique}
          onValue={(v) => onField('forme_juridique', v)}
        />
        <ProfileInput
          path="adresse"
          label="Adresse"
          className="sm:col-span-2"
          autoComplete="street-address"
          placeholder="Ex. : 12 rue des Tuiliers"
          value={draft.adresse}
          error={errors.adresse}
          onValue={(v) => onField('adresse', v)}
        />
        <div className="grid grid-cols-[8.5rem_1fr] gap-4 sm:col-span-2 sm:grid-cols-[9rem_1fr_11rem] sm:gap-5">
          <ProfileInput
            path="code_postal"
            label="Code postal"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            placeholder="69003"
            value={draft.code_postal}
            error={errors.code_postal}
            onValue={(v) => onField('code_postal', v)}
          />
          <ProfileInput
            path="ville"
            label="Ville"
            autoComplete="address-level2"
            placeholder="Ex. : Lyon"
            value={draft.ville}
            error={errors.ville}
            onValue={(v) => onField('ville', v)}
          />
          <ProfileInput
            path="annee_creation"
            label="Année de création"
            className="col-span-2 sm:col-span-1"
            inputMode="numeric"
            maxLength={4}
            placeholder="2009"
            value={draft.annee_creation}
            error={errors.annee_creation}
            onValue={(v) => onField('annee_creation', v)}
          />
        </div>
      </div>
    </FormSection>
  );
}
