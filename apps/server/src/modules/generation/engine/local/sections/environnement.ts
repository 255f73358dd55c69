import { applicable, type Analysis } from '../analysis.ts';
import { constraintParagraphs } from '../constraints.ts';
import { fold, joinFr, lowerFirst, months, paragraphs, upperFirst } from '../text.ts';
import {
  type Writing,
  type Written,
  pupils,
  opRef,
  scopeOf,
  has,
  buyerOf,
  siteMeasures,
  contractNoun,
} from './shared.ts';

/* ------------------------------------------------------------------ environnement */

/** Where the waste containers stand, for this site. */
function containersWhere(a: Analysis): string {
  if (has(a, 'scolaire')) {
    return `hors des cours et des circulations des ${pupils(a)}, dans une zone close`;
  }
  if (has(a, 'site_occupe', 'sante')) {
    return 'hors des circulations des occupants, dans une zone close';
  }
  if (has(a, 'circulation')) {
    return 'dans l’emprise autorisée par l’arrêté de circulation, sans déborder sur la voie';
  }
  return 'dans la zone d’installation de chantier';
}

/** The nuisance measures this site needs. */
function nuisanceMeasures(a: Analysis): string[] {
  const m: string[] = [];
  if (has(a, 'scolaire')) {
    m.push('tâches bruyantes placées hors du temps scolaire quand le calendrier le permet');
  }
  if (has(a, 'sante')) {
    m.push('poussières confinées et nettoyage humide quotidien, pour un public fragile');
  }
  if (has(a, 'site_occupe') && !has(a, 'scolaire', 'sante')) {
    m.push('coupures et travaux bruyants annoncés aux occupants à l’avance');
  }
  if (has(a, 'circulation')) {
    m.push('chaussée et trottoirs balayés, sans boue ni gravillons laissés sur la voie');
  }
  if (has(a, 'hauteur')) {
    m.push('chutes de matériaux évitées par filets et goulottes d’évacuation');
  }
  if (m.length < 2) {
    // Wet cutting only where the work cuts (masonry, tiles, boards), not for luminaires or stained glass.
    const cuts = /d[ée]coup|disqueuse|\bsci(e|age|er)\b|carott|tron[cç]onn|rainur/i.test(
      JSON.stringify([a.kb.etapes, a.kb.materiel]),
    );
    m.push('aspiration à la source', ...(cuts ? ['découpes à l’eau'] : []), 'abords nettoyés en fin de journée');
  }
  return m;
}

export function environnement(w: Writing): Written {
  const { a } = w;
  const flows = applicable(a, a.kb.dechets);
  const main = flows.slice(0, 4).map((d) => lowerFirst(d.dechet));
  const intro = `${upperFirst(scopeOf(a))} produisent surtout ${joinFr(main)} : chaque flux a son contenant et son exutoire (tableau ci-dessous), et les déchets triés vont en priorité aux points de reprise sans frais de la filière REP PMCB plutôt qu’en benne tout-venant.`;
  const dd = flows.filter((d) => d.categorie === 'DD').map((d) => lowerFirst(d.dechet));
  const trace =
    dd.length > 0 || has(a, 'amiante')
      ? `Les déchets dangereux ${a.accordCadre ? 'des interventions' : 'de ce chantier'} (${joinFr([...dd, ...(has(a, 'amiante') ? ['déchets amiantés éventuels'] : [])])}) sont suivis par bordereau sur Trackdéchets${has(a, 'amiante') ? ' (BSDA pour l’amiante)' : ''} jusqu’à une installation autorisée.`
      : 'Les rares déchets dangereux (aérosols, produits souillés) sont isolés et suivis par bordereau sur Trackdéchets.';
  const organisation = a.accordCadre
    ? `Sur ${contractNoun(a)}, les déchets de chaque bon de commande sont évacués à la fin de l’intervention, sans dépôt laissé sur les sites ${buyerOf(a, 'de')} ; les bons de dépôt sont joints au compte rendu de la commande, et un bilan des quantités par flux est remis chaque année. ${trace}`
    : `Le SOSED de ${opRef(a, true)}, remis en période de préparation, estime les quantités par flux${a.duration ? ` sur les ${months(a.duration)} du chantier` : ''}, place les contenants ${containersWhere(a)} et désigne les exutoires ; les bons de dépôt sont joints au DOE. ${trace}`;
  const transport =
    a.distance.relation === 'far' || a.distance.relation === 'region'
      ? `Le chantier étant éloigné de notre siège de ${a.distance.baseLabel}, les matériaux sont livrés directement sur site par des fournisseurs proches et les trajets des équipes sont regroupés${a.accordCadre ? ', les commandes d’un même secteur étant groupées' : ''}.`
      : null;
  const nuisances = siteMeasures(a, [
    `${upperFirst(joinFr(nuisanceMeasures(a)))}.`,
    ...constraintParagraphs(a, 'environnement'),
    ...(transport ? [transport] : []),
  ]);
  const criterion = w.criteria.some((c) => /environnement|durable|dechet|carbone/.test(fold(c.label)))
    ? `Nos engagements environnementaux pour ${opRef(a)} font partie de l’offre : leur respect sera justifié ${buyerOf(a, 'à')} en fin de chantier (bons de dépôt, bordereaux, bilan des quantités par flux).`
    : null;
  return {
    body: paragraphs([intro, organisation, nuisances, criterion]),
    table: {
      columns: ['Déchet', 'Catégorie', 'Tri et exutoire'],
      rows: flows.map((d) => [d.dechet, d.categorie, upperFirst(d.exutoire)]),
    },
  };
}
