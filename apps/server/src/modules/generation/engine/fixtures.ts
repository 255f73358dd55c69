/**
 * Test fixtures of the writing engines, reusable by every test of the generation: one tender per
 * trade in the normalised shape of the API (written for the tests, modelled on real BOAMP notices:
 * none is a real notice), the notice texts that go with them, company profiles (complete, empty,
 * partial), administrative files and `makeContext`.
 */
import type { CompanyProfile } from '@batiao/shared/contracts/company';
import type { TenderDetail } from '@batiao/shared/contracts/tenders';
import { DOCUMENT_TYPES, type DocumentStatus, type DocumentType } from '@batiao/shared/domain/documents';
import { tradeLabel, type TradeSlug } from '@batiao/shared/domain/trades';
import type { GenerationContext } from './context.ts';

/** The instant of every fixture generation: Monday 23 November 2026, 10:00 in Paris. */
export const FIXTURE_NOW = new Date('2026-11-23T09:00:00.000Z');

type Lot = TenderDetail['lots'][number];

interface TenderSpec {
  id: string;
  sourceId: string;
  trade: TradeSlug;
  title: string;
  description: string;
  buyer: { name: string; address: string | null; postal_code: string | null; city: string; email?: string | null };
  departement: string;
  departementName: string;
  executionPlace: string | null;
  deadline: string | null;
  amount: number | null;
  cpv: string[];
  procedure: string | null;
  lots?: Lot[];
  criteria?: TenderDetail['criteria'];
  durationMonths?: number | null;
  publication?: string;
}

const lot = (
  number: string | null,
  title: string,
  description: string | null,
  cpv: string[] = [],
  amount: number | null = null,
): Lot => ({
  number,
  title,
  description,
  cpv_codes: cpv,
  amount,
});

function daysLeft(deadline: string | null): number | null {
  if (!deadline) {
    return null;
  }
  return Math.ceil((new Date(deadline).getTime() - FIXTURE_NOW.getTime()) / 86_400_000);
}

/** A tender as `GET /api/tenders/:id` presents it. */
export function buildTender(spec: TenderSpec): TenderDetail {
  const left = daysLeft(spec.deadline);
  return {
    id: spec.id,
    title: spec.title,
    description: spec.description,
    location: `${spec.buyer.city}, ${spec.departementName} (${spec.departement})`,
    departements: [spec.departement],
    buyer_name: spec.buyer.name,
    deadline: spec.deadline,
    deadline_status: left === null ? 'unknown' : left < 0 ? 'expired' : left <= 7 ? 'urgent' : 'active',
    days_left: left,
    amount: spec.amount,
    cpv_code: spec.cpv[0] ?? null,
    cpv_codes: spec.cpv,
    profession: tradeLabel(spec.trade),
    publication_date: spec.publication ?? '2026-11-10',
    source_url: `https://www.boamp.fr/pages/avis/?q=idweb:${spec.sourceId}`,
    real_boamp_url: null,
    has_real_documents: false,
    documents_summary: { total_count: 0, types_available: [] },
    compatibility_analysis: { score_global: 80, ai_message: 'Appel d’offres compatible avec votre métier.' },
    status: 'open',
    is_example: false,
    source: 'boamp',
    source_id: spec.sourceId,
    nature: 'appel_offre',
    procedure: spec.procedure,
    buyer: {
      name: spec.buyer.name,
      email: spec.buyer.email ?? null,
      phone: null,
      url: null,
      address: spec.buyer.address,
      postal_code: spec.buyer.postal_code,
      city: spec.buyer.city,
    },
    lots: spec.lots ?? [],
    criteria: spec.criteria ?? [],
    execution_place: spec.executionPlace,
    duration_months: spec.durationMonths ?? null,
    dce_url: null,
    winners: [],
    descripteurs: [],
  };
}

const ADAPTEE = 'Procédure adaptée';
const OUVERTE = 'Procédure ouverte';

