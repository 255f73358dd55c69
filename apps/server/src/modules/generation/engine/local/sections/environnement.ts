import { applicable, type Analysis } from '../analysis.ts';
import {
  buildingExtension,
  constraintParagraphs,
  earlyChildhood,
  hospital,
  monumentHistorique,
  psychiatricOnly,
} from '../constraints.ts';
import { NEUF_SEUL } from '../knowledge/sous-types-common.ts';
import type { FluxDechet } from '../knowledge/types.ts';
import { clean, fold, joinFr, lowerFirst, months, paragraphs, upperFirst } from '../text.ts';
import { outdoorWorks } from './securite.ts';
import {
  type Writing,
  type Written,
  pupils,
  opRef,
  scopeOf,
  has,
  buyerOf,
  withSiteMeasures,
  contractNoun,
  kmFromSeat,
  reachOf,
  ofCommune,
} from './shared.ts';

/* ------------------------------------------------------------------ environnement */

/** Where the waste containers stand, for this site. */
function containersWhere(a: Analysis): string {
  if (has(a, 'scolaire')) {
    return earlyChildhood(a)
      ? 'hors des espaces de jeux et des accès des familles, dans une zone close'
      : `hors des cours et des circulations des ${pupils(a)}, dans une zone close`;
  }
  if (has(a, 'sante') && psychiatricOnly(a)) {
    return 'hors des lieux de passage des patients, dans une zone close fermée à clé';
  }
  if (has(a, 'site_occupe', 'sante')) {
    return 'hors des circulations des occupants, dans une zone close';
  }
  if (has(a, 'circulation')) {
    return 'dans l’emprise autorisée par l’arrêté de circulation, sans déborder sur la voie';
  }
  return 'dans la zone d’installation de chantier';
}

/**
 * Wet cutting only where this work cuts mineral materials (masonry, concrete, stone, tiles): its
 * own tools for it (scie à eau or de sol, disqueuse, coupe-carreaux, rainureuse, core drill with
 * diamond) or a step cutting them — not a plumber's core drill for a few crossings, a carpenter's
 * band saw, nor luminaires or stained glass. Only the tools and steps that apply to this work.
 */
const MINERAL_TOOL =
  /scie (?:à eau|de sol|diamant|sur table|à maçonnerie)|disqueuse|coupe-carreaux|rainureuse|tron[cç]onneuse|carotteuse diamant|carottage diamant|sciage/i;
