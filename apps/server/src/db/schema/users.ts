import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** One account is one company (the tenant). Company profile columns arrive with the company-file work. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    prenom: text('prenom').notNull(),
    nom: text('nom').notNull(),
    metier: text('metier').notNull(),
    zoneGeographique: text('zone_geographique').notNull(),
    departement: text('departement').notNull(),
    codeInsee: text('code_insee').notNull(),
    role: text('role').notNull().default('user'),
    subscriptionActive: boolean('subscription_active').notNull().default(false),
    subscriptionPlan: text('subscription_plan').notNull().default('free'),
    /** none, active, canceling (ends at period end), past_due, suspended (7 days unpaid), canceled. */
    subscriptionStatus: text('subscription_status').notNull().default('none'),
    /** 'stripe' or 'test' (local checkout); null before the first subscription. */
    subscriptionProvider: text('subscription_provider'),
    /** The quota anchor: the subscription's start; quota periods are monthly from it. */
    subscriptionPeriodStart: timestamp('subscription_period_start', { withTimezone: true }),
    /** End of the paid period. */
    subscriptionPeriodEnd: timestamp('subscription_period_end', { withTimezone: true }),
    /**
     * After a change of plan within a quota period: that period's start. The new subscription's
     * first period counts the responses since then (a quota is per period, not per plan; ADR 011).
     */
    quotaCarriedFrom: timestamp('quota_carried_from', { withTimezone: true }),
    subscriptionCancelAtPeriodEnd: boolean('subscription_cancel_at_period_end').notNull().default(false),
    /** The first failed payment of the current incident; suspended 7 days after it. */
    paymentFailedAt: timestamp('payment_failed_at', { withTimezone: true }),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    dossierCompletion: integer('dossier_completion').notNull().default(0),
    /** The daily e-mail digest of new matching tenders; the user can turn it off. */
    emailAlerts: boolean('email_alerts').notNull().default(true),
    /**
     * Carried in every token (claim `sv`); a token of another version is refused. Raised by
     * « se déconnecter de tous les appareils », a password change and the admin bootstrap (ADR 010).
     */
    sessionVersion: integer('session_version').notNull().default(0),
    /**
     * Bytes of the user's stored files (documents and reference photos), kept exact: reserved
     * before a file is written, released with the row that referenced it (ADR 013).
     */
    storageBytes: bigint('storage_bytes', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // E-mail addresses are stored lowercased; the index on lower() also guards rows written by hand.
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_metier_departement_idx').on(t.metier, t.departement),
    check('users_role_check', sql`${t.role} in ('user', 'admin')`),
    check('users_plan_check', sql`${t.subscriptionPlan} in ('free', 'essentiel', 'pro', 'expert')`),
    uniqueIndex('users_stripe_subscription_idx').on(t.stripeSubscriptionId),
    index('users_stripe_customer_idx').on(t.stripeCustomerId),
    check(
      'users_subscription_status_check',
      sql`${t.subscriptionStatus} in ('none', 'active', 'canceling', 'past_due', 'suspended', 'canceled')`,
    ),
    check('users_dossier_completion_check', sql`${t.dossierCompletion} between 0 and 100`),
    check('users_storage_bytes_check', sql`${t.storageBytes} >= 0`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
