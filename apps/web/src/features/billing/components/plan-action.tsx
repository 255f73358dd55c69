import { BadgeCheck, Lock } from 'lucide-react';
import type { BillingUsage } from '@batiao/shared/contracts/billing';
import type { PaidPlanId } from '@batiao/shared/domain/plans';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { responsesLeftLabel } from './plan-badge';

/** The button under a plan card: register, « Formule actuelle », or start its checkout. */
export function PlanAction({
  plan,
  highlighted,
  signedIn,
  usage,
  checkoutPending,
  choosing,
  onChoose,
}: {
  plan: { id: PaidPlanId; name: string };
  highlighted: boolean;
  signedIn: boolean;
  usage: BillingUsage | undefined;
  checkoutPending: boolean;
  /** The plan whose checkout is starting. */
  choosing: PaidPlanId | null;
  onChoose: (plan: PaidPlanId) => void;
}) {
  if (!signedIn) {
    return (
      <ButtonLink to="/register" variant={highlighted ? 'accent' : 'secondary'} size="lg" className="w-full">
        Choisir {plan.name}
      </ButtonLink>
    );
  }
  if (usage?.subscription_active && usage.plan === plan.id) {
    return (
      <p className="flex h-12 items-center justify-center gap-2 rounded-lg border border-emerald-300 bg-emerald-50 text-sm font-semibold text-emerald-800">
        <BadgeCheck aria-hidden="true" className="size-4.5" />
        Formule actuelle · {responsesLeftLabel(usage.left)}
      </p>
    );
  }
  return (
    <Button
      variant={highlighted ? 'accent' : 'secondary'}
      size="lg"
      className="w-full"
      disabled={checkoutPending || usage?.payment_mode === 'disabled'}
      onClick={() => onChoose(plan.id)}
    >
      {checkoutPending && choosing === plan.id ? <Spinner /> : <Lock aria-hidden="true" className="size-4" />}
      {usage?.subscription_active ? `Passer à ${plan.name}` : `Choisir ${plan.name}`}
    </Button>
  );
}