export const TENDER_FIXTURES: Readonly<Record<TradeSlug, TenderDetail>> = {
  macon: buildTender({
    id: 'fx-macon-1',
    sourceId: '26-118204',
    trade: 'macon',
    title: 'Extension du restaurant scolaire et création d’un préau',
    description:
      'Extension de 120 m² du restaurant scolaire du groupe scolaire Joliot-Curie, création d’un préau ouvert et reprise des réseaux enterrés. Travaux en site occupé, à proximité des classes.',
    buyer: {
      name: 'Commune de Saint-Priest',
      address: 'Place Charles-Ottina',
      postal_code: '69800',
      city: 'Saint-Priest',
    },
    departement: '69',
    departementName: 'Rhône',
    executionPlace: 'Groupe scolaire Joliot-Curie, 12 rue Henri-Maréchal, 69800 Saint-Priest',
    deadline: '2026-12-18T11:00:00.000Z',
    amount: 420_000,
    cpv: ['45223220', '45262522'],
    procedure: ADAPTEE,
    lots: [
      lot(
        '01',
        'Gros œuvre – maçonnerie',
        'Fondations superficielles, dallage, élévations en blocs béton, ouvertures dans le mur existant de la salle de restauration.',
        ['45223220'],
        210_000,
      ),
      lot('02', 'Charpente – couverture', 'Charpente bois du préau et couverture en bacs acier.', ['45261000'], 95_000),
      lot('03', 'Menuiseries extérieures aluminium', null, ['45421100'], 60_000),
    ],
    criteria: [
      { label: 'Valeur technique', weight: 60 },
      { label: 'Prix', weight: 40 },
    ],
    durationMonths: 8,
  }),
  couvreur: buildTender({
    id: 'fx-couvreur-1',
    sourceId: '26-120871',
    trade: 'couvreur',
    title: 'Réfection de la couverture en ardoises de l’église Saint-Martin',
    description:
      'Dépose et réfection à l’identique de la couverture en ardoises naturelles de la nef (environ 640 m²), reprise des noues et des rives, remplacement de la zinguerie (gouttières et descentes). Édifice inscrit au titre des monuments historiques : travaux sous le contrôle de l’architecte des bâtiments de France.',
    buyer: { name: 'Commune de Crémieu', address: '1 place de la Nation', postal_code: '38460', city: 'Crémieu' },
    departement: '38',
    departementName: 'Isère',
    executionPlace: 'Église Saint-Martin, Crémieu (38)',
    deadline: '2027-01-08T11:00:00.000Z',
    amount: null,
    cpv: ['45261212', '45261320'],
    procedure: ADAPTEE,
    criteria: [
      { label: 'Valeur technique : méthodologie et moyens', weight: 45 },
      { label: 'Prix des prestations', weight: 40 },
      { label: 'Délais d’exécution', weight: 15 },
    ],
    durationMonths: 5,
  }),
  plombier: buildTender({
    id: 'fx-plombier-1',
    sourceId: '26-121390',
    trade: 'plombier',
    title: 'Rénovation des sanitaires du collège Jean-Jaurès',
    description:
      'Rénovation complète de quatre blocs sanitaires élèves et création de deux sanitaires accessibles aux personnes à mobilité réduite. Travaux pendant les vacances scolaires d’hiver et de printemps.',
    buyer: {
      name: 'Département de la Loire',
      address: '2 rue Charles-de-Gaulle',
      postal_code: '42000',
      city: 'Saint-Étienne',
    },
    departement: '42',
    departementName: 'Loire',
    executionPlace: 'Collège Jean-Jaurès, Saint-Chamond (42)',
    deadline: '2026-12-14T16:00:00.000Z',
    amount: 185_000,
    cpv: ['45330000'],
    procedure: ADAPTEE,
    lots: [
      lot('01', 'Démolition – maçonnerie', 'Dépose des cloisons et des faïences existantes.'),
      lot('02', 'Plâtrerie – faux plafonds', null),
      lot('03', 'Carrelage – faïence', null),
      lot(
        '04',
        'Plomberie sanitaires – ventilation',
        'Dépose des appareils et réseaux existants, fourniture et pose d’appareils sanitaires, robinetterie temporisée, réseaux d’eau froide et d’évacuation.',
        ['45330000'],
        78_000,
      ),
    ],
    criteria: [
      { label: 'Valeur technique', weight: 60 },
      { label: 'Prix', weight: 40 },
    ],
    durationMonths: 4,
  }),
  electricien: buildTender({
    id: 'fx-electricien-1',
    sourceId: '26-119552',
    trade: 'electricien',
    title: 'Rénovation de l’éclairage et mise en conformité électrique du gymnase Pierre-de-Coubertin',
    description:
      'Remplacement de l’éclairage de la salle de sport par des luminaires LED avec gestion par détection, remplacement du tableau général basse tension, mise en conformité des circuits et de l’éclairage de sécurité (BAES).',
    buyer: {
      name: 'Ville de Villefranche-sur-Saône',
      address: 'Hôtel de ville, 96 rue de la Sous-Préfecture',
      postal_code: '69400',
      city: 'Villefranche-sur-Saône',
    },
    departement: '69',
    departementName: 'Rhône',
    executionPlace: null,
    deadline: '2026-12-10T11:00:00.000Z',
    amount: 95_000,
    cpv: ['45311000', '45316110'],
    procedure: ADAPTEE,
    criteria: [
      { label: 'Prix', weight: 50 },
      { label: 'Valeur technique', weight: 50 },
    ],
    durationMonths: 3,
  }),
  menuisier: buildTender({
    id: 'fx-menuisier-1',
    sourceId: '26-117305',
    trade: 'menuisier',
    title: 'Remplacement des menuiseries extérieures de la mairie',
    description:
      'Fourniture et pose de 42 fenêtres en aluminium à rupture de pont thermique et de volets roulants motorisés, en remplacement des menuiseries bois existantes. Bâtiment maintenu en activité pendant les travaux.',
    buyer: {
      name: 'Commune de Bourg-en-Bresse',
      address: 'Hôtel de ville, place de l’Hôtel-de-Ville',
      postal_code: '01000',
      city: 'Bourg-en-Bresse',
    },
    departement: '01',
    departementName: 'Ain',
    executionPlace: 'Mairie de Bourg-en-Bresse',
    deadline: '2026-12-21T11:00:00.000Z',
    amount: 140_000,
    cpv: ['45421100'],
    procedure: ADAPTEE,
    durationMonths: 4,
  }),
  peintre: buildTender({
    id: 'fx-peintre-1',
    sourceId: '26-122016',
    trade: 'peintre',
    title: 'Accord-cadre de travaux de peinture dans les bâtiments communaux',
    description:
      'Accord-cadre à bons de commande pour les travaux de peinture intérieure et extérieure, revêtements muraux et peinture des ouvrages métalliques des écoles, crèches et bâtiments administratifs de la commune.',
    buyer: { name: 'Ville de Vienne', address: 'Place de l’Hôtel-de-Ville', postal_code: '38200', city: 'Vienne' },
    departement: '38',
    departementName: 'Isère',
    executionPlace: 'Bâtiments communaux de Vienne',
    deadline: '2027-01-15T11:00:00.000Z',
    amount: 320_000,
    cpv: ['45442100'],
    procedure: OUVERTE,
    criteria: [
      { label: 'Prix des prestations (BPU/DQE)', weight: 60 },
      { label: 'Valeur technique', weight: 40 },
    ],
    durationMonths: 48,
  }),
  chauffagiste: buildTender({
    id: 'fx-chauffagiste-1',
    sourceId: '26-120144',
    trade: 'chauffagiste',
    title: 'Remplacement de la chaufferie gaz de l’EHPAD Les Tilleuls',
    description:
      'Remplacement de deux chaudières gaz de 250 kW par des chaudières à condensation, désembouage et équilibrage du réseau de radiateurs, régulation. L’établissement reste occupé par les résidents : continuité du chauffage et de l’eau chaude à assurer.',
    buyer: {
      name: 'Centre communal d’action sociale de Roanne',
      address: '9 rue Anatole-France',
      postal_code: '42300',
      city: 'Roanne',
    },
    departement: '42',
    departementName: 'Loire',
    executionPlace: 'EHPAD Les Tilleuls, Roanne',
    deadline: '2026-12-11T11:00:00.000Z',
    amount: 260_000,
    cpv: ['45331100', '45331110'],
    procedure: ADAPTEE,
    criteria: [
      { label: 'Valeur technique', weight: 50 },
      { label: 'Prix', weight: 40 },
      { label: 'Performances en matière de protection de l’environnement', weight: 10 },
    ],
    durationMonths: 3,
  }),
  carreleur: buildTender({
    id: 'fx-carreleur-1',
    sourceId: '26-119020',
    trade: 'carreleur',
    title: 'Réfection des sols de la cuisine centrale',
    description:
      'Dépose des carrelages existants, reprise des pentes vers les siphons, système d’étanchéité sous carrelage et pose de carrelage grès cérame antidérapant, plinthes à gorge, joints époxy.',
    buyer: {
      name: 'Syndicat intercommunal de restauration collective du Val de Saône',
      address: '5 allée des Tilleuls',
      postal_code: '01480',
      city: 'Jassans-Riottier',
    },
    departement: '01',
    departementName: 'Ain',
    executionPlace: 'Cuisine centrale, Jassans-Riottier',
    deadline: '2026-12-17T11:00:00.000Z',
    amount: 68_000,
    cpv: ['45431100'],
    procedure: ADAPTEE,
    lots: [
      lot('1', 'Carrelage – revêtements de sols', 'Carrelage de sols de la cuisine et de la plonge, environ 310 m².', [
        '45431100',
      ]),
    ],
    criteria: [
      { label: 'Prix', weight: 50 },
      { label: 'Méthodologie et organisation du chantier', weight: 30 },
      { label: 'Délais d’exécution', weight: 20 },
    ],
    durationMonths: 1.5,
  }),
  plaquiste: buildTender({
    id: 'fx-plaquiste-1',
    sourceId: '26-121877',
    trade: 'plaquiste',
    title: 'Aménagement de bureaux au deuxième étage de l’hôtel de communauté',
    description:
      'Aménagement d’un plateau de 450 m² en bureaux : cloisons, doublages, plafonds suspendus acoustiques, encloisonnement de l’escalier en cloisons coupe-feu EI 60.',
    buyer: {
      name: 'Communauté de communes des Monts du Lyonnais',
      address: '790 allée de Pluvy',
      postal_code: '69590',
      city: 'Pomeys',
    },
    departement: '69',
    departementName: 'Rhône',
    executionPlace: 'Hôtel de communauté, Pomeys',
    deadline: '2026-12-15T11:00:00.000Z',
    amount: 210_000,
    cpv: ['45410000', '45421146'],
    procedure: ADAPTEE,
    lots: [
      lot('02', 'Menuiseries intérieures', null),
      lot(
        '03',
        'Plâtrerie – cloisons – faux plafonds',
        'Cloisons sur ossature métallique, doublages isolants, plafonds suspendus en dalles acoustiques, cloisons coupe-feu de l’escalier.',
        ['45410000'],
        72_000,
      ),
      lot('04', 'Peinture – revêtements de sols souples', null),
      lot('05', 'Électricité courants forts et faibles', null),
    ],
    criteria: [
      { label: 'Valeur technique – sous-critère 1 : méthodologie', weight: 30 },
      { label: 'Valeur technique – sous-critère 2 : moyens humains et matériels', weight: 20 },
      { label: 'Valeur technique – sous-critère 3 : planning', weight: 10 },
      { label: 'Prix', weight: 40 },
    ],
    durationMonths: 3,
  }),
  terrassier: buildTender({
    id: 'fx-terrassier-1',
    sourceId: '26-118890',
    trade: 'terrassier',
    title: 'Aménagement de la rue des Écoles : terrassements, réseaux d’eaux pluviales et voirie',
    description:
      'Terrassements, création d’un réseau d’eaux pluviales en PVC CR8 avec regards, bordures et caniveaux, structure de chaussée et enrobés sur 380 mètres linéaires, en maintenant l’accès des riverains.',
    buyer: { name: 'Commune de Montluel', address: '1 place de la Mairie', postal_code: '01120', city: 'Montluel' },
    departement: '01',
    departementName: 'Ain',
    executionPlace: 'Rue des Écoles, Montluel',
    deadline: '2026-12-22T11:00:00.000Z',
    amount: 340_000,
    cpv: ['45112500', '45232410', '45233140'],
    procedure: ADAPTEE,
    criteria: [
      { label: 'Prix', weight: 60 },
      { label: 'Valeur technique', weight: 40 },
    ],
    durationMonths: 4,
  }),
  charpentier: buildTender({
    id: 'fx-charpentier-1',
    sourceId: '26-120502',
    trade: 'charpentier',
    title: 'Construction d’une halle de marché couverte',
    description:
      'Construction d’une halle ouverte de 600 m² en bois lamellé-collé sur fondations béton, couverture en tuiles.',
    buyer: { name: 'Commune de Charlieu', address: 'Place Saint-Philibert', postal_code: '42190', city: 'Charlieu' },
    departement: '42',
    departementName: 'Loire',
    executionPlace: 'Place de la Bouverie, Charlieu',
    deadline: '2027-01-12T11:00:00.000Z',
    amount: 510_000,
    cpv: ['45261100'],
    procedure: ADAPTEE,
    lots: [
      lot('01', 'Terrassement – gros œuvre', null),
      lot(
        '02',
        'Charpente bois lamellé-collé',
        'Portiques en lamellé-collé GL24h, pannes, contreventement, assemblages métalliques.',
        ['45261100'],
        185_000,
      ),
      lot('03', 'Couverture tuiles – zinguerie', null),
    ],
    criteria: [
      { label: 'Valeur technique', weight: null },
      { label: 'Prix', weight: null },
    ],
    durationMonths: 6,
  }),
  etancheur: buildTender({
    id: 'fx-etancheur-1',
    sourceId: '26-119733',
    trade: 'etancheur',
    title: 'Réfection de l’étanchéité des toitures-terrasses du groupe scolaire Les Tilleuls',
    description:
      'Réfection de l’étanchéité de 900 m² de toitures-terrasses avec renforcement de l’isolation thermique, remplacement des entrées d’eaux pluviales et des lanterneaux. Travaux pendant les vacances scolaires d’été.',
    buyer: {
      name: 'Commune de Rillieux-la-Pape',
      address: '165 rue Ampère',
      postal_code: '69140',
      city: 'Rillieux-la-Pape',
    },
    departement: '69',
    departementName: 'Rhône',
    executionPlace: 'Groupe scolaire Les Tilleuls, Rillieux-la-Pape',
    deadline: '2027-01-20T11:00:00.000Z',
    amount: 230_000,
    cpv: ['45261420'],
    procedure: ADAPTEE,
    criteria: [
      { label: 'Valeur technique', weight: 60 },
      { label: 'Prix', weight: 40 },
    ],
    durationMonths: 2,
  }),
  serrurier: buildTender({
    id: 'fx-serrurier-1',
    sourceId: '26-121105',
    trade: 'serrurier',
    title: 'Remplacement des garde-corps et du portail du centre technique municipal',
    description:
      'Dépose et remplacement de 85 mètres linéaires de garde-corps en acier galvanisé thermolaqué sur les coursives, fourniture et pose d’un portail coulissant motorisé de 8 mètres.',
    buyer: {
      name: 'Commune de Décines-Charpieu',
      address: 'Place Roger-Salengro',
      postal_code: '69150',
      city: 'Décines-Charpieu',
    },
    departement: '69',
    departementName: 'Rhône',
    executionPlace: 'Centre technique municipal, Décines-Charpieu',
    deadline: '2026-12-16T11:00:00.000Z',
    amount: 110_000,
    cpv: ['45341000', '45421148'],
    procedure: ADAPTEE,
    criteria: [
      { label: 'Prix', weight: 50 },
      { label: 'Valeur technique', weight: 30 },
      { label: 'Moyens humains et matériels', weight: 20 },
    ],
    durationMonths: 2,
  }),
  vitrier: buildTender({
    id: 'fx-vitrier-1',
    sourceId: '26-122348',
    trade: 'vitrier',
    title: 'Mise en sécurité des vitrages de l’école maternelle des Lilas',
    description:
      'Remplacement des vitrages simples des portes et des parties basses par des vitrages feuilletés de sécurité, remplacement de doubles vitrages embués.',
    buyer: { name: 'Commune de Bron', address: 'Place de Weingarten', postal_code: '69500', city: 'Bron' },
    departement: '69',
    departementName: 'Rhône',
    executionPlace: null,
    deadline: null,
    amount: null,
    cpv: ['45441000'],
    procedure: null,
  }),
};

