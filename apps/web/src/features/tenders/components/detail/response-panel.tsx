import type { ReactNode } from 'react';
import { Sparkles } from 'lucide-react';
import type { TenderDetail as Tender } from '@batiao/shared/contracts/tenders';
import { isAnswerable } from '../../lib/display';
import { SubscriptionRequiredBanner } from '../subscription-required-banner';
import { Panel } from './panel';

/** What the page hands to the response panel's content (the generation feature, composed by the page). */
export interface ResponseSlotContext {
  tenderId: string;
  /** Open and before its deadline: a response can be generated. */
  answerable: boolean;
  /** The banner shown when the server says a subscription is needed. */
  subscriptionBanner: ReactNode;
}

export type ResponseSlot = (context: ResponseSlotContext) => ReactNode;

function closedReason(tender: Tender): string {
  if (tender.status === 'cancelled') {
    return 'Cet appel d’offres a été annulé : il n’est plus possible d’y répondre.';
  }
  if (tender.status === 'awarded') {
    return 'Cet appel d’offres a été attribué : il n’est plus possible d’y répondre.';
  }
  return 'La date limite est dépassée : il n’est plus possible de répondre à cet appel d’offres.';
}

/** « Réponse générée »: the generation slot for subscribers, the plans banner and an empty state otherwise. */
export function ResponsePanel({
  tender,
  canGenerate,
  renderResponse,
}: {
  tender: Tender;
  /** core-journey §6: active subscribers and admins. */
  canGenerate: boolean;
  renderResponse?: ResponseSlot;
}) {
  const answerable = isAnswerable(tender);
  return (
    <Panel id="reponse" title="Réponse générée" icon={Sparkles}>
      {canGenerate ? null : <SubscriptionRequiredBanner className="mb-4" />}
      {canGenerate && !answerable ? (
        <p className="mb-4 rounded-xl border border-slate-200 bg-slate-50 px-5 py-4 text-sm text-slate-700">
          {closedReason(tender)}
        </p>
      ) : null}
      {canGenerate && renderResponse ? (
        // A closed tender still shows the versions written before, without generating new ones.
        renderResponse({ tenderId: tender.id, answerable, subscriptionBanner: <SubscriptionRequiredBanner /> })
      ) : canGenerate && !answerable ? null : (
        <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50/70 px-5 py-6 text-center">
          <p className="text-sm font-semibold text-slate-800">Aucune réponse générée pour cet appel d’offres.</p>
          <p className="mx-auto mt-1 max-w-md text-sm text-slate-600">
            Avec un abonnement, BatiAO rédige ici la lettre de candidature, le mémoire technique et la liste des
            documents à fournir, en PDF et en Word.
          </p>
        </div>
      )}
    </Panel>
  );
}
