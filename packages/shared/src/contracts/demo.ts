import { z } from 'zod';

/*
 * The public demo (/demo) and the generator page (/quartus), supporting-areas §2–§4, §7–§9 and
 * issue 19. The demo tenders are fixed tables (the same on both ends: the web shows them, the
 * server writes the demo PDF from them with the real engine). They are fictitious examples.
 */

export const DEMO_TRADES = ['plombier', 'peintre', 'plaquiste', 'electricien', 'chauffagiste', 'etancheur'] as const;
export type DemoTrade = (typeof DEMO_TRADES)[number];

export const DEMO_TRADE_LABELS: Record<DemoTrade, string> = {
  plombier: 'Plombier',
  peintre: 'Peintre',
  plaquiste: 'Plaquiste',
  electricien: 'Électricien',
  chauffagiste: 'Chauffagiste',
  etancheur: 'Étancheur',
};

export interface DemoCity {
  slug: string;
  name: string;
  /** Three letters of the tender id (AO-year-CITY-number). */
  code: string;
  departement: string;
  region: string;
  postalCode: string;
}

export const DEMO_CITIES = [
  { slug: 'paris', name: 'Paris', code: 'PAR', departement: '75', region: 'Île-de-France', postalCode: '75004' },
  { slug: 'lyon', name: 'Lyon', code: 'LYO', departement: '69', region: 'Auvergne-Rhône-Alpes', postalCode: '69003' },
  {
    slug: 'marseille',
    name: 'Marseille',
    code: 'MAR',
    departement: '13',
    region: 'Provence-Alpes-Côte d’Azur',
    postalCode: '13002',
  },
  { slug: 'toulouse', name: 'Toulouse', code: 'TLS', departement: '31', region: 'Occitanie', postalCode: '31000' },
  {
    slug: 'nice',
    name: 'Nice',
    code: 'NCE',
    departement: '06',
    region: 'Provence-Alpes-Côte d’Azur',
    postalCode: '06000',
  },
  { slug: 'nantes', name: 'Nantes', code: 'NTE', departement: '44', region: 'Pays de la Loire', postalCode: '44000' },
  { slug: 'strasbourg', name: 'Strasbourg', code: 'SXB', departement: '67', region: 'Grand Est', postalCode: '67000' },
  {
    slug: 'montpellier',
    name: 'Montpellier',
    code: 'MPL',
    departement: '34',
    region: 'Occitanie',
    postalCode: '34000',
  },
  {
    slug: 'bordeaux',
    name: 'Bordeaux',
    code: 'BOD',
    departement: '33',
    region: 'Nouvelle-Aquitaine',
    postalCode: '33000',
  },
  { slug: 'lille', name: 'Lille', code: 'LIL', departement: '59', region: 'Hauts-de-France', postalCode: '59000' },
  { slug: 'rennes', name: 'Rennes', code: 'RNS', departement: '35', region: 'Bretagne', postalCode: '35000' },
  { slug: 'reims', name: 'Reims', code: 'RHE', departement: '51', region: 'Grand Est', postalCode: '51100' },
] as const satisfies readonly DemoCity[];
export type DemoCitySlug = (typeof DEMO_CITIES)[number]['slug'];
export const DEMO_CITY_SLUGS = DEMO_CITIES.map((c) => c.slug) as [DemoCitySlug, ...DemoCitySlug[]];

/** The fixed figures of the demo (supporting-areas §9): illustrative, shown as such. */
export const DEMO_FIGURES = {
  tendersAnalysed: 1247,
  matches: 12,
  compatibility: 92,
  totalSeconds: 30,
  pdfPages: 12,
  moreResponses: 300,
  hoursSaved: 4,
  craftspeople: '500+',
} as const;

/** Step durations (ms), typing interval, AI indicator (supporting-areas §4, §9). */
export const DEMO_TIMINGS = { steps: [3000, 4000, 5000, 2000], typingMs: 50, aiIndicatorMs: 3000 } as const;
export const DEMO_STEPS = [
  {
    title: 'Détection de l’appel d’offres',
    detail: 'Veille BOAMP : l’avis correspondant à votre métier et à votre zone est repéré.',
  },
  { title: 'Lecture du DCE', detail: 'Règlement, CCAP, CCTP, bordereau : les exigences sont extraites.' },
  { title: 'Rédaction par l’IA', detail: 'Lettre de candidature et mémoire technique rédigés pour ce marché.' },
  { title: 'PDF final', detail: 'Le dossier est mis en page, prêt à relire et à déposer.' },
] as const;
export const DEMO_GENERATING_MESSAGE =
  'Analyse des exigences du CCTP, rédaction de la méthodologie, des moyens humains et matériels, du planning et des engagements qualité…';

