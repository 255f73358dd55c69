import type { ReactNode } from 'react';
import { AlertCircle, CreditCard } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import type { GenerationErrorView } from '../lib/display';

/**
 * A generation that did not go through, next to the button that started it: the subscription
 * banner for a 403, a link to the plans for a 402 (quota), the message otherwise.
 */
export function GenerationAlert({
  error,
  subscriptionBanner,
}: {
  error: GenerationErrorView;
  subscriptionBanner?: ReactNode;
}) {
  if (error.kind === 'subscription' && subscriptionBanner) {
    return <div role="alert">{subscriptionBanner}</div>;
  }
  const quota = error.kind === 'quota' || error.kind === 'subscription';
  return (
    <div
      role="alert"
      className={`flex flex-col gap-3 rounded-xl border px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between ${
        quota ? 'border-amber-300 bg-amber-50 text-amber-950' : 'border-red-200 bg-red-50 text-red-800'
      }`}
    >
      <p className="flex items-start gap-2.5">
        {quota ? (
          <CreditCard aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
        ) : (
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        )}
        <span>{error.message}</span>
      </p>
      {quota ? (
        <ButtonLink to="/subscription" variant="accent" size="sm" className="shrink-0 self-start sm:self-auto">
          Voir les abonnements
        </ButtonLink>
      ) : null}
    </div>
  );
}
