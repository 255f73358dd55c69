/**
 * The trade taxonomy: for each of the 14 trades, the CPV codes, the French keywords and the
 * BOAMP descripteurs that show a tender concerns it, and `tradeSignals`, which says which of them a
 * tender carries.
 *
 * Built from our own `shared/data/trades.json` (CPV codes, roles and labels are copied from it,
 * check digit dropped), turned into code here: nothing is read at runtime. Deliberate changes from
 * the file, by judgement:
 * - CPV codes dropped because they name a kind of building or a whole division, not a trade
 *   (trades.md: "a notice coded only with 45000000 or 45210000 is generic"): macon 45210000,
 *   45262700, 45262800, 45454000, 45262690; electricien 31000000; chauffagiste 09300000 (it covers
 *   electricity supply contracts); terrassier 43000000. Design and testing services (71…) are
 *   dropped too: they are not the artisan's work. Landscaping (45112700, 45112710) and brush
 *   clearing (45111220) are not earthworks (and are marked in `CPV_NOT_A_TRADE`, so that they do
 *   not fall back to the terrassier's parent code); scaffolding (45262100/120) and sun shading
 *   (45212190) are not carpentry; cladding (45262650) and window fitting (45421130, 45421132) are
 *   not glazing; demolition (45111100) is kept for the terrassier only; water mains (45232150,
 *   45231300) move from plombier to terrassier (network works, not building plumbing).
 * - Keywords are rewritten: matched on whole words, accents and case ignored, the plural of each
 *   word accepted (+s, +x, -al/-ail → -aux: "menuiserie extérieure" also finds "menuiseries
 *   extérieures", "revêtement mural" finds "revêtements muraux"); "de", "des" and "du" are
 *   interchangeable; a word written in the plural only matches the plural ("sanitaires"). False
 *   friends are excluded with `unless` phrases (see the decisions in `KEYWORD_DECISIONS`).
 * - Descripteurs: every code observed in the real records is reviewed once, with its trades and a
 *   reason, in `trade-taxonomy-descripteurs.ts` (issue 14); the trade lists below are derived from
 *   it. A descripteur is `specific` when it names the trade's work, `partial` when it only hints at
 *   it (57 Charpente for the couvreur), `building` / `outdoor` when that depends on whether the job
 *   is in a building (308 Revêtements de sols, 48 Canalisations).
 * - « Tous corps d'état » and multi-lot buildings whose lots are not named are listed for the
 *   building trades (`tceTrades`), at a lower fit (see compatibility.ts).
 */
import { foldText, TRADE_SLUGS, type TradeSlug } from './trades.ts';
import {
  ALL_TRADES_DESCRIPTEUR_REVIEW,
  TRADE_DESCRIPTEUR_REVIEW,
  type DescripteurStrength,
} from './trade-taxonomy-descripteurs.ts';

export type CpvRole = 'primary' | 'related';

export interface TradeCpv {
  /** 8 digits, without the check digit. */
  readonly code: string;
  readonly role: CpvRole;
  readonly label: string;
}

export type { DescripteurStrength };

export interface TradeDescripteur {
  readonly code: string;
  /** The label as BOAMP writes it today; `aliases` are older spellings seen in the records. */
  readonly label: string;
  readonly strength: DescripteurStrength;
  readonly aliases?: readonly string[];
}

export interface TradeKeyword {
  /** As a person writes it; matching folds accents and case. */
  readonly term: string;
  /** Phrases that contain the term but mean something else (a match inside one is ignored). */
  readonly unless?: readonly string[];
}

export interface TradeTaxonomyEntry {
  readonly slug: TradeSlug;
  readonly cpv: readonly TradeCpv[];
  readonly keywords: readonly TradeKeyword[];
  readonly descripteurs: readonly TradeDescripteur[];
}

/**
 * The keyword choices that are judgement calls, kept with the data so that they are read with it.
 */
export const KEYWORD_DECISIONS = [
  '« couverture » is roofing, except in insurance, network, media and finance phrases (couverture sociale, couverture mobile…).',
  '« toiture terrasse » belongs to the étancheur, not to the couvreur; « toiture » alone stays roofing.',
  "« peinture » is painting, industrial painting included (anticorrosion of a bridge); road marking (« peinture routière », « marquage au sol ») is a road-signage trade, not the building painter's.",
  '« sols souples » (PVC, linoleum) go to the peintre, as French lots usually pair them (« peinture – sols souples »); « revêtement de sol » otherwise goes to the carreleur.',
  '« sanitaire » (singular) is hygiene (« mise en conformité sanitaire »); only « sanitaires » and phrases such as « bloc sanitaire » are plumbing.',
  "« CFA » alone is a training centre (centre de formation d'apprentis): only « CFO/CFA » counts for the électricien.",
  "« électricité » as a supply (« fourniture d'électricité ») is not electrical work; « électrique » alone is not a keyword (véhicule électrique).",
  '« portail » as a web portal, « clôture » as an accounting close, « fouille » as archaeology, « chaussée » in « rez-de-chaussée », « volet » as a programme part, « abri » in « sans-abri »: excluded.',
  '« démolition » goes to the maçon and the terrassier (issue 14); « déconstruction » to the terrassier only; landscaping alone goes to no trade.',
  'Road, network and drainage works (VRD, voirie, assainissement, eau potable networks) go to the terrassier; building plumbing goes to the plombier.',
  '« bardage » (cladding) goes to the couvreur and the charpentier, who both clad façades (issue 14).',
  "« ravalement » goes to the peintre; façade restoration in stone is found through the maçon's descripteurs and CPV.",
] as const;

/** A trade's descripteurs, from the review of every observed descripteur (trade-taxonomy-descripteurs.ts). */
function descripteursOf(slug: TradeSlug): TradeDescripteur[] {
  return TRADE_DESCRIPTEUR_REVIEW.flatMap((d) =>
    d.trades
      .filter((t) => t.slug === slug)
      .map((t) => ({
        code: d.code,
        label: d.label,
        strength: t.strength,
        ...(d.aliases ? { aliases: d.aliases } : {}),
      })),
  );
}

const kw = (term: string, ...unless: string[]): TradeKeyword => (unless.length > 0 ? { term, unless } : { term });

