import { Download, ExternalLink, FolderCheck } from 'lucide-react';
import type { TenderDetail as Tender } from '@batiao/shared/contracts/tenders';
import { ButtonLink, buttonClasses } from '../../../../components/ui/button';
import { officialNoticeUrl } from '../../lib/display';

/** « Actions rapides »: the administrative file, the official notice and the DCE (or why they are missing). */
export function QuickActions({ tender }: { tender: Tender }) {
  const noticeUrl = officialNoticeUrl(tender);
  const dceUrl = tender.dce_url && /^https?:\/\//i.test(tender.dce_url) ? tender.dce_url : null;
  const action = buttonClasses('secondary', 'md', 'w-full justify-start');
  return (
    <section
      aria-labelledby="actions-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6"
    >
      <h2 id="actions-title" className="text-sm font-semibold text-slate-900">
        Actions rapides
      </h2>
      <div className="mt-4 space-y-2.5">
        <ButtonLink to="/documents" variant="secondary" className="w-full justify-start">
          <FolderCheck aria-hidden="true" className="size-4.5 text-slate-500" />
          Vérifier mon dossier
        </ButtonLink>
        {noticeUrl ? (
          <a href={noticeUrl} target="_blank" rel="noopener noreferrer" className={action}>
            <ExternalLink aria-hidden="true" className="size-4.5 text-slate-500" />
            Source officielle
            <span className="sr-only"> (nouvel onglet)</span>
          </a>
        ) : (
          <div>
            <button type="button" disabled aria-describedby="notice-unavailable" className={action}>
              <ExternalLink aria-hidden="true" className="size-4.5 text-slate-500" />
              Source officielle
            </button>
            <p id="notice-unavailable" className="mt-1.5 text-xs text-slate-500">
              {tender.is_example
                ? 'Appel d’offres d’exemple : il n’a pas d’avis officiel.'
                : 'L’adresse de l’avis officiel n’est pas disponible.'}
            </p>
          </div>
        )}
        {dceUrl ? (
          <a href={dceUrl} target="_blank" rel="noopener noreferrer" className={action}>
            <Download aria-hidden="true" className="size-4.5 text-slate-500" />
            Télécharger le DCE
            <span className="sr-only"> (nouvel onglet)</span>
          </a>
        ) : (
          <div>
            <button type="button" disabled aria-describedby="dce-unavailable" className={action}>
              <Download aria-hidden="true" className="size-4.5 text-slate-500" />
              Télécharger le DCE
            </button>
            <p id="dce-unavailable" className="mt-1.5 text-xs text-slate-500">
              L’avis ne donne pas l’adresse du dossier de consultation (DCE). Consultez l’avis officiel ou demandez-le à
              l’acheteur.
            </p>
          </div>
        )}
      </div>
      {dceUrl ? (
        <p className="mt-3 text-xs text-slate-500">Le DCE s’ouvre sur le profil acheteur, dans un nouvel onglet.</p>
      ) : null}
    </section>
  );
}
