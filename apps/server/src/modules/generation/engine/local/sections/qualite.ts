import { applicable } from '../analysis.ts';
import { framesWorks, worksText } from '../company.ts';
import { deQuoted, fold, joinFr, lowerFirst, paragraphs, plural, upperFirst } from '../text.ts';
import {
  type Writing,
  type Written,
  deName,
  ofCommune,
  opAt,
  kindOf,
  scheduleOf,
  periodOf,
  qualificationName,
  ofTrade,
  lotsOf,
  buyerOf,
} from './shared.ts';

/* ------------------------------------------------------------------ qualité */

/** Per-order works have no maître d’œuvre: the buyer's technical service validates and receives. */
const noMoe = (x: string) =>
  x
    .replace(/\bdu maître d[’']œuvre\b/g, 'du service technique de l’acheteur')
    .replace(/\bau maître d[’']œuvre\b/g, 'au service technique de l’acheteur')
    .replace(
      /\b[Ll]e maître d[’']œuvre\b/g,
      (m) => `${m.startsWith('L') ? 'Le' : 'le'} service technique de l’acheteur`,
    )
    .replace(/\bmaître d[’']œuvre\b/g, 'service technique de l’acheteur');

/** Two records of the same kind (« PV de mesures », « PV de mesures. »), whatever their case or accents. */
const sameProof = (x: string, y: string) =>
  fold(x)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim() ===
  fold(y)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The standards a reference names, one by one (« NF P 05-011 et NF EN 16165 » → both; « NF DTU 31.1
 * et 31.2 » → « NF DTU 31.1 », « NF DTU 31.2 »); a choice (« 43.1, 43.3 ou 43.4 ») stays whole,
 * a guide or a series described in words is left out.
 */
export function standardsOf(ref: string): string[] {
  const bare = ref.replace(/\s*\([^)]*\)/g, '').trim();
  if (/\sou\s/.test(bare)) {
    return [bare];
  }
  const out: string[] = [];
  let prefix = '';
  for (const piece of bare.split(/\s+et\s+|,\s*/)) {
    const p = piece.trim();
    const m = /^((?:NF|EN|XP|FD)(?: (?:DTU|EN|ISO|P|C|S|X))*)\s+(?=[\dA-Z])/.exec(p);
    if (m) {
      prefix = m[1] ?? '';
      if (!/\bs[ée]rie\b/.test(p)) {
        out.push(p);
      }
    } else if (prefix && /^[\d.-]+(?:[-/][\dA-Z]+)*$/.test(p)) {
      out.push(`${prefix} ${p}`);
    }
  }
  return out;
}

/** « de la NF EN 16165 », « du NF DTU 52.2 », « du FD P 20-651 », « de la norme EN 1090-2 »: a standard after « respect ». */
export function ofStandard(ref: string): string {
  if (/^(?:NF DTU|FD)\b/.test(ref)) {
    return `du ${ref}`;
  }
  return /^NF\b/.test(ref) ? `de la ${ref}` : `de la norme ${ref}`;
}

export function qualite(w: Writing): Written {
  const { a, f } = w;
  const checks = applicable(a, a.kb.autocontroles);
  const stops = checks.filter((c) => /point d.arr[eê]t/.test(fold(c.moment)));
  const schedule = scheduleOf(a);
  const last = schedule.phases[schedule.phases.length - 1];
  const intro = `Pour les ${kindOf(a)}${lotsOf(a)} de ${opAt(a)}, ${plural(checks.length, 'autocontrôle')} ${checks.length > 1 ? 'sont consignés' : 'est consigné'} sur fiche (tableau ci-dessous)${stops.length > 0 ? `, dont ${plural(stops.length, 'point d’arrêt', 'points d’arrêt')} levé${stops.length > 1 ? 's' : ''} ${a.accordCadre ? `avec le représentant ${buyerOf(a, 'de')} sur la commande concernée` : 'avec le maître d’œuvre'} avant de poursuivre : ${joinFr(stops.map((c) => lowerFirst(c.point)))}` : ''}.`;
  const paq = a.accordCadre
    ? `Chaque ${a.accordCadreNamed ? 'bon de commande' : 'commande'} ${buyerOf(a, 'de')} a sa fiche d’autocontrôle, jointe au compte rendu d’intervention ; une non-conformité relevée sur une commande est corrigée et vérifiée avant ${a.accordCadreNamed ? 'la clôture du bon' : 'la clôture de cette commande'}.`
    : `Le plan d’assurance qualité du chantier${ofCommune(a)}, remis pendant « ${lowerFirst(schedule.phases[0]?.nom ?? 'la préparation')} », reprend ces fiches ; une non-conformité, relevée par nous ou par le maître d’œuvre, arrête la tâche concernée jusqu’à sa correction et sa vérification.`;
  // A qualification frames these works only when it is about them: its kind of work, material and
  // part of the building, stated by the works (« Couverture en ardoises » does not frame a tile roof,
  // nor a roof whose material the notice does not give).
  const works = worksText(a);
  const relevant = f.qualifications.filter((q) => ofTrade(a, `${q.organisme} ${q.intitule}`));
  const framing = relevant.filter((q) => framesWorks(`${q.organisme} ${q.intitule}`, works));
  for (const q of f.qualifications.filter((x) => !relevant.includes(x))) {
    w.todo.note(
      `La qualification « ${qualificationName(q)} » ne relève pas des ${a.kb.travaux} : elle n’est pas présentée comme un cadre de ce chantier ; vérifiez qu’elle a sa place dans cette réponse.`,
    );
  }
  for (const q of relevant.filter((x) => !framing.includes(x))) {
    w.todo.note(
      `La qualification « ${qualificationName(q)} » porte sur un autre ouvrage ou un autre matériau que les ${kindOf(a)} de ce marché : elle figure dans la présentation de l’entreprise, mais n’est pas présentée comme encadrant ces travaux.`,
    );
  }
  const quals =
    framing.length > 0
      ? `${framing.length > 1 ? 'Les qualifications' : 'La qualification'} ${joinFr(framing.map(qualificationName))} ${framing.length > 1 ? 'encadrent' : 'encadre'} ces pratiques.`
      : null;
  // Each kind of proof once, though several checks yield it (« PV de mesures » for the continuity
  // and for the insulation): never « PV de mesures, PV de mesures et PV d’essais ».
  const proofs = checks
    .map((c) => c.preuve)
    .filter((p) => /\bPV\b|proc[eè]s-verbal|rapport|relev/i.test(p))
    .filter((p, i, all) => all.findIndex((q) => sameProof(q, p)) === i)
    .slice(0, 3);
  const standards = a.normes
    .filter((n) => /^(NF|EN|XP|FD)\b/.test(n.ref))
    .slice(0, 2)
    .flatMap((n) => standardsOf(n.ref))
    .filter((x, i, all) => all.indexOf(x) === i)
    .slice(0, 3);
  const proofText =
    proofs.length > 0 ? `les preuves des contrôles (${joinFr(proofs.map(lowerFirst))})` : 'les fiches d’autocontrôle';
  const standardText = standards.length > 0 ? `, la justification du respect ${joinFr(standards.map(ofStandard))}` : '';
  // Per-order contracts have no DOE of one operation nor a pre-reception: each order has its own
  // compte rendu, and a yearly summary gathers them.
  const doe = a.accordCadre
    ? `Le compte rendu de chaque commande réunit ${proofText}, les fiches techniques des produits posés${standardText} et, pour un ouvrage neuf, sa notice d’entretien ; un bilan annuel récapitule ${buyerOf(a, 'à')} les commandes exécutées, les contrôles et les réserves levées.`
    : `Le DOE de ${opAt(a)}${lotsOf(a)}, remis ${buyerOf(a, 'à')}, réunit ${proofText}, les fiches techniques des produits posés${standardText} et les notices d’entretien ${deName(a.kb.ouvrage)}.`;
  // The pre-reception comes before the reception phase, not during it.
  const receptionPhase = last && /r[eé]ception/.test(fold(last.nom));
  const before = receptionPhase ? schedule.phases[schedule.phases.length - 2] : undefined;
  const preReception =
    receptionPhase && before
      ? `Une pré-réception interne a lieu à la fin ${deQuoted(lowerFirst(before.nom))} (${periodOf({ start: before.end, end: before.end }, schedule.unit)}), avant « ${lowerFirst(last.nom)} » et les opérations préalables à la réception`
      : receptionPhase
        ? 'Une pré-réception interne a lieu avant les opérations préalables à la réception'
        : `Une pré-réception interne a lieu pendant « ${lowerFirst(last?.nom ?? 'la réception')} »${last ? ` (${periodOf(last, schedule.unit)})` : ''}, avant les opérations préalables à la réception`;
  const reception = a.accordCadre
    ? `Chaque commande se clôt par une réception contradictoire avec le représentant ${buyerOf(a, 'de')} ; les réserves sont levées dans le délai que fixe ${a.accordCadreNamed ? 'le bon de commande' : 'la commande'}.`
    : `${preReception} ; la levée des réserves est planifiée dès la signature du procès-verbal.`;
  return {
    body: paragraphs([[intro, paq, quals].filter(Boolean).join(' '), `${doe} ${reception}`]),
    table: {
      columns: ['Point de contrôle', 'Moment', 'Enregistrement'],
      rows: checks.map((c) =>
        [c.point, upperFirst(c.moment), upperFirst(c.preuve)].map((cell) => (a.accordCadre ? noMoe(cell) : cell)),
      ),
    },
  };
}
