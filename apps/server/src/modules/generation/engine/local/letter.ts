import { applicable, lotLabel, respell } from './analysis.ts';
import { kindsNotInsured, ofTradeKind, sharedKinds, supervisors, totalStaff, worksText } from './company.ts';
import { priceCriteria, mapCriteria, weightLabel } from './criteria.ts';
import { scolaireLabel } from './constraints.ts';
import { properName } from './french.ts';
import {
  ACTIVITE,
  buyerRef,
  decennaleFits,
  NEED,
  namesOf,
  ofTrade,
  qualificationName,
  relevance,
  sameWords,
  type Writing,
} from './sections.ts';
import { kindsNamed, ownDescripteurs, sameTown } from './sections/comprehension.ts';
import { activityOf } from './sections/presentation.ts';
import {
  atCommune,
  atSite,
  kmFromSeat,
  ofCommune,
  phaseShort,
  projectShort,
  reachOf,
  saysCommune,
  scheduleOf,
  spanLabel,
} from './sections/shared.ts';
import { sameNature } from './sections/references.ts';
import {
  clean,
  fold,
  deQuoted,
  withArticle,
  upperFirst,
  frenchDate,
  frenchDateTime,
  integer,
  joinFr,
  lowerFirst,
  NBSP,
  pick,
  plural,
} from './text.ts';

/**
 * The site's own conditions, as a clause of the letter (« , menés en site occupé dans un établissement
 * scolaire »): the ones that shape the method, not the trade's own (« travaux en hauteur »).
 */
function siteTerms(a: Writing['a']): string {
  const terms = [
    a.constraints.has('site_occupe') ? 'en site occupé' : '',
    a.constraints.has('scolaire') ? `dans un ${scolaireLabel(a)}` : '',
    a.constraints.has('sante') ? 'dans un établissement de santé' : '',
    a.constraints.has('patrimoine') ? 'sur un édifice protégé' : '',
  ].filter(Boolean);
  return terms.length > 0 ? `, menés ${terms.join(' ')}` : '';
}

/** A single lot the object names at its end or after a dash (« … à Yvre L’Eveque lot 9 », « Lot T3 - … »), or null. */
/**
 * The operation's name for the object line: a name that stops on its phase (« Reconstruction des serres … phase 2 »)
 * says the phase's works (« … phase 2 : désamiantage, curage et déconstruction des anciennes serres »), never the
 * programme alone (round-23 grading, 24-19895).
 */
function phasedProject(a: Writing['a']): string {
  const phase = phaseShort(a.title, a.place.commune);
  return phase && /(?<![\p{L}])(?:phase|tranche|[ée]tape)\s*(?:n°\s*)?(?:\d+|[IVX]+)$/iu.test(a.project)
    ? `${a.project} : ${lowerFirst(phase.replace(/\s*\([^)]*\)$/u, ''))}`
    : a.project;
}

export function lotOfTitle(title: string): string | null {
  const m = /(?<![\p{L}])lot\s*(?:n\s*[°o]\.?\s*)?([A-Z]?\d{1,2}[A-Z]?)(?![\p{L}\d])/iu.exec(title);
  return m && !/(?<![\p{L}])lots(?![\p{L}])/iu.test(title) ? (m[1] ?? null) : null;
}

