import { applicable, lotLabel, type Analysis } from '../analysis.ts';
import { allocate } from '../schedule.ts';
import {
  bullets,
  frenchCalendarDate,
  integer,
  joinFr,
  lowerFirst,
  months,
  NBSP,
  paragraphs,
  pick,
  plural,
  upperFirst,
} from '../text.ts';
import {
  type Writing,
  type Written,
  deName,
  opRef,
  opAt,
  kindOf,
  periodOf,
  contextOf,
  constraintBlock,
  lotsOf,
  accordCadreName,
  buyerOf,
  atSite,
  contractNoun,
} from './shared.ts';

/* ------------------------------------------------------------------ méthodologie */

export function methodologie(w: Writing): Written {
  const { a } = w;
  const steps = applicable(a, a.kb.etapes);
  const intro = `${a.accordCadre ? `Pour chaque bon de commande de ${accordCadreName(a)}, les` : 'Les'} ${kindOf(a)}${lotsOf(a)}${a.accordCadre ? atSite(a) : ` de ${opAt(a)}`} sont exécutés en ${plural(steps.length, 'étape')}, chacune conditionnant la suivante.`;
  const stepList = bullets(steps.map((s) => `${s.titre} : ${s.detail}.`));
  const specific = a.specificites.map((s) => s.texte);
  const zone = constraintBlock(a, 'methodologie', `Dispositions d’exécution propres à ${opAt(a)}${contextOf(a)} :`);
  const normes = `Référentiel technique appliqué aux ${kindOf(a)} de ${opRef(a)} :\n${bullets(a.normes.map((n) => `${n.ref} : ${n.objet}`))}`;
  const others = a.lotsRecognised ? a.lots.filter((l) => !a.targetLots.includes(l)) : [];
  const interfaces =
    others.length > 0
      ? `Interfaces avec les autres lots : ${joinFr(others.slice(0, 6).map(lotLabel))}. Les réservations, supports et ordres d’intervention sont arrêtés avec ces entreprises en réunion de chantier, et chaque support reçu d’un autre lot est contrôlé avant que nous le recouvrions.`
      : a.lots.length > 1
        ? 'Les interfaces entre les lots de la consultation (réservations, supports, ordres d’intervention) sont arrêtées en réunion de chantier, et chaque support reçu d’un autre corps d’état est contrôlé avant d’être recouvert.'
        : null;
  const prep = pick(a.seed, 'meth-prep', [
    'La période de préparation sert à établir les plans d’exécution, à faire viser les fiches techniques et à caler le phasage avec le maître d’œuvre.',
    'Avant tout démarrage, la période de préparation permet de relever les existants, de faire valider les produits et d’arrêter le phasage avec le maître d’œuvre.',
    'Les plans d’exécution, les fiches produits et le phasage sont soumis au visa pendant la période de préparation, avant toute commande.',
  ]);
  return {
    body: paragraphs([`${intro} ${prep}\n${stepList}`, ...specific, ...orderParagraphs(a), zone, interfaces, normes]),
    table: null,
  };
}

/**
 * An accord-cadre à bons de commande is run order by order (CCP R2162-13 and following): order
 * intake, response times as the CCAP sets them (never invented), pricing from the BPU, reports.
 */
function orderParagraphs(a: Analysis): string[] {
  if (!a.accordCadre) {
    return [];
  }
  const delay = a.interventionDelay
    ? `le délai d’intervention de ${a.interventionDelay} fixé par l’avis est tenu pour chaque commande`
    : 'les délais d’intervention (urgence, intervention courante, travaux programmés) sont ceux que fixe le CCAP, et chaque commande est planifiée pour les tenir';
  const items = [
    'Prise de commande : un interlocuteur unique reçoit les bons de commande, en accuse réception et confirme la date d’intervention',
    `Délais : ${delay}`,
    `Prix : chaque commande est valorisée d’après ${a.priceDocument} ; une prestation absente du bordereau fait l’objet d’un devis préalable soumis à l’acheteur`,
    'Compte rendu : chaque intervention donne lieu à un compte rendu (travaux réalisés, photos, réserves éventuelles), et un tableau de suivi des commandes est tenu à disposition',
    ...(/astreinte/.test(a.text)
      ? [
          'Astreinte : l’organisation de l’astreinte demandée par le dossier est précisée à la notification (intervenants, moyens, joignabilité)',
        ]
      : []),
    ...(a.constraints.has('site_occupe') || a.constraints.has('scolaire') || a.constraints.has('sante')
      ? ['Sites occupés : chaque intervention est annoncée à l’occupant, la zone balisée et rendue propre le jour même']
      : []),
  ];
  return [`Exécution par bons de commande :\n${bullets(items.map((i) => `${i}.`))}`];
}

/* ------------------------------------------------------------------ planning */

