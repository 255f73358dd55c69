import type { Database } from '../../db/client.ts';
import type { NewTenderRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { matchTrades } from './tenders.matching.ts';
import { upsertTender } from './tenders.queries.ts';

export const DEMO_SOURCE = 'exemple';

interface DemoTender {
  id: string;
  title: string;
  description: string;
  buyer: string;
  city: string;
  departement: string;
  cpv: string[];
  descripteurs: [string, string][];
  /** Days from now to the deadline (negative: already closed). */
  deadlineInDays: number;
  amountEuros: number | null;
  lots: { title: string; cpv: string[] }[];
}

/**
 * Sample tenders written for demonstration (`npm run seed:demo`): invented buyers and works,
 * deadlines set relative to the day of the seed. Every one is marked as an example wherever it is
 * shown; none pretends to be a real BOAMP notice.
 */
const DEMO_TENDERS: DemoTender[] = [
  {
    id: 'EX-01',
    title: 'Exemple — Réfection de la couverture en tuiles du groupe scolaire',
    description:
      'Dépose et repose de la couverture en tuiles mécaniques (environ 850 m²), remplacement des liteaux, reprise de la zinguerie et des descentes d’eaux pluviales. Travaux en site occupé pendant les vacances scolaires.',
    buyer: 'Commune exemple de Villeurbanne',
    city: 'Villeurbanne',
    departement: '69',
    cpv: ['45261210'],
    descripteurs: [
      ['74', 'Couverture'],
      ['372', 'Zinguerie'],
    ],
    deadlineInDays: 21,
    amountEuros: 180_000,
    lots: [
      { title: 'Couverture tuiles', cpv: ['45261210'] },
      { title: 'Zinguerie', cpv: ['45261310'] },
    ],
  },
  {
    id: 'EX-02',
    title: 'Exemple — Mise en peinture des circulations du collège',
    description:
      'Préparation des supports, peinture des murs et plafonds des circulations (1 200 m²), lasure des portes.',
    buyer: 'Département exemple',
    city: 'Lyon',
    departement: '69',
    cpv: ['45442100'],
    descripteurs: [['264', 'Peinture (travaux)']],
    deadlineInDays: 6,
    amountEuros: 65_000,
    lots: [],
  },
  {
    id: 'EX-03',
    title: 'Exemple — Remplacement des menuiseries extérieures de la mairie',
    description:
      'Fourniture et pose de 42 fenêtres en aluminium à rupture de pont thermique, volets roulants motorisés.',
    buyer: 'Commune exemple de Bourg-en-Bresse',
    city: 'Bourg-en-Bresse',
    departement: '01',
    cpv: ['45421100'],
    descripteurs: [['222', 'Menuiserie']],
    deadlineInDays: 28,
    amountEuros: 140_000,
    lots: [],
  },
  {
    id: 'EX-04',
    title: 'Exemple — Rénovation électrique et éclairage LED du gymnase',
    description:
      'Remplacement du tableau général basse tension, éclairage LED de la salle de sport, blocs de sécurité.',
    buyer: 'Communauté de communes exemple',
    city: 'Saint-Étienne',
    departement: '42',
    cpv: ['45311000'],
    descripteurs: [['105', 'Electricité (travaux)']],
    deadlineInDays: 15,
    amountEuros: 95_000,
    lots: [],
  },
  {
    id: 'EX-05',
    title: 'Exemple — Création de sanitaires accessibles à l’école',
    description: 'Démolition de cloisons, plomberie, carrelage et faïence, équipements sanitaires PMR.',
    buyer: 'Commune exemple de Grenoble',
    city: 'Grenoble',
    departement: '38',
    cpv: ['45332400', '45431000'],
    descripteurs: [
      ['270', 'Plomberie (travaux)'],
      ['53', 'Carrelage'],
    ],
    deadlineInDays: 3,
    amountEuros: null,
    lots: [
      { title: 'Plomberie sanitaire', cpv: ['45332400'] },
      { title: 'Carrelage faïence', cpv: ['45431000'] },
    ],
  },
  {
    id: 'EX-06',
    title: 'Exemple — Étanchéité de la toiture-terrasse de la médiathèque',
    description: 'Réfection complète de l’étanchéité bicouche élastomère sur 600 m², isolation thermique, relevés.',
    buyer: 'Commune exemple de Nantes',
    city: 'Nantes',
    departement: '44',
    cpv: ['45261420'],
    descripteurs: [['117', 'Etanchéité']],
    deadlineInDays: 35,
    amountEuros: 120_000,
    lots: [],
  },
  {
    id: 'EX-07',
    title: 'Exemple — Travaux de maçonnerie pour l’extension du centre technique',
    description: 'Fondations, élévation en blocs béton, dalle, enduits. Surface créée : 220 m².',
    buyer: 'Commune exemple de Toulouse',
    city: 'Toulouse',
    departement: '31',
    cpv: ['45262522'],
    descripteurs: [
      ['195', 'Maçonnerie'],
      ['144', 'Gros oeuvre'],
    ],
    deadlineInDays: -4,
    amountEuros: 260_000,
    lots: [],
  },
  {
    id: 'EX-08',
    title: 'Exemple — Remplacement de la chaudière de l’hôtel de ville',
    description: 'Dépose de la chaudière fioul, installation d’une pompe à chaleur air/eau et régulation.',
    buyer: 'Commune exemple de Lille',
    city: 'Lille',
    departement: '59',
    cpv: ['45331100'],
    descripteurs: [['61', 'Chauffage (travaux)']],
    deadlineInDays: 18,
    amountEuros: 85_000,
    lots: [],
  },
];

function demoRow(tender: DemoTender, now: Date): NewTenderRow {
  const lots = tender.lots.map((l, i) => ({
    number: String(i + 1),
    title: l.title,
    description: null,
    cpvCodes: l.cpv,
    amountCents: null,
  }));
  const descripteurs = tender.descripteurs.map(([code, label]) => ({ code, label }));
  const { trades, tradeFit } = matchTrades({
    title: tender.title,
    description: tender.description,
    cpvCodes: tender.cpv,
    lots,
    descripteurs,
  });
  const publication = new Date(now.getTime() - 3 * 86_400_000);
  return {
    source: DEMO_SOURCE,
    sourceId: tender.id,
    nature: 'appel_offre',
    status: 'open',
    title: tender.title,
    description: tender.description,
    buyer: {
      name: tender.buyer,
      email: null,
      phone: null,
      url: null,
      address: null,
      postalCode: null,
      city: tender.city,
      profileUrl: null,
    },
    departements: [tender.departement],
    cpvCodes: tender.cpv,
    descripteurs,
    typeMarche: ['TRAVAUX'],
    procedure: 'Procédure adaptée',
    publicationDate: publication.toISOString().slice(0, 10),
    deadline: new Date(now.getTime() + tender.deadlineInDays * 86_400_000),
    amountCents: tender.amountEuros === null ? null : tender.amountEuros * 100,
    awardedAmountCents: null,
    lots,
    criteria: [
      { label: 'Valeur technique', weight: 60 },
      { label: 'Prix', weight: 40 },
    ],
    executionPlace: tender.city,
    durationMonths: 3,
    dceUrl: null,
    noticeUrl: '',
    winners: [],
    famille: 'MAPA',
    trades,
    tradeFit,
    isExample: true,
    raw: null,
  };
}

/** Loads (or refreshes, by id) the sample tenders; returns how many. */
export async function seedDemoTenders(deps: {
  db: Database;
  clock: Clock;
}): Promise<{ inserted: number; updated: number }> {
  const now = deps.clock.now();
  let inserted = 0;
  let updated = 0;
  for (const tender of DEMO_TENDERS) {
    const outcome = await upsertTender(deps.db, demoRow(tender, now));
    if (outcome.inserted) {
      inserted += 1;
    } else {
      updated += 1;
    }
  }
  return { inserted, updated };
}
