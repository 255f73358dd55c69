import { Lock } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { SUBSCRIPTION_REQUIRED_MESSAGE } from '../lib/display';

/** core-journey §6: users without a subscription are told that generating a response needs one. */
export function SubscriptionRequiredBanner({ className = '' }: { className?: string }) {
  return (
    <div
      role="note"
      className={`flex flex-col gap-4 rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5 ${className}`}
    >
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-amber-100 text-amber-700">
          <Lock aria-hidden="true" className="size-4.5" />
        </span>
        <div>
          <p className="font-semibold text-slate-900">{SUBSCRIPTION_REQUIRED_MESSAGE}</p>
          <p className="mt-0.5 text-sm text-slate-700">
            Consultez librement les appels d’offres ; la préparation de la lettre de candidature et du mémoire technique
            est réservée aux abonnés.
          </p>
        </div>
      </div>
      <ButtonLink to="/subscription" variant="accent" size="sm" className="shrink-0 self-start sm:self-auto">
        Voir les abonnements
      </ButtonLink>
    </div>
  );
}
