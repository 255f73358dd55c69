import { CircleCheck, CircleDashed, CircleX, Clock, PenLine } from 'lucide-react';
import type { DocumentTypeStatus } from '@batiao/shared/contracts/documents';
import { statusBadge, type StatusTone } from '../lib/display';

const pill =
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';

const TONES: Record<StatusTone, { className: string; icon: typeof CircleCheck }> = {
  missing: { className: 'bg-slate-100 text-slate-600 ring-slate-500/20', icon: CircleDashed },
  'missing-required': { className: 'bg-red-50 text-red-700 ring-red-600/20', icon: CircleDashed },
  valid: { className: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20', icon: CircleCheck },
  undated: { className: 'bg-amber-50 text-amber-800 ring-amber-600/25', icon: PenLine },
  expiring: { className: 'bg-orange-50 text-orange-800 ring-orange-600/25', icon: Clock },
  expired: { className: 'bg-red-50 text-red-800 ring-red-600/25', icon: CircleX },
};

/** Manquant / Déposé – valide / Déposé – date à saisir / Expire bientôt / Expiré. */
export function DocumentStatusBadge({ type }: { type: DocumentTypeStatus }) {
  const badge = statusBadge(type);
  const { className, icon: Icon } = TONES[badge.tone];
  return (
    <span className={`${pill} ${className}`} data-status={type.status}>
      <Icon aria-hidden="true" className="size-3.5" />
      {badge.label}
    </span>
  );
}

/** "Obligatoire", on the cards of the required documents. */
export function RequiredBadge({ counted }: { counted: boolean }) {
  return (
    <span
      className={`${pill} bg-white text-slate-600 ring-slate-300`}
      title={counted ? undefined : 'Demandée par les acheteurs, elle n’est pas comptée dans la complétion du dossier.'}
    >
      Obligatoire
    </span>
  );
}