/** The 6 standard documents of a consultation file (DCE). */
export const DEMO_DCE_DOCUMENTS = [
  { name: 'Règlement de consultation (RC)', pages: 14 },
  { name: 'Cahier des clauses administratives particulières (CCAP)', pages: 22 },
  { name: 'Cahier des clauses techniques particulières (CCTP)', pages: 38 },
  { name: 'Acte d’engagement (AE)', pages: 4 },
  { name: 'Décomposition du prix global et forfaitaire (DPGF)', pages: 9 },
  { name: 'Plans et pièces graphiques', pages: 16 },
] as const;

export const DEMO_PUBLICATION_DATE = '2026-11-16';
export const DEMO_DEADLINE = '2026-12-18T11:00:00.000Z';
export const DEMO_EXECUTION_DELAY = '3 mois';

export interface DemoTenderRow {
  number: string;
  title: string;
  description: string;
  /** Amount in euros HT, as text. */
  amount: string;
  authority: string;
  requirements: string[];
}

interface TradeTable {
  cpv: string;
  cities: Partial<Record<DemoCitySlug, DemoTenderRow>>;
}

const row = (
  number: string,
  title: string,
  description: string,
  amount: string,
  authority: string,
  requirements: string[],
): DemoTenderRow => ({ number, title, description, amount, authority, requirements });

