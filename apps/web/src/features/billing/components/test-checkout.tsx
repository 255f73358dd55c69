import { ArrowLeft, CreditCard, FlaskConical, Lock } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageSpinner, Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { formatEuros } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { notifyError } from '../../../lib/toasts';
import { useFinishTestCheckout, useTestCheckout } from '../api/test-checkout';

const TEST_BANNER = 'Mode test — aucun paiement réel';

/**
 * The local checkout, used when Stripe is not configured: it stands where Stripe's hosted page
 * would, marked as a test, and ends on the same payment return (/subscription?success=true&session_id=…).
 */
export function TestCheckout({ sessionId }: { sessionId: string }) {
  const navigate = useNavigate();
  const { user } = useSession();
  const checkout = useTestCheckout(sessionId);
  const finish = useFinishTestCheckout(sessionId);

  function act(action: 'complete' | 'cancel') {
    finish.mutate(action, {
      onSuccess: (result) => void navigate(result.redirect_url),
      onError: (error) => notifyError(error instanceof ApiError ? error.message : 'Le paiement simulé a échoué.'),
    });
  }

  return (
    <div className="min-h-[80vh] bg-slate-100 px-4 py-10 sm:py-16">
      <div className="mx-auto max-w-lg">
        <div
          role="note"
          className="flex items-center justify-center gap-2.5 rounded-t-2xl border-2 border-b-0 border-amber-500 bg-[repeating-linear-gradient(-45deg,#f59e0b_0_14px,#fbbf24_14px_28px)] px-4 py-3 text-center text-base font-extrabold tracking-wide text-slate-950 uppercase shadow-sm sm:text-lg"
        >
          <FlaskConical aria-hidden="true" className="size-5 shrink-0" />
          {TEST_BANNER}
        </div>
        <div className="rounded-b-2xl border-2 border-t-0 border-amber-500 bg-white p-6 shadow-xl shadow-slate-900/5 sm:p-8">
          {!sessionId ? (
            <p className="text-slate-700">Aucune session de paiement. Recommencez depuis la page Abonnement.</p>
          ) : checkout.isPending ? (
            <PageSpinner label="Chargement du paiement…" />
          ) : checkout.isError ? (
            <p role="alert" className="text-slate-700">
              {checkout.error instanceof ApiError ? checkout.error.message : 'Session de paiement introuvable.'}
            </p>
          ) : (
            <>
              <p className="text-sm font-semibold text-slate-500">BatiAO · abonnement mensuel</p>
              <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900">
                Formule {checkout.data.plan_name}
              </h1>
              <p className="mt-4 flex items-baseline gap-1.5">
                <span className="text-4xl font-bold tracking-tight text-slate-900">
                  {formatEuros(checkout.data.amount_cents / 100)}
                </span>
                <span className="text-sm font-medium text-slate-500">TTC / mois</span>
              </p>
              <dl className="mt-6 divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm">
                <div className="flex justify-between gap-4 px-4 py-3">
                  <dt className="text-slate-500">Compte</dt>
                  <dd className="truncate font-medium text-slate-900">{checkout.data.email || user?.email}</dd>
                </div>
                <div className="flex justify-between gap-4 px-4 py-3">
                  <dt className="text-slate-500">Renouvellement</dt>
                  <dd className="font-medium text-slate-900">Mensuel, sans engagement</dd>
                </div>
                <div className="flex items-center justify-between gap-4 px-4 py-3">
                  <dt className="text-slate-500">Carte</dt>
                  <dd className="inline-flex items-center gap-2 font-medium text-slate-400">
                    <CreditCard aria-hidden="true" className="size-4" />
                    aucune carte demandée
                  </dd>
                </div>
              </dl>
              <p className="mt-5 rounded-lg bg-amber-50 p-3 text-sm leading-6 text-amber-900">
                Ce serveur n’est pas relié à un prestataire de paiement : ce paiement est simulé, rien n’est débité.
                L’abonnement est activé exactement comme après un vrai paiement.
              </p>
              {checkout.data.status === 'open' ? (
                <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
                  <Button
                    variant="accent"
                    size="lg"
                    className="flex-1"
                    disabled={finish.isPending}
                    onClick={() => act('complete')}
                  >
                    {finish.isPending ? <Spinner /> : <Lock aria-hidden="true" className="size-4" />}
                    Payer (simulation)
                  </Button>
                  <Button variant="secondary" size="lg" disabled={finish.isPending} onClick={() => act('cancel')}>
                    Annuler
                  </Button>
                </div>
              ) : (
                <p className="mt-6 text-sm font-medium text-slate-700">
                  {checkout.data.status === 'paid' ? 'Ce paiement est déjà effectué.' : 'Ce paiement a été annulé.'}{' '}
                  <Link to="/subscription" className="underline">
                    Retour à l’abonnement
                  </Link>
                </p>
              )}
            </>
          )}
        </div>
        <Link
          to="/subscription"
          className="mt-6 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Retour aux formules
        </Link>
      </div>
    </div>
  );
}
