import type { SousType } from './types.ts';

/** Pontoons, jetties, piles and quays in a harbour or on a waterway (folded text). */
export const OUVRAGE_MARITIME =
  /\bpontons?\b|appontements?|estacades?|\bpieux\b[^.]{0,40}\b(?:port|quai|ponton|plan d'eau|lagune|etang)|\bquais? (?:maritimes?|du port|portuaires?)|installations? portuaires?|cales? de mise a l'eau/;

/**
 * Pontoons on piles demolished and rebuilt (« Travaux de démolition et remplacement de deux pontons sur pieux »):
 * marine works done from the water — a barge or a floating pontoon, piles pulled and driven to the refusal the design
 * sets, timber of use class 5 or galvanised steel and A4 stainless fixings, turbidity kept in, weather limits, the
 * boaters kept away. Not the maçon's buildings: their ladders and hand tools do not apply.
 */
export const PONTONS: SousType = {
  key: 'pontons',
  label: 'génie civil maritime (pontons sur pieux)',
  when: OUVRAGE_MARITIME,
  horsModele: true,
  travaux: 'travaux de génie civil maritime',
  ouvrage: 'les pontons et leurs pieux',
  sansNormes: /./,
  sansSpecificites: /./,
  specificites: [
    {
      when: /./,
      sujet: 'travaux depuis le plan d’eau',
      texte:
        'Les pontons se déposent et se reconstruisent depuis le plan d’eau : barge ou ponton flottant de travail équipé d’une pelle ou d’une grue, moyens nautiques loués avec leur pilote lorsque l’entreprise n’en dispose pas, et accès par la terre seulement là où le quai le permet. Les platelages et les superstructures sont déposés en premier, puis les pieux sont extraits au vibrofonceur ou à la pelle ; les pieux neufs sont battus ou vibrofoncés jusqu’au refus et à la fiche que fixe la note de calcul, leur implantation et leur verticalité relevées pieu par pieu. Les matériaux sont ceux du milieu marin : bois de classe d’emploi 5 (NF EN 335) ou acier galvanisé à chaud (NF EN ISO 1461), visserie et ferrures en inox A4. Pendant l’arrachage, un écran anti-turbidité retient les fines, et les travaux s’arrêtent au-delà des seuils de vent et de houle fixés au plan de prévention.',
    },
  ],
  etapes: [
    {
      titre: 'Préparation et autorisations',
      detail:
        'autorisations d’occupation du plan d’eau et arrêté de police du port obtenus par l’acheteur, balisage du plan d’eau, avis aux plaisanciers, amenée de la barge et des moyens nautiques',
    },
    {
      titre: 'Relevés et implantation',
      detail:
        'relevé contradictoire des pontons existants, des fonds et des ouvrages voisins, implantation des pieux neufs d’après la note de calcul',
    },
    {
      titre: 'Dépose des pontons existants',
      detail:
        'dépose des platelages, garde-corps et équipements, tri des bois et des métaux à terre, écran anti-turbidité en place',
    },
    {
      titre: 'Extraction des pieux',
      detail:
        'pieux extraits au vibrofonceur ou à la pelle depuis la barge, trous laissés sans obstacle à la navigation',
    },
    {
      titre: 'Battage des pieux neufs',
      detail:
        'pieux battus ou vibrofoncés jusqu’au refus et à la fiche de la note de calcul, fiche de battage par pieu, recépage à la cote',
    },
    {
      titre: 'Superstructure et platelage',
      detail:
        'moises, longerons et platelage posés avec visserie inox A4, garde-corps, échelles de sortie de l’eau et équipements selon le CCTP',
    },
    {
      titre: 'Contrôles et remise en service',
      detail:
        'contrôle de l’implantation et des niveaux, essai de charge si le CCTP le prévoit, levée du balisage et remise des pontons à l’exploitant du port',
    },
  ],
  phases: [
    { nom: 'Préparation, autorisations et amenée des moyens nautiques', part: 0.15 },
    { nom: 'Dépose des pontons et extraction des pieux', part: 0.25 },
    { nom: 'Battage des pieux neufs', part: 0.25 },
    { nom: 'Superstructure et platelage', part: 0.25 },
    { nom: 'Contrôles, repli et remise en service', part: 0.1 },
  ],
  materiel: [
    { nom: 'barge ou ponton flottant de travail, avec son pilote', match: /barge|ponton flottant|bateau/ },
    { nom: 'pelle ou grue embarquée pour la dépose et la manutention des pieux', match: /grue|pelle/ },
    { nom: 'vibrofonceur ou mouton de battage', match: /vibrofonceur|mouton|battage/ },
    { nom: 'écran anti-turbidité et barrage flottant', match: /turbidit|barrage flottant/ },
  ],
  sansMateriel: /./,
  materiaux: [
    'pieux en bois de classe d’emploi 5 (NF EN 335) ou en acier galvanisé à chaud (NF EN ISO 1461), selon le CCTP',
    'bois de platelage d’une essence durable en milieu marin (NF EN 350) ou platelage composite selon le CCTP',
    'visserie, boulonnerie et ferrures en acier inoxydable A4',
  ],
  normes: [
    {
      ref: 'NF EN 335',
      objet: 'classes d’emploi du bois : classe 5 pour les pieux et les pièces en contact avec l’eau de mer',
    },
    { ref: 'NF EN 350', objet: 'durabilité naturelle des essences de bois retenues' },
    { ref: 'NF EN ISO 1461', objet: 'galvanisation à chaud des pièces en acier', when: /acier|metalli/ },
    { ref: 'Fascicule 68 du CCTG', objet: 'exécution des travaux géotechniques des ouvrages de génie civil : pieux' },
  ],
  habilitations: [
    'conduite des engins et grues embarqués (CACES des catégories utilisées)',
    'pilote des moyens nautiques titulaire du titre de conduite qu’ils demandent',
    'formation du personnel au travail au-dessus de l’eau et au sauvetage',
  ],
  risques: [
    {
      risque: 'Chute à l’eau et noyade',
      mesure:
        'gilet de sauvetage porté en permanence au-dessus de l’eau, bouée et perche à portée, embarcation de secours disponible, travail isolé interdit',
    },
    {
      risque: 'Renversement ou instabilité de la barge',
      mesure:
        'charges et manutentions dans les limites de stabilité de la barge, arrêt au-delà des seuils de vent et de houle',
    },
    {
      risque: 'Heurt d’un plaisancier ou d’un bateau en manœuvre',
      mesure: 'plan d’eau balisé, avis aux plaisanciers, veille pendant les mouvements de la barge',
    },
    {
      risque: 'Écrasement pendant la manutention et le battage des pieux',
      mesure: 'zone interdite sous charge, guidage des pieux à distance, élingues vérifiées',
    },
  ],
  sansRisques: /./,
  dechets: [
    {
      dechet: 'Bois des pontons et des pieux déposés (bois traités)',
      categorie: 'DD',
      exutoire: 'filière des bois traités (classe C), bordereau de suivi',
    },
    { dechet: 'Ferrures, visserie et pièces métalliques', categorie: 'DND', exutoire: 'recyclage des métaux' },
    { dechet: 'Déchets flottants retenus par le barrage', categorie: 'DND', exutoire: 'centre de tri' },
  ],
  autocontroles: [
    {
      point: 'Refus et fiche de chaque pieu',
      moment: 'au battage (point d’arrêt)',
      preuve: 'fiche de battage par pieu',
    },
    {
      point: 'Implantation, verticalité et cote de recépage des pieux',
      moment: 'avant la superstructure (point d’arrêt)',
      preuve: 'relevé topographique des pieux',
    },
    {
      point: 'Fixations inox A4 et platelage',
      moment: 'à la pose',
      preuve: 'fiche de contrôle par travée',
    },
  ],
  pointsAttention: [
    'les autorisations d’occupation du plan d’eau et les périodes où le port permet les travaux (hors saison de plaisance)',
    'la note de calcul des pieux (refus, fiche) et la nature des fonds',
    'les moyens nautiques, à louer avec leur pilote si l’entreprise n’en dispose pas, ou un cotraitant spécialisé (groupement) à associer',
  ],
  sansPointsAttention: /./,
  decennale: 'les pontons et leurs pieux, ouvrages de génie civil',
  biennale: '',
  entretien:
    'faire inspecter les pieux et les fixations chaque année, après les tempêtes, et remplacer sans attendre une lame de platelage cassée',
};