/** The notice texts (conditions, documents asked, visit, variants) that go with each tender. */
export const NOTICE_TEXT_FIXTURES: Readonly<Record<TradeSlug, string>> = {
  macon: [
    'Conditions de participation : lettre de candidature (DC1) et déclaration du candidat (DC2), ou DUME.',
    'Liste des travaux exécutés au cours des cinq dernières années, appuyée d’attestations de bonne exécution.',
    'Attestation d’assurance de responsabilité civile et de responsabilité décennale en cours de validité.',
    'Les variantes ne sont pas autorisées.',
    'Critères d’attribution : valeur technique appréciée au vu du mémoire technique (60 %) ; prix (40 %).',
  ].join('\n'),
  couvreur: [
    'Le candidat produit un DUME ou les formulaires DC1 et DC2.',
    'Capacité technique : certificats de qualification Qualibat 3192 (couverture en ardoises) ou équivalent ; références de travaux sur édifices protégés.',
    'Une visite sur site est obligatoire. L’offre d’un candidat qui n’a pas effectué cette visite sera déclarée irrégulière. Une attestation de visite sera remise.',
    'Pièces de l’offre : acte d’engagement, décomposition du prix global et forfaitaire (DPGF), mémoire technique.',
  ].join('\n'),
  plombier: [
    'Documents à produire : formulaires DC1, DC2, attestation d’assurance responsabilité civile professionnelle et décennale.',
    'Offre : mémoire technique, DPGF, planning.',
    'Les travaux seront réalisés en site occupé hors périodes de cours ; horaires de chantier de 7 h 30 à 17 h 00.',
  ].join('\n'),
  electricien: [
    'Justificatifs : extrait Kbis, attestation de vigilance URSSAF, attestation fiscale, attestation d’assurance, certificat Qualifelec ou équivalent.',
    'Le candidat fournit un mémoire technique et un RIB.',
    'Le gymnase reste en fonctionnement pendant les travaux en dehors des vacances scolaires ; les interventions bruyantes sont interdites le samedi.',
  ].join('\n'),
  menuisier: [
    'Le dossier de candidature comprend le DC1, le DC2 et les attestations d’assurance.',
    'Variantes autorisées.',
  ].join('\n'),
  peintre: [
    'Accord-cadre mono-attributaire exécuté par bons de commande, conclu pour une durée de 48 mois.',
    'Candidature : DUME obligatoire. Déclaration concernant le chiffre d’affaires global des trois derniers exercices. Déclaration indiquant l’outillage, le matériel et l’équipement technique dont dispose le candidat.',
    'Offre : BPU, DQE, mémoire technique. Les peintures au plomb signalées au CREP doivent être traitées selon la réglementation.',
    'Délai d’intervention pour les bons de commande urgents : 48 heures.',
  ].join('\n'),
  chauffagiste: [
    'Conditions : DC1, DC2, références de chaufferies réalisées, qualification Qualibat ou RGE, attestation d’assurance décennale.',
    'Les candidats transmettent une attestation de vigilance URSSAF de moins de six mois et une attestation de régularité fiscale.',
    'Le délai d’intervention en cas de panne pendant la garantie ne doit pas excéder 4 heures.',
  ].join('\n'),
  carreleur: [
    'Pièces de candidature : DC1, DC2, extrait Kbis de moins de trois mois.',
    'Pièces de l’offre : acte d’engagement, DPGF, mémoire technique précisant la méthodologie et l’organisation du chantier.',
    'La cuisine reste en fonctionnement : maintien de l’activité par phases.',
  ].join('\n'),
  plaquiste: [
    'Candidature : DUME ou DC1/DC2. Certificats de qualification professionnelle (Qualibat 4131 ou équivalent).',
    'Les PV de résistance au feu des systèmes proposés seront joints au mémoire technique.',
    'Visite des lieux conseillée, sur rendez-vous.',
  ].join('\n'),
  terrassier: [
    'Candidature : DC1, DC2, liste des principaux travaux des cinq dernières années, titres d’études et professionnels de l’encadrement.',
    'Les travaux sont réalisés sous circulation alternée ; DT-DICT à la charge de l’entreprise.',
    'Offre : DPGF et mémoire technique. Clause sociale : 210 heures d’insertion.',
  ].join('\n'),
  charpentier: [
    'Le candidat produit le DUME. Les offres sont jugées sur la valeur technique puis sur le prix, critères classés par ordre décroissant d’importance.',
    'Le mémoire technique précise les essences, classes de résistance et la provenance des bois (bois bas carbone, filière locale appréciée).',
  ].join('\n'),
  etancheur: [
    'DC1, DC2 ; attestation d’assurance décennale couvrant l’activité étanchéité ; références.',
    'Travaux pendant les vacances scolaires d’été (juillet-août) impérativement.',
    'Repérage amiante avant travaux joint au DCE : les anciens revêtements ne contiennent pas d’amiante.',
  ].join('\n'),
  serrurier: [
    'Candidature : DC1, DC2 ou DUME, attestation de vigilance URSSAF, extrait Kbis.',
    'Les candidats justifient de la certification NF EN 1090 de leur atelier ou d’une preuve équivalente.',
  ].join('\n'),
  vitrier: '',
};

