import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type {
  CompanyEquipment,
  CompanyInsurance,
  CompanyQualification,
  CompanyReferenceStored,
  CompanyStaff,
  CompanyTurnover,
} from '@batiao/shared/contracts/company';
import { users } from './users.ts';

/**
 * The company profile ("Mon entreprise"): one row per account, written by the user only. The
 * response generator may state nothing about the company that is not here. The scalar identity
 * fields are columns; the lists (staff, turnover, qualifications, insurance, equipment,
 * references) are JSONB validated by the zod contract on every write.
 */
export const companyProfiles = pgTable(
  'company_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    raisonSociale: text('raison_sociale'),
    /** 14 digits, Luhn-checked (La Poste's SIRET 356 000 000 xxxxx excepted, see domain/siret). */
    siret: text('siret'),
    formeJuridique: text('forme_juridique'),
    adresse: text('adresse'),
    codePostal: text('code_postal'),
    ville: text('ville'),
    anneeCreation: integer('annee_creation'),
    effectifs: jsonb('effectifs').$type<CompanyStaff[]>().notNull().default([]),
    chiffresAffaires: jsonb('chiffres_affaires').$type<CompanyTurnover[]>().notNull().default([]),
    qualifications: jsonb('qualifications').$type<CompanyQualification[]>().notNull().default([]),
    assurances: jsonb('assurances').$type<CompanyInsurance[]>().notNull().default([]),
    materiel: jsonb('materiel').$type<CompanyEquipment[]>().notNull().default([]),
    references: jsonb('references').$type<CompanyReferenceStored[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('company_profiles_siret_check', sql`${t.siret} is null or ${t.siret} ~ '^[0-9]{14}$'`),
    check('company_profiles_annee_check', sql`${t.anneeCreation} is null or ${t.anneeCreation} between 1800 and 2100`),
  ],
);

export type CompanyProfileRow = typeof companyProfiles.$inferSelect;
export type NewCompanyProfileRow = typeof companyProfiles.$inferInsert;
