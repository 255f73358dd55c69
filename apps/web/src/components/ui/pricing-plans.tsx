import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { PAID_PLANS, formatPlanPrice, formatQuota, type PlanDefinition } from '../../lib/plans';
import { ButtonLink } from './button';

interface PricingPlansProps {
  /** Where the default button goes (visitors: registration). */
  ctaTo?: string;
  /** Replaces the default button of each plan (the subscription page starts a checkout). */
  renderAction?: (plan: PlanDefinition, highlighted: boolean) => ReactNode;
  /** The plan the signed-in account has: marked « Votre formule ». */
  currentPlanId?: string;
}

/**
 * The three monthly plans side by side, from the shared plan definition; the recommended one
 * stands out. The landing page and the subscription page both render this.
 */
export function PricingPlans({ ctaTo = '/register', renderAction, currentPlanId }: PricingPlansProps) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3 lg:items-stretch" aria-label="Formules">
      {PAID_PLANS.map((plan) => {
        const highlighted = plan.recommended;
        const alias = plan.fullName !== plan.name ? plan.fullName.slice(plan.name.length).trim() : null;
        const current = currentPlanId === plan.id;
        return (
          <li
            key={plan.id}
            aria-label={`Formule ${plan.name}`}
            data-plan={plan.id}
            className={`relative flex flex-col rounded-2xl p-7 sm:p-8 ${
              highlighted
                ? 'bg-ink-900 text-white shadow-2xl shadow-slate-900/20 ring-2 ring-amber-500 lg:-my-4 lg:py-12'
                : 'border border-slate-200 bg-white text-slate-900 shadow-sm'
            }`}
          >
            {highlighted || current ? (
              <p
                className={`absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full px-3.5 py-1 text-xs font-bold tracking-wide whitespace-nowrap uppercase ${
                  current ? 'bg-emerald-500 text-white' : 'bg-amber-500 text-slate-950'
                }`}
              >
                {current ? 'Votre formule' : 'Le plus populaire'}
              </p>
            ) : null}
            <h3 className="flex items-baseline gap-2 text-lg font-bold tracking-tight">
              {plan.name}
              {alias ? (
                <span className={`text-sm font-medium ${highlighted ? 'text-slate-400' : 'text-slate-500'}`}>
                  {alias}
                </span>
              ) : null}
            </h3>
            <p className={`mt-2 text-sm leading-6 ${highlighted ? 'text-slate-300' : 'text-slate-600'}`}>
              {plan.description}
            </p>
            <p className="mt-6 flex items-baseline gap-1.5">
              <span className="text-4xl font-bold tracking-tight" data-testid="plan-price">
                {formatPlanPrice(plan)}
              </span>
              <span className={`text-sm font-medium ${highlighted ? 'text-slate-400' : 'text-slate-500'}`}>
                TTC/mois
              </span>
            </p>
            <p
              className={`mt-1 text-sm font-semibold ${highlighted ? 'text-amber-400' : 'text-amber-700'}`}
              data-testid="plan-quota"
            >
              {formatQuota(plan)}
            </p>
            <ul
              className={`mt-6 flex-1 space-y-3 border-t pt-6 text-sm ${highlighted ? 'border-white/10' : 'border-slate-100'}`}
            >
              {plan.features.map((feature) => {
                const heading = feature.endsWith(':');
                return (
                  <li key={feature} className={`flex gap-2.5 ${heading ? 'font-semibold' : ''}`}>
                    {heading ? null : (
                      <Check
                        aria-hidden="true"
                        className={`mt-0.5 size-4 shrink-0 ${highlighted ? 'text-amber-400' : 'text-emerald-600'}`}
                      />
                    )}
                    <span className={highlighted ? 'text-slate-200' : 'text-slate-700'}>{feature}</span>
                  </li>
                );
              })}
            </ul>
            <div className="mt-8">
              {renderAction ? (
                renderAction(plan, highlighted)
              ) : (
                <ButtonLink to={ctaTo} variant={highlighted ? 'accent' : 'secondary'} size="lg" className="w-full">
                  Choisir {plan.name}
                </ButtonLink>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
