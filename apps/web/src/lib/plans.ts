import type { PlanId } from '@batiao/shared/contracts/auth';
import { PLANS, normalizePlan } from '@batiao/shared/domain/plans';

/**
 * The plans come from the one shared definition (packages/shared/src/domain/plans.ts), which the
 * server also enforces: the landing page, the subscription page and the CGV read the same object.
 */
export { PAID_PLANS, PLANS, formatPlanPrice, formatQuota, type PlanDefinition } from '@batiao/shared/domain/plans';

/** The plan badge of a user: 'free' reads "Aucun"; legacy values are read as today's plans. */
export function planLabel(planId: PlanId | string): string {
  return PLANS[normalizePlan(planId)].name;
}
