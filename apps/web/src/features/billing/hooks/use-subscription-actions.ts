import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { PaidPlanId } from '@batiao/shared/domain/plans';
import { formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/toasts';
import { useChangeSubscription, useOpenPortal } from '../api/manage-subscription';
import { useStartCheckout } from '../api/start-checkout';
import { billingErrorMessage } from '../lib/errors';

/** Where the checkout answer sends the browser: Stripe's page (absolute) or the local test page (a path). */
function goTo(url: string, navigate: ReturnType<typeof useNavigate>) {
  if (url.startsWith('/')) {
    void navigate(url);
  } else {
    window.location.assign(url);
  }
}

/** What a subscriber can do on /subscription: choose a plan, cancel or resume, open the customer portal. */
export function useSubscriptionActions({ refresh }: { refresh: () => Promise<void> }) {
  const navigate = useNavigate();
  const checkout = useStartCheckout();
  const change = useChangeSubscription();
  const portal = useOpenPortal();
  const [choosing, setChoosing] = useState<PaidPlanId | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);

  function choose(plan: PaidPlanId) {
    setChoosing(plan);
    checkout.mutate(plan, {
      onSuccess: (answer) => goTo(answer.url, navigate),
      onError: (error) => {
        setChoosing(null);
        notifyError(billingErrorMessage(error, 'Impossible de démarrer le paiement.'));
      },
    });
  }

  function changeSubscription(action: 'cancel' | 'resume') {
    change.mutate(action, {
      onSuccess: (next) => {
        setConfirmCancel(false);
        void refresh();
        notifySuccess(
          action === 'cancel'
            ? `Résiliation enregistrée : votre formule reste active jusqu’au ${next.current_period_end ? formatDate(next.current_period_end) : 'terme de la période'}.`
            : 'Résiliation annulée : votre abonnement continue.',
        );
      },
      onError: (error) => notifyError(billingErrorMessage(error, 'L’opération a échoué.')),
    });
  }

  function openPortal() {
    portal.mutate(undefined, {
      onSuccess: (answer) => window.location.assign(answer.url),
      onError: (error) => notifyError(billingErrorMessage(error, 'L’espace client est indisponible.')),
    });
  }

  return {
    choose,
    /** The plan whose checkout is starting. */
    choosing,
    checkoutPending: checkout.isPending,
    changePending: change.isPending,
    portalPending: portal.isPending,
    changeSubscription,
    openPortal,
    confirmCancel,
    setConfirmCancel,
  };
}
