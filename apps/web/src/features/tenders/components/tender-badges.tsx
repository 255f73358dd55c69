import { Ban, Award, FlaskConical, UserPen } from 'lucide-react';
import type { TenderSummary } from '@batiao/shared/contracts/tenders';

const pill =
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';

const DEADLINE_BADGES = {
  active: { label: 'Ouvert', className: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20' },
  urgent: { label: 'Urgent', className: 'bg-orange-50 text-orange-800 ring-orange-600/25' },
  expired: { label: 'Expiré', className: 'bg-slate-100 text-slate-600 ring-slate-500/20' },
} as const;

/** Ouvert (more than 7 days), Urgent (7 days or less), Expiré; nothing when the deadline is unknown. */
export function DeadlineBadge({ status }: { status: TenderSummary['deadline_status'] }) {
  if (status === 'unknown') {
    return null;
  }
  const badge = DEADLINE_BADGES[status];
  return (
    <span className={`${pill} ${badge.className}`} data-deadline-status={status}>
      {badge.label}
    </span>
  );
}

/** "Attribué" or "Annulé"; nothing for an open tender. */
export function TenderStatusBadge({ status }: { status: TenderSummary['status'] }) {
  if (status === 'awarded') {
    return (
      <span className={`${pill} bg-sky-50 text-sky-800 ring-sky-600/20`}>
        <Award aria-hidden="true" className="size-3.5" />
        Attribué
      </span>
    );
  }
  if (status === 'cancelled') {
    return (
      <span className={`${pill} bg-red-50 text-red-800 ring-red-600/20`}>
        <Ban aria-hidden="true" className="size-3.5" />
        Annulé
      </span>
    );
  }
  return null;
}

/** A tender the user submitted themselves: private to them. */
export function SubmittedBadge() {
  return (
    <span
      className={`${pill} bg-amber-50 text-amber-900 ring-amber-600/25`}
      title="Appel d’offres que vous avez soumis : vous seul le voyez."
    >
      <UserPen aria-hidden="true" className="size-3.5" />
      Soumis par vous
    </span>
  );
}

/** A sample tender written for demonstration, never a real notice. */
export function ExampleBadge() {
  return (
    <span
      className={`${pill} bg-violet-50 text-violet-800 ring-violet-600/20`}
      title="Appel d’offres d’exemple, écrit pour la démonstration : ce n’est pas un avis réel."
    >
      <FlaskConical aria-hidden="true" className="size-3.5" />
      Exemple
    </span>
  );
}
