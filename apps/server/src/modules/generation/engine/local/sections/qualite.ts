import { applicable } from '../analysis.ts';
import { fold, joinFr, lowerFirst, paragraphs, plural, upperFirst } from '../text.ts';
import {
  type Writing,
  type Written,
  deName,
  ofCommune,
  opRef,
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

export function qualite(w: Writing): Written {
  const { a, f } = w;
  const checks = applicable(a, a.kb.autocontroles);
  const stops = checks.filter((c) => /point d.arr[eê]t/.test(fold(c.moment)));
  const schedule = scheduleOf(a);
  const last = schedule.phases[schedule.phases.length - 1];
  const intro = `Pour les ${kindOf(a)}${lotsOf(a)} de ${opAt(a)}, ${plural(checks.length, 'autocontrôle')} ${checks.length > 1 ? 'sont consignés' : 'est consigné'} sur fiche (tableau ci-dessous)${stops.length > 0 ? `, dont ${plural(stops.length, 'point d’arrêt', 'points d’arrêt')} levé${stops.length > 1 ? 's' : ''} avec le maître d’œuvre avant de poursuivre : ${joinFr(stops.map((c) => lowerFirst(c.point)))}` : ''}.`;
  const paq = a.accordCadre
    ? `Chaque bon de commande ${buyerOf(a, 'de')} a sa fiche d’autocontrôle, jointe au compte rendu d’intervention ; une non-conformité relevée sur une commande est corrigée et vérifiée avant la clôture du bon.`
    : `Le plan d’assurance qualité du chantier${ofCommune(a)}, remis pendant « ${lowerFirst(schedule.phases[0]?.nom ?? 'la préparation')} », reprend ces fiches ; une non-conformité, relevée par nous ou par le maître d’œuvre, arrête la tâche concernée jusqu’à sa correction et sa vérification.`;
  const relevant = f.qualifications.filter((q) => ofTrade(a, `${q.organisme} ${q.intitule}`));
  for (const q of f.qualifications.filter((x) => !relevant.includes(x))) {
    w.todo.note(
      `La qualification « ${qualificationName(q)} » ne relève pas des ${a.kb.travaux} : elle n’est pas présentée comme un cadre de ce chantier ; vérifiez qu’elle a sa place dans cette réponse.`,
    );
  }
  const quals =
    relevant.length > 0
      ? `${relevant.length > 1 ? 'Les qualifications' : 'La qualification'} ${joinFr(relevant.map(qualificationName))} ${relevant.length > 1 ? 'encadrent' : 'encadre'} ces pratiques.`
      : null;
  const proofs = checks
    .map((c) => c.preuve)
    .filter((p) => /\bPV\b|proc[eè]s-verbal|rapport|relev/i.test(p))
    .slice(0, 3);
  const standards = a.normes
    .filter((n) => /^(NF|EN|XP|FD)\b/.test(n.ref))
    .slice(0, 2)
    .map((n) => n.ref);
  const doe = `${a.accordCadre ? 'Les comptes rendus des commandes et le dossier des ouvrages exécutés' : `Le DOE de ${opRef(a, true)}`} réuni${a.accordCadre ? 'ssent' : 't'} ${proofs.length > 0 ? `les preuves des contrôles (${joinFr(proofs.map(lowerFirst))})` : 'les fiches d’autocontrôle'}, les fiches techniques des produits posés${standards.length > 0 ? `, la justification du respect ${standards.length > 1 ? 'des' : 'du'} ${joinFr(standards)}` : ''} et les notices d’entretien ${deName(a.kb.ouvrage)}.`;
  const reception = a.accordCadre
    ? `Chaque commande se clôt par une réception contradictoire avec le représentant ${buyerOf(a, 'de')} ; les réserves sont levées dans le délai que fixe le bon de commande.`
    : `Une pré-réception interne a lieu pendant « ${lowerFirst(last?.nom ?? 'la réception')} »${last ? ` (${periodOf(last, schedule.unit)})` : ''}, avant les opérations préalables à la réception ; la levée des réserves est planifiée dès la signature du procès-verbal.`;
  return {
    body: paragraphs([[intro, paq, quals].filter(Boolean).join(' '), `${doe} ${reception}`]),
    table: {
      columns: ['Point de contrôle', 'Moment', 'Enregistrement'],
      rows: checks.map((c) => [c.point, upperFirst(c.moment), upperFirst(c.preuve)]),
    },
  };
}
