import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useBlocker } from 'react-router';
import { AlertCircle, CircleCheck, Save } from 'lucide-react';
import type { CompanyProfile, ReferencePhoto } from '@batiao/shared/contracts/company';
import { companyCompletion, companySectionStatus } from '@batiao/shared/domain/company';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime, pluralize } from '../../../lib/format';
import { reportError } from '../../../lib/report-error';
import { notifyError, notifySuccess } from '../../../lib/toasts';
import { useCompanyProfile } from '../api/get-company-profile';
import { useUpdateCompanyProfile } from '../api/update-company-profile';
import {
  completionFacts,
  draftFingerprint,
  fieldId,
  newRowKey,
  saveErrorLines,
  serverFieldErrors,
  toDraft,
  toPayload,
  type CompanyDraft,
  type FormErrors,
  type ListName,
} from '../lib/profile-form';
import { CompletionCard } from './completion-card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EquipmentSection } from './equipment-section';
import { IdentitySection, type IdentityField } from './identity-section';
import { InsuranceSection } from './insurance-section';
import { QualificationsSection } from './qualifications-section';
import { ReferencesSection } from './references-section';
import { StaffSection } from './staff-section';
import { TurnoverSection } from './turnover-section';

export const PROFILE_SAVED = 'Profil entreprise enregistré';
export const FIX_FIELDS = 'Vérifiez les champs signalés en rouge avant d’enregistrer.';

type Rows = { [L in ListName]: CompanyDraft[L][number] };

/** A new, empty row of each list, and the field that receives the focus. */
function blankRow<L extends ListName>(list: L, draft: CompanyDraft): { row: Rows[L]; focus: string } {
  const year = new Date().getFullYear();
  const rows: { [K in ListName]: { row: Rows[K]; focus: string } } = {
    effectifs: { row: { key: newRowKey(), role: '', nombre: '1' }, focus: 'role' },
    chiffres_affaires: {
      row: {
        key: newRowKey(),
        // The exercise before the oldest one entered, or last year.
        annee: String(
          Math.min(year, ...draft.chiffres_affaires.map((r) => Number(r.annee)).filter(Number.isFinite)) - 1,
        ),
        montant: '',
      },
      focus: 'montant_ht_cents',
    },
    qualifications: {
      row: { key: newRowKey(), organisme: '', intitule: '', numero: '', valid_until: '' },
      focus: 'organisme',
    },
    assurances: {
      row: {
        key: newRowKey(),
        type: (['decennale', 'rc_pro'] as const).find((t) => !draft.assurances.some((a) => a.type === t)) ?? 'autre',
        assureur: '',
        numero_police: '',
        couverture: '',
        valid_until: '',
      },
      focus: 'assureur',
    },
    materiel: { row: { key: newRowKey(), designation: '', quantite: '1', details: '' }, focus: 'designation' },
    references: {
      row: { key: newRowKey(), id: null, projet: '', client: '', annee: String(year), montant: '', description: '' },
      focus: 'projet',
    },
  };
  return rows[list];
}

/** Drops the errors of one list (its rows moved), or of one field. */
function withoutErrors(errors: FormErrors, prefix: string): FormErrors {
  const kept = Object.entries(errors).filter(([path]) => path !== prefix && !path.startsWith(`${prefix}.`));
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}

/** Focus on the first field in error, brought to mid-screen (clear of the sticky header and save bar). */
function focusFirstInvalid(form: HTMLFormElement | null) {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  field?.focus({ preventScroll: true });
  field?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
}