export const TRADE_TAXONOMY: Readonly<Record<TradeSlug, TradeTaxonomyEntry>> = {
  macon: {
    slug: 'macon',
    cpv: [
      { code: '45262500', role: 'primary', label: 'Travaux de maçonnerie et de briquetage' },
      { code: '45262522', role: 'primary', label: 'Travaux de maçonnerie' },
      { code: '45223220', role: 'primary', label: 'Travaux de gros œuvre' },
      { code: '45262300', role: 'primary', label: 'Travaux de bétonnage' },
      { code: '45262310', role: 'primary', label: 'Travaux de mise en œuvre de béton armé' },
      { code: '45262311', role: 'primary', label: 'Travaux de gros œuvre en béton' },
      { code: '45262210', role: 'primary', label: 'Travaux de fondation' },
      { code: '45262212', role: 'primary', label: 'Travaux de coffrage' },
      { code: '45223500', role: 'primary', label: 'Structures en béton armé' },
      { code: '45262520', role: 'primary', label: 'Travaux de briquetage' },
      { code: '45262510', role: 'primary', label: 'Maçonnerie de pierres' },
      { code: '45262321', role: 'related', label: 'Travaux de chape' },
      { code: '45262620', role: 'related', label: 'Murs de soutènement' },
      { code: '45443000', role: 'related', label: 'Travaux de façade' },
      { code: '44111100', role: 'related', label: 'Briques' },
      { code: '44111200', role: 'related', label: 'Ciment' },
      { code: '44111800', role: 'related', label: 'Mortier (construction)' },
      { code: '44114000', role: 'related', label: 'Béton' },
    ],
    keywords: [
      kw('maçonnerie', 'maçonnerie paysagère'),
      kw('maçon'),
      kw('gros œuvre'),
      kw('démolition'),
      kw('béton armé'),
      kw('dallage'),
      kw('parpaing'),
      kw('mur de soutènement'),
      kw('reprise en sous-œuvre'),
      kw('pierre de taille'),
      kw('taille de pierre'),
      kw('briquetage'),
      kw('fondations spéciales'),
      kw('travaux de fondation'),
    ],
    descripteurs: descripteursOf('macon'),
  },
  couvreur: {
    slug: 'couvreur',
    cpv: [
      { code: '45261210', role: 'primary', label: 'Travaux de couverture' },
      { code: '45261200', role: 'primary', label: 'Travaux de couverture et de peinture de toiture' },
      { code: '45261211', role: 'primary', label: 'Travaux de couverture en tuiles' },
      { code: '45261212', role: 'primary', label: 'Travaux de couverture en ardoises' },
      { code: '45261213', role: 'primary', label: 'Travaux de couverture métallique' },
      { code: '45261320', role: 'primary', label: 'Travaux de pose de gouttières' },
      { code: '45261300', role: 'primary', label: 'Travaux de garnissage et de pose de gouttières' },
      { code: '45261900', role: 'primary', label: 'Réparation et entretien de toiture' },
      { code: '45261910', role: 'primary', label: 'Réparation de toiture' },
      { code: '45261920', role: 'primary', label: "Travaux d'entretien de toiture" },
      { code: '45261000', role: 'related', label: 'Travaux de charpente et de couverture et travaux connexes' },
      { code: '45261214', role: 'related', label: 'Travaux de couverture en bardeaux bitumés' },
      { code: '45261215', role: 'related', label: 'Travaux de couverture de panneaux solaires' },
      { code: '45261410', role: 'related', label: "Travaux d'isolation de toiture" },
      {
        code: '45261220',
        role: 'related',
        label: "Travaux de peinture de couverture et autres travaux d'application d'enduits",
      },
      { code: '45261221', role: 'related', label: 'Travaux de peinture de toiture' },
      { code: '45261310', role: 'related', label: 'Travaux de garnissage' },
      { code: '44112500', role: 'related', label: 'Matériaux pour toiture' },
      { code: '44930000', role: 'related', label: 'Ardoise' },
      { code: '45262650', role: 'related', label: 'Travaux de bardage' },
    ],
    keywords: [
      kw(
        'couverture',
        'couverture sociale',
        'couverture maladie',
        'couverture santé',
        'couverture complémentaire',
        'couverture prévoyance',
        'couverture vaccinale',
        'couverture assurance',
        "couverture d'assurance",
        'couverture des risques',
        'couverture du risque',
        'couverture de risques',
        'couverture financière',
        'couverture de change',
        'taux de couverture',
        'couverture juridique',
        'couverture numérique',
        'couverture mobile',
        'couverture réseau',
        'couverture radio',
        'couverture wifi',
        'couverture 4g',
        'couverture 5g',
        'couverture très haut débit',
        'couverture thd',
        'couverture du territoire',
        'couverture territoriale',
        'couverture photographique',
        'couverture médiatique',
        'couverture vidéo',
        'couverture presse',
        'couverture événementielle',
        'couverture des besoins',
        'couverture végétale',
        'couverture de survie',
        'couverture chauffante',
        'couverture isotherme',
      ),
      kw('couvreur'),
      kw('zinguerie'),
      kw('toiture', 'toiture terrasse', 'toiture végétalisée'),
      kw('tuile'),
      kw('ardoise'),
      kw('bac acier'),
      kw('gouttière'),
      kw('chéneau'),
      kw('écran sous-toiture'),
      kw('sarking'),
      kw('bardage'),
    ],
    descripteurs: descripteursOf('couvreur'),
  },
  plombier: {
    slug: 'plombier',
    cpv: [
      { code: '45330000', role: 'primary', label: 'Travaux de plomberie' },
      { code: '45332000', role: 'primary', label: "Travaux de plomberie et de pose de conduits d'évacuation" },
      { code: '45332200', role: 'primary', label: "Travaux d'installation de distribution d'eau" },
      { code: '45332300', role: 'primary', label: "Travaux de pose de conduits d'évacuation" },
      { code: '45332400', role: 'primary', label: "Travaux d'installation d'appareils sanitaires" },
      { code: '45232460', role: 'primary', label: "Travaux d'installations sanitaires" },
      { code: '45333000', role: 'related', label: "Travaux d'installation du gaz" },
      {
        code: '45331000',
        role: 'related',
        label: "Travaux d'installation de matériel de chauffage, de ventilation et de climatisation",
      },
      { code: '44115210', role: 'related', label: 'Matériel de plomberie' },
      { code: '44411000', role: 'related', label: 'Appareils sanitaires' },
      { code: '44411100', role: 'related', label: 'Robinets' },
      { code: '44411300', role: 'related', label: 'Lavabos' },
      { code: '44411400', role: 'related', label: 'Receveurs de douche' },
      {
        code: '50712000',
        role: 'related',
        label: "Services de réparation et d'entretien d'installations mécaniques de bâtiment",
      },
      {
        code: '50510000',
        role: 'related',
        label: "Services de réparation et d'entretien de pompes, de vannes, de robinets et de conteneurs en métal",
      },
    ],
    keywords: [
      kw('plomberie'),
      kw('plombier'),
      kw(
        'sanitaires',
        'condition sanitaire',
        'mesure sanitaire',
        'risque sanitaire',
        'norme sanitaire',
        'contrôle sanitaire',
        'établissement sanitaire',
        'sanitaires et sociaux',
        'sanitaires et médico-sociaux',
        'social et sanitaire',
        'sociaux et sanitaires',
        'service sanitaire',
        'produit sanitaire',
        'article sanitaire',
        'transport sanitaire',
        'véhicule sanitaire',
        'donnée sanitaire',
        'crise sanitaire',
        'agence sanitaire',
      ),
      kw('appareil sanitaire'),
      kw('installation sanitaire'),
      kw('bloc sanitaire'),
      kw('eau chaude sanitaire'),
      kw('robinetterie'),
      kw('fontainerie'),
      kw('chauffe-eau'),
      kw("production d'eau chaude"),
      kw('installation de gaz'),
    ],
    descripteurs: descripteursOf('plombier'),
  },
  electricien: {
    slug: 'electricien',
    cpv: [
      { code: '45311000', role: 'primary', label: "Travaux de câblage et d'installations électriques" },
      { code: '45311200', role: 'primary', label: "Travaux d'installations électriques" },
      { code: '45310000', role: 'primary', label: "Travaux d'équipement électrique" },
      { code: '45311100', role: 'primary', label: 'Travaux de câblage électrique' },
      { code: '45315600', role: 'primary', label: 'Installations basse tension' },
      {
        code: '45315000',
        role: 'primary',
        label: "Travaux d'installation de chauffage électrique et d'autres équipements électriques de bâtiment",
      },
      { code: '45317000', role: 'primary', label: "Autres travaux d'installation électrique" },
      { code: '45312000', role: 'related', label: "Travaux d'installation de systèmes d'alarme et d'antennes" },
      { code: '45312100', role: 'related', label: "Travaux d'installation de systèmes avertisseurs d'incendie" },
      { code: '45312200', role: 'related', label: "Travaux d'installation de systèmes avertisseurs d'effraction" },
      { code: '45314300', role: 'related', label: "Installation d'infrastructures de câblage" },
      { code: '45314320', role: 'related', label: 'Installation de câblage informatique' },
      { code: '45316100', role: 'related', label: "Installation d'appareils d'éclairage extérieur" },
      { code: '45316110', role: 'related', label: "Installation de matériel d'éclairage public" },
      { code: '45315100', role: 'related', label: 'Installations électrotechniques' },
      { code: '45315300', role: 'related', label: "Installations d'alimentation électrique" },
      { code: '45231400', role: 'related', label: 'Travaux de construction de lignes électriques' },
      { code: '45232200', role: 'related', label: 'Ouvrages annexes pour lignes électriques' },
      {
        code: '50711000',
        role: 'related',
        label: "Services de réparation et d'entretien d'installations électriques de bâtiment",
      },
      { code: '31500000', role: 'related', label: "Appareils d'éclairage et lampes électriques" },
    ],
    keywords: [
      kw(
        'électricité',
        "fourniture d'électricité",
        'fourniture en électricité',
        "fourniture de gaz et d'électricité",
        "achat d'électricité",
        "acheminement d'électricité",
        'électricité verte',
        "consommation d'électricité",
        "production d'électricité",
        "facture d'électricité",
      ),
      kw('électricien'),
      kw('courant fort'),
      kw('courant faible'),
      kw('CFO'),
      kw('CFO/CFA'),
      kw('CFA/CFO'),
      kw('installation électrique'),
      kw('travaux électriques'),
      kw('réseau électrique'),
      kw('tableau électrique'),
      kw('armoire électrique'),
      kw('mise en conformité électrique'),
      kw('TGBT'),
      kw('groupe électrogène'),
      kw('éclairage', 'éclairage scénique', 'éclairage de scène', 'éclairage provisoire'),
      kw('luminaire'),
      kw('câblage'),
      kw('précâblage'),
      kw('VDI'),
      kw('alarme incendie'),
      kw('détection incendie'),
      kw('système de sécurité incendie'),
      kw(
        'sécurité incendie',
        'service de sécurité incendie',
        'agent de sécurité incendie',
        "service de sécurité incendie et d'assistance",
        'plan de sécurité incendie',
        'coordination sécurité incendie',
      ),
      kw('alarme intrusion'),
      kw('anti-intrusion'),
      kw("contrôle d'accès"),
      kw('vidéoprotection'),
      kw('vidéosurveillance'),
      kw('vidéo-protection'),
      kw('vidéo-surveillance'),
      kw('IRVE'),
      kw('borne de recharge'),
      kw('photovoltaïque'),
      kw('paratonnerre'),
      kw('GTB'),
      kw('gestion technique du bâtiment'),
    ],
    descripteurs: descripteursOf('electricien'),
  },
  menuisier: {
    slug: 'menuisier',
    cpv: [
      { code: '45421000', role: 'primary', label: 'Travaux de menuiserie' },
      { code: '45421100', role: 'primary', label: "Pose de portes et de fenêtres et d'éléments accessoires" },
      { code: '45421130', role: 'primary', label: 'Poses de portes et de fenêtres' },
      { code: '45421131', role: 'primary', label: 'Pose de portes' },
      { code: '45421132', role: 'primary', label: 'Pose de fenêtres' },
      { code: '45421150', role: 'primary', label: "Travaux d'installation de menuiseries non métalliques" },
      { code: '45421151', role: 'primary', label: 'Installation de cuisines équipées' },
      { code: '45421152', role: 'primary', label: 'Installation de cloisons' },
      { code: '45421153', role: 'primary', label: 'Installation de meubles encastrés' },
      { code: '45420000', role: 'primary', label: 'Travaux de menuiserie et de charpenterie' },
      { code: '45421110', role: 'related', label: "Pose d'encadrements de portes et de fenêtres" },
      { code: '45421111', role: 'related', label: "Pose d'encadrements de portes" },
      { code: '45421112', role: 'related', label: "Pose d'encadrements de fenêtres" },
      { code: '45421120', role: 'related', label: 'Pose de seuils' },
      { code: '45421140', role: 'related', label: 'Pose de menuiseries métalliques, excepté portes et fenêtres' },
      { code: '45421142', role: 'related', label: 'Installation de volets' },
      { code: '45421143', role: 'related', label: "Travaux d'installation de stores" },
      { code: '45421145', role: 'related', label: "Travaux d'installation de volets roulants" },
      { code: '45421160', role: 'related', label: 'Ferrage' },
      { code: '45422000', role: 'related', label: 'Travaux de charpenterie' },
      { code: '45422100', role: 'related', label: 'Ouvrages en bois' },
      { code: '45432113', role: 'related', label: 'Pose de parquets' },
      { code: '44220000', role: 'related', label: 'Menuiserie pour la construction' },
      { code: '44221000', role: 'related', label: 'Fenêtres, portes et articles connexes' },
      { code: '44221100', role: 'related', label: 'Fenêtres' },
      { code: '44221200', role: 'related', label: 'Portes' },
      { code: '44221220', role: 'related', label: 'Portes coupe-feu' },
      { code: '44191000', role: 'related', label: 'Matériaux divers de construction en bois' },
    ],
    keywords: [
      kw('menuiserie'),
      kw('menuisier'),
      kw('fenêtre'),
      kw('bloc-porte'),
      kw('porte coupe-feu'),
      kw('porte intérieure'),
      kw('portes et fenêtres'),
      kw('volet roulant'),
      kw('volet battant'),
      kw('persienne'),
      kw('store'),
      kw('occultation'),
      kw('brise-soleil'),
      kw('huisserie'),
      kw('agencement'),
      kw('placard'),
      kw('ébénisterie'),
      kw('mur-rideau'),
    ],
    descripteurs: descripteursOf('menuisier'),
  },
  peintre: {
    slug: 'peintre',
    cpv: [
      { code: '45442100', role: 'primary', label: 'Travaux de peinture' },
      { code: '45442110', role: 'primary', label: 'Travaux de peinture de bâtiments' },
      { code: '45440000', role: 'primary', label: 'Travaux de peinture et de vitrerie' },
      { code: '45432200', role: 'primary', label: 'Travaux de pose de revêtements muraux et de papiers peints' },
      { code: '45432210', role: 'primary', label: 'Travaux de revêtement mural' },
      { code: '45432220', role: 'primary', label: 'Travaux de pose de papier peint' },
      { code: '45442000', role: 'related', label: "Travaux d'application de revêtements de protection" },
      { code: '45442120', role: 'related', label: 'Travaux de peinture et de revêtement de protection de structures' },
      { code: '45442121', role: 'related', label: 'Travaux de peinture de structures' },
      { code: '45442180', role: 'related', label: "Travaux de pose d'une nouvelle couche de peinture" },
      { code: '45442190', role: 'related', label: 'Travaux de décapage' },
      { code: '45442300', role: 'related', label: 'Travaux de protection des surfaces' },
      { code: '45443000', role: 'related', label: 'Travaux de façade' },
      { code: '45451000', role: 'related', label: 'Travaux de décoration' },
      { code: '45452000', role: 'related', label: 'Travaux de nettoyage extérieur de bâtiments' },
      { code: '45452100', role: 'related', label: 'Nettoyage, au sable, des parties extérieures des bâtiments' },
      { code: '45261221', role: 'related', label: 'Travaux de peinture de toiture' },
      { code: '44810000', role: 'related', label: 'Peintures' },
      { code: '44111400', role: 'related', label: 'Peintures et revêtements muraux' },
    ],
    keywords: [
      kw(
        'peinture',
        'peinture routière',
        'peinture de signalisation',
        'peinture de marquage',
        'peinture pour marquage',
        'marquage peinture',
      ),
      kw('peintre'),
      kw('revêtement mural'),
      kw('papier peint'),
      kw('toile de verre'),
      kw('ravalement'),
      kw('sol souple'),
      kw('revêtement de sol souple'),
      kw('enduit décoratif'),
      kw('lasure'),
      kw('isolation thermique extérieure'),
      kw("isolation thermique par l'extérieur"),
    ],
    descripteurs: descripteursOf('peintre'),
  },
  chauffagiste: {
    slug: 'chauffagiste',
    cpv: [
      {
        code: '45331000',
        role: 'primary',
        label: "Travaux d'installation de matériel de chauffage, de ventilation et de climatisation",
      },
      { code: '45331100', role: 'primary', label: "Travaux d'installation de chauffage central" },
      { code: '45331110', role: 'primary', label: "Travaux d'installation de chaudières" },
      {
        code: '45331200',
        role: 'primary',
        label: "Travaux d'installation de matériel de ventilation et de climatisation",
      },
      { code: '45331210', role: 'primary', label: "Travaux d'installation de ventilation" },
      { code: '45331220', role: 'primary', label: "Travaux d'installation de matériel de climatisation" },
      { code: '45232141', role: 'primary', label: 'Installations de chauffage' },
      { code: '45331211', role: 'related', label: "Travaux d'installation de ventilation extérieure" },
      {
        code: '45331221',
        role: 'related',
        label: "Travaux d'installation de matériel de climatisation partielle de l'air",
      },
      { code: '45331230', role: 'related', label: "Travaux d'installation de matériel de refroidissement" },
      { code: '45331231', role: 'related', label: "Travaux d'installation de matériel de réfrigération" },
      { code: '45232140', role: 'related', label: 'Travaux de construction de réseaux de chauffage urbain' },
      { code: '45333000', role: 'related', label: "Travaux d'installation du gaz" },
      { code: '44621000', role: 'related', label: 'Radiateurs et chaudières' },
      { code: '44621100', role: 'related', label: 'Radiateurs' },
      { code: '44621200', role: 'related', label: 'Chaudières' },
      { code: '44115220', role: 'related', label: 'Matériel de chauffage' },
      { code: '50720000', role: 'related', label: "Services de réparation et d'entretien de chauffage central" },
      { code: '50721000', role: 'related', label: "Mise en état d'exploitation d'installations de chauffage" },
      { code: '50730000', role: 'related', label: "Services de réparation et d'entretien de groupes de réfrigération" },
    ],
    keywords: [
      kw('chauffage', 'bois de chauffage', 'fioul de chauffage', 'fuel de chauffage', 'granulés de chauffage'),
      kw('chauffagiste'),
      kw('CVC'),
      kw('génie climatique'),
      kw(
        'climatisation',
        'climatisation des autocars',
        'climatisation des véhicules',
        'climatisation de véhicule',
        'climatisation automobile',
      ),
      kw(
        'ventilation',
        'ventilation des dépenses',
        'ventilation budgétaire',
        'ventilation comptable',
        'ventilation non invasive',
      ),
      kw('chaufferie'),
      kw('chaudière'),
      kw('pompe à chaleur'),
      kw('VMC'),
      kw("centrale de traitement d'air"),
      kw("traitement d'air"),
      kw('réseau de chaleur'),
      kw('chauffage urbain'),
      kw('sous-station'),
      kw('plancher chauffant'),
      kw('radiateur'),
      kw('robinet thermostatique'),
      kw('climatiseur'),
      kw('groupe froid'),
      kw('production de chaleur'),
      kw('géothermie'),
      kw('installations thermiques'),
      kw('désenfumage mécanique'),
      kw('GTB'),
      kw('gestion technique du bâtiment'),
    ],
    descripteurs: descripteursOf('chauffagiste'),
  },
  carreleur: {
    slug: 'carreleur',
    cpv: [
      { code: '45431000', role: 'primary', label: 'Carrelages' },
      { code: '45431100', role: 'primary', label: 'Carrelage de sols' },
      { code: '45431200', role: 'primary', label: 'Carrelage mural' },
      { code: '45430000', role: 'primary', label: 'Revêtement de sols et de murs' },
      {
        code: '45432000',
        role: 'related',
        label: 'Travaux de pose de revêtement de sols et de murs et pose de papiers peints',
      },
      { code: '45432100', role: 'related', label: 'Travaux de pose de revêtements de sols' },
      { code: '45432110', role: 'related', label: 'Travaux de pose de sols' },
      { code: '45432112', role: 'related', label: 'Pose de pavage' },
      { code: '45432130', role: 'related', label: 'Travaux de revêtements de sols' },
      { code: '45262320', role: 'related', label: 'Ragréages' },
      { code: '45262321', role: 'related', label: 'Travaux de chape' },
      { code: '44111700', role: 'related', label: 'Carreaux' },
      { code: '44111900', role: 'related', label: 'Dalles en céramique' },
      { code: '44111300', role: 'related', label: 'Céramique' },
    ],
    keywords: [
      kw('carrelage'),
      kw('carreleur'),
      kw('faïence'),
      kw('grès cérame'),
      kw('mosaïque'),
      kw('sol dur'),
      kw(
        'revêtement de sol',
        'revêtement de sol souple',
        'revêtement de sol sportif',
        'revêtement de sol synthétique',
        'revêtement de sol coulé',
      ),
      kw('chape'),
      kw('ragréage'),
    ],
    descripteurs: descripteursOf('carreleur'),
  },
  plaquiste: {
    slug: 'plaquiste',
    cpv: [
      { code: '45410000', role: 'primary', label: 'Travaux de plâtrerie' },
      { code: '45324000', role: 'primary', label: 'Travaux de pose de plaques de plâtre' },
      { code: '45421146', role: 'primary', label: 'Mise en place de plafonds suspendus' },
      { code: '45421141', role: 'primary', label: 'Travaux de cloisonnement' },
      { code: '45421152', role: 'primary', label: 'Installation de cloisons' },
      { code: '45320000', role: 'related', label: "Travaux d'isolation" },
      { code: '45321000', role: 'related', label: "Travaux d'isolation thermique" },
      { code: '45323000', role: 'related', label: "Travaux d'isolation acoustique" },
      { code: '44112300', role: 'related', label: 'Cloisons' },
      { code: '44112310', role: 'related', label: 'Murs de cloisonnement' },
      { code: '44112600', role: 'related', label: 'Isolation acoustique' },
      { code: '44111500', role: 'related', label: 'Isolants et pièces isolantes' },
      { code: '44111520', role: 'related', label: "Matériaux d'isolation thermique" },
      { code: '45451200', role: 'related', label: 'Travaux de lambrissage' },
    ],
    keywords: [
      kw('plâtrerie'),
      kw('plâtrier'),
      kw('plaquiste'),
      kw('cloison'),
      kw('cloisonnement'),
      kw('doublage', 'doublage de film', 'doublage audiovisuel', 'doublage et sous-titrage'),
      kw('faux plafond'),
      kw('plafond suspendu'),
      kw('plaque de plâtre'),
      kw('placo'),
      kw('BA13'),
      kw('isolation des combles'),
      kw('isolation intérieure'),
      kw('isolation thermique intérieure'),
      kw('isolation acoustique'),
      kw(
        'isolation thermique',
        'isolation thermique extérieure',
        "isolation thermique par l'extérieur",
        'isolation thermique des façades',
      ),
    ],
    descripteurs: descripteursOf('plaquiste'),
  },
  terrassier: {
    slug: 'terrassier',
    cpv: [
      { code: '45112500', role: 'primary', label: 'Travaux de terrassement' },
      { code: '45112000', role: 'primary', label: 'Travaux de fouille et de terrassement' },
      { code: '45112400', role: 'primary', label: "Travaux d'excavation" },
      { code: '45112100', role: 'primary', label: 'Travaux de creusement de tranchées' },
      { code: '45111200', role: 'primary', label: 'Travaux de préparation et de dégagement de chantier' },
      { code: '45112600', role: 'primary', label: 'Déblai-remblai' },
      { code: '45112300', role: 'primary', label: 'Travaux de remblayage et de mise en condition du terrain' },
      { code: '45112310', role: 'primary', label: 'Travaux de remblayage' },
      {
        code: '45111000',
        role: 'related',
        label: 'Travaux de démolition, travaux de préparation et de dégagement de chantier',
      },
      { code: '45111100', role: 'related', label: 'Travaux de démolition' },
      { code: '45111214', role: 'related', label: "Travaux d'enlèvement de gravats" },
      { code: '45111230', role: 'related', label: 'Travaux de stabilisation des sols' },
      { code: '45111291', role: 'related', label: "Travaux d'aménagement du terrain" },
      { code: '45232400', role: 'related', label: "Travaux de construction d'égouts" },
      { code: '45232410', role: 'related', label: "Travaux d'assainissement" },
      { code: '45232411', role: 'related', label: "Travaux de construction de canalisations d'eaux usées" },
      { code: '45232130', role: 'related', label: "Travaux de construction de canalisations d'eaux pluviales" },
      { code: '45232450', role: 'related', label: 'Travaux de construction pour système de drainage' },
      { code: '45232452', role: 'related', label: 'Ouvrages de drainage' },
      { code: '45233140', role: 'related', label: 'Travaux routiers' },
      { code: '45233120', role: 'related', label: 'Travaux de construction de routes' },
      { code: '45233222', role: 'related', label: 'Travaux de pavage et de resurfaçage de chaussées' },
      { code: '45233252', role: 'related', label: 'Travaux de revêtement de rues' },
      { code: '45233160', role: 'related', label: 'Chemins et autres aires empierrées' },
      { code: '45231110', role: 'related', label: 'Travaux de pose de conduites' },
      { code: '45520000', role: 'related', label: 'Location de matériel de terrassement avec opérateur' },
      {
        code: '14212000',
        role: 'related',
        label:
          'Granulés, gravillons, sable fin, cailloux, gravier, pierraille et pierre concassée, mélanges de pierres, de grave et autres agrégats',
      },
      { code: '45232150', role: 'related', label: "Travaux relatifs aux conduites d'alimentation en eau" },
      {
        code: '45231300',
        role: 'related',
        label: "Travaux de construction de conduites d'eau et de canalisations d'eaux usées à grande distance",
      },
    ],
    keywords: [
      kw('terrassement'),
      kw('terrassier'),
      kw('VRD'),
      kw('voirie et réseaux divers'),
      kw(
        'voirie',
        'nettoyage de voirie',
        'nettoiement de voirie',
        'balayage de voirie',
        'fonte de voirie',
        'matériel de voirie',
      ),
      kw('chaussée', 'rez-de-chaussée'),
      kw('enrobé'),
      kw(
        'assainissement',
        "service public d'assainissement",
        "service public de l'assainissement",
        "service de l'assainissement",
      ),
      kw('eaux pluviales'),
      kw('eaux usées'),
      kw('eau potable'),
      kw('réseaux humides'),
      kw('réseaux secs'),
      kw('tranchée'),
      kw('fouille', 'fouille archéologique'),
      kw('déblai'),
      kw('remblai'),
      kw('démolition'),
      kw('déconstruction'),
      kw('aménagement extérieur'),
      kw('aménagement des espaces publics'),
      kw('viabilisation'),
      kw('piste cyclable'),
      kw('aménagement cyclable'),
      kw('voie verte'),
      kw('giratoire'),
      kw('trottoir'),
      kw('talus'),
      kw('enrochement'),
    ],
    descripteurs: descripteursOf('terrassier'),
  },
  charpentier: {
    slug: 'charpentier',
    cpv: [
      { code: '45261100', role: 'primary', label: 'Travaux de charpente' },
      { code: '45261000', role: 'primary', label: 'Travaux de charpente et de couverture et travaux connexes' },
      { code: '45422000', role: 'primary', label: 'Travaux de charpenterie' },
      { code: '45422100', role: 'primary', label: 'Ouvrages en bois' },
      { code: '45223210', role: 'primary', label: 'Ossatures métalliques' },
      { code: '45262400', role: 'primary', label: "Travaux d'assemblage d'ossatures métalliques" },
      { code: '45262410', role: 'primary', label: "Travaux d'assemblage d'ossatures métalliques de bâtiment" },
      { code: '45223100', role: 'related', label: 'Assemblage de structures en métal' },
      { code: '45223110', role: 'related', label: 'Installation de structures en métal' },
      { code: '45223200', role: 'related', label: 'Ossatures' },
      { code: '45261900', role: 'related', label: 'Réparation et entretien de toiture' },
      { code: '44142000', role: 'related', label: 'Charpentes' },
      { code: '44112400', role: 'related', label: 'Toit' },
      { code: '44112410', role: 'related', label: 'Charpentes de toit' },
      { code: '44232000', role: 'related', label: 'Poutres de toiture en bois' },
      {
        code: '44212000',
        role: 'related',
        label: "Produits structurels et pièces structurelles, à l'exception des bâtiments préfabriqués",
      },
      { code: '44212240', role: 'related', label: 'Poutres' },
    ],
    keywords: [
      kw('charpente'),
      kw('charpentier'),
      kw('ossature bois'),
      kw('ossature métallique'),
      kw('structure bois'),
      kw('structure métallique'),
      kw('lamellé-collé'),
      kw('construction bois'),
      kw('bardage'),
      kw('préau'),
      kw('abri', 'sans-abri', "mise à l'abri"),
      kw('hangar'),
    ],
    descripteurs: descripteursOf('charpentier'),
  },
  etancheur: {
    slug: 'etancheur',
    cpv: [
      { code: '45261420', role: 'primary', label: "Travaux d'étanchéification" },
      { code: '45261400', role: 'primary', label: 'Travaux de revêtement' },
      { code: '45261410', role: 'primary', label: "Travaux d'isolation de toiture" },
      { code: '45261900', role: 'related', label: 'Réparation et entretien de toiture' },
      { code: '45261910', role: 'related', label: 'Réparation de toiture' },
      { code: '45261920', role: 'related', label: "Travaux d'entretien de toiture" },
      { code: '45320000', role: 'related', label: "Travaux d'isolation" },
      { code: '45321000', role: 'related', label: "Travaux d'isolation thermique" },
      { code: '45262330', role: 'related', label: "Travaux de réparation d'ouvrages en béton" },
      { code: '45442300', role: 'related', label: 'Travaux de protection des surfaces' },
      { code: '44112500', role: 'related', label: 'Matériaux pour toiture' },
    ],
    keywords: [
      kw('étanchéité', "étanchéité à l'air", "test d'étanchéité", "essai d'étanchéité", "contrôle d'étanchéité"),
      kw('étancheur'),
      kw('toiture terrasse'),
      kw('toiture végétalisée'),
      kw('végétalisation de toiture'),
      kw('cuvelage'),
      kw('EPDM'),
      kw('couvertine'),
    ],
    descripteurs: descripteursOf('etancheur'),
  },
  serrurier: {
    slug: 'serrurier',
    cpv: [
      { code: '45421140', role: 'primary', label: 'Pose de menuiseries métalliques, excepté portes et fenêtres' },
      { code: '45421147', role: 'primary', label: 'Installation de grilles' },
      { code: '45421148', role: 'primary', label: 'Installation de portails' },
      { code: '45341000', role: 'primary', label: 'Pose de garde-corps' },
      { code: '45342000', role: 'primary', label: 'Pose de clôtures' },
      {
        code: '45340000',
        role: 'primary',
        label: "Travaux d'installation de clôtures, de garde-corps et de dispositifs de sécurité",
      },
      { code: '45262670', role: 'related', label: 'Transformation des métaux' },
      { code: '45262680', role: 'related', label: 'Soudage' },
      { code: '45262400', role: 'related', label: "Travaux d'assemblage d'ossatures métalliques" },
      { code: '45223100', role: 'related', label: 'Assemblage de structures en métal' },
      { code: '45223110', role: 'related', label: 'Installation de structures en métal' },
      { code: '45421142', role: 'related', label: 'Installation de volets' },
      { code: '45442200', role: 'related', label: "Travaux d'application de revêtements anticorrosion" },
      { code: '44316500', role: 'related', label: 'Serrurerie' },
      { code: '44316510', role: 'related', label: 'Ferronnerie' },
      { code: '44316300', role: 'related', label: 'Grilles' },
      { code: '44221300', role: 'related', label: 'Portails' },
      { code: '44221310', role: 'related', label: "Portails d'entrée" },
      { code: '44221220', role: 'related', label: 'Portes coupe-feu' },
      { code: '44520000', role: 'related', label: 'Serrures, clés et charnières' },
      { code: '44523000', role: 'related', label: 'Charnières, ferrures et raccords' },
      { code: '44421000', role: 'related', label: 'Coffres, cassettes de sûreté et portes blindés ou armés' },
    ],
    keywords: [
      kw('serrurerie'),
      kw('serrurier'),
      kw('métallerie'),
      kw('métallier'),
      kw('ferronnerie'),
      kw('garde-corps'),
      kw(
        'clôture',
        'clôture des comptes',
        "clôture de l'exercice",
        'clôture comptable',
        'date de clôture',
        'clôture des offres',
        'clôture de la consultation',
        'clôture du marché',
        'clôture des inscriptions',
      ),
      kw(
        'portail',
        'portail web',
        'portail internet',
        'portail numérique',
        'portail citoyen',
        'portail famille',
        'portail usager',
        'portail de services',
        'portail collaboratif',
        'portail documentaire',
        'portail captif',
        'portail open data',
        'portail extranet',
        'portail intranet',
        'portail fournisseur',
        'portail patient',
        'portail de données',
      ),
      kw('portillon'),
      kw('menuiserie métallique'),
      kw('escalier métallique'),
      kw('plateforme métallique'),
      kw('porte automatique'),
      kw('porte sectionnelle'),
      kw('porte de garage'),
      kw('rideau métallique'),
      kw('barrière automatique'),
      kw('serrure'),
    ],
    descripteurs: descripteursOf('serrurier'),
  },
  vitrier: {
    slug: 'vitrier',
    cpv: [
      { code: '45441000', role: 'primary', label: 'Travaux de vitrerie' },
      { code: '45440000', role: 'primary', label: 'Travaux de peinture et de vitrerie' },
      { code: '44221111', role: 'related', label: 'Double vitrage' },
      { code: '44111540', role: 'related', label: 'Verre isolant' },
      { code: '14820000', role: 'related', label: 'Verre' },
    ],
    keywords: [
      kw('vitrerie', 'nettoyage de vitrerie', 'lavage de vitrerie'),
      kw('vitrier'),
      kw('miroiterie'),
      kw('vitrage', 'nettoyage des vitrages', 'nettoyage de vitrages', 'lavage des vitrages'),
      kw('verrière'),
      kw('mur-rideau'),
      kw('vitrail'),
      kw('façade vitrée'),
    ],
    descripteurs: descripteursOf('vitrier'),
  },
};