/**
 * A second couvreur tender, different in every fact from the first (place, buyer, material,
 * constraints, lots, no criteria, no duration): two responses of the same trade must differ.
 */
export const COUVREUR_ALT_TENDER: TenderDetail = buildTender({
  id: 'fx-couvreur-2',
  sourceId: '26-123990',
  trade: 'couvreur',
  title: 'Désamiantage et remplacement de la couverture du gymnase municipal',
  description:
    'Dépose de la couverture en plaques de fibres-ciment amiantées du gymnase, pose d’une couverture en bacs acier isolés, remplacement des chéneaux. Le gymnase reste utilisé par les associations en soirée.',
  buyer: { name: 'Commune d’Issoire', address: 'Place du Général-de-Gaulle', postal_code: '63500', city: 'Issoire' },
  departement: '63',
  departementName: 'Puy-de-Dôme',
  executionPlace: 'Gymnase municipal, avenue de la Gare, Issoire',
  deadline: '2026-12-09T10:00:00.000Z',
  amount: 275_000,
  cpv: ['45261210', '45262660'],
  procedure: ADAPTEE,
  lots: [
    lot('1', 'Désamiantage', 'Retrait des plaques amiantées par entreprise certifiée.', ['45262660']),
    lot(
      '2',
      'Couverture bacs acier – zinguerie',
      'Couverture en bacs acier double peau isolés, chéneaux et descentes.',
      ['45261210'],
      190_000,
    ),
  ],
});

