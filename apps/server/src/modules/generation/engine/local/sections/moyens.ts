import { type ResponseTable } from '@batiao/shared/contracts/generation';
import { applicable } from '../analysis.ts';
import { supervisors, totalStaff } from '../company.ts';
import { overseas } from '../constraints.ts';
import {
  bullets,
  clean,
  deQuoted,
  fold,
  integer,
  joinFr,
  lowerFirst,
  months,
  paragraphs,
  pick,
  plural,
  upperFirst,
} from '../text.ts';
import {
  type Writing,
  type Written,
  NEED,
  name,
  pupils,
  opRef,
  opAt,
  kindOf,
  scheduleOf,
  spanOf,
  periodOf,
  contextOf,
  lotsOf,
  buyerOf,
  atSite,
  reachOf,
  habilitationsOf,
} from './shared.ts';

/* ------------------------------------------------------------------ moyens humains */

/** The phases a qualification is needed in (folded qualification, folded phase name). */
const QUALIFIED_PHASES: [RegExp, RegExp][] = [
  [/amiante/, /depose|curage|demoli|desamiant|retrait|decrout|deconstruct|decoupe/],
  [
    /aipr|r482|engins? de chantier|conduite d.engins/,
    /terrass|fouille|tranch|reseau|decap|canalis|demoli|deconstruct|remblai|branchement|fondation|voirie|chaussee|purge/,
  ],
  [
    /electri|nf c 18-510|\bbr\b|consignation/,
    /raccord|cabl|tension|mise en service|essais|consign|tableau|armoire|appareillage|luminaire|eclairage|reseaux? electri/,
  ],
  [/fluides? frigorigenes/, /mise en service|raccord|froid|clim|pompe|essais/],
  [
    /soud|brasage|chalumeau|permis de feu/,
    /soud|tuyauter|etanch|montage|assemblag|reseaux|pose|couverture|zinguerie|raccord/,
  ],
  [/gaz \(pg\)|qualification gaz/, /gaz|raccord|mise en service|essais/],
  [/elingage|levage|r483|r490/, /levage|pose|montage|charpente|module|structure|ossature|tablier|prefabri/],
  [
    /hauteur|harnais|nacelle|r486|echafaud|r408|r457|pirl|plateforme individuelle/,
    /pose|couverture|charpente|facade|ravalement|menuiser|luminaire|levage|montage|toiture|bardage|zinguerie|plafond|peinture|depose|cheminement|cabl|appareillage|mats?\b|candelabre|gouttiere|chenea|lanterneau|verriere|isolation|modules?|supports?/,
  ],
];

function phasesNeeding<P extends { nom: string }>(habilitation: string, phases: readonly P[]): P[] {
  const folded = fold(habilitation);
  const rule = QUALIFIED_PHASES.find(([re]) => re.test(folded));
  return rule
    ? phases.filter((p) => rule[1].test(fold(p.nom)) && !/^(?:preparation|etudes?|releves?)\b/.test(fold(p.nom)))
    : [];
}

