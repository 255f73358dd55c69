import { AlertTriangle, CalendarClock, CheckCircle2, PauseCircle } from 'lucide-react';
import type { BillingUsage } from '@batiao/shared/contracts/billing';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import { responsesLeftLabel } from './plan-badge';

interface SubscriptionStatusProps {
  usage: BillingUsage;
  onCancel: () => void;
  onResume: () => void;
  onPortal: () => void;
  busy: boolean;
}

function statusLine(usage: BillingUsage): { text: string; tone: 'ok' | 'warn' | 'bad' | 'none' } {
  const until = usage.current_period_end ? formatDate(usage.current_period_end) : null;
  switch (usage.status) {
    case 'active':
      if (usage.payment_mode === 'test' && !usage.can_manage_in_portal) {
        // A test-mode subscription is not renewed (ADR 011).
        return { text: until ? `Actif · mode test, sans renouvellement : jusqu’au ${until}` : 'Actif', tone: 'ok' };
      }
      return { text: until ? `Actif · renouvellement le ${until}` : 'Actif', tone: 'ok' };
    case 'canceling':
      return { text: `Résiliation programmée · actif jusqu’au ${until ?? '—'}`, tone: 'warn' };
    case 'past_due':
      return {
        text: `Paiement en échec · service suspendu le ${usage.suspension_at ? formatDate(usage.suspension_at) : '—'} sans régularisation`,
        tone: 'bad',
      };
    case 'suspended':
      return { text: 'Suspendu pour défaut de paiement', tone: 'bad' };
    case 'canceled':
      return { text: 'Abonnement terminé', tone: 'none' };
    default:
      return { text: 'Aucun abonnement', tone: 'none' };
  }
}

/** « Votre abonnement »: plan, status, this period's responses, and how to cancel or manage it. */
export function SubscriptionStatus({ usage, onCancel, onResume, onPortal, busy }: SubscriptionStatusProps) {
  const line = statusLine(usage);
  const Icon =
    line.tone === 'ok'
      ? CheckCircle2
      : line.tone === 'warn'
        ? CalendarClock
        : line.tone === 'bad'
          ? AlertTriangle
          : PauseCircle;
  const iconColor =
    line.tone === 'ok'
      ? 'text-emerald-600'
      : line.tone === 'warn'
        ? 'text-amber-600'
        : line.tone === 'bad'
          ? 'text-red-600'
          : 'text-slate-400';
  const ratio =
    usage.limit === null ? 1 : usage.limit === 0 ? 0 : Math.max(0, Math.min(1, (usage.left ?? 0) / usage.limit));

  return (
    <section
      aria-labelledby="current-plan-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <div className="flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
        <div>
          <h2 id="current-plan-title" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
            Votre abonnement
          </h2>
          <p className="mt-2 text-3xl font-bold tracking-tight text-slate-900" data-testid="current-plan">
            {usage.plan_name}
          </p>
          <p className="mt-2 inline-flex items-center gap-2 text-sm text-slate-700">
            <Icon aria-hidden="true" className={`size-4.5 ${iconColor}`} />
            {line.text}
          </p>
        </div>

        {usage.subscription_active ? (
          <div className="w-full max-w-sm">
            <p className="flex items-baseline justify-between text-sm">
              <span className="font-semibold text-slate-900" data-testid="responses-left">
                {responsesLeftLabel(usage.left)}
              </span>
              <span className="text-slate-500">
                {usage.limit === null
                  ? `${usage.used} utilisée${usage.used > 1 ? 's' : ''}`
                  : `${usage.used} / ${usage.limit} utilisées`}
              </span>
            </p>
            <div
              className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-100"
              role="progressbar"
              aria-label="Réponses restantes"
              aria-valuemin={0}
              aria-valuemax={usage.limit ?? 1}
              aria-valuenow={usage.limit === null ? 1 : (usage.left ?? 0)}
            >
              <div
                className={`h-full rounded-full ${ratio > 0.25 ? 'bg-emerald-500' : ratio > 0 ? 'bg-amber-500' : 'bg-red-500'}`}
                style={{ width: `${Math.round(ratio * 100)}%` }}
              />
            </div>
            <p className="mt-2 text-xs text-slate-500">Remise à zéro le {formatDate(usage.period_end)}</p>
          </div>
        ) : null}

        <div className="flex flex-wrap gap-3">
          {usage.can_manage_in_portal ? (
            <Button variant="secondary" onClick={onPortal} disabled={busy}>
              Gérer mon abonnement
            </Button>
          ) : usage.status === 'canceling' ? (
            <Button variant="secondary" onClick={onResume} disabled={busy}>
              Annuler la résiliation
            </Button>
          ) : usage.subscription_active && usage.payment_mode === 'test' ? (
            <Button variant="ghost" onClick={onCancel} disabled={busy}>
              Résilier
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