const MINERAL_CUT =
  /sciage|(?<![\p{L}])sci[ée](?:e|s|es)?(?![\p{L}])|tron[cç]onn|rainurage|disque diamant|d[ée]coupes? (?:à l’eau|à l'eau|des carreaux|du carrelage|de la faïence|du béton|des enrobés|de la chaussée|des bordures|des maçonneries)/iu;
const cutsMaterial = (a: Analysis) =>
  applicable(a, a.kb.materiel).some((m) => MINERAL_TOOL.test(m.nom)) ||
  applicable(a, a.kb.etapes).some((e) => MINERAL_CUT.test(`${e.titre} ${e.detail}`));

/** The nuisance measures this site needs. */
function nuisanceMeasures(a: Analysis): string[] {
  const m: string[] = [];
  if (has(a, 'scolaire')) {
    m.push(
      earlyChildhood(a)
        ? 'tâches bruyantes placées hors des heures d’accueil des enfants quand le calendrier le permet'
        : 'tâches bruyantes placées hors du temps scolaire quand le calendrier le permet',
    );
  }
  if (has(a, 'sante')) {
    // In a hospital, the dust containment is the EOH procedure of the safety section.
    m.push(
      psychiatricOnly(a)
        ? 'tâches bruyantes (percements, carottages) courtes, annoncées et programmées avec le cadre de l’unité, hors des heures de repos des patients, et présence du chantier dans les unités limitée au nécessaire pour ne pas ajouter au stress des patients'
        : hospital(a)
          ? 'tâches bruyantes (percements, carottages) programmées avec le cadre du service, hors des heures de repos des patients'
          : 'poussières confinées et nettoyage humide quotidien, pour un public fragile',
    );
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
  if (m.length === 1) {
    m.push(cutsMaterial(a) ? 'découpes à l’eau ou aspirées à la source' : 'abords nettoyés en fin de journée');
  }
  return m;
}

/** Asbestos is named by the notice, or the trade's knowledge of this work says old materials may contain it. */
function asbestosPossible(a: Analysis): boolean {
  if (has(a, 'amiante')) {
    return true;
  }
  // A new build, a creation or an extension with nothing existing named touches no old material.
  if (NEUF_SEUL.test(a.text)) {
    return false;
  }
  // Reading the survey is no sign; a material that may hold asbestos is (old cladding, old bitumen, old boiler room).
  const said = [
    ...applicable(a, a.kb.etapes).map((e) => e.detail),
    ...a.specificites.map((x) => x.texte),
    ...a.kb.pointsAttention,
    ...applicable(a, a.kb.risques).map((r) => r.risque),
  ].map((t) =>
    t.replace(/(?:lecture du |le )?rep[ée]rage (?:de l’|de l'|d’)?amiante(?: avant (?:travaux|démolition))?/gi, ''),
  );
  return said.some((t) => /amiant|fibres?-ciment|fibrociment/i.test(t) && !/percement/i.test(t));
}

/** A flow of asbestos waste (not « sans amiante », nor « déchets dangereux hors amiante »). */
const ASBESTOS_FLOW = /(?<!(?:sans|hors) )amiant|bsda/i;

/** What a flow's name says of when there is one (« , si le repérage en signale », « , si l’analyse en signale »). */
const CONDITION = /,\s*si (?:le |la |les |l’|l')[^,]*$/;

/** A flow named in a sentence: without its condition nor the survey's verdict. */
const nameOf = (d: FluxDechet): string =>
  lowerFirst(d.dechet.replace(CONDITION, '').replace(/ sans amiante au repérage$/, ''));

/**
 * The regime of an asbestos flow: an intervention on a material kept whole, by trained staff under a
 * mode opératoire (sous-section 4: asbestos-cement pipes taken apart whole), or its removal by a
 * certified firm (sous-section 3), the default.
 */
const interventionSS4 = (d: FluxDechet): boolean => /sous-section 4/i.test(d.exutoire);

/** Nothing is built: the works take down and clear (a demolition). */
const nothingBuilt = (a: Analysis): boolean => a.sousTypes.some((k) => k.key === 'demolition');

/**
 * The waste flows of this work: a flow the knowledge writes « (sans amiante) » is, where asbestos
 * is possible, the part the survey finds free of it, and its asbestos part is a flow of its own
 * (BSDA), unless the knowledge already lists one.
 */
function flowsOf(a: Analysis): FluxDechet[] {
  const flows = applicable(a, a.kb.dechets);
  if (!asbestosPossible(a)) {
    return flows;
  }
  const bare = (d: FluxDechet) => d.dechet.replace(/\s*\(sans amiante\)/i, '');
  const freed = flows.map((d) =>
    /\(sans amiante\)/i.test(d.dechet) ? { ...d, dechet: `${bare(d)} sans amiante au repérage` } : d,
  );
  if (flows.some((d) => ASBESTOS_FLOW.test(d.dechet) || ASBESTOS_FLOW.test(d.exutoire))) {
    return freed;
  }
  const source = flows.find((d) => /\(sans amiante\)/i.test(d.dechet));
  // « Exposition à l’amiante (calorifuges et joints de l’ancienne chaufferie) » names the material.
  const named = applicable(a, a.kb.risques)
    .map((r) => /amiante \(([^)]+)\)/i.exec(r.risque)?.[1])
    .find((m): m is string => !!m && !/percement/i.test(m));
  return [
    ...freed,
    {
      dechet: source
        ? `${bare(source)} contenant de l’amiante, si le repérage en signale`
        : named
          ? `${upperFirst(named)} contenant de l’amiante, si le repérage en signale`
          : 'Matériaux contenant de l’amiante, si le repérage en signale',
      categorie: 'DD',
      exutoire:
        'retrait par une entreprise certifiée (sous-section 3), déchets emballés et étiquetés sur place, bordereau BSDA sur Trackdéchets, installation autorisée',
    },
  ];
}

/**
 * The asbestos paragraph: the survey decides, then each asbestos flow follows its own regime — a
 * removal by a certified firm (sous-section 3), or an intervention by trained staff under a mode
 * opératoire (sous-section 4, as the method says of asbestos-cement pipes) — and the BSDA follows the waste.
 */
function asbestosFlow(w: Writing, flows: FluxDechet[]): string | null {
  const { a, f } = w;
  // An asbestos flow the work's knowledge gives with its regime (the old pipes a trench under a street may
  // uncover, even for a new network) is explained as well as the one the survey may find.
  const asbestos = flows.filter((d) => d.categorie === 'DD' && ASBESTOS_FLOW.test(`${d.dechet} ${d.exutoire}`));
  if (asbestos.length === 0 || !(asbestosPossible(a) || asbestos.some((d) => /sous-section/i.test(d.exutoire)))) {
    return null;
  }
  const certified = f.qualifications.find((q) =>
    /amiante|sous-section 3|\bss3\b|1552/i.test(`${q.organisme} ${q.intitule}`),
  );
  const firm = certified
    ? `notre certification : ${clean(certified.intitule)}`
    : 'certificat joint à l’offre, ou entreprise certifiée déclarée en sous-traitance';
  const record = `bordereau final joint au ${a.accordCadre ? 'compte rendu de la commande' : 'DOE'}`;
  const closing = `emballés et étiquetés en zone, et suivis par bordereau BSDA sur Trackdéchets jusqu’à une installation autorisée, ${record}`;
  // A demolition reads the survey made before demolition, and removes the asbestos before it.
  const demolition = nothingBuilt(a);
  const survey = `le repérage amiante avant ${demolition ? 'démolition' : 'travaux'}, à la charge ${buyerOf(a, 'de')} comme donneur d’ordre (article R4412-97 du code du travail)`;
  // The object names a désamiantage: the asbestos is there, the survey says where and how much.
  if (/d[ée]samiant/i.test(a.title)) {
    return `Amiante : l’objet de la consultation comprend un désamiantage ; les matériaux amiantés, localisés et quantifiés par ${survey}, sont retirés avant toute autre intervention sur ces ouvrages par une entreprise certifiée sous-section 3 (${firm}), ${closing}.`;
  }
  const interventions = asbestos.filter(interventionSS4);
  const removals = asbestos.filter((d) => !interventionSS4(d));
  if (interventions.length === 0) {
    return `Amiante : ${scopeOf(a)} peuvent toucher des ${joinFr(removals.map(nameOf))}, que ${survey}, confirme ou écarte ; ceux qu’il signale sont retirés${demolition ? ' avant toute démolition' : ''} par une entreprise certifiée sous-section 3 (${firm}), ${closing}.`;
  }
  // Each material with its own regime: the method's « déposée par éléments entiers selon un mode
  // opératoire sous-section 4 » is not undone by a « retirés par une entreprise certifiée sous-section 3 ».
  const analysed = asbestos.some((d) => /analyse/i.test(d.dechet));
  const how = (d: FluxDechet) =>
    d.exutoire
      .replace(/(sous-section 4)[\s\S]*$/i, '$1')
      .replace(/^selon un mode opératoire/, 'intervention selon un mode opératoire');
  const regimes = [
    ...interventions.map(
      (d) =>
        `pour les ${nameOf(d)}, ${how(d)} transmis à l’inspection du travail, par du personnel titulaire de la formation amiante sous-section 4`,
    ),
    ...(removals.length > 0
      ? [`pour les ${joinFr(removals.map(nameOf))}, retrait par une entreprise certifiée sous-section 3 (${firm})`]
      : []),
  ];
  return `Amiante : ${survey}${analysed ? ', et les analyses préalables' : ''} ${analysed ? 'disent' : 'dit'} si ${scopeOf(a)} touchent de l’amiante ; chaque matériau amianté suit alors son régime : ${regimes.join(' ; ')}. Ces déchets sont emballés et étiquetés sur place, et suivis par bordereau BSDA sur Trackdéchets jusqu’à une installation autorisée, ${record}.`;
}

/**
 * Where the site is, for the waste's logistics, by the rule every section shares (`reachOf`): near
 * the seat, the loads go to a déchetterie on the way back; by the week or far, to the site's own
 * sector (a site reached by the week is not called « éloigné »).
 */
function logistics(a: Analysis): string[] {
  const reach = reachOf(a);
  const sector = ofCommune(a);
  if (reach === 'far') {
    return [
      `le chantier étant à quelque ${kmFromSeat(a)} de notre siège de ${a.distance.baseLabel}, les exutoires retenus sont ceux du secteur${sector}, les matériaux livrés directement sur site et les trajets des équipes regroupés${a.accordCadre ? ' par secteur de commandes' : ''}`,
    ];
  }
  if (reach === 'week') {
    return [
      // (a framework's orders are not worked « à la semaine »: the comprehension says each order is prepared at the
      // seat — round 31, two logistics in one memo)
      `${a.accordCadre ? `notre siège de ${a.distance.baseLabel} étant à environ ${kmFromSeat(a)}` : `les équipes venant à la semaine de notre siège de ${a.distance.baseLabel} (environ ${kmFromSeat(a)})`}, les déchets ne remontent pas vers le siège : ils vont aux exutoires du secteur${sector}, relevés avant le démarrage`,
    ];
  }
  if (reach === 'local') {
    return [
      `les apports en déchetterie professionnelle se font sur le trajet retour vers notre siège de ${a.distance.baseLabel}`,
    ];
  }
  if (a.place.commune) {
    return [
      `les exutoires les plus proches${ofCommune(a)} (déchetterie professionnelle, plateforme de tri ou de recyclage, installation de stockage des inertes) sont relevés en période de préparation`,
    ];
  }
  return [];
}

/** What the works touch: a new building (offcuts, packaging), an existing one (déposes), or both. */
function worksNature(a: Analysis): 'neuf' | 'existant' | 'mixte' | null {
  const t = fold([a.title, ...a.targetLots.map((l) => l.title)].join(' '));
  // (the extension of a system or a network — « extension du dispositif de vidéoprotection » — builds nothing)
  const construction =
    /\bconstruction\b|\bneu(?:f|ve|fs|ves)\b/.test(t) ||
    buildingExtension([a.title, ...a.targetLots.map((l) => l.title)].join(' '));
  // « Création d'une salle au 3e étage du groupe scolaire », « création d'un espace bien-être » : a
  // room made inside an existing building or site is works in the existing, not a new build.
  const creation = /\bcreation\b/.test(t);
  // (« bâtiments neufs … dans le cadre de la rénovation globale du lycée »: the programme the works belong
  // to is not their nature)
  const existant =
    /rehabilit|renovation|refection|restaur|restructur|remplacement|demolition|mise en conformite|mise aux normes|reparation|reprise|reamenag/.test(
      t.replace(/\bdans le cadre d[^.\n]*/g, ' '),
    );
  // The method takes something down: the works touch an existing building.
  const depose = applicable(a, a.kb.etapes).some((e) => /d[ée]pose|d[ée]moli|curage/i.test(e.titre));
  if (existant) {
    return construction || creation ? 'mixte' : 'existant';
  }
  if (construction) {
    // a new build whose method still takes something down: say neither
    return depose ? null : 'neuf';
  }
  if (creation) {
    return depose ? 'existant' : null;
  }
  return null;
}

/** A flow from what is taken down (déposes, old networks, planed asphalt), not from the new works. */
const fromDepose = (d: FluxDechet) => /d[ée]pos|ancien|d[ée]moli|rabot|vieux|usag/i.test(d.dechet);

/**
 * What the tender's facts say of its waste, beyond the trade's flows: new build or existing
 * building, a protected building, a multi-lot operation sharing the site.
 */
function wasteFacts(a: Analysis, flows: FluxDechet[]): string[] {
  const out: string[] = [];
  // (a removal, a strip-out and a demolition build nothing: no new work, whatever else the object says)
  const read = worksNature(a);
  const nature = read === 'mixte' && nothingBuilt(a) ? 'existant' : read;
  // Named inside a parenthesis: without their own (« centrale déposée », not « centrale déposée (caissons…) »).
  // (only when the method removes something: a new photovoltaic lot in a rehabilitated school removes no modules —
  // round 30, « les déposes (modules cassés ou déposés) font l'essentiel du volume » invented)
  const removes = a.kb.etapes.some((e) =>
    /depos|demoli|demont|curage|decroutage|degarnis|arrachage|rabot/.test(fold(`${e.titre} ${e.detail}`)),
  );
  const deposes = removes ? flows.filter(fromDepose).map((d) => nameOf(d).replace(/\s*\([^)]*\)/g, '')) : [];
  if (monumentHistorique(a)) {
    out.push(
      'Sur l’édifice protégé, aucun élément ancien déposé ne part comme déchet sans l’accord du maître d’œuvre : ce qui peut être réemployé ou conservé est repéré, inventorié et stocké à l’abri.',
    );
  } else if (nature === 'neuf' && /^(?:terres|deblais)/.test(fold(flows[0]?.dechet ?? ''))) {
    // (earthworks and civil works build, yet their volume is the excavated earth, not offcuts — round 26)
    out.push(
      'Le volume tient surtout aux terres excavées : l’équilibre déblais-remblais est recherché sur place, et les terres excédentaires, caractérisées avant leur évacuation, partent en réemploi sur un autre chantier ou en installation de stockage de déchets inertes, tracées au registre national des déchets, terres excavées et sédiments (RNDTS).',
    );
  } else if (nature === 'neuf') {
    out.push(
      'En construction neuve, le volume tient surtout aux chutes et aux emballages : il est réduit en amont par des commandes aux cotes relevées et des livraisons en emballages consignés ou repris par le fournisseur quand il le propose.',
    );
  } else if (nature === 'mixte') {
    out.push(
      `L’opération mêlant ouvrage neuf et travaux dans l’existant, les déposes ${deposes.length > 0 ? `(${joinFr(deposes.slice(0, 2))}) ` : ''}et les chutes des ouvrages neufs sont triées séparément dès leur production.`,
    );
  } else if (nature === 'existant' && deposes.length > 0) {
    // A demolition builds nothing: no « chutes des ouvrages neufs » to keep apart from.
    out.push(
      nothingBuilt(a)
        ? `Le curage précède la démolition du gros œuvre : ses déposes (${joinFr(deposes.slice(0, 2))}) sont triées par flux au moment de la dépose, et les gravats inertes partent ensuite sans mélange vers le recyclage.`
        : `Dans l’existant, les déposes (${joinFr(deposes.slice(0, 2))}) font l’essentiel du volume : elles sont triées au moment de la dépose, sans mélange avec les chutes des ouvrages neufs.`,
    );
  }
  const others = a.lots.length - Math.max(1, a.lotsRecognised ? a.targetLots.length : 1);
  if (others > 0 && !a.accordCadre) {
    out.push(
      `Avec ${others === 1 ? 'l’autre lot' : `les ${others} autres lots`} sur le site, nos flux restent dans nos propres contenants, ou dans les bennes communes si le PGC en organise, selon leurs consignes de tri.`,
    );
  }
  return out;
}

export function environnement(w: Writing): Written {
  const { a } = w;
  const flows = flowsOf(a);
  // The déposes first in an existing building, last in a new one.
  const nature = worksNature(a);
  const main = [...flows]
    .sort((x, y) =>
      nature === 'neuf'
        ? Number(fromDepose(x)) - Number(fromDepose(y))
        : nature === 'existant'
          ? Number(fromDepose(y)) - Number(fromDepose(x))
          : 0,
    )
    // A flow that may not be there (« …, si l’analyse en signale ») is not what the works « produce surtout ».
    .filter((d) => !CONDITION.test(d.dechet))
    .slice(0, 4)
    .map(nameOf);
  const named = nameOf;
  // The REP PMCB takes back the building's products and materials, sorted: not excavated earth,
  // nor what the public highway's works take up (they go to recycling or to a valorisation platform).
  const outdoor = outdoorWorks(a);
  const sorted = flows
    .filter(
      (d) =>
        d.categorie !== 'DD' &&
        (outdoor || !/\bterres?\b|d[ée]blais|enrob[ée]s|grave/i.test(d.dechet)) &&
        /centre de tri|rep pmcb|recycl|ferraill|valorisation|plateforme inertes|m[ée]taux/i.test(d.exutoire),
    )
    .map(named);
  // The flows just named are not listed again (« … produisent surtout A et B ; une fois triés, ces flux vont… »).
  const sortedLabel =
    sorted.length > 1 &&
    sorted.slice(0, 2).every((x) => main.includes(x)) &&
    (main.length <= 2 || (sorted.length === main.length && main.every((x) => sorted.includes(x))))
      ? 'ces flux'
      : // (« une fois triés, les emballages et les métaux vont… », never « une fois triés, emballages vont »)
        joinFr(sorted.slice(0, 2).map((x) => (/^\p{L}+[sx](?![\p{L}])/u.test(x) ? `les ${x}` : x)));
  const counts = (['DD', 'DND', 'Inertes'] as const)
    .map((k) => [k, flows.filter((d) => d.categorie === k).length] as const)
    .filter(([, n]) => n > 0)
    .map(
      ([k, n]) =>
        `${n === 1 ? 'un' : n} ${k === 'DD' ? 'dangereux' : k === 'DND' ? 'non dangereux' : n === 1 ? 'inerte' : 'inertes'}`,
    );
  // « un flux inerte, avec son contenant », « 3 flux non dangereux, chacun… », « 6 flux (3 dangereux et
  // 3 non dangereux), chacun… »: never « un flux (un inerte), chacun ».
  const kinds = (['DD', 'DND', 'Inertes'] as const).filter((k) => flows.some((d) => d.categorie === k));
  const oneKind = { DD: 'dangereux', DND: 'non dangereux', Inertes: flows.length === 1 ? 'inerte' : 'inertes' };
  const flowCount =
    kinds.length === 1 && kinds[0]
      ? `${flows.length === 1 ? 'un flux' : `${flows.length} flux`} ${oneKind[kinds[0]]}, ${flows.length === 1 ? 'avec' : 'chacun avec'} son contenant et son exutoire`
      : `${flows.length} flux (${joinFr(counts)}), chacun avec son contenant et son exutoire`;
  const intro = `${upperFirst(scopeOf(a))} produisent surtout ${joinFr(main)} : ${flowCount} (tableau ci-dessous)${sorted.length > 0 ? (outdoor ? ` ; une fois triés, ${sortedLabel} vont au réemploi, au recyclage ou en plateforme de valorisation plutôt qu’en stockage` : ` ; une fois triés, ${sortedLabel} vont en priorité aux points de reprise sans frais de la filière REP PMCB plutôt qu’en benne tout-venant`) : ''}.`;
  const hazardous = flows.filter((d) => d.categorie === 'DD' && !ASBESTOS_FLOW.test(`${d.dechet} ${d.exutoire}`));
  // Named inside brackets: without their own detail (no nested brackets; the table gives it) — but
  // « Déchets dangereux hors amiante (DEEE, tubes…) » is named by its detail.
  const dd = hazardous.map((d) =>
    /^déchets dangereux\b/i.test(d.dechet)
      ? (/\(([^)]*)\)/.exec(d.dechet)?.[1] ?? nameOf(d))
      : nameOf(d).replace(/\s*\([^)]*\)/g, ''),
  );
  const asbestosToo = flows.some((d) => ASBESTOS_FLOW.test(`${d.dechet} ${d.exutoire}`));
  const ofWorks = a.accordCadre ? 'des interventions' : 'de ce chantier';
  const trace =
    dd.length > 0
      ? `Les déchets dangereux ${
          hazardous.every((d) => CONDITION.test(d.dechet))
            ? `${asbestosToo ? 'autres que l’amiante ' : ''}que ${a.accordCadre ? 'les interventions pourraient' : 'ce chantier pourrait'} produire`
            : `${ofWorks}${asbestosToo ? ' autres que l’amiante' : ''}`
        } (${joinFr(dd)}) sont isolés et suivis par bordereau sur Trackdéchets jusqu’à une installation autorisée.`
      : `${asbestosToo ? 'Hors amiante, les' : 'Les'} rares déchets dangereux (aérosols, produits souillés) sont isolés et suivis par bordereau sur Trackdéchets.`;
  const where = logistics(a);
  const specific = nuisanceMeasures(a);
  const dust =
    specific.length === 0 && cutsMaterial(a)
      ? ' Les découpes à l’eau ou sous aspiration ne rejettent pas de poussière aux abords.'
      : '';
  const facts = wasteFacts(a, flows);
  const organisation = a.accordCadre
    ? `Sur ${contractNoun(a)}, les déchets de chaque ${a.accordCadreNamed ? 'bon de commande' : 'commande'} sont évacués à la fin de l’intervention, sans dépôt laissé ${outdoorWorks(a) ? 'sur la voie publique' : `sur les sites ${buyerOf(a, 'de')}`}${where.length > 0 ? ` ; ${where.join(' ; ')}` : ''} ; les bons de dépôt sont joints au compte rendu de la commande, et un bilan des quantités par flux est remis chaque année. ${trace}${dust}`
    : `Le SOSED de ${opRef(a)}, remis en période de préparation, estime les quantités par flux${a.duration ? ` sur les ${months(a.duration)} du chantier` : ''}, place les contenants ${containersWhere(a)} et désigne les exutoires${where.length > 0 ? ` ; ${where.join(' ; ')}` : ''} ; les bons de dépôt sont joints au DOE.${facts.length > 0 ? ` ${facts.join(' ')}` : ''} ${trace}${dust}`;
  const own = constraintParagraphs(a, 'environnement');
  // The measures apart (« … des patients ; abords nettoyés »), never « A et B et C » across two of them.
  const measures = [...(specific.length > 0 ? [`${upperFirst(specific.join(' ; '))}.`] : []), ...own];
  const criterion = w.criteria.some((c) => /environnement|durable|dechet|carbone/.test(fold(c.label)))
    ? `Nos engagements environnementaux pour ${opRef(a)} font partie de l’offre : leur respect sera justifié ${buyerOf(a, 'à')} en fin de chantier (bons de dépôt, bordereaux, bilan des quantités par flux).`
    : null;
  // The notice's environmental considerations (its `criteres` flag), said at the end of this operation's own
  // paragraph (never a paragraph alike in every response); an award criterion already says them.
  const considered =
    criterion === null && a.considerations.environnementales
      ? `L’avis signale des considérations environnementales : leur forme — clause d’exécution ou critère d’attribution — est celle du CCAP et du règlement de la consultation. Sur ${opRef(a)}, nous y répondons par le tri à la source ${flows.length > 1 ? `de chacun des ${flows.length} flux du tableau` : 'des déchets'}, leur reprise par leur filière et la traçabilité de chaque évacuation, par des livraisons regroupées et, à performance égale, par des produits dont la déclaration environnementale (FDES ou PEP) est publiée ; leur respect est justifié ${buyerOf(a, 'à')} ${a.accordCadre ? 'dans le bilan annuel' : 'en fin de chantier'} (bons de dépôt, bordereaux, bilan des quantités par flux).`
      : null;
  return {
    // The trade's flows and this site's logistics in one paragraph: the flows alone are the trade's, the same everywhere.
    body: paragraphs([
      ...withSiteMeasures(a, [intro, organisation, considered].filter(Boolean).join(' '), measures),
      asbestosFlow(w, flows),
      criterion,
    ]),
    table: {
      columns: ['Déchet', 'Catégorie', 'Tri et exutoire'],
      rows: flows.map((d) => [d.dechet, d.categorie, upperFirst(d.exutoire)]),
    },
  };
}
