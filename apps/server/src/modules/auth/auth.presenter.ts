import type { User } from '@batiao/shared/contracts/auth';
import { effectiveSubscription } from '@batiao/shared/domain/plans';
import { toTradeSlug } from '@batiao/shared/domain/trades';
import type { UserRow } from '../../db/schema/index.ts';

/**
 * The user as the API shows it: never the password hash. The subscription is the one in force at
 * `now` (an ended cancellation or a suspension shows at once, as the server enforces it).
 */
export function presentUser(row: UserRow, now: Date): User {
  const subscription = effectiveSubscription(row, now);
  return {
    id: row.id,
    prenom: row.prenom,
    nom: row.nom,
    email: row.email,
    metier: toTradeSlug(row.metier) ?? 'macon',
    zone_geographique: row.zoneGeographique,
    departement: row.departement,
    role: row.role === 'admin' ? 'admin' : 'user',
    subscription_active: subscription.active,
    subscription_plan: subscription.plan,
    dossier_completion: row.dossierCompletion,
    created_at: row.createdAt.toISOString(),
  };
}
