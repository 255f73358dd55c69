import { kindsNotInsured, theKind } from '../company.ts';
import { earlyChildhood } from '../constraints.ts';
import { bullets, clean, fold, frenchDateTime, joinFr, months, paragraphs } from '../text.ts';
import {
  type Writing,
  type Written,
  name,
  deName,
  buildingOf,
  opAt,
  opRef,
  decennaleFits,
  insuranceLine,
  lotsList,
  lotsOf,
  has,
  contractNoun,
  buyerOf,
  atSite,
} from './shared.ts';

/* ------------------------------------------------------------------ garanties */

export function garanties(w: Writing): Written {
  const { a } = w;
  // « le bardage, qui n’est pas… », « les peintures, qui ne sont pas… »: the agreement follows the ouvrage.
  const plural = /^(les|des)\s/i.test(a.kb.ouvrage);
  const lead = a.accordCadre
    ? `Les ${a.kb.travaux}${lotsOf(a)} commandés par ${buyerOf(a)} au titre de ${contractNoun(a)} sont couverts par les garanties légales ; lorsque le CCAP prévoit une réception par ${a.accordCadreNamed ? 'bon de commande' : 'commande'}, elles courent pour chaque commande à compter de sa réception :`
    : `Après la réception de ${opAt(a)}, prononcée par ${buyerOf(a)}${a.duration ? ` au terme des ${months(a.duration)} de travaux` : ''}, ${name(w)} reste responsable ${deName(a.kb.ouvrage)}${lotsOf(a)} au titre des garanties légales :`;
  // « réalisés au titre d’une commande » is a contract run by orders' wording: a one-off contract's
  // works are the contract's.
  const ofContract = (text: string) => (a.accordCadre ? text : text.replace(/ au titre d’une commande/g, ''));
  // Equipment replaced or added in an existing building (« Remplacement des luminaires ») is no
  // longer under the biennale nor the décennale unless it is itself an ouvrage (Cass. 3e civ.
  // 21 mars 2024, n° 22-18.694): neither is promised for it.
  const onExisting = equipmentOnExisting(a.title);
  // An upkeep contract of equipment trades (repairs, replacements on installations in service): what an
  // order replaces or adds on an existing installation is under the same ruling; what an order creates
  // keeps the legal guarantees.
  const upkeep = !onExisting && Boolean(a.kb.biennale) && a.sousTypes.some((k) => /entretien|maintenance/.test(k.key));
  const list = bullets([
    `Parfait achèvement (1 an, article 1792-6 du code civil ; article 44.1 du CCAG-Travaux de 2021 lorsque le marché s’y réfère) : reprise des désordres signalés ${buyerOf(a, 'par')}, réservés ou apparus dans l’année.`,
    upkeep
      ? `Éléments d’équipement remplacés ou ajoutés sur les installations existantes au titre d’une commande : ni garantie biennale ni décennale (Cour de cassation, 3e civ., 21 mars 2024, n° 22-18.694), sauf s’ils constituent eux-mêmes un ouvrage ; ils relèvent du parfait achèvement puis de notre responsabilité contractuelle. Lorsqu’une commande crée une installation, ses éléments d’équipement dissociables relèvent du bon fonctionnement (2 ans, article 1792-3 du code civil)${a.kb.decennale ? ' et ses ouvrages de la garantie décennale' : ''}.`
      : onExisting
        ? `Pas de garantie biennale ni décennale pour ${onExisting} installés sur ${/ext[ée]rieur/u.test(a.kb.ouvrage) ? 'des supports existants' : 'un bâtiment existant'} : depuis l’arrêt de la Cour de cassation (3e civ.) du 21 mars 2024 (n° 22-18.694), un élément d’équipement installé en remplacement ou par adjonction sur un ouvrage existant n’en relève pas, sauf s’il constitue lui-même un ouvrage ; ils relèvent du parfait achèvement puis de notre responsabilité contractuelle.`
        : a.kb.biennale
          ? `Bon fonctionnement (2 ans, article 1792-3 du code civil) : ${ofContract(a.kb.biennale)}.`
          : a.kb.decennale
            ? `Pas de garantie biennale pour ${a.kb.ouvrage}, ${plural ? 'qui ne sont pas des éléments' : 'qui n’est pas un élément'} d’équipement destiné${plural ? 's' : ''} à fonctionner : parfait achèvement et, pour ce qui touche à la solidité ou à l’étanchéité, garantie décennale.`
            : `Pas de garantie biennale ni décennale pour ${a.kb.ouvrage}, ${plural ? 'ouvrages de finition décoratifs qui ne sont ni des éléments d’équipement ni des ouvrages' : 'ouvrage de finition décoratif qui n’est ni un élément d’équipement ni un ouvrage'} de clos et de couvert : ils relèvent du parfait achèvement puis de notre responsabilité contractuelle.`,
    ...(a.kb.decennale && !onExisting && !upkeep
      ? [
          `Décennale (10 ans, articles 1792 et suivants du code civil) : ${ofContract(a.kb.decennale)}.${
            onExistingBuilding(a)
              ? ' Sur un ouvrage existant, l’assurance décennale obligatoire couvre nos ouvrages ; les parties anciennes conservées n’en relèvent que si, totalement incorporées à ces ouvrages, elles en deviennent techniquement indivisibles (article L243-1-1 II du code des assurances).'
              : ''
          }`,
        ]
      : []),
  ]);
  // The décennale is joined for these works only when its activities cover the trade (or say
  // nothing); otherwise the buyer reads a marker and the user a note, never a roofing policy
  // presented as covering paint.
  const fits = decennaleFits(w);
  // Its activities cover the trade but do not name this lot's work (a « charpente » policy for a
  // cladding lot): the line states the activities, and the user is told to check the cover.
  const uninsured = fits === true ? kindsNotInsured(a, clean(w.f.decennale?.couverture)) : [];
  if (uninsured.length > 0) {
    w.todo.note(
      `Assurance décennale à vérifier : ses activités déclarées (« ${clean(w.f.decennale?.couverture)} ») ne nomment pas ${joinFr(uninsured.map(theKind))} ; la réponse n’affirme pas qu’elle couvre ces travaux et marque l’attestation qui les mentionne comme à joindre.`,
    );
  }
  const decennaleLine =
    fits === false
      ? a.kb.decennale
        ? `Garantie décennale : ${w.todo.marker(
            `attestation d’assurance décennale couvrant les ${a.kb.travaux}`,
            `votre assurance décennale couvre « ${clean(w.f.decennale?.couverture)} », qui ne comprend pas ces activités : elle n’est pas présentée comme couvrant ce chantier ; joignez l’attestation qui les couvre`,
          )}`
        : null
      : uninsured.length > 0
        ? // (its activities are stated as declared, not as the cover of these works, and the attestation that
          // names them is asked for, as the documents list and the user's note say)
          `${insuranceLine(w, 'decennale').replace('activités couvertes :', 'activités déclarées :')} — ${w.todo.marker(
            `attestation d’assurance décennale couvrant ${joinFr(uninsured.map(theKind))}`,
            'demandez-la à votre assureur et joignez-la à l’offre',
          )}`
        : // No décennale for works that carry none (indoor paint): no marker asking for one either.
          a.kb.decennale || w.f.decennale
          ? insuranceLine(w, 'decennale')
          : null;
  const insurance = bullets([decennaleLine, insuranceLine(w, 'rcPro')].filter((l): l is string => l !== null));
  const insuranceLead = `Attestations d’assurance jointes à l’offre pour ${lotsList(a) && a.targetLots.length === 1 ? `le ${lotsList(a)}` : `les ${a.kb.travaux} de ${opRef(a)}`}${atSite(a)}${a.deadline ? `, remise avant le ${frenchDateTime(a.deadline)}` : ''} :`;
  const occupied = has(a, 'scolaire')
    ? earlyChildhood(a)
      ? ' Les reprises sont programmées hors des heures d’accueil des enfants, en accord avec la direction de l’établissement.'
      : ' Les reprises sont programmées hors temps scolaire, en accord avec l’établissement.'
    : has(a, 'sante')
      ? ' Les reprises suivent le protocole d’hygiène de l’établissement.'
      : has(a, 'site_occupe')
        ? ' Les reprises sont annoncées aux occupants et menées zone par zone.'
        : '';
  const sav = a.accordCadre
    ? `Une demande de reprise au titre des garanties est traitée comme une commande : accusé de réception, intervention dans le délai ${a.interventionDelay ? `de ${a.interventionDelay} fixé par l’avis` : 'que fixe le CCAP'}, compte rendu photographique transmis ${buyerOf(a, 'à')}.${occupied}`
    : `${a.interventionDelay ? `L’avis fixe un délai d’intervention de ${a.interventionDelay} : nous le tenons pendant toute la durée des garanties. ` : ''}Pendant l’année de parfait achèvement, toute demande ${buyerOf(a, 'de')} est prise en compte dès sa réception, et une visite contradictoire ${deName(a.kb.ouvrage)}${lotsOf(a)}${atSite(a)} est proposée avant la fin de l’année.${occupied}`;
  // « Avec le DOE de la mairie de Cordemais, la Mairie de Cordemais reçoit »: the building is not
  // named again when the buyer's name already says it.
  const building = buildingOf(a);
  const doeOf =
    building && !fold(buyerOf(a)).includes(fold(building).replace(/^(?:la|le|les|l')\s*/, ''))
      ? `le DOE de ${building}`
      : 'le DOE de l’opération';
  const entretien = `${a.accordCadre ? 'Avec le compte rendu de chaque commande' : `Avec ${doeOf}`}, ${buyerOf(a)} reçoit les conseils d’entretien ${deName(a.kb.ouvrage)} : ${a.kb.entretien}.`;
  return { body: paragraphs([`${lead}\n${list}`, `${insuranceLead}\n${insurance}`, sav, entretien]), table: null };
}

/** Works on an existing structure (rehabilitation, restoration, repair): not a new build nor an empty site. */
function onExistingBuilding(a: Writing['a']): boolean {
  const object = fold(a.title).replace(/_/g, ' ');
  return (
    !a.emptySite &&
    /\b(?:rehabilitation|restauration|renovation|restructuration|reamenagement|refection|transformation|reconversion|mises? aux normes|mises? en conformite|reprises?|reparations?|confortement|consolidation)s?\b/.test(
      object,
    ) &&
    !/\b(?:construction neuve|batiments? neufs?)\b/.test(object)
  );
}

/**
 * The equipment an object only replaces or adds in an existing building (« Remplacement des
 * luminaires du musée » → « les luminaires »), else null: an object that also builds, extends or
 * restructures is a work of construction, whose equipment keeps its guarantees.
 */
export function equipmentOnExisting(title: string): string | null {
  const t = fold(title);
  if (
    /\b(construction|extension|neu(f|ve)s?|rehabilitation|restructuration|creation|amenagement|renovation (complete|globale|lourde))\b/.test(
      t,
    )
  ) {
    return null;
  }
  if (!/\b(remplacement|renouvellement|relamping|ajout|adjonction|changement)\b/.test(t)) {
    return null;
  }
  const kinds: [RegExp, string][] = [
    [/\bluminaires?\b|\beclairage\b|\blampes?\b|\bblocs? (autonomes|de secours|baes)\b/, 'les luminaires'],
    [/\bchaudieres?\b/, 'les chaudières'],
    [/\bclimatiseurs?\b|\bclimatisation\b/, 'les climatiseurs'],
    [/\bchauffe-?eau\b|\bballons? d.eau chaude\b/, 'les chauffe-eau'],
    [/\bradiateurs?\b/, 'les radiateurs'],
  ];
  const found = kinds.filter(([re]) => re.test(t)).map(([, n]) => n);
  return found.length === 1 ? (found[0] ?? null) : null;
}
