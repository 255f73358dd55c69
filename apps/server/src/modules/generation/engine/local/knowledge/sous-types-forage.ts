import type { SousType } from './types.ts';

/* A water borehole drilled for drinking water (round 27: « Réalisation d’un forage d’eau potable » read as a main). */

/** A borehole for water named as the work (folded text): not a directional drilling under a road, nor a heat probe. */
const FORAGE_EAU =
  /(?:realisation|creation|execution|construction|travaux|reprise|rehabilitation)s? (?:d'un |d'une |de |du |des )?(?:nouveaux? )?forages? (?!(?:horizonta|dirige|geotherm|de (?:pieux|micropieux)))|\bforages? (?:d'eau|aep|d'exploitation|de captage|de reconnaissance|d'essai)|captages? d'eaux? souterraines?/;

/** The borehole is the work unless a main, its pipes or its connections are named with it. */
export const FORAGE_SEUL = new RegExp(
  `^(?![\\s\\S]*(?:conduites?|canalisations?|reseaux? d'(?:eau|adduction)|branchements?))(?=[\\s\\S]*(?:${FORAGE_EAU.source}))`,
);

/**
 * A water borehole (« Réalisation d’un forage d’eau potable à Beaumont-sur-Oise »): drilled, cased and screened,
 * its annulus cemented against surface water, developed, tested by pumping, its head made watertight, its water
 * analysed — under NF X10-999, the declaration of the code minier and the authorisation of the catchment.
 */
export const FORAGE_EAU_POTABLE: SousType = {
  key: 'forage_eau',
  label: 'forage d’eau',
  when: FORAGE_EAU,
  travaux: 'travaux de forage d’eau',
  ouvrage: 'le forage et sa tête',
  sansNormes: /^Guide GTR|^Fascicule 2 |^NF P 94-500|^NF P 98-331/,
  // (the drill's ground is the hydrogeologist's study; no cut and fill to balance)
  sansPointsAttention: /déblais-remblais|nature des sols/,
  normes: [
    {
      ref: 'NF X10-999',
      objet:
        'forages d’eau et de géothermie : réalisation, suivi et abandon d’ouvrages de captage ou de surveillance des eaux souterraines (foration, tubage, cimentation, développement, tête d’ouvrage, rapport de fin de travaux)',
    },
    {
      ref: 'Code minier, article L411-1',
      objet: 'déclaration de tout sondage ou forage de plus de 10 mètres de profondeur et transmission de sa coupe',
    },
    {
      ref: 'Arrêté du 11 septembre 2003',
      objet:
        'prescriptions générales applicables aux sondages, forages et puits (rubrique 1.1.1.0 de la nomenclature loi sur l’eau) : implantation, protection de la nappe, cimentation de tête, rapport de fin de travaux',
    },
    {
      ref: 'Code de la santé publique, articles L1321-2, R1321-6 et suivants',
      objet:
        'captage d’eau destinée à la consommation humaine : autorisation, périmètres de protection et analyses de première adduction par un laboratoire agréé',
    },
    {
      ref: 'Arrêté du 29 mai 1997 modifié',
      objet:
        'matériaux au contact de l’eau destinée à la consommation humaine : attestation de conformité sanitaire (ACS) des tubages, crépines et colonnes',
    },
  ],
  sansSpecificites: /./,
  specificites: [
    {
      when: /./,
      sujet: 'forage d’eau',
      texte:
        'Un forage d’eau se juge à ce qu’il ne laisse pas passer : implanté au point que fixe l’étude de l’hydrogéologue, il est foré sur une aire étanche avec bac à boues, tubé en tubage plein puis crépiné au droit des niveaux aquifères que fixe le CCTP (tubages et crépines sous ACS), entouré d’un massif filtrant calibré, et son espace annulaire est cimenté depuis la surface sur la hauteur prescrite pour qu’aucune eau de ruissellement ni nappe superficielle ne rejoigne l’aquifère capté (NF X10-999, arrêté du 11 septembre 2003). Il est ensuite développé jusqu’à une eau claire, puis éprouvé par un pompage par paliers et un pompage de longue durée, avec suivi des niveaux et de la remontée ; les eaux d’essai partent à l’exutoire autorisé, décantées.',
    },
    {
      when: /eau potable|\baep\b|alimentation en eau|consommation humaine|captage/,
      sujet: 'captage d’eau potable',
      texte:
        'Destiné à l’eau potable, le captage est tenu propre de bout en bout : outils et tiges nettoyés, aucun hydrocarbure sur l’aire de forage (ravitaillement sur bac de rétention, kit anti-pollution), désinfection de l’ouvrage avant les prélèvements, analyses de première adduction par un laboratoire agréé par le ministère chargé de la santé ; la tête de forage est étanche, surélevée au-dessus du terrain et des crues, sur une margelle en béton, fermée par un capot verrouillé, dans le périmètre de protection immédiate que fixe l’arrêté d’autorisation.',
    },
  ],
  etapes: [
    {
      titre: 'Préparation et aire de forage',
      detail:
        'déclaration au titre du code minier et DT-DICT, implantation au point de l’étude hydrogéologique, aire de forage étanche, bac à boues et décanteur, accès de l’atelier de forage',
    },
    {
      titre: 'Foration et tubage',
      detail:
        'foration au diamètre et à la profondeur du CCTP selon la technique retenue (rotary ou marteau fond de trou), coupe géologique relevée en continu, tubage plein et crépiné sous ACS posé centré',
    },
    {
      titre: 'Massif filtrant et cimentation',
      detail:
        'massif filtrant calibré au droit des crépines, bouchon d’argile, cimentation de l’espace annulaire depuis la surface sur la hauteur prescrite, volume injecté comparé au volume théorique',
    },
    {
      titre: 'Développement',
      detail: 'développement par air-lift ou pistonnage jusqu’à une eau claire, sans sable, turbidité mesurée',
    },
    {
      titre: 'Essais de pompage',
      detail:
        'pompage par paliers puis de longue durée, mesures des débits, des rabattements et de la remontée, eaux d’essai rejetées à l’exutoire autorisé après décantation',
    },
    {
      titre: 'Tête de forage, analyses et rapport',
      detail:
        'désinfection de l’ouvrage, prélèvements et analyses par un laboratoire agréé, tête étanche sur margelle béton avec capot verrouillé, rapport de fin de travaux (coupes géologique et technique, essais) remis et transmis pour la banque du sous-sol',
    },
  ],
  phases: [
    { nom: 'Préparation, déclarations et aire de forage', part: 0.1 },
    { nom: 'Foration et tubage', part: 0.35 },
    { nom: 'Massif filtrant, cimentation et développement', part: 0.15 },
    { nom: 'Essais de pompage', part: 0.2 },
    { nom: 'Tête de forage, analyses et rapport de fin de travaux', part: 0.2 },
  ],
  semainesParDefaut: 10,
  sansMateriel: /./,
  materiel: [
    {
      nom: 'foreuse sur porteur avec ses tiges et outils, au diamètre et à la profondeur du CCTP',
      match: /forage|foreuse|sondeuse/,
    },
    { nom: 'compresseur haute pression pour le marteau fond de trou et le développement', match: /compresseur/ },
    { nom: 'bac à boues et décanteur des eaux de forage et d’essai', match: /bac|decanteur/ },
    { nom: 'pompe d’essai immergée avec groupe électrogène, débitmètre et sonde de niveau', match: /pompe|groupe/ },
  ],
  materiaux: [
    'tubages pleins et crépines (PVC pression ou acier inoxydable) sous ACS, aux diamètres et aux ouvertures que fixe le CCTP',
    'massif filtrant en gravier calibré et bouchon d’argile',
    'coulis de ciment de cimentation annulaire',
    'margelle en béton et capot de tête de forage étanche et verrouillable',
  ],
  sansRisques: /^Ensevelissement/,
  risques: [
    {
      risque: 'Happement par les tiges et outils en rotation',
      mesure:
        'arrêt d’urgence accessible, carters et zone interdite autour de la table de rotation, aucun vêtement flottant, manœuvres des tiges à l’arrêt de la rotation',
    },
    {
      risque: 'Écrasement lors de la manutention des tiges et des tubages',
      mesure: 'levage par le mât de la foreuse ou un engin adapté, élingues vérifiées, guidage à distance',
    },
    {
      risque: 'Pollution de la nappe captée',
      mesure:
        'aire de forage étanche, ravitaillement sur bac de rétention, kit anti-pollution, aucun produit non admis au contact de l’eau potable dans l’ouvrage',
    },
    {
      risque: 'Bruit et projections d’air comprimé et de boues',
      mesure: 'protections auditives, lunettes, tête de puits canalisée vers le bac, riverains prévenus des horaires',
    },
  ],
  autocontroles: [
    {
      point: 'Coupe géologique et profondeur atteinte',
      moment: 'en continu pendant la foration',
      preuve: 'log de forage daté',
    },
    {
      point: 'Position des crépines et du massif filtrant',
      moment: 'avant la cimentation (point d’arrêt)',
      preuve: 'fiche de tubage (cotes des tubes pleins et crépinés)',
    },
    {
      point: 'Cimentation de l’espace annulaire',
      moment: 'pendant l’injection (point d’arrêt)',
      preuve: 'volume injecté comparé au volume théorique, hauteur cimentée',
    },
    {
      point: 'Débits, rabattements et remontée',
      moment: 'pendant les essais de pompage',
      preuve: 'PV d’essais de pompage et courbes',
    },
    {
      point: 'Qualité de l’eau',
      moment: 'après désinfection, avant la réception',
      preuve: 'analyses du laboratoire agréé',
    },
  ],
  dechets: [
    {
      dechet: 'Déblais de forage (cuttings) et boues décantées',
      categorie: 'Inertes',
      exutoire: 'installation de stockage de déchets inertes après décantation, si non pollués',
    },
    {
      dechet: 'Eaux de forage et d’essai de pompage',
      categorie: 'DND',
      exutoire: 'rejet décanté à l’exutoire autorisé, au débit admis',
    },
    { dechet: 'Emballages et chutes de tubages', categorie: 'DND', exutoire: 'centre de tri' },
  ],
  pointsAttention: [
    'l’étude de l’hydrogéologue et l’arrêté d’autorisation du captage (point d’implantation, périmètres de protection)',
    'la profondeur, les diamètres, les niveaux crépinés et la hauteur de cimentation que fixe le CCTP',
    'l’exutoire des eaux de forage et d’essai de pompage, et le débit qu’il admet',
  ],
  decennale:
    'le forage, son tubage, sa cimentation et sa tête, qui concourent à la solidité et à l’étanchéité de l’ouvrage',
  biennale: 'la pompe et les équipements dissociables de la tête de forage, lorsqu’ils sont au marché',
  entretien:
    'suivre le niveau et le débit du forage, faire inspecter le tubage par caméra selon le calendrier de l’exploitant, et régénérer l’ouvrage si son débit spécifique baisse',
};