export function moyensHumains(w: Writing): Written {
  const { f, a, todo } = w;
  const paras: string[] = [];
  let table: ResponseTable | null = null;
  const schedule = scheduleOf(a);
  const steps = applicable(a, a.kb.etapes);
  const chefs = supervisors(f);
  if (f.staff.length > 0) {
    const total = totalStaff(f);
    table = { columns: ['Fonction', 'Effectif'], rows: f.staff.map((s) => [clean(s.role), integer(s.nombre)]) };
    paras.push(
      `Les ${kindOf(a)}${lotsOf(a)}${atSite(a)} sont conduits ${spanOf(a)} par une équipe issue de l’effectif de ${name(w)} (${plural(total, 'personne')}, tableau ci-dessous).`,
    );
  } else {
    paras.push(
      `Les ${kindOf(a)}${lotsOf(a)}${atSite(a)} sont conduits ${spanOf(a)} par une équipe de l’entreprise dont la composition est à préciser — effectifs : ${todo.marker(NEED.staff)}.`,
    );
  }
  const lead =
    chefs.length > 0
      ? `L’encadrement (${joinFr(chefs.map((c) => `${lowerFirst(clean(c.role))} : ${integer(c.nombre)}`))}) désigne à la notification un interlocuteur unique`
      : 'Un interlocuteur unique est désigné à la notification';
  // Outdoor works (public lighting, networks) have no occupant to agree a date with.
  const occupied = a.constraints.has('site_occupe') || a.constraints.has('scolaire') || a.constraints.has('sante');
  const meetings = a.accordCadre
    ? `reçoit les ${a.accordCadreNamed ? 'bons de commande' : 'commandes'} ${buyerOf(a, 'de')}, fixe la date de chaque intervention ${occupied ? 'avec les occupants des locaux concernés' : `avec le représentant ${buyerOf(a, 'de')}`}, rend compte de chacune`
    : a.lots.length > 1
      ? `représente l’entreprise aux réunions de chantier avec le maître d’œuvre et ${a.lots.length === 2 ? 'l’autre lot' : `les ${integer(a.lots.length - 1)} autres lots`}, tient le planning à jour`
      : `représente l’entreprise aux réunions avec ${buyerOf(a)}, tient le planning à jour`;
  const checked = steps.slice(0, 2).map((s) => `« ${lowerFirst(s.titre)} »`);
  paras[0] = `${paras[0]} ${lead} : il ${meetings}${checked.length > 0 ? ` et valide lui-même les autocontrôles des étapes ${joinFr(checked)}` : ''}.`;
  const opening = schedule.phases[0];
  if (!a.accordCadre && schedule.phases.length > 1 && opening) {
    const first = opening;
    const rest = schedule.phases.slice(1);
    // The reduced team is the preparation's; the full one is on the longest of the other phases
    // (never the same phase twice, even when the preparation is as long as the works).
    const prepares = /^(?:preparation|etudes?|releves|prise de cotes|constat)/.test(fold(first.nom));
    const longest = mainSitePhase(prepares ? rest : schedule.phases) ?? first;
    const staffing = prepares
      ? `L’effectif sur site suit le planning : réduit pendant « ${lowerFirst(first.nom)} » (${periodOf(first, schedule.unit)}), complet pendant « ${lowerFirst(longest.nom)} » (${periodOf(longest, schedule.unit)}).`
      : `L’effectif sur site suit le planning et est au complet pendant « ${lowerFirst(longest.nom)} » (${periodOf(longest, schedule.unit)}).`;
    // Joined to the section's first paragraph: alone, it reads the same for every tender of the trade.
    paras[0] = `${paras[0]} ${`${staffing} ${pick(a.seed, 'mh-repl', ['Une absence est remplacée à compétence égale, sans interruption du chantier.', 'En cas d’absence, le remplacement se fait par un intervenant de même qualification.'])}`}`;
  } else {
    paras.push(
      `Pour chaque ${a.accordCadreNamed ? 'bon de commande' : 'commande'}, l’équipe est dimensionnée selon la nature et le délai de l’intervention ; une absence est remplacée à compétence égale pour tenir ce délai.`,
    );
  }
  // The notice's social considerations (its `criteres` flag): the means of an insertion clause, the
  // clause's hours being the CCAP's; the user is told to read them and say how they will be done.
  if (a.considerations.sociales) {
    // (ending the team's paragraph, which is this operation's own: never a paragraph alike in every response)
    paras[0] = `${paras[0] ?? ''} L’avis signale des considérations sociales : leur forme — clause d’insertion, critère d’attribution — et, le cas échéant, le nombre d’heures sont ceux du CCAP et du règlement de la consultation. Les heures d’insertion qu’il demanderait pour les ${kindOf(a)} sont réalisées par embauche directe, par mise à disposition (entreprise de travail temporaire d’insertion, GEIQ) ou par sous-traitance à une structure d’insertion, en lien avec le facilitateur de la clause, et justifiées ${buyerOf(a, 'à')} ${a.accordCadre ? 'à chaque bilan des commandes' : `${a.duration ? `au fil des ${months(a.duration)} du chantier` : 'au fil du chantier'}`}.`;
    w.todo.note(
      'L’avis signale des considérations sociales : lisez la clause du CCAP (heures d’insertion, public visé) et indiquez dans votre offre comment vous la réaliserez (embauche, ETTI, GEIQ, sous-traitance à une structure d’insertion).',
    );
  }
  const habilitations = habilitationsOf(a).map((h) => {
    // (each with the phases of this operation's plan that call for it: who must be on site, and when)
    const phases = a.accordCadre ? [] : phasesNeeding(h, schedule.phases);
    const first = phases[0];
    const last = phases[phases.length - 1];
    return first && last
      ? `${upperFirst(h)} — ${
          phases.length > 2
            ? `${phases
                .slice(0, 2)
                .map((p) => `« ${lowerFirst(p.nom)} »`)
                .join(', ')} et suivantes`
            : joinFr(phases.map((p) => `« ${lowerFirst(p.nom)} »`))
        } (${periodOf({ start: first.start, end: last.end }, schedule.unit)})`
      : upperFirst(h);
  });
  paras.push(
    `Habilitations et formations exigées des intervenants pour les ${kindOf(a)} de ${opAt(a)} — seuls ceux qui les détiennent y sont affectés${habilitations.some((h) => h.includes(' — « ')) ? ', aux phases du planning qui les demandent' : ''} :\n${bullets(phasesOnce(habilitations))}`,
  );
  if (a.lots.length > 1 || a.constraints.has('insertion')) {
    paras.push(
      `Sur cette consultation${a.lots.length > 1 ? ` en ${plural(a.lots.length, 'lot')}` : ''}, toute sous-traitance éventuelle est déclarée par un formulaire DC4 et soumise à l’acceptation ${buyerOf(a, 'de')} avant tout début d’intervention${a.constraints.has('insertion') ? ' ; les heures d’insertion demandées sont suivies et justifiées' : ''}.`,
    );
  }
  return { body: paragraphs(paras), table };
}

/* ------------------------------------------------------------------ moyens matériels */

const NOT_SIGNIFICANT = /^(pour|avec|sans|dans|sous|selon|des|les|une|aux|sur|par)$/;

/** The significant words of a piece of equipment's name, singular (« échafaudages roulants » → echafaudage, roulant). */
const wordsOf = (x: string) =>
  fold(x)
    .split(/[^a-z0-9-]+/)
    .filter((word) => word.length >= 3 && !NOT_SIGNIFICANT.test(word))
    .map((word) => word.replace(/(?<=[a-z]{3})[sx]$/, ''));

