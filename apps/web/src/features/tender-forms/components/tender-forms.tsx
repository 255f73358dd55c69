import { FileArchive, FileText, Loader2, Lock } from 'lucide-react';
import { TENDER_FORM_LABELS, type TenderForm } from '@batiao/shared/contracts/tender-forms';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useTenderFormsDownload, type TenderFormsDownload } from '../api/tender-forms';

const FORMS: { form: TenderForm; hint: string }[] = [
  { form: 'dc1', hint: 'Identification de l’acheteur, objet, candidat, engagements sur l’honneur.' },
  { form: 'dc2', hint: 'Identité, pouvoir, chiffre d’affaires, assurances, effectifs, qualifications, références.' },
];

const same = (a: TenderFormsDownload | undefined, b: TenderFormsDownload) =>
  a !== undefined && JSON.stringify(a) === JSON.stringify(b);

/**
 * « Formulaires et dossier » on the tender page: DC1/DC2 pre-filled from the company profile
 * (PDF, Word) and the whole response as one zip; a locked message for non-subscribers.
 */
export function TenderForms({ tenderId, subscriber }: { tenderId: string; subscriber: boolean }) {
  const download = useTenderFormsDownload(tenderId);

  if (!subscriber) {
    return (
      <div className="flex flex-col items-start gap-4 rounded-xl border border-slate-200 bg-slate-50 px-5 py-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-400" />
          <div>
            <p className="text-sm font-semibold text-slate-800">
              Formulaires DC1, DC2 et dossier complet réservés aux abonnés
            </p>
            <p className="mt-1 text-sm text-slate-600">
              Abonnez-vous pour télécharger vos formulaires pré-remplis et tout votre dossier de réponse en un clic.
            </p>
          </div>
        </div>
        <ButtonLink to="/subscription" variant="secondary" size="sm" className="shrink-0">
          Voir les abonnements
        </ButtonLink>
      </div>
    );
  }

  const busy = (what: TenderFormsDownload) => download.isPending && same(download.variables, what);
  const button = (what: TenderFormsDownload, label: string, accessible: string) => (
    <Button
      variant="secondary"
      size="sm"
      aria-label={accessible}
      disabled={download.isPending}
      aria-busy={busy(what)}
      onClick={() => download.mutate(what)}
    >
      {busy(what) ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
      {label}
    </Button>
  );

  const pack: TenderFormsDownload = { kind: 'pack' };
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-600">
        Pré-remplis avec votre profil d’entreprise et l’avis de marché. Les passages{' '}
        <mark className="rounded bg-amber-200 px-1 text-amber-900">[À compléter : …]</mark> restent à renseigner avant
        l’envoi.
      </p>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {FORMS.map(({ form, hint }) => (
          <li key={form} className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex min-w-0 items-start gap-3">
              <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-400" />
              <div className="min-w-0">
                <p className="text-sm font-semibold text-slate-900">{TENDER_FORM_LABELS[form]}</p>
                <p className="mt-0.5 text-sm text-slate-600">{hint}</p>
              </div>
            </div>
            <div className="flex shrink-0 gap-2 pl-8 sm:pl-0">
              {button({ kind: 'form', form, format: 'pdf' }, 'PDF', `Télécharger le ${form.toUpperCase()} en PDF`)}
              {button(
                { kind: 'form', form, format: 'docx' },
                'Word',
                `Télécharger le ${form.toUpperCase()} au format Word`,
              )}
            </div>
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-3 rounded-xl bg-slate-50 px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">
          Réponse générée, DC1, DC2 et documents valides de votre dossier administratif, avec un LISEZ-MOI de ce qui
          manque.
        </p>
        <Button
          variant="primary"
          size="sm"
          className="w-full shrink-0 sm:w-auto"
          aria-label="Télécharger le dossier complet (.zip)"
          disabled={download.isPending}
          aria-busy={busy(pack)}
          onClick={() => download.mutate(pack)}
        >
          {busy(pack) ? (
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <FileArchive aria-hidden="true" className="size-4" />
          )}
          <span className="sm:hidden">Dossier complet (.zip)</span>
          <span className="hidden sm:inline">Télécharger le dossier complet (.zip)</span>
        </Button>
      </div>
    </div>
  );
}
