import type { CompanyProfile } from '@batiao/shared/contracts/company';
import { fold, upperFirst } from './text.ts';

/**
 * What the engine may say about the company: only what the profile holds. Whatever it lacks
 * becomes a visible "[À compléter : …]" marker, and the same need is listed once in `a_completer`.
 */
export class ToComplete {
  private readonly needs = new Map<string, string>();

  /** The marker for a missing fact; records the need once. */
  marker(what: string, hint = 'à renseigner dans « Mon entreprise »'): string {
    if (!this.needs.has(what)) {
      this.needs.set(what, `${upperFirst(what)} : ${hint}.`);
    }
    return `[À compléter : ${what}]`;
  }

  /** A note for the user only (a fit to check, a claim the engine did not make): never in the buyer's text. */
  note(text: string): void {
    this.needs.set(`note:${text}`, text);
  }

  list(): string[] {
    return [...this.needs.values()];
  }
}

export type Staff = CompanyProfile['effectifs'][number];
export type Equipment = CompanyProfile['materiel'][number];
export type Reference = CompanyProfile['references'][number];
export type Insurance = CompanyProfile['assurances'][number];
export type Qualification = CompanyProfile['qualifications'][number];

/** The profile, read defensively (a null profile is an empty one). */
export interface CompanyFacts {
  name: string | null;
  siret: string | null;
  legalForm: string | null;
  address: string | null;
  postalCode: string | null;
  city: string | null;
  createdYear: number | null;
  staff: Staff[];
  turnovers: CompanyProfile['chiffres_affaires'];
  qualifications: Qualification[];
  rcPro: Insurance | null;
  decennale: Insurance | null;
  otherInsurances: Insurance[];
  equipment: Equipment[];
  references: Reference[];
}

const present = (v: string | null | undefined): string | null => (v && v.trim() !== '' ? v.trim() : null);

export function companyFacts(company: CompanyProfile | null): CompanyFacts {
  return {
    name: present(company?.raison_sociale),
    siret: present(company?.siret),
    legalForm: present(company?.forme_juridique),
    address: present(company?.adresse),
    postalCode: present(company?.code_postal),
    city: present(company?.ville),
    createdYear: company?.annee_creation ?? null,
    staff: (company?.effectifs ?? []).filter((s) => s.role.trim() !== ''),
    turnovers: [...(company?.chiffres_affaires ?? [])].sort((a, b) => b.annee - a.annee),
    qualifications: company?.qualifications ?? [],
    rcPro: company?.assurances.find((a) => a.type === 'rc_pro') ?? null,
    decennale: company?.assurances.find((a) => a.type === 'decennale') ?? null,
    otherInsurances: company?.assurances.filter((a) => a.type === 'autre') ?? [],
    equipment: company?.materiel ?? [],
    references: company?.references ?? [],
  };
}

export function totalStaff(facts: CompanyFacts): number {
  return facts.staff.reduce((sum, s) => sum + s.nombre, 0);
}

/** Staff whose role reads as site supervision (conducteur de travaux, chef de chantier, chef d’équipe…). */
export function supervisors(facts: CompanyFacts): Staff[] {
  return facts.staff.filter((s) => /conduct|chef|encadr|responsable|gerant|dirigeant/.test(fold(s.role)));
}