/** Fixed tables per trade; not every trade has every city (the first one stands in). */
export const DEMO_TENDER_TABLE: Record<DemoTrade, TradeTable> = {
  plombier: {
    cpv: '45330000',
    cities: {
      paris: row(
        '0412',
        'Groupe scolaire Saint-Paul - Rénovation des sanitaires',
        'Remplacement des réseaux d’eau froide et chaude sanitaire, des appareils sanitaires et création de sanitaires PMR dans un groupe scolaire de 3 niveaux, travaux en site occupé pendant les vacances scolaires.',
        '185 000',
        'Ville de Paris - Direction des constructions publiques',
        [
          'Qualification RGE ou Qualibat 5211',
          'Références en établissements scolaires',
          'Travaux pendant les vacances scolaires',
        ],
      ),
      lyon: row(
        '0318',
        'Gymnase municipal - Réfection des vestiaires et douches',
        'Réfection complète des douches collectives, production d’eau chaude sanitaire et traitement anti-légionelles des vestiaires du gymnase.',
        '142 000',
        'Ville de Lyon - Direction du patrimoine',
        ['Attestation décennale en cours', 'Maîtrise du risque légionelle', 'Délai de 3 mois'],
      ),
      marseille: row(
        '0227',
        'Résidence seniors - Remplacement des colonnes',
        'Remplacement des colonnes montantes et des nourrices d’une résidence de 60 logements occupée.',
        '238 000',
        'Métropole Aix-Marseille-Provence',
        ['Travaux en site occupé', 'Coupures d’eau limitées à 4 h', 'Références en logements'],
      ),
      bordeaux: row(
        '0156',
        'Crèche municipale - Sanitaires enfants',
        'Création de sanitaires adaptés aux jeunes enfants et remplacement des réseaux d’évacuation.',
        '96 000',
        'Ville de Bordeaux - Direction des bâtiments',
        ['Références petite enfance', 'Matériaux sans plomb'],
      ),
      lille: row(
        '0189',
        'Hôtel de ville - Mise aux normes des sanitaires',
        'Mise en accessibilité et remplacement des appareils sanitaires des étages administratifs.',
        '118 000',
        'Ville de Lille - Service patrimoine',
        ['Accessibilité PMR', 'Intervention en site occupé'],
      ),
    },
  },
  peintre: {
    cpv: '45442100',
    cities: {
      lyon: row(
        '0502',
        'Collège Jean-Moulin - Peinture des circulations',
        'Préparation des supports et mise en peinture des circulations, cages d’escalier et salles de classe d’un collège.',
        '96 000',
        'Département du Rhône - Direction des collèges',
        ['Peintures A+ à faible émission', 'Travaux pendant les congés scolaires', 'Protection des sols'],
      ),
      paris: row(
        '0521',
        'Médiathèque - Remise en peinture intérieure',
        'Remise en peinture des espaces publics et des bureaux d’une médiathèque, ouverte au public pendant les travaux.',
        '128 000',
        'Ville de Paris - Direction des affaires culturelles',
        ['Site ouvert au public', 'Peintures écolabellisées'],
      ),
      nantes: row(
        '0143',
        'Groupe scolaire - Ravalement et peinture',
        'Ravalement des façades enduites et peinture des menuiseries extérieures d’un groupe scolaire.',
        '154 000',
        'Ville de Nantes - Patrimoine bâti',
        ['Échafaudage conforme R408', 'Références en ravalement'],
      ),
      toulouse: row(
        '0277',
        'Piscine municipale - Peintures techniques',
        'Peintures époxy des plages et locaux techniques d’une piscine, en milieu humide et chloré.',
        '87 000',
        'Toulouse Métropole',
        ['Peintures adaptées aux milieux humides', 'Fermeture technique de 6 semaines'],
      ),
    },
  },
  plaquiste: {
    cpv: '45421146',
    cities: {
      nantes: row(
        '0388',
        'Maison de santé - Cloisons et faux plafonds',
        'Cloisons en plaques de plâtre, doublages isolants et faux plafonds acoustiques d’une maison de santé pluriprofessionnelle.',
        '164 000',
        'Nantes Métropole',
        ['Performance acoustique des cabinets', 'Plaques hydrofuges en pièces humides'],
      ),
      rennes: row(
        '0214',
        'Centre social - Réaménagement intérieur',
        'Démolition et création de cloisons, doublages thermiques et plafonds suspendus.',
        '112 000',
        'Ville de Rennes - Direction du patrimoine',
        ['Isolation thermique par l’intérieur', 'Coordination avec l’électricien'],
      ),
      strasbourg: row(
        '0166',
        'Bureaux administratifs - Cloisonnement',
        'Cloisonnement modulaire et faux plafonds démontables d’un plateau de bureaux de 900 m².',
        '138 000',
        'Eurométropole de Strasbourg',
        ['Cloisons démontables', 'Classement au feu des plafonds'],
      ),
      paris: row(
        '0433',
        'École maternelle - Plafonds acoustiques',
        'Remplacement des plafonds des salles de classe par des plafonds acoustiques absorbants.',
        '76 000',
        'Ville de Paris - Direction des constructions publiques',
        ['Travaux pendant l’été', 'Performance d’absorption αw ≥ 0,9'],
      ),
    },
  },
  electricien: {
    cpv: '45311000',
    cities: {
      toulouse: row(
        '0291',
        'École élémentaire - Rénovation électrique et éclairage LED',
        'Remplacement des tableaux, des circuits et de l’éclairage par des luminaires LED avec détection de présence dans une école de 12 classes.',
        '226 000',
        'Ville de Toulouse - Direction des bâtiments',
        ['Habilitations électriques à jour', 'Qualifelec ou équivalent', 'Travaux en site occupé'],
      ),
      paris: row(
        '0615',
        'Bibliothèque - Courants forts et faibles',
        'Rénovation des courants forts, du câblage informatique et du contrôle d’accès d’une bibliothèque.',
        '312 000',
        'Ville de Paris - Direction des affaires culturelles',
        ['Câblage catégorie 6A', 'Maintien de l’activité'],
      ),
      lyon: row(
        '0347',
        'Complexe sportif - Éclairage des terrains',
        'Remplacement de l’éclairage des terrains par des projecteurs LED pilotés.',
        '198 000',
        'Ville de Lyon - Direction des sports',
        ['Étude d’éclairement', 'Travail en hauteur'],
      ),
      lille: row(
        '0205',
        'Mairie annexe - Mise en conformité électrique',
        'Mise en conformité de l’installation électrique et remplacement du TGBT.',
        '89 000',
        'Ville de Lille - Service patrimoine',
        ['Levée des réserves du bureau de contrôle', 'Coupures planifiées'],
      ),
      montpellier: row(
        '0132',
        'Gymnase - Éclairage LED et alarme incendie',
        'Éclairage LED et remplacement du système de sécurité incendie de catégorie A.',
        '143 000',
        'Montpellier Méditerranée Métropole',
        ['Installateur SSI qualifié', 'Délai de 3 mois'],
      ),
    },
  },
  chauffagiste: {
    cpv: '45331100',
    cities: {
      strasbourg: row(
        '0274',
        'Groupe scolaire - Remplacement de la chaufferie',
        'Remplacement de deux chaudières fioul par une chaufferie gaz à condensation avec régulation et désembouage des réseaux.',
        '318 000',
        'Ville de Strasbourg - Direction de la construction',
        ['Qualification RGE', 'Chauffage maintenu pendant la saison de chauffe', 'Mise en service et formation'],
      ),
      lyon: row(
        '0455',
        'Résidence autonomie - Pompe à chaleur',
        'Installation d’une pompe à chaleur air/eau en relève de la chaudière existante.',
        '245 000',
        'Métropole de Lyon',
        ['Certification fluides frigorigènes', 'Résidents présents'],
      ),
      reims: row(
        '0118',
        'Salle polyvalente - Chauffage et ventilation',
        'Remplacement de l’aérotherme et création d’une ventilation double flux.',
        '132 000',
        'Ville de Reims - Direction du patrimoine',
        ['Bilan énergétique', 'Maintenance un an'],
      ),
      lille: row(
        '0233',
        'Crèche - Planchers chauffants',
        'Création de planchers chauffants basse température et régulation par zone.',
        '108 000',
        'Ville de Lille - Service patrimoine',
        ['Références petite enfance', 'Travaux en juillet-août'],
      ),
    },
  },
  etancheur: {
    cpv: '45261420',
    cities: {
      bordeaux: row(
        '0367',
        'Gymnase - Réfection de l’étanchéité de la toiture-terrasse',
        'Dépose de l’étanchéité existante, isolation thermique et nouvelle étanchéité bicouche d’une toiture-terrasse de 1 800 m².',
        '264 000',
        'Ville de Bordeaux - Direction des bâtiments',
        ['Qualification Qualibat étanchéité', 'Garantie décennale', 'Travail en hauteur avec protections collectives'],
      ),
      nice: row(
        '0149',
        'Médiathèque - Toiture végétalisée',
        'Étanchéité et végétalisation d’une toiture-terrasse accessible.',
        '176 000',
        'Ville de Nice - Direction des bâtiments',
        ['Références en toitures végétalisées', 'Essai d’étanchéité à l’eau'],
      ),
      marseille: row(
        '0302',
        'Collège - Étanchéité des terrasses',
        'Réfection de l’étanchéité de trois terrasses techniques et des relevés.',
        '198 000',
        'Département des Bouches-du-Rhône',
        ['Travaux pendant les vacances', 'Remplacement des évacuations pluviales'],
      ),
      montpellier: row(
        '0221',
        'Parking couvert - Étanchéité circulable',
        'Étanchéité circulable sous asphalte du dernier niveau d’un parking.',
        '231 000',
        'Montpellier Méditerranée Métropole',
        ['Asphalte circulable', 'Phasage par demi-niveau'],
      ),
      reims: row(
        '0175',
        'École - Isolation et étanchéité',
        'Isolation et étanchéité bicouche de la toiture-terrasse d’une école.',
        '124 000',
        'Ville de Reims - Direction du patrimoine',
        ['Isolant conforme RE2020', 'Garantie décennale'],
      ),
    },
  },
};

