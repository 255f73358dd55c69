import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Pencil, Trash2, UserPen } from 'lucide-react';
import type { TenderDetail as Tender } from '@batiao/shared/contracts/tenders';
import { Button, ButtonLink } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { ApiError } from '../../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../../lib/toasts';
import { useDeleteTender } from '../../api/submit-tender';

/** « Soumis par vous »: what only the author sees of their tender, and its edit and delete actions. */
export function SubmittedTenderPanel({ tender }: { tender: Tender }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteTender(tender.id);
  const submission = tender.submission;

  function onDelete() {
    remove.mutate(undefined, {
      onSuccess: () => {
        notifySuccess('Appel d’offres supprimé');
        void navigate('/tenders');
      },
      onError: (error) => {
        setConfirming(false);
        notifyError(error instanceof ApiError ? error.message : 'Erreur lors de la suppression');
      },
    });
  }

  return (
    <section
      aria-labelledby="submitted-title"
      className="rounded-2xl border border-amber-200 bg-amber-50/60 p-5 shadow-xs sm:p-6"
    >
      <h2 id="submitted-title" className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <UserPen aria-hidden="true" className="size-4.5 text-amber-600" />
        Soumis par vous
      </h2>
      <p className="mt-2 text-sm text-slate-600">Vous seul voyez cet appel d’offres.</p>
      {submission ? (
        <dl className="mt-4 space-y-2 text-sm">
          {submission.execution_delay ? (
            <div>
              <dt className="font-medium text-slate-800">Délai d’exécution</dt>
              <dd className="text-slate-600">{submission.execution_delay}</dd>
            </div>
          ) : null}
          {submission.contact_email || submission.contact_phone ? (
            <div>
              <dt className="font-medium text-slate-800">Contact</dt>
              <dd className="break-words text-slate-600">
                {[submission.contact_email, submission.contact_phone].filter(Boolean).join(' · ')}
              </dd>
            </div>
          ) : null}
          {submission.requirements.length > 0 ? (
            <div>
              <dt className="font-medium text-slate-800">Exigences</dt>
              <dd>
                <ul className="mt-1 list-disc space-y-0.5 pl-5 text-slate-600">
                  {submission.requirements.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </dd>
            </div>
          ) : null}
          {submission.dce_content ? (
            <div>
              <dt className="font-medium text-slate-800">Contenu du DCE</dt>
              <dd className="line-clamp-6 break-words whitespace-pre-line text-slate-600">{submission.dce_content}</dd>
            </div>
          ) : null}
          {submission.notes ? (
            <div>
              <dt className="font-medium text-slate-800">Notes</dt>
              <dd className="break-words whitespace-pre-line text-slate-600">{submission.notes}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <div className="mt-5 flex flex-col gap-2.5">
        <ButtonLink
          to={`/tenders/submit?edit=${encodeURIComponent(tender.id)}`}
          variant="secondary"
          className="w-full justify-start"
        >
          <Pencil aria-hidden="true" className="size-4.5 text-slate-500" />
          Modifier
        </ButtonLink>
        <Button
          variant="secondary"
          className="w-full justify-start text-red-700 hover:text-red-800"
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden="true" className="size-4.5" />
          Supprimer
        </Button>
      </div>
      {confirming ? (
        <ConfirmDialog
          title="Supprimer cet appel d’offres ?"
          confirmLabel="Supprimer"
          busy={remove.isPending}
          onConfirm={onDelete}
          onCancel={() => setConfirming(false)}
        >
          « {tender.title} » sera retiré de votre liste, avec les réponses générées pour lui. Cette action est
          définitive.
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
