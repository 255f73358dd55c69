import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Session } from '../../../lib/session';
import { notifySuccess } from '../../../lib/toasts';
import { useVerifyPayment } from '../api/verify-payment';
import { billingErrorMessage } from '../lib/errors';
import { queryKeys } from '../../../lib/query-keys';

export interface PaymentReturn {
  /** The return carries a session to verify: ?success=true&session_id=… */
  pendingSession: boolean;
  /** The payment is being verified (or the session that will verify it is still loading). */
  verifying: boolean;
  /** Why the subscription was not activated, once the server has said so. */
  returnError: string | null;
  /** The visitor came back from a cancelled payment (?canceled=true, then cleaned from the address). */
  canceledReturn: boolean;
}

/**
 * The payment return on /subscription: ?success=true&session_id=… (Stripe or the local test page)
 * is verified once with the server, then the address is cleaned; ?canceled=true becomes a notice.
 */
export function usePaymentReturn(session: Session): PaymentReturn {
  const signedIn = session.status === 'authenticated';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const location = useLocation();
  const verify = useVerifyPayment();
  const [returnError, setReturnError] = useState<string | null>(null);
  const verifiedSession = useRef<string | null>(null);
  const canceledReturn = (location.state as { paymentCanceled?: boolean } | null)?.paymentCanceled === true;

  const success = params.get('success') === 'true';
  const sessionId = params.get('session_id');
  const canceled = params.get('canceled') === 'true';
  const { refresh } = session;
  const { mutate: verifyMutate } = verify;
  useEffect(() => {
    if (canceled) {
      void navigate('/subscription', { replace: true, state: { paymentCanceled: true } });
      return;
    }
    if (!success || !sessionId || !signedIn || verifiedSession.current === sessionId) {
      return;
    }
    verifiedSession.current = sessionId;
    verifyMutate(sessionId, {
      onSuccess: (result) => {
        setReturnError(null);
        notifySuccess(`Abonnement ${result.plan_name} activé. Bienvenue !`);
        void refresh();
        void queryClient.invalidateQueries({ queryKey: queryKeys.billing.usage });
        void navigate('/subscription', { replace: true });
      },
      onError: (error) => {
        setReturnError(billingErrorMessage(error, 'La vérification du paiement a échoué.'));
        console.error('Vérification du paiement en échec', error);
        void navigate('/subscription', { replace: true });
      },
    });
  }, [success, sessionId, canceled, signedIn, verifyMutate, refresh, navigate, queryClient]);

  const pendingSession = success && Boolean(sessionId);
  return {
    pendingSession,
    verifying: verify.isPending || (pendingSession && session.status === 'loading'),
    returnError,
    canceledReturn,
  };
}
