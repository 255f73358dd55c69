import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, CircleX, FlaskConical, Lock, RefreshCcw, ShieldCheck } from 'lucide-react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { BILLING_TERMS, type PaidPlanId } from '@batiao/shared/domain/plans';
import { Button, ButtonLink } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { PricingPlans } from '../../components/ui/pricing-plans';
import { Spinner } from '../../components/ui/spinner';
import { BILLING_USAGE_KEY, useBillingUsage } from '../../features/billing/api/get-usage';
import { useChangeSubscription, useOpenPortal } from '../../features/billing/api/manage-subscription';
import { useStartCheckout } from '../../features/billing/api/start-checkout';
import { useVerifyPayment } from '../../features/billing/api/verify-payment';
import { PlanComparison } from '../../features/billing/components/plan-comparison';
import { responsesLeftLabel } from '../../features/billing/components/plan-badge';
import { SubscriptionStatus } from '../../features/billing/components/subscription-status';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import { PLANS } from '../../lib/plans';
import { useSession } from '../../lib/session';
import { notifyError, notifySuccess } from '../../lib/toasts';

const FAQ: { q: string; a: string }[] = [
  {
    q: 'Suis-je engagé sur une durée ?',
    a: 'Non. L’abonnement est mensuel, sans engagement, et se renouvelle automatiquement chaque mois. Vous pouvez le résilier à tout moment : la résiliation prend effet à la fin de la période déjà payée, et vous gardez l’accès jusque-là.',
  },
  {
    q: 'Qu’est-ce qu’une « réponse générée » ?',
    a: 'Une réponse complète à un appel d’offres : lettre de candidature, mémoire technique et liste des pièces, avec le PDF. Votre quota se remet à zéro chaque mois, à la date anniversaire de votre abonnement ; une génération qui échoue n’est pas décomptée.',
  },
  {
    q: 'Que se passe-t-il si j’atteins mon quota ?',
    a: 'Vous gardez l’accès aux appels d’offres, à votre dossier et à vos réponses déjà générées. Pour générer de nouvelles réponses avant la remise à zéro, passez à une formule supérieure ; la formule EXPERT est illimitée.',
  },
  {
    q: 'Comment se passe le paiement ?',
    a: 'Par carte bancaire, sur la page de paiement sécurisée de notre prestataire (Stripe). BatiAO ne voit ni ne conserve votre numéro de carte. Les prix sont indiqués TTC.',
  },
  {
    q: 'Et si un paiement échoue ?',
    a: `Nous vous prévenons et le prestataire retente le prélèvement. Sans régularisation ${BILLING_TERMS.suspensionDelayDays} jours après le premier échec, le service est suspendu ; il reprend dès que le paiement passe.`,
  },
  {
    q: 'Puis-je changer de formule ?',
    a: 'Oui, à tout moment depuis cette page : la nouvelle formule remplace l’ancienne et une nouvelle période d’un mois commence. Le quota se compte par période, pas par formule : les réponses déjà générées depuis le début de la période en cours restent décomptées.',
  },
  {
    q: 'Ai-je un droit de rétractation ?',
    a: `Les consommateurs disposent de ${BILLING_TERMS.withdrawalDays} jours pour se rétracter. Les professionnels (entreprises, artisans) n’en bénéficient pas, conformément au Code de la consommation.`,
  },
];

/** Where the checkout answer sends the browser: Stripe's page (absolute) or the local test page (a path). */
function goTo(url: string, navigate: ReturnType<typeof useNavigate>) {
  if (url.startsWith('/')) {
    void navigate(url);
  } else {
    window.location.assign(url);
  }
}

