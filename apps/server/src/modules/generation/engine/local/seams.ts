/**
 * The French seams of composed text that must never reach a buyer (issue 13): a list that grows
 * with each one the grader or our own runs find. Checked in the tests on every trade × profile,
 * on the fixtures and on real notices, and on the output of an engine the module did not compose.
 */

import { isInfinitive } from './text.ts';

/** « le »/« les » before an infinitive is a pronoun (« afin de les vérifier »), not an article to contract. */
const pronoun = isInfinitive;

/**
 * Seams seen by the grader or in our own runs; each is a pattern that must never match (in the
 * engine's own words when `outsideQuotes`: the buyer's quoted text is not ours to fix; `allow`
 * lists fixed expressions of the trade that the pattern would otherwise catch).
 */
export const SEAMS: {
  name: string;
  pattern: RegExp;
  outsideQuotes?: boolean;
  allow?: RegExp;
  /** A match this says is sound is no seam (the first capture is the word looked at). */
  unless?: (word: string) => boolean;
}[] = [
  {
    name: 'liste jointe deux fois par « et » (« A et B et C »)',
    pattern:
      /(?<![\p{L}])et (?:[^\s,;:.()«»—|]+ ){1,3}et (?!(?:de|d’|à|au|aux|la|le|les|l’|du|des|un|une)(?![\p{L}]))/u,
    outsideQuotes: true,
    allow:
      /voirie et réseaux divers|gouttières et chéneaux|cours et circulations|complexes et sandwiches|branchements et collecteurs|entrée et de sortie|matériaux et échantillons|occultations sont réglés et/g,
  },
  {
    name: 'acheteur en sigle sans article (« par DRAC de Normandie »)',
    pattern:
      /(?:(?<![\p{L}])(?:par|pour|avec|de|à|auprès de)|[.!?]) (?:DRAC|DDT|DDTM|DREAL|SDIS|CHU|OPH|OPAC|CCAS|EPF|ONF|CROUS|SNCF|RATP|SIVU|SIVOM)(?![\p{L}])/u,
  },
  {
    name: 'titre d’accord-cadre cité avec son propre « Accord-cadre »',
    pattern: /(?:accord-cadre|de|du|titre de|par|pour) «\u00a0?(?:accord[- ]cadre|AC )/iu,
  },
  {
    name: 'nom de projet générique (« Travaux relance »)',
    pattern: /«\u00a0?(?:Travaux|Marché|Accord-cadre)(?: relance)?\u00a0?»|\b[Tt]ravaux relance\b/u,
  },
  // « afin de les vérifier », « de le reprendre »: a pronoun before an infinitive is sound.
  { name: '« de les » (des)', pattern: /(?<![\p{L}])de les (\p{L}+)/iu, unless: pronoun },
  { name: '« à le » (au)', pattern: /(?<![\p{L}])à le (\p{L}+)/iu, unless: pronoun },
  { name: '« à les » (aux)', pattern: /(?<![\p{L}])à les (\p{L}+)/iu, unless: pronoun },
  { name: '« de le » (du)', pattern: /(?<![\p{L}])de le (\p{L}+)/iu, unless: pronoun },
  { name: '« de » + voyelle (d’)', pattern: /(?<![\p{L}])de [aeiouéèêàâîôûAEIOUÉÈÊÀÂÎÔÛ]/u },
  {
    name: '« de » + nom cité commençant par une voyelle (d’« … »)',
    pattern: /(?<![\p{L}])de «[\s\u00a0]?[aeiouéèêàâîôûh]/iu,
  },
  { name: '« que » + voyelle (qu’)', pattern: /(?<![\p{L}])que [aeiouéèêAEIOUÉ]/u },
  {
    name: '« La/Le » + voyelle (L’)',
    pattern: /(?<![\p{L}])(?:La|Le|la|le) (?!ou\b|et\b|un\b)[aeiouéèêAEIOUÉÈÊ][\p{Ll}]/u,
  },
  { name: 'mot doublé', pattern: /(?<![\p{L}])(?!nous\b|vous\b)(\p{L}{3,}) \1(?![\p{L}])/iu },
  { name: '« Nos 1 référence »', pattern: /\bNos 1\b|\b1 références\b/ },
  { name: 'procédure en majuscule', pattern: /\(procédure [A-ZÉ]/ },
  { name: 'phrase après une parenthèse fermée puis un point sans verbe', pattern: /€ HT\)\. [A-Z][a-z]+\b(?! )/ },
  { name: 'espace avant une virgule', pattern: / ,/ },
  { name: 'double espace', pattern: / {2}/ },
  { name: 'département vide', pattern: /\(\s*\)/ },
  {
    name: 'lieu redit après le nom de l’opération (« « … à Craon » à Craon »)',
    pattern: /(?:à|de|d’|d')\s*(\p{Lu}[\p{L}’'-]+)\s*\u00a0?»\s*(?:à|de|d’)\s*\1(?![\p{L}])/u,
  },
  {
    name: '« des X et les Y » (article non répété)',
    pattern: /(?<![\p{L}])(?:responsable|entretien|visite contradictoire) des \p{L}+ et les /u,
  },
  { name: '« les 1 autres » (nombre)', pattern: /(?<![\p{L}\d])les 1 \p{L}/u },
  { name: 'lieu d’exécution vide', pattern: /Lieu d’exécution\s*:\s*[.(]/ },
  { name: 'ponctuation doublée (« ,. », « .. »)', pattern: /,\s*\.|(?<!\.)\.\.(?!\.)|;\s*\./ },
  {
    name: 'article de commune non contracté (« de Le Cendre », « à Les Mureaux »)',
    pattern: /(?<![\p{L}])(?:de|à|À) (?:Le|Les) \p{Lu}/u,
  },
  {
    name: 'acheteur nommé sans article (« avec Sénat », « de Université »)',
    pattern:
      /(?<![\p{L}])(?:par|pour|avec|de|à|auprès de) (?:Sénat|Université|Assemblée|Département|Région|Mairie|Syndicat|Conseil|Pouvoir adjudicateur)(?![\p{L}-])/u,
  },
  {
    name: 'élision oubliée devant un h muet (« ainsi que habillages »)',
    pattern: /(?<![\p{L}])(?:que|de|la|le) h(?:abill|[ôo]pita|[ôo]tel|abita|uisseri|ygi[èe]n)/iu,
  },
  {
    name: 'apostrophe perdue (« d?entretien », « d installation »)',
    pattern: /(?<![\p{L}])[dl]\?\p{L}|(?<=\p{Ll} )d [aeiouéè]\p{Ll}/u,
  },
  {
    name: 'nom commun d’un bâtiment sans ses accents (« college », « eglise »)',
    pattern: /(?<![\p{L}])(?:eglise|college|ecole|lycee|theatre|creche|mediatheque)(?![\p{L}])/u,
    outsideQuotes: true,
  },
  {
    // A closing dash before a comma (« — 40.41 pour le zinc —, sauf prescription… ») is sound.
    name: 'tiret fermant suivi d’un point (« … et coupures —. »)',
    pattern: /—\s*\./u,
  },
  {
    name: 'élément répété dans une énumération (« PV de mesures, PV de mesures et PV d’essais »)',
    pattern: /(?<![\p{L}])(\p{L}[\p{L}’' -]{4,60}?), \1(?:,| et | ou )/u,
  },
];

/** The seams found in a text, each with what matched. */
export function seamsIn(text: string): string[] {
  return SEAMS.flatMap((s) => {
    // The letter's « Objet : » line repeats the buyer's object as it was published: not ours either.
    let scope = s.outsideQuotes ? text.replace(/«[^»\n]*»/g, '«»').replace(/^Objet : .*$/gmu, '') : text;
    if (s.allow) {
      scope = scope.replace(s.allow, '…');
    }
    const unless = s.unless;
    const found = unless
      ? [...scope.matchAll(new RegExp(s.pattern.source, `${s.pattern.flags}g`))].find((m) => !unless(m[1] ?? ''))
      : s.pattern.exec(scope);
    return found ? [`${s.name}: « ${found[0]} »`] : [];
  });
}