export const COUVREUR_ALT_NOTICE_TEXT =
  'Le candidat joint les attestations d’assurance et un extrait Kbis. Travaux en site occupé : le gymnase reste ouvert aux associations en soirée.';

/* ------------------------------------------------------------------ companies */

/** A complete profile: every section filled (SIRET valid by Luhn). */
export const FULL_COMPANY: CompanyProfile = {
  raison_sociale: 'Dumas Bâtiment Rhône-Alpes',
  siret: '73282932000074',
  forme_juridique: 'SARL',
  adresse: '14 rue des Artisans',
  code_postal: '69007',
  ville: 'Lyon',
  annee_creation: 2009,
  effectifs: [
    { role: 'Gérant', nombre: 1 },
    { role: 'Conducteur de travaux', nombre: 1 },
    { role: 'Chef de chantier', nombre: 2 },
    { role: 'Compagnon professionnel', nombre: 5 },
    { role: 'Apprenti', nombre: 2 },
  ],
  chiffres_affaires: [
    { annee: 2023, montant_ht_cents: 128_500_000 },
    { annee: 2024, montant_ht_cents: 141_200_000 },
    { annee: 2025, montant_ht_cents: 156_800_000 },
  ],
  qualifications: [
    {
      organisme: 'Qualibat',
      intitule: '3192 Couverture en ardoises naturelles (technicité supérieure)',
      numero: 'E-12-345678',
      valid_until: '2028-03-31',
    },
    {
      organisme: 'RGE',
      intitule: 'Qualibat 7131 Isolation thermique par l’intérieur des toitures',
      numero: null,
      valid_until: '2027-09-30',
    },
  ],
  assurances: [
    {
      type: 'rc_pro',
      assureur: 'SMABTP',
      numero_police: 'RC-2026-558201',
      couverture: '5 000 000 € par sinistre',
      valid_until: '2026-12-31',
    },
    {
      type: 'decennale',
      assureur: 'SMABTP',
      numero_police: 'DEC-2026-558202',
      couverture: 'Couverture, zinguerie, charpente, maçonnerie',
      valid_until: '2026-12-31',
    },
  ],
  materiel: [
    { designation: 'Échafaudage de pied multidirectionnel', quantite: 600, details: 'en m² de façade' },
    { designation: 'Nacelle élévatrice articulée 16 m', quantite: 1, details: null },
    { designation: 'Monte-matériaux électrique', quantite: 2, details: 'charge 200 kg' },
    { designation: 'Camion benne 3,5 t', quantite: 2, details: null },
    { designation: 'Mini-pelle 2,5 t', quantite: 1, details: null },
    { designation: 'Laser rotatif', quantite: 2, details: null },
  ],
  references: [
    {
      id: 'ref-1',
      projet: 'Réfection de la couverture en ardoises de la chapelle Saint-Roch',
      client: 'Commune de Pérouges',
      annee: 2025,
      montant_ht_cents: 8_650_000,
      description:
        'Dépose et repose à l’identique de 420 m² d’ardoises naturelles au crochet, zinguerie neuve, sous le contrôle de l’architecte des bâtiments de France.',
      photos: [],
    },
    {
      id: 'ref-2',
      projet: 'Rénovation de la toiture du groupe scolaire Jean-Macé',
      client: 'Ville de Vénissieux',
      annee: 2024,
      montant_ht_cents: 14_200_000,
      description:
        'Couverture en tuiles terre cuite et isolation des rampants, en site occupé pendant les vacances scolaires.',
      photos: [],
    },
    {
      id: 'ref-3',
      projet: 'Extension d’un atelier municipal',
      client: 'Commune de Meyzieu',
      annee: 2023,
      montant_ht_cents: 4_500_000,
      description: null,
      photos: [],
    },
  ],
  completion: { percent: 100, missing: [] },
  updated_at: '2026-11-01T08:00:00.000Z',
};