/** PAYMENTS_TEST_MODE=on (ADR 011): nobody may take this server's checkout for a real one. */
function TestModeBanner() {
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

const errorMessage = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/** /subscription: the plans, the comparison table, the FAQ, the current plan and the payment return. */
export function SubscriptionPage() {
  usePageMeta({
    title: 'Abonnement',
    description:
      'Les formules BatiAO : ESSENTIEL 39 €, PRO 49 €, EXPERT 149 € TTC par mois. Sans engagement, résiliable à tout moment.',
  });
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const usage = useBillingUsage({ enabled: signedIn });
  const checkout = useStartCheckout();
  const verify = useVerifyPayment();
  const change = useChangeSubscription();
  const portal = useOpenPortal();
  const [choosing, setChoosing] = useState<PaidPlanId | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [returnError, setReturnError] = useState<string | null>(null);
  const location = useLocation();
  const canceledReturn = (location.state as { paymentCanceled?: boolean } | null)?.paymentCanceled === true;
  const verifiedSession = useRef<string | null>(null);

  // The payment return: ?success=true&session_id=… (Stripe or the test page), or ?canceled=true.
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
        void queryClient.invalidateQueries({ queryKey: BILLING_USAGE_KEY });
        void navigate('/subscription', { replace: true });
      },
      onError: (error) => {
        setReturnError(errorMessage(error, 'La vérification du paiement a échoué.'));
        console.error('Vérification du paiement en échec', error);
        void navigate('/subscription', { replace: true });
      },
    });
  }, [success, sessionId, canceled, signedIn, verifyMutate, refresh, navigate, queryClient]);

  function choose(plan: PaidPlanId) {
    setChoosing(plan);
    checkout.mutate(plan, {
      onSuccess: (answer) => goTo(answer.url, navigate),
      onError: (error) => {
        setChoosing(null);
        notifyError(errorMessage(error, 'Impossible de démarrer le paiement.'));
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
      onError: (error) => notifyError(errorMessage(error, 'L’opération a échoué.')),
    });
  }

  function openPortal() {
    portal.mutate(undefined, {
      onSuccess: (answer) => window.location.assign(answer.url),
      onError: (error) => notifyError(errorMessage(error, 'L’espace client est indisponible.')),
    });
  }

  const current = usage.data;
  const verifying = verify.isPending || (success && Boolean(sessionId) && session.status === 'loading');

  return (
    <div className="bg-slate-50">
      <section className="relative overflow-hidden bg-ink-950 text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(60rem_30rem_at_50%_-10%,rgba(245,158,11,0.18),transparent)]"
        />
        <div className="relative mx-auto max-w-4xl px-4 pt-16 pb-28 text-center sm:px-6 sm:pt-20 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-amber-400 uppercase">Abonnement</p>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-5xl">
            Répondez à plus d’appels d’offres, sans y passer vos soirées.
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-slate-300">
            Trois formules mensuelles, prix TTC. Sans engagement, résiliable à tout moment.
          </p>
          <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-3 text-sm text-slate-300">
            <li className="inline-flex items-center gap-2">
              <ShieldCheck aria-hidden="true" className="size-4.5 text-amber-400" />
              Paiement sécurisé par carte
            </li>
            <li className="inline-flex items-center gap-2">
              <RefreshCcw aria-hidden="true" className="size-4.5 text-amber-400" />
              Sans engagement
            </li>
            <li className="inline-flex items-center gap-2">
              <CircleX aria-hidden="true" className="size-4.5 text-amber-400" />
              Résiliable à tout moment
            </li>
          </ul>
        </div>
      </section>

      <div className="mx-auto -mt-16 max-w-7xl px-4 pb-24 sm:px-6 lg:px-8">
        <div className="relative space-y-4">
          {verifying ? (
            <div
              role="status"
              className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-5 text-slate-700 shadow-sm"
            >
              <Spinner />
              Vérification de votre paiement…
            </div>
          ) : null}
          {success && sessionId && session.status === 'anonymous' ? (
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
          {current?.payment_mode === 'test' ? <TestModeBanner /> : null}
          {current?.payment_mode === 'disabled' ? (
            <div
              role="status"
              data-testid="payments-unavailable"
              className="flex items-start gap-3 rounded-2xl border border-slate-300 bg-white p-5 text-slate-800 shadow-sm"
            >
              <CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
              <div>
                <p className="font-semibold">Le paiement en ligne n’est pas disponible sur ce serveur.</p>
                <p className="mt-1 text-sm text-slate-600">
                  Les formules ne peuvent pas être souscrites pour le moment. Votre compte, vos appels d’offres et votre
                  dossier restent accessibles.
                </p>
              </div>
            </div>
          ) : null}
          {signedIn && current ? (
            <SubscriptionStatus
              usage={current}
              busy={change.isPending || portal.isPending}
              onCancel={() => setConfirmCancel(true)}
              onResume={() => changeSubscription('resume')}
              onPortal={openPortal}
            />
          ) : null}
        </div>

        <section aria-labelledby="plans-title" className="mt-14">
          <h2 id="plans-title" className="sr-only">
            Les formules
          </h2>
          <PricingPlans
            currentPlanId={current?.subscription_active ? current.plan : undefined}
            renderAction={(plan, highlighted) => {
              const id = plan.id as PaidPlanId;
              if (!signedIn) {
                return (
                  <ButtonLink
                    to="/register"
                    variant={highlighted ? 'accent' : 'secondary'}
                    size="lg"
                    className="w-full"
                  >
                    Choisir {plan.name}
                  </ButtonLink>
                );
              }
              if (current?.subscription_active && current.plan === id) {
                return (
                  <p className="flex h-12 items-center justify-center gap-2 rounded-lg border border-emerald-300 bg-emerald-50 text-sm font-semibold text-emerald-800">
                    <BadgeCheck aria-hidden="true" className="size-4.5" />
                    Formule actuelle · {responsesLeftLabel(current.left)}
                  </p>
                );
              }
              return (
                <Button
                  variant={highlighted ? 'accent' : 'secondary'}
                  size="lg"
                  className="w-full"
                  disabled={checkout.isPending || current?.payment_mode === 'disabled'}
                  onClick={() => choose(id)}
                >
                  {checkout.isPending && choosing === id ? <Spinner /> : <Lock aria-hidden="true" className="size-4" />}
                  {current?.subscription_active ? `Passer à ${plan.name}` : `Choisir ${plan.name}`}
                </Button>
              );
            }}
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

        <section aria-labelledby="faq-title" className="mx-auto mt-20 max-w-3xl">
          <h2 id="faq-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Questions fréquentes
          </h2>
          <div className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
            {FAQ.map((item) => (
              <details key={item.q} className="group px-6 py-5 [&_summary::-webkit-details-marker]:hidden">
                <summary className="flex cursor-pointer items-center justify-between gap-4 font-semibold text-slate-900">
                  {item.q}
                  <span
                    aria-hidden="true"
                    className="text-xl leading-none text-slate-400 transition-transform group-open:rotate-45"
                  >
                    +
                  </span>
                </summary>
                <p className="mt-3 text-sm leading-6 text-slate-600">{item.a}</p>
              </details>
            ))}
          </div>
        </section>
      </div>

      {confirmCancel && current ? (
        <ConfirmDialog
          title="Résilier votre abonnement ?"
          confirmLabel="Résilier"
          cancelLabel="Garder ma formule"
          busy={change.isPending}
          onConfirm={() => changeSubscription('cancel')}
          onCancel={() => setConfirmCancel(false)}
        >
          Votre formule {PLANS[current.plan].name} reste active jusqu’à la fin de la période payée
          {current.current_period_end ? ` (${formatDate(current.current_period_end)})` : ''}. Aucun nouveau prélèvement
          ne sera fait.
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
