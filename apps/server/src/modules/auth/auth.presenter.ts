import type { User } from '@batiao/shared/contracts/auth';
import { PLAN_IDS } from '@batiao/shared/contracts/auth';
import { toTradeSlug } from '@batiao/shared/domain/trades';
import type { UserRow } from '../../db/schema/index.ts';

/** The user as the API shows it: never the password hash. */
export function presentUser(row: UserRow): User {
  const plan = PLAN_IDS.find((p) => p === row.subscriptionPlan) ?? 'free';
  return {
    id: row.id,
    prenom: row.prenom,
    nom: row.nom,
    email: row.email,
    metier: toTradeSlug(row.metier) ?? 'macon',
    zone_geographique: row.zoneGeographique,
    departement: row.departement,
    role: row.role === 'admin' ? 'admin' : 'user',
    subscription_active: row.subscriptionActive,
    subscription_plan: plan,
    dossier_completion: row.dossierCompletion,
    created_at: row.createdAt.toISOString(),
  };
}
