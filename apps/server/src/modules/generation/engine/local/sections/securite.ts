import { applicable, type Analysis } from '../analysis.ts';
import { constraintParagraphs, constraintRisks } from '../constraints.ts';
import { integer, joinFr, lowerFirst, months, paragraphs, upperFirst } from '../text.ts';
import {
  type Writing,
  type Written,
  pupils,
  opRef,
  constraintNames,
  lotsOf,
  scopeOf,
  has,
  buyerOf,
  atSite,
  siteMeasures,
  contractNoun,
} from './shared.ts';

/* ------------------------------------------------------------------ sécurité */

/** What the safety induction insists on, for this site. */
function inductionFocus(a: Analysis): string[] {
  const focus: string[] = [];
  if (has(a, 'site_occupe')) {
    focus.push('la séparation physique d’avec les occupants');
  }
  if (has(a, 'scolaire')) {
    focus.push(`les heures d’entrée et de sortie des ${pupils(a)}, sans manœuvre ni livraison à ces heures`);
  }
  if (has(a, 'sante')) {
    focus.push('le protocole d’hygiène de l’établissement');
  }
  if (has(a, 'amiante')) {
    focus.push('la lecture du repérage amiante avant toute intervention sur l’existant');
  }
  if (has(a, 'plomb')) {
    focus.push('les consignes de travail sur les surfaces au plomb');
  }
  if (has(a, 'hauteur')) {
    focus.push('les protections contre les chutes de hauteur');
  }
  if (has(a, 'circulation')) {
    focus.push('la signalisation temporaire et le cheminement des piétons');
  }
  if (focus.length === 0) {
    focus.push('les accès, les consignes du site et l’organisation des secours');
  }
  return focus;
}

export function securite(w: Writing): Written {
  const { a } = w;
  const risks = [...applicable(a, a.kb.risques), ...constraintRisks(a)];
  if (a.lots.length > 1) {
    risks.push({
      risque: 'Coactivité avec les autres entreprises',
      mesure:
        'respect du PGC, planification des interventions superposées, information réciproque en réunion de chantier',
    });
  }
  risks.push({
    risque: 'Manutentions manuelles',
    mesure: 'approvisionnement au plus près du poste, aides mécaniques, charges unitaires limitées',
  });
  const seen = new Set<string>();
  const unique = risks.filter((r) => (seen.has(r.risque) ? false : (seen.add(r.risque), true)));
  const rows = unique.map((r) => [r.risque, upperFirst(r.mesure)]);
  const names = constraintNames(a);
  const main = unique.slice(0, 3).map((r) => lowerFirst(r.risque));
  const intro = `La prévention pour ${scopeOf(a)} part des risques de ces travaux — ${joinFr(main)} —${
    names.length > 0
      ? ` et des contraintes que l’avis fait apparaître : ${joinFr(names)}`
      : ' l’avis ne signalant pas de contrainte de site particulière'
  }. Les protections collectives priment sur les équipements individuels (principes généraux de prévention, article L4121-2 du code du travail).`;
  const others = a.lots.length - Math.max(1, a.lotsRecognised ? a.targetLots.length : 1);
  const coactivity =
    others > 0
      ? ` ; il est coordonné avec ${others === 1 ? 'l’autre lot' : `les ${integer(others)} autres lots`} de la consultation`
      : '';
  const plan = a.accordCadre
    ? `${upperFirst(contractNoun(a))} s’exécute par bons de commande${a.duration ? ` pendant ${months(a.duration)}` : ''} : chaque commande dans les locaux ${buyerOf(a, 'de')} est précédée d’une inspection commune et d’un plan de prévention (articles R4512-6 et suivants du code du travail), ou du PPSPS lorsqu’un coordonnateur SPS est désigné ; une fiche d’intervention propre à la commande en reprend le lieu, les tâches, les risques relevés et les protections, et elle est remise aux intervenants.`
    : `Le PPSPS de nos ${a.kb.travaux}${lotsOf(a)} pour ${opRef(a, true)} est remis au coordonnateur SPS dans le délai réglementaire (ou, sans coordination SPS, un plan de prévention est établi ${buyerOf(a, 'avec')}) ; il couvre les ${a.kb.phases.length} phases du planning${a.duration ? `, sur ${months(a.duration)}` : ''}, et il est mis à jour à chaque changement de mode opératoire${coactivity}.`;
  const habilitations = a.kb.habilitations.slice(0, 3);
  const induction = `L’accueil sécurité de chaque intervenant${atSite(a)} porte d’abord sur ${joinFr(inductionFocus(a))}${
    habilitations.length > 0
      ? ` ; avant l’affectation, l’encadrement vérifie les habilitations et autorisations requises par ces travaux : ${habilitations.join(', ')}`
      : ''
  }. Le port des EPI adaptés à chaque tâche est contrôlé sur le poste.`;
  return {
    body: paragraphs([intro, `${plan} ${induction}`, siteMeasures(a, constraintParagraphs(a, 'securite'))]),
    table: { columns: ['Risque', 'Mesure de prévention'], rows },
  };
}
