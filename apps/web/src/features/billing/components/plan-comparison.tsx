import { Check, Minus } from 'lucide-react';
import { PAID_PLANS, PLAN_COMPARISON } from '@batiao/shared/domain/plans';

/** The comparison table of the subscription page, from the shared plan definition. */
export function PlanComparison() {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">Comparatif des formules</caption>
        <thead>
          <tr className="border-b border-slate-200 bg-slate-50">
            <th scope="col" className="px-5 py-4 font-semibold text-slate-500">
              Fonctionnalité
            </th>
            {PAID_PLANS.map((plan) => (
              <th
                key={plan.id}
                scope="col"
                className={`px-5 py-4 text-center font-bold tracking-tight ${
                  plan.recommended ? 'bg-amber-50 text-slate-900' : 'text-slate-900'
                }`}
              >
                {plan.name}
                {plan.recommended ? (
                  <span className="mt-0.5 block text-xs font-semibold text-amber-700">Recommandée</span>
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {PLAN_COMPARISON.map((row) => (
            <tr key={row.label}>
              <th scope="row" className="px-5 py-3.5 font-medium text-slate-700">
                {row.label}
              </th>
              {PAID_PLANS.map((plan) => {
                const value = row.values[plan.id as keyof typeof row.values];
                return (
                  <td key={plan.id} className={`px-5 py-3.5 text-center ${plan.recommended ? 'bg-amber-50/60' : ''}`}>
                    {value === true ? (
                      <Check aria-label="Inclus" className="mx-auto size-5 text-emerald-600" />
                    ) : value === false ? (
                      <Minus aria-label="Non inclus" className="mx-auto size-5 text-slate-300" />
                    ) : (
                      <span className="font-semibold text-slate-900">{value}</span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
