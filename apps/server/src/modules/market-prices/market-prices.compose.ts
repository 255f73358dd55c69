import type { PriceBreakdown } from '@batiao/shared/contracts/market-prices';

/**
 * The composed price of one unit of ouvrage (ADR 021), in exact integers, every step rounded to
 * the cent (half up) so that the explanation adds up to the shown price:
 *
 *   main-d'œuvre  = temps × taux horaire
 *   fournitures   = achats × coefficient matériaux
 *   déboursé      = main-d'œuvre + fournitures
 *   frais généraux = déboursé × FG %
 *   marge          = (déboursé + FG) × marge %
 *   majorations    = (déboursé + FG + marge) × somme des majorations cochées %
 */
export interface Rates {
  hourlyRateCents: number;
  /** 2.3 → 230 */
  materialCoefficientHundredths: number;
  /** 15 % → 1500 */
  overheadHundredths: number;
  marginHundredths: number;
}

export const NATIONAL_DEFAULT_RATES: Rates = {
  hourlyRateCents: 5500,
  materialCoefficientHundredths: 230,
  overheadHundredths: 1500,
  marginHundredths: 2000,
};

export interface ComposedCents {
  labourCents: number;
  suppliesSoldCents: number;
  costCents: number;
  overheadCents: number;
  marginCents: number;
  markupCents: number;
  unitCents: number;
}

const div = (numerator: number, denominator: number) => Math.round(numerator / denominator);

/** labour: thousandths of an hour; supplies: cents; markupHundredths: sum of the ticked markups. */
export function composeCents(
  labourMilliHours: number,
  suppliesCents: number,
  rates: Rates,
  markupHundredths: number,
): ComposedCents {
  const labourCents = div(labourMilliHours * rates.hourlyRateCents, 1000);
  const suppliesSoldCents = div(suppliesCents * rates.materialCoefficientHundredths, 100);
  const costCents = labourCents + suppliesSoldCents;
  const overheadCents = div(costCents * rates.overheadHundredths, 10000);
  const marginCents = div((costCents + overheadCents) * rates.marginHundredths, 10000);
  const beforeMarkups = costCents + overheadCents + marginCents;
  const markupCents = div(beforeMarkups * markupHundredths, 10000);
  return {
    labourCents,
    suppliesSoldCents,
    costCents,
    overheadCents,
    marginCents,
    markupCents,
    unitCents: beforeMarkups + markupCents,
  };
}

/**
 * The supply part brought to a later month by the ouvrage's BT index (ADR 032): values in
 * ten-thousandths, months « AAAA-MM ».
 */
export interface IndexRatio {
  indice: string;
  baseMonth: string;
  latestMonth: string;
  base: number;
  latest: number;
}

/** suppliesCents × latest / base, rounded half up to the cent, exact. */
export function indexedCents(suppliesCents: number, ratio: Pick<IndexRatio, 'base' | 'latest'>): number {
  return Number((BigInt(suppliesCents) * BigInt(ratio.latest) * 2n + BigInt(ratio.base)) / (BigInt(ratio.base) * 2n));
}

export function breakdownOf(
  labourMilliHours: number,
  suppliesCents: number,
  rates: Rates,
  markupHundredths: number,
  ratio?: IndexRatio | null,
): PriceBreakdown {
  const supplies = ratio ? indexedCents(suppliesCents, ratio) : suppliesCents;
  const c = composeCents(labourMilliHours, supplies, rates, markupHundredths);
  const actualisation = ratio
    ? {
        actualisation: {
          indice: ratio.indice,
          mois_base: ratio.baseMonth,
          mois_recent: ratio.latestMonth,
          valeur_base: ratio.base / 10000,
          valeur_recente: ratio.latest / 10000,
          coefficient: Math.round((ratio.latest * 10000) / ratio.base) / 10000,
          fournitures_actualisees: supplies / 100,
        },
      }
    : {};
  return {
    temps_h: labourMilliHours / 1000,
    taux_horaire: rates.hourlyRateCents / 100,
    main_oeuvre: c.labourCents / 100,
    fournitures: suppliesCents / 100,
    coefficient_materiaux: rates.materialCoefficientHundredths / 100,
    fournitures_vendues: c.suppliesSoldCents / 100,
    debourse: c.costCents / 100,
    frais_generaux_pct: rates.overheadHundredths / 100,
    frais_generaux: c.overheadCents / 100,
    marge_pct: rates.marginHundredths / 100,
    marge: c.marginCents / 100,
    majorations_pct: markupHundredths / 100,
    majorations: c.markupCents / 100,
    prix_unitaire: c.unitCents / 100,
    ...actualisation,
  };
}

const euros = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const plain = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 3 });
/** « 1 234,50 € » with a normal space (readable in CSV and tests alike). */
export const eur = (value: number) => `${euros.format(value).replace(/\s/g, ' ')} €`;
const num = (value: number) => plain.format(value).replace(/\s/g, ' ');
const ratio3 = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
const MONTHS = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'];
/** « 2026-11 » → « nov. 2026 » */
export const monthLabel = (month: string) =>
  `${MONTHS[Number(month.slice(5, 7)) - 1] ?? month.slice(5, 7)} ${month.slice(0, 4)}`;

/** « 0,45 h × 55 €/h = 24,75 € + fournitures 18,00 € × 2,3 = 41,40 € ; FG 15 % … » */
export function explain(b: PriceBreakdown, unit: string): string {
  const parts = [
    `${num(b.temps_h)} h × ${num(b.taux_horaire)} €/h = ${eur(b.main_oeuvre)}`,
    b.actualisation
      ? `fournitures ${eur(b.fournitures)} × ${b.actualisation.indice} (${monthLabel(
          b.actualisation.mois_recent,
        )} / ${monthLabel(b.actualisation.mois_base)} = ${ratio3.format(b.actualisation.coefficient)}) = ${eur(
          b.actualisation.fournitures_actualisees,
        )} × ${num(b.coefficient_materiaux)} = ${eur(b.fournitures_vendues)}`
      : `fournitures ${eur(b.fournitures)} × ${num(b.coefficient_materiaux)} = ${eur(b.fournitures_vendues)}`,
  ];
  let text = `${parts.join(' + ')} → déboursé ${eur(b.debourse)} ; frais généraux ${num(b.frais_generaux_pct)} % = ${eur(
    b.frais_generaux,
  )} ; marge ${num(b.marge_pct)} % = ${eur(b.marge)}`;
  if (b.majorations_pct > 0) {
    text += ` ; majorations ${num(b.majorations_pct)} % = ${eur(b.majorations)}`;
  }
  return `${text} → ${eur(b.prix_unitaire)} HT / ${unit}`;
}

/** A catalogue price with the ticked markups: unit price + round(unit price × markups). */
export function catalogueCents(unitPriceCents: number, markupHundredths: number): number {
  return unitPriceCents + div(unitPriceCents * markupHundredths, 10000);
}
