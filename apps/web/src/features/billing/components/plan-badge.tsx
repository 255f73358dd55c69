import { CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import type { User } from '@batiao/shared/contracts/auth';
import { planLabel } from '../../../lib/plans';
import { useBillingUsage } from '../api/get-usage';

/** « N réponses restantes », « Réponses illimitées ». */
export function responsesLeftLabel(left: number | null): string {
  if (left === null) {
    return 'Réponses illimitées';
  }
  return `${left} réponse${left > 1 ? 's' : ''} restante${left > 1 ? 's' : ''}`;
}

/** The dashboard's plan badge: the plan the server enforces and what is left of this period. */
export function PlanBadge({ user }: { user: User }) {
  const { data: usage } = useBillingUsage();
  const name = usage ? usage.plan_name : planLabel(user.subscription_plan);
  return (
    <Link
      to="/subscription"
      className="inline-flex items-center gap-2 self-start rounded-full border border-slate-200 bg-white px-4 py-2 text-sm shadow-xs transition-colors hover:border-slate-300 md:self-auto"
    >
      <CreditCard aria-hidden="true" className="size-4 text-slate-400" />
      Abonnement :<span className="font-semibold text-slate-900">{name}</span>
      {usage?.subscription_active ? (
        <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-700 ring-1 ring-emerald-200">
          {responsesLeftLabel(usage.left)}
        </span>
      ) : null}
    </Link>
  );
}