/**
 * Descripteurs that say "building work, every trade" without naming one: they are weak evidence
 * for all 14 trades (345 Tous corps d'état, 33 Bâtiment, 479 Amiante (désamiantage),
 * 236 Monuments historiques).
 */
export const ALL_TRADES_DESCRIPTEURS: readonly TradeDescripteur[] = ALL_TRADES_DESCRIPTEUR_REVIEW.map(
  ({ code, label }) => ({ code, label, strength: 'partial' }),
);

export const ALL_TRADES_DESCRIPTEUR_CODES: ReadonlySet<string> = new Set(ALL_TRADES_DESCRIPTEURS.map((d) => d.code));

/** Every descripteur code that names one of the 14 trades (the union of the trade lists). */
export const BUILDING_DESCRIPTEUR_CODES: ReadonlySet<string> = new Set(
  TRADE_SLUGS.flatMap((slug) => TRADE_TAXONOMY[slug].descripteurs.map((d) => d.code)),
);

// ---------------------------------------------------------------------------------------------
// Text matching

/**
 * Text as the keyword matcher sees it: lowercase, no accents, œ/æ spelled out, every character
 * that is not a letter or a digit turned into one space ("Faux-plafonds (lot 3)" →
 * "faux plafonds lot 3").
 */
export function foldForMatching(text: string): string {
  return foldText(text.replace(/[œŒ]/g, 'oe').replace(/[æÆ]/g, 'ae'))
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** "de", "des" and "du" are one word for matching: "isolation des combles" finds "isolation de combles". */
const LINK_WORDS: ReadonlySet<string> = new Set(['de', 'des', 'du']);

/**
 * One folded word and its plurals: +s or +x, and -al/-ail → -aux ("mural" finds "muraux",
 * "vitrail" finds "vitraux"). Words under 3 letters are taken as they are.
 */
function wordPattern(word: string): string {
  if (LINK_WORDS.has(word)) {
    return '(?:de|des|du)';
  }
  if (word.length < 3) {
    return escapeRegExp(word);
  }
  const alStem = /^(.+?)(ail|al)$/.exec(word);
  if (alStem?.[1] !== undefined && alStem[2] !== undefined) {
    return `${escapeRegExp(alStem[1])}(?:${alStem[2]}s?|aux)`;
  }
  return `${escapeRegExp(word)}(?:s|x)?`;
}

/** A phrase as a regular expression over folded text: whole words, plurals accepted. */
function phrasePattern(phrase: string): RegExp {
  const words = foldForMatching(phrase)
    .split(' ')
    .filter((w) => w.length > 0);
  const body = words.map(wordPattern).join(' ');
  return new RegExp(`(?<![a-z0-9])${body}(?![a-z0-9])`, 'g');
}

interface Span {
  start: number;
  end: number;
}

function spans(pattern: RegExp, folded: string): Span[] {
  const found: Span[] = [];
  for (const match of folded.matchAll(pattern)) {
    found.push({ start: match.index, end: match.index + match[0].length });
  }
  return found;
}

interface CompiledKeyword {
  term: string;
  pattern: RegExp;
  unless: RegExp[];
}

function compileKeyword(keyword: TradeKeyword): CompiledKeyword {
  return {
    term: keyword.term,
    pattern: phrasePattern(keyword.term),
    unless: (keyword.unless ?? []).map(phrasePattern),
  };
}

/** True when the folded text holds the keyword outside all of its `unless` phrases. */
function keywordFound(keyword: CompiledKeyword, folded: string): boolean {
  const hits = spans(keyword.pattern, folded);
  if (hits.length === 0) {
    return false;
  }
  const excluded = keyword.unless.flatMap((pattern) => spans(pattern, folded));
  return hits.some((hit) => !excluded.some((ex) => ex.start <= hit.start && hit.end <= ex.end));
}

const COMPILED_KEYWORDS: ReadonlyMap<TradeSlug, readonly CompiledKeyword[]> = new Map(
  TRADE_SLUGS.map((slug) => [slug, TRADE_TAXONOMY[slug].keywords.map(compileKeyword)]),
);

/** The keywords of a trade found in a text (terms as written in the taxonomy), in taxonomy order. */
export function matchTradeKeywords(slug: TradeSlug, text: string | null | undefined): string[] {
  if (!text) {
    return [];
  }
  const folded = foldForMatching(text);
  return (COMPILED_KEYWORDS.get(slug) ?? []).filter((keyword) => keywordFound(keyword, folded)).map((k) => k.term);
}

// ---------------------------------------------------------------------------------------------
// CPV

/** "45261210-9", " 45261210 " → "45261210"; undefined when it does not start with 8 digits. */
export function normalizeCpvCode(value: string | null | undefined): string | undefined {
  const match = /^\s*(\d{8})(?:-\d)?\s*$/.exec(value ?? '');
  return match?.[1];
}

/**
 * The significant digits of a CPV code: trailing zeros define the level in the CPV tree
 * (45000000 division → "45", 45260000 → "4526", 45261000 → "45261"). At least the 2 division
 * digits are kept.
 */
export function cpvSignificantPrefix(code: string): string {
  const stripped = code.replace(/0+$/, '');
  return stripped.length >= 2 ? stripped : code.slice(0, 2);
}

/** True when `child` is `parent` or below it in the CPV tree (45261000 covers 45261210). */
export function cpvCovers(parent: string, child: string): boolean {
  const p = normalizeCpvCode(parent);
  const c = normalizeCpvCode(child);
  return p !== undefined && c !== undefined && c.startsWith(cpvSignificantPrefix(p));
}

export interface CpvTaxonomyMatch {
  slug: TradeSlug;
  /** The taxonomy code that covers the tender's code. */
  code: string;
  role: CpvRole;
  label: string;
  match: 'exact' | 'prefix';
}

/**
 * CPV subtrees that sit below a trade's code but are not that trade's work: landscaping
 * (45112700, below 45112000 fouille et terrassement) and brush clearing (45111220, below 45111200
 * dégagement de chantier). A tender code whose most specific covering code is one of these goes
 * to no trade.
 */
export const CPV_NOT_A_TRADE: readonly { readonly code: string; readonly label: string }[] = [
  { code: '45112700', label: "Travaux d'aménagement paysager" },
  { code: '45111220', label: 'Travaux de débroussaillage' },
];

interface CpvIndexEntry {
  slug: TradeSlug | null;
  code: string;
  role: CpvRole;
  label: string;
  prefix: string;
}

const CPV_INDEX: readonly CpvIndexEntry[] = [
  ...TRADE_SLUGS.flatMap((slug) =>
    TRADE_TAXONOMY[slug].cpv.map((c) => ({
      slug,
      code: c.code,
      role: c.role,
      label: c.label,
      prefix: cpvSignificantPrefix(c.code),
    })),
  ),
  ...CPV_NOT_A_TRADE.map((c) => ({
    slug: null,
    code: c.code,
    role: 'related' as const,
    label: c.label,
    prefix: cpvSignificantPrefix(c.code),
  })),
];

/**
 * The trades a tender CPV code belongs to. The code is matched against the MOST SPECIFIC taxonomy
 * codes that cover it (longest significant prefix), so that a painting code (45442100) goes to the
 * peintre, who lists it, and not also to the vitrier, who only lists the parent 45440000
 * (Travaux de peinture et de vitrerie). A trade listing that code as both primary and related
 * keeps the primary.
 */
export function cpvTrades(tenderCode: string): CpvTaxonomyMatch[] {
  const code = normalizeCpvCode(tenderCode);
  if (code === undefined) {
    return [];
  }
  const covering = CPV_INDEX.filter((entry) => code.startsWith(entry.prefix));
  const longest = Math.max(0, ...covering.map((entry) => entry.prefix.length));
  const best = new Map<TradeSlug, CpvTaxonomyMatch>();
  for (const entry of covering) {
    if (entry.prefix.length !== longest || entry.slug === null) {
      continue;
    }
    const previous = best.get(entry.slug);
    if (previous === undefined || (previous.role === 'related' && entry.role === 'primary')) {
      best.set(entry.slug, {
        slug: entry.slug,
        code: entry.code,
        role: entry.role,
        label: entry.label,
        match: entry.code === code ? 'exact' : 'prefix',
      });
    }
  }
  return [...best.values()];
}

// ---------------------------------------------------------------------------------------------
// Descripteurs

interface DescripteurIndexEntry {
  slug: TradeSlug | null;
  descripteur: TradeDescripteur;
}

const DESCRIPTEURS_BY_CODE = new Map<string, DescripteurIndexEntry[]>();
const DESCRIPTEURS_BY_LABEL = new Map<string, DescripteurIndexEntry[]>();

function indexDescripteur(entry: DescripteurIndexEntry): void {
  const byCode = DESCRIPTEURS_BY_CODE.get(entry.descripteur.code) ?? [];
  byCode.push(entry);
  DESCRIPTEURS_BY_CODE.set(entry.descripteur.code, byCode);
  for (const label of [entry.descripteur.label, ...(entry.descripteur.aliases ?? [])]) {
    const key = foldForMatching(label);
    const byLabel = DESCRIPTEURS_BY_LABEL.get(key) ?? [];
    byLabel.push(entry);
    DESCRIPTEURS_BY_LABEL.set(key, byLabel);
  }
}

for (const slug of TRADE_SLUGS) {
  for (const descripteur of TRADE_TAXONOMY[slug].descripteurs) {
    indexDescripteur({ slug, descripteur });
  }
}
for (const descripteur of ALL_TRADES_DESCRIPTEURS) {
  indexDescripteur({ slug: null, descripteur });
}

export interface TenderDescripteur {
  /** BOAMP code; may be empty when a source only gives the label. */
  code: string;
  label: string;
}

/** The taxonomy entries a tender descripteur stands for: by code, or by label when the code is empty. */
function descripteurEntries(descripteur: TenderDescripteur): DescripteurIndexEntry[] {
  const code = descripteur.code.trim();
  if (code !== '') {
    return DESCRIPTEURS_BY_CODE.get(code) ?? [];
  }
  return DESCRIPTEURS_BY_LABEL.get(foldForMatching(descripteur.label)) ?? [];
}

// ---------------------------------------------------------------------------------------------
// What kind of notice it is

/**
 * `travaux` is the artisan's business (works, installation, maintenance, operation of
 * installations). The others are not, even when they name a trade: a study or design mission, a
 * supply without installation, a concession or public-service delegation, a cleaning service.
 */
export type TenderNature = 'travaux' | 'etude' | 'fourniture' | 'concession' | 'service';

export interface TenderNatureResult {
  nature: TenderNature;
  /** The words that decided it (folded), or null for `travaux`. */
  reason: string | null;
}

const phrases = (...list: string[]) => list.map((p) => ({ phrase: p, pattern: phrasePattern(p) }));

const DESIGN_PHRASES = phrases(
  "maîtrise d'œuvre",
  "assistance à maîtrise d'ouvrage",
  'AMO',
  'MOE',
  'contrôle technique',
  'coordination SPS',
  'coordination sécurité',
  'CSPS',
  'mission OPC',
  'fouille archéologique',
  'suivi archéologique',
  'archéologie préventive',
);
const DESIGN_BUILD_PHRASES = phrases('conception-réalisation', 'marché global', 'conception réalisation construction');
const STUDY_PHRASES = phrases('étude', 'diagnostic', 'audit', 'expertise', 'schéma directeur', 'investigations');
const SUPPLY_PHRASES = phrases('fourniture', 'acquisition', 'aquisition', 'achat', 'location');
const WORKS_PHRASES = phrases(
  'travaux',
  'pose',
  'installation',
  'mise en œuvre',
  'mise en place',
  'montage',
  'raccordement',
  'remplacement',
  'réfection',
  'réparation',
  'rénovation',
  'réhabilitation',
  'restructuration',
  'restauration',
  'construction',
  'aménagement',
  'démolition',
);
/** A title that starts with the supply: « Acquisition de… », « Marché de fourniture de… », « Accord-cadre pour l'achat… ». */
const SUPPLY_LEAD =
  /^(?:(?:marche|accord cadre|consultation)(?: a bons de commande)? (?:de |d |pour |relatif a |portant sur )(?:la |l |les )?)?(acquisition|aquisition|achat|location|fourniture|livraison)s?(?![a-z0-9])/;
/** Words that make a supply an installation (« fourniture et pose », « fourniture, installation… »). */
const INSTALL_PHRASES = phrases(
  'pose',
  'installation',
  'mise en œuvre',
  'mise en place',
  'montage',
  'raccordement',
  'remplacement',
  'et travaux',
);
const CONCESSION_PHRASES = phrases('concession', 'délégation de service public', 'DSP');
const CONCESSION_UNLESS = phrases('concession funéraire');
const CLEANING_PHRASES = phrases(
  'nettoyage des locaux',
  'nettoyage de locaux',
  'nettoyage des bâtiments',
  'nettoyage de bâtiments',
  'prestations de nettoyage',
);
/** The operation of a public service (water, sewerage) is a service contract, not works. */
const PUBLIC_SERVICE_PHRASES = phrases(
  'exploitation du service public',
  'exploitation des services publics',
  'gestion du service public',
  "service public d'eau potable",
  "service public de l'eau",
  "service public de l'assainissement",
  "service public d'assainissement",
  'prestations de services',
  'marché de services',
  'marchés de services',
  'exploitation des réseaux',
  'exploitation des ouvrages',
  'curage des réseaux',
  "entretien des réseaux d'assainissement",
  'dératisation',
  'désinsectisation',
);
const CONCESSION_DESCRIPTEURS = new Set(['406']);
const CLEANING_DESCRIPTEURS = new Set(['239']);

function firstPhrase(list: { phrase: string; pattern: RegExp }[], folded: string): string | null {
  for (const { phrase, pattern } of list) {
    pattern.lastIndex = 0;
    if (pattern.test(folded)) {
      pattern.lastIndex = 0;
      return phrase;
    }
  }
  return null;
}

/** Classifies a notice from its title and descripteurs (see `TenderNature`). */
export function tenderNature(tender: Pick<MatchableTender, 'title' | 'descripteurs'>): TenderNatureResult {
  const title = foldForMatching(tender.title);
  const codes = new Set(tender.descripteurs.map((d) => d.code.trim()));
  const labels = new Set(tender.descripteurs.map((d) => foldForMatching(d.label)));

  const concessionWord = firstPhrase(CONCESSION_PHRASES, title);
  if (concessionWord !== null && firstPhrase(CONCESSION_UNLESS, title) === null) {
    return { nature: 'concession', reason: concessionWord };
  }
  if ([...CONCESSION_DESCRIPTEURS].some((c) => codes.has(c)) || labels.has('delegation de service public')) {
    return { nature: 'concession', reason: 'Délégation de service public' };
  }
  const designBuild = firstPhrase(DESIGN_BUILD_PHRASES, title) !== null;
  const design = firstPhrase(DESIGN_PHRASES, title);
  if (design !== null && !designBuild) {
    return { nature: 'etude', reason: design };
  }
  const works = firstPhrase(WORKS_PHRASES, title);
  const study = firstPhrase(STUDY_PHRASES, title);
  if (study !== null && works === null) {
    return { nature: 'etude', reason: study };
  }
  const supply = firstPhrase(SUPPLY_PHRASES, title);
  if (supply !== null && works === null) {
    return { nature: 'fourniture', reason: supply };
  }
  // « Acquisition de machines … pour travaux de voirie »: the object is the supply, the works are
  // what it serves; « fourniture et pose » stays works.
  const lead = SUPPLY_LEAD.exec(title);
  if (lead?.[1] !== undefined && (lead[1] === 'location' || firstPhrase(INSTALL_PHRASES, title) === null)) {
    return { nature: 'fourniture', reason: lead[1] };
  }
  const publicService = firstPhrase(PUBLIC_SERVICE_PHRASES, title);
  if (publicService !== null) {
    return { nature: 'service', reason: publicService };
  }
  const cleaning = firstPhrase(CLEANING_PHRASES, title);
  if (cleaning !== null || [...CLEANING_DESCRIPTEURS].some((c) => codes.has(c)) || labels.has('nettoyage de locaux')) {
    return { nature: 'service', reason: cleaning ?? 'Nettoyage de locaux' };
  }
  return { nature: 'travaux', reason: null };
}

// ---------------------------------------------------------------------------------------------
// Signals

export interface TenderLot {
  title: string;
  cpvCodes: readonly string[];
}

/** What the matcher reads of a tender. */
export interface MatchableTender {
  title: string;
  description?: string | null;
  cpvCodes: readonly string[];
  lots: readonly TenderLot[];
  descripteurs: readonly TenderDescripteur[];
}

export interface CpvSignal {
  /** The tender's code (normalised to 8 digits). */
  tenderCode: string;
  /** The taxonomy code that covers it, its role for the trade and its label. */
  tradeCode: string;
  role: CpvRole;
  label: string;
  match: 'exact' | 'prefix';
  level: 'notice' | 'lot';
  /** Index and title of the lot, for lot-level codes. */
  lotIndex?: number;
  lotTitle?: string;
}

export interface DescripteurSignal {
  code: string;
  label: string;
  /** `building` / `outdoor` descripteurs are resolved: specific in (outside) a building, partial elsewhere. */
  strength: 'specific' | 'partial';
}

export interface KeywordSignal {
  term: string;
  where: 'title' | 'lot' | 'description';
  lotIndex?: number;
  lotTitle?: string;
}

/**
 * « Tous corps d'état » and multi-lot buildings: a building job whose lots the notice does not
 * name. It is listed for the trades such a job normally includes (`TCE_TRADES`, and the roof
 * trades when the descripteurs or the object point to the roof), at a lower fit than a named trade.
 */
export interface TceSignal {
  /** What made it TCE: the descripteur, the words of the title or of a lot, or the buyer's descripteurs of many trades. */
  source: 'descripteur' | 'title' | 'lot' | 'descripteurs';
  /** The descripteur label or the words found. */
  label: string;
}

export interface TradeSignals {
  slug: TradeSlug;
  cpv: CpvSignal[];
  descripteurs: DescripteurSignal[];
  /** "Tous corps d'état", "Bâtiment"…: building work without a named trade. */
  allTradesDescripteurs: DescripteurSignal[];
  keywords: KeywordSignal[];
  /** Set when the notice is a TCE / multi-lot building job that includes this trade. */
  tce: TceSignal | null;
  nature: TenderNature;
  natureReason: string | null;
}

// ---------------------------------------------------------------------------------------------
// Building context and « Tous corps d'état »

/** Words of a title that say the job is on a building (a school, a gymnasium, housing…). */
const BUILDING_PHRASES = phrases(
  'bâtiment',
  'école',
  'groupe scolaire',
  'maternelle',
  'élémentaire',
  'collège',
  'lycée',
  'université',
  'gymnase',
  'salle',
  'mairie',
  'hôtel de ville',
  'logement',
  'résidence',
  'EHPAD',
  'crèche',
  'multi-accueil',
  'médiathèque',
  'bibliothèque',
  'maison',
  'locaux',
  'bureaux',
  'hôpital',
  'centre hospitalier',
  'clinique',
  'église',
  'chapelle',
  'musée',
  'vestiaire',
  'restaurant scolaire',
  'cantine',
  'cuisine centrale',
  'internat',
  'caserne',
  'gendarmerie',
  'immeuble',
  'foyer',
  'centre technique',
  'atelier',
  'halle',
  'conservatoire',
  'théâtre',
  'cinéma',
  'dojo',
  'complexe sportif',
  'pôle',
  'château',
  'centre de secours',
  'centre administratif',
  'centre commercial',
  'centre de détention',
  'immobilier',
  'patrimoine',
  'habitation',
  'hôtel',
  'garage',
  'réaménagement intérieur',
  'aménagement intérieur',
  'nautique',
  'maison de santé',
  'CFA',
  'salle polyvalente',
  'abbaye',
  'presbytère',
  'office de tourisme',
  'centre social',
  'centre culturel',
  'local',
  'piscine',
  'centre aquatique',
  'auditorium',
  'tribune',
  'hangar',
  'entrepôt',
  'hébergement',
);
/** Words of a title that put a floor or a network outside a building (roads, sports grounds). */
/** Outdoor sports grounds and playgrounds: works of their own, not a building's trades. */
const OUTDOOR_WORKS_PHRASES = phrases(
  'city stade',
  'aire de jeux',
  'aires de jeux',
  'skatepark',
  'skate park',
  'pump track',
  'terrain multisport',
  'terrain multisports',
  'plateau sportif',
  'plateau multisport',
  'aire de fitness',
);

const OUTDOOR_PHRASES = phrases(
  'voirie',
  'chaussée',
  'route',
  'tennis',
  'terrain de sport',
  'terrain de football',
  'terrain synthétique',
  'piste',
  'parking',
  'parc de stationnement',
  'trottoir',
  'cour',
  'aire de jeux',
  'skatepark',
  'city stade',
  'place de la',
  'place du',
  'aménagement de la place',
  'espace public',
  'réseau',
  'square',
  'parc',
  'jardin',
  'promenade',
  'cimetière',
  'quartier',
  'sente',
);
/** A street: outdoor for a floor or a network, but often only the address of a building job. */
const STREET_PHRASES = phrases('rue', 'avenue', 'boulevard');
/** Descripteurs of building work: the job is in a building. */
const BUILDING_DESCRIPTEUR_CONTEXT = new Set(
  '33 345 479 236 144 195 222 63 269 264 270 61 105 74 117 57 321 53 309 363 360 62 169 299 414 372'.split(' '),
);
const BUILDING_DESCRIPTEUR_LABELS: ReadonlySet<string> = new Set(
  [...TRADE_DESCRIPTEUR_REVIEW, ...ALL_TRADES_DESCRIPTEUR_REVIEW]
    .filter((d) => BUILDING_DESCRIPTEUR_CONTEXT.has(d.code))
    .flatMap((d) => [d.label, ...(d.aliases ?? [])])
    .map(foldForMatching),
);

/** Is the job on a building (so that « Revêtements de sols » is tiling, not a road surface)? */
export function isBuildingJob(tender: Pick<MatchableTender, 'title' | 'descripteurs' | 'lots'>): boolean {
  const title = foldForMatching(tender.title);
  const outdoor = firstPhrase(OUTDOOR_PHRASES, title) ?? firstPhrase(STREET_PHRASES, title);
  if (outdoor !== null && firstPhrase(BUILDING_PHRASES, title) === null) {
    return false;
  }
  return (
    firstPhrase(BUILDING_PHRASES, title) !== null ||
    tender.descripteurs.some((d) => BUILDING_DESCRIPTEUR_CONTEXT.has(d.code.trim())) ||
    tender.descripteurs.some((d) => BUILDING_DESCRIPTEUR_LABELS.has(foldForMatching(d.label)))
  );
}

/** The trades of an outdoor sports ground's or playground's « tous corps d'état »: platform, kerbs, steel and fences. */
const OUTDOOR_TCE_TRADES: readonly TradeSlug[] = ['terrassier', 'macon', 'serrurier'];

/** The trades a whole building job includes. */
export const TCE_TRADES: readonly TradeSlug[] = [
  'macon',
  'plaquiste',
  'menuisier',
  'peintre',
  'electricien',
  'plombier',
  'chauffagiste',
  'carreleur',
];
/** A « second œuvre » lot: the finishing trades. */
export const SECOND_OEUVRE_TRADES: readonly TradeSlug[] = TCE_TRADES.filter((t) => t !== 'macon');
/** Added when the descripteurs or the object point to the roof. */
export const TCE_ROOF_TRADES: readonly TradeSlug[] = ['couvreur', 'etancheur', 'charpentier'];

const TCE_PHRASES = phrases("tous corps d'état", "tout corps d'état", 'TCE', "corps d'état", "toutes corps d'état");
const SECOND_OEUVRE_PHRASES = phrases('second œuvre', 'second-œuvre', 'lots architecturaux', 'finitions');
const ROOF_PHRASES = phrases(
  'toiture',
  'couverture',
  'charpente',
  'étanchéité',
  'clos couvert',
  'clos et couvert',
  'zinguerie',
  'bardage',
  'clocher',
);
const ROOF_DESCRIPTEURS = new Set(['74', '117', '57', '372', '30', '80']);
const ROOF_DESCRIPTEUR_LABELS: ReadonlySet<string> = new Set(
  ['Couverture', 'Etanchéité', 'Charpente', 'Zinguerie', 'Bardage', 'Clocher'].map(foldForMatching),
);
/** A whole-building operation (not the repair of one element). */
const BUILDING_OPERATION_PHRASES = phrases(
  'construction',
  'extension',
  'réhabilitation',
  'restructuration',
  'rénovation',
  'réaménagement',
  'transformation',
  'agrandissement',
  'surélévation',
  'reconstruction',
  'réfection',
  'création',
  'requalification',
);
/** Trade words that name a kind of building rather than a trade's work. */
const TCE_BUILDING_TERMS: ReadonlySet<string> = new Set(['hangar', 'préau', 'abri']);
/** The buyer's descripteurs name this many trades, on a building operation whose title names none: a multi-lot building. */
const MULTI_TRADE_DESCRIPTEURS = 3;

/** The trades a notice « tous corps d'état » / multi-lot building includes, and why; null when it is not one. */
export function tceTrades(tender: MatchableTender): { trades: ReadonlySet<TradeSlug>; signal: TceSignal } | null {
  const title = foldForMatching(tender.title);
  // Lots that name trades: the notice says which trades it wants, TCE does not apply.
  const namedLots = tender.lots.filter((lot) =>
    TRADE_SLUGS.some(
      (slug) => matchTradeKeywords(slug, lot.title).length > 0 || lot.cpvCodes.some((c) => cpvTrades(c).length > 0),
    ),
  );
  const secondOeuvreLot = tender.lots.find(
    (lot) => firstPhrase(SECOND_OEUVRE_PHRASES, foldForMatching(lot.title)) !== null,
  );
  const tceLot = tender.lots.find((lot) => firstPhrase(TCE_PHRASES, foldForMatching(lot.title)) !== null);
  let signal: TceSignal | null = null;
  let base: readonly TradeSlug[] = TCE_TRADES;
  const tceDescripteur = tender.descripteurs.find(
    (d) => d.code.trim() === '345' || foldForMatching(d.label) === foldForMatching("Tous corps d'état"),
  );
  const tceWords = firstPhrase(TCE_PHRASES, title);
  // The object names its trades (« Réfection des toitures », « Travaux de ravalement »): they are
  // found by their words; a descripteur TCE chosen as well does not widen the job.
  // (VRD beside the buildings does not count, nor a building named by a trade word: « hangar ».)
  const titleTrades = TRADE_SLUGS.filter(
    (slug) =>
      slug !== 'terrassier' && matchTradeKeywords(slug, tender.title).some((term) => !TCE_BUILDING_TERMS.has(term)),
  );
  // The job must be on a building the title names, not a square, a street or a fountain.
  const titleBuilding = firstPhrase(BUILDING_PHRASES, title) !== null;
  // An outdoor sports ground or playground, a building named only as where it stands (« city-stade … dans les
  // hôpitaux de Saint-Maurice »): its « tous corps d'état » are the outdoor trades, not a building's finishes.
  const located = title.replace(/\b(?:dans|au sein|sur le site|aux abords|a proximite|pres) .*$/, '');
  const outdoorWorks =
    firstPhrase(OUTDOOR_WORKS_PHRASES, title) !== null && firstPhrase(BUILDING_PHRASES, located) === null;
  const outdoor = !titleBuilding || firstPhrase(OUTDOOR_PHRASES, title) !== null;
  if (tceLot) {
    signal = { source: 'lot', label: tceLot.title };
  } else if (secondOeuvreLot) {
    signal = { source: 'lot', label: secondOeuvreLot.title };
    base = SECOND_OEUVRE_TRADES;
  } else if (outdoorWorks && namedLots.length === 0 && titleTrades.length === 0 && (tceDescripteur || tceWords)) {
    signal = { source: tceDescripteur ? 'descripteur' : 'title', label: tceDescripteur?.label || tceWords || '' };
    base = OUTDOOR_TCE_TRADES;
  } else if (namedLots.length > 0 || titleTrades.length > 0 || !titleBuilding) {
    return null;
  } else if (tceDescripteur) {
    signal = { source: 'descripteur', label: tceDescripteur.label || "Tous corps d'état" };
  } else if (tceWords !== null) {
    signal = { source: 'title', label: tceWords };
  } else {
    const named = new Set(
      tender.descripteurs.flatMap((d) =>
        descripteurEntries(d)
          .filter((e) => e.slug !== null && e.descripteur.strength !== 'partial')
          .map((e) => e.slug),
      ),
    );
    if (named.size >= MULTI_TRADE_DESCRIPTEURS && firstPhrase(BUILDING_OPERATION_PHRASES, title) !== null && !outdoor) {
      signal = { source: 'descripteurs', label: `${named.size} métiers dans les descripteurs` };
    }
  }
  if (signal === null) {
    return null;
  }
  const roof =
    firstPhrase(ROOF_PHRASES, title) !== null ||
    tender.lots.some((lot) => firstPhrase(ROOF_PHRASES, foldForMatching(lot.title)) !== null) ||
    tender.descripteurs.some(
      (d) =>
        ROOF_DESCRIPTEURS.has(d.code.trim()) ||
        (d.code.trim() === '' && ROOF_DESCRIPTEUR_LABELS.has(foldForMatching(d.label))),
    );
  return { trades: new Set([...base, ...(roof ? TCE_ROOF_TRADES : [])]), signal };
}

/**
 * Which evidence a tender carries for a trade: CPV codes of the notice and of its lots (exact code
 * or a child of a trade code), BOAMP descripteurs, and keywords in the title, in the lot titles and
 * in the description (with the matched terms). Pure and deterministic.
 */
export function tradeSignals(slug: TradeSlug, tender: MatchableTender): TradeSignals {
  const cpv: CpvSignal[] = [];
  const addCpv = (raw: string, level: 'notice' | 'lot', lotIndex?: number, lotTitle?: string) => {
    const tenderCode = normalizeCpvCode(raw);
    if (tenderCode === undefined) {
      return;
    }
    const hit = cpvTrades(tenderCode).find((m) => m.slug === slug);
    if (hit) {
      cpv.push({
        tenderCode,
        tradeCode: hit.code,
        role: hit.role,
        label: hit.label,
        match: hit.match,
        level,
        ...(lotIndex === undefined ? {} : { lotIndex, lotTitle: lotTitle ?? '' }),
      });
    }
  };
  for (const code of tender.cpvCodes) {
    addCpv(code, 'notice');
  }
  tender.lots.forEach((lot, index) => {
    for (const code of lot.cpvCodes) {
      addCpv(code, 'lot', index, lot.title);
    }
  });

  const descripteurs: DescripteurSignal[] = [];
  const allTradesDescripteurs: DescripteurSignal[] = [];
  let building: boolean | undefined;
  const strengthIn = (strength: DescripteurStrength): 'specific' | 'partial' => {
    if (strength === 'specific' || strength === 'partial') {
      return strength;
    }
    building ??= isBuildingJob(tender);
    return building === (strength === 'building') ? 'specific' : 'partial';
  };
  for (const descripteur of tender.descripteurs) {
    for (const entry of descripteurEntries(descripteur)) {
      const signal = {
        code: entry.descripteur.code,
        label: descripteur.label || entry.descripteur.label,
        strength: strengthIn(entry.descripteur.strength),
      };
      if (entry.slug === slug && !descripteurs.some((d) => d.code === signal.code)) {
        descripteurs.push(signal);
      } else if (entry.slug === null && !allTradesDescripteurs.some((d) => d.code === signal.code)) {
        allTradesDescripteurs.push(signal);
      }
    }
  }

  const keywords: KeywordSignal[] = [];
  for (const term of matchTradeKeywords(slug, tender.title)) {
    keywords.push({ term, where: 'title' });
  }
  tender.lots.forEach((lot, index) => {
    for (const term of matchTradeKeywords(slug, lot.title)) {
      keywords.push({ term, where: 'lot', lotIndex: index, lotTitle: lot.title });
    }
  });
  for (const term of matchTradeKeywords(slug, tender.description)) {
    keywords.push({ term, where: 'description' });
  }

  const tce = tceTrades(tender);
  const { nature, reason } = tenderNature(tender);
  return {
    slug,
    cpv,
    descripteurs,
    allTradesDescripteurs,
    keywords,
    tce: tce?.trades.has(slug) ? tce.signal : null,
    nature,
    natureReason: reason,
  };
}