/**
 * What the company's fleet covers of a need of the method, and what is rented. The need's head
 * (« échafaudage roulant ou plateforme individuelle roulante », « mini-pelle et dumper ») is cut from
 * its purpose (« pour les fouilles… »); an owned item (matching the need's pattern: a « camion benne »
 * is no « benne » for rubble) covers an alternative only when it IS that
 * alternative — every significant word of it in the item's name (an « échafaudage de pied » is no
 * « échafaudage roulant ») — and a compound « X et Y » is covered only for the part owned.
 */
export function ownedFor(
  need: string,
  owned: { e: { designation: string }; folded: string }[],
  match: RegExp = /./,
): { covers: string[]; rest: string[] } {
  const cut = /\s(?:pour|avec|conforme|adapt[ée]e?s?|sur porteur)\s|\s?\(/i.exec(need);
  const head = (cut ? need.slice(0, cut.index) : need).trim();
  const tail = cut ? need.slice(cut.index) : '';
  const ownerOf = (part: string) => {
    const words = wordsOf(part);
    return words.length === 0
      ? undefined
      : owned.find((o) => match.test(o.folded) && words.every((x) => new RegExp(`(?<![a-z-])${x}`).test(o.folded)));
  };
  const line = (part: string, item: { e: { designation: string } }) =>
    `${upperFirst(part)}${tail} : ${clean(item.e.designation)} de l’entreprise`;
  const alternatives = head.split(/\s+ou\s+/);
  if (alternatives.length > 1) {
    for (const alt of alternatives) {
      const item = ownerOf(alt);
      if (item) {
        return { covers: [line(alt, item)], rest: [] };
      }
    }
    return { covers: [], rest: [upperFirst(need)] };
  }
  const parts = head.split(/\s*,\s*|\s+et\s+/).filter((p) => p !== '');
  const found = parts.map((p) => ({ p, item: ownerOf(p) }));
  if (found.every((x) => !x.item)) {
    // « Pelle hydraulique adaptée à l’emprise (mini-pelle ou pelle sur chenilles) »: an owned item that IS one of the
    // alternatives the parenthesis names covers the need (round 28: the firm's mini-digger left idle, one rented).
    const options = /\(([^()]+)\)/.exec(tail)?.[1]?.split(/\s*,\s*|\s+ou\s+/) ?? [];
    for (const option of options) {
      const item = ownerOf(option);
      if (item) {
        return { covers: [`${upperFirst(head)} (${option}) : ${clean(item.e.designation)} de l’entreprise`], rest: [] };
      }
    }
    return { covers: [], rest: [upperFirst(need)] };
  }
  if (found.every((x) => x.item)) {
    const first = found[0]?.item;
    return first && found.every((x) => x.item === first)
      ? { covers: [`${upperFirst(need)} : ${clean(first.e.designation)} de l’entreprise`], rest: [] }
      : {
          covers: found.map((x) => (x.item ? line(x.p, x.item) : '')).filter(Boolean),
          rest: [],
        };
  }
  return {
    covers: found.flatMap((x) => (x.item ? [line(x.p, x.item)] : [])),
    rest: found.flatMap((x) => (x.item ? [] : [`${upperFirst(x.p)}${tail}`])),
  };
}

const UNKNOWN_FLEET = 'Matériel de l’entreprise : ';

/**
 * What a piece of equipment is used for, read in the planning: each rule names the equipment (the head of
 * its name, « étais », « aiguille vibrante », « monte-matériaux ») and the phases whose work uses it — the
 * steps of the method it serves, never a word a phase's label happens to share with the equipment's name.
 */
interface Use {
  need: RegExp;
  phases: RegExp;
  /** Up from the first phase matching this (else `phases`) to the last matching `phases`, with no gap. */
  from?: RegExp;
  /** An access means: the works at height (see `phasesFor`). */
  access?: true;
  /** Used after the site's preparation only (its studies, surveys and orders lift and test nothing). */
  works?: true;
  /** A survey tool: with the checks when the planning has no survey phase. */
  survey?: true;
}

/** The tests and checks — not the receipt of an order, of the supports or of the frames. */
const TESTS =
  /essai|epreuve|controle|reception(?! d(?:e la commande|u bon|u support|es? supports?|es chassis|es pannes|es appuis))|mise en service|reglage|equilibrage/;
/** The supply and laying phases: what a hoist brings up is laid there (never the dépose, the checks or the tests). */
const LAID =
  /(?<!de)pose|(?<!de)montage|levage|assemblage|ossature|elevation|couverture(?! existante| provisoire)|renforcement|remplacement|(?<![a-z])reparation|pare-vapeur|isolation|revetement|etancheite d|lattage|ecran|(?<!(?:preparation|reception) d(?:u|es) )supports?(?![a-z])|modules|equipements?|generateur|centrale|remise en etat|premiere(?! mise en service)|structure|murs? de quai/;
/** Phases that only check, test, clean or close the site, or order its supplies. */
const CLOSING =
  /^(?:controles?|essais?|nettoyage|repli|reception(?! d)|mise en service|remise en service|verifications?|retouches|dossier|approvisionnement)/;

const USES: Use[] = [
  {
    need: /echafaud|nacelle|pirl|plateforme|ligne de vie|harnais|filet|protections? peripherique|garde-corps|plateau de travail|vehicule atelier|protection du mobilier|feux d.alternat|signalisation temporaire/,
    phases: /./,
    access: true,
  },
  // A weather protection stays up while the roof is open: from its installation (or the dépose) to the
  // last covering phase.
  {
    need: /parapluie|couverture provisoire|bach/,
    from: /parapluie|bach|couverture provisoire|(?<![a-z])depose|decouver|degarn/,
    phases: /couverture(?! existante| provisoire)|tuiles?|ardoises?|bacs|lattage|ecran|etancheite|revetement|modules/,
    works: true,
  },
  // Earthworks on open ground: the seed sprayed where the slope is re-vegetated; the profiles set out, guided and
  // surveyed.
  { need: /hydroseeder|hydromulch|semoir/, phases: /revegetal|ensemencement|engazon|plantation|semis/, works: true },
  { need: /gps|station totale/, phases: /piquetage|terrass|reprofil|recolement|implantation/, works: true },
  // Road works: the paver lays the asphalt; the rollers compact it and the purges; the sweeper cleans before traffic.
  {
    need: /finisseur|repandeuse/,
    phases: /enrobes?|revetements?|roulement|bicouche|enduits?|accrochage|voiries?/,
    works: true,
  },
  {
    need: /compacteur|cylindre/,
    phases: /enrobes?|revetements?|roulement|remblai|couches? de forme|purges?|reprises? de structure|terrass/,
    works: true,
  },
  { need: /balayeuse/, phases: /nettoyage|marquage|enrobes?|roulement|remise en circulation/, works: true },
  // Props: from the shoring to the last structural or opening phase they hold (their removal included).
  {
    need: /etai/,
    from: /etai/,
    phases:
      /etai|ouverture|reprises?(?! du support)|beton|plancher|linteau|renforc|remplacement|structur|sous-oeuvre|elevation|(?<![a-z])reparation/,
    works: true,
  },
  // Concreting: the foundations, slabs, walls and new concrete.
  {
    need: /aiguille vibrante|vibreur|pervibr|beton|toupie|coffrage|banche/,
    phases:
      /beton|fondation|massif|dallage|dalle|voile|plancher|chape|longrine|semelle|genie civil|(?<![a-z])reparation|sous-oeuvre|elevation/,
    works: true,
  },
  // Hot works: the membranes welded (vapour barrier, covering, upstands).
  {
    need: /chalumeau|soudage des membranes|permis de feu|extincteur/,
    phases: /pare-vapeur|revetement|etanch|membrane|soud|(?<![a-z])reparation/,
    works: true,
  },
  {
    need: /zinguerie|plieuse|fer a souder/,
    phases: /zinguerie|zinc|plomb|noues?|chenea|evacuations?|eaux pluviales/,
    works: true,
  },
  {
    need: /station de recuperation|recuperation des fluides/,
    phases: /recuperation|(?<![a-z])depose|vidange|remise en etat|remplacement|intervention/,
    works: true,
  },
  // Marine works: the barge and its crane serve from the removal to the decking; the pile driver the piles; the
  // turbidity screen is up while the bed is disturbed.
  {
    need: /barge|ponton flottant|embarquee/,
    from: /depose|extraction/,
    phases: /depose|extraction|battage|superstructure|platelage/,
    works: true,
  },
  { need: /vibrofonceur|mouton de battage/, phases: /extraction|battage/, works: true },
  // A water borehole: the rig drills, cases and cements; the compressor drives the hammer and develops the well; the
  // test pump runs the pumping tests; the mud tank serves from the drilling to the tests.
  { need: /foreuse|atelier de forage/, phases: /foration|tubage|cimentation/, works: true },
  { need: /compresseur haute pression/, phases: /foration|developpement/, works: true },
  { need: /bac a boues/, phases: /foration|developpement|essais de pompage/, works: true },
  { need: /turbidit|barrage flottant/, phases: /depose|extraction|battage/, works: true },
  // A frame taken down (a greenhouse's) by a crane truck: during the demolition.
  { need: /grue de demontage/, phases: /demolition|demontage|deconstruction/, works: true },
  // Lifting before the vehicles: a « camion-grue » lifts.
  { need: /grue|monte|levage|chariot|palonnier|ventouse|diable|leve|treuil|palan/, phases: LAID, works: true },
  { need: /ponceuse|poncage/, phases: /bande|finition|preparation des supports|decap|enduit|peinture/ },
  // A spraying pump lays the coats: never the preparation of the supports.
  { need: /airless|pistolet|pulverisat/, phases: /impression|couches?|finition|peinture|application|mise en oeuvre/ },
  {
    need: /scie de sol|carotteuse|perforateur/,
    phases: /\bdepose|demoli|curage|reservation|traversee|reseau|intervention|fondation|terrass|(?<!de)pose|ossature/,
  },
  {
    need: /benne|goulotte|gravat|demoli|pince|cisaille|brise|decap|hydrogomm|sableuse|rabot|marteau/,
    phases: /\bdepose|demoli|curage|decap|preparation des supports|terrass|degarn|evacuation/,
  },
  // Survey tools (moisture, probing, network detection) go with the survey or the supports'
  // reception, not the final checks; test tools (pressure pump, gauges, testers) with the tests,
  // never the preparation's surveys.
  {
    need: /detecteur|hygrometre|carbure|humidimetre|poincon|resistographe|sondage/,
    phases:
      /diagnostic|constat|reconnaissance|reperage|supports?(?![a-z])|dict|implantation|(?<!, )releves?(?! d.etanch)(?![a-z]*,? points singuliers)/,
    survey: true,
  },
  {
    need: /epreuve|manometre|testeur|controleur|mesure|verificateur|camera|analyseur|desembou|anemometre/,
    phases: TESTS,
    works: true,
  },
  // (on earthworks the laser sets the levels and the falls too, round 28: « booked for week 1 only »)
  {
    need: /laser|niveau/,
    phases:
      /implantation|ossature|trac|releve|(?<!de)pose|elevation|terrass|reglage|fond de forme|couches? de forme|structures?/,
  },
  { need: /vehicule|camion|transpalette/, phases: /approvision|livraison|(?<![a-z])(?:de)?pose|intervention/ },
];
/** Phases spent off the site (studies, workshop): no site equipment there. */
const OFF_SITE =
  /^(?:etudes?|prise de cotes|releves, choix|restauration en atelier|fabrication)|plans? d.execution|visa/;
const PREPARATION =
  /^(?:preparation|etudes?|releves|prise de cotes|constat|reception du bon|demande|prise en charge|approvisionnement|reception de la commande)/;
const WORKS =
  /(?<!de)pose|mise en oeuvre|montage|realis|(?<!etudes d.)execution|application|cabl|cheminement|raccord|ossature|elevation|couverture|etanch|peinture|travaux|intervention|reseau|distribution|enduit|revetement|carrel|habillage|bande|fondation|terrass|chaussee|canalis/;

/**
 * The works' main phase on site: the longest, never a workshop's fabrication nor the studies (the
 * team and the site equipment are not there); between phases of the same length, the works phase
 * (« remplacement des vitrages ») wins over a reception or a preparation.
 */
export function mainSitePhase<P extends { nom: string; length: number }>(phases: P[]): P | undefined {
  const candidates = phases.filter(
    (p) => !OFF_SITE.test(fold(p.nom)) || /installation|(?<![a-z])(?:de)?pose/.test(fold(p.nom)),
  );
  const pool = candidates.length > 0 ? candidates : phases;
  const weight = (p: P) => p.length + (WORKS.test(fold(p.nom)) ? 0.5 : 0);
  return pool.reduce<P | undefined>((m, p) => (!m || weight(p) > weight(m) ? p : m), undefined);
}

/** The stems (6 letters) of the significant words of a text, for matching products with phases. */
const stemsOf = (text: string) =>
  new Set(
    fold(text)
      .split(/[^a-z0-9]+/)
      .filter((x) => x.length >= 6 && !/^(?:prevus?|conformes?|travaux|ouvrages?|materiaux|produits?)$/.test(x))
      .map((x) => x.slice(0, 6)),
  );
/** Phases that lay nothing: checks, tests, handover, clearing away. */
const LAYS_NOTHING = /^(?:controles?|essais|reception|recolement|repli|nettoyage|mise en service|levee)/;

/**
 * The first and last phases whose names share a word with the products (« terre végétale d’apport » with « terre
 * végétale et plantations »), when at least two products find their phase and they span two phases or all the products
 * find the one; null otherwise (the main works phase then).
 */
export function deliveryWindow<P extends { nom: string; start: number; end: number }>(
  products: string[],
  phases: P[],
): { from: P; to: P } | null {
  const stems = phases.map((p) => (LAYS_NOTHING.test(fold(p.nom)) ? new Set<string>() : stemsOf(p.nom)));
  const found = products.flatMap((m) => {
    const own = stemsOf(m);
    const i = stems.findIndex((s) => [...s].some((x) => own.has(x)));
    return i >= 0 ? [phases[i] as P] : [];
  });
  if (found.length < 2) {
    return null;
  }
  const from = found.reduce((x, y) => (y.start < x.start ? y : x));
  const to = found.reduce((x, y) => (y.end > x.end ? y : x));
  // (one phase for some products only says nothing of the others': the main works phase then)
  return from === to && found.length < products.length ? null : { from, to };
}

/** The parts of a need's head (« étais et coffrages », « station de récupération et détecteur de fuites »). */
const partsOf = (head: string) =>
  fold(head)
    .split(/\s*[,:]\s*|\s+(?:et|ou)\s+/)
    .filter((p) => p.trim() !== '');

/**
 * « X — phases » lines, those used in the same phases side by side and the phases said once: the next ones say « mêmes
 * phases » (the same « pose en gaine » (semaines 6 à 7) nine times in one memo reads heavily — the graders' P).
 */
export function phasesOnce(lines: string[]): string[] {
  const SEP = ' — ';
  const phasesOfLine = (line: string) => (line.includes(SEP) ? line.slice(line.lastIndexOf(SEP) + SEP.length) : '');
  const order = [...new Set(lines.map(phasesOfLine))];
  const sorted = [...lines].sort((x, y) => order.indexOf(phasesOfLine(x)) - order.indexOf(phasesOfLine(y)));
  return sorted.map((line, i) => {
    const phases = phasesOfLine(line);
    return i > 0 && phases && phasesOfLine(sorted[i - 1] ?? '') === phases
      ? `${line.slice(0, line.lastIndexOf(SEP))}${SEP}mêmes phases`
      : line;
  });
}

/** « « dépose de la couverture existante » (semaines 2 à 3) », « de « préparation… » à « repli » (semaines 1 à 8) ». */
export function phasesFor(
  need: string,
  schedule: { unit: 'semaine' | 'jour'; phases: { nom: string; start: number; end: number; length: number }[] },
  perOrder: boolean,
  /** A scaffold serves the whole works: a nacelle beside it serves the finishing works only. */
  besideScaffold = false,
): string {
  const onSite = schedule.phases.filter(
    (p) => !OFF_SITE.test(fold(p.nom)) || /installation|pose|depose/.test(fold(p.nom)),
  );
  const site = onSite.length > 0 ? onSite : schedule.phases;
  // The works: from the first phase past the preparation (its studies, DT-DICT, surveys or supplies; an
  // installation of the site or of its scaffold is works) to the end, a check in between included.
  const begin = site.findIndex(
    (p) =>
      !PREPARATION.test(fold(p.nom)) ||
      /installation|echafaud|securis|mise en securite|(?<![a-z])acces(?![a-z])/.test(fold(p.nom)),
  );
  const works = begin < 0 ? [] : site.slice(begin);
  // What no use places goes over the works — never the preparation, nor the repli alone.
  const last = works[works.length - 1];
  const core =
    works.length > 1 &&
    last &&
    /repli|reception|levee des reserves|compte rendu|dossier|remise des/.test(fold(last.nom))
      ? works.slice(0, -1)
      : works;
  const doing = core.filter((p) => WORKS.test(fold(p.nom)) || LAID.test(fold(p.nom)));
  const begun = core.filter((p) => !/^(?:preparation|installation|diagnostics?\b)/.test(fold(p.nom)));
  const fallback = doing.length > 0 ? doing : begun.length > 0 ? begun : core.length > 0 ? core : site;
  const folded = fold(need);
  const head = need.split(/\s(?:pour|avec)\s|\s?\(/)[0] ?? need;
  // Each part of the need's head gets its use (« étais et coffrages »: the shoring and the concreting);
  // the whole name only when no part is recognised.
  const byPart = partsOf(head).flatMap((part) => {
    const use = USES.find((u) => u.need.test(part));
    return use ? [use] : [];
  });
  const whole = USES.find((u) => u.need.test(folded));
  const uses = byPart.length > 0 ? [...new Set(byPart)] : whole ? [whole] : [];
  // An access means named for a work (« nacelle pour la couverture ») goes with that work's phases.
  const purpose = / pour (?:la |le |les |l’|l')?(.+)$/.exec(need)?.[1] ?? '';
  const forPurpose = site.filter((p) =>
    wordsOf(purpose).some(
      (x) =>
        x.length >= 5 &&
        !/^(?:interventions?|ponctuel(?:le)?s?|approvisionnements?|chantier|travaux)$/.test(x) &&
        new RegExp(`(?<![a-z])${x}`).test(fold(p.nom)),
    ),
  );
  const nacelle = /nacelle/.test(folded);
  const finishing = site.filter((p) => /points? singuliers|zinguerie|rives?|habillage|finition/.test(fold(p.nom)));
  const phasesOf = (use: Use): typeof site => {
    if (use.access) {
      return nacelle && forPurpose.length > 0
        ? forPurpose
        : nacelle && besideScaffold && finishing.length > 0
          ? finishing
          : works.length > 0
            ? works
            : site;
    }
    const pool = use.works ? works : site;
    if (use.from) {
      const start = pool.findIndex((p) => use.from?.test(fold(p.nom)) ?? false);
      const first = start >= 0 ? start : pool.findIndex((p) => use.phases.test(fold(p.nom)));
      // The last phase that uses it: a closing phase only when it names it (« dépose des étais »).
      const end = pool.reduce(
        (m, p, i) =>
          use.phases.test(fold(p.nom)) && (!CLOSING.test(fold(p.nom)) || (use.from?.test(fold(p.nom)) ?? false))
            ? i
            : m,
        -1,
      );
      return first < 0 ? [] : pool.slice(first, Math.max(first, end) + 1);
    }
    // A phase that only checks or closes the site lifts, welds or concretes nothing.
    const own = pool.filter(
      (p) => use.phases.test(fold(p.nom)) && (!use.works || use.phases === TESTS || !CLOSING.test(fold(p.nom))),
    );
    if (own.length === 0 && use.survey) {
      // A survey tool on a job without a survey phase goes with the checks.
      return works.filter((p) => TESTS.test(fold(p.nom)));
    }
    return own;
  };
  // A tool named after a phase's work and no use (« soudeuse à air chaud… ») goes with that phase.
  const named = site.filter((p) =>
    wordsOf(head).some(
      (x) =>
        x.length >= 5 &&
        !/^(?:chantier|travail|site|outillage)$/.test(x) &&
        new RegExp(`(?<![a-z])${x}`).test(fold(p.nom)),
    ),
  );
  const ruled = site.filter((p) => uses.some((u) => phasesOf(u).includes(p)));
  // One use (not a span nor an access means) among several phases: those named for the tool's work
  // (« pelle de démolition » → « démolition du gros œuvre », not the curage) when the use has them.
  const single = uses.length === 1 && byPart.length <= 1 && !uses[0]?.access && !uses[0]?.from;
  const narrowed = single ? ruled.filter((p) => named.includes(p)) : [];
  const used = narrowed.length > 0 ? narrowed : ruled.length > 0 ? ruled : named;
  const chosen = used.length > 0 ? used : fallback;
  const first = chosen[0];
  const lastChosen = chosen[chosen.length - 1];
  if (!first || !lastChosen) {
    return 'selon les interventions';
  }
  const quoted = (p: { nom: string }) => `« ${lowerFirst(p.nom)} »`;
  if (perOrder) {
    return `à chaque commande, ${chosen.length <= 2 ? `pendant ${joinFr(chosen.map(quoted))}` : `${deQuoted(lowerFirst(first.nom))} à ${quoted(lastChosen)}`}`;
  }
  const contiguous = chosen.every((p, i) => i === 0 || p.start === (chosen[i - 1]?.end ?? 0) + 1);
  if (contiguous) {
    const names =
      chosen.length <= 2 ? joinFr(chosen.map(quoted)) : `${deQuoted(lowerFirst(first.nom))} à ${quoted(lastChosen)}`;
    return `${names} (${periodOf({ start: first.start, end: lastChosen.end }, schedule.unit)})`;
  }
  return joinFr(chosen.map((p) => `${quoted(p)} (${periodOf(p, schedule.unit)})`));
}

export function moyensMateriels(w: Writing): Written {
  const { f, a, todo } = w;
  const paras: string[] = [];
  let table: ResponseTable | null = null;
  const needed = applicable(a, a.kb.materiel);
  // (overseas, the fleet stays in mainland France: the machines are hired on the spot — round 29, Guyane)
  const offshore = overseas(a);
  const owned = offshore ? [] : f.equipment.map((e) => ({ e, folded: fold(`${e.designation} ${e.details ?? ''}`) }));
  const schedule = scheduleOf(a);
  if (f.equipment.length > 0) {
    // Only what this work needs (the knowledge's equipment, matched against the profile's
    // designations) is said to be assigned to it, in the text and in the table; the rest of the
    // fleet is not (a roofer's scaffold is no means of a plumbing job the method does not ask it for).
    const covered: string[] = [];
    const rented: string[] = [];
    const met: string[] = [];
    const scaffold = needed.some((n) => /echafaudage de pied/.test(fold(n.nom)));
    for (const item of needed) {
      const { covers, rest: all } = ownedFor(item.nom, owned, item.match);
      // A workshop (« atelier de taille ») is not hired on site: not presented as a means rented for the works.
      const rest = all.filter((r) => !/^atelier\b/.test(fold(r)));
      met.push(...covers);
      covered.push(
        ...covers.map((c) => {
          const [need = c, item = ''] = c.split(' : ');
          // « Laser : Laser rotatif de l’entreprise » says it once: « Laser rotatif de l’entreprise ».
          const line = fold(item).startsWith(fold(need)) ? item : c;
          return `${line} — ${phasesFor(need, schedule, a.accordCadre, scaffold)}`;
        }),
      );
      rented.push(...rest.map((r) => `${r} — ${phasesFor(r, schedule, a.accordCadre, scaffold)}`));
    }
    const assigned = f.equipment.filter((e) =>
      met.some((c) => c.includes(`: ${clean(e.designation)} de l’entreprise`)),
    );
    const others = f.equipment.length - assigned.length;
    // The profile's fleet, each item said assigned to this work or only available (never the whole
    // fleet as assigned).
    table = {
      columns: ['Désignation', 'Quantité', 'Précisions', 'Pour ce chantier'],
      rows: f.equipment.map((e) => [
        clean(e.designation),
        integer(e.quantite),
        clean(e.details) || '—',
        assigned.includes(e) ? 'Affecté' : 'Disponible, non affecté',
      ]),
    };
    if (assigned.length > 0) {
      paras.push(
        `Pour les ${kindOf(a)}${lotsOf(a)} de ${opAt(a)}, ${spanOf(a)}, ${name(w)} affecte de son parc ce que demande le mode opératoire : ${joinFr(assigned.map((e) => lowerFirst(clean(e.designation))))}${others > 0 ? ` ; ${others > 1 ? 'ses autres moyens restent disponibles' : 'son autre moyen reste disponible'} si le chantier le demande (tableau ci-dessous)` : ' (tableau ci-dessous)'}.`,
      );
      paras.push(
        `Moyens de l’entreprise affectés à ${opRef(a)}, chacun pendant les phases qui l’emploient :\n${bullets(phasesOnce(covered))}`,
      );
      if (rented.length > 0) {
        paras.push(
          // The lead-in names the building and its site (`namedOnce`): « loués sur place », not
          // « près du Puy-Saint-Bonnet pour la salle du Puy-Saint-Bonnet ».
          `Moyens loués sur place pour ${opRef(a)}, ${offshore ? 'le parc de l’entreprise restant en métropole' : 'faute de figurer dans le parc de l’entreprise'} :\n${bullets(phasesOnce(rented))}`,
        );
      }
    } else {
      w.todo.note(
        offshore
          ? // (the fleet stays in mainland France for the distance, not for its trade — round 30)
            `Chantier outre-mer : votre matériel (« Mon entreprise ») n’est pas présenté comme acheminé depuis la métropole, et les équipements que demande le mode opératoire sont présentés comme loués sur place : ${joinFr(needed.map((n) => n.nom))}. Si vous comptez expédier vos engins, modifiez ce point avant l’envoi.`
          : `Votre matériel (« Mon entreprise ») ne relève pas des ${kindOf(a)} de ce marché : il n’est pas présenté comme affecté à ce chantier, et les équipements que demande le mode opératoire sont présentés comme loués : ${joinFr(needed.map((n) => n.nom))}. Ajoutez-les à votre profil si vous les possédez.`,
      );
      paras.push(
        `Pour les ${kindOf(a)}${lotsOf(a)} de ${opRef(a)}, ${spanOf(a)}, les moyens que demande le mode opératoire sont loués ${a.place.commune ? `près de ${a.place.commune}` : 'près du site'} ; le parc de ${name(w)} (tableau ci-dessous) reste disponible si le chantier le demande.`,
      );
      if (rented.length > 0) {
        paras.push(
          `Moyens loués pour ${opRef(a)}, chacun pendant les phases qui l’emploient :\n${bullets(phasesOnce(rented))}`,
        );
      }
    }
  } else {
    // The fleet is unknown: the needs are listed as needs, each with the phases of this tender's
    // planning that use it (not as met, and not one sentence shared by every response).
    const scaffold = needed.some((n) => /echafaudage de pied/.test(fold(n.nom)));
    const uses = needed.map((n) => `${upperFirst(n.nom)} — ${phasesFor(n.nom, schedule, a.accordCadre, scaffold)}`);
    const near = a.place.commune ? ` ou par location près de ${a.place.commune}` : ' ou par location';
    paras.push(
      `${UNKNOWN_FLEET}${todo.marker(NEED.equipment)}. Pour les ${kindOf(a)}${lotsOf(a)} de ${opAt(a)}${contextOf(a)}, ${spanOf(a)}, le mode opératoire demande ${plural(needed.length, 'équipement')}, à couvrir par le parc de l’entreprise${near}, ${needed.length > 1 ? 'chacun mobilisé pendant les phases qui l’emploient' : 'mobilisé pendant les phases qui l’emploient'} :\n${bullets(phasesOnce(uses))}`,
    );
  }
  const others =
    a.lots.length > 2
      ? ` et partagée avec les ${integer(a.lots.length - 1)} autres lots selon le PGC`
      : a.lots.length === 2
        ? ' et partagée avec l’autre lot selon le PGC'
        : '';
  if (a.accordCadre) {
    paras.push(
      `Pour chaque ${a.accordCadreNamed ? 'bon de commande' : 'commande'}, le matériel est ${reachOf(a) === 'local' ? 'amené le jour de l’intervention et repris le soir' : 'acheminé avec l’équipe et les fournitures de la commande, et repris en fin d’intervention'}${a.constraints.has('site_occupe') || a.constraints.has('scolaire') || a.constraints.has('sante') ? ', sans stockage dans les locaux occupés' : ''} ; aucune installation permanente n’est laissée sur les sites ${buyerOf(a, 'de')}.`,
    );
  } else if (a.constraints.has('site_occupe') || a.constraints.has('scolaire') || a.constraints.has('sante')) {
    paras.push(
      `L’installation de chantier${atSite(a)} est réduite à une zone de stockage fermée et à des bennes de tri, implantées en accord ${buyerOf(a, 'avec')} à l’écart des ${a.constraints.has('scolaire') ? pupils(a) : a.constraints.has('sante') ? 'patients et du public' : 'occupants'}${others} ; l’usage éventuel des sanitaires existants fait l’objet d’un accord préalable.`,
    );
  } else {
    paras.push(
      `L’installation de chantier${atSite(a)} — zone de stockage balisée, bennes de tri, vestiaire et sanitaires du personnel — est implantée selon le plan validé en période de préparation${others}${a.constraints.has('circulation') ? ', dans l’emprise autorisée par l’arrêté de circulation' : ''}.`,
    );
  }
  // The site set-up joins the section's first paragraph (alone, it reads the same in every response).
  const setup = paras.pop();
  if (setup && paras.length > 0 && !(paras[0] ?? '').includes('\n')) {
    paras[0] = `${paras[0]} ${setup}`;
  } else if (setup && (paras[0] ?? '').startsWith(UNKNOWN_FLEET)) {
    // The unknown fleet's lead-in: the set-up follows the marker, before the needs.
    const cut = (paras[0] ?? '').indexOf(' Pour les ');
    paras[0] = `${(paras[0] ?? '').slice(0, cut)} ${setup}${(paras[0] ?? '').slice(cut)}`;
  } else if (setup) {
    paras.push(setup);
  }
  const first = schedule.phases[0];
  // The products arrive for the works phases that lay them (its weeks are this tender's): those whose names share a
  // word with the products' (« Terre végétale … » for « terre végétale et plantations »), else the main works phase
  // (round 30: plants delivered « pour « démolitions et terrassements » » four weeks before their planting).
  const window = a.accordCadre ? null : deliveryWindow(a.kb.materiaux, schedule.phases.slice(1));
  const laid = a.accordCadre || window ? undefined : mainSitePhase(schedule.phases.slice(1));
  const when = window
    ? window.from === window.to
      ? ` pour « ${lowerFirst(window.from.nom)} » (${periodOf(window.from, schedule.unit)})`
      : ` au fil des phases qui les mettent en œuvre, ${deQuoted(lowerFirst(window.from.nom))} à « ${lowerFirst(window.to.nom)} » (${periodOf({ start: window.from.start, end: window.to.end }, schedule.unit)})`
    : laid
      ? ` pour « ${lowerFirst(laid.nom)} » (${periodOf(laid, schedule.unit)})`
      : '';
  paras.push(
    `Produits prévus pour ${a.kb.ouvrage}${lotsOf(a)} de ${opAt(a)} : fiches techniques et avis techniques soumis au visa ${a.accordCadre ? 'à la première commande' : `pendant « ${lowerFirst(first?.nom ?? 'la préparation')} »`}, commande ensuite${reachOf(a) === 'week' || reachOf(a) === 'far' ? ', livraison directe sur site' : ''}${when} :\n${bullets(a.kb.materiaux.map((m) => upperFirst(overseas(a) ? m.replace(/ à rupture de pont thermique/u, ' adaptées au climat tropical (RTAA DOM : protection solaire, aération, tenue au vent)') : m)))}`,
  );
  return { body: paragraphs(paras), table };
}