/** "Mon entreprise": the whole profile, saved at once with the sticky "Enregistrer" bar. */
export function CompanyProfileForm({ profile }: { profile: CompanyProfile }) {
  const [baseline, setBaseline] = useState(() => toDraft(profile));
  const [draft, setDraft] = useState<CompanyDraft>(baseline);
  const [errors, setErrors] = useState<FormErrors>({});
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [removing, setRemoving] = useState<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const update = useUpdateCompanyProfile();
  // Photos are saved on their own: they are read from the cached profile, not from the draft.
  const current = useCompanyProfile().data ?? profile;
  const saving = update.isPending;

  const dirty = useMemo(() => draftFingerprint(draft) !== draftFingerprint(baseline), [draft, baseline]);
  const facts = completionFacts(draft);
  const status = companySectionStatus(facts);
  const { percent } = companyCompletion(facts);

  const photos = useMemo(
    () => new Map<string, ReferencePhoto[]>(current.references.map((r) => [r.id, r.photos])),
    [current.references],
  );
  const photosOf = (referenceId: string) => photos.get(referenceId) ?? [];

  // Leaving the page with unsaved changes: asked inside the app, warned by the browser otherwise.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) {
      return;
    }
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  function setField(field: IdentityField, value: string) {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => withoutErrors(e, field));
  }

  function changeRow<L extends ListName>(list: L, index: number, patch: Partial<Rows[L]>) {
    setDraft((d) => ({
      ...d,
      [list]: (d[list] as Rows[L][]).map((row, i) => (i === index ? { ...row, ...patch } : row)),
    }));
    setErrors((e) =>
      Object.keys(patch).reduce((acc, field) => {
        const leaf = field === 'montant' ? 'montant_ht_cents' : field;
        // A changed year may settle "one turnover per year": the list-wide error goes too.
        return withoutErrors(list === 'chiffres_affaires' ? withoutErrors(acc, list) : acc, `${list}.${index}.${leaf}`);
      }, e),
    );
  }

  function addRow(list: ListName) {
    const { row, focus } = blankRow(list, draft);
    const index = draft[list].length;
    // Rendered at once, so that the new row's first input can take the focus.
    flushSync(() => setDraft((d) => ({ ...d, [list]: [...(d[list] as Rows[typeof list][]), row] })));
    document.getElementById(fieldId(`${list}.${index}.${focus}`))?.focus();
  }

  function removeRow(list: ListName, index: number) {
    setDraft((d) => ({ ...d, [list]: (d[list] as Rows[typeof list][]).filter((_, i) => i !== index) }));
    setErrors((e) => withoutErrors(e, list));
  }

  function askRemoveReference(index: number) {
    const reference = draft.references[index];
    if (reference?.id && photosOf(reference.id).length > 0) {
      setRemoving(index);
    } else {
      removeRow('references', index);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) {
      return;
    }
    const { payload, errors: found } = toPayload(draft);
    setServerErrors([]);
    if (Object.keys(found).length > 0) {
      flushSync(() => setErrors(found));
      focusFirstInvalid(formRef.current);
      notifyError(FIX_FIELDS);
      return;
    }
    setErrors({});
    update.mutate(payload, {
      onSuccess: (saved) => {
        // The saved profile comes back normalised, with the ids of new references (for photos).
        const next = toDraft(saved);
        setBaseline(next);
        setDraft(next);
        notifySuccess(PROFILE_SAVED);
      },
      onError: (failure) => {
        reportError(failure, 'Enregistrement du profil entreprise');
        const lines = saveErrorLines(failure);
        flushSync(() => {
          setServerErrors(lines);
          setErrors(serverFieldErrors(failure));
        });
        alertRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
        alertRef.current?.focus({ preventScroll: true });
        notifyError(lines[0] ?? 'Erreur lors de la sauvegarde du profil');
      },
    });
  }

  const reference = removing === null ? undefined : draft.references[removing];
  const referencePhotos = reference?.id ? photosOf(reference.id).length : 0;

  return (
    <div className="grid gap-6 lg:grid-cols-[16.5rem_minmax(0,1fr)] lg:items-start lg:gap-8">
      <aside className="lg:sticky lg:top-24">
        <CompletionCard percent={percent} status={status} />
      </aside>

      <form ref={formRef} noValidate onSubmit={handleSubmit} aria-label="Profil entreprise" className="min-w-0">
        <div ref={alertRef} tabIndex={-1} role="alert" aria-live="assertive" className="focus:outline-none">
          {serverErrors.length > 0 ? (
            <div className="mb-6 flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3.5 text-sm text-red-800">
              <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <div>
                <p className="font-semibold">Le profil n’a pas été enregistré.</p>
                <ul className="mt-1 space-y-0.5">
                  {serverErrors.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </div>
            </div>
          ) : null}
        </div>

        <fieldset disabled={saving} className="min-w-0 space-y-6">
          <legend className="sr-only">Informations de l’entreprise</legend>
          <IdentitySection draft={draft} errors={errors} filled={status.identite} onField={setField} />
          <StaffSection
            rows={draft.effectifs}
            errors={errors}
            filled={status.effectifs}
            onChange={(i, patch) => changeRow('effectifs', i, patch)}
            onAdd={() => addRow('effectifs')}
            onRemove={(i) => removeRow('effectifs', i)}
          />
          <TurnoverSection
            rows={draft.chiffres_affaires}
            errors={errors}
            filled={status.chiffres_affaires}
            onChange={(i, patch) => changeRow('chiffres_affaires', i, patch)}
            onAdd={() => addRow('chiffres_affaires')}
            onRemove={(i) => removeRow('chiffres_affaires', i)}
          />
          <QualificationsSection
            rows={draft.qualifications}
            errors={errors}
            filled={status.qualifications}
            onChange={(i, patch) => changeRow('qualifications', i, patch)}
            onAdd={() => addRow('qualifications')}
            onRemove={(i) => removeRow('qualifications', i)}
          />
          <InsuranceSection
            rows={draft.assurances}
            errors={errors}
            filled={status.assurances}
            onChange={(i, patch) => changeRow('assurances', i, patch)}
            onAdd={() => addRow('assurances')}
            onRemove={(i) => removeRow('assurances', i)}
          />
          <EquipmentSection
            rows={draft.materiel}
            errors={errors}
            filled={status.materiel}
            onChange={(i, patch) => changeRow('materiel', i, patch)}
            onAdd={() => addRow('materiel')}
            onRemove={(i) => removeRow('materiel', i)}
          />
          <ReferencesSection
            rows={draft.references}
            errors={errors}
            filled={status.references}
            onChange={(i, patch) => changeRow('references', i, patch)}
            onAdd={() => addRow('references')}
            onRemove={askRemoveReference}
            photosOf={photosOf}
          />
        </fieldset>

        <div className="sticky bottom-0 z-30 -mx-4 mt-6 border-t border-slate-200 bg-white/95 px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-8px_24px_-12px_rgb(15_23_42/0.18)] backdrop-blur sm:mx-0 sm:mb-4 sm:rounded-2xl sm:border sm:px-5">
          <div className="flex items-center justify-between gap-4">
            <p className="min-w-0 text-sm" aria-live="polite">
              {dirty ? (
                <span className="flex items-center gap-2 font-medium text-amber-800">
                  <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-amber-500" />
                  <span>
                    <span className="sm:hidden">Non enregistré</span>
                    <span className="hidden sm:inline">Modifications non enregistrées</span>
                  </span>
                </span>
              ) : current.updated_at ? (
                <span className="flex items-center gap-2 text-slate-600">
                  <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-emerald-600" />
                  <span className="truncate">
                    Enregistré<span className="hidden sm:inline"> le {formatDateTime(current.updated_at)}</span>
                  </span>
                </span>
              ) : (
                <span className="text-slate-500">
                  <span className="sm:hidden">Profil vide</span>
                  <span className="hidden sm:inline">Rien d’enregistré pour le moment</span>
                </span>
              )}
            </p>
            <Button type="submit" variant="accent" disabled={saving} className="shrink-0">
              {saving ? <Spinner className="size-4" /> : <Save aria-hidden="true" className="size-4" />}
              {saving ? 'Enregistrement...' : 'Enregistrer'}
            </Button>
          </div>
        </div>
      </form>

      {removing !== null && reference ? (
        <ConfirmDialog
          title="Supprimer cette référence ?"
          confirmLabel="Supprimer la référence"
          onConfirm={() => {
            removeRow('references', removing);
            setRemoving(null);
          }}
          onCancel={() => setRemoving(null)}
        >
          La référence « {reference.projet.trim() || 'sans titre'} » et ses {pluralize(referencePhotos, 'photo')} seront
          supprimées définitivement à l’enregistrement du profil.
        </ConfirmDialog>
      ) : null}

      {blocker.state === 'blocked' ? (
        <ConfirmDialog
          title="Quitter sans enregistrer ?"
          confirmLabel="Quitter sans enregistrer"
          cancelLabel="Rester sur la page"
          onConfirm={() => blocker.proceed()}
          onCancel={() => blocker.reset()}
        >
          Vos modifications du profil entreprise n’ont pas été enregistrées et seront perdues.
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