export interface DemoTender extends DemoTenderRow {
  id: string;
  shortTitle: string;
  profession: DemoTrade;
  city: DemoCity;
  location: string;
  deadline: string;
  publicationDate: string;
  executionDelay: string;
  cpv: string;
  contactService: string;
  documents: readonly { name: string; pages: number }[];
}

/** The demo tender of a trade and a city; when the trade has no tender there, its first one. */
export function demoTender(trade: DemoTrade, citySlug: string): DemoTender {
  const table = DEMO_TENDER_TABLE[trade];
  const wanted = table.cities[citySlug as DemoCitySlug];
  const [fallbackSlug, fallbackRow] = Object.entries(table.cities)[0] as [DemoCitySlug, DemoTenderRow];
  const slug = wanted ? (citySlug as DemoCitySlug) : fallbackSlug;
  const data = wanted ?? fallbackRow;
  const city = DEMO_CITIES.find((c) => c.slug === slug) ?? DEMO_CITIES[0];
  return {
    ...data,
    id: `AO-${DEMO_PUBLICATION_DATE.slice(0, 4)}-${city.code}-${data.number}`,
    shortTitle: data.title.includes(' - ') ? data.title.slice(data.title.indexOf(' - ') + 3) : data.title,
    profession: trade,
    city,
    location: `${city.name} (${city.departement})`,
    deadline: DEMO_DEADLINE,
    publicationDate: DEMO_PUBLICATION_DATE,
    executionDelay: DEMO_EXECUTION_DELAY,
    cpv: table.cpv,
    contactService: `${data.authority} - Service de la commande publique`,
    documents: DEMO_DCE_DOCUMENTS,
  };
}