export function planning(w: Writing): Written {
  const { a } = w;
  const known = a.duration !== null;
  const totalWeeks = known ? Math.max(1, Math.round((a.duration ?? 0) * 4.33)) : a.kb.semainesParDefaut;
  const rows: string[][] = [];
  const schedule = allocate(a.kb.phases, totalWeeks);
  if (a.accordCadre) {
    // An accord-cadre is executed order by order: the phases are shares of each order's delay.
    for (const phase of schedule.phases) {
      rows.push([
        phase.nom,
        `environ ${integer(Math.round((phase.length / schedule.total) * 100))}${NBSP}% du délai`,
        'Délai fixé par chaque bon de commande',
      ]);
    }
  } else {
    const label = schedule.unit === 'semaine' ? 'Semaine' : 'Jour ouvré';
    for (const phase of schedule.phases) {
      rows.push([
        phase.nom,
        plural(
          phase.length,
          schedule.unit === 'semaine' ? 'semaine' : 'jour ouvré',
          schedule.unit === 'semaine' ? 'semaines' : 'jours ouvrés',
        ),
        phase.length === 1 ? `${label} ${phase.start}` : `${label}s ${phase.start} à ${phase.end}`,
      ]);
    }
  }
  const intro = known
    ? a.accordCadre
      ? `${upperFirst(contractNoun(a))} court sur ${months(a.duration ?? 0)} : il s’exécute par bons de commande, et chaque bon reçoit un planning propre, dont les phases types sont données ci-dessous en proportion du délai fixé par le bon.`
      : `Le planning ci-dessous répartit les ${plural(schedule.total, schedule.unit === 'semaine' ? 'semaine' : 'jour ouvré', schedule.unit === 'semaine' ? 'semaines' : 'jours ouvrés')} du délai d’exécution annoncé (${months(a.duration ?? 0)}) entre les phases de l’opération, sans chevauchement : leur somme est le délai.`
    : a.accordCadre
      ? 'L’avis ne fixe pas de durée globale : chaque bon de commande fera l’objet d’un planning propre, dont les phases types sont données ci-dessous en proportion du délai d’exécution fixé par le bon.'
      : `L’avis ne précise pas la durée d’exécution des ${kindOf(a)}${lotsOf(a)} de ${opRef(a)} : le planning ci-dessous en ${plural(schedule.phases.length, 'phase')} est établi sur une base de ${plural(schedule.total, 'semaine')}, indicative et à recaler sur le délai contractuel dès qu’il est connu.`;
  const unitWord = schedule.unit === 'semaine' ? 'les semaines sont comptées' : 'les jours ouvrés sont comptés';
  const start = a.accordCadre
    ? `Chaque bon de commande ${buyerOf(a, 'de')} fixe sa date de début et son délai ; le planning propre à la commande est transmis avec l’accusé de réception${a.interventionDelay ? `, dans le délai d’intervention de ${a.interventionDelay} fixé par l’avis` : ''}.`
    : `La date de démarrage est à convenir ${buyerOf(a, 'avec')}${a.deadline ? ` après la remise des offres du ${frenchCalendarDate(a.deadline.toISOString().slice(0, 10))} et la notification` : ''} ; ${unitWord} à partir de l’ordre de service.`;
  const longest = schedule.phases.reduce(
    (m, p) => (p.length > m.length ? p : m),
    schedule.phases[0] ?? { nom: '', length: 0, start: 1, end: 1 },
  );
  const watch = a.kb.pointsAttention[0];
  const critical = a.accordCadre
    ? `Dans chaque commande, la part la plus longue est « ${lowerFirst(longest.nom)} » ; ses fournitures sont commandées dès l’accusé de réception pour tenir le délai du bon.`
    : `Le chemin critique ${a.place.commune ? `du chantier ${deName(a.place.commune)}` : 'du chantier'} passe par « ${lowerFirst(longest.nom)} » (${periodOf(longest, schedule.unit)}) : ses approvisionnements sont lancés dès le visa${watch ? ` ; point vérifié avant son démarrage : ${watch}` : ''}.`;
  const paras = [
    `${intro} ${start}`,
    critical,
    constraintBlock(
      a,
      'planning',
      `Le calendrier des ${kindOf(a)}${atSite(a)} intègre les contraintes de ${opRef(a)} :`,
    ),
  ];
  if (a.deadline) {
    paras[1] = `${critical} ${
      a.accordCadre
        ? `Un tableau de suivi des commandes (date du bon, délai, date d’intervention, réception) est tenu à jour et remis ${buyerOf(a, 'à')} à sa demande.`
        : `Le planning est mis à jour ${a.lots.length > 2 ? `avec les ${integer(a.lots.length - 1)} autres lots ` : a.lots.length === 2 ? 'avec l’autre lot ' : ''}à chaque réunion de chantier ; une dérive est signalée au maître d’œuvre dès qu’elle apparaît, avec ses causes et les moyens de rattrapage.`
    }`;
  }
  return {
    body: paragraphs(paras),
    table: { columns: ['Phase', 'Durée', 'Période indicative'], rows },
  };
}