/** A profile never filled in. */
export const EMPTY_COMPANY: CompanyProfile = {
  raison_sociale: null,
  siret: null,
  forme_juridique: null,
  adresse: null,
  code_postal: null,
  ville: null,
  annee_creation: null,
  effectifs: [],
  chiffres_affaires: [],
  qualifications: [],
  assurances: [],
  materiel: [],
  references: [],
  completion: { percent: 0, missing: [] },
  updated_at: null,
};

/** Identity and staff filled; no turnover, qualification, insurance, equipment nor reference. */
export const PARTIAL_COMPANY: CompanyProfile = {
  ...EMPTY_COMPANY,
  raison_sociale: 'Couvertures Morel',
  siret: '73282932000074',
  forme_juridique: 'EURL',
  ville: 'Vienne',
  code_postal: '38200',
  effectifs: [
    { role: 'Artisan couvreur', nombre: 1 },
    { role: 'Compagnon couvreur', nombre: 2 },
  ],
  completion: { percent: 35, missing: [] },
  updated_at: '2026-10-12T08:00:00.000Z',
};

/* ------------------------------------------------------------------ documents */

export type FixtureDocument = GenerationContext['documents'][number];

/** The 13 document types, all valid (or all in `status`). */
export function fullDocuments(status: DocumentStatus = 'valid'): FixtureDocument[] {
  return DOCUMENT_TYPES.map((type) => ({
    type,
    status,
    valid_until:
      status === 'missing'
        ? null
        : status === 'expired'
          ? '2026-10-31'
          : status === 'expiring_soon'
            ? '2026-12-05'
            : '2027-06-30',
  }));
}

