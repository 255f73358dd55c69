import { Link } from 'react-router';
import type { PaidPlanId } from '@batiao/shared/domain/plans';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PricingPlans } from '../../../components/ui/pricing-plans';
import { formatDate } from '../../../lib/format';
import { PLANS } from '../../../lib/plans';
import { useSession } from '../../../lib/session';
import { useBillingUsage } from '../api/get-usage';
import { usePaymentReturn } from '../hooks/use-payment-return';
import { useSubscriptionActions } from '../hooks/use-subscription-actions';
import { PaymentNotices } from './payment-notices';
import { PlanAction } from './plan-action';
import { PlanComparison } from './plan-comparison';
import { SubscriptionFaq } from './subscription-faq';
import { SubscriptionHero } from './subscription-hero';
import { SubscriptionStatus } from './subscription-status';

/** /subscription: the plans, the comparison table, the FAQ, the current plan and the payment return. */
export function SubscriptionOverview() {
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const usage = useBillingUsage({ enabled: signedIn });
  const paymentReturn = usePaymentReturn(session);
  const actions = useSubscriptionActions({ refresh: session.refresh });
  const current = usage.data;

  return (
    <div className="bg-slate-50">
      <SubscriptionHero />

      <div className="mx-auto -mt-16 max-w-7xl px-4 pb-24 sm:px-6 lg:px-8">
        <div className="relative space-y-4">
          <PaymentNotices
            paymentReturn={paymentReturn}
            anonymous={session.status === 'anonymous'}
            paymentMode={current?.payment_mode}
          />
          {signedIn && current ? (
            <SubscriptionStatus
              usage={current}
              busy={actions.changePending || actions.portalPending}
              onCancel={() => actions.setConfirmCancel(true)}
              onResume={() => actions.changeSubscription('resume')}
              onPortal={actions.openPortal}
            />
          ) : null}
        </div>

        <section aria-labelledby="plans-title" className="mt-14">
          <h2 id="plans-title" className="sr-only">
            Les formules
          </h2>
          <PricingPlans
            currentPlanId={current?.subscription_active ? current.plan : undefined}
            renderAction={(plan, highlighted) => (
              <PlanAction
                plan={{ id: plan.id as PaidPlanId, name: plan.name }}
                highlighted={highlighted}
                signedIn={signedIn}
                usage={current}
                checkoutPending={actions.checkoutPending}
                choosing={actions.choosing}
                onChoose={actions.choose}
              />
            )}
          />
          <p className="mt-8 text-center text-sm text-slate-500">
            Prix TTC par mois, renouvellement mensuel automatique.{' '}
            <Link to="/legal/sales" className="font-medium text-slate-700 underline hover:text-slate-900">
              Conditions générales de vente
            </Link>
          </p>
        </section>

        <section aria-labelledby="comparison-title" className="mt-20">
          <h2 id="comparison-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Comparer les formules
          </h2>
          <div className="mt-6">
            <PlanComparison />
          </div>
        </section>

        <SubscriptionFaq />
      </div>

      {actions.confirmCancel && current ? (
        <ConfirmDialog
          title="Résilier votre abonnement ?"
          confirmLabel="Résilier"
          cancelLabel="Garder ma formule"
          busy={actions.changePending}
          onConfirm={() => actions.changeSubscription('cancel')}
          onCancel={() => actions.setConfirmCancel(false)}
        >
          Votre formule {PLANS[current.plan].name} reste active jusqu’à la fin de la période payée
          {current.current_period_end ? ` (${formatDate(current.current_period_end)})` : ''}. Aucun nouveau prélèvement
          ne sera fait.
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
