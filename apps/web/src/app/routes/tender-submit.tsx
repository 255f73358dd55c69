import { useSearchParams } from 'react-router';
import { isTenderNotFound, useTender } from '../../features/tenders/api/get-tender';
import { DetailNotFound, DetailSkeleton } from '../../features/tenders/components/detail/detail-states';
import { TenderSubmitForm } from '../../features/tenders/components/submit/tender-submit-form';
import { TenderLoadError } from '../../features/tenders/components/tender-list-states';
import { usePageMeta } from '../../lib/page-meta';

function Shell({ title, intro, children }: { title: string; intro: string; children: React.ReactNode }) {
  return (
    <div className="min-h-[calc(100vh-4rem)] bg-slate-50">
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        <p className="text-sm font-semibold tracking-wide text-amber-600 uppercase">Vos appels d’offres</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-3 text-slate-600">{intro}</p>
        <div className="mt-8">{children}</div>
      </div>
    </div>
  );
}

/** The edition of a tender the user submitted: `/tenders/submit?edit=<id>`. */
function EditTender({ id }: { id: string }) {
  const tender = useTender(id);
  if (tender.isPending) {
    return <DetailSkeleton />;
  }
  if (tender.isError) {
    return isTenderNotFound(tender.error) ? (
      <DetailNotFound backTo="/tenders" />
    ) : (
      <TenderLoadError onRetry={() => void tender.refetch()} retrying={tender.isFetching} />
    );
  }
  // Only its author can change a tender, and only one they submitted.
  return tender.data.submitted_by_me ? (
    <TenderSubmitForm editing={tender.data} />
  ) : (
    <DetailNotFound backTo="/tenders" />
  );
}

/** /tenders/submit (active subscribers, core-journey §2): submit one's own tender, or edit one. */
export function TenderSubmitPage() {
  const [params] = useSearchParams();
  const editId = params.get('edit');
  usePageMeta({
    title: editId ? 'Modifier l’appel d’offres' : 'Soumettre un appel d’offres',
    description:
      'Ajoutez à votre liste un appel d’offres trouvé ailleurs, pré-rempli depuis son adresse web ou son avis.',
    noindex: true,
  });
  return editId ? (
    <Shell title="Modifier l’appel d’offres" intro="Les modifications ne concernent que votre compte.">
      <EditTender id={editId} />
    </Shell>
  ) : (
    <Shell
      title="Soumettre un appel d’offres"
      intro="Un avis trouvé hors du BOAMP (profil d’acheteur, site d’une commune, PDF reçu par e-mail) : ajoutez-le à votre liste pour le suivre, voir sa compatibilité et générer votre réponse. Il reste visible de vous seul."
    >
      <TenderSubmitForm />
    </Shell>
  );
}