/** The full file with some types changed: `documentsWith({ urssaf: 'expired', kbis: 'missing' })`. */
export function documentsWith(changes: Partial<Record<DocumentType, DocumentStatus>>): FixtureDocument[] {
  return fullDocuments().map((doc) => {
    const status = changes[doc.type];
    if (!status) {
      return doc;
    }
    return {
      type: doc.type,
      status,
      valid_until:
        status === 'missing'
          ? null
          : status === 'expired'
            ? '2026-10-31'
            : status === 'expiring_soon'
              ? '2026-12-05'
              : '2027-06-30',
    };
  });
}

/* ------------------------------------------------------------------ context */

/**
 * A generation context: the couvreur fixture with the complete profile by default; `trade` alone
 * switches to that trade's tender and notice text.
 */
export function makeContext(overrides: Partial<GenerationContext> = {}): GenerationContext {
  const trade = overrides.trade ?? 'couvreur';
  return {
    tender: TENDER_FIXTURES[trade],
    noticeText: overrides.tender ? '' : NOTICE_TEXT_FIXTURES[trade],
    trade,
    user: { prenom: 'Claire', nom: 'Dumas', email: 'claire.dumas@example.fr' },
    userLocation: 'Lyon (69)',
    company: FULL_COMPANY,
    documents: fullDocuments(),
    now: FIXTURE_NOW,
    ...overrides,
  };
}