/** The lettre de candidature: a formal French letter from the company to the buyer, for this tender. */
export function writeLetter(w: Writing): string {
  const { a, f, todo, context } = w;
  const name = f.name ?? todo.marker(NEED.name);
  const header: string[] = [name];
  if (f.address) {
    header.push(f.address);
  }
  if (f.postalCode || f.city) {
    header.push([f.postalCode, f.city].filter(Boolean).join(' '));
  }
  if (!f.address && !f.city) {
    header.push(todo.marker(NEED.address));
  }
  header.push(`SIRET : ${f.siret ?? todo.marker(NEED.siret)}`);

  const buyer = context.tender.buyer;
  // The address block names the buyer as the sentences do (in shape, its commune spelt as the
  // place: « Mairie de Margny-lès-Compiègne », never the raw « Mairie de Margny les Compiègne »),
  // its service kept when the notice gives one after that name.
  // (« Commune de Valbonne (06) »: the département's number is no part of the name nor a service.)
  const shaped = respell(
    properName(clean(buyer.name) || clean(context.tender.buyer_name)).replace(/\s*\((?:\d{2,3}|2[AB])\)\s*$/u, ''),
    a.place.commune,
  );
  const service = /\s*[;,(]/.exec(shaped);
  const fullBuyer = a.buyerName
    ? service && sameWords(shaped.slice(0, service.index)) === sameWords(a.buyerName)
      ? `${a.buyerName}${shaped.slice(service.index)}`
      : a.buyerName
    : // « Médiathèque », « Santé »: a bare common noun names no buyer; the letter is addressed to
      // the buyer's representative rather than to the raw field.
      '';
  const recipient: string[] = [fullBuyer || 'Madame, Monsieur le représentant du pouvoir adjudicateur'];
  if (clean(buyer.address)) {
    recipient.push(clean(buyer.address));
  }
  const buyerCity = respell([clean(buyer.postal_code), clean(buyer.city)].filter(Boolean).join(' '), a.place.commune);
  if (buyerCity) {
    recipient.push(buyerCity);
  }

  const place = `Fait à ${f.city ?? todo.marker(NEED.city)}, le ${frenchDate(context.now)}`;

  // The object as published (raw capitals, no accents, « lot 9 » glued to the place) is quoted once,
  // in the comprehension; the letter's object line gives the operation's cleaned name, its site
  // and the notice's number, and the lot the name left out.
  const lots = a.lotsRecognised || a.lots.length === 1 ? a.targetLots : [];
  const objet: string[] = [
    `Objet : ${a.candidatureStage ? 'candidature' : 'candidature et offre'} — ${
      // (a global performance contract whose name lost its frame says what it is: « Marché global de performance :
      // éclairage public et signalisation lumineuse tricolore »)
      a.marcheGlobal?.kind === 'performance' && !/global|performance|\bmgp\b/iu.test(a.project)
        ? `Marché global de performance : ${a.project.charAt(0).toLowerCase()}${a.project.slice(1)}`
        : // (an object the record cut at 200 characters, « … et de bâtime »: its short name, whole)
          a.title.trim().endsWith('…')
          ? projectShort(a)
          : phasedProject(a)
    }${atSite(a, a.title.trim().endsWith('…') ? projectShort(a) : a.project)}${a.reference ? ` (avis n° ${a.reference})` : ''}`,
  ];
  if (lots.length > 0) {
    objet.push(lots.map((l) => upperFirst(lotLabel(l))).join(' ; '));
  } else {
    const lot = lotOfTitle(a.title);
    if (lot && !sameWords(a.project).includes(sameWords(`lot ${lot}`))) {
      objet.push(`Lot n° ${lot}`);
    }
  }

  // (a candidature stage: the candidature alone, before the candidatures' deadline; the offer follows the selection)
  const stage = a.candidatureStage ? 'candidatures' : 'offres';
  const deadline = a.deadline
    ? `avant la date limite de remise des ${stage}, fixée au ${frenchDateTime(a.deadline)}`
    : 'dans le délai fixé par le règlement de la consultation';
  const sa = a.candidatureStage ? 'sa candidature' : 'sa candidature et son offre';
  const notre = a.candidatureStage ? 'notre candidature' : 'notre candidature et notre offre';
  const lotPhrase =
    lots.length > 0
      ? // (the lot's number alone when the short name already says its title: « Classes provisoires du lycée … »)
        ` au titre du ${joinFr(lots.map((l) => (fold(projectShort(a)).startsWith(fold(l.title ?? '') || '\u0000') ? lotLabel({ ...l, title: '' }) : lotLabel(l))))}`
      : a.lots.length > 1
        ? ', pour le ou les lots indiqués dans l’acte d’engagement'
        : '';
  // The object line names the operation in full; the letter's prose says its short name (issue 13).
  const short = projectShort(a);
  // Its site when the short name lost it (« « Extension du siège » à Péronne »).
  const shortAt = short === a.project ? '' : atSite(a);
  const opening = pick(a.seed, 'letter-open', [
    `Par la présente, ${name} a l’honneur de présenter ${sa} pour le marché « ${short} » lancé ${buyerRef(a, 'par')}${lotPhrase}, que nous vous remettons ${deadline}.`,
    `Nous avons pris connaissance avec intérêt de votre avis n° ${a.reference} relatif au marché « ${short} »${shortAt}. ${name} vous adresse ${sa}${lotPhrase}, ${deadline}.`,
    `${name} souhaite se voir confier les travaux du marché « ${short} »${shortAt}${lotPhrase}. Nous vous remettons à cet effet ${notre}, ${deadline}.`,
  ]);

  const facts: string[] = [];
  const created = f.createdYear !== null ? `créée en ${f.createdYear}` : `créée en ${todo.marker(NEED.year)}`;
  const activity = activityOf(w);
  // The company's activity only as its profile states it; with nothing to say it, the company
  // is introduced by its age and its staff.
  const bare = activity === null && f.staff.length === 0;
  facts.push(
    activity ? `Entreprise de ${activity} ${created}` : bare ? `${upperFirst(created)}` : `Entreprise ${created}`,
  );
  if (f.staff.length > 0) {
    const chefs = supervisors(f);
    facts.push(
      `nous comptons ${plural(totalStaff(f), 'personne')}${chefs.length > 0 ? `, dont un encadrement composé de : ${joinFr(chefs.map((c) => `${lowerFirst(clean(c.role))} (${integer(c.nombre)})`))}` : ''}`,
    );
  } else {
    facts.push(
      bare ? `l’entreprise compte ${todo.marker(NEED.staff)}` : `notre effectif est de ${todo.marker(NEED.staff)}`,
    );
  }
  let company = `${facts.join(', ')}.`;
  // The letter names only the qualifications of this trade; the others stay in the presentation,
  // and the user is told (a note from the quality section) to check they belong in the response.
  // (A qualification of a neighbouring kind of work — roof insulation for a plasterer — is not one.)
  const fitting = f.qualifications.filter(
    (q) => ofTrade(a, `${q.organisme} ${q.intitule}`) && ofTradeKind(`${q.organisme} ${q.intitule}`, ACTIVITE[a.trade]),
  );
  if (fitting.length > 0) {
    company += ` L’entreprise détient ${fitting.length > 1 ? 'les qualifications suivantes' : 'la qualification suivante'} : ${joinFr(fitting.map(qualificationName))}.`;
  } else if (f.qualifications.length === 0) {
    company += ` Qualifications : ${todo.marker(NEED.qualifications)}.`;
  }
  if (f.references.length > 0) {
    const ranked = [...f.references]
      .map((r) => ({ r, score: relevance(a, r) }))
      .sort((x, y) => y.score - x.score || y.r.annee - x.r.annee);
    const best = ranked[0];
    const count = f.references.length;
    const kinds = best ? sharedKinds(`${best.r.projet} ${best.r.description ?? ''}`, worksText(a)) : [];
    // (a likeness is claimed only with works the file names: an inferred kind is no « présent marché »)
    if (best && best.score > 0 && sameNature(a, best.r) && kinds.length > 0 && kindsNamed(a)) {
      company += ` ${count > 1 ? `Parmi nos ${plural(count, 'référence')} figure` : 'Notre référence :'} « ${clean(best.r.projet)} », réalisée ${withArticle(properName(clean(best.r.client)), 'pour')} en ${best.r.annee}, qui portait comme le présent marché sur ${joinFr(kinds)}.`;
    } else if (best && best.score > 0) {
      // Of the trade, but another kind of work or material: named without a claim of likeness.
      company += ` ${count > 1 ? `Parmi nos ${plural(count, 'référence')} figure` : 'Notre référence :'} « ${clean(best.r.projet)} », réalisée ${withArticle(properName(clean(best.r.client)), 'pour')} en ${best.r.annee} ; ${count > 1 ? 'nos références sont détaillées' : 'elle est détaillée'} dans le mémoire technique.`;
    } else if (best) {
      // None of this trade: not put forward by name in the letter (the mémoire lists them).
      company += ` ${count > 1 ? `Nos ${plural(count, 'référence')} sont détaillées` : 'Notre référence est détaillée'} dans le mémoire technique.`;
    }
  } else {
    company += ` Références : ${todo.marker(NEED.references)}.`;
  }
  const fits = decennaleFits(w);
  const uninsured = f.decennale && fits === true ? kindsNotInsured(a, clean(f.decennale.couverture)) : [];
  if (f.decennale && fits !== false && uninsured.length > 0) {
    // The décennale covers the trade but does not name this lot's work (« bardage »): its
    // activities are stated, not claimed to cover the lot (the guarantees section notes the check).
    company += ` Notre assurance décennale est souscrite auprès de ${clean(f.decennale.assureur)} (activités déclarées : ${lowerFirst(clean(f.decennale.couverture))}).`;
  } else if (f.decennale && fits !== false) {
    company += ` Nos travaux sont couverts par une assurance décennale souscrite auprès de ${clean(f.decennale.assureur)}.`;
  } else if (f.decennale) {
    // Its activities do not cover this trade: no claim to the buyer (the guarantees section marks it).
  } else if (a.kb.decennale) {
    company += ` Assurance décennale : ${todo.marker(NEED.decennale)}.`;
  }

  const technical = mapCriteria(w.criteria).filter((m) => m.kind === 'technique');
  const price = priceCriteria(w.criteria);
  const offer: string[] = [];
  if (technical.length > 0) {
    offer.push(
      `Notre mémoire technique suit l’ordre des critères de jugement annoncés (${joinFr(
        technical.map(
          (m) =>
            `« ${m.criterion.label} »${m.criterion.weight !== null ? ` ${weightLabel(m.criterion.weight, w.criteria)}` : ''}`,
        ),
      )}) afin d’en faciliter l’analyse.`,
    );
  } else {
    // The market is quoted by its name in the opening paragraph: here, its building and site
    // (« du collège de Nouzonville », « de la salle du Puy-Saint-Bonnet »), the quoted name again
    // only when the notice gives neither.
    const { medium } = namesOf(a);
    const site =
      medium === 'l’opération'
        ? // (the opening paragraph has just quoted its name)
          `cette opération${atSite(a)}`
        : a.place.commune && !saysCommune(medium, a.place.commune)
          ? `${medium}${atCommune(a)}`
          : medium;
    // The points the file shows (not those inferred) tell the buyer what the method answers; a stated
    // duration, what the planning is built on.
    // The method's own steps and the planning's phases (the kind of work's, not a fixed phrase).
    const steps = applicable(a, a.kb.etapes);
    const from =
      steps.length > 2
        ? `, en ${steps.length} étapes ${deQuoted(lowerFirst(steps[0]?.titre ?? ''))} à « ${lowerFirst(steps[steps.length - 1]?.titre ?? '')} »`
        : '';
    const schedule = scheduleOf(a);
    const planned = a.accordCadre
      ? ` d’exécution des ${a.accordCadreNamed ? 'bons de commande' : 'commandes'}`
      : ` en ${plural(schedule.phases.length, 'phase')} sur ${spanLabel(schedule.total, schedule.unit)}${a.duration === null ? ' (durée à confirmer)' : ''}`;
    offer.push(
      `Notre mémoire technique expose notre méthode pour les ${a.sousTypes.length > 0 ? `travaux de ${joinFr(a.sousTypes.map((k) => k.label))}` : a.kb.travaux} de ${site}${siteTerms(a)}${
        // (a kind read from a building operation, not from the file's words: said as supposed)
        a.sousTypes.length > 0 && !kindsNamed(a)
          ? ownDescripteurs(a).length > 0
            ? ' (consistance à confirmer au CCTP)'
            : ' (nature des travaux supposée, à confirmer au CCTP)'
          : ''
      }${from}, les moyens affectés et le planning prévisionnel${planned}.`,
    );
  }
  if (a.marcheGlobal) {
    offer.push(
      `Le marché étant ${a.marcheGlobal.kind === 'performance' ? 'un marché global de performance' : 'un marché de conception-réalisation'}, attribué à un groupement, nous ${a.candidatureStage ? 'présentons notre candidature' : 'répondons'} pour la part de nos ${a.kb.generique ? 'travaux' : a.kb.travaux}, comme membre du groupement (cotraitant) ou comme sous-traitant déclaré de l’un de ses membres.`,
    );
  }
  if (a.candidatureStage) {
    // No price, no commitment on a delay: the offer is asked of the selected candidates only.
    offer.push(
      'Conformément à la procédure, notre offre — prix et mémoire technique détaillé d’après le CCTP — sera remise lorsque vous nous inviterez à la présenter.',
    );
  } else {
    offer.push(
      price.length > 0
        ? `Le prix, jugé au titre du critère « ${price[0]?.label} », figure dans ${a.priceDocument}.`
        : `Notre prix figure dans ${a.priceDocument}.`,
    );
    if (a.duration !== null) {
      offer.push(
        `Nous nous engageons sur le délai d’exécution de ${integer(a.duration)}${NBSP}mois annoncé par l’avis.`,
      );
    }
  }
  if (a.visiteObligatoire) {
    offer.push(
      'La visite obligatoire du site sera effectuée avant la remise de l’offre, et l’attestation correspondante jointe au dossier.',
    );
  }

  // One rule for near and far (`reachOf`), the one the comprehension's distance paragraph and the
  // waste section follow: a site reached by the week is not one whose travel is still to organise.
  const reach = reachOf(a);
  const site = a.place.commune ? `du chantier${ofCommune(a)}` : 'du chantier';
  const local =
    reach === 'local'
      ? sameTown(a)
        ? `Notre siège se trouve dans la ville même du chantier${ofCommune(a)} : nous assurerons une présence régulière sur le site.`
        : `Notre siège de ${a.distance.baseLabel} se trouve ${a.distance.relation === 'same' ? 'dans le même département que le chantier' : 'dans un département voisin de celui du chantier'}${ofCommune(a)} : nous assurerons une présence régulière sur le site.`
      : reach === 'week'
        ? `Notre siège de ${a.distance.baseLabel} est à environ ${kmFromSeat(a)} à vol d’oiseau ${site} : ${a.accordCadre ? 'les délais d’intervention que nous proposons tiennent compte de ce trajet.' : 'nos équipes s’y rendront à la semaine.'}`
        : reach === 'far'
          ? `Notre siège de ${a.distance.baseLabel} est à quelque ${kmFromSeat(a)} à vol d’oiseau ${site} : déplacements et hébergement des équipes seront arrêtés en période de préparation.`
          : a.distance.relation === 'overseas' && a.distance.baseLabel
            ? `Notre siège de ${a.distance.baseLabel} est en métropole${a.distance.km !== null ? `, à quelque ${integer(Math.round(a.distance.km / 100) * 100)}${NBSP}km ${site}` : ''} : l’équipe affectée y sera détachée pour la durée des travaux, et son organisation arrêtée en période de préparation.`
            : null;

  const closing = pick(a.seed, 'letter-close', [
    'Nous restons à votre disposition pour tout renseignement complémentaire et vous prions d’agréer, Madame, Monsieur, l’expression de nos salutations distinguées.',
    'Dans l’attente de votre décision, nous vous prions d’agréer, Madame, Monsieur, l’expression de notre considération distinguée.',
    'Restant à votre disposition pour toute précision, nous vous prions de recevoir, Madame, Monsieur, nos salutations respectueuses.',
  ]);

  const signer = `${clean(context.user.prenom)} ${clean(context.user.nom)}`.trim() || todo.marker('nom du signataire');

  // The opening carries the company's facts and the offer carries the closing formula: alone,
  // those paragraphs read the same in every response.
  return [
    header.join('\n'),
    recipient.join('\n'),
    place,
    objet.join('\n'),
    'Madame, Monsieur,',
    `${opening} ${company}`,
    [offer.join(' '), local, closing].filter(Boolean).join(' '),
    `${signer}\n${name}`,
  ]
    .filter((p): p is string => typeof p === 'string' && p !== '')
    .join('\n\n');
}