/** The demo tender's amount as a number of euros HT ("185 000" → 185000). */
export function demoAmount(tender: Pick<DemoTenderRow, 'amount'>): number {
  return Number(tender.amount.replace(/\D/g, ''));
}

/**
 * The saved file's name: Memoire_Technique_{Trade}_{City}_BatiAO.pdf. The spec's
 * « ULTRA_PROFESSIONNEL » is dropped (ADR 026).
 */
export function demoPdfFilename(trade: DemoTrade, cityName: string): string {
  const part = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '_');
  return `Memoire_Technique_${part(DEMO_TRADE_LABELS[trade])}_${part(cityName)}_BatiAO.pdf`;
}

export const demoPdfQuerySchema = z.object({
  metier: z.enum(DEMO_TRADES, { error: 'Métier de démonstration inconnu' }),
  ville: z
    .string({ error: 'Ville de démonstration inconnue' })
    .trim()
    .toLowerCase()
    .max(40, 'Ville de démonstration inconnue'),
});

export const demoPdfResponseSchema = z.object({
  success: z.literal(true),
  /** The PDF, base64. */
  pdf_content: z.string(),
  stats: z.object({
    total_pages: z.number().int(),
    total_words: z.number().int(),
    /** In words: how much of the response is written, how much is left to complete. */
    qualite: z.string(),
    /** Seconds the engine and the renderer took (of the generation that filled the cache). */
    generation_time: z.number(),
  }),
});
export type DemoPdfResponse = z.infer<typeof demoPdfResponseSchema>;

export const DEMO_MESSAGES = {
  httpError: (status: number) => `Erreur lors de la génération du PDF : ${status}`,
  noContent: 'Aucun contenu PDF reçu de l’API',
  rateLimited: 'Trop de démonstrations depuis votre connexion. Réessayez dans quelques minutes.',
} as const;

/* ---------------------------------------------- The generator page (/quartus) ---------------------------------------------- */

/** The single project of the generator page (supporting-areas §9): a tertiary new build, LOT 20. */
export const QUARTUS_PROJECT = {
  title: 'Construction neuve d’un ensemble tertiaire de bureaux - LOT 20 : Chauffage, ventilation, climatisation',
  lot: 'LOT 20',
  lotTitle: 'Chauffage, ventilation, climatisation (CVC)',
  kind: 'Construction neuve tertiaire',
  priceHt: 6_847_500,
  durationMonths: 18,
  durationLabel: '18 mois fermes',
  pricePerSquareMetre: 443,
  /** 6 847 500 / 443 ≈ 15 457 m² of floor area. */
  surface: 15_457,
} as const;

export const quartusResultSchema = z.object({
  success: z.literal(true),
  /** The price of the offer, euros HT, as the response states it. */
  price: z.number(),
  /** The duration, as the response states it. */
  duration: z.string(),
  price_per_m2: z.number(),
  generated_at: z.string(),
  stats: z.object({ total_pages: z.number().int(), total_words: z.number().int(), sections: z.number().int() }),
  downloads: z.object({ technical: z.string(), complete: z.string() }),
});
export type QuartusResult = z.infer<typeof quartusResultSchema>;

export const QUARTUS_MESSAGES = {
  subscriptionRequired: 'Abonnement requis',
  notGenerated: 'Aucune réponse générée : lancez d’abord la génération.',
  sessionExpired: 'Session expirée - Reconnectez-vous',
  connection: 'Erreur de connexion',
} as const;
