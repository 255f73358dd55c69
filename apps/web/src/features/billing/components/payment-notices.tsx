import { CircleX, FlaskConical } from 'lucide-react';
import { Link } from 'react-router';
import type { PaymentMode } from '@batiao/shared/contracts/billing';
import { Spinner } from '../../../components/ui/spinner';
import type { PaymentReturn } from '../hooks/use-payment-return';

/** PAYMENTS_TEST_MODE=on (ADR 011): nobody may take this server's checkout for a real one. */
export function TestModeBanner() {
  return (
    <div
      role="note"
      data-testid="test-mode-banner"
      className="flex flex-col items-center gap-1 rounded-2xl border-2 border-amber-500 bg-[repeating-linear-gradient(-45deg,#f59e0b_0_14px,#fbbf24_14px_28px)] px-4 py-3 text-center text-slate-950 shadow-sm"
    >
      <p className="inline-flex items-center gap-2.5 text-base font-extrabold tracking-wide uppercase sm:text-lg">
        <FlaskConical aria-hidden="true" className="size-5 shrink-0" />
        Mode test — aucun paiement réel
      </p>
      <p className="rounded bg-amber-50/90 px-2 py-0.5 text-sm font-medium">
        Les paiements de ce serveur sont simulés ; un abonnement d’essai n’est pas renouvelé et s’arrête au bout d’un
        mois.
      </p>
    </div>
  );
}

function PaymentsUnavailable() {
  return (
    <div
      role="status"
      data-testid="payments-unavailable"
      className="flex items-start gap-3 rounded-2xl border border-slate-300 bg-white p-5 text-slate-800 shadow-sm"
    >
      <CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
      <div>
        <p className="font-semibold">Le paiement en ligne n’est pas disponible sur ce serveur.</p>
        <p className="mt-1 text-sm text-slate-600">
          Les formules ne peuvent pas être souscrites pour le moment. Votre compte, vos appels d’offres et votre dossier
          restent accessibles.
        </p>
      </div>
    </div>
  );
}

/** What the payment return says (verifying, sign in first, failed, cancelled), then the server's payment mode. */
export function PaymentNotices({
  paymentReturn,
  anonymous,
  paymentMode,
}: {
  paymentReturn: PaymentReturn;
  /** Nobody is signed in: a returning payment cannot be activated yet. */
  anonymous: boolean;
  paymentMode: PaymentMode | undefined;
}) {
  const { verifying, pendingSession, returnError, canceledReturn } = paymentReturn;
  return (
    <>
      {verifying ? (
        <div
          role="status"
          className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-5 text-slate-700 shadow-sm"
        >
          <Spinner />
          Vérification de votre paiement…
        </div>
      ) : null}
      {pendingSession && anonymous ? (
        <div role="alert" className="rounded-2xl border border-amber-200 bg-amber-50 p-5 text-slate-800 shadow-sm">
          Connectez-vous pour finaliser l’activation de votre abonnement.{' '}
          <Link to="/login" className="font-semibold text-amber-800 underline">
            Se connecter
          </Link>
        </div>
      ) : null}
      {returnError ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900 shadow-sm">
          <p className="font-semibold">Votre abonnement n’a pas été activé</p>
          <p className="mt-1 text-sm">{returnError}</p>
        </div>
      ) : null}
      {canceledReturn ? (
        <div role="status" className="rounded-2xl border border-slate-200 bg-white p-5 text-slate-700 shadow-sm">
          Paiement annulé : aucun montant n’a été débité. Vous pouvez choisir une formule quand vous le souhaitez.
        </div>
      ) : null}
      {paymentMode === 'test' ? <TestModeBanner /> : null}
      {paymentMode === 'disabled' ? <PaymentsUnavailable /> : null}
    </>
  );
}
