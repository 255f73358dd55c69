import type { FluxDechet, SousType } from './types.ts';
import { DT_DICT, NEUF_SEUL, TRANCHEES_RISQUES } from './sous-types-common.ts';
import { PLOMBIER_REHAB } from './fluides.ts';
import { cleNommee, ESPACE_PUBLIC_SANS_BATIMENT, ESPACE_URBAIN, MOTS_DU_METIER } from './generique.ts';
import { INTRUSION, INTRUSION_SEULE } from './sous-types-intrusion.ts';

/** The luminaires and lamps a public-lighting job removes: waste electrical equipment and lamps, each with its take-back. */
const LUMINAIRES_DEPOSES: FluxDechet[] = [
  {
    dechet: 'Luminaires déposés',
    categorie: 'DD',
    exutoire: 'filière DEEE (reprise par l’éco-organisme)',
  },
  {
    dechet: 'Lampes à décharge (sodium, iodures métalliques, mercure)',
    categorie: 'DD',
    exutoire: 'collecte dédiée des lampes usagées',
  },
];

/* Kinds of work per trade (shared/docs/domain/trade-work-kinds.md § 1): chosen from the object, the lots and the
 * descripteurs; each replaces the trade's method where the work differs. */

/** A fire-safety system named by the object, the lots or the descripteurs. */
const SSI = /\bssi\b|securite incendie|detection incendie|alarme incendie|desenfumage/;
/**
 * Electricity named with the fire-safety system in the object (« Travaux d’électricité et SSI »): the
 * descripteur « Electricité (travaux) » alone does not say it (every electrical notice carries it).
 */
const ELECTRICITE_ET_SSI =
  /electricite (generale )?(et|&|,) (de |la |le )?(ssi|securite incendie|detection incendie|alarme incendie)|(\bssi\b|securite incendie|detection incendie|alarme incendie) (et|&|,) (de |l')?electricite|courants? forts?/;

/** Steps of a fire-safety job: survey, continuity of the existing system, cabling, functional tests, réception. */
const SSI_ETAPES = [
  {
    titre: 'Relevé et études d’exécution',
    detail:
      'relevé de l’installation existante (tableaux, circuits, SSI en place : catégorie, équipement de contrôle et de signalisation, zones), plans et synoptiques soumis au visa, zonage de détection et de mise en sécurité validé par le coordonnateur SSI',
    when: SSI,
  },
  {
    titre: 'Consignations et maintien en service',
    detail:
      'consignations par un chargé de consignation, circuits nécessaires à l’exploitation maintenus, sécurité incendie existante laissée en service jusqu’à la bascule, toute zone neutralisée signalée à l’exploitant et surveillée',
  },
  {
    titre: 'Dépose',
    detail: 'dépose des équipements et câbles obsolètes après la bascule, repérage des circuits conservés',
  },
  {
    titre: 'Cheminements et câblage',
    detail:
      'chemins de câbles et conduits, câbles de la catégorie exigée par la NF S 61-932 pour les liaisons qui doivent fonctionner pendant un incendie, repérage aux deux extrémités, rebouchages coupe-feu des traversées',
  },
  {
    titre: 'Équipements et raccordements',
    detail:
      'pose des tableaux et appareillages, des détecteurs, déclencheurs manuels et diffuseurs d’alarme, raccordement des dispositifs actionnés de sécurité (portes, clapets, désenfumage) prévus à l’étude',
  },
  {
    titre: 'Mesures électriques',
    detail:
      'mesures d’isolement, de continuité des conducteurs de protection et de résistance de terre, essais des différentiels',
  },
  {
    titre: 'Essais fonctionnels du SSI',
    detail:
      'essai de chaque détecteur et déclencheur, des asservissements et de l’alarme générale, zone par zone, avec le coordonnateur SSI, puis bascule de l’ancien système vers le nouveau',
    when: SSI,
  },
  {
    titre: 'Réception et dossier d’identité',
    detail:
      'réception technique du SSI (avec un organisme agréé dans un ERP), dossier d’identité SSI mis à jour, DOE et attestation Consuel lorsqu’elle est requise',
    when: SSI,
  },
];

/** The electrician's self-checks, with the SSI's functional tests and dossier d’identité when there is one. */
const SSI_AUTOCONTROLES = [
  {
    point: 'Continuité des conducteurs de protection et résistance de terre',
    moment: 'avant mise sous tension (point d’arrêt)',
    preuve: 'PV de mesures de continuité et de terre',
  },
  { point: 'Isolement des circuits', moment: 'avant mise sous tension', preuve: 'PV de mesures d’isolement' },
  {
    point: 'Essais fonctionnels du SSI (détection, alarme, asservissements)',
    moment: 'avant la bascule (point d’arrêt)',
    preuve: 'PV d’essais fonctionnels',
    when: SSI,
  },
  {
    point: 'Dossier d’identité SSI',
    moment: 'avant réception',
    preuve: 'dossier d’identité mis à jour remis au DOE',
    when: SSI,
  },
  {
    point: 'Repérage des circuits et schémas',
    moment: 'avant réception',
    preuve: 'schémas conformes à l’exécution remis au DOE',
  },
];

/** The weak-current systems an object names (folded): each brings its own checks, never another's. */
const CF_ACCES = /controles? d'acces|badges?|interphon|visiophon/;
const CF_VIDEO = /video[- ]?protection|video[- ]?surveillance|cameras?/;
const CF_INTRUSION = /intrusion|alarmes? (anti-?)?(intrusion|vol)/;
/** The cabling itself named (VDI, computer network, fibre), as the trade's « précâblage VDI » paragraph reads it. */
const CF_VDI =
  /\bvdi\b|precablage|cablages? (informatiques?|structures?|reseaux?)|reseaux? informatiques?|baies? de brassage|fibre optique|\bff?tt?[ho]\b|^(?![\s\S]*(?:courants? forts?|luminaires?|eclairage|tableaux? electriques?))[\s\S]*(?:travaux|marches?|prestations?|pose|fourniture) de cablages?\b(?! electri| (?:des?|d'|du|pour (?:les? |la |des )?) ?(?:tableaux?|armoires?|coffrets?|bus|cars|vehicules?|trains?|rames?))/;
/** A safety system (access, video, intrusion) named. */
const CF_SURETE = new RegExp(`${CF_ACCES.source}|${CF_VIDEO.source}|${CF_INTRUSION.source}|\\bsurete\\b`);
/** Text naming none of the patterns. */
const sansAucun = (...res: RegExp[]) => new RegExp(`^(?![\\s\\S]*(?:${res.map((r) => r.source).join('|')}))`);

const SSI_COURANTS_FAIBLES: SousType = {
  key: 'ssi_courants_faibles',
  label: 'courants faibles et sécurité incendie',
  when: new RegExp(
    `\\bssi\\b|\\bsmsi\\b|systemes? de securite incendie|detection incendie|alarme incendie|desenfumage|controle d'acces|video[- ]?protection|video[- ]?surveillance|courants? faibles?|intrusion|${CF_VDI.source}`,
  ),
  travaux: 'travaux de courants faibles et de sécurité incendie',
  // A strong- and weak-currents lot without a fire-safety system is general electricity (the trade's method).
  unless:
    /^(?![\s\S]*(\bssi\b|securite incendie|detection incendie|alarme incendie|desenfumage))[\s\S]*courants? forts?/,
  sansSpecificites: /^sécurité incendie$/,
  normes: [
    // NF S 61-970 and NF C 71-800 come from the trade's standards (fluides.ts), each cited once.
    {
      ref: 'NF S 61-932',
      objet: 'systèmes de sécurité incendie : règles d’installation',
      when: /\bssi\b|securite incendie|alarme incendie|desenfumage/,
    },
    {
      ref: 'NF S 61-931',
      objet: 'systèmes de mise en sécurité incendie (SMSI) : dispositions générales',
      when: /\bssi\b|securite incendie|desenfumage|compartimentage/,
    },
    {
      ref: 'NF S 61-936',
      objet: 'équipements d’alarme pour l’évacuation (EA)',
      when: /\bssi\b|alarme incendie|evacuation/,
    },
    {
      ref: 'NF EN 54',
      objet: 'composants des systèmes de détection et d’alarme incendie',
      // (an intrusion alarm is no fire alarm)
      when: /incendie|\bssi\b|\bsmsi\b|desenfumage/,
    },
    {
      ref: 'NF EN 50131-1',
      objet: 'systèmes d’alarme contre l’intrusion et les hold-up : exigences système',
      when: CF_INTRUSION,
    },
    {
      ref: 'NF EN 62676-4',
      objet: 'systèmes de vidéosurveillance : lignes directrices d’application',
      when: CF_VIDEO,
    },
    {
      ref: 'NF EN 60839-11-1',
      objet: 'systèmes de contrôle d’accès électronique : exigences du système et des composants',
      when: CF_ACCES,
    },
    {
      ref: 'Règle APSAD R7',
      objet: 'détection automatique d’incendie (référentiel des assureurs)',
      when: /apsad|\br7\b/,
    },
    {
      ref: 'NF EN 50173',
      objet: 'systèmes génériques de câblage (VDI)',
      when: new RegExp(`vdi|courants? faibles?|informatique|reseau|${CF_VDI.source}`),
    },
    {
      ref: 'NF EN 50174',
      objet:
        'installation du câblage : spécification, planification et pratiques d’installation, séparation des câbles d’énergie',
      when: CF_VDI,
    },
  ],
  specificites: [
    {
      when: /\bssi\b|detection incendie|alarme incendie|securite incendie|desenfumage/,
      sujet: 'système de sécurité incendie',
      texte:
        'Le SSI est installé selon les NF S 61-970 (détection) et NF S 61-932 (règles d’installation du SSI), ses équipements d’alarme selon la NF S 61-936, catégorie du SSI et type d’équipement d’alarme fixés par l’étude, avec des matériels certifiés NF EN 54 compatibles avec l’équipement de contrôle et de signalisation existant ou fourni. Le coordonnateur SSI désigné par le maître d’ouvrage valide le zonage et les asservissements ; dans un ERP, la réception technique est faite avec un organisme agréé, et le dossier d’identité SSI est mis à jour et remis avec le DOE. Pendant les travaux, la détection reste en service zone par zone ; toute zone neutralisée est signalée à l’exploitant et couverte par une surveillance humaine permanente jusqu’à sa remise en service.',
    },
  ],
  pointsAttention: ['le maintien en service de la sécurité incendie existante jusqu’à la bascule'],
};

/** The upkeep of a fire-safety system: maintenance contract, periodic tests, registre and dossier d’identité. */
const SSI_ENTRETIEN =
  'faire entretenir le système de sécurité incendie dans le cadre d’un contrat de maintenance, en faire essayer l’alarme et les déclencheurs manuels selon la périodicité fixée par le règlement de sécurité, consigner essais et vérifications au registre de sécurité et tenir à jour le dossier d’identité SSI à chaque modification';

/** What a fire-safety job fits: fire-resistant cables, NF EN 54 equipment, cable trays (no luminaire). */
const SSI_MATERIAUX = [
  'câbles et appareillages sous marque NF ou certification équivalente',
  'câbles résistants au feu (catégorie CR1) pour les liaisons qui doivent fonctionner pendant un incendie, selon la NF S 61-932',
  'détecteurs, déclencheurs manuels et diffuseurs conformes à la NF EN 54, compatibles avec l’équipement de contrôle et de signalisation',
  'chemins de câbles et conduits de réaction au feu adaptée',
];
/** What a fire-safety job removes: cables, electronic equipment, batteries (no lamp). */
const SSI_DECHETS: SousType['dechets'] = [
  { dechet: 'Câbles et chutes de câbles', categorie: 'DND', exutoire: 'recycleur de métaux (récupération du cuivre)' },
  {
    dechet: 'Détecteurs, centrales et équipements électroniques déposés',
    categorie: 'DD',
    exutoire: 'filière DEEE (reprise par l’éco-organisme)',
    unless: NEUF_SEUL,
  },
  {
    dechet: 'Batteries des alimentations déposées',
    categorie: 'DD',
    exutoire: 'filière de collecte des piles et accumulateurs',
    unless: NEUF_SEUL,
  },
  { dechet: 'Emballages', categorie: 'DND', exutoire: 'centre de tri' },
];

/**
 * The weak-currents kind in three: without a fire-safety system, the trade's steps (a VDI lot); with one,
 * its own steps, self-checks and phases (functional tests, bascule, dossier d’identité), named
 * « électricité et sécurité incendie » when the object names electricity with it (the method and the
 * safety plan then say the same name).
 */
function parSecuriteIncendie(st: SousType): SousType[] {
  const ssi: Partial<SousType> = {
    risques: [
      ...(st.risques ?? []),
      {
        risque: 'Zone privée de détection incendie pendant les travaux',
        mesure:
          'neutralisation limitée à la zone et à la durée des travaux, signalée à l’exploitant, surveillance humaine permanente jusqu’à la remise en service',
      },
    ],
    etapes: SSI_ETAPES,
    autocontroles: SSI_AUTOCONTROLES,
    phases: [
      { nom: 'Préparation, relevé et études d’exécution', part: 0.15 },
      { nom: 'Consignations, cheminements et câblage', part: 0.35 },
      { nom: 'Équipements et raccordements', part: 0.2 },
      { nom: 'Mesures et essais fonctionnels', part: 0.15 },
      { nom: 'Bascule, réception et dossier d’identité', part: 0.15 },
    ],
  };
  const withSsi = `^(?=[\\s\\S]*(?:${SSI.source}))`;
  return [
    ...courantsFaiblesSeuls(st, st.unless ? new RegExp(`${st.unless.source}|${SSI.source}`) : SSI),
    {
      ...st,
      ...ssi,
      when: new RegExp(`${withSsi}(?![\\s\\S]*(?:${ELECTRICITE_ET_SSI.source}))`),
      unless: undefined,
      ouvrage: 'les installations de courants faibles et de sécurité incendie',
      // A fire-safety job fits no luminaire and removes no fluorescent tube (an electricity job with it may).
      materiaux: SSI_MATERIAUX,
      dechets: SSI_DECHETS,
      // The fire-safety system's upkeep, not a power installation's monthly differential tests.
      entretien: `${SSI_ENTRETIEN}, et faire vérifier les alimentations secourues (batteries) des équipements selon les préconisations du fabricant`,
    },
    {
      ...st,
      ...ssi,
      label: 'électricité et sécurité incendie',
      travaux: 'travaux d’électricité et de sécurité incendie',
      when: new RegExp(`${withSsi}(?=[\\s\\S]*(?:${ELECTRICITE_ET_SSI.source}))`),
      unless: undefined,
      entretien: `tester les dispositifs différentiels tous les mois et faire vérifier l’installation électrique par un organisme agréé selon la périodicité réglementaire de l’établissement ; ${SSI_ENTRETIEN}`,
    },
  ];
}

/**
 * Weak currents without a fire-safety system (access control, video protection, intrusion, VDI
 * cabling): their own steps, products, tools, checks, guarantees and upkeep — no luminaires, boards,
 * Consuel, differential tests nor 1000 V tools of a power installation — each check and tool said
 * only for the system the object names (no camera for an intrusion alarm, no category 6 link for a
 * video job).
 */
const COURANTS_FAIBLES_SEULS: Partial<SousType> = {
  label: 'courants faibles (sûreté, VDI)',
  travaux: 'travaux de courants faibles',
  ouvrage: 'les installations de courants faibles',
  etapes: [
    {
      titre: 'Relevé et études',
      detail:
        'relevé de l’existant (centrale, équipements et cheminements en place), synoptique et plan d’implantation soumis au visa, matériels proposés compatibles avec l’existant ou la supervision du site',
    },
    {
      titre: 'Cheminements et câblage',
      detail:
        'chemins de câbles et conduits, câbles de bus, réseau ou fibre optique selon le CCTP, séparés des courants forts, repérés aux deux extrémités',
    },
    {
      titre: 'Équipements et raccordements',
      detail:
        'pose et raccordement des équipements prévus au CCTP, chacun repéré sur le synoptique, et de leurs alimentations secourues',
    },
    {
      titre: 'Paramétrage et recette',
      detail:
        'paramétrage de la centrale ou du logiciel avec l’exploitant (utilisateurs et droits, alarmes, durées de conservation fixées par l’acheteur), recette point par point, mesures des liaisons du câblage',
    },
    {
      titre: 'Bascule et formation',
      detail:
        'bascule de l’ancien système sans rupture de la sûreté, formation des exploitants, dossier des ouvrages exécutés avec synoptique et cahier de recette',
    },
  ],
  materiaux: [
    'câbles de bus, de réseau ou de fibre optique conformes au CCTP, de classe de réaction au feu adaptée (classement CPR)',
    'équipements du système (centrale ou serveur, périphériques, alimentations secourues) compatibles avec l’existant ou la supervision retenue, proposés au visa sur fiches techniques',
    'chemins de câbles et conduits séparant courants forts et courants faibles',
  ],
  // The system's own tools: no installation tester (differentials, earth) nor 1000 V tools of a power installation.
  materiel: [
    {
      nom: 'testeur de câblage et multimètre pour les liaisons de bus et Ethernet',
      match: /multimetre|testeur/,
    },
    {
      nom: 'certificateur de liens cuivre et fibre optique pour la recette du câblage',
      match: /certificat|reflectometre|photometre/,
      when: CF_VDI,
    },
    {
      nom: 'ordinateur portable de paramétrage avec le logiciel de gestion du système',
      match: /ordinateur|portable|logiciel/,
    },
    { nom: 'encodeur de badges', match: /encod|badge/, when: CF_ACCES },
    { nom: 'moniteur de paramétrage des caméras', match: /moniteur|ecran|camera/, when: CF_VIDEO },
    { nom: 'perforateur avec aspiration des poussières', match: /perfor|aspirat/ },
  ],
  autocontroles: [
    {
      point: 'Continuité, repérage et mesures des liaisons',
      moment: 'à la fin du câblage, avant raccordement',
      preuve: 'fiches de mesures par liaison',
    },
    {
      point: 'Recette de chaque lien du précâblage au testeur certificateur',
      moment: 'avant le raccordement des équipements',
      preuve: 'rapports de certification par lien',
      when: CF_VDI,
    },
    {
      point: 'Fonctionnement de chaque lecteur et de chaque porte (badge autorisé et refusé, porte forcée)',
      moment: 'à la recette, avant réception',
      preuve: 'cahier de recette signé avec l’exploitant',
      when: CF_ACCES,
    },
    {
      point: 'Image, cadrage et enregistrement de chaque caméra',
      moment: 'à la recette, avant réception',
      preuve: 'cahier de recette signé avec l’exploitant',
      when: CF_VIDEO,
    },
    {
      point: 'Déclenchement de chaque détecteur et transmission des alarmes',
      moment: 'à la recette, avant réception',
      preuve: 'cahier de recette signé avec l’exploitant',
      when: CF_INTRUSION,
    },
    {
      point: 'Fonctionnement de chaque point du système',
      moment: 'à la recette, avant réception',
      preuve: 'cahier de recette signé avec l’exploitant',
      when: sansAucun(CF_ACCES, CF_VIDEO, CF_INTRUSION),
    },
    {
      point: 'Bascule sans rupture de la sûreté',
      moment: 'à la bascule',
      preuve: 'procès-verbal de bascule',
    },
  ],
  phases: [
    { nom: 'Relevé, études et visa', part: 0.2 },
    { nom: 'Cheminements et câblage', part: 0.35 },
    { nom: 'Équipements et raccordements', part: 0.25 },
    { nom: 'Paramétrage, recette et bascule', part: 0.2 },
  ],
  specificites: [
    {
      when: /video[- ]?protection|video[- ]?surveillance|cameras?/,
      sujet: 'vidéoprotection',
      texte:
        'Les caméras sont implantées et paramétrées selon le cahier des charges de l’acheteur, qui porte l’autorisation ou la déclaration du système : champs de vision limités aux espaces à protéger (masquage des zones privées), durée de conservation des images réglée sur celle qu’il a fixée, accès aux enregistrements réservé aux personnes qu’il désigne.',
    },
    {
      // (« refonte, extension et maintenance d’un dispositif de vidéo-protection »: the upkeep is part of the contract)
      when: /^(?=[\s\S]*(?:maintenance|entretien|maintien en condition))(?=[\s\S]*(?:video[- ]?protection|video[- ]?surveillance|cameras?|controles? d'acces|intrusion|surete))/,
      sujet: 'maintenance du système',
      texte:
        'La maintenance que comprend le marché est organisée dès la mise en service : visite préventive à la fréquence fixée par le CCTP (nettoyage des optiques et des boîtiers, contrôle des fixations et des alimentations secourues, vérification des enregistrements et de l’horodatage, mises à jour des logiciels validées avec l’exploitant), dépannage sur appel dans le délai contractuel avec un équipement de remplacement si la réparation ne peut se faire sur place, et un rapport de visite par intervention, tenu à la disposition de l’acheteur avec l’historique des pannes.',
    },
  ],
  pointsAttention: [
    'l’exploitation de la sûreté pendant les travaux et la date de bascule, à arrêter avec l’exploitant',
    'la compatibilité des matériels avec la supervision et les équipements existants',
  ],
  sansMateriel: /contrôleur d’installation|outillage isolé|luminaire|tableau/i,
  sansPointsAttention: /tableau général|branchement/,
  sansNormes: /^NF C 15-100$|^NF C 14-100$/,
  dechets: [
    { dechet: 'Câbles et chutes de câbles', categorie: 'DND', exutoire: 'recycleur de métaux' },
    {
      dechet: 'Équipements électroniques déposés (centrale, périphériques, alimentations)',
      categorie: 'DD',
      exutoire: 'filière DEEE (reprise par l’éco-organisme)',
    },
    {
      dechet: 'Batteries des alimentations déposées',
      categorie: 'DD',
      exutoire: 'filière de collecte des piles et accumulateurs',
    },
    { dechet: 'Emballages', categorie: 'DND', exutoire: 'centre de tri' },
  ],
  biennale:
    'les équipements de courants faibles fournis (centrale ou serveur, périphériques, alimentations secourues), éléments d’équipement dissociables',
  entretien:
    'faire vérifier au moins une fois par an, dans le cadre d’un contrat de maintenance, les équipements, leurs alimentations secourues (batteries) et leurs liaisons, tenir à jour les comptes et les droits des utilisateurs du logiciel, et installer les mises à jour de sécurité que publie le fabricant',
};

/** Optical fibre named by the notice (its links are tested with a light source and power meter or an OTDR). */
const FIBRE = /fibre|optique|\bff?tt?[ho]\b/;
/** Several sites or buildings of the buyer named by the object (« sur les sites du Département »). */
const SITES_MULTIPLES = /\bsites\b|plusieurs (batiments|communes|etablissements)|\bbatiments\b|ensemble des/;

/**
 * Structured cabling alone (« Travaux de câblage sur les sites du Département », « câblage VDI »): links
 * to the NF EN 50173 installed to the NF EN 50174, bays and patching, labelling, separation from power
 * cables, a certification test of each link, fibre tests, a DOE with the links' plan — no system to
 * parameterise nor any safety to switch over, no Consuel.
 */
const VDI_SEUL: Partial<SousType> = {
  travaux: 'travaux de câblage structuré (VDI)',
  ouvrage: 'le câblage structuré',
  etapes: [
    {
      titre: 'Relevé et études',
      detail:
        'relevé des locaux techniques, baies et cheminements existants, plan des prises et des liaisons soumis au visa, catégorie ou classe des liens et type de fibre retenus selon le CCTP',
    },
    {
      titre: 'Cheminements',
      detail:
        'chemins de câbles, goulottes et conduits, distances de séparation avec les câbles d’énergie selon la NF EN 50174, rebouchage des traversées de parois coupe-feu',
    },
    {
      titre: 'Tirage et raccordement',
      detail:
        'tirage sans dépasser les rayons de courbure ni les efforts de traction des câbles, raccordement des prises et des panneaux de brassage, soudure ou connectorisation des fibres lorsque le CCTP en prévoit',
    },
    {
      titre: 'Baies et brassage',
      detail:
        'pose ou réaménagement des baies, panneaux, passe-câbles et alimentation de la baie, brassage selon le plan de l’exploitant informatique',
    },
    {
      titre: 'Étiquetage',
      detail:
        'repérage de chaque prise, câble et port de panneau aux deux extrémités selon la codification de l’acheteur, reporté sur les plans',
    },
    {
      titre: 'Recette et DOE',
      detail:
        'certification de chaque lien au testeur certificateur, rapports remis à l’acheteur, DOE avec le plan des liaisons, les tableaux de brassage et les fiches techniques',
    },
  ],
  autocontroles: [
    {
      point: 'Séparation des câbles de communication et d’énergie, rayons de courbure',
      moment: 'pendant le tirage, avant fermeture des goulottes',
      preuve: 'fiche de contrôle par cheminement',
    },
    {
      point: 'Recette de chaque lien du précâblage au testeur certificateur, à la catégorie ou classe prescrite',
      moment: 'à la fin du raccordement, avant réception (point d’arrêt)',
      preuve: 'rapport du testeur certificateur par lien',
    },
    {
      point: 'Mesures des liens optiques (atténuation au photomètre, réflectométrie)',
      moment: 'après raccordement des fibres',
      preuve: 'rapports de mesure par fibre',
      when: FIBRE,
    },
    {
      point: 'Étiquetage et conformité des plans',
      moment: 'avant réception',
      preuve: 'plan des liaisons et tableaux de brassage remis au DOE',
    },
  ],
  phases: [
    { nom: 'Relevé, études et visa', part: 0.15 },
    { nom: 'Cheminements', part: 0.25 },
    { nom: 'Tirage, raccordement et brassage', part: 0.4 },
    { nom: 'Étiquetage, recette et DOE', part: 0.2 },
  ],
  specificites: [
    {
      when: /./,
      sujet: 'câblage structuré',
      texte:
        'Le câblage est réalisé selon la NF EN 50173 (câblage générique) et installé selon la NF EN 50174 : les câbles de communication cheminent à la distance prescrite des câbles d’énergie, chaque lien est repéré aux deux extrémités, puis certifié au testeur certificateur, et le rapport de chaque lien est remis avec le plan des liaisons. Lorsque le marché comporte de la fibre optique, chaque fibre est mesurée (atténuation au photomètre, réflectométrie si le CCTP l’exige). Seule l’alimentation électrique des baies, si elle nous revient, relève de la NF C 15-100.',
    },
    {
      when: SITES_MULTIPLES,
      sujet: 'câblage sur des sites occupés',
      texte:
        'Les sites restent en service : chaque intervention est fixée par bon de commande ou ordre de service par site, à des heures arrêtées avec le responsable du bâtiment, et toute coupure du réseau informatique est programmée avec le service informatique de l’acheteur, brassage rétabli le soir même.',
    },
  ],
  pointsAttention: [
    'la catégorie ou la classe des liens, le type de fibre et la codification d’étiquetage exigés par le CCTP',
    'les coupures du réseau informatique, à programmer avec le service informatique de l’acheteur',
  ],
  biennale: 'les panneaux, prises et équipements de brassage fournis, éléments d’équipement dissociables',
  entretien:
    'tenir à jour le plan des liaisons et les tableaux de brassage à chaque modification, garder les baies fermées et dépoussiérées, et faire recertifier les liens modifiés ou ajoutés, par le titulaire du contrat de maintenance lorsqu’il en existe un',
};

/**
 * The weak-currents kind without a fire-safety system, named after what the object asks for: the
 * safety systems (« sûreté »), the cabling (« VDI »), both, or neither (a « courants faibles » lot).
 */
function courantsFaiblesSeuls(st: SousType, unless: RegExp): SousType[] {
  const avec = (re: RegExp) => `(?=[\\s\\S]*(?:${re.source}))`;
  const sans = (re: RegExp) => `(?![\\s\\S]*(?:${re.source}))`;
  const kinds: [string, string][] = [
    [`${avec(CF_SURETE)}${avec(CF_VDI)}`, 'courants faibles (sûreté, VDI)'],
    [`${avec(CF_SURETE)}${sans(CF_VDI)}`, 'courants faibles (sûreté)'],
    [`${sans(CF_SURETE)}${avec(CF_VDI)}`, 'courants faibles (VDI)'],
    [`${sans(CF_SURETE)}${sans(CF_VDI)}`, 'courants faibles'],
  ];
  return kinds.map(([when, label]) => ({
    ...st,
    ...COURANTS_FAIBLES_SEULS,
    ...(label === 'courants faibles (VDI)' ? VDI_SEUL : {}),
    label,
    when: new RegExp(`^${when}${avec(st.when)}`),
    unless,
  }));
}

/** Outdoor networks and lighting: their own kinds, not the indoor installation of a new building. */
const RESEAUX_EXTERIEURS =
  /effacement|enfouissement|reseaux? (bt|hta|basse tension|souterrains?)|genie civil|eclairage public|eclairage exterieur|candelabres?|points? lumineux|mise en lumiere/;

/**
 * The installation of a new building (« Construction d’une crèche »): no installation to isolate nor
 * to remove, no occupied rooms, no existing board; the work starts with the reservations and the
 * incorporations given to the structural work.
 */
const ELECTRICITE_NEUVE: SousType = {
  key: 'electricite_neuve',
  label: 'installation électrique neuve',
  when: NEUF_SEUL,
  unless: RESEAUX_EXTERIEURS,
  phases: [
    { nom: 'Préparation, études d’exécution et approvisionnement', part: 0.15 },
    { nom: 'Réservations et incorporations avec le gros œuvre', part: 0.15 },
    { nom: 'Cheminements et câblage', part: 0.35 },
    { nom: 'Appareillage, équipements et raccordements', part: 0.2 },
    { nom: 'Essais, mise en service et réception', part: 0.15 },
  ],
  sansPointsAttention: /locaux occupés|existants|amiante/,
  pointsAttention: [
    'les réservations, fourreaux et boîtes d’encastrement à transmettre au gros œuvre et au plâtrier à l’avancement, avant coulage et fermeture des cloisons',
    'la date de mise en service du branchement définitif par le gestionnaire du réseau de distribution, et l’alimentation provisoire du chantier jusque-là',
  ],
  sansRisques: /locaux exploités|amiante/,
};

/** A photovoltaic installation named by the object or the lots (roof, canopy, self-consumption). */
const PHOTOVOLTAIQUE_OBJET =
  /photovolta|ombrieres? (solaires?|photovolta)|centrales? solaires?|panneaux solaires?(?! thermiques)/;

/**
 * A photovoltaic installation (« production d’électricité photovoltaïque en autoconsommation », « couverture
 * photovoltaïque sur charpente métallique », ombrières): DC side to the UTE C 15-712-1 guide, AC side and
 * connection to the NF C 15-100, roof work at height, DC arc and the Consuel before connection. Not indoor
 * building electricity: no rooms, boards nor cable trays of an occupied building.
 */
const PHOTOVOLTAIQUE: SousType = {
  key: 'photovoltaique',
  label: 'installation photovoltaïque',
  when: PHOTOVOLTAIQUE_OBJET,
  surObjet: true,
  unless: /solaires? thermiques?|capteurs? solaires?|eau chaude solaire/,
  travaux: 'travaux d’installation photovoltaïque',
  ouvrage: 'l’installation photovoltaïque',
  // The trade's NF C 14-100 is cited only for a named branchement; here the connection always is.
  sansNormes: /12464|61-970|71-800|NF C 14-100/,
  normes: [
    {
      ref: 'Guide UTE C 15-712-1',
      objet:
        'installations photovoltaïques raccordées au réseau public de distribution : partie courant continu, protections contre les surintensités et les surtensions, coupure et sectionnement, signalisation',
    },
    {
      ref: 'NF EN IEC 62446-1',
      objet: 'systèmes photovoltaïques : essais, documentation et maintenance (essais de mise en service des chaînes)',
    },
    {
      ref: 'NF C 14-100',
      objet: 'installations de branchement à basse tension (point de raccordement au réseau public)',
    },
    {
      ref: 'Avis technique, DTA ou ATEx du procédé de pose',
      objet: 'mise en œuvre des modules en toiture (intégration ou surimposition) et étanchéité de la couverture',
      when: /toiture|couverture|\btoit|charpente|bac acier|ombriere/,
    },
  ],
  sansSpecificites: /^(photovoltaïque|éclairage|courants faibles)$/,
  specificites: [
    {
      when: /./,
      sujet: 'installation photovoltaïque',
      texte:
        'La partie courant continu est réalisée selon le guide UTE C 15-712-1 : câbles solaires en double isolation, connecteurs de même fabricant et de même référence de part et d’autre de chaque connexion, parafoudres et dispositifs de sectionnement, côté continu comme côté alternatif, coupure d’urgence accessible aux secours et signalisation réglementaire des boîtes de jonction, de l’onduleur et du tableau. La partie courant alternatif et le raccordement suivent la NF C 15-100 et la NF C 14-100 ; chaque chaîne est mesurée avant mise en service (tension à vide, courant de court-circuit, isolement) selon la NF EN IEC 62446-1, et l’attestation de conformité visée par le Consuel est obtenue avant la mise en service par le gestionnaire du réseau de distribution.',
    },
    {
      when: /autoconsommation/,
      sujet: 'autoconsommation',
      texte:
        'En autoconsommation, la production est injectée d’abord sur le tableau du bâtiment : le point de raccordement, la protection de découplage exigée par le gestionnaire du réseau et le réglage de l’injection du surplus (vente ou injection nulle) sont arrêtés avec le maître d’ouvrage avant commande, et la convention d’autoconsommation est conclue avec le gestionnaire du réseau avant la mise en service.',
    },
    {
      when: /toiture|couverture|\btoit|charpente|bac acier/,
      sujet: 'modules en toiture',
      texte:
        'Avant pose, la charge des modules et de leurs supports est vérifiée sur la charpente existante par une note de calcul (poids propre, neige et vent de la zone du site) ; les fixations et l’étanchéité suivent l’Avis technique ou l’ATEx du procédé retenu, sans percement de la couverture hors de ses prescriptions. Les chemins de câbles en toiture sont fixés hors des zones d’écoulement, et un cheminement d’entretien est laissé entre les champs de modules.',
    },
  ],
  etapes: [
    {
      titre: 'Études et démarches',
      detail:
        'relevé du site et de la toiture ou de l’emprise, note de calcul de la charpente ou de la structure porteuse, calepinage et schémas unifilaires soumis au visa, demande de raccordement au gestionnaire du réseau de distribution',
    },
    {
      titre: 'Protections collectives et accès',
      detail:
        'garde-corps en rive, filets ou protections des éléments non porteurs (lanterneaux, plaques translucides), accès et zone de levage balisés, bâchage des modules pendant le câblage',
    },
    {
      titre: 'Supports et modules',
      detail:
        'pose des supports et rails selon le procédé, fixation des modules au couple du fabricant, liaison équipotentielle des masses métalliques',
    },
    {
      titre: 'Câblage courant continu',
      detail:
        'chaînes câblées modules bâchés, connecteurs appariés, boîtes de jonction et parafoudres, cheminements protégés et signalés jusqu’aux onduleurs',
    },
    {
      titre: 'Onduleurs et courant alternatif',
      detail:
        'pose des onduleurs en local ventilé, tableau de protection alternatif, raccordement au tableau du bâtiment ou au point de livraison selon la NF C 15-100 et la NF C 14-100',
    },
    {
      titre: 'Mesures et Consuel',
      detail:
        'mesures de chaque chaîne (tension à vide, courant de court-circuit, isolement) selon la NF EN IEC 62446-1, attestation de conformité visée par le Consuel',
    },
    {
      titre: 'Mise en service et supervision',
      detail:
        'mise en service après accord du gestionnaire du réseau, paramétrage de la supervision et du comptage de production, formation de l’exploitant, DOE avec schémas, fiches des modules et des onduleurs',
    },
  ],
  risques: [
    {
      risque: 'Chute de hauteur en toiture, depuis la structure ou à travers un élément fragile',
      mesure:
        'protections collectives en rive, filets ou platelages sur les éléments non porteurs, harnais sur ligne de vie pour les interventions ponctuelles',
    },
    {
      risque: 'Arc électrique et électrisation en courant continu (modules sous tension dès qu’ils sont éclairés)',
      mesure:
        'modules bâchés pendant le câblage, aucune connexion ouverte en charge, sectionnement avant toute intervention, intervenants habilités BP ou B2V/BR selon la NF C 18-510',
    },
    {
      risque: 'Chute de charge lors du levage des modules et des supports',
      mesure: 'levage par engin adapté, élingage par un personnel formé, zone interdite sous la charge',
    },
  ],
  sansRisques: /^Chute de hauteur$|amiante|coupure de l/i,
  materiel: [
    {
      nom: 'nacelle ou engin de levage pour l’approvisionnement des modules',
      match: /nacelle|grue|manuscopique|levage/,
    },
    { nom: 'garde-corps de rive et lignes de vie provisoires', match: /garde-corps|ligne de vie/ },
    {
      nom: 'testeur photovoltaïque (tension à vide, courant de court-circuit, isolement)',
      match: /photovolta|testeur|\bpv\b/,
    },
  ],
  sansMateriel: /plateforme individuelle|dérouleur/,
  habilitations: [
    'habilitations électriques selon la NF C 18-510, dont l’habilitation BP pour les opérations sur les installations photovoltaïques, B2V, BR et BC selon les tâches',
    'travail en hauteur et port du harnais',
    'conduite de nacelle (CACES R486) et élingage',
  ],
  materiaux: [
    'modules photovoltaïques certifiés selon la série NF EN IEC 61215 et la NF EN IEC 61730, de la puissance que retient le CCTP',
    'supports et fixations selon l’Avis technique ou l’ATEx du procédé de pose',
    'câbles solaires double isolation et connecteurs appariés',
    'onduleurs conformes aux prescriptions de raccordement du gestionnaire du réseau',
    'parafoudres, sectionneurs et coupure d’urgence côté continu et côté alternatif',
  ],
  autocontroles: [
    {
      point: 'Note de calcul de la charpente sous la charge des modules',
      moment: 'avant commande (point d’arrêt)',
      preuve: 'note de calcul visée',
      when: /toiture|couverture|\btoit|charpente|bac acier/,
    },
    {
      point: 'Fixations et étanchéité selon le procédé',
      moment: 'à la pose',
      preuve: 'fiche d’autocontrôle avec photos',
    },
    {
      point: 'Mesures des chaînes (tension à vide, courant de court-circuit, isolement)',
      moment: 'avant mise en service (point d’arrêt)',
      preuve: 'PV d’essais selon la NF EN IEC 62446-1',
    },
    {
      point: 'Conformité de l’installation',
      moment: 'avant raccordement',
      preuve: 'attestation de conformité visée par le Consuel',
    },
    {
      point: 'Production et supervision',
      moment: 'à la mise en service',
      preuve: 'relevé de production et paramétrage remis au DOE',
    },
  ],
  dechets: [
    {
      dechet: 'Emballages des modules (cartons, palettes, films)',
      categorie: 'DND',
      exutoire: 'centre de tri, palettes reprises par le fournisseur',
    },
    { dechet: 'Chutes de câbles et de rails', categorie: 'DND', exutoire: 'recycleur de métaux' },
    {
      // (silicon modules are no hazardous waste: a WEEE taken back by its own channel — round 30)
      dechet: 'Modules cassés ou déposés',
      categorie: 'DND',
      exutoire: 'filière de collecte des panneaux photovoltaïques usagés (DEEE, éco-organisme Soren)',
    },
  ],
  phases: [
    { nom: 'Études, note de calcul, visa et demande de raccordement', part: 0.2 },
    { nom: 'Approvisionnement', part: 0.15 },
    { nom: 'Protections, supports et modules', part: 0.3 },
    { nom: 'Câblage, onduleurs et raccordements', part: 0.2 },
    { nom: 'Mesures, Consuel et mise en service', part: 0.15 },
  ],
  pointsAttention: [
    'la capacité de la charpente ou du support à reprendre la charge des modules',
    'le point et la date de raccordement fixés par le gestionnaire du réseau de distribution',
    'l’accès des secours et la coupure d’urgence de la partie courant continu',
  ],
  sansPointsAttention: /./,
  biennale: 'les onduleurs, la supervision et les protections, en tant qu’éléments d’équipement dissociables',
  decennale:
    'l’installation lorsqu’elle participe au clos et au couvert (modules intégrés à la toiture) ou constitue un ouvrage, et tout désordre rendant l’ouvrage impropre à sa destination',
  entretien:
    'suivre la production sur la supervision, faire inspecter chaque année les modules, les fixations, les connecteurs et les protections, et nettoyer les modules si l’encrassement fait baisser la production',
};

/** A backup or uninterruptible supply named by the object or the lots. */
const SECOURS_OBJET =
  /onduleurs?|\basi\b|alimentations? (statiques? )?sans (interruption|coupure)|groupes? electrogenes?|alimentations? de (secours|remplacement)|sources? de remplacement/;
const ASI = /onduleurs?|\basi\b|sans (interruption|coupure)|batteries/;
const GROUPE = /groupes? electrogenes?/;

/**
 * A backup or uninterruptible supply (« remplacement d’un onduleur 300 kVA », « groupe électrogène de 200 à
 * 300 kVA »): continuity of the supplied loads, transfer tests, batteries (DD), the generating set's fuel and
 * exhaust — not the cabling of an occupied building's rooms.
 */
const ALIMENTATIONS_SECOURS: SousType = {
  key: 'alimentations_secours',
  label: 'alimentations de secours et sans interruption',
  when: SECOURS_OBJET,
  surObjet: true,
  unless: /photovolta|eclairage public/,
  travaux: 'travaux d’alimentation de secours et sans interruption',
  ouvrage: 'l’alimentation de secours',
  sansNormes: /12464|61-970|71-800/,
  normes: [
    {
      ref: 'Série NF EN IEC 62040',
      objet:
        'alimentations sans interruption (ASI) : sécurité (partie 1), compatibilité électromagnétique (partie 2), performances et méthodes d’essai (partie 3)',
      when: ASI,
    },
    {
      ref: 'NF EN IEC 62485-2',
      objet: 'batteries stationnaires : sécurité des installations (ventilation du local, signalisation, distances)',
      when: ASI,
    },
    {
      ref: 'Série NF ISO 8528',
      objet:
        'groupes électrogènes entraînés par moteur à combustion interne : caractéristiques, performances et essais',
      when: GROUPE,
    },
  ],
  sansSpecificites: /^(éclairage|courants faibles|photovoltaïque)$/,
  specificites: [
    {
      when: /./,
      sujet: 'continuité des charges secourues',
      texte:
        'Les charges secourues restent alimentées pendant les travaux : l’inventaire des départs secourus, leurs puissances et leur criticité est relevé avec l’exploitant, et chaque coupure est placée sur un créneau qu’il valide par écrit ; l’équipement existant est mis en by-pass ou suppléé par une alimentation provisoire pendant la dépose, et la bascule vers le nouvel équipement se fait départ par départ. La puissance, l’autonomie et le régime de neutre du nouvel équipement sont vérifiés par rapport au bilan de puissance relevé et à la sélectivité des protections en aval, sans reconduire d’office la puissance existante.',
    },
    {
      when: ASI,
      sujet: 'alimentation sans interruption',
      texte:
        'L’ASI est choisie et installée selon la série NF EN IEC 62040 (topologie, rendement et classes de performance annoncés au visa), avec by-pass de maintenance externe permettant d’intervenir sans couper les charges ; les batteries sont installées selon la NF EN IEC 62485-2 (ventilation du local ou de l’armoire, signalisation, distances d’isolement), leur autonomie vérifiée par un essai de décharge à la mise en service. Les batteries déposées sont des déchets dangereux, reprises par une filière agréée avec bordereau.',
    },
    {
      when: GROUPE,
      sujet: 'groupe électrogène',
      texte:
        'Le groupe électrogène est dimensionné sur le bilan des charges à secourir, démarrages des moteurs compris, et installé selon la série NF ISO 8528 : massif ou châssis antivibratile, capotage insonorisé, évacuation des gaz d’échappement hors des prises d’air, stockage de gazole en cuve double paroi ou sur rétention. L’inverseur de sources, interverrouillé, interdit tout renvoi de tension vers le réseau public ; les essais de basculement (perte du réseau, démarrage, prise de charge, retour au réseau) sont faits en présence de l’exploitant, et un essai en charge valide la tenue du groupe.',
    },
  ],
  etapes: [
    {
      titre: 'Relevé et bilan de puissance',
      detail:
        'relevé des départs secourus, de leurs puissances et de leur criticité avec l’exploitant, bilan de puissance, vérification de la sélectivité et du régime de neutre, schémas et notes de calcul soumis au visa',
    },
    {
      titre: 'Plan de continuité',
      detail:
        'créneaux de coupure validés par écrit par l’exploitant, by-pass de maintenance ou alimentation provisoire pendant la dépose, consignation par un chargé de consignation',
    },
    {
      titre: 'Dépose de l’équipement existant',
      detail:
        'mise hors tension, dépose de l’équipement et des batteries existants, batteries évacuées en déchets dangereux',
      when: /remplacement|renovation|changement|existant/,
    },
    {
      titre: 'Préparation du local',
      detail:
        'socle, ventilation du local ou de l’armoire des batteries, cheminements des câbles de puissance et de commande',
      unless: GROUPE,
    },
    {
      titre: 'Préparation du local',
      detail:
        'massif ou châssis antivibratile, ventilation du local, rétention du combustible et évacuation des gaz d’échappement hors des prises d’air, cheminements des câbles de puissance et de commande',
      when: GROUPE,
    },
    {
      titre: 'Pose et raccordements',
      detail:
        'pose de l’équipement, raccordements de puissance amont et aval, inverseur de sources ou by-pass, liaisons de signalisation vers la supervision ou la GTB',
    },
    {
      titre: 'Mesures et essais',
      detail:
        'mesures d’isolement et de continuité, essais de basculement (perte du réseau, prise de charge, retour au réseau), essai d’autonomie des batteries ou essai en charge du groupe, en présence de l’exploitant',
    },
    {
      titre: 'Mise en service et dossier',
      detail:
        'mise en service par le constructeur, formation de l’exploitant, consignes d’exploitation affichées, DOE avec schémas et PV d’essais',
    },
  ],
  risques: [
    {
      risque: 'Coupure des charges secourues pendant la bascule',
      mesure: 'créneaux validés par l’exploitant, by-pass ou alimentation provisoire, bascule départ par départ',
    },
    {
      risque: 'Électrisation par une source restée sous tension (batteries, groupe, retour de tension)',
      mesure:
        'consignation de toutes les sources (réseau, groupe, batteries) selon la NF C 18-510, vérification d’absence de tension sur chaque source',
    },
    {
      risque: 'Projection d’électrolyte et dégagement d’hydrogène des batteries',
      mesure: 'local ventilé, outillage isolé, gants et visière, aucune flamme ni point chaud à proximité',
      when: ASI,
    },
    {
      risque: 'Gaz d’échappement et bruit du groupe lors des essais',
      mesure: 'échappement raccordé avant tout démarrage, local ventilé, protections auditives',
      when: GROUPE,
    },
    {
      risque: 'Chute de charge lors de la manutention des équipements',
      mesure: 'plan de manutention, engin adapté à la charge, zone interdite sous la charge',
    },
  ],
  sansRisques: /coupure de l|amiante/i,
  materiel: [
    {
      nom: 'moyens de manutention et de levage adaptés au poids de l’équipement',
      match: /levage|grue|transpalette|palan/,
    },
    { nom: 'banc de charge pour l’essai en charge', match: /banc de charge/, when: GROUPE },
    { nom: 'analyseur de réseau et pince de mesure', match: /analyseur|pince/ },
  ],
  sansMateriel: /dérouleur/,
  habilitations: [
    'habilitations électriques selon la NF C 18-510 : BC pour les consignations, B2V et BR pour les travaux et raccordements, BE Essai pour les essais',
    'conduite des engins de manutention et élingage (CACES adaptés aux engins)',
  ],
  materiaux: [
    'équipement de la puissance, de l’autonomie et de la topologie que retient le CCTP',
    'by-pass de maintenance ou inverseur de sources interverrouillé',
    'câbles de puissance et de commande, protections coordonnées avec l’aval',
  ],
  autocontroles: [
    {
      point: 'Sélectivité des protections selon le bilan de puissance',
      moment: 'avant commande (point d’arrêt)',
      preuve: 'note de calcul visée',
    },
    {
      point: 'Isolement des raccordements, continuité des conducteurs de protection',
      moment: 'avant mise sous tension (point d’arrêt)',
      preuve: 'PV de mesures',
    },
    {
      point: 'Essais de basculement',
      moment: 'à la mise en service, avec l’exploitant',
      preuve: 'PV d’essais de basculement',
    },
    {
      point: 'Autonomie des batteries',
      moment: 'à la mise en service',
      preuve: 'PV d’essai de décharge',
      when: ASI,
    },
    {
      point: 'Essai en charge du groupe',
      moment: 'à la mise en service',
      preuve: 'PV d’essai en charge',
      when: GROUPE,
    },
  ],
  dechets: [
    {
      dechet: 'Batteries au plomb ou au lithium déposées',
      categorie: 'DD',
      exutoire: 'filière agréée de collecte des batteries, bordereau sur Trackdéchets',
      when: ASI,
    },
    { dechet: 'Équipements électriques et électroniques déposés', categorie: 'DD', exutoire: 'filière DEEE' },
    {
      dechet: 'Huiles, filtres et liquides de refroidissement du groupe',
      categorie: 'DD',
      exutoire: 'collecte par entreprise agréée, bordereau sur Trackdéchets',
      when: GROUPE,
    },
    { dechet: 'Câbles et chutes métalliques', categorie: 'DND', exutoire: 'recycleur de métaux' },
    { dechet: 'Emballages', categorie: 'DND', exutoire: 'centre de tri' },
  ],
  phases: [
    { nom: 'Relevé, bilan de puissance et visa', part: 0.15 },
    { nom: 'Approvisionnement de l’équipement', part: 0.3 },
    { nom: 'Préparation du local et déposes', part: 0.15 },
    { nom: 'Pose et raccordements', part: 0.2 },
    { nom: 'Essais de basculement, mise en service et réception', part: 0.2 },
  ],
  pointsAttention: [
    'la liste des charges secourues et les créneaux de coupure que l’exploitant peut accepter',
    'le délai d’approvisionnement de l’équipement et les accès pour l’amener en place',
    'la ventilation du local et, pour un groupe, l’évacuation des gaz d’échappement et le stockage du combustible',
  ],
  sansPointsAttention: /./,
  biennale:
    'l’équipement, ses batteries, son inverseur et sa supervision, en tant qu’éléments d’équipement dissociables',
  entretien:
    'faire réaliser la maintenance préventive du constructeur, tester périodiquement le basculement et, pour un groupe, le faire démarrer et essayer en charge selon le plan de maintenance, et remplacer les batteries à la fin de leur durée de vie',
};

/** Boards replaced or brought up to standard, or the observations of an inspection report to be lifted. */
const TABLEAUX_OBJET =
  /(remplac|mise (aux normes|en conformite)|mettre aux normes|renov|refection|changement|modernis)[^.\n]{0,60}(tableaux?|armoires?) (electriques?|divisionnaires?|genera(l|ux)|de distribution)|\btgbt\b|(lever|levee|levees) (de |des |de l'ensemble des )?(observations|reserves|non-conformites)|observations? (du |des )?(rapports?|verifications?)/;

/**
 * Boards and assemblies replaced or brought to standard, and the observations of the periodic inspection
 * lifted: NF C 15-100 and NF EN IEC 61439, planned shutdowns in an occupied site, each observation answered.
 */
const TABLEAUX: SousType = {
  key: 'tableaux_conformite',
  label: 'remplacement et mise en conformité des tableaux électriques',
  when: TABLEAUX_OBJET,
  surObjet: true,
  unless: /eclairage public|armoires? d'eclairage|photovolta|onduleurs?|groupes? electrogenes?/,
  travaux: 'travaux de remplacement et de mise en conformité des tableaux électriques',
  ouvrage: 'les tableaux électriques',
  sansNormes: /12464|61-970/,
  normes: [
    {
      ref: 'NF EN IEC 61439-1 et NF EN IEC 61439-2',
      objet:
        'ensembles d’appareillage à basse tension : règles générales et ensembles de puissance (tableaux et armoires)',
    },
    {
      ref: 'Code du travail, articles R4226-14 et suivants, et arrêté du 26 décembre 2011',
      objet: 'vérifications initiales et périodiques des installations électriques des lieux de travail',
    },
  ],
  sansSpecificites: /^(tableaux électriques|éclairage)$/,
  specificites: [
    {
      when: /./,
      sujet: 'tableaux et armoires électriques',
      texte:
        'Les nouveaux tableaux sont des ensembles conformes aux NF EN IEC 61439-1 et 61439-2, avec la déclaration de conformité de leur constructeur : indice de protection adapté au local, réserve d’au moins 20 % pour les extensions, repérage de chaque départ. Le bilan de puissance, la sélectivité et la coordination des protections sont vérifiés par note de calcul avant commande ; chaque tableau est câblé en atelier quand c’est possible, puis basculé départ par départ sur le site, et les schémas mis à jour sont placés dans le tableau et remis au DOE.',
    },
    {
      when: /observations?|reserves|non-conformites|rapports?|verifications?/,
      sujet: 'levée des observations du rapport de vérification',
      texte:
        'Chaque observation du rapport de vérification est reprise dans un tableau de suivi : localisation, article de la NF C 15-100 ou du code du travail visé, travaux réalisés, photos avant et après. Les observations levées sont présentées au vérificateur lors d’une visite de levée, et le tableau de suivi est remis au maître d’ouvrage pour son registre de sécurité ; une observation dont la levée dépasse le marché lui est signalée dès le relevé.',
    },
  ],
  etapes: [
    {
      titre: 'Relevé et lecture des rapports',
      detail:
        'relevé des tableaux et départs existants, lecture du rapport de vérification et des observations à lever, repérage amiante avant travaux des locaux et supports touchés, bilan de puissance et schémas soumis au visa',
    },
    {
      titre: 'Plan de coupures',
      detail:
        'coupures programmées avec l’exploitant, hors des heures d’occupation quand le site l’impose, alimentations provisoires des équipements qui ne peuvent être coupés',
    },
    {
      titre: 'Fabrication des tableaux',
      detail: 'tableaux câblés et essayés en atelier selon les NF EN IEC 61439, repérés, avec leurs schémas',
    },
    {
      titre: 'Consignation et remplacement',
      detail:
        'consignation par un chargé de consignation, dépose de l’ancien tableau, pose du nouveau, raccordement et repérage départ par départ',
    },
    {
      titre: 'Levée des observations',
      detail:
        'reprise de chaque observation du rapport (protections, liaisons équipotentielles, repérage, protection contre les contacts directs), photos avant et après',
      when: /observations?|reserves|non-conformites|rapports?|verifications?/,
    },
    {
      titre: 'Mesures et remise sous tension',
      detail:
        'mesures d’isolement, de continuité des conducteurs de protection et de résistance de terre, essais des différentiels, remise sous tension départ par départ',
    },
    {
      titre: 'Dossier et visite de levée',
      detail:
        'schémas mis à jour, tableau de suivi des observations, visite de levée avec le vérificateur si le marché la prévoit, DOE',
    },
  ],
  risques: [
    {
      risque: 'Coupure d’équipements sensibles pendant les basculements',
      mesure: 'plan de coupures validé par l’exploitant, alimentations provisoires, bascule départ par départ',
    },
    {
      risque: 'Arc électrique lors des interventions au voisinage des jeux de barres',
      mesure: 'consignation selon la NF C 18-510, écrans et nappes isolantes, EPI contre l’arc',
    },
  ],
  materiel: [{ nom: 'caméra thermique pour le contrôle des serrages sous charge', match: /thermi|thermographi/ }],
  habilitations: [
    'habilitations électriques selon la NF C 18-510 : BC pour les consignations, B2V et BR pour les travaux et raccordements',
    'travail en hauteur sur plateforme individuelle roulante',
  ],
  autocontroles: [
    {
      point: 'Sélectivité, coordination des protections selon le bilan de puissance',
      moment: 'avant commande des tableaux (point d’arrêt)',
      preuve: 'note de calcul visée',
    },
    {
      point: 'Essais du tableau en atelier',
      moment: 'avant livraison',
      preuve: 'déclaration de conformité NF EN IEC 61439 et PV d’essais individuels',
    },
    {
      point: 'Isolement, continuité des conducteurs de protection, résistance de terre',
      moment: 'avant remise sous tension (point d’arrêt)',
      preuve: 'PV de mesures',
    },
    { point: 'Fonctionnement des différentiels', moment: 'à la remise sous tension', preuve: 'PV d’essais' },
    {
      point: 'Levée de chaque observation',
      moment: 'avant réception',
      preuve: 'tableau de suivi des observations avec photos',
      when: /observations?|reserves|non-conformites|rapports?|verifications?/,
    },
  ],
  dechets: [
    { dechet: 'Tableaux, appareillages et disjoncteurs déposés', categorie: 'DD', exutoire: 'filière DEEE' },
    { dechet: 'Câbles déposés', categorie: 'DND', exutoire: 'recycleur de métaux' },
    { dechet: 'Emballages', categorie: 'DND', exutoire: 'centre de tri' },
  ],
  phases: [
    { nom: 'Relevé, lecture des rapports, notes de calcul et visa', part: 0.2 },
    { nom: 'Fabrication des tableaux en atelier', part: 0.25 },
    { nom: 'Consignations, remplacements et levée des observations', part: 0.35 },
    { nom: 'Mesures, remise sous tension et dossier', part: 0.2 },
  ],
  pointsAttention: [
    'les observations du rapport de vérification à lever et leur localisation',
    'les créneaux de coupure que l’exploitant peut accepter et les équipements à ne pas couper',
  ],
  biennale: 'les tableaux et appareillages fournis, en tant qu’éléments d’équipement dissociables',
  entretien:
    'faire vérifier l’installation selon la périodicité réglementaire, resserrer et contrôler les tableaux par thermographie, et tenir les schémas à jour à chaque modification',
};

/** Luminaires replaced or a relamping in an existing building (not street lighting, not a new installation). */
const LUMINAIRES_OBJET =
  /(remplac|renouvel|modernis|changement|renovation|passage)[^.\n]{0,60}(luminaires?|eclairage (interieur|des (salles|locaux|espaces|circulations|bureaux|classes))|eclairages?\b[^.\n]{0,20}\bleds?\b)|relamping|relampage/;

/**
 * Luminaires replaced in a building in service (« Remplacement des luminaires dans les espaces publics du
 * musée »): survey of the circuits and controls kept, a sample and a lighting study, works by zones out of
 * opening hours, emergency lighting kept working, lamps and luminaires to the WEEE stream, measured levels.
 */
const REMPLACEMENT_LUMINAIRES: SousType = {
  key: 'remplacement_luminaires',
  label: 'remplacement des luminaires',
  when: LUMINAIRES_OBJET,
  surObjet: true,
  unless:
    /eclairage public|candelabres?|mats? d'eclairage|voirie|stades?|stadium|gymnases?|terrains? de sport|construction|extension|\bneu(f|ve)s?\b/,
  travaux: 'travaux de remplacement des luminaires',
  ouvrage: 'l’éclairage',
  sansNormes: /61439|61-970|14-100|13-100/,
  normes: [
    {
      ref: 'NF EN 12464-1',
      objet:
        'éclairage des lieux de travail : éclairements, uniformité, éblouissement (UGR) et rendu des couleurs par local',
    },
    { ref: 'NF EN 60598-1', objet: 'luminaires : exigences générales de sécurité des luminaires fournis' },
    {
      ref: 'NF C 71-800 et règlement de sécurité ERP (articles EC)',
      objet: 'éclairage de sécurité maintenu en service pendant et après les travaux, blocs autonomes vérifiés',
    },
  ],
  sansSpecificites: /^(éclairage|tableaux électriques|sécurité incendie)$/,
  specificites: [
    {
      when: /./,
      sujet: 'luminaires et leur commande',
      texte:
        'Avant toute commande, un luminaire témoin est posé et allumé en place avec l’exploitant, et l’étude d’éclairement justifie, local par local, les niveaux de la NF EN 12464-1 (éclairement, uniformité, UGR, indice de rendu des couleurs) ; la commande existante (interrupteurs, détection, gradation ou bus DALI) est relevée et reprise, ou remplacée selon le CCTP, et chaque circuit est repéré avant dépose. Les luminaires déposés partent en filière DEEE, leurs tubes fluorescents (mercure) et lampes emballés à part.',
    },
    {
      when: /musee|collections?|exposition|oeuvres?|patrimoine|tapisserie/,
      sujet: 'éclairage près des collections',
      texte:
        'Près des collections, les sources LED retenues n’émettent pas d’ultraviolet, leur indice de rendu des couleurs et leur température de couleur sont validés avec le conservateur, et l’éclairement des œuvres reste dans les valeurs qu’il fixe ; aucune intervention ne se fait au-dessus d’une œuvre non protégée ou non déplacée.',
    },
  ],
  etapes: [
    {
      titre: 'Relevé des circuits et de la commande',
      detail:
        'relevé des luminaires, des circuits, de la commande (interrupteurs, détection, gradation, DALI) et de l’éclairage de sécurité, hauteurs et accès, repérage amiante avant travaux des faux plafonds et supports touchés',
    },
    {
      titre: 'Étude d’éclairement et luminaire témoin',
      detail:
        'étude d’éclairement par local selon la NF EN 12464-1, fiches des luminaires (NF EN 60598-1) et luminaire témoin validés avant commande',
    },
    {
      titre: 'Dépose et pose par zones',
      detail:
        'consignation du circuit de la zone, dépose des anciens luminaires, pose et raccordement des nouveaux, repérage des circuits, zone rendue propre et éclairée en fin de poste',
    },
    {
      titre: 'Commande et éclairage de sécurité',
      detail:
        'raccordement ou programmation de la commande (détection, gradation, adressage DALI), essai des blocs d’éclairage de sécurité de la zone après intervention',
    },
    {
      titre: 'Mesures et réception',
      detail:
        'mesures d’éclairement au luxmètre par local comparées à l’étude, essais de fonctionnement, plans et fiches remis au DOE',
    },
  ],
  phases: [
    { nom: 'Relevé, étude d’éclairement et luminaire témoin', part: 0.25 },
    { nom: 'Dépose et pose des luminaires par zones', part: 0.5 },
    { nom: 'Commande, éclairage de sécurité et mesures', part: 0.25 },
  ],
  risques: [
    {
      risque: 'Chute de hauteur lors de la dépose et de la pose en plafond',
      mesure:
        'plateforme individuelle roulante ou nacelle selon la hauteur, jamais d’escabeau pour les grandes hauteurs, zone balisée au sol',
    },
    {
      risque: 'Contact électrique lors des raccordements',
      mesure:
        'consignation du circuit par un chargé de consignation (NF C 18-510), vérification d’absence de tension avant dépose',
    },
    {
      risque: 'Bris de tubes fluorescents (mercure) à la dépose',
      mesure: 'tubes déposés entiers, emballés dans leurs conteneurs, aucun tube cassé dans une benne',
    },
  ],
  materiel: [
    { nom: 'luxmètre pour les mesures d’éclairement', match: /luxm/ },
    {
      nom: 'plateforme individuelle roulante ou nacelle selon la hauteur des plafonds',
      match: /plateforme|nacelle|pirl/,
    },
  ],
  sansMateriel: /contrôleur d’installation|tableau|caméra thermique/i,
  habilitations: [
    'habilitations électriques selon la NF C 18-510 : B1V et BR pour les raccordements, BC pour les consignations',
    'conduite de nacelle (CACES R486) si une nacelle est employée',
  ],
  autocontroles: [
    {
      point: 'Luminaire témoin et étude d’éclairement validés',
      moment: 'avant commande (point d’arrêt)',
      preuve: 'étude visée et PV de validation du témoin',
    },
    {
      point: 'Repérage des circuits et fonctionnement de la commande',
      moment: 'à la fin de chaque zone',
      preuve: 'fiche de zone',
    },
    {
      point: 'Éclairage de sécurité de la zone',
      moment: 'après chaque intervention',
      preuve: 'essai des blocs consigné sur la fiche de zone',
    },
    {
      point: 'Éclairements mesurés par local',
      moment: 'avant réception',
      preuve: 'relevés au luxmètre comparés à l’étude',
    },
  ],
  dechets: [
    { dechet: 'Luminaires déposés', categorie: 'DD', exutoire: 'filière DEEE (éco-organisme agréé)' },
    {
      dechet: 'Tubes fluorescents et lampes',
      categorie: 'DD',
      exutoire: 'filière des lampes usagées, conteneurs dédiés',
    },
    { dechet: 'Emballages des luminaires', categorie: 'DND', exutoire: 'centre de tri' },
  ],
  pointsAttention: [
    'la commande existante des luminaires (détection, gradation, DALI) et ce que le CCTP en garde',
    'les heures d’ouverture du bâtiment, qui fixent les créneaux de travail par zone',
  ],
  entretien:
    'nettoyer les luminaires et vérifier la commande une fois par an, et faire essayer les blocs d’éclairage de sécurité selon le règlement de sécurité',
};

/**
 * Access control alone (« Modernisation du système de contrôle d’accès »): no video, VDI cabling, intrusion
 * nor fire-safety system in the object. Its own kind — readers, strikes and magnetic locks, the badge base,
 * the escape doors unlocked by the fire alarm (NF S 61-937-13) — rather than the weak-currents kind, whose
 * cameras and category 6 cabling the object does not ask for.
 */
const CONTROLE_ACCES_SEUL =
  /^(?=[\s\S]*controles? d'acces)(?![\s\S]*(video[- ]?protection|video[- ]?surveillance|cameras?|\bvdi\b|cablages? (informatiques?|vdi|structures?)|courants? faibles?|intrusion|anti-intrusion|\bssi\b|securite incendie|detection incendie|alarme incendie|desenfumage|fibre optique|\bff?tt?[ho]\b))/;

const HOSPITALIER = /hopital|hospitali|\bchu\b|\bchru\b|clinique|ehpad|etablissement de sante|soins/;

const CONTROLE_ACCES: SousType = {
  key: 'controle_acces',
  label: 'contrôle d’accès',
  when: CONTROLE_ACCES_SEUL,
  travaux: 'travaux de contrôle d’accès',
  ouvrage: 'le système de contrôle d’accès',
  sansNormes: /^NF C 15-100$|^NF C 14-100$|^NF C 71-800$|articles EL|^NF EN 50173$/,
  normes: [
    {
      ref: 'NF EN 60839-11-1',
      objet: 'systèmes de contrôle d’accès électronique : exigences du système et des composants',
    },
    {
      ref: 'NF S 61-937-13',
      objet:
        'dispositifs actionnés de sécurité : dispositif de verrouillage pour issue de secours (déverrouillage par rupture d’alimentation)',
    },
    {
      ref: 'NF S 61-932',
      objet: 'règles d’installation des systèmes de sécurité incendie (liaisons de commande des DAS)',
    },
    {
      ref: 'Règlement de sécurité ERP (arrêté du 25 juin 1980), articles CO 45 et CO 46',
      objet: 'issues de secours : ouverture par simple poussée ou par dispositif de verrouillage admis',
    },
    {
      ref: 'Règlement (UE) 2016/679 (RGPD)',
      objet: 'données personnelles des badges et des journaux d’accès : finalité, durée de conservation, accès',
    },
  ],
  sansSpecificites: /^précâblage VDI$|^sécurité incendie$/,
  specificites: [
    {
      when: /controles? d'acces/,
      sujet: 'déverrouillage des issues contrôlées sur alarme incendie',
      texte:
        'Toute porte sur un cheminement d’évacuation équipée d’une ventouse ou d’une gâche doit se déverrouiller dès l’alarme incendie : le dispositif de verrouillage est un DAS conforme à la NF S 61-937-13, déverrouillé par rupture de son alimentation sur ordre du SSI de l’établissement (liaison réalisée selon la NF S 61-932) et par le déclencheur manuel vert placé à côté de la porte. Ces liaisons sont arrêtées avec le coordonnateur SSI et le service sécurité de l’établissement ; chaque porte est essayée sur alarme avant sa remise en service, et le dossier d’identité du SSI est complété des DAS ajoutés ou remplacés. Sur une porte coupe-feu, la ventouse ou la gâche retenue doit être compatible avec le procès-verbal de résistance au feu du bloc-porte.',
    },
    {
      when: /controles? d'acces/,
      sujet: 'reprise des badges et données personnelles',
      texte:
        'La base des badges et des droits d’accès est reprise de l’ancien système avec l’exploitant : export, contrôle des profils et des plages horaires, badges existants relus par les nouveaux lecteurs ou remplacés selon un plan arrêté avec lui. Les journaux d’accès sont des données personnelles (RGPD) : durée de conservation, personnes habilitées à les consulter et information des agents sont fixées par l’établissement avec son délégué à la protection des données ; nous paramétrons le système en conséquence et ne conservons aucune copie de la base.',
    },
    {
      when: HOSPITALIER,
      sujet: 'établissement de santé maintenu en sûreté',
      texte:
        'L’hôpital reste en service jour et nuit : les portes sont basculées une à une ou par petits groupes, sur des créneaux arrêtés avec le service sécurité et les cadres des services (urgences, maternité, pharmacie, blocs), l’ancien lecteur restant actif jusqu’à la recette de la nouvelle porte ; une porte ne reste jamais ni bloquée fermée sur un cheminement d’évacuation, ni ouverte sans surveillance sur une zone sensible.',
    },
  ],
  etapes: [
    {
      titre: 'Relevé des portes et de l’existant',
      detail:
        'relevé porte par porte (lecteur, gâche ou ventouse, contact de position, bouton de sortie, issue de secours ou non, porte coupe-feu), de la centrale, des alimentations et du logiciel existants, synoptique et liste des portes soumis au visa',
    },
    {
      titre: 'Interface avec la sécurité incendie',
      detail:
        'liste des issues contrôlées à déverrouiller sur alarme arrêtée avec le coordonnateur SSI, raccordement des DAS de verrouillage (NF S 61-937-13) au SSI et déclencheurs manuels verts, compatibilité des ventouses avec les PV des portes coupe-feu',
    },
    {
      titre: 'Câblage et équipements',
      detail:
        'câbles de bus et de lecteurs selon le CCTP, séparés des courants forts et repérés, pose des lecteurs, gâches, ventouses et contacts, unités de traitement et alimentations secourues, perçages aspirés',
    },
    {
      titre: 'Paramétrage et reprise des badges',
      detail:
        'paramétrage de la centrale et du logiciel avec l’exploitant : profils, plages horaires, reprise de la base des badges, durées de conservation des journaux fixées par l’établissement',
    },
    {
      titre: 'Bascule porte par porte et recette',
      detail:
        'bascule de chaque porte sur créneau arrêté avec l’établissement, essai du badge autorisé et refusé, de l’alarme de porte forcée et du déverrouillage sur alarme incendie, ancien matériel déposé après la recette',
    },
    {
      titre: 'Formation et dossier',
      detail:
        'formation des exploitants et du service sécurité, dossier des ouvrages exécutés avec liste des portes, synoptique, cahier de recette et mise à jour du dossier d’identité SSI',
    },
  ],
  materiaux: [
    'lecteurs et badges compatibles avec la technologie retenue par l’établissement, proposés au visa sur fiches techniques',
    'ventouses et gâches conformes à la NF S 61-937-13 sur les issues de secours, compatibles avec les PV des portes coupe-feu',
    'unités de traitement et alimentations secourues (batteries) dimensionnées pour l’autonomie fixée au CCTP',
    'câbles de bus et de lecteurs de classe de réaction au feu adaptée (classement CPR)',
  ],
  // The access-control technician's tools: badges, software, bus and door hardware — not a power installation's.
  materiel: [
    { nom: 'perforateur avec aspiration à filtre HEPA', match: /perfor|aspirat|hepa/ },
    { nom: 'programmateur-encodeur de badges', match: /programmat|encod|badge/ },
    {
      nom: 'ordinateur portable de paramétrage avec le logiciel de gestion et de supervision des accès',
      match: /ordinateur|portable|logiciel/,
    },
    {
      nom: 'testeur de câblage et multimètre pour les liaisons de bus et Ethernet',
      match: /multimetre|testeur/,
    },
    {
      nom: 'outillage de menuiserie pour l’encastrement des gâches, ventouses et contacts de porte',
      match: /menuiser|mortais|defonceuse|gabarit/,
    },
  ],
  sansMateriel: /contrôleur d’installation|outillage isolé|luminaire|tableau/i,
  habilitations: [
    'habilitations électriques selon la NF C 18-510 (BR, B1V selon les tâches) pour les raccordements des alimentations',
    'formation des techniciens aux matériels et au logiciel de contrôle d’accès retenus',
    'travail en hauteur sur PIRL',
  ],
  risques: [
    {
      risque: 'Issue de secours restée verrouillée pendant les travaux',
      mesure:
        'aucune ventouse alimentée sur une issue tant que son déverrouillage sur alarme n’est pas essayé, portes essayées le jour même de leur bascule',
    },
  ],
  autocontroles: [
    {
      point: 'Repérage et continuité des liaisons de chaque porte',
      moment: 'à la fin du câblage, avant raccordement',
      preuve: 'fiche par porte',
    },
    {
      point: 'Déverrouillage de chaque issue contrôlée sur alarme incendie et par déclencheur manuel',
      moment: 'avant la remise en service de la porte (point d’arrêt)',
      preuve: 'PV d’essai signé avec le service sécurité',
    },
    {
      point: 'Fonctionnement de chaque porte (badge autorisé et refusé, porte forcée, porte maintenue ouverte)',
      moment: 'à la recette, avant réception',
      preuve: 'cahier de recette signé avec l’exploitant',
    },
    {
      point: 'Reprise de la base des badges et des droits',
      moment: 'avant la bascule',
      preuve: 'état des profils contrôlé par l’exploitant',
    },
  ],
  phases: [
    { nom: 'Relevé des portes, études et visa', part: 0.2 },
    { nom: 'Câblage et pose des équipements', part: 0.35 },
    { nom: 'Paramétrage et reprise des badges', part: 0.15 },
    { nom: 'Bascule porte par porte, essais et recette', part: 0.3 },
  ],
  pointsAttention: [
    'les issues de secours contrôlées et leur déverrouillage par le SSI, à arrêter avec le coordonnateur SSI',
    'la reprise de la base des badges et la compatibilité des badges existants avec les nouveaux lecteurs',
    'l’exploitation de la sûreté pendant les travaux et le calendrier de bascule des portes, à arrêter avec l’exploitant',
  ],
  sansPointsAttention: /tableau général|branchement/,
  dechets: [
    { dechet: 'Câbles et chutes de câbles', categorie: 'DND', exutoire: 'recycleur de métaux' },
    {
      dechet: 'Équipements déposés (lecteurs, centrale, gâches, ventouses, alimentations)',
      categorie: 'DD',
      exutoire: 'filière DEEE (reprise par l’éco-organisme)',
    },
    {
      dechet: 'Batteries des alimentations déposées',
      categorie: 'DD',
      exutoire: 'filière de collecte des piles et accumulateurs',
    },
    { dechet: 'Emballages', categorie: 'DND', exutoire: 'centre de tri' },
  ],
  biennale:
    'les équipements de contrôle d’accès fournis (lecteurs, centrale, gâches, ventouses, alimentations), éléments d’équipement dissociables',
  entretien:
    'faire vérifier dans le cadre du contrat de maintenance les lecteurs, les alimentations secourues (batteries) et le déverrouillage de chaque issue contrôlée sur alarme incendie, tenir à jour les droits d’accès et purger les badges perdus ou restitués et les journaux au terme de la durée de conservation fixée par l’établissement',
};

/**
 * A building management system named as the object's key noun (« mise à niveau technique de la gestion
 * technique de bâtiment », « remplacement de la GTC »): inventory of the automates and points in place, the
 * points list and functional analyses, the open protocol the CCTP fixes, the supervision software, a
 * migration per subsystem that keeps the installations running, tests point by point, the operators'
 * training and a DOE with the points list. Not heating nor an indoor electrical installation: for the
 * heating engineer, the HVAC points of the GTB; for the electrician, its cabinets, bus and electrical points.
 * The décret BACS is cited only as applying « lorsque le bâtiment y est soumis ».
 */
function gtbKind(metier: 'chauffagiste' | 'electricien'): SousType {
  const cvc = metier === 'chauffagiste';
  return {
    key: 'gtb',
    label: 'gestion technique (GTB)',
    when: cleNommee('gtb', MOTS_DU_METIER[metier]),
    surObjet: true,
    // The remote management of water works or a process is no building's GTB: the trade-neutral method.
    unlessSurObjet:
      /reservoirs?|chateaux? d'eau|stations? (de pompage|d'epuration|de relevage)|\bstep\b|forages?|\bprocess\b|eau potable|assainissement|eclairage public/,
    horsModele: true,
    travaux: 'travaux de gestion technique (GTB)',
    ouvrage: 'la gestion technique du bâtiment',
    sansNormes: /./,
    normes: [
      {
        ref: 'NF EN ISO 16484',
        objet:
          'systèmes d’automatisation et de gestion technique du bâtiment : matériels, fonctions, protocole BACnet (partie 5)',
      },
      {
        ref: 'NF EN ISO 52120-1',
        objet:
          'contribution de l’automatisation, de la régulation et de la gestion technique à la performance énergétique des bâtiments (classes de fonctions)',
      },
      {
        ref: 'Décret n° 2020-887 du 20 juillet 2020 modifié (décret BACS)',
        objet:
          'systèmes d’automatisation et de contrôle des bâtiments tertiaires, lorsque le bâtiment y est soumis (seuils de puissance de ses systèmes de chauffage ou de climatisation) : suivi, enregistrement et analyse des consommations, interopérabilité',
      },
      { ref: 'NF C 15-100', objet: 'alimentation et protection des armoires d’automates' },
      { ref: 'NF C 18-510', objet: 'opérations sur les installations électriques et habilitations' },
    ],
    sansSpecificites: /./,
    specificites: [
      {
        when: /./,
        sujet: 'inventaire de l’existant et liste des points',
        texte:
          'Rien n’est commandé avant l’inventaire de l’installation en place : automates, modules d’entrées-sorties, réseaux de communication, poste et logiciel de supervision, versions des programmes, ainsi que l’état des sondes et des actionneurs qui restent en place. Sur cet inventaire, la liste des points — mesures, états, commandes, alarmes avec leurs seuils, comptages — et les analyses fonctionnelles de chaque sous-système sont établies ou mises à jour, puis soumises au visa de l’exploitant : c’est la liste des points qui fixe le nombre d’automates, les licences du logiciel de supervision et le cahier de recette.',
      },
      {
        when: /./,
        sujet: 'protocoles et supervision',
        texte:
          'Les automates communiquent avec le superviseur par le protocole ouvert que fixe le CCTP (BACnet selon la NF EN ISO 16484-5, Modbus, KNX ou LON) ; les passerelles vers les équipements conservés sont listées point par point, et le plan d’adressage comme l’accès au réseau informatique de l’établissement (cloisonnement, comptes, accès à distance) sont arrêtés avec son service informatique. Les synoptiques, les historiques, les alarmes et leur renvoi vers l’exploitant sont paramétrés dans le logiciel de supervision retenu, dont les sources et les licences sont remises au maître d’ouvrage.',
      },
      {
        when: /./,
        sujet: 'migration sans perte de service',
        texte:
          'La mise à niveau se fait sans perte de service : l’installation existante reste en fonctionnement pendant que les nouveaux automates sont programmés et testés en atelier ; le basculement se fait ensuite sous-système par sous-système, à une date et pour une durée convenues avec l’exploitant, avec un retour à l’état antérieur préparé si un essai échoue. Chaque sous-système basculé est essayé point à point avant que le suivant ne soit touché, et l’ancien matériel n’est déposé qu’une fois le nouveau réceptionné.',
      },
      cvc
        ? {
            when: /./,
            sujet: 'points de génie climatique',
            texte:
              'Notre part porte sur les installations de génie climatique raccordées à la GTB — productions, réseaux, traitement d’air, comme le CCTP les liste : sondes, vannes motorisées, organes de régulation et leurs points, dont chaque commande est vérifiée sur l’équipement lui-même et non sur l’écran seul. L’étendue exacte (régulateurs remplacés ou conservés, équipements repris en communication) est celle du CCTP, que nous confirmons au relevé.',
          }
        : {
            when: /./,
            sujet: 'armoires, bus et points électriques',
            texte:
              'Notre part porte sur les armoires et coffrets d’automates, leur alimentation depuis les tableaux, les bus de communication, le raccordement des points (états et défauts des départs, comptages d’énergie, commandes d’éclairage et d’équipements), comme le CCTP les liste ; les câbles de bus sont séparés des courants forts, repérés aux deux extrémités et reportés sur les schémas.',
          },
    ],
    etapes: [
      {
        titre: 'Inventaire de l’existant',
        detail:
          'relevé des automates, des points, des réseaux de communication et du superviseur en place (versions, licences), état des sondes et actionneurs conservés, analyses fonctionnelles existantes recueillies',
      },
      {
        titre: 'Liste des points et analyses fonctionnelles',
        detail:
          'liste des points par sous-système, analyses fonctionnelles, architecture, protocole et plan d’adressage soumis au visa de l’exploitant avant toute commande',
      },
      {
        titre: 'Plan de migration',
        detail:
          'ordre de basculement des sous-systèmes, créneaux et durées d’arrêt convenus avec l’exploitant, retour à l’état antérieur préparé pour chacun',
      },
      {
        titre: 'Programmation et essais en atelier',
        detail: 'automates programmés et essayés sur plate-forme, synoptiques et alarmes préparés dans la supervision',
      },
      {
        titre: 'Pose et câblage',
        detail:
          'armoires et automates posés ; bus tirés à l’écart des courants forts, repérés aux deux extrémités ; sondes et actionneurs remplacés selon le CCTP',
      },
      {
        titre: 'Basculement par sous-système',
        detail:
          'raccordement des points d’un sous-système, essais point à point (mesure comparée, commande vérifiée sur l’équipement, alarme provoquée), puis sous-système suivant ; ancien matériel déposé après réception du nouveau',
      },
      {
        titre: 'Recette et formation',
        detail:
          'recette globale avec l’exploitant, formation des exploitants au logiciel de supervision, DOE avec la liste des points, les analyses fonctionnelles, les schémas, les programmes et leurs sauvegardes',
      },
    ],
    phases: [
      { nom: 'Inventaire, liste des points et visa', part: 0.2 },
      { nom: 'Programmation et essais en atelier', part: 0.2 },
      { nom: 'Pose, câblage et basculements par sous-système', part: 0.4 },
      { nom: 'Recette point à point, formation et DOE', part: 0.2 },
    ],
    sansRisques: /./,
    risques: [
      {
        risque: 'Électrisation dans les armoires et tableaux en service',
        mesure:
          'consignation ou travail au voisinage selon la NF C 18-510, vérification d’absence de tension, intervenants habilités',
      },
      {
        risque: 'Arrêt non prévu d’une installation desservant des locaux occupés',
        mesure:
          'basculement par sous-système sur créneau convenu, commandes forcées en local possibles, retour à l’état antérieur préparé',
      },
      {
        risque: 'Chute de hauteur lors de l’accès aux équipements (faux plafonds, locaux techniques, toiture)',
        mesure: 'PIRL ou échafaudage roulant, accès en toiture protégés, jamais d’échelle comme poste de travail',
      },
    ],
    sansMateriel: /./,
    materiel: [
      {
        nom: 'ordinateur portable avec les logiciels de programmation des automates et de la supervision',
        match: /ordinateur|portable|logiciel/,
      },
      { nom: 'analyseur de bus de communication', match: /analyseur|bus/ },
      { nom: 'multimètre et calibrateur de boucle 4-20 mA', match: /multimetre|calibrat/ },
    ],
    habilitations: [
      'habilitations électriques selon la NF C 18-510 adaptées aux tâches (B2V pour le câblage et le raccordement dans les armoires, BR pour les raccordements et les essais)',
      'formation aux automates et au logiciel de supervision retenus',
    ],
    materiaux: [
      'automates, modules d’entrées-sorties et passerelles communiquant par le protocole fixé au CCTP',
      'sondes et actionneurs avec leurs fiches techniques, sondes livrées avec certificat d’étalonnage',
      'câbles de bus et armoires conformes au CCTP',
    ],
    autocontroles: [
      {
        point: 'Liste des points et analyses fonctionnelles visées',
        moment: 'avant commande (point d’arrêt)',
        preuve: 'liste des points visée',
      },
      {
        point: 'Programmes essayés en atelier',
        moment: 'avant le premier basculement',
        preuve: 'procès-verbal d’essais en plate-forme',
      },
      {
        point: 'Essais point à point de chaque sous-système basculé',
        moment: 'à chaque basculement',
        preuve: 'cahier de recette point par point signé avec l’exploitant',
      },
      {
        point: 'Historiques, alarmes et renvois dans la supervision',
        moment: 'avant réception',
        preuve: 'extraits d’historiques et journal des alarmes',
      },
    ],
    dechets: [
      { dechet: 'Automates, cartes et équipements électroniques déposés', categorie: 'DD', exutoire: 'filière DEEE' },
      { dechet: 'Chutes de câbles', categorie: 'DND', exutoire: 'recycleur de métaux' },
      { dechet: 'Emballages', categorie: 'DND', exutoire: 'centre de tri' },
    ],
    pointsAttention: [
      'la liste des points et le protocole fixés au CCTP, et ce que l’installation existante permet de reprendre',
      'les créneaux de basculement que l’exploitant accepte et les installations qui ne peuvent s’arrêter',
      'l’accès au réseau informatique de l’établissement et les règles de sécurité informatique de la supervision',
    ],
    sansPointsAttention: /./,
    biennale:
      'les automates, sondes, actionneurs et équipements de supervision fournis, éléments d’équipement dissociables',
    decennale: 'les ouvrages exécutés, lorsqu’un désordre rend l’ouvrage impropre à sa destination',
    entretien:
      'sauvegarder les programmes et la configuration de la supervision après chaque modification, suivre chaque mois les alarmes et les consommations, faire vérifier l’étalonnage des sondes selon les préconisations des fabricants',
  };
}

/**
 * Smoke control named by the object of an electrician's contract (« Rénovation du système de désenfumage du
 * gymnase »), without a detection or alarm system, general electricity nor HVAC beside it: the DAS (exutoires
 * and ouvrants, volets, amenées d’air), their commands (DCM, DAC, pneumatic or electric), the fire-resistant
 * command lines, the tests DAS by DAS — not detectors, sounders, luminaires nor fluorescent tubes.
 */
const DESENFUMAGE_NOMME = /desenfumage|exutoires? de fumees?|evacuation (naturelle )?(des )?fumees/;
const AUTRES_TRAVAUX_QUE_DESENFUMAGE =
  /\bssi\b|\bsmsi\b|securite incendie|securisation incendie|mise en securite|detection|alarmes?\b|electricite|courants? (forts?|faibles?)|eclairage|luminaires?|tableaux?|chauffage|chaufferie|\bcvc\b|ventilation|climatisation|plomberie|genie climatique|traitement d'air|maintenance|verifications? (reglementaires?|periodiques?)|controles? periodiques?/;
const DESENFUMAGE_SEUL_OBJET = new RegExp(
  `^(?=[\\s\\S]*(?:${DESENFUMAGE_NOMME.source}))(?![\\s\\S]*(?:${AUTRES_TRAVAUX_QUE_DESENFUMAGE.source}))`,
);
/** Not a new building only (the smoke control of a building in use). */
const EXISTANT_OU_NON_DIT = new RegExp(`^(?!${NEUF_SEUL.source.slice(1)})`);

const DESENFUMAGE_COMMANDES: SousType = {
  key: 'desenfumage',
  label: 'désenfumage',
  when: DESENFUMAGE_SEUL_OBJET,
  surObjet: true,
  unlessSurObjet: NEUF_SEUL,
  travaux: 'travaux de désenfumage',
  ouvrage: 'les installations de désenfumage',
  // Neither detection (NF S 61-970), lighting (NF EN 12464-1), BAES nor a branchement: the smoke control's own rules.
  sansNormes: /61-970|12464|71-800|C 14-100|C 13-100/,
  normes: [
    {
      ref: 'Arrêté du 25 juin 1980 (règlement de sécurité contre l’incendie des ERP), articles DF, et instruction technique n° 246',
      objet:
        'désenfumage des établissements recevant du public : zones, mode de désenfumage naturel ou mécanique, commandes, lorsque le bâtiment en relève',
    },
    { ref: 'NF S 61-932', objet: 'systèmes de sécurité incendie : règles d’installation' },
    {
      ref: 'NF S 61-937',
      objet: 'dispositifs actionnés de sécurité (DAS) : ouvrants et exutoires, volets, dispositifs de commande',
    },
    {
      ref: 'NF S 61-938',
      objet: 'dispositifs de commande manuelle (DCM, DCMR) et dispositifs adaptateurs de commande (DAC)',
    },
    {
      ref: 'NF EN 12101-2',
      objet: 'dispositifs d’évacuation naturelle de fumées et de chaleur (exutoires, ouvrants de désenfumage)',
    },
    { ref: 'NF S 61-933', objet: 'systèmes de sécurité incendie : règles d’exploitation et de maintenance' },
  ],
  sansSpecificites: /^(sécurité incendie|éclairage|tableaux électriques)$/,
  specificites: [
    {
      when: /./,
      sujet: 'désenfumage réglementaire',
      texte:
        'Le désenfumage est un ouvrage de sécurité : ses zones, son mode (naturel, par exutoires ou ouvrants en partie haute et amenées d’air en partie basse, ou mécanique) et ses commandes sont ceux de la notice de sécurité et du CCTP, selon le règlement de sécurité des ERP (articles DF et instruction technique n° 246) lorsque le bâtiment en relève. Les exutoires et ouvrants sont marqués CE selon la NF EN 12101-2 et justifiés avant commande par leur déclaration des performances (surface utile, fiabilité, tenue à la charge de neige et à la chaleur) ; les dispositifs actionnés de sécurité (DAS) répondent à la NF S 61-937, leurs dispositifs de commande — DCM, DCMR ou DAC — à la NF S 61-938, et l’ensemble forme avec les commandes ou le centralisateur de mise en sécurité incendie conservés un système compatible au sens de la NF S 61-932, ce que le dossier d’identité SSI établit.',
    },
    {
      when: /./,
      sujet: 'commandes et lignes du désenfumage',
      texte:
        'Le mode de commande est celui que fixe le CCTP, à confirmer au relevé de l’existant : pneumatique (cartouches de CO2 et tubes cuivre jusqu’aux vérins des ouvrants) ou électrique, à émission ou à rupture de courant en 24 ou 48 V, avec son alimentation électrique de sécurité. Les lignes de télécommande qui doivent fonctionner pendant l’incendie sont en câbles résistants au feu (catégorie CR1), sur des supports et des colliers qui tiennent au feu, repérées aux deux extrémités ; les contacts de position de chaque DAS sont reportés au dispositif de commande, et les commandes manuelles sont posées près des accès de chaque zone, repérées et protégées contre les manœuvres accidentelles.',
    },
    {
      when: EXISTANT_OU_NON_DIT,
      sujet: 'maintien de la sécurité incendie pendant les travaux',
      texte:
        'Le bâtiment reste utilisable pendant les travaux, sauf fermeture arrêtée avec l’exploitant : les zones sont traitées une à une, les ouvrants et les commandes existants restent en service jusqu’à la bascule sur les nouveaux, et toute zone privée de désenfumage est signalée à l’exploitant, couverte par une surveillance humaine permanente ou une restriction d’occupation arrêtée avec lui, et consignée au registre de sécurité jusqu’à sa remise en service.',
    },
  ],
  etapes: [
    {
      titre: 'Relevé et études d’exécution',
      detail:
        'relevé de l’existant (zones de désenfumage, exutoires, ouvrants et amenées d’air, mode de commande pneumatique ou électrique, DCM, DAC ou centralisateur en place, état des lignes), liste des DAS par zone, synoptique, plans et fiches techniques soumis au visa du maître d’œuvre, du contrôleur technique et du coordonnateur SSI',
    },
    {
      titre: 'Phasage en sécurité',
      detail:
        'zones traitées une à une avec l’accord de l’exploitant, désenfumage existant laissé en service jusqu’à la bascule, toute zone neutralisée signalée, surveillée et consignée au registre de sécurité',
      unless: NEUF_SEUL,
    },
    {
      titre: 'Dépose',
      detail:
        'consignation des commandes, dépose des exutoires, ouvrants, vérins et lignes à remplacer après lecture du repérage amiante avant travaux, trémie d’un exutoire déposé refermée ou protégée dans la journée (hors d’eau, protection contre la chute au travers)',
      unless: NEUF_SEUL,
    },
    {
      titre: 'Exutoires, ouvrants et amenées d’air',
      detail:
        'pose des exutoires en toiture et des ouvrants en façade marqués CE selon la NF EN 12101-2, des volets et des amenées d’air prévus au CCTP, relevés d’étanchéité des costières coordonnés avec le couvreur ou l’étancheur',
    },
    {
      titre: 'Commandes et lignes',
      detail:
        'pose des DCM, DCMR ou DAC selon l’étude, lignes pneumatiques en tube cuivre ou lignes électriques de télécommande en câbles résistants au feu (CR1) sur supports tenant au feu, contacts de position, alimentation électrique de sécurité des commandes électriques, rebouchage coupe-feu des traversées',
    },
    {
      titre: 'Mesures et raccordements',
      detail:
        'mesures d’isolement et de continuité des lignes électriques, essai d’étanchéité des lignes pneumatiques, raccordement de chaque DAS et de ses contacts de position',
    },
    {
      titre: 'Essais ouvrant par ouvrant',
      detail:
        'essai de chaque DAS en commande, en position de sécurité, en signalisation de position et en réarmement, puis essais d’ensemble zone par zone avec le coordonnateur SSI et, lorsque la réglementation l’exige, l’organisme agréé',
    },
    {
      titre: 'Réception technique et dossier d’identité',
      detail:
        'procès-verbal de réception technique, dossier d’identité SSI mis à jour, consignes de réarmement remises à l’exploitant et formation de son personnel, DOE',
    },
  ],
  risques: [
    {
      risque: 'Zone privée de désenfumage pendant les travaux',
      mesure:
        'neutralisation limitée à la zone et à la durée des travaux, accord de l’exploitant, surveillance humaine permanente ou restriction d’occupation jusqu’à la remise en service, consignation au registre de sécurité',
      when: EXISTANT_OU_NON_DIT,
    },
    {
      risque: 'Chute de hauteur en toiture (exutoires) et en façade (ouvrants)',
      mesure:
        'protections collectives en rive et protection des trémies, lanterneaux et exutoires contre la chute au travers ; harnais relié à une ligne de vie lorsque la protection collective est impossible ; nacelle élévatrice pour les ouvrants en façade et en partie haute',
    },
    {
      risque: 'Exposition à l’amiante (joints, mastics et plaques de toiture en fibres-ciment)',
      mesure:
        'repérage amiante avant travaux lu avant toute dépose ou tout percement, mode opératoire sous-section 4 pour les interventions, retrait éventuel par une entreprise certifiée sous-section 3',
      when: EXISTANT_OU_NON_DIT,
    },
    {
      risque: 'Déclenchement intempestif d’un ouvrant ou d’une cartouche de CO2',
      mesure:
        'commandes consignées et cartouches démontées pendant les interventions sur les DAS, exploitant prévenu de chaque essai, zone d’essai balisée sous les ouvrants',
    },
  ],
  sansRisques: /^Chute de hauteur$|Coupure de l’alimentation|amiante lors des percements/,
  materiel: [
    {
      nom: 'nacelle élévatrice pour les ouvrants en façade et les exutoires en partie haute',
      match: /nacelle|pemp|echafaudage/,
    },
    {
      nom: 'harnais, ligne de vie provisoire et protections de rive pour le travail en toiture',
      match: /harnais|ligne de vie|garde-corps|filet/,
    },
    {
      nom: 'contrôleur d’isolement et multimètre pour les lignes de commande',
      match: /controleur|multimetre|megohm|mesure|testeur/,
    },
    {
      nom: 'outillage de cintrage et de raccordement des tubes cuivre des commandes pneumatiques',
      match: /cintr|sertiss|braser|tube/,
    },
  ],
  sansMateriel: /contrôleur d’installation|nacelle ou plateforme|dérouleur/,
  materiaux: [
    'exutoires et ouvrants de désenfumage marqués CE selon la NF EN 12101-2, avec leur déclaration des performances',
    'dispositifs actionnés de sécurité conformes à la NF S 61-937 et dispositifs de commande (DCM, DCMR, DAC) conformes à la NF S 61-938, compatibles avec les commandes ou le centralisateur conservés',
    'câbles résistants au feu (catégorie CR1) pour les lignes de télécommande, avec supports et colliers tenant au feu',
    'tubes cuivre, raccords et cartouches de CO2 lorsque les commandes sont pneumatiques',
    'produits de rebouchage coupe-feu sous procès-verbal pour les traversées de parois',
  ],
  habilitations: [
    'habilitations électriques selon la NF C 18-510 (B1V, B2V, BR selon les tâches)',
    'travail en hauteur : toiture sous protections collectives ou harnais sur ligne de vie, conduite de nacelle (CACES R486)',
    'formation amiante sous-section 4 pour les interventions sur des matériaux qui peuvent en contenir',
  ],
  autocontroles: [
    {
      point: 'Compatibilité des DAS et des dispositifs de commande, déclaration des performances des exutoires',
      moment: 'avant commande (point d’arrêt)',
      preuve: 'fiches techniques et attestations de compatibilité visées',
    },
    {
      point: 'Zones privées de désenfumage et mesures compensatoires',
      moment: 'avant chaque neutralisation et en fin de journée',
      preuve: 'registre de suivi des zones visé par l’exploitant',
      when: EXISTANT_OU_NON_DIT,
    },
    {
      point:
        'Lignes de commande : nature des câbles, supports, isolement et continuité (étanchéité des lignes pneumatiques)',
      moment: 'avant raccordement des DAS',
      preuve: 'fiche de pose et PV de mesures par ligne',
    },
    {
      point: 'Étanchéité des relevés autour des exutoires',
      moment: 'après la pose, avant le repli des protections de toiture',
      preuve: 'fiche et photos datées par exutoire',
    },
    {
      point: 'Fonctionnement de chaque DAS (commande, position de sécurité, contact de position, réarmement)',
      moment: 'à la mise en service, ouvrant par ouvrant',
      preuve: 'fiches d’essais DAS par DAS',
    },
    {
      point: 'Essais fonctionnels d’ensemble du désenfumage, zone par zone',
      moment: 'avant réception, avec le coordonnateur SSI (point d’arrêt)',
      preuve: 'procès-verbal de réception technique, dossier d’identité SSI mis à jour',
    },
  ],
  dechets: [
    { dechet: 'Câbles, tubes cuivre et chutes', categorie: 'DND', exutoire: 'recycleur de métaux' },
    {
      dechet: 'Exutoires, ouvrants et châssis déposés (métal, polycarbonate)',
      categorie: 'DND',
      exutoire: 'ferrailleur et filière de recyclage des plastiques',
      unless: NEUF_SEUL,
    },
    {
      dechet: 'Dispositifs de commande, moteurs et équipements électroniques déposés',
      categorie: 'DD',
      exutoire: 'filière DEEE (reprise par l’éco-organisme)',
      unless: NEUF_SEUL,
    },
    {
      dechet: 'Cartouches de CO2 déposées',
      categorie: 'DND',
      exutoire: 'reprise par le fournisseur pour rechargement',
      unless: NEUF_SEUL,
    },
    { dechet: 'Emballages', categorie: 'DND', exutoire: 'centre de tri' },
  ],
  phases: [
    { nom: 'Relevé, études d’exécution et visa', part: 0.2 },
    { nom: 'Phasage en sécurité et déposes', part: 0.15 },
    { nom: 'Exutoires, ouvrants et amenées d’air', part: 0.25 },
    { nom: 'Commandes, lignes et raccordements', part: 0.2 },
    { nom: 'Essais ouvrant par ouvrant et réception technique', part: 0.2 },
  ],
  pointsAttention: [
    'le classement de l’établissement (type et catégorie d’ERP) et la notice de sécurité, qui fixent les zones et le mode de désenfumage',
    'le mode de commande en place (pneumatique ou électrique) et la compatibilité des nouveaux DAS avec les commandes conservées',
    'l’accès à la toiture, ses protections et l’étanchéité des relevés autour des exutoires',
    'la neutralisation zone par zone pendant les travaux, à arrêter avec l’exploitant',
  ],
  sansPointsAttention: /./,
  biennale:
    'les exutoires, ouvrants, volets, dispositifs de commande et moteurs, en tant qu’éléments d’équipement dissociables',
  decennale:
    'les lignes de commande encastrées et les ouvrages intégrés au bâti (costières et relevés des exutoires), et tout désordre rendant l’ouvrage impropre à sa destination',
  entretien:
    'faire entretenir le désenfumage dans le cadre d’un contrat de maintenance selon la NF S 61-933 ; en faire essayer chaque DAS avec sa commande à la périodicité fixée par le règlement de sécurité, remplacer les cartouches de CO2 percutées ou en fin de validité, consigner chaque essai au registre de sécurité',
};

/** The same smoke control in a new building: nothing to keep in service nor to remove, no asbestos. */
const DESENFUMAGE_COMMANDES_NEUF: SousType = {
  ...DESENFUMAGE_COMMANDES,
  when: new RegExp(`${DESENFUMAGE_SEUL_OBJET.source}${NEUF_SEUL.source.slice(1)}`),
  unlessSurObjet: undefined,
  phases: [
    { nom: 'Études d’exécution, visa et approvisionnement', part: 0.2 },
    { nom: 'Réservations et supports', part: 0.1 },
    { nom: 'Exutoires, ouvrants et amenées d’air', part: 0.3 },
    { nom: 'Commandes, lignes et raccordements', part: 0.2 },
    { nom: 'Essais ouvrant par ouvrant et réception technique', part: 0.2 },
  ],
  habilitations: DESENFUMAGE_COMMANDES.habilitations?.filter((h) => !/amiante/.test(h)),
  pointsAttention: DESENFUMAGE_COMMANDES.pointsAttention?.filter((p) => !/pendant les travaux/.test(p)),
};

/** A sports ground or hall (folded), as the object names it. */
const EQUIPEMENT_SPORTIF =
  /\bstades?\b|\bstadium\b|terrains? (?:de (?:sports?|football|foot|rugby|tennis|hockey)|synthetiques?|d'honneur|d'entrainement|multi-?sports?)|complexes? sportifs?|\bgymnases?\b|salles? (?:de sports?|omnisports?|multisports?)|courts? de tennis|\bpistes? d'athletisme|city[- ]?stades?|parc des sports/;

/**
 * Luminaires of the public lighting replaced on the supports kept (« Remplacement des luminaires d’éclairage public
 * … en luminaires à LED », « Relamping de l’éclairage public »): the object names the luminaires, and neither masts,
 * cables nor trenches, nor a framework or upkeep contract (those are the networks' kind, with per-order wording).
 */
const ECLAIRAGE_PUBLIC_LUMINAIRES =
  /^(?=[\s\S]*(?:eclairage (?:public|exterieur|urbain)|lanternes?|points? lumineux|foyers? lumineux))(?=[\s\S]*(?:(?:remplac|renouvel|modernis|changement|renovation|passage|conversion|transformation)[^.\n]{0,40}(?:luminaires?|lanternes?|sources? lumineuses?|lampes?|foyers? lumineux|points? lumineux)|relamping|relampage|retrofit))(?![\s\S]*(?:\bmats?\b|candelabres?|\bcables?\b|cablage|tranchees?|fourreaux?|massifs?|genie civil|enfouissement|effacement|reseaux?(?! d'eclairage)|armoires?|supports?|consoles?|crosses?|accords?[- ]cadres?|bons? de commande|maintenance|entretien|exploitation|signalisation lumineuse|tricolores?|globa(?:l|ux) de performance|\bmgp\b|extension|creation|construction))/;

/**
 * The lighting of a sports ground or hall (« Travaux de remplacement des luminaires au Stadium »): projectors on
 * high masts or a hall's roof, lit to the class of play of NF EN 12193 (and the federation's level where the ground
 * is classified), aimed and measured on a grid at acceptance — not street lighting nor a workplace's luminaires.
 */
const ECLAIRAGE_SPORTIF: SousType = {
  key: 'eclairage_sportif',
  label: 'éclairage d’équipement sportif',
  when: new RegExp(
    `^(?=[\\s\\S]*(?:${EQUIPEMENT_SPORTIF.source}))(?=[\\s\\S]*(?:luminaires?|eclairages?|projecteurs?|mats? d'eclairage|relamping|\\bleds?\\b))`,
  ),
  surObjet: true,
  travaux: 'travaux d’éclairage sportif',
  ouvrage: 'l’éclairage de l’équipement sportif',
  sansNormes: /NF C 14-100|13201|12464|61-970|Fascicule 36|NF P 98-331|NF C 11-201/,
  sansSpecificites: /^(éclairage|tableaux électriques|courants faibles|sécurité incendie)$/,
  normes: [
    {
      ref: 'NF EN 12193',
      objet:
        'éclairage des installations sportives : éclairement horizontal moyen, uniformité et éblouissement selon la classe de compétition (I, II ou III) de chaque sport pratiqué',
    },
    {
      ref: 'Règlement de l’éclairage des terrains et installations sportives (FFF)',
      objet:
        'niveau d’éclairage exigé par le règlement de l’éclairage de la FFF pour le classement du terrain de football, lorsque le terrain est classé ou doit l’être',
      when: /football|\bfoot\b|stade|stadium|terrain d'honneur|synthetique/,
    },
    {
      ref: 'Arrêté du 27 décembre 2018',
      objet:
        'nuisances lumineuses : éclairage des équipements sportifs de plein air (flux orienté vers l’aire de jeu, extinction après l’activité)',
      when: /stade|stadium|terrain|plein air|exterieur|city/,
    },
    { ref: 'NF EN 60598-2-5', objet: 'projecteurs : exigences particulières de sécurité des luminaires fournis' },
    {
      ref: 'NF C 15-100',
      objet: 'installations électriques à basse tension (alimentations, protections et liaisons équipotentielles)',
    },
  ],
  specificites: [
    {
      when: /./,
      sujet: 'éclairage sportif',
      texte:
        'La classe d’éclairage visée (NF EN 12193, ou le niveau fédéral si le terrain est classé) est fixée avec l’acheteur avant toute commande : l’étude photométrique donne, pour les projecteurs proposés et leurs pointages, l’éclairement horizontal moyen, l’uniformité et l’éblouissement sur l’aire de jeu, et les nouveaux projecteurs sont vérifiés contre la capacité des mâts ou de la charpente qui les portent (poids et prise au vent, crosses et fixations). Après la pose, les pointages sont réglés de nuit sur le plan de l’étude et l’éclairement est mesuré sur la grille de la norme ; les projecteurs déposés partent en filière DEEE, leurs lampes à iodures métalliques (mercure) emballées à part.',
    },
    {
      when: /gradation|pilotage|scenario|allumage|telecommande|\bdali\b|\bled\b|leds/,
      sujet: 'allumage par usage',
      texte:
        'L’allumage est organisé par usage (entraînement, match, entretien) avec des scénarios de gradation, et l’extinction après l’activité est programmée, ce qui réduit la consommation et la lumière envoyée hors de l’aire de jeu.',
    },
  ],
  etapes: [
    {
      titre: 'Relevé et diagnostic des supports',
      detail:
        'relevé des projecteurs, des mâts ou de la charpente porteuse, des crosses, des alimentations et de l’armoire de commande ; état des mâts (corrosion, platines, massifs) et des accès nacelle autour de l’aire de jeu',
    },
    {
      titre: 'Étude photométrique et visa',
      detail:
        'étude photométrique selon la classe visée (NF EN 12193, niveau fédéral le cas échéant), fiches des projecteurs (NF EN 60598-2-5) et vérification des charges sur les supports, soumises au visa avant commande',
    },
    {
      titre: 'Dépose et pose des projecteurs',
      detail:
        'consignation de l’armoire, dépose des anciens projecteurs en nacelle, pose des nouveaux sur leurs crosses ou supports, raccordement et protection des alimentations',
    },
    {
      titre: 'Commande et pointages',
      detail:
        'raccordement ou remplacement de la commande (scénarios d’allumage, gradation), pointage des projecteurs sur le plan de l’étude, réglage de nuit',
    },
    {
      titre: 'Mesures et réception',
      detail:
        'mesures d’éclairement sur la grille de la NF EN 12193 comparées à l’étude, essais des scénarios, dossier des ouvrages exécutés avec l’étude et les relevés',
    },
  ],
  phases: [
    { nom: 'Relevé et diagnostic des supports', part: 0.15 },
    { nom: 'Étude photométrique et visa', part: 0.2 },
    { nom: 'Dépose et pose des projecteurs', part: 0.4 },
    { nom: 'Commande, pointages et mesures', part: 0.25 },
  ],
  risques: [
    {
      risque: 'Chute de hauteur lors des interventions en tête de mât ou sous charpente',
      mesure:
        'nacelle adaptée à la hauteur, conducteur titulaire du CACES R486, harnais attaché dans la nacelle, jamais d’accès par le mât sans ligne de vie',
    },
    {
      risque: 'Chute d’objet sur l’aire de jeu ou les tribunes',
      mesure:
        'zone balisée au pied de la nacelle, outils attachés, équipement fermé au public pendant les interventions',
    },
    {
      risque: 'Contact électrique lors des raccordements',
      mesure:
        'consignation de l’armoire par un chargé de consignation (NF C 18-510), vérification d’absence de tension avant dépose',
    },
  ],
  materiel: [
    { nom: 'nacelle élévatrice adaptée à la hauteur des mâts ou de la charpente', match: /nacelle/ },
    { nom: 'luxmètre pour les mesures d’éclairement sur la grille de la norme', match: /luxm/ },
  ],
  sansMateriel: /plateforme individuelle|caméra thermique|trancheuse|mini-pelle/i,
  // (the trade's general « chute de hauteur », « électrocution » and « coupure des locaux » rows say less than these)
  sansRisques: /^chute de hauteur$|[ée]lectrocution|coupure de l|tranch|voie publique|circulation/i,
  materiaux: [
    'projecteurs LED d’éclairage sportif conformes à la NF EN 60598-2-5, de flux, d’optiques et d’indice de protection choisis par l’étude photométrique',
    'crosses, supports et fixations adaptés aux mâts ou à la charpente existants, vérifiés pour le poids et la prise au vent des projecteurs',
    'câbles et appareillages sous marque NF ou certification équivalente, commande par scénarios si le CCTP la prévoit',
  ],
  habilitations: [
    'habilitations électriques selon la NF C 18-510 : B1V et BR pour les raccordements, BC pour les consignations',
    'conduite de nacelle (CACES R486) pour les interventions en hauteur',
  ],
  autocontroles: [
    {
      point: 'Étude photométrique et charges sur les supports validées',
      moment: 'avant commande (point d’arrêt)',
      preuve: 'étude visée par le maître d’œuvre',
    },
    {
      point: 'Fixation et raccordement de chaque projecteur',
      moment: 'à la pose, mât par mât',
      preuve: 'fiche de mât',
    },
    {
      point: 'Pointages conformes au plan de l’étude',
      moment: 'au réglage de nuit',
      preuve: 'plan de pointage annoté',
    },
    {
      point: 'Éclairement moyen et uniformité mesurés',
      moment: 'avant réception',
      preuve: 'relevés sur la grille de la NF EN 12193 comparés à l’étude',
    },
  ],
  dechets: [
    { dechet: 'Projecteurs déposés', categorie: 'DD', exutoire: 'filière DEEE (éco-organisme agréé)' },
    {
      dechet: 'Lampes à décharge (iodures métalliques, mercure)',
      categorie: 'DD',
      exutoire: 'filière des lampes usagées, conteneurs dédiés',
    },
    { dechet: 'Câbles et chutes de câbles', categorie: 'DND', exutoire: 'recycleur de métaux' },
    { dechet: 'Emballages des projecteurs', categorie: 'DND', exutoire: 'centre de tri' },
  ],
  pointsAttention: [
    'la classe d’éclairage visée et le classement fédéral du terrain, s’il en a un',
    'le calendrier des entraînements et des rencontres, qui fixe les créneaux d’intervention',
    'la capacité des mâts ou de la charpente à porter les nouveaux projecteurs',
  ],
  sansPointsAttention: /tableau général|branchement|gestionnaire du réseau|tranchées/,
  entretien:
    'une fois par an, nettoyer les projecteurs et contrôler leurs fixations comme leurs pointages ; faire vérifier l’éclairement moyen de l’aire de jeu, qui baisse avec le vieillissement des sources',
};

export const ELECTRICIEN_SOUS_TYPES: SousType[] = [
  gtbKind('electricien'),
  {
    key: 'reseaux',
    label: 'réseaux électriques enterrés',
    when: /effacement (des |de )?reseaux|enfouissement|reseaux? (bt|hta|basse tension|souterrains?)|genie civil (telecom|electrique)/,
    travaux: 'travaux de réseaux électriques et d’enfouissement',
    ouvrage: 'les réseaux électriques',
    sansNormes: /NF C 15-100|12464|ERP|61-970/,
    normes: [
      { ref: 'NF C 11-201', objet: 'réseaux de distribution publique d’énergie électrique' },
      { ref: 'NF P 98-331', objet: 'tranchées : ouverture, remblayage, réfection des chaussées' },
      { ref: 'NF P 98-332', objet: 'règles de distance entre les réseaux enterrés' },
      DT_DICT,
      { ref: 'NF C 18-510', objet: 'opérations sur les ouvrages électriques et habilitations' },
    ],
    specificites: [
      {
        when: /./,
        sujet: 'effacement des réseaux aériens',
        texte:
          'L’effacement se fait avec les gestionnaires des réseaux : le gestionnaire du réseau de distribution (Enedis ou la régie locale) valide les ouvrages destinés à lui être remis et réalise ou contrôle les raccordements au réseau en service, l’opérateur de télécommunications fait basculer ses lignes dans les fourreaux posés en tranchée commune. Les poteaux et les lignes aériennes ne sont déposés qu’après la bascule des abonnés sur le réseau souterrain, confirmée par chaque gestionnaire ; les branchements des riverains sont repris un par un, coupures annoncées à l’avance.',
      },
    ],
    etapes: [
      {
        titre: 'Préparation et déclarations',
        detail:
          'DT-DICT, marquage-piquetage des réseaux existants, arrêté de circulation, tracé et emplacement des coffrets validés avec la commune et le gestionnaire du réseau de distribution',
      },
      {
        titre: 'Tranchées et fourreaux',
        detail:
          'tranchée commune à la mini-pelle, fourreaux électricité, éclairage et télécommunications posés aux profondeurs et distances de la NF P 98-332, grillages avertisseurs de couleur, remblai compacté par couches, réfection des chaussées et trottoirs selon la NF P 98-331',
      },
      {
        titre: 'Chambres de tirage et coffrets',
        detail:
          'chambres de tirage du génie civil télécom, coffrets de branchement et de coupure en limite de propriété, massifs des futurs candélabres',
      },
      {
        titre: 'Câblage et raccordements',
        detail:
          'tirage des câbles basse tension, confection des jonctions et des remontées, raccordement au réseau en service par le gestionnaire du réseau de distribution ou sous son contrôle, reprise des branchements des riverains',
      },
      {
        titre: 'Éclairage public',
        detail:
          'câblage du réseau d’éclairage, pose des candélabres et luminaires, raccordement à l’armoire de commande selon la NF C 17-200',
        when: /eclairage public|candelabres?|points? lumineux/,
      },
      {
        titre: 'Bascule et dépose de l’aérien',
        detail:
          'mise en service du réseau souterrain, bascule des abonnés, puis dépose des lignes aériennes et des poteaux une fois chaque gestionnaire (électricité, télécommunications) basculé, rebouchage des emplacements',
      },
      {
        titre: 'Contrôles et récolement',
        detail:
          'mesures d’isolement et de continuité, contrôle du génie civil par le gestionnaire, plans de récolement géoréférencés en classe A remis au maître d’ouvrage et aux gestionnaires',
      },
    ],
    risques: [
      {
        risque: 'Endommagement de réseaux enterrés',
        mesure: 'DT-DICT, marquage-piquetage, détection avant terrassement, intervenants titulaires de l’AIPR',
      },
      {
        risque: 'Ensevelissement en tranchée',
        mesure: 'talutage ou blindage dès 1,30 m de profondeur, déblais tenus à distance du bord',
      },
      {
        risque: 'Contact électrique lors des raccordements au réseau en service',
        mesure:
          'raccordements par le gestionnaire ou sous son autorisation, consignation selon la NF C 18-510, intervenants habilités',
      },
      {
        risque: 'Chute de hauteur et chute du poteau à la dépose de l’aérien',
        mesure: 'nacelle, haubanage ou maintien du poteau par la grue avant la coupe, zone de chute balisée',
      },
    ],
    materiel: [
      { nom: 'mini-pelle et blindages de tranchée', match: /pelle|blindage/ },
      { nom: 'dérouleuse et treuil de tirage de câbles', match: /derouleuse|treuil|tirage/ },
      { nom: 'camion-grue pour la dépose des poteaux', match: /grue/ },
    ],
    habilitations: [
      'habilitations électriques selon la NF C 18-510 adaptées aux réseaux de distribution',
      'AIPR (opérateur ou encadrant) pour les travaux à proximité des réseaux',
      'conduite de nacelle et de mini-pelle (CACES R486 et R482)',
    ],
    autocontroles: [
      {
        point: 'Profondeur des fourreaux, distances entre réseaux et grillages avertisseurs',
        moment: 'avant remblai (point d’arrêt)',
        preuve: 'photos cotées et relevé topographique des réseaux posés',
      },
      {
        point: 'Compactage du remblai sous chaussée',
        moment: 'à l’avancement',
        preuve: 'essais de compactage selon la NF P 98-331',
      },
      {
        point: 'Isolement et continuité des câbles',
        moment: 'avant mise sous tension (point d’arrêt)',
        preuve: 'PV de mesures',
      },
      {
        point: 'Récolement géoréférencé',
        moment: 'avant réception',
        preuve: 'plans de récolement en classe A remis aux gestionnaires',
      },
    ],
    dechets: [
      {
        dechet: 'Déblais et enrobés des tranchées',
        categorie: 'Inertes',
        exutoire: 'plateforme de recyclage des inertes',
      },
      { dechet: 'Câbles et conducteurs aériens déposés', categorie: 'DND', exutoire: 'recycleur de métaux' },
      {
        dechet: 'Poteaux bois traités déposés',
        categorie: 'DD',
        exutoire: 'filière des bois traités, bordereau sur Trackdéchets',
      },
      { dechet: 'Poteaux béton déposés', categorie: 'Inertes', exutoire: 'plateforme de recyclage des inertes' },
      { dechet: 'Emballages et tourets', categorie: 'DND', exutoire: 'reprise fournisseur ou centre de tri' },
    ],
    phases: [
      { nom: 'Préparation, DT-DICT et validation avec les gestionnaires', part: 0.1 },
      { nom: 'Tranchées, fourreaux et chambres de tirage', part: 0.4 },
      { nom: 'Câblage, raccordements et branchements', part: 0.25 },
      { nom: 'Bascule et dépose des réseaux aériens', part: 0.15 },
      { nom: 'Réfections, contrôles et récolement', part: 0.1 },
    ],
    pointsAttention: [
      'la répartition des ouvrages avec le gestionnaire du réseau de distribution et l’opérateur de télécommunications',
      'l’emprise des tranchées sur la voirie et l’accès des riverains',
    ],
    sansPointsAttention: /./,
    decennale:
      'les réseaux, fourreaux et ouvrages de génie civil réalisés, et tout désordre rendant ces ouvrages impropres à leur destination',
  },
  // Luminaires of the public lighting replaced on the masts and cables kept (round-22 grading, defect 3): the
  // public-lighting kind for a one-off replacement, without the masts, cables, trenches and per-order wording of
  // the networks and of the upkeep contracts (which stay with the kind below).
  {
    key: 'eclairage_public',
    label: 'éclairage public (remplacement des luminaires)',
    when: ECLAIRAGE_PUBLIC_LUMINAIRES,
    surObjet: true,
    unlessSurObjet: ECLAIRAGE_SPORTIF.when,
    travaux: 'travaux de remplacement des luminaires d’éclairage public',
    ouvrage: 'les installations d’éclairage extérieur',
    sansNormes: /NF C 15-100|NF C 14-100|12464|ERP|61-970/,
    sansSpecificites: /^(éclairage|tableaux électriques|courants faibles|sécurité incendie)$/,
    normes: [
      { ref: 'NF C 17-200 (2016)', objet: 'installations électriques extérieures (éclairage public, mise en lumière)' },
      {
        ref: 'Arrêté du 27 décembre 2018',
        objet: 'prévention, réduction et limitation des nuisances lumineuses (température de couleur, orientation)',
      },
      { ref: 'NF EN 13201', objet: 'éclairage public : classes et performances photométriques' },
      { ref: 'NF EN 60598-2-3', objet: 'luminaires d’éclairage public : exigences particulières de sécurité' },
      { ref: 'NF C 18-510', objet: 'opérations sur les ouvrages électriques et habilitations' },
    ],
    etapes: [
      {
        titre: 'Relevé des points lumineux et vérification photométrique',
        detail:
          'relevé contradictoire point par point (numéro, rue, armoire de rattachement, crosse ou console, diamètre d’emmanchement, hauteur de feu, état du mât et de sa trappe), puis vérification photométrique rue par rue selon la NF EN 13201 (classe d’éclairage, interdistance, hauteur de feu) avant la commande',
      },
      {
        titre: 'Choix et approvisionnement des luminaires',
        detail:
          'compatibilité de chaque modèle avec la crosse et le mât conservés (diamètre d’emmanchement, poids, surface au vent), fiches techniques au visa, commande dès le visa pour tenir le délai de fabrication des luminaires LED (plusieurs semaines)',
      },
      {
        titre: 'Consignation et dépose des luminaires existants',
        detail:
          'consignation des départs concernés depuis l’armoire, dépose luminaire par luminaire depuis la nacelle sous balisage ou alternat, mâts et crosses conservés, luminaires et lampes triés pour la filière DEEE',
      },
      {
        titre: 'Pose des luminaires, raccordement et programmation',
        detail:
          'pose sur la crosse existante, raccordement au câble en place par la boîte de pied de mât contrôlée, orientation et température de couleur conformes à l’arrêté du 27 décembre 2018, programmation du driver (abaissement nocturne) selon le profil arrêté avec le maître d’ouvrage',
      },
      {
        titre: 'Contrôles et mise en service',
        detail:
          'mesures d’isolement, contrôle d’allumage de nuit, relevés d’éclairement par rue et mise à jour de l’inventaire des points lumineux',
      },
    ],
    risques: [
      {
        risque: 'Circulation routière et piétons',
        mesure:
          'signalisation temporaire selon l’arrêté de circulation, balisage de l’emprise de la nacelle, gilet haute visibilité',
      },
      {
        risque: 'Travail en hauteur à la nacelle',
        mesure: 'nacelle avec CACES R486, balisage au sol, arrêt par vent fort',
      },
      {
        risque: 'Chute d’objets depuis la nacelle',
        mesure: 'zone balisée sous la nacelle, luminaire déposé descendu dans le panier, outillage attaché',
      },
      {
        risque: 'Travail de nuit et intervention sur voie circulée',
        mesure:
          'éclairage du poste, vêtements haute visibilité, deux intervenants au minimum, alternat ou fermeture de voie selon l’arrêté',
        when: /nuit/,
      },
    ],
    materiel: [{ nom: 'nacelle élévatrice sur porteur (CACES R486)', match: /nacelle/ }],
    phases: [
      { nom: 'Relevés, études photométriques et approvisionnement des luminaires', part: 0.4 },
      { nom: 'Dépose et pose des luminaires, rue par rue', part: 0.4 },
      { nom: 'Programmation, contrôles de nuit et récolement', part: 0.2 },
    ],
    pointsAttention: [
      'l’inventaire des points lumineux concernés (numérotation, armoire de rattachement, crosse et hauteur de feu)',
      'la vérification photométrique rue par rue selon la NF EN 13201 avant la commande des luminaires',
      'la compatibilité des nouveaux luminaires avec les crosses et les mâts conservés (diamètre d’emmanchement, poids, surface au vent)',
      'le délai de fabrication des luminaires LED (plusieurs semaines), qui fixe la date des premières poses',
      'un financement par certificats d’économies d’énergie (fiche RES-EC-104) éventuellement envisagé par le maître d’ouvrage, à vérifier : il fixe des exigences sur les luminaires et les justificatifs à fournir',
    ],
    sansPointsAttention: /./,
    sansRisques: /chute de hauteur|coupure de l|amiante/i,
    sansMateriel: /plateforme individuelle|dérouleur/,
    specificites: [
      {
        when: /./,
        sujet: 'remplacement des luminaires sur les supports conservés',
        texte:
          'Le luminaire neuf se pose sur le support existant : avant toute commande, chaque rue fait l’objet d’une vérification photométrique selon la NF EN 13201 (classe d’éclairage, interdistance, hauteur de feu), et chaque modèle d’une vérification de compatibilité avec la crosse et le mât conservés (diamètre d’emmanchement, poids, surface au vent). Les drivers sont programmés en atelier ou à la pose selon le profil d’abaissement nocturne arrêté avec le maître d’ouvrage, et le délai de fabrication des luminaires LED, de plusieurs semaines, est intégré au planning. Les luminaires et les lampes déposés suivent la filière DEEE, bordereaux à l’appui.',
      },
    ],
    habilitations: [
      'habilitations électriques selon la NF C 18-510 (B1V, B2V, BR, BC selon les tâches)',
      'conduite de nacelle (CACES R486)',
    ],
    materiaux: [
      'luminaires LED marqués CE, avec garantie fabricant et drivers programmables (abaissement nocturne)',
      'températures de couleur et flux conformes à l’arrêté du 27 décembre 2018',
      'adaptateurs de crosse si besoin, fusibles et boîtes de pied de mât en remplacement des éléments défectueux relevés',
    ],
    autocontroles: [
      {
        point: 'Isolement des circuits',
        moment: 'avant remise sous tension (point d’arrêt)',
        preuve: 'PV de mesures',
      },
      {
        point: 'Continuité des masses des mâts métalliques conservés',
        moment: 'avant remise sous tension',
        preuve: 'relevés par point lumineux',
      },
      {
        point: 'Orientation, température de couleur et programmation des luminaires',
        moment: 'à la pose',
        preuve: 'fiche par point lumineux',
      },
      {
        point: 'Allumage et niveaux d’éclairement',
        moment: 'contrôle de nuit à la mise en service',
        preuve: 'relevés au luxmètre par rue',
      },
      {
        point: 'Récolement',
        moment: 'avant réception',
        preuve: 'inventaire des points lumineux mis à jour',
      },
    ],
    dechets: [...LUMINAIRES_DEPOSES, { dechet: 'Emballages', categorie: 'DND', exutoire: 'centre de tri' }],
    biennale:
      'les luminaires et appareillages posés avec un ouvrage neuf ; un luminaire remplacé sur une installation existante relève du parfait achèvement et de la garantie du fabricant, que nous faisons jouer pour le maître d’ouvrage',
    decennale:
      'les ouvrages d’éclairage public réalisés, et tout désordre rendant cet ouvrage impropre à sa destination',
    entretien:
      'nettoyer les vasques et vérifier la fixation des luminaires lors des tournées, contrôler les horloges astronomiques et la programmation de l’abaissement, et faire mesurer l’isolement et la terre des départs selon le plan de maintenance du parc',
  },
  {
    key: 'eclairage_public',
    label: 'réseaux et éclairage public',
    unlessSurObjet: new RegExp(`${ECLAIRAGE_SPORTIF.when.source}|${ECLAIRAGE_PUBLIC_LUMINAIRES.source}`),
    when: /eclairage public|eclairage exterieur|candelabres?|mats? d'eclairage|points? lumineux|mise en lumiere|reseaux? d'eclairage|foyers? lumineux|armoires? d'eclairage/,
    travaux: 'travaux d’éclairage public et de réseaux extérieurs',
    ouvrage: 'les installations d’éclairage extérieur',
    sansNormes: /NF C 15-100|NF C 14-100|12464|ERP|61-970/,
    sansSpecificites: /^(éclairage|tableaux électriques|courants faibles|sécurité incendie)$/,
    normes: [
      {
        ref: 'NF EN 12675',
        objet: 'contrôleurs de feux de circulation : sécurité fonctionnelle',
        when: /signalisation lumineuse|feux (?:tricolores?|de signalisation|de carrefour)|\btricolores?\b/,
      },
      {
        ref: 'NF EN 12368',
        objet: 'signaux lumineux de circulation (têtes de feux)',
        when: /signalisation lumineuse|feux (?:tricolores?|de signalisation|de carrefour)|\btricolores?\b/,
      },
      { ref: 'NF C 17-200 (2016)', objet: 'installations électriques extérieures (éclairage public, mise en lumière)' },
      {
        ref: 'Arrêté du 27 décembre 2018',
        objet: 'prévention, réduction et limitation des nuisances lumineuses (température de couleur, orientation)',
      },
      { ref: 'NF EN 13201', objet: 'éclairage public : classes et performances photométriques' },
      { ref: 'Fascicule 36 du CCTG', objet: 'réseaux d’éclairage public : fourniture et mise en œuvre' },
      {
        ref: 'NF P 98-331',
        objet: 'tranchées : ouverture, remblayage et réfection',
        when: /tranchee|fourreau|massif|genie civil|candelabre|reseau|enfouissement/,
      },
      {
        ref: 'NF C 11-201',
        objet: 'réseaux de distribution publique d’énergie électrique (supports et réseaux communs)',
        when: /enfouissement|effacement|reseaux? (bt|basse tension|souterrain)|supports? communs?/,
      },
      DT_DICT,
      { ref: 'NF C 18-510', objet: 'opérations sur les ouvrages électriques et habilitations' },
    ],
    etapes: [
      {
        titre: 'Préparation et réseaux existants',
        detail:
          'DT-DICT, marquage-piquetage des réseaux, relevé de l’existant (armoires, points lumineux, câbles) et plan de signalisation temporaire validé par le gestionnaire de voirie',
      },
      {
        titre: 'Consignation et dépose',
        detail:
          'consignation des départs concernés depuis l’armoire, dépose des luminaires et mâts déclassés, tri des lampes et DEEE',
      },
      {
        titre: 'Génie civil',
        detail:
          'tranchées et fourreaux selon la NF P 98-331 (grillage avertisseur, profondeur de pose), massifs des candélabres, réfection des revêtements',
        when: /tranchee|fourreau|massif|genie civil|candelabre|\bmats?\b|site propre|\btcsp\b|\bbhns\b/,
      },
      {
        titre: 'Câblage et raccordements',
        detail:
          'tirage des câbles, boîtes de raccordement en pied de mât, protections et mise à la terre selon la NF C 17-200',
      },
      {
        titre: 'Pose des luminaires',
        detail:
          'pose et réglage des luminaires à la nacelle, orientation et température de couleur conformes à l’arrêté du 27 décembre 2018, programmation de l’abaissement nocturne',
      },
      {
        titre: 'Contrôles et mise en service',
        detail:
          'mesures d’isolement et de terre, essais des protections, contrôle des niveaux d’éclairement, récolement des réseaux et mise à jour des plans',
      },
    ],
    risques: [
      {
        risque: 'Endommagement de réseaux enterrés',
        mesure: 'DT-DICT, marquage-piquetage, détection avant terrassement, intervenants titulaires de l’AIPR',
      },
      {
        risque: 'Circulation routière et piétons',
        mesure: 'signalisation temporaire selon l’arrêté de circulation, balisage des fouilles, gilet haute visibilité',
      },
      {
        risque: 'Travail en hauteur à la nacelle',
        mesure: 'nacelle avec CACES R486, balisage au sol, arrêt par vent fort',
      },
      {
        risque: 'Travail de nuit et intervention sur voie circulée',
        mesure:
          'éclairage du poste, vêtements haute visibilité, deux intervenants au minimum, alternat ou fermeture de voie selon l’arrêté',
        when: /nuit|maintenance|entretien|depannage|bons? de commande|accord-cadre/,
      },
    ],
    materiel: [
      { nom: 'nacelle élévatrice sur porteur (CACES R486)', match: /nacelle/ },
      { nom: 'détecteur de réseaux enterrés', match: /detecteur|localisateur/ },
      {
        nom: 'mini-pelle pour les tranchées et massifs',
        match: /pelle|tractopelle/,
        when: /tranchee|massif|genie civil|site propre|\btcsp\b|\bbhns\b/,
      },
    ],
    phases: [
      { nom: 'Préparation, DT-DICT et approvisionnements', part: 0.2 },
      { nom: 'Déposes, supports et réseaux', part: 0.3 },
      { nom: 'Câblage, pose et réglage des luminaires', part: 0.35 },
      { nom: 'Contrôles, mise en service et récolement', part: 0.15 },
    ],
    pointsAttention: [
      // (the existing points when the network is renewed, the lighting study when it is new: a TCSP's, a new street's)
      'l’inventaire des points lumineux concernés ou, pour un réseau neuf, l’étude d’éclairement et l’implantation des mâts et des fourreaux',
      'les réseaux enterrés (DT-DICT) et la signalisation temporaire de chantier',
      'l’état des armoires de commande et des mâts conservés',
      'les interventions de nuit ou sur voie circulée, et les coupures d’éclairage à convenir avec les services techniques',
    ],
    // Outdoor works: none of the indoor trade's rooms, boards, cable trays or PIRL.
    sansPointsAttention: /./,
    sansRisques: /chute de hauteur|coupure de l|amiante/i,
    sansMateriel: /plateforme individuelle/,
    specificites: [
      {
        // (per-order wording only for a framework or upkeep contract: a one-off works contract has no orders)
        when: /accord-cadre|bons? de commande|maintenance|entretien|campagne/,
        sujet: 'interventions sur le parc d’éclairage public',
        texte:
          'Chaque commande porte sur des points lumineux identifiés (numéro, rue, armoire de rattachement) : relevé préalable de la crosse, de la hauteur de feu et de l’état du mât, remplacement luminaire par luminaire depuis la nacelle sous balisage ou alternat, programmation du driver (abaissement nocturne) et contrôle d’allumage de nuit avant de clore la commande. Les délais d’intervention et l’éventuelle astreinte de dépannage sont ceux que fixe le CCAP ; les interventions de nuit ou sur les voies à fort trafic sont organisées avec les services techniques et le gestionnaire de voirie.',
      },
      {
        // « Travaux d’aménagement du Transport en Commun en Site Propre (TCSP) RD2 »: a road rebuilt for buses
        when: /transports? en commun en site propre|\btcsp\b|site propre|couloirs? (?:de )?bus|voies? (?:de |reservees? aux )?bus|\bbhns\b/,
        sujet: 'aménagement d’un transport en commun en site propre',
        texte:
          'Un site propre redessine la voie : l’éclairage existant est déposé au rythme des phases de voirie et remplacé par un réseau neuf — fourreaux et chambres de tirage posés avec le lot VRD, massifs et mâts implantés selon l’étude d’éclairement (NF EN 13201) de la voie, des quais et des traversées, câbles et luminaires raccordés aux armoires —, l’éclairage provisoire maintenant la voie éclairée à chaque basculement de circulation. Aux carrefours, les feux sont équipés de la priorité aux bus (détection par boucles ou par radio, programmation du contrôleur), réglée et essayée avec le gestionnaire de voirie et l’exploitant du réseau de bus avant la mise en service.',
        materiaux: [
          'mâts et crosses de la hauteur et de la résistance au vent que fixe l’étude d’éclairement, avec leurs massifs et tiges d’ancrage',
          'fourreaux TPC, chambres de tirage et grillage avertisseur posés avec le lot VRD',
          'câbles d’éclairage public U1000 R2V et câblette de terre en fond de fouille',
          'détection de la priorité aux bus (boucles ou balises radio) compatible avec les contrôleurs de feux en place',
        ],
        risques: [
          {
            risque: 'Basculements de circulation entre les phases de voirie',
            mesure:
              'éclairage provisoire maintenu à chaque basculement, signalisation temporaire reprise selon l’arrêté de la phase, réception du balisage avec le gestionnaire de voirie avant réouverture',
          },
        ],
        autocontroles: [
          {
            point: 'Implantation, aplomb et serrage des mâts sur leurs massifs',
            moment: 'à la pose de chaque mât',
            preuve: 'fiche par point lumineux (implantation, aplomb, couple de serrage)',
          },
          {
            point: 'Priorité aux bus aux carrefours à feux',
            moment: 'essais avec le gestionnaire de voirie et l’exploitant du réseau de bus avant mise en service',
            preuve: 'PV d’essais de la détection et de la programmation des contrôleurs',
          },
        ],
      },
      {
        // « … de l’éclairage public et de la signalisation lumineuse tricolore »
        when: /signalisation lumineuse|feux (?:tricolores?|de signalisation|de carrefour)|\btricolores?\b|\bslt\b/,
        sujet: 'signalisation lumineuse tricolore',
        texte:
          'Les carrefours à feux sont traités comme un équipement de sécurité routière : contrôleurs conformes à la NF EN 12675, signaux à la NF EN 12368, implantation et programmation selon l’instruction interministérielle sur la signalisation routière (signalisation lumineuse) et les plans de feux validés par le gestionnaire de voirie. Toute intervention sur un carrefour se fait sous balisage, avec mise au clignotant orange ou régulation manuelle autorisée par le gestionnaire, et une panne de carrefour (feux éteints ou au rouge) est traitée en urgence, hors des délais des autres dépannages.',
      },
      {
        // « … la conception, l’exploitation, la maintenance … » of a global performance contract
        // (a performance contract always joins its works to their operation or upkeep: article L2171-3)
        when: /marches? (?:publics? )?globa(?:l|ux)(?: sectoriels?)? de performance|\bmgp\b|\bc?rem\b/,
        sujet: 'exploitation et maintenance sur la durée du marché',
        texte:
          'L’exploitation et la maintenance que joint le marché global de performance courent sur toute sa durée : patrimoine relevé et tenu dans un outil de gestion de maintenance (chaque point lumineux, armoire et carrefour avec son historique), maintenance préventive planifiée, astreinte et délais de dépannage que fixe le CCAP, et suivi des consommations mesurées aux armoires, qui justifie chaque année les objectifs de performance énergétique et de disponibilité du marché et les pénalités ou intéressements qui s’y attachent.',
      },
    ],
    habilitations: [
      'habilitations électriques selon la NF C 18-510 (B1V, B2V, BR, BC selon les tâches)',
      'AIPR (opérateur ou encadrant) pour les travaux à proximité des réseaux',
      'conduite de nacelle (CACES R486)',
    ],
    materiaux: [
      'luminaires LED marqués CE, avec garantie fabricant et drivers programmables (abaissement nocturne)',
      'températures de couleur et flux conformes à l’arrêté du 27 décembre 2018',
      'boîtes de raccordement de pied de mât, câbles et protections adaptés à l’extérieur',
    ],
    autocontroles: [
      {
        point: 'Isolement des circuits',
        moment: 'avant remise sous tension (point d’arrêt)',
        preuve: 'PV de mesures',
      },
      {
        point: 'Résistance de terre et continuité des masses des mâts métalliques',
        moment: 'avant remise sous tension',
        preuve: 'relevés de terre par point lumineux',
      },
      { point: 'Fonctionnement des dispositifs différentiels', moment: 'à la mise en service', preuve: 'PV d’essais' },
      {
        point: 'Orientation, température de couleur et programmation des luminaires',
        moment: 'à la pose',
        preuve: 'fiche par point lumineux',
      },
      {
        point: 'Allumage et niveaux d’éclairement',
        moment: 'contrôle de nuit à la mise en service',
        preuve: 'relevés au luxmètre',
      },
      {
        point: 'Récolement',
        moment: 'avant réception',
        preuve: 'plan et inventaire des points lumineux mis à jour',
      },
    ],
    dechets: [
      ...LUMINAIRES_DEPOSES,
      {
        dechet: 'Câbles, crosses et mâts métalliques déposés',
        categorie: 'DND',
        exutoire: 'recycleur de métaux',
      },
      {
        dechet: 'Déblais et enrobés des tranchées',
        categorie: 'Inertes',
        exutoire: 'plateforme de recyclage des inertes',
        when: /tranchee|fourreau|massif|genie civil|enfouissement|effacement/,
      },
      { dechet: 'Emballages', categorie: 'DND', exutoire: 'centre de tri' },
    ],
    biennale:
      'les luminaires et appareillages posés avec un ouvrage neuf (mâts, réseaux) ; un luminaire remplacé sur une installation existante relève du parfait achèvement et de la garantie du fabricant, que nous faisons jouer pour le maître d’ouvrage',
    decennale:
      'les réseaux, massifs et mâts réalisés au titre d’une commande, et tout désordre rendant cet ouvrage impropre à sa destination',
    entretien:
      'nettoyer les vasques et vérifier la fixation des luminaires lors des tournées, contrôler les horloges astronomiques et la programmation de l’abaissement, et faire mesurer l’isolement et la terre des départs selon le plan de maintenance du parc',
  },
  PHOTOVOLTAIQUE,
  ALIMENTATIONS_SECOURS,
  TABLEAUX,
  // (after the boards: « rénovation de l’éclairage et mise en conformité électrique du gymnase » is led by the
  // compliance works, the sports lighting adds its standards and checks)
  ECLAIRAGE_SPORTIF,
  REMPLACEMENT_LUMINAIRES,
  // An intrusion alarm alone (no video, access control nor fire safety): its own kind, not the weak-currents one.
  INTRUSION,
  CONTROLE_ACCES,
  // Smoke control alone (its DAS and commands) before the fire-safety kinds, which then stand aside.
  DESENFUMAGE_COMMANDES,
  DESENFUMAGE_COMMANDES_NEUF,
  // Access control alone is written by its own kind, not with the weak-currents kind's cameras and VDI cabling.
  ...parSecuriteIncendie(SSI_COURANTS_FAIBLES).map((k): SousType => ({
    ...k,
    unless: new RegExp(
      `${k.unless ? `${k.unless.source}|` : ''}${CONTROLE_ACCES_SEUL.source}|${INTRUSION_SEULE.source}`,
    ),
    unlessSurObjet: DESENFUMAGE_SEUL_OBJET,
  })),
  // (a new building's smoke control alone is no electrical installation: no branchement nor incorporations)
  { ...ELECTRICITE_NEUVE, unlessSurObjet: DESENFUMAGE_SEUL_OBJET },
];

/** A hospital, clinic or care home in the object: continuity of care governs every shutdown. */
const SOINS =
  /hopita|\bghu\b|\bght\b|ap-?hp|\bchu\b|\bchr\b|centres? hospitaliers?|groupes? hospitaliers?|cliniques?|ehpad|etablissements? de sante/;

/**
 * Upkeep of a buyer's heating, ventilation and air-conditioning (« travaux d’entretien … lot CVC »): a method per
 * order — diagnosis, planned shutdown, repair, restart, report — not a design-and-install job.
 */
const ENTRETIEN_CVC: SousType = {
  key: 'entretien_cvc',
  label: 'entretien et remise en état des installations de génie climatique',
  // (« Travaux de réparation, d’entretien, de rénovation… »: upkeep said in a list of works.)
  when: /(travaux|marches?|accords?[- ]cadres?|prestations?) d\W{0,2}(entretien|maintenance)|entretien (courant|et (de )?(reparation|renovation|amelioration|maintenance|grosses? reparations?))|reparations?,? (et |ou )?d\W{0,2}entretien|maintenance (corrective|preventive)|depannages?|petits travaux|\bacbc\b|bons? de commande/,
  // Nor an installation ordered by bons de commande (« remplacement des chaudières ») without upkeep named.
  unless:
    /marches? globa|conception[- ]realisation|\bmgp\b|reseaux? de chaleur|sous-stations?|^(?![\s\S]*(entretien|maintenance|depannage|reparation))[\s\S]*(remplacement|installation|creation|renovation|mise en place)s? (de la |de l'|des |du |d'une? |de )?(chaufferies?|chaudieres?|cta|centrales? de traitement d'air|pac|pompes? a chaleur|ventilation|climatisation|vmc)/,
  travaux: 'travaux d’entretien et de remise en état des installations de chauffage, ventilation et climatisation',
  ouvrage: 'les installations de génie climatique',
  sansNormes: /RE2020|bâtiments existants|65\.12|65\.14/,
  normes: [
    {
      ref: 'NF S 90-351',
      objet:
        'établissements de santé : zones à environnement maîtrisé, exigences de traitement d’air (classes de propreté, cascades de pression, taux de renouvellement)',
      when: SOINS,
    },
    {
      ref: 'Règlement (UE) 2024/573 et code de l’environnement (articles R543-75 et suivants)',
      objet:
        'fluides frigorigènes : attestation de capacité détenue par l’entreprise, attestation d’aptitude des techniciens, contrôles d’étanchéité et fiches d’intervention',
    },
  ],
  sansSpecificites: /^(pompes à chaleur|émetteurs et équilibrage)$/,
  specificites: [
    {
      when: /./,
      sujet: 'interventions commande par commande',
      texte:
        'Chaque commande commence par un diagnostic sur place : constat de la panne ou de l’usure, relevés (températures, pressions, débits, intensités), photos, et proposition de la remise en état chiffrée au bordereau ou, pour une prestation absente du bordereau, par devis préalable. Les délais d’intervention et l’astreinte éventuelle sont ceux que fixe le CCAP ; chaque commande se clôt par un compte rendu (cause, travaux, pièces remplacées, mesures de remise en service, réserves et travaux à prévoir), repris dans un bilan périodique des interventions.',
    },
    {
      when: SOINS,
      sujet: 'continuité du service dans les zones de soins',
      texte:
        'En établissement de santé, aucune installation qui dessert une zone de soins n’est arrêtée sans accord écrit du service technique de l’établissement : l’arrêt est planifié avec lui et avec l’équipe d’hygiène, sur un créneau qui tient compte de l’activité (blocs, réanimation, isolement), avec une solution de secours si l’arrêt dépasse ce que la zone supporte. Dans les salles à environnement maîtrisé (NF S 90-351), les cascades de pression et les débits sont relevés avant et après l’intervention, les filtres terminaux changés selon la procédure de l’établissement, et la remise en service n’est prononcée qu’après contrôle des pressions relatives ; les travaux qui empoussièrent se font sous confinement, selon l’analyse du risque infectieux convenue avec l’équipe d’hygiène.',
    },
    {
      when: /clim|frigori|\bcvc\b|froid|\bpac\b|pompes? a chaleur|groupes? (d'eau glacee|froid)/,
      sujet: 'fluides frigorigènes',
      texte:
        'Les interventions sur les circuits frigorifiques relèvent du règlement (UE) 2024/573 : l’entreprise qui les réalise doit détenir l’attestation de capacité prévue par le code de l’environnement, et seuls des techniciens titulaires de l’attestation d’aptitude de la catégorie requise ouvrent un circuit. Le fluide est récupéré, jamais dégazé, chaque intervention fait l’objet d’une fiche d’intervention remise à l’exploitant, et les contrôles d’étanchéité suivent la périodicité fixée pour la charge de l’équipement.',
    },
    {
      when: /ventilation|\bcvc\b|climatisation|traitement d'air|\bcta\b|humidif|tours? aerorefrigerantes?/,
      sujet: 'légionelles et traitement d’air',
      texte:
        'Les humidificateurs des centrales de traitement d’air et, s’il y en a, les tours aéroréfrigérantes (rubrique 2921 des installations classées) sont des points à risque de légionelles : toute intervention sur ces équipements suit le carnet de suivi et le plan d’entretien de l’exploitant (vidange, nettoyage, désinfection), et la remise en service est consignée.',
    },
  ],
  etapes: [
    {
      titre: 'Diagnostic à la commande',
      detail:
        'visite de l’installation désignée par la commande avec le service technique, recherche de la cause (relevés de températures, pressions, débits, intensités), photos, devis préalable pour toute prestation absente du bordereau',
    },
    {
      titre: 'Planification de l’arrêt',
      detail:
        'créneau d’arrêt convenu avec le service technique et les occupants, solution de secours si l’arrêt dépasse ce que les locaux supportent, consignation et balisage de la zone',
    },
    {
      titre: 'Remise en état',
      detail:
        'réparation ou remplacement à l’identique ou par un équipement équivalent validé, récupération des fluides frigorigènes par un technicien titulaire de l’attestation d’aptitude lorsque le circuit est ouvert',
    },
    {
      titre: 'Remise en service et mesures',
      detail:
        'remise en eau ou en charge, contrôle d’étanchéité, relevés de débits et de pressions (cascades de pression des salles sensibles relevées avant et après), réglage de la régulation',
    },
    {
      titre: 'Compte rendu',
      detail:
        'compte rendu de la commande remis au service technique : cause, travaux, pièces remplacées, mesures, fiches d’intervention fluides, réserves et travaux à prévoir',
    },
  ],
  phases: [
    { nom: 'Réception de la commande, diagnostic et devis éventuel', part: 0.15 },
    { nom: 'Planification de l’arrêt avec le service technique', part: 0.15 },
    { nom: 'Remise en état sur site', part: 0.45 },
    { nom: 'Remise en service, mesures et compte rendu', part: 0.25 },
  ],
  habilitations: [
    'attestation d’aptitude à la manipulation des fluides frigorigènes (catégorie adaptée aux équipements)',
    'habilitation électrique BR pour les dépannages et raccordements',
    'formation amiante sous-section 4 pour les interventions sur des installations anciennes',
  ],
  autocontroles: [
    {
      point: 'Relevés avant intervention (températures, pressions, débits)',
      moment: 'au diagnostic de chaque commande',
      preuve: 'fiche de diagnostic avec photos',
    },
    {
      point: 'Étanchéité des circuits remis en service',
      moment: 'avant remise en service (point d’arrêt)',
      preuve: 'PV d’essai ou fiche d’intervention fluides',
    },
    {
      point: 'Débits d’air et pressions relatives des locaux desservis',
      moment: 'à la remise en service',
      preuve: 'relevés anémométriques et manométriques',
      when: /ventilation|\bcvc\b|climatisation|traitement d'air|\bcta\b/,
    },
    {
      point: 'Fonctionnement et régulation',
      moment: 'à la remise en service, avec le service technique',
      preuve: 'compte rendu de la commande signé',
    },
  ],
  risques: [
    {
      risque: 'Contamination des zones de soins par les poussières de l’intervention',
      mesure:
        'analyse du risque infectieux avec l’équipe d’hygiène, confinement de la zone, aspiration à filtre absolu, nettoyage humide avant restitution',
      when: SOINS,
    },
    {
      risque: 'Arrêt imprévu du traitement d’air ou du chauffage d’une zone occupée',
      mesure: 'arrêt planifié et validé par écrit par le service technique, secours prévu, remise en service contrôlée',
    },
  ],
  dechets: [
    {
      dechet: 'Filtres usagés des centrales de traitement d’air',
      categorie: 'DND',
      exutoire: 'ensachés sur place, filière indiquée par l’établissement pour les filtres des zones à risque',
    },
    {
      dechet: 'Pièces et équipements métalliques déposés',
      categorie: 'DND',
      exutoire: 'ferrailleur pour recyclage matière',
    },
    {
      dechet: 'Équipements électriques et électroniques (régulations, moteurs, climatiseurs)',
      categorie: 'DD',
      exutoire: 'filière DEEE',
    },
    {
      dechet: 'Fluides frigorigènes récupérés',
      categorie: 'DD',
      exutoire: 'distributeur de fluides, bordereau de suivi des déchets de fluides',
      when: /clim|frigori|\bcvc\b|froid|\bpac\b|pompes? a chaleur/,
    },
    { dechet: 'Calorifuges et emballages', categorie: 'DND', exutoire: 'centre de tri' },
  ],
  pointsAttention: [
    'les installations qui desservent des locaux sensibles et les créneaux d’arrêt possibles, à arrêter avec le service technique',
    'les délais d’intervention et l’astreinte éventuelle fixés par le CCAP',
    'l’état des installations et la disponibilité des pièces pour les équipements anciens',
  ],
  sansPointsAttention: /./,
  biennale:
    'les équipements neufs fournis et posés au titre d’une commande lorsqu’ils constituent ou équipent un ouvrage ; une pièce remplacée sur une installation existante relève du parfait achèvement et de la garantie du fabricant, que nous faisons jouer pour le maître d’ouvrage',
  decennale:
    'les ouvrages réalisés au titre d’une commande (réseaux créés ou refaits) et tout désordre rendant cet ouvrage impropre à sa destination',
  entretien:
    'tenir le registre des interventions et les fiches d’intervention fluides, changer les filtres selon la périodicité de l’établissement, faire réaliser les contrôles d’étanchéité périodiques des équipements frigorifiques et suivre le plan d’entretien des humidificateurs',
};

/**
 * Replacement of an air-handling unit (« remplacement CTA », « centrale de traitement d’air ») in an existing
 * building: survey, planned shutdown, dépose and lifting, new unit to NF EN 1886 / NF EN 13053, filtration, network
 * hygiene, balancing — not a heating job (no generators, emitters nor gas). A whole new HVAC installation is not it.
 */
const REMPLACEMENT_CTA: SousType = {
  key: 'remplacement_cta',
  label: 'remplacement de centrale de traitement d’air',
  when: /\bctas?\b|centrales? de traitement d'air|caissons? de traitement d'air/,
  unless:
    /construction neuve|construction d'(un|une|des)\b|batiments? neufs?|\bneuve?s?\b.{0,40}(batiment|installation)|installations? neuves?/,
  travaux: 'travaux de remplacement de centrale de traitement d’air',
  ouvrage: 'la centrale de traitement d’air et ses raccordements',
  sansNormes: /24\.1|65\.1[0-4]|2024\/573|RE2020|bâtiments existants/,
  sansSpecificites: /^(chaufferie|pompes à chaleur|émetteurs et équilibrage|ventilation)$/,
  normes: [
    {
      ref: 'NF EN 1886',
      objet: 'caissons de traitement d’air : performances mécaniques (résistance, étanchéité, ponts thermiques)',
    },
    {
      ref: 'NF EN 13053',
      objet:
        'centrales de traitement d’air : classement et performances des centrales, de leurs composants et de leurs sections',
    },
    {
      ref: 'NF EN ISO 16890',
      objet: 'filtres à air de ventilation générale : classement par efficacité (ePM1, ePM2,5, ePM10)',
    },
    { ref: 'NF EN 15780', objet: 'propreté des réseaux de ventilation : évaluation et nettoyage' },
    { ref: 'NF EN 12599', objet: 'ventilation des bâtiments : essais et mesures à la réception' },
    {
      ref: 'Règlement (UE) n° 1253/2014',
      objet: 'écoconception des unités de ventilation (récupération de chaleur, ventilateurs)',
    },
    {
      ref: 'NF S 90-351',
      objet: 'établissements de santé : zones à environnement maîtrisé, exigences de traitement d’air',
      when: /hopita|\bgh[tu]\b|ap-?hp|\bchu?\b|centres? hospitaliers?|cliniques?|bloc operatoire|salles? propres?|zones? a environnement maitrise/,
    },
  ],
  specificites: [
    {
      when: /./,
      sujet: 'remplacement de la centrale de traitement d’air',
      texte:
        'La centrale existante est relevée avant toute commande : débits et pressions mesurés, encombrement et cheminement d’amenée, raccordements aéraulique, hydraulique et électrique, points de régulation repris par la GTB. La nouvelle centrale est choisie selon la NF EN 13053 et son caisson selon la NF EN 1886 (classes d’étanchéité et de ponts thermiques annoncées au visa), ventilateurs et récupération de chaleur conformes au règlement (UE) n° 1253/2014 ; les filtres sont classés selon la NF EN ISO 16890, classes fixées par le CCTP. L’arrêt est placé avec le service technique à une date convenue, la ventilation provisoire des locaux desservis étant prévue si le CCTP ou l’exploitant l’exige.',
    },
    {
      when: /hopita|\bgh[tu]\b|ap-?hp|\bchu?\b|centres? hospitaliers?|cliniques?|bloc operatoire|salles? propres?|zones? a environnement maitrise/,
      sujet: 'traitement d’air en établissement de santé',
      texte:
        'En établissement de santé, l’arrêt de la centrale est validé par le service technique et l’équipe opérationnelle d’hygiène : les cascades de pression entre locaux sont relevées avant l’arrêt et rétablies avant la reprise d’activité ; lorsque la centrale dessert des zones à environnement maîtrisé, leurs exigences (NF S 90-351 : classes particulaires, renouvellement d’air, pressions) sont vérifiées par des mesures avant la remise des locaux au service.',
    },
    {
      when: /rafraichissement|froid|climatisation|batteries? froides?|eau glacee/,
      sujet: 'batterie froide et rafraîchissement',
      texte:
        'La batterie froide est raccordée au réseau d’eau glacée avec vannes d’isolement, d’équilibrage et de régulation ; le bac de condensats et son siphon sont accessibles au nettoyage, les condensats évacués en rupture de charge, la batterie essayée en charge à la mise en service.',
    },
  ],
  etapes: [
    {
      titre: 'Relevé de l’existant',
      detail:
        'relevé de la centrale et de ses réseaux : débits et pressions de fonctionnement, raccordements aérauliques, hydrauliques et électriques, points GTB, cheminement d’amenée et de sortie (toiture, local technique, trémie)',
    },
    {
      titre: 'Arrêt programmé',
      detail:
        'date d’arrêt arrêtée avec le service technique et les utilisateurs des locaux desservis, ventilation provisoire si le CCTP l’exige, consignation électrique et isolement hydraulique des batteries',
    },
    {
      titre: 'Dépose et manutention',
      detail:
        'vidange des batteries, dépose de la centrale existante par éléments, levage à la grue ou au moyen de manutention adapté selon un plan de levage, protection des circulations empruntées',
    },
    {
      titre: 'Pose de la nouvelle centrale',
      detail:
        'mise en place de la centrale sur son support (plots antivibratiles), assemblage des caissons, raccordements aérauliques par manchettes souples, filtres posés à la mise en service',
    },
    {
      titre: 'Hygiène des réseaux',
      detail:
        'contrôle de la propreté des réseaux conservés selon la NF EN 15780 et nettoyage si nécessaire avant remise en service, obturation des gaines ouvertes pendant les travaux',
    },
    {
      titre: 'Raccordements hydrauliques et électriques',
      detail:
        'raccordement des batteries chaude et froide avec vannes d’isolement, d’équilibrage et de régulation, alimentation électrique et variateurs des ventilateurs',
    },
    {
      titre: 'Régulation et GTB',
      detail:
        'raccordement des sondes et organes de régulation, reprise des points sur la GTB et essais des asservissements (arrêt sur détection incendie selon le CCTP)',
    },
    {
      titre: 'Mise en service et équilibrage',
      detail:
        'mise en service, mesures de débits et de pressions, équilibrage des réseaux aux débits de consigne selon la NF EN 12599, PV remis au service technique avec le DOE',
    },
  ],
  risques: [
    {
      risque: 'Chute de hauteur en toiture lors de la dépose ou du levage',
      mesure: 'garde-corps ou ligne de vie, zone de levage balisée, intervenants formés au travail en hauteur',
    },
    {
      risque: 'Chute de charge lors du levage de la centrale',
      mesure:
        'plan de levage, grue ou engin adapté à la charge et à la portée, élingage par un personnel formé, zone interdite sous la charge',
    },
    {
      risque: 'Contact électrique lors des raccordements',
      mesure: 'consignation selon la NF C 18-510, intervenants habilités',
    },
  ],
  sansRisques: /monoxyde|soudures/,
  materiel: [
    { nom: 'grue mobile ou camion-grue pour le levage de la centrale', match: /grue/ },
    { nom: 'anémomètre et micromanomètre pour les mesures de débits', match: /anemometre|manometre/ },
  ],
  // The family's « anémomètre et appareils de mesure des débits » is the same means as the line above.
  sansMateriel: /désembouage|épreuve|appareils de mesure des débits/,
  pointsAttention: [
    'la date d’arrêt de la centrale convenue avec le service technique',
    'le cheminement d’amenée de la centrale et son levage',
    'la propreté des réseaux aérauliques conservés',
  ],
  sansPointsAttention: /periode de chauffe|période de chauffe|embouage|équipements lourds/,
  materiaux: [
    'Centrale de traitement d’air conforme aux NF EN 1886 et NF EN 13053 et au règlement (UE) n° 1253/2014',
    'Filtres classés selon la NF EN ISO 16890',
    'Vannes d’isolement, d’équilibrage et de régulation des batteries',
    'Manchettes souples, gaines et accessoires aérauliques',
    'Sondes et organes de régulation raccordés à la GTB',
  ],
  habilitations: [
    'habilitations électriques selon la NF C 18-510 pour les raccordements et la consignation',
    'élingage et conduite des engins de levage (CACES R483 ou R490 selon l’engin)',
    'travail en hauteur et port du harnais',
    'attestation d’aptitude des techniciens aux fluides frigorigènes (l’entreprise devant détenir l’attestation de capacité) si la centrale comporte un circuit frigorifique',
  ],
  autocontroles: [
    {
      point: 'Relevé des débits et pressions de la centrale existante',
      moment: 'avant dépose',
      preuve: 'fiche de relevé',
    },
    {
      point: 'Propreté des réseaux conservés (NF EN 15780)',
      moment: 'avant remise en service (point d’arrêt)',
      preuve: 'rapport d’inspection avec photos',
    },
    {
      point: 'Débits, pressions et équilibrage (NF EN 12599)',
      moment: 'à la mise en service',
      preuve: 'PV de mesures aérauliques',
    },
    {
      point: 'Asservissements et points GTB',
      moment: 'avant réception',
      preuve: 'PV d’essais des asservissements',
    },
  ],
  dechets: [
    {
      dechet: 'Centrale déposée (caissons, ventilateurs, batteries)',
      categorie: 'DND',
      exutoire: 'recycleur de métaux',
    },
    {
      dechet: 'Filtres usagés',
      categorie: 'DND',
      exutoire: 'centre de tri, ou filière adaptée si l’exploitant les classe à risque',
    },
    { dechet: 'Moteurs, variateurs et régulations déposés', categorie: 'DD', exutoire: 'filière DEEE' },
    { dechet: 'Emballages', categorie: 'DND', exutoire: 'centre de tri' },
  ],
  phases: [
    { nom: 'Préparation, relevé et études d’exécution', part: 0.2 },
    { nom: 'Arrêt, dépose et levage', part: 0.2 },
    { nom: 'Pose et raccordements de la centrale', part: 0.3 },
    { nom: 'Régulation, GTB et hygiène des réseaux', part: 0.15 },
    { nom: 'Mise en service, mesures et équilibrage', part: 0.15 },
  ],
  biennale: 'la centrale, ses ventilateurs, ses filtres et sa régulation en tant qu’éléments dissociables',
  entretien:
    'changer les filtres selon leur perte de charge et la périodicité de l’établissement, nettoyer batteries et bac de condensats, vérifier les courroies et ventilateurs, et faire contrôler les débits selon le plan de maintenance',
};

/**
 * Equipment placed on an existing building: since Cass. 3e civ. 21 March 2024 (n° 22-18.694) it is under the
 * contractor's contractual liability rather than the biennale, unless it is itself an ouvrage.
 */
const EQUIPEMENT_EXISTANT_CHALEUR =
  'posés en remplacement sur un bâtiment existant, ces équipements relèvent de la responsabilité contractuelle de droit commun plutôt que de cette garantie lorsqu’ils ne constituent pas eux-mêmes un ouvrage (Cass. 3e civ., 21 mars 2024, n° 22-18.694)';

/** A production of heating and cooling together (« production du chauffage/climatisation »): its own kind. */
const PRODUCTION_CHAUD_ET_FROID =
  /production (du |de |d')?(chauffage|chaud|chaleur)[^.\n]{0,20}(climatisation|froid|rafraichissement)/;
/** A heat production named by the object: boiler room, boilers, generators, « production de chaleur ». */
const PRODUCTION_CHALEUR =
  /production (de )?(chaleur|chauffage|calorifique)|chaufferies?|chaudieres?|generateurs? (de chaleur|thermiques?)|bruleurs?/;
/** Not a boiler room's renovation: a new building, a heat network, a heat pump, an upkeep contract. */
const PRODUCTION_CHALEUR_SAUF =
  /construction (neuve|d'(un|une|des)\b)|batiments? neufs?|installations? neuves?|reseaux? de chaleur|chauffage urbain|sous-stations?|pompes? a chaleur|\bpac\b|(travaux|marches?|accords?[- ]cadres?|prestations?|contrats?) d\W{0,2}(entretien|maintenance|exploitation)|maintenance (corrective|preventive)|depannages?/;
/** Gas named by the object or the notice. */
const GAZ = /\bgaz\b/;
/** Fuel oil named: its residue and tank are removed under the rules of hazardous waste. */
const FIOUL = /fioul|\bfuel\b|cuves?/;

/**
 * The renovation of a heat production in an existing building (« rénovation de la production de chaleur »,
 * « remplacement des chaudières », « chaufferie »): survey of the boiler room, the old generators removed with their
 * fluids and, in an old boiler room, its asbestos; new generators and their hydraulics; flue (NF DTU 24.1), gas
 * (NF DTU 61.1) when gas; heating kept during the works; commissioning. Not a new building's installation, a
 * district-heating substation, a heat pump job nor an upkeep contract (their own kinds or the trade's method).
 */
const PRODUCTION_DE_CHALEUR: SousType = {
  key: 'production_chaleur',
  label: 'rénovation de la production de chaleur',
  when: PRODUCTION_CHALEUR,
  unless:
    // A heating and cooling production without a boiler named is the heat pump's or chiller's kind.
    new RegExp(
      `^(?=[\\s\\S]*(?:${PRODUCTION_CHAUD_ET_FROID.source}))(?![\\s\\S]*(chaudieres?|chaufferies?|bruleurs?))|${PRODUCTION_CHALEUR_SAUF.source}`,
    ),
  // A new boiler room (« Construction de la chaufferie du nouveau gymnase ») is no renovation: the new
  // heating kind writes it.
  unlessSurObjet: NEUF_SEUL,
  travaux: 'travaux de rénovation de la production de chaleur',
  ouvrage: 'la production de chaleur',
  sansNormes: /^NF DTU 24\.1$|2024\/573|68\.3/,
  normes: [
    {
      ref: 'NF EN 12828',
      objet: 'systèmes de chauffage à eau dans les bâtiments : conception (sécurité, expansion, qualité de l’eau)',
    },
    {
      ref: 'NF DTU 24.1',
      objet: 'travaux de fumisterie : conduits de fumée et raccordement des générateurs à combustion',
    },
    {
      ref: 'NF DTU 61.1',
      objet:
        'installations de gaz : tuyauteries, organes de coupure et essais d’étanchéité (avec, dans un établissement recevant du public, les articles GZ du règlement de sécurité)',
      when: GAZ,
    },
    {
      ref: 'Arrêté du 16 juillet 2019 et NF X 46-020',
      objet: 'repérage de l’amiante avant travaux de la chaufferie existante, fourni par le maître d’ouvrage',
    },
  ],
  sansSpecificites: /^(chaufferie|pompes à chaleur|ventilation)$/,
  specificites: [
    {
      when: /./,
      sujet: 'production de chaleur remplacée dans une chaufferie existante',
      texte:
        'La rénovation d’une production de chaleur se fait dans une chaufferie existante : elle est relevée avant toute commande (générateurs, puissance installée, régimes d’eau, hydraulique, conduits de fumée, ventilations du local, alimentation en combustible, régulation), et la puissance des nouveaux générateurs est justifiée par un bilan thermique ou par les consommations relevées, sans reconduire d’office la puissance existante. L’hydraulique est reprise avec les générateurs : bouteille de découplage ou séparateur hydraulique, pompes à débit variable, vase d’expansion et soupapes selon la NF EN 12828 et le NF DTU 65.11, pot à boues et filtre magnétique ; le réseau conservé est désemboué avant raccordement et l’installation remplie d’une eau traitée selon les prescriptions du fabricant des générateurs.',
    },
    {
      when: /./,
      sujet: 'dépose de l’ancienne production',
      texte:
        'Les anciens générateurs sont déposés après consignation électrique, vidange de l’installation, coupure et condamnation du combustible : les boues sont pompées par une entreprise agréée et suivies par bordereau ; si l’installation est au fioul, le fioul résiduel est pompé et la cuve dégazée puis neutralisée ou évacuée selon le CCTP. Dans une chaufferie ancienne, le repérage amiante avant travaux est lu avant toute dépose (calorifuges, joints et tresses, conduits en fibres-ciment) : les matériaux qu’il signale sont retirés au préalable par une entreprise certifiée pour la sous-section 3 et évacués sous BSDA.',
    },
    {
      when: /./,
      sujet: 'continuité du chauffage',
      texte:
        'La bascule de l’ancienne production vers la nouvelle est placée hors période de chauffe quand le délai le permet ; si les travaux tombent en période de chauffe, une chaudière provisoire raccordée sur les départs existants, ou un générateur existant maintenu en service, chauffe les locaux occupés jusqu’à la mise en service, et la coupure se limite au créneau de raccordement convenu avec l’exploitant.',
    },
    {
      when: /./,
      sujet: 'fumisterie et local chaufferie',
      texte:
        'Pour des générateurs à combustion, les conduits de fumée sont vérifiés, tubés ou refaits selon le NF DTU 24.1, avec un conduit adapté à la condensation et des condensats neutralisés avant rejet. Le local reste conforme aux règles qu’impose sa puissance et, dans un établissement recevant du public, le règlement de sécurité : ventilations haute et basse, coupure du combustible et arrêt d’urgence hors du local, accès ; les écarts relevés sur le local existant sont signalés au maître d’œuvre dès le relevé.',
    },
    {
      when: GAZ,
      sujet: 'alimentation en gaz',
      texte:
        'L’alimentation en gaz de la chaufferie est reprise selon le NF DTU 61.1 (et les articles GZ du règlement de sécurité dans un établissement recevant du public) : tuyauteries, organe de coupure, essai d’étanchéité avant la mise en gaz, faite avec le distributeur, et certificat de conformité remis au DOE.',
    },
  ],
  etapes: [
    {
      titre: 'Relevé et dimensionnement',
      detail:
        'relevé de la chaufferie existante (générateurs, hydraulique, conduits de fumée, ventilations, combustible, régulation), lecture du repérage amiante avant travaux, bilan thermique ou analyse des consommations justifiant la puissance des nouveaux générateurs, plans d’exécution soumis au visa',
    },
    {
      titre: 'Continuité du chauffage',
      detail:
        'date de bascule arrêtée avec l’exploitant ; en période de chauffe, chaudière provisoire raccordée ou générateur existant maintenu jusqu’à la mise en service',
    },
    {
      titre: 'Dépose de l’ancienne production',
      detail:
        'consignation, coupure du combustible et vidange, boues (et fioul résiduel pour une installation au fioul) pompées par une entreprise agréée, matériaux amiantés signalés par le repérage retirés au préalable par une entreprise certifiée, dépose et évacuation des générateurs, brûleurs et accessoires',
    },
    {
      titre: 'Générateurs et hydraulique',
      detail:
        'pose des générateurs sur leurs socles, bouteille de découplage ou séparateur hydraulique, pompes, vase d’expansion et soupapes (NF EN 12828, NF DTU 65.11), pot à boues et filtre magnétique, calorifugeage',
    },
    {
      titre: 'Fumisterie',
      detail:
        'conduits de fumée des générateurs à combustion vérifiés, tubés ou refaits selon le NF DTU 24.1, évacuation et neutralisation des condensats',
    },
    {
      titre: 'Alimentation en gaz',
      detail:
        'tuyauteries et organe de coupure selon le NF DTU 61.1, essai d’étanchéité, mise en gaz avec le distributeur',
      when: GAZ,
    },
    {
      titre: 'Désembouage et qualité de l’eau',
      detail:
        'désembouage du réseau conservé avant raccordement, remplissage avec une eau traitée selon les prescriptions du fabricant, valeurs consignées',
    },
    {
      titre: 'Régulation, mise en service et bascule',
      detail:
        'raccordements électriques, régulation en loi d’eau et cascade des générateurs, mise en service par le constructeur, analyse de combustion et réglage des brûleurs, équilibrage des circuits, formation de l’exploitant, DOE',
    },
  ],
  risques: [
    {
      risque: 'Exposition à l’amiante dans une chaufferie ancienne (calorifuges, joints, conduits)',
      mesure:
        'repérage avant travaux lu avant toute dépose ; intervention sur un matériau amianté en sous-section 4 par du personnel formé, retrait par une entreprise certifiée pour la sous-section 3',
    },
    {
      risque: 'Fuite de gaz ou explosion',
      mesure:
        'coupure et purge avant intervention, détecteur de gaz portatif, aucun point chaud sans permis de feu, essai d’étanchéité avant la mise en gaz',
      when: GAZ,
    },
    {
      risque: 'Intoxication au monoxyde de carbone',
      mesure: 'contrôle des conduits, de la ventilation du local et de la combustion à la mise en service',
    },
  ],
  sansRisques: /monoxyde|frigorig/,
  materiel: [
    { nom: 'détecteur de gaz portatif', match: /detecteur de gaz|explosimetre/, when: GAZ },
    { nom: 'appareil de désembouage et kit d’analyse de l’eau', match: /desembouage|analyse d'eau/ },
  ],
  sansMateriel: /frigorig|an[ée]mom[èe]tre|désembouage/i,
  habilitations: [
    'qualification gaz (PG) pour les installations gaz',
    'soudage et brasage des tuyauteries, permis de feu',
    'habilitation électrique BR pour les raccordements',
    'formation amiante sous-section 4 pour les interventions dans une chaufferie ancienne',
  ],
  materiaux: [
    'générateurs conformes aux exigences d’écoconception (ErP), de l’énergie et de la puissance que retient le CCTP',
    'bouteille de découplage, pompes à débit variable, vase d’expansion et soupapes',
    'pot à boues et filtre magnétique',
    'conduits de fumée sous Avis technique adaptés à la condensation',
    'tubes acier ou cuivre et calorifuges de classe de réaction au feu adaptée',
  ],
  autocontroles: [
    {
      point: 'Relevé de la chaufferie et note de dimensionnement des générateurs',
      moment: 'avant commande des générateurs (point d’arrêt)',
      preuve: 'note de dimensionnement visée',
    },
    {
      point: 'Étanchéité des réseaux hydrauliques',
      moment: 'avant calorifugeage (point d’arrêt)',
      preuve: 'PV d’épreuve',
    },
    {
      point: 'Étanchéité de l’installation de gaz',
      moment: 'avant la mise en gaz (point d’arrêt)',
      preuve: 'PV d’essai et certificat de conformité',
      when: GAZ,
    },
    {
      point: 'Conduits de fumée et évacuation des condensats',
      moment: 'avant mise en service',
      preuve: 'fiche de contrôle du conduit',
    },
    {
      point: 'Désembouage et qualité de l’eau',
      moment: 'au remplissage',
      preuve: 'fiche de désembouage et analyse d’eau',
    },
    { point: 'Combustion et réglage des brûleurs', moment: 'à la mise en service', preuve: 'ticket de l’analyseur' },
    { point: 'Équilibrage des circuits', moment: 'à la mise en service', preuve: 'fiche d’équilibrage' },
  ],
  dechets: [
    {
      dechet: 'Générateurs, brûleurs et tuyauteries métalliques déposés',
      categorie: 'DND',
      exutoire: 'ferrailleur pour recyclage matière',
    },
    { dechet: 'Régulations et armoires électriques déposées', categorie: 'DD', exutoire: 'filière DEEE' },
    {
      dechet: 'Boues de désembouage',
      categorie: 'DD',
      exutoire: 'collecte par entreprise agréée, bordereau sur Trackdéchets',
    },
    {
      dechet: 'Fioul résiduel et boues de cuve',
      categorie: 'DD',
      exutoire: 'pompage par entreprise agréée, bordereau sur Trackdéchets',
      when: FIOUL,
    },
    { dechet: 'Calorifuges et emballages', categorie: 'DND', exutoire: 'centre de tri' },
  ],
  phases: [
    { nom: 'Relevé, dimensionnement et visa', part: 0.1 },
    { nom: 'Approvisionnement des générateurs', part: 0.2 },
    { nom: 'Dépose de l’ancienne production', part: 0.15 },
    { nom: 'Pose des générateurs, hydraulique et fumisterie', part: 0.35 },
    { nom: 'Raccordements, mise en service, essais et réception', part: 0.2 },
  ],
  pointsAttention: [
    'la période de chauffe, qui fixe la date de bascule, et le chauffage provisoire des locaux occupés',
    'l’énergie et la puissance des nouveaux générateurs que retient le CCTP, et l’état des conduits de fumée',
    'le repérage amiante de la chaufferie et les accès pour sortir les anciens générateurs et amener les nouveaux',
    'l’état des réseaux conservés (embouage, corrosion)',
  ],
  sansPointsAttention: /./,
  biennale: `les générateurs, brûleurs, pompes et la régulation fournis par notre lot, en tant qu’éléments d’équipement dissociables ; ${EQUIPEMENT_EXISTANT_CHALEUR}`,
  decennale:
    'la chaufferie et les réseaux réalisés lorsqu’ils constituent un ouvrage, et tout désordre rendant l’ouvrage impropre à sa destination',
  entretien:
    'faire réaliser l’entretien annuel obligatoire des générateurs et le ramonage des conduits, suivre la qualité de l’eau et la pression du réseau chaque automne, et faire vérifier la régulation avant chaque période de chauffe',
};

/** The words of a connection to a heat network that presume an old boiler room and an existing network. */
const CHALEUR_NEUVE: [RegExp, string][] = [
  [
    /^relevé de l’ancienne chaufferie, .*$/,
    'local de la sous-station livré par le gros œuvre (réservations, ventilation, évacuations, socles), réceptionné avant la pose',
  ],
  [
    /désembouage du réseau existant, reprise des départs/,
    'rinçage du réseau secondaire neuf, raccordement des départs',
  ],
  [
    /, bascule circuit par circuit sur un créneau arrêté avec l’établissement$/,
    ', mise en chauffe circuit par circuit',
  ],
  [/^Basculement et mise en service/, 'Mise en eau et mise en service'],
  [/ et déposes$/, ' et réservations'],
  [/^Désembouage et qualité/, 'Rinçage et qualité'],
  [/^fiche de désembouage/, 'fiche de rinçage'],
  [/le réseau secondaire existant est désemboué et filtré/, 'le réseau secondaire neuf est rincé et filtré'],
];
const enNeuf = (t: string) => CHALEUR_NEUVE.reduce((acc, [from, to]) => acc.replace(from, to), t);

/**
 * A kind as is on an existing building, and on a new one (nothing in the object about an existing
 * work): no old boiler room to survey, drain or remove, no asbestos, no waste of removed equipment,
 * no dépose phase nor the points that presume occupied rooms or kept networks.
 */
function selonNeuf(st: SousType): SousType[] {
  return [
    { ...st, unless: st.unless ? new RegExp(`${st.unless.source}|${NEUF_SEUL.source}`) : NEUF_SEUL },
    {
      ...st,
      when: new RegExp(`^(?=[\\s\\S]*(?:${st.when.source}))${NEUF_SEUL.source.slice(1)}`),
      specificites: st.specificites?.map((x) => ({ ...x, texte: enNeuf(x.texte) })),
      etapes: st.etapes?.map((e) => ({ ...e, titre: enNeuf(e.titre), detail: enNeuf(e.detail) })),
      phases: st.phases?.map((p) => ({ ...p, nom: enNeuf(p.nom) })),
      risques: st.risques?.filter((r) => !/amiante/i.test(r.risque)),
      habilitations: st.habilitations?.filter((h) => !/amiante/i.test(h)),
      autocontroles: st.autocontroles?.map((c) => ({ ...c, point: enNeuf(c.point), preuve: enNeuf(c.preuve) })),
      dechets: st.dechets && [
        ...st.dechets.filter((d) => !/déposé|boues|amiante/i.test(`${d.dechet} ${d.exutoire}`)),
        {
          dechet: 'Chutes de tubes et de supports métalliques',
          categorie: 'DND',
          exutoire: 'ferrailleur pour recyclage matière',
        },
      ],
      sansPointsAttention: new RegExp(
        `${st.sansPointsAttention ? `${st.sansPointsAttention.source}|` : ''}locaux occupés|réseaux conservés`,
      ),
    },
  ];
}

/**
 * The heating and ventilation of a new building (« Construction d’un gymnase »): nothing to drain nor
 * remove, no occupied rooms to keep warm; the work starts with the reservations given to the
 * structural work.
 */
const CHAUFFAGE_NEUF: SousType = {
  key: 'chauffage_neuf',
  label: 'installation neuve de chauffage et de ventilation',
  when: NEUF_SEUL,
  phases: [
    { nom: 'Études d’exécution, visa et approvisionnement', part: 0.2 },
    { nom: 'Réservations, trémies et supports', part: 0.15 },
    { nom: 'Réseaux et supportages', part: 0.3 },
    { nom: 'Équipements et raccordements', part: 0.2 },
    { nom: 'Essais, équilibrage, mise en service et réception', part: 0.15 },
  ],
  sansPointsAttention: /locaux occupés|réseaux conservés/,
  pointsAttention: [
    'les réservations, trémies et socles à transmettre au gros œuvre à l’avancement',
    'la mise en eau et la mise en service des générateurs une fois le bâtiment clos et couvert, avant les finitions',
  ],
};

/**
 * The heating distribution network of a building replaced (« remplacement des réseaux de chauffage »): the
 * pipes between the production and the emitters, not a district-heat network nor a new generator. Survey of
 * the network and its lagging (asbestos survey before any dépose), works out of the heating season or with heat
 * kept, drain and refill, new pipes as the CCTP says, supports and expansion, lagging, désembouage and water
 * treatment, pressure test, purge and balancing — no refrigerant, air handling unit nor heat pump.
 */
const RESEAUX_CHAUFFAGE =
  /(remplacement|renovation|refection|reprise|rehabilitation|changement|modernisation|reparation)s? (partiel(le)?s? )?(des |du |de |d')?(reseaux?|canalisations?|tuyauteries?|distributions?|colonnes?)( hydrauliques?)? (de |d'|du )?(chauffage|eau chaude de chauffage)|(remplacement|renovation|refection|reparation)s? (partiel(le)?s? )?(des |du |d'un )?reseaux? hydrauliques?/;
const REMPLACEMENT_RESEAUX_CHAUFFAGE: SousType = {
  key: 'reseaux_chauffage',
  label: 'remplacement des réseaux de chauffage',
  when: RESEAUX_CHAUFFAGE,
  unless:
    /reseaux? de chaleur|chauffage urbain|sous-stations?|pompes? a chaleur|\bpac\b|climatisation|\bcta\b|(travaux|marches?|accords?[- ]cadres?|prestations?|contrats?) d\W{0,2}(entretien|maintenance|exploitation)/,
  travaux: 'travaux de remplacement des réseaux de chauffage',
  ouvrage: 'les réseaux de chauffage',
  sansNormes: /24\.1|2024\/573|65\.12|65\.14|68\.3|RE2020/,
  normes: [
    {
      ref: 'NF EN 12828',
      objet: 'systèmes de chauffage à eau dans les bâtiments : conception (sécurité, expansion, qualité de l’eau)',
    },
    {
      ref: 'Arrêté du 16 juillet 2019 et NF X 46-020',
      objet:
        'repérage de l’amiante avant travaux des réseaux et de leurs calorifuges à déposer, fourni par le maître d’ouvrage',
    },
  ],
  sansSpecificites: /^(chaufferie|pompes à chaleur|ventilation|émetteurs et équilibrage)$/,
  specificites: [
    {
      when: /./,
      sujet: 'réseau existant relevé et calorifuges anciens',
      texte:
        'Le réseau existant est relevé avant toute commande : tracés, diamètres, matériaux, supports, vannes et organes d’équilibrage, points hauts et points bas, état de corrosion et d’embouage. Ses calorifuges anciens sont traités comme suspects tant que le repérage amiante avant travaux ne les a pas levés : il est lu avant toute dépose, et les calorifuges ou joints qu’il signale sont retirés au préalable par une entreprise certifiée pour la sous-section 3 et évacués sous BSDA, nos intervenants n’y touchant qu’en sous-section 4 après formation.',
    },
    {
      when: /./,
      sujet: 'phasage et continuité du chauffage',
      texte:
        'La dépose et la repose des réseaux sont placées hors période de chauffe, et dans un établissement scolaire pendant les congés, quand le délai le permet ; si elles débordent sur la saison de chauffe, le remplacement se fait circuit par circuit ou colonne par colonne, les circuits non touchés restant en service, et la coupure de chaque zone se limite au créneau convenu avec l’établissement et l’exploitant.',
    },
    {
      when: /./,
      sujet: 'réseaux neufs, dilatation et calorifugeage',
      texte:
        'Les tubes neufs sont de la nature que fixe le CCTP (acier, cuivre ou multicouche) et posés selon le NF DTU 65.10 : supports et colliers à l’écartement du fabricant, points fixes, lyres ou compensateurs de dilatation là où les longueurs droites l’imposent, pentes vers les purges et les vidanges, fourreaux aux traversées de parois, calfeutrés au degré coupe-feu de la paroi. Les réseaux sont calorifugés après l’épreuve avec l’épaisseur et la classe de réaction au feu que demandent le CCTP et la réglementation thermique des bâtiments existants.',
    },
    {
      when: /./,
      sujet: 'remise en eau, désembouage et équilibrage',
      texte:
        'Avant la remise en eau, le réseau conservé (émetteurs, antennes) est désemboué et rincé, un pot à boues ou un filtre magnétique posé sur le retour, et l’installation remplie d’une eau traitée dont les valeurs (pH, dureté, conductivité) sont consignées. L’épreuve hydraulique précède le calorifugeage ; après la remise en eau, l’installation est purgée point haut par point haut, puis équilibrée circuit par circuit d’après la note de calcul, les relevés de débits et de températures étant joints au DOE.',
    },
  ],
  etapes: [
    {
      titre: 'Relevé du réseau et repérage amiante',
      detail:
        'relevé des tracés, diamètres, supports, vannes et organes d’équilibrage existants, lecture du repérage amiante avant travaux des calorifuges et joints, note de dimensionnement et plans d’exécution soumis au visa',
    },
    {
      titre: 'Phasage',
      detail:
        'phasage arrêté avec l’établissement et l’exploitant : travaux hors période de chauffe quand le délai le permet, sinon circuit par circuit, créneaux de coupure fixés',
    },
    {
      titre: 'Vidange et dépose',
      detail:
        'consignation et vidange des circuits concernés, calorifuges amiantés éventuels retirés au préalable par une entreprise certifiée, dépose des tuyauteries et supports, tri des métaux',
    },
    {
      titre: 'Réseaux neufs',
      detail:
        'pose des tubes (acier, cuivre ou multicouche selon le CCTP) selon le NF DTU 65.10, supports, points fixes et compensateurs de dilatation, fourreaux et calfeutrements, vannes d’isolement, d’équilibrage, purgeurs et vidanges',
    },
    {
      titre: 'Épreuve',
      detail: 'épreuve hydraulique d’étanchéité des réseaux avant calorifugeage, PV d’épreuve',
    },
    {
      titre: 'Calorifugeage',
      detail: 'calorifuges d’épaisseur et de classe de réaction au feu fixées au CCTP, repérage des réseaux',
    },
    {
      titre: 'Remise en eau et équilibrage',
      detail:
        'désembouage et rinçage du réseau conservé, remplissage avec une eau traitée, purge, équilibrage circuit par circuit, relevés de débits et de températures, DOE',
    },
  ],
  risques: [
    {
      risque: 'Exposition à l’amiante des calorifuges et joints anciens',
      mesure:
        'repérage avant travaux lu avant toute dépose ; intervention sur un matériau amianté en sous-section 4 par du personnel formé, retrait par une entreprise certifiée pour la sous-section 3',
    },
    {
      risque: 'Brûlures par l’eau des circuits restés en service',
      mesure: 'circuits consignés et vidangés avant coupe, vannes cadenassées, températures vérifiées',
    },
  ],
  sansRisques: /frigorig|monoxyde|équipements lourds/,
  materiel: [
    {
      nom: 'appareil de mesure des débits et pressions différentielles pour l’équilibrage',
      match: /debitmetre|equilibrage|pression differentielle/,
    },
  ],
  sansMateriel: /frigorig|combustion|an[ée]mom[èe]tre|levage/i,
  habilitations: [
    'soudage et brasage des tuyauteries, permis de feu',
    'formation amiante sous-section 4 pour les interventions sur des calorifuges anciens',
    'travail en hauteur sur plateforme individuelle roulante ou échafaudage roulant',
  ],
  materiaux: [
    'tubes acier, cuivre ou multicouche selon le CCTP, avec leurs raccords et supports',
    'points fixes, lyres ou compensateurs de dilatation',
    'vannes d’isolement, vannes d’équilibrage, purgeurs et vidanges',
    'pot à boues ou filtre magnétique et produits de traitement de l’eau',
    'calorifuges de l’épaisseur et de la classe de réaction au feu fixées au CCTP',
  ],
  autocontroles: [
    {
      point: 'Repérage amiante des calorifuges et joints à déposer',
      moment: 'avant toute dépose (point d’arrêt)',
      preuve: 'rapport de repérage lu et visé',
    },
    {
      point: 'Étanchéité des réseaux hydrauliques',
      moment: 'avant calorifugeage (point d’arrêt)',
      preuve: 'PV d’épreuve',
    },
    {
      point: 'Désembouage et qualité de l’eau',
      moment: 'au remplissage',
      preuve: 'fiche de désembouage et analyse d’eau',
    },
    { point: 'Équilibrage des circuits', moment: 'à la remise en service', preuve: 'fiche d’équilibrage' },
  ],
  dechets: [
    {
      dechet: 'Tuyauteries, vannes et supports métalliques déposés',
      categorie: 'DND',
      exutoire: 'ferrailleur pour recyclage matière',
    },
    {
      dechet: 'Boues de désembouage',
      categorie: 'DD',
      exutoire: 'collecte par entreprise agréée, bordereau sur Trackdéchets',
    },
    {
      dechet: 'Calorifuges amiantés signalés par le repérage',
      categorie: 'DD',
      exutoire: 'retrait par l’entreprise certifiée, ISDD avec bordereau BSDA',
    },
    { dechet: 'Calorifuges non amiantés et emballages', categorie: 'DND', exutoire: 'centre de tri' },
  ],
  phases: [
    { nom: 'Relevé, repérage amiante, dimensionnement et visa', part: 0.15 },
    { nom: 'Approvisionnement et phasage', part: 0.1 },
    { nom: 'Vidange et dépose des réseaux', part: 0.15 },
    { nom: 'Pose des réseaux neufs et épreuve', part: 0.35 },
    { nom: 'Calorifugeage', part: 0.1 },
    { nom: 'Remise en eau, équilibrage et réception', part: 0.15 },
  ],
  pointsAttention: [
    'la période de chauffe et les congés de l’établissement, qui fixent le calendrier de dépose et de remise en eau',
    'le repérage amiante des calorifuges et joints des réseaux à déposer',
    'la nature des tubes que retient le CCTP et la part des émetteurs et antennes conservés',
    'l’état des réseaux conservés (embouage, corrosion)',
  ],
  sansPointsAttention: /./,
  biennale:
    'les vannes, purgeurs et organes d’équilibrage fournis par notre lot, en tant qu’éléments d’équipement dissociables',
  decennale:
    'les réseaux réalisés lorsqu’ils constituent un ouvrage ou en sont indissociables, et tout désordre rendant l’ouvrage impropre à sa destination',
  entretien:
    'vérifier la pression du réseau et purger les points hauts avant chaque période de chauffe, suivre la qualité de l’eau et nettoyer le pot à boues ou le filtre magnétique selon la notice',
};

/** A hospital room with a controlled environment, or a clean room, in the object. */
const ZEM =
  /salles? (d'operation|propres?|blanches?|a atmosphere controlee|a environnement maitrise)|blocs? operatoires?|zones? a environnement maitrise|\bpmo\b|prelevements? multi/;

/**
 * Ventilation brought to standard (« mise en conformité des installations de ventilations hygiéniques et
 * spécifiques », « remise aux normes de la qualité de l’air de la salle ») in an existing building: survey and
 * flow measurements, the rules of workplaces (code du travail R4222) and of the règlement sanitaire
 * départemental, specific pollution captured at source, and, in a care room, NF S 90-351.
 */
const VENTILATION_CONFORMITE: SousType = {
  key: 'ventilation_conformite',
  label: 'mise en conformité de la ventilation et de la qualité de l’air',
  when: /(mise en conformite|mise aux normes|remise aux normes|renovation|remplacement|refection|rehabilitation|amelioration|reprise)s?( techniques?)? (de la |des |du |de l'|d'une? |de )?(installations? (de |d'))?(ventilations?|\bvmc\b|extractions?|qualite de l'air|traitement d'air|aeraulique)|(ventilations?|qualite de l'air)[^.\n]{0,40}(conformite|aux normes)/,
  surObjet: true,
  unless:
    /construction neuve|construction d'(un|une|des)\b|batiments? neufs?|(travaux|marches?|accords?[- ]cadres?|prestations?|contrats?) d\W{0,2}(entretien|maintenance|exploitation)|laboratoire|\bctas?\b|centrales? de traitement d'air/,
  travaux: 'travaux de mise en conformité de la ventilation',
  ouvrage: 'les installations de ventilation',
  sansNormes: /24\.1|65\.1[0-4]|2024\/573|RE2020/,
  normes: [
    {
      ref: 'Code du travail, articles R4222-1 et suivants',
      objet:
        'aération et assainissement des locaux de travail : débits d’air neuf des locaux à pollution non spécifique, captage à la source des polluants spécifiques',
    },
    {
      ref: 'Arrêté du 8 octobre 1987',
      objet: 'contrôle périodique des installations d’aération et d’assainissement des locaux de travail',
    },
    {
      ref: 'Règlement sanitaire départemental',
      objet: 'ventilation des locaux recevant du public et des locaux à pollution spécifique (débits minimaux)',
    },
    {
      ref: 'NF EN 16798-1 et NF EN 16798-3',
      objet:
        'performance énergétique des bâtiments, ventilation : paramètres d’ambiance intérieure et exigences de performance des systèmes de ventilation des bâtiments non résidentiels',
    },
    { ref: 'NF EN 12599', objet: 'ventilation des bâtiments : essais et mesures à la réception' },
    { ref: 'NF EN 15780', objet: 'propreté des réseaux de ventilation : évaluation et nettoyage' },
    {
      ref: 'NF S 90-351',
      objet:
        'établissements de santé : zones à environnement maîtrisé, exigences de traitement d’air (classes de propreté particulaire, cascades de pression, taux de renouvellement)',
      when: new RegExp(`${SOINS.source}|${ZEM.source}`),
    },
  ],
  sansSpecificites: /^(chaufferie|pompes à chaleur|émetteurs et équilibrage)$/,
  specificites: [
    {
      when: /./,
      sujet: 'diagnostic et mise en conformité de la ventilation',
      texte:
        'La mise en conformité part d’un état des lieux mesuré : débits d’air neuf et d’extraction relevés local par local selon la NF EN 12599, comparés aux débits qu’exigent le code du travail (articles R4222-1 et suivants) pour les locaux de travail et le règlement sanitaire départemental pour les locaux recevant du public, état des ventilateurs, des filtres et de la propreté des réseaux (NF EN 15780). Les écarts sont repris dans une note soumise au visa avant travaux ; après travaux, les débits sont mesurés de nouveau, bouche par bouche, et consignés dans un PV qui sert de référence au contrôle périodique de l’arrêté du 8 octobre 1987.',
    },
    {
      when: /specifiques?|chimie|polluants?|captage|hottes?|fumees?|atelier/,
      sujet: 'ventilation des locaux à pollution spécifique',
      texte:
        'Les polluants spécifiques sont captés au plus près de leur émission (hottes, bras ou armoires ventilées), avec une vitesse de captage mesurée à la réception et un air de compensation introduit pour maintenir le local en légère dépression par rapport aux circulations ; le rejet se fait hors des prises d’air neuf et des ouvrants, et les réseaux sont en matériaux compatibles avec les produits manipulés, que l’exploitant décrit avant l’exécution. Les réseaux existants sont décontaminés et consignés par l’exploitant avant toute intervention.',
    },
    {
      when: new RegExp(`${SOINS.source}|${ZEM.source}`),
      sujet: 'qualité de l’air d’une salle à environnement maîtrisé',
      texte:
        'Dans une salle à environnement maîtrisé d’un établissement de santé, les exigences sont celles de la NF S 90-351 retenues par l’établissement : classe de propreté particulaire, cinétique de décontamination, taux de renouvellement, cascade de pression vers les locaux adjacents, filtration terminale à très haute efficacité. Les travaux sont placés avec le service technique et l’équipe opérationnelle d’hygiène, sous confinement selon l’analyse du risque infectieux ; la salle n’est rendue au service qu’après bionettoyage et qualification : comptage particulaire, mesures de pressions différentielles, de débits et de température, avec un PV remis à l’établissement.',
    },
  ],
  etapes: [
    {
      titre: 'Diagnostic mesuré',
      detail:
        'relevé des installations, mesures de débits et de pressions local par local, état des ventilateurs, des filtres et des réseaux, comparaison aux débits réglementaires, note de mise en conformité soumise au visa',
    },
    {
      titre: 'Phasage avec l’exploitant',
      detail:
        'arrêts des installations fixés avec l’exploitant et les utilisateurs des locaux desservis, consignation électrique des ventilateurs',
    },
    {
      titre: 'Confinement et hygiène',
      detail:
        'analyse du risque infectieux avec l’équipe d’hygiène, confinement de la zone, aspiration à filtre absolu',
      when: new RegExp(`${SOINS.source}|${ZEM.source}`),
    },
    {
      titre: 'Réseaux et équipements',
      detail:
        'reprise ou remplacement des ventilateurs, caissons, réseaux, bouches et dispositifs de captage selon la note, réseaux conservés nettoyés selon la NF EN 15780, filtres neufs',
    },
    {
      titre: 'Régulation et asservissements',
      detail:
        'régulation des débits et des pressions, asservissements (arrêt sur détection incendie selon le CCTP), reports vers la GTB',
    },
    {
      titre: 'Mesures et réglages',
      detail:
        'équilibrage aux débits de consigne, mesures de débits, de pressions et de vitesses de captage selon la NF EN 12599, PV remis avec le DOE',
    },
    {
      titre: 'Qualification de la salle',
      detail:
        'bionettoyage puis qualification : comptage particulaire, pressions différentielles, débits et température, PV remis à l’établissement avant reprise d’activité',
      when: new RegExp(`${SOINS.source}|${ZEM.source}`),
    },
  ],
  risques: [
    {
      risque: 'Exposition aux polluants résiduels des réseaux d’extraction',
      mesure: 'réseaux décontaminés et consignés par l’exploitant avant intervention, EPI adaptés aux produits',
      when: /specifiques?|chimie|polluants?|captage|hottes?/,
    },
    {
      risque: 'Contamination de la zone de soins par les poussières de chantier',
      mesure: 'confinement, aspiration à filtre absolu, nettoyage humide, circulations séparées',
      when: new RegExp(`${SOINS.source}|${ZEM.source}`),
    },
    {
      risque: 'Chute de hauteur lors des interventions en faux plafond ou en toiture',
      mesure: 'plateforme individuelle roulante, garde-corps ou ligne de vie en toiture',
    },
  ],
  sansRisques: /monoxyde|soudures|frigorig/,
  materiel: [
    {
      nom: 'anémomètre, balomètre et micromanomètre pour les mesures de débits et de pressions',
      match: /anemometre|balometre|manometre/,
    },
    { nom: 'compteur de particules', match: /particul/, when: new RegExp(`${SOINS.source}|${ZEM.source}`) },
  ],
  sansMateriel: /désembouage|épreuve|appareils de mesure des débits|combustion|frigorig/i,
  habilitations: [
    'habilitations électriques selon la NF C 18-510 pour les raccordements et la consignation des ventilateurs',
    'travail en hauteur et port du harnais',
  ],
  autocontroles: [
    {
      point: 'Débits et pressions avant travaux',
      moment: 'au diagnostic',
      preuve: 'relevé de mesures',
    },
    {
      point: 'Propreté des réseaux conservés (NF EN 15780)',
      moment: 'avant remise en service (point d’arrêt)',
      preuve: 'rapport d’inspection avec photos',
    },
    {
      point: 'Débits, pressions et vitesses de captage (NF EN 12599)',
      moment: 'à la remise en service',
      preuve: 'PV de mesures aérauliques',
    },
    {
      point: 'Qualification de la salle (particules, pressions, débits)',
      moment: 'avant reprise d’activité (point d’arrêt)',
      preuve: 'PV de qualification',
      when: new RegExp(`${SOINS.source}|${ZEM.source}`),
    },
  ],
  dechets: [
    { dechet: 'Gaines, caissons et ventilateurs déposés', categorie: 'DND', exutoire: 'recycleur de métaux' },
    {
      dechet: 'Filtres usagés',
      categorie: 'DND',
      exutoire: 'centre de tri, ou filière indiquée par l’exploitant pour les filtres des zones à risque',
    },
    {
      dechet: 'Réseaux d’extraction souillés par des produits chimiques',
      categorie: 'DD',
      exutoire: 'filière des déchets dangereux désignée par l’exploitant, bordereau sur Trackdéchets',
      when: /specifiques?|chimie|polluants?/,
    },
    { dechet: 'Moteurs et régulations déposés', categorie: 'DD', exutoire: 'filière DEEE' },
    { dechet: 'Emballages', categorie: 'DND', exutoire: 'centre de tri' },
  ],
  phases: [
    { nom: 'Diagnostic mesuré, note de mise en conformité et visa', part: 0.2 },
    { nom: 'Approvisionnement et phasage', part: 0.15 },
    { nom: 'Réseaux, équipements et captages', part: 0.35 },
    { nom: 'Régulation, mesures, réglages et réception', part: 0.3 },
  ],
  pointsAttention: [
    'les débits réglementaires de chaque local et les écarts que le diagnostic relève',
    'les arrêts des installations que les utilisateurs peuvent accepter',
    'la propreté et l’étanchéité des réseaux conservés',
  ],
  sansPointsAttention: /periode de chauffe|période de chauffe|embouage|équipements lourds/,
  biennale: 'les ventilateurs, caissons, filtres et régulations fournis, en tant qu’éléments d’équipement dissociables',
  entretien:
    'changer les filtres selon leur perte de charge, nettoyer les bouches et les réseaux selon la NF EN 15780, et faire contrôler les débits selon l’arrêté du 8 octobre 1987',
};

/**
 * The production of heating and cooling replaced (« remplacement du système de production du chauffage /
 * climatisation »): heat pump, chiller or reversible unit, refrigerant rules (Regulation (EU) 2024/573, NF EN 378)
 * — not a boiler room's flue and fuel.
 */
const PRODUCTION_CHAUD_FROID: SousType = {
  key: 'production_chaud_froid',
  label: 'remplacement de la production de chauffage et de climatisation',
  when: new RegExp(
    `${PRODUCTION_CHAUD_ET_FROID.source}|production (du |de )?(froid|climatisation)|groupes? (froids?|d'eau glacee)|thermofrigopompes?|pompes? a chaleur reversibles?`,
  ),
  surObjet: true,
  unless:
    /construction neuve|construction d'(un|une|des)\b|batiments? neufs?|(travaux|marches?|accords?[- ]cadres?|prestations?|contrats?) d\W{0,2}(entretien|maintenance|exploitation)/,
  travaux: 'travaux de remplacement de la production de chauffage et de climatisation',
  ouvrage: 'la production de chauffage et de climatisation',
  sansNormes: /24\.1|68\.3|RE2020/,
  normes: [
    {
      ref: 'NF EN 378',
      objet: 'systèmes de réfrigération et pompes à chaleur : exigences de sécurité et d’environnement',
    },
    {
      ref: 'Règlement (UE) 2024/573 et code de l’environnement (articles R543-75 et suivants)',
      objet:
        'fluides frigorigènes : attestation de capacité détenue par l’entreprise, attestation d’aptitude des techniciens, contrôles d’étanchéité et fiches d’intervention',
    },
    {
      ref: 'NF EN 12828',
      objet: 'systèmes de chauffage à eau dans les bâtiments : conception (sécurité, expansion, qualité de l’eau)',
    },
  ],
  sansSpecificites: /^(chaufferie|ventilation)$/,
  specificites: [
    {
      when: /./,
      sujet: 'production de chauffage et de climatisation',
      texte:
        'La production existante est relevée avant toute commande : générateurs, puissances chaud et froid, régimes d’eau, fluide frigorigène et sa charge, hydraulique, alimentation électrique et régulation. La puissance des nouveaux équipements est justifiée par un bilan des besoins de chauffage et de rafraîchissement, sans reconduire d’office la puissance existante ; l’unité extérieure est implantée pour limiter le bruit chez les voisins (plots antivibratiles, écrans si nécessaire) et le circuit frigorifique réalisé selon la NF EN 378 par des techniciens titulaires de l’attestation d’aptitude, l’entreprise intervenant sous l’attestation de capacité exigée par le code de l’environnement. Le fluide de l’ancienne installation est récupéré avant dépose et tracé par fiche d’intervention.',
    },
    {
      when: /./,
      sujet: 'continuité du confort pendant le remplacement',
      texte:
        'La bascule est placée en mi-saison quand le délai le permet ; à défaut, une production provisoire ou le maintien d’un équipement existant couvre les locaux occupés, et la coupure se limite au créneau de raccordement convenu avec l’exploitant.',
    },
  ],
  etapes: [
    {
      titre: 'Relevé et dimensionnement',
      detail:
        'relevé de la production existante (puissances, fluide, hydraulique, alimentation électrique, régulation), bilan des besoins, notes de calcul et plans soumis au visa',
    },
    {
      titre: 'Récupération des fluides et dépose',
      detail:
        'récupération du fluide frigorigène par un technicien titulaire de l’attestation d’aptitude, fiche d’intervention, consignation, vidange et dépose des anciens équipements',
    },
    {
      titre: 'Pose et raccordements',
      detail:
        'pose des nouveaux équipements sur supports antivibratiles, raccordements hydrauliques avec vannes d’isolement et d’équilibrage, vase d’expansion et soupapes, alimentation électrique',
    },
    {
      titre: 'Circuit frigorifique',
      detail:
        'liaisons frigorifiques brasées sous azote, essai de pression, tirage au vide et charge selon la NF EN 378, contrôle d’étanchéité',
    },
    {
      titre: 'Régulation et mise en service',
      detail:
        'régulation et reports vers la GTB, mise en service par le constructeur, équilibrage, mesures des températures et des puissances en chaud et en froid, formation de l’exploitant, DOE',
    },
  ],
  risques: [
    {
      risque: 'Rejet de fluide frigorigène et brûlure par le froid',
      mesure:
        'récupération avant dépose, station de récupération, gants et lunettes, techniciens titulaires de l’attestation d’aptitude',
    },
    {
      risque: 'Manutention et levage des équipements',
      mesure: 'plan de levage, engin adapté, zone interdite sous la charge',
    },
  ],
  sansRisques: /monoxyde/,
  sansMateriel: /combustion|désembouage/i,
  habilitations: [
    'attestation d’aptitude à la manipulation des fluides frigorigènes (catégorie adaptée aux équipements)',
    'habilitation électrique BR pour les raccordements',
    'brasage des tuyauteries et permis de feu',
  ],
  autocontroles: [
    {
      point: 'Dimensionnement sur le bilan des besoins',
      moment: 'avant commande (point d’arrêt)',
      preuve: 'note de calcul visée',
    },
    {
      point: 'Récupération du fluide de l’ancienne installation',
      moment: 'avant dépose',
      preuve: 'fiche d’intervention et bordereau de suivi des fluides',
    },
    {
      point: 'Étanchéité du circuit frigorifique',
      moment: 'avant charge (point d’arrêt)',
      preuve: 'PV d’essai de pression et de tirage au vide',
    },
    { point: 'Étanchéité des réseaux hydrauliques', moment: 'avant calorifugeage', preuve: 'PV d’épreuve' },
    {
      point: 'Performances en chaud et en froid',
      moment: 'à la mise en service',
      preuve: 'relevés de températures et de puissances',
    },
  ],
  dechets: [
    {
      dechet: 'Fluides frigorigènes récupérés',
      categorie: 'DD',
      exutoire: 'distributeur de fluides, bordereau de suivi des déchets de fluides',
    },
    {
      dechet: 'Équipements déposés (groupes, pompes à chaleur, régulations)',
      categorie: 'DD',
      exutoire: 'filière DEEE',
    },
    { dechet: 'Tuyauteries et supports métalliques', categorie: 'DND', exutoire: 'ferrailleur pour recyclage matière' },
    { dechet: 'Calorifuges et emballages', categorie: 'DND', exutoire: 'centre de tri' },
  ],
  phases: [
    { nom: 'Relevé, dimensionnement et visa', part: 0.15 },
    { nom: 'Approvisionnement des équipements', part: 0.25 },
    { nom: 'Récupération des fluides et dépose', part: 0.15 },
    { nom: 'Pose et raccordements', part: 0.25 },
    { nom: 'Mise en service, mesures et réception', part: 0.2 },
  ],
  pointsAttention: [
    'la saison des travaux et le confort des locaux occupés pendant la bascule',
    'le fluide et la charge de l’installation existante, et le fluide que retient le CCTP',
    'l’implantation de l’unité extérieure et son bruit',
  ],
  sansPointsAttention: /embouage/,
  // The production's own products, not the emitters and thermostatic valves of a heating network.
  materiaux: [
    'pompes à chaleur ou groupes de production réversibles sous marquage CE, conformes aux exigences d’écoconception (ErP), au fluide frigorigène retenu par le CCTP',
    'ballon tampon, pompes de circulation à vitesse variable et vannes d’équilibrage des circuits raccordés',
    'liaisons frigorifiques et tuyauteries calorifugées, supports antivibratiles',
    'régulation et comptage d’énergie raccordables à la gestion technique existante',
  ],
  biennale: `les équipements de production, pompes et régulations fournis, en tant qu’éléments d’équipement dissociables ; ${EQUIPEMENT_EXISTANT_CHALEUR}`,
  entretien:
    'faire réaliser les contrôles d’étanchéité périodiques du circuit frigorifique, nettoyer les échangeurs et les filtres, et faire vérifier la régulation à chaque changement de saison',
};

/**
 * A hospital sterilisation unit's networks and equipment: steam and condensate, treated water for the
 * washers and sterilisers, compressed air, the zone's air treatment and pressure cascade, medical fluids at
 * the interface — with the unit kept producing sterile instruments for the theatres. Neither a boiler room
 * nor refrigeration (no fluides frigorigènes unless the object names them).
 */
const STERILISATION: SousType = {
  key: 'sterilisation',
  label: 'réseaux et équipements de stérilisation',
  when: /sterilisation|\bautoclaves?\b|laveurs?[- ]desinfecteurs?/,
  horsModele: true,
  travaux: 'travaux sur les réseaux et les équipements de la stérilisation',
  ouvrage: 'les réseaux et équipements de la stérilisation',
  sansNormes: /^NF DTU (60|24|68)\.|^NF DTU 65\.1[1-4]|RE2020|3 mai 2007|2024\/573|30 novembre 2005|20 avril 2017/,
  normes: [
    {
      ref: 'NF EN 285',
      objet: 'grands stérilisateurs à la vapeur : exigences et essais, dont la qualité de la vapeur d’alimentation',
    },
    { ref: 'NF EN ISO 17665', objet: 'stérilisation des produits de santé par la chaleur humide' },
    {
      ref: 'NF EN ISO 15883',
      objet: 'laveurs-désinfecteurs : exigences, dont la qualité de l’eau de rinçage final',
    },
    {
      ref: 'NF S 90-351',
      objet: 'établissements de santé, zones à environnement maîtrisé : maîtrise de la contamination aéroportée',
    },
    {
      ref: 'NF EN ISO 7396-1',
      objet: 'systèmes de distribution de gaz médicaux comprimés et de vide (interfaces du lot)',
    },
    {
      ref: 'Arrêté du 20 novembre 2017',
      objet: 'suivi en service des équipements sous pression (générateurs de vapeur, réservoirs d’air comprimé)',
    },
    {
      ref: 'Bonnes pratiques de pharmacie hospitalière (ANSM)',
      objet: 'préparation des dispositifs médicaux stériles sous la responsabilité du pharmacien',
    },
  ],
  sansSpecificites: /./,
  specificites: [
    {
      when: /./,
      sujet: 'continuité de la production de dispositifs stériles',
      texte:
        'La stérilisation fournit les instruments des blocs opératoires et des services : elle ne s’arrête pas sans solution de repli. Les travaux sont phasés équipement par équipement (un autoclave, un laveur-désinfecteur, une branche de réseau à la fois), sur un planning arrêté avec le pharmacien responsable, le cadre de la stérilisation et les blocs ; si un arrêt complet est inévitable, sa date et la solution de repli retenue par l’établissement (stérilisation d’un autre site) sont fixées avant le démarrage. Chaque équipement n’est rendu à la production qu’après ses essais et l’accord écrit du pharmacien.',
    },
    {
      when: /./,
      sujet: 'vapeur, condensats et eau traitée',
      texte:
        'Le réseau vapeur est posé en pente vers des points de purge équipés de purgeurs, avec séparateur et filtre à l’alimentation de chaque stérilisateur, pour fournir une vapeur conforme à la NF EN 285 (gaz non condensables, titre de vapeur sèche, surchauffe) ; les condensats sont repris sans contre-pente. L’eau adoucie ou osmosée alimentant les générateurs de vapeur et le rinçage final des laveurs-désinfecteurs (NF EN ISO 15883) circule dans une boucle sans bras mort, en matériaux compatibles avec une eau déminéralisée, sa conductivité étant contrôlée à la mise en service.',
    },
    {
      when: /./,
      sujet: 'traitement d’air et cascade de pressions',
      texte:
        'Le traitement d’air maintient la cascade de pressions de la stérilisation, du conditionnement et du stockage stérile (surpression) vers le lavage (dépression relative), avec une filtration et des débits conformes au CCTP ; la zone est qualifiée selon la NF S 90-351 (classe particulaire, cinétique de décontamination, pressions différentielles) avant sa remise en service, les mesures étant consignées dans un rapport remis à l’établissement.',
    },
    {
      // The descripteur « Fluides médicaux » is not in the notice's text: a sterilisation unit always has them at its interfaces.
      when: /./,
      sujet: 'fluides médicaux en interface',
      texte:
        'Les fluides médicaux (air médical, vide, oxygène) ne sont touchés qu’en interface : toute coupure, tout piquage ou toute modification est réalisé selon la NF EN ISO 7396-1 par un intervenant qualifié pour ces réseaux, après accord du pharmacien, et le réseau n’est remis en service qu’après ses contrôles (étanchéité, identité des gaz, pureté) et l’autorisation écrite du pharmacien.',
    },
  ],
  etapes: [
    {
      titre: 'Relevé et phasage avec la stérilisation',
      detail:
        'relevé des réseaux (vapeur, condensats, eau adoucie ou osmosée, air comprimé, fluides médicaux, traitement d’air) et des équipements (générateurs de vapeur, autoclaves, laveurs-désinfecteurs), planning équipement par équipement arrêté avec le pharmacien responsable et les blocs',
    },
    {
      titre: 'Études d’exécution et interfaces',
      detail:
        'plans et notes de calcul (débits et pressions de vapeur, pentes, purges, qualité d’eau), fiches des matériels au visa, limites de prestation avec les fournisseurs des équipements (stérilisateurs, laveurs) et avec l’électricien',
    },
    {
      titre: 'Réseaux vapeur et condensats',
      detail:
        'tuyauteries acier soudées en pente vers les purges, purgeurs, séparateurs et filtres à l’alimentation des stérilisateurs, retour des condensats, calorifugeage, raccordement aux générateurs de vapeur',
    },
    {
      titre: 'Eau traitée et air comprimé',
      detail:
        'boucle d’eau adoucie ou osmosée sans bras mort vers les laveurs-désinfecteurs et les générateurs, air comprimé sec et filtré pour les équipements, fluides médicaux repris en interface selon la NF EN ISO 7396-1 avec l’accord du pharmacien',
    },
    {
      titre: 'Traitement d’air de la zone',
      detail:
        'travaux sur le traitement d’air en zone confinée, filtration et réglage des débits pour rétablir la cascade de pressions entre lavage, conditionnement et stockage stérile',
    },
    {
      titre: 'Essais, qualification et remise en production',
      detail:
        'épreuves des réseaux, essais de la qualité de vapeur, analyses d’eau, mesures aérauliques et qualification de la zone selon la NF S 90-351, requalification de chaque équipement par son fournisseur et remise en production avec l’accord du pharmacien, DOE',
    },
  ],
  risques: [
    {
      risque: 'Brûlures par la vapeur et les condensats',
      mesure:
        'réseau isolé, purgé et refroidi avant intervention, vannes cadenassées (consignation mécanique), EPI adaptés',
    },
    {
      risque: 'Interruption de la production de dispositifs médicaux stériles',
      mesure:
        'phasage équipement par équipement validé par le pharmacien, aucune coupure sans accord écrit, retour à l’état antérieur préparé',
    },
    {
      risque: 'Contamination de la zone propre (poussières, particules)',
      mesure:
        'zone de travaux confinée, aspiration à filtre HEPA, bionettoyage avant restitution selon la procédure de l’équipe d’hygiène',
    },
  ],
  sansRisques: /frigorig|monoxyde/i,
  sansMateriel: /frigorig|combustion|désembouage/i,
  materiel: [
    {
      nom: 'micromanomètre pour les pressions différentielles de la zone',
      match: /micromanometre|pression differentielle/,
    },
    { nom: 'pompe d’épreuve et manomètre', match: /pompe d.epreuve|epreuve|manometre/ },
    { nom: 'conductivimètre pour le contrôle de l’eau traitée', match: /conductivim/ },
  ],
  habilitations: [
    'soudage des tuyauteries vapeur par des soudeurs qualifiés (NF EN ISO 9606-1), permis de feu',
    'habilitation électrique BR pour les raccordements des équipements',
    'formation aux règles d’hygiène de l’établissement pour les interventions en zone à environnement maîtrisé',
  ],
  materiaux: [
    'tuyauteries acier pour la vapeur et les condensats, purgeurs, séparateurs et filtres',
    'tuyauteries en matériaux compatibles avec l’eau osmosée (inox, PVC-C ou PE selon le CCTP)',
    'calorifuges de classe de réaction au feu adaptée',
    'filtres et organes de réglage du traitement d’air conformes au CCTP',
  ],
  autocontroles: [
    {
      point: 'Étanchéité des réseaux vapeur, condensats et eau traitée',
      moment: 'avant calorifugeage (point d’arrêt)',
      preuve: 'PV d’épreuve',
    },
    {
      point: 'Qualité de la vapeur à l’alimentation des stérilisateurs',
      moment: 'avant la requalification des stérilisateurs',
      preuve: 'rapport d’essais selon la NF EN 285',
    },
    {
      point: 'Qualité de l’eau traitée (conductivité, analyses)',
      moment: 'à la mise en service de la boucle',
      preuve: 'relevés et résultats d’analyse',
    },
    {
      point: 'Pressions différentielles et débits de la zone',
      moment: 'avant la remise en service de la zone',
      preuve: 'rapport de qualification selon la NF S 90-351',
    },
    {
      point: 'Remise en service des fluides médicaux touchés',
      moment: 'avant remise en service (point d’arrêt)',
      preuve: 'PV de contrôle signé par le pharmacien',
    },
  ],
  dechets: [
    {
      dechet: 'Tuyauteries, vannes et équipements métalliques déposés',
      categorie: 'DND',
      exutoire: 'ferrailleur pour recyclage matière',
    },
    {
      dechet: 'Régulations et équipements électriques déposés',
      categorie: 'DD',
      exutoire: 'filière DEEE',
    },
    { dechet: 'Calorifuges amiantés', categorie: 'DD', exutoire: 'ISDD avec bordereau BSDA', when: /amiante/ },
    {
      dechet: 'Filtres usagés du traitement d’air',
      categorie: 'DND',
      exutoire: 'filière désignée par l’établissement',
    },
    { dechet: 'Calorifuges et emballages', categorie: 'DND', exutoire: 'centre de tri' },
  ],
  phases: [
    { nom: 'Relevé, études et phasage avec la stérilisation', part: 0.2 },
    { nom: 'Pose des réseaux vapeur, condensats et eau traitée', part: 0.35 },
    { nom: 'Air comprimé, interfaces et traitement d’air', part: 0.2 },
    { nom: 'Essais, qualification et remise en production', part: 0.25 },
  ],
  pointsAttention: [
    'la continuité de la production de dispositifs stériles pour les blocs opératoires et la solution de repli en cas d’arrêt',
    'les requalifications des stérilisateurs et des laveurs-désinfecteurs par leurs fournisseurs, et la limite de prestation avec eux',
    'la qualité de vapeur et d’eau exigée par les fabricants des équipements',
  ],
  sansPointsAttention: /./,
  biennale:
    'les équipements posés (purgeurs, détendeurs, pompes, traitement d’eau, régulation), éléments d’équipement dissociables',
  decennale: 'les réseaux réalisés et tout désordre rendant l’ouvrage impropre à sa destination',
  entretien:
    'faire contrôler périodiquement les purgeurs et la qualité de la vapeur, suivre la conductivité et les analyses de l’eau traitée, remplacer les filtres du traitement d’air selon les pertes de charge relevées, et tenir le suivi réglementaire des équipements sous pression',
};

/**
 * A supervision of process loops (hot and cold water, compressed air, vacuum) and their metering: points list,
 * meters and sensors, the protocol to the site's supervisor, functional acceptance — the building's processes
 * kept running. Not sanitary plumbing.
 */
const SUPERVISION: SousType = {
  key: 'supervision',
  label: 'supervision et comptage des réseaux de fluides',
  when: /supervision|\bgtc\b|\bgtb\b|telegestion|sous-comptages?|telereleve/,
  // Sanitary rooms in the object are the sanitary kind's work, a supervision beside them a part of it.
  unless: /vestiaires?|douches?|\bwc\b|toilettes?|lavabos?|blocs? sanitaires?|sanitaires? (pmr|accessibles?)/,
  horsModele: true,
  travaux: 'travaux de supervision et de comptage des réseaux de fluides',
  ouvrage: 'la supervision des réseaux de fluides',
  sansNormes:
    /^NF DTU (60|65|24|68)\.|^NF EN 1717$|RE2020|3 mai 2007|2024\/573|30 novembre 2005|1er février 2010|20 avril 2017/,
  normes: [
    {
      ref: 'NF EN ISO 16484',
      objet: 'systèmes d’automatisation et de gestion technique du bâtiment (matériels, fonctions, protocole BACnet)',
    },
    {
      ref: 'NF EN 1434',
      objet: 'compteurs d’énergie thermique (comptage des boucles d’eau chaude et d’eau froide)',
      when: /eau chaude|eau froide|energie|calori|frigori/,
    },
    {
      ref: 'Décret BACS (décret n° 2020-887 modifié par le décret n° 2023-259)',
      objet:
        'systèmes d’automatisation et de contrôle des bâtiments tertiaires : suivi, enregistrement et analyse des consommations',
      when: /efficacite energetique|energie|consommations?|tertiaire|bacs/,
    },
  ],
  sansSpecificites: /./,
  specificites: [
    {
      when: /./,
      sujet: 'liste des points et protocole de supervision',
      texte:
        'La supervision part d’une liste des points arrêtée avant toute commande : pour chaque boucle, les mesures (températures, pressions, débits, énergie), les états, les alarmes avec leurs seuils, les comptages et leur pas d’enregistrement. Les compteurs et sondes communiquent avec le superviseur par le protocole fixé au CCTP (BACnet, Modbus ou M-Bus), avec un plan d’adressage et un accès au réseau du site validés par le service informatique ; la capacité du superviseur existant (licences, points) est vérifiée au relevé.',
    },
    {
      when: /process|recherche|laboratoire|essais|cstb|air\/vide|air comprime|\bvide\b/,
      sujet: 'process du bâtiment maintenus en service',
      texte:
        'Les boucles d’eau chaude et d’eau froide et le réseau d’air comprimé et de vide desservent des installations en service : chaque piquage, doigt de gant ou manchette de compteur est posé pendant un arrêt arrêté par écrit avec les utilisateurs, le tronçon isolé, vidangé ou décomprimé puis remis en service et contrôlé le jour même ; les compteurs sont posés avec les longueurs droites amont et aval demandées par leur fabricant, condition de la justesse de la mesure.',
    },
  ],
  etapes: [
    {
      titre: 'Relevé des process et liste des points',
      detail:
        'relevé des boucles d’eau chaude et d’eau froide, du réseau d’air comprimé et de vide et des instruments en place, liste des points (mesures, états, alarmes, comptages) et analyse fonctionnelle soumises au visa de l’exploitant',
    },
    {
      titre: 'Choix des matériels et du protocole',
      detail:
        'compteurs d’énergie et débitmètres, sondes de température et de pression, automates et passerelles proposés au visa, protocole et plan d’adressage vers le superviseur validés avec l’exploitant et le service informatique',
    },
    {
      titre: 'Pose des compteurs et des sondes',
      detail:
        'manchettes de compteurs, doigts de gant et prises de pression posés pendant les arrêts convenus avec les utilisateurs, tronçons isolés puis remis en service et contrôlés le jour même',
    },
    {
      titre: 'Câblage et automates',
      detail:
        'câblage des bus et des capteurs jusqu’aux automates, séparé des courants forts et repéré, alimentation des coffrets depuis les attentes du lot électricité',
    },
    {
      titre: 'Intégration au superviseur',
      detail:
        'remontée des points, synoptiques des boucles, seuils d’alarme, historisation et tableaux de consommation paramétrés avec l’exploitant',
    },
    {
      titre: 'Essais et recette fonctionnelle',
      detail:
        'chaque mesure comparée à un instrument étalon, chaque alarme provoquée, essais de communication et d’historisation, recette point par point avec l’exploitant, formation et DOE (liste des points, schémas, adresses)',
    },
  ],
  risques: [
    {
      risque: 'Brûlures et projections sur les boucles d’eau chaude en service',
      mesure: 'tronçon isolé, vidangé et refroidi avant intervention, vannes cadenassées, EPI adaptés',
    },
    {
      risque: 'Détente d’air comprimé ou remise à l’air du réseau de vide',
      mesure: 'isolement et décompression du tronçon, absence de pression vérifiée au manomètre avant ouverture',
      when: /air comprime|air\/vide|\bvide\b/,
    },
    {
      risque: 'Arrêt non prévu d’un process en service',
      mesure:
        'arrêts convenus par écrit avec les utilisateurs, remise en service préparée, aucune intervention hors créneau',
    },
  ],
  sansRisques: /amiante|légionelles|postures/i,
  sansMateriel: /caméra|carotteuse/i,
  materiel: [
    { nom: 'calibrateur de boucle 4-20 mA et multimètre', match: /calibrat|multimetre|boucle/ },
    { nom: 'thermomètre et manomètre étalons pour la recette des points', match: /etalon|thermometre|manometre/ },
  ],
  habilitations: [
    'habilitations électriques selon la NF C 18-510 (B1V, BR selon les tâches) pour le câblage des capteurs et des automates',
    'brasage et permis de feu pour les piquages',
    'formation aux automates et au logiciel de supervision retenus',
  ],
  materiaux: [
    'compteurs d’énergie thermique conformes à la NF EN 1434 et débitmètres adaptés aux fluides mesurés',
    'sondes de température et de pression avec certificats d’étalonnage',
    'automates, passerelles et câbles de bus compatibles avec le protocole du superviseur',
  ],
  autocontroles: [
    {
      point: 'Liste des points validée avec l’exploitant',
      moment: 'avant commande (point d’arrêt)',
      preuve: 'liste des points visée',
    },
    {
      point: 'Étanchéité des piquages et manchettes posés',
      moment: 'à la remise en service de chaque tronçon',
      preuve: 'fiche de contrôle datée',
    },
    {
      point: 'Justesse de chaque mesure et déclenchement de chaque alarme',
      moment: 'à la recette',
      preuve: 'cahier de recette point par point signé avec l’exploitant',
    },
    {
      point: 'Communication et historisation dans le superviseur',
      moment: 'après une période d’exploitation, avant réception',
      preuve: 'extraits d’historiques et de consommations',
    },
  ],
  dechets: [
    { dechet: 'Chutes de tubes et de câbles', categorie: 'DND', exutoire: 'recycleur de métaux' },
    {
      dechet: 'Instruments et équipements électroniques déposés',
      categorie: 'DD',
      exutoire: 'filière DEEE',
    },
    { dechet: 'Emballages', categorie: 'DND', exutoire: 'centre de tri' },
  ],
  phases: [
    { nom: 'Relevé, liste des points et visa', part: 0.2 },
    { nom: 'Pose des compteurs et des sondes pendant les arrêts convenus', part: 0.3 },
    { nom: 'Câblage et automates', part: 0.2 },
    { nom: 'Intégration, essais et recette fonctionnelle', part: 0.3 },
  ],
  pointsAttention: [
    'le protocole et la capacité du superviseur existant (licences, points) et l’accès au réseau informatique du site',
    'les créneaux d’arrêt des boucles et du réseau d’air et de vide acceptés par les utilisateurs',
    'la limite de prestation avec l’électricien et l’intégrateur de la supervision',
  ],
  sansPointsAttention: /./,
  biennale:
    'les compteurs, sondes, automates et équipements de supervision fournis, éléments d’équipement dissociables',
  decennale:
    'les piquages et raccordements réalisés sur les réseaux, pour tout désordre rendant l’ouvrage impropre à sa destination',
  entretien:
    'faire vérifier l’étalonnage des sondes et compteurs selon les préconisations des fabricants, sauvegarder la configuration du superviseur après chaque modification, et suivre chaque mois les alarmes et les consommations remontées',
};

/**
 * Smoke control (« CVC - Désenfumage » of a « Sécurisation incendie », « rénovation du système de
 * désenfumage du gymnase »): natural or mechanical smoke extraction under the fire rules of the building
 * (ERP: règlement de sécurité and IT 246; work places: code du travail and arrêté du 5 août 1992), its
 * components classed under the NF EN 12101 series and NF EN 13501-4, its DAS commanded by the SSI (NF S 61-932,
 * NF S 61-937), its functional tests with the SSI coordinator and the contrôleur technique — not a heating
 * job. Chosen when the object or a lot names désenfumage, either in a fire-safety operation or without
 * any heating, cooling or plumbing work beside it (« Chauffage - ventilation - désenfumage » of a new
 * gymnasium stays a heating job, the trade's paragraph saying a word of its smoke control).
 */
const DESENFUMAGE = /desenfumage|exutoires? de fumees?|extraction (des )?fumees/;
const SECURITE_INCENDIE_OBJET = /securite incendie|securisation incendie|mise en securite|\bssi\b|\bsmsi\b/;
const CLIMATIQUE_OBJET =
  /chauffage|chaufferie|chaudieres?|pompes? a chaleur|\bpac\b|climatisation|\bcvc\b|plomberie|sanitaires?|\bctas?\b|traitement d'air|genie climatique/;
const DESENFUMAGE_OBJET = new RegExp(
  `^(?=[\\s\\S]*(?:${DESENFUMAGE.source}))(?:(?=[\\s\\S]*(?:${SECURITE_INCENDIE_OBJET.source}))|(?![\\s\\S]*(?:${CLIMATIQUE_OBJET.source})))`,
);
/** Not a new building only: an existing one (or one the object does not say), kept in use and in safety. */
const PAS_NEUF_SEUL = new RegExp(`^(?!${NEUF_SEUL.source.slice(1)})`);

const DESENFUMAGE_EXISTANT: SousType = {
  key: 'desenfumage',
  label: 'désenfumage',
  when: DESENFUMAGE_OBJET,
  surObjet: true,
  // A maintenance or inspection contract is not a works job on the smoke control.
  unless: /maintenance|verifications? (reglementaires?|periodiques?)|controles? periodiques?/,
  travaux: 'travaux de désenfumage',
  ouvrage: 'les installations de désenfumage',
  sansNormes: /65\.1\d|24\.1|68\.3|2024\/573|RE2020|Réglementation thermique/,
  normes: [
    {
      ref: 'Arrêté du 25 juin 1980 (règlement de sécurité contre l’incendie des ERP) et instruction technique n° 246',
      objet:
        'désenfumage des établissements recevant du public (dispositions générales DF, conception et mise en œuvre du désenfumage naturel ou mécanique), lorsque le bâtiment en relève',
    },
    {
      ref: 'Code du travail (articles R4216-13 et suivants) et arrêté du 5 août 1992',
      objet: 'désenfumage des lieux de travail, lorsque le bâtiment relève du code du travail',
    },
    { ref: 'NF S 61-932', objet: 'systèmes de sécurité incendie : règles d’installation' },
    { ref: 'NF S 61-937', objet: 'dispositifs actionnés de sécurité (DAS) : volets, ouvrants, ventilateurs asservis' },
    { ref: 'NF EN 12101-2', objet: 'dispositifs d’évacuation naturelle de fumées et de chaleur (exutoires, ouvrants)' },
    { ref: 'NF EN 12101-3', objet: 'ventilateurs de désenfumage : classe de température et durée de fonctionnement' },
    { ref: 'NF EN 12101-7', objet: 'sections de conduits de désenfumage' },
    { ref: 'NF EN 12101-8', objet: 'volets de désenfumage' },
    {
      ref: 'NF EN 13501-4',
      objet:
        'classement de résistance au feu des composants des systèmes de désenfumage (conduits, volets, ventilateurs)',
    },
    {
      ref: 'NF EN 15650',
      objet: 'clapets coupe-feu des réseaux de ventilation traversant une paroi résistante au feu',
      when: /\bcvc\b|ventilation|clapets?|coupe-feu|compartiment|securisation incendie|securite incendie/,
    },
  ],
  sansSpecificites: /^(chaufferie|pompes à chaleur|ventilation|émetteurs et équilibrage|régulation|désenfumage)$/,
  specificites: [
    {
      when: /./,
      sujet: 'désenfumage réglementaire',
      texte:
        'Le désenfumage est un ouvrage de sécurité : son mode (naturel ou mécanique), ses zones, ses débits et ses commandes sont ceux de la réglementation qui s’applique au bâtiment — règlement de sécurité des ERP et son instruction technique n° 246, ou code du travail et arrêté du 5 août 1992 pour un lieu de travail —, de la notice de sécurité et du CCTP. Chaque composant est justifié avant commande par son marquage CE et son PV de classement : exutoires et ouvrants selon la NF EN 12101-2, ventilateurs selon la NF EN 12101-3 dans la classe de température exigée, conduits selon la NF EN 12101-7 et volets selon la NF EN 12101-8, classés selon la NF EN 13501-4 ; les supports des conduits ont la résistance au feu du conduit qu’ils portent, et chaque traversée de paroi est calfeutrée pour restituer son degré coupe-feu.',
    },
    {
      when: /./,
      sujet: 'interface avec le système de sécurité incendie',
      texte:
        'Les volets, clapets, ouvrants et ventilateurs de désenfumage sont des dispositifs actionnés de sécurité commandés par le SSI : la liste des DAS, leur rattachement aux zones de désenfumage, leurs commandes et leurs contacts de position sont arrêtés avant commande avec le titulaire du SSI et le coordonnateur SSI, selon les NF S 61-932 et NF S 61-937. Les essais fonctionnels se font zone par zone en leur présence et en celle du contrôleur technique : chaque DAS essayé en commande et en retour de position, débits et vitesses mesurés puis comparés à la note de calcul, enfin procès-verbal de réception technique et mise à jour du dossier d’identité SSI.',
    },
    {
      when: PAS_NEUF_SEUL,
      sujet: 'maintien de la sécurité incendie pendant les travaux',
      texte:
        'Le bâtiment reste en exploitation : les travaux avancent zone par zone selon un phasage validé par l’exploitant, et aucune zone n’est privée de désenfumage sans son accord écrit et sans les mesures compensatoires arrêtées avec lui et le coordonnateur SSI (surveillance renforcée, restriction d’occupation des locaux concernés, moyens d’extinction supplémentaires) ; chaque neutralisation et chaque remise en service sont consignées au registre de sécurité.',
    },
  ],
  etapes: [
    {
      titre: 'Études et visa',
      detail:
        'relevé des zones de désenfumage et des installations existantes, note de calcul des débits et des sections, plans d’exécution, fiches techniques et PV de classement des conduits, volets, clapets et ventilateurs soumis au visa du maître d’œuvre, du contrôleur technique et du coordonnateur SSI',
    },
    {
      titre: 'Phasage en sécurité',
      detail:
        'zones neutralisées une à une avec l’accord écrit de l’exploitant, mesures compensatoires en place avant toute neutralisation, installations remises en état de fonctionner en fin de journée ou de phase',
      unless: NEUF_SEUL,
    },
    {
      titre: 'Dépose',
      detail:
        'consignation des DAS concernés avec le titulaire du SSI, dépose des conduits, volets, clapets et ventilateurs à remplacer après lecture du repérage amiante avant travaux, trémies laissées ouvertes refermées par un calfeutrement provisoire coupe-feu',
      unless: NEUF_SEUL,
    },
    {
      titre: 'Réservations et supports',
      detail:
        'trémies et réservations des conduits, volets et exutoires transmises au gros œuvre et à la couverture à l’avancement, supports réceptionnés avant pose',
      when: NEUF_SEUL,
    },
    {
      titre: 'Conduits, volets et clapets',
      detail:
        'conduits de désenfumage de la classe exigée et leurs supports posés selon leurs PV, volets de désenfumage et clapets coupe-feu scellés dans la paroi selon leur PV de classement, traversées calfeutrées pour restituer le degré coupe-feu des parois',
    },
    {
      titre: 'Ventilateurs, exutoires et amenées d’air',
      detail:
        'ventilateurs de désenfumage sur supports et manchettes de même classe, exutoires ou ouvrants et amenées d’air selon le mode de désenfumage retenu, raccordement des commandes et des contacts de position des DAS avec le titulaire du SSI',
    },
    {
      titre: 'Essais fonctionnels et réception technique',
      detail:
        'essai de chaque DAS en commande et en retour de position, mesures de débits et de vitesses, essais d’ensemble zone par zone en présence du coordonnateur SSI et du contrôleur technique, procès-verbal de réception technique, dossier d’identité SSI mis à jour, DOE',
    },
  ],
  risques: [
    {
      risque: 'Zone du bâtiment privée de désenfumage pendant les travaux',
      mesure:
        'neutralisation zone par zone avec l’accord écrit de l’exploitant, mesures compensatoires en place avant la neutralisation, remise en service en fin de journée ou de phase, consignation au registre de sécurité',
      when: PAS_NEUF_SEUL,
    },
    {
      risque: 'Déclenchement intempestif ou mise hors service du SSI lors des raccordements',
      mesure:
        'intervention sur les DAS après mise à l’essai de la zone par l’exploitant ou le titulaire du SSI, exploitant prévenu de chaque intervention, fin d’intervention vérifiée avec lui',
    },
    {
      risque: 'Chute de hauteur lors de la pose des conduits, volets et exutoires',
      mesure:
        'plateforme individuelle roulante, échafaudage roulant ou nacelle selon la hauteur ; en toiture, protections collectives en rive, exutoires et lanterneaux protégés contre la chute au travers',
    },
    {
      risque: 'Exposition à l’amiante (calfeutrements, joints, conduits ou flocages existants)',
      mesure:
        'repérage amiante avant travaux lu avant toute dépose ou tout percement, mode opératoire sous-section 4 pour les interventions, retrait éventuel par une entreprise certifiée sous-section 3',
      when: PAS_NEUF_SEUL,
    },
  ],
  sansRisques: /monoxyde|frigorigènes/,
  materiel: [
    {
      nom: 'anémomètre, balomètre et micromanomètre pour les mesures de débits et de pressions',
      match: /anemometre|balometre|manometre|debitmetre|mesure/,
    },
    { nom: 'nacelle ou échafaudage roulant pour la pose en hauteur', match: /nacelle|echafaudage|pemp|pirl/ },
    { nom: 'outillage de pose et de fixation des conduits et des volets', match: /perfor|perceuse|outillage/ },
  ],
  sansMateriel: /sertisseuse|désembouage|récupération|combustion|anémomètre/,
  materiaux: [
    'conduits de désenfumage et gaines de la classe exigée par la note de calcul (NF EN 12101-7, NF EN 13501-4), avec leur PV de classement',
    'volets de désenfumage (NF EN 12101-8) et clapets coupe-feu (NF EN 15650) marqués CE, avec le PV de classement de leur pose dans la paroi',
    'ventilateurs de désenfumage (NF EN 12101-3) de la classe de température exigée, manchettes et supports compatibles',
    'exutoires ou ouvrants de désenfumage naturel (NF EN 12101-2), lorsque le CCTP en prévoit',
    'produits de calfeutrement coupe-feu sous PV (mastics, mortiers, plaques) adaptés aux parois traversées',
  ],
  habilitations: [
    'habilitation électrique adaptée aux raccordements des ventilateurs et des commandes des DAS',
    'permis de feu pour les découpes et soudures dans le bâtiment',
    'formation amiante sous-section 4 pour les interventions sur les conduits, calfeutrements et flocages existants',
  ],
  autocontroles: [
    {
      point: 'Marquage CE et PV de classement des conduits, volets, clapets et ventilateurs',
      moment: 'avant commande (point d’arrêt)',
      preuve: 'fiches techniques et PV de classement visés',
    },
    {
      point: 'Zones neutralisées et mesures compensatoires',
      moment: 'avant chaque neutralisation et en fin de journée',
      preuve: 'registre de suivi des zones visé par l’exploitant',
      when: PAS_NEUF_SEUL,
    },
    {
      point: 'Calfeutrement des traversées de parois coupe-feu',
      moment: 'avant fermeture des gaines et plafonds (point d’arrêt)',
      preuve: 'fiche et photos datées par traversée, références du PV du calfeutrement',
    },
    {
      point: 'Fonctionnement de chaque DAS (commande, position de sécurité, contacts de position)',
      moment: 'à la mise en service, avec le titulaire du SSI',
      preuve: 'fiches d’essais DAS par DAS',
    },
    {
      point: 'Débits d’extraction et d’amenée d’air, vitesses aux bouches',
      moment: 'aux essais de réception',
      preuve: 'relevés de mesure comparés à la note de calcul',
    },
    {
      point: 'Essais fonctionnels d’ensemble du désenfumage',
      moment: 'avant réception, en présence du coordonnateur SSI et du contrôleur technique (point d’arrêt)',
      preuve: 'procès-verbal de réception technique, dossier d’identité SSI mis à jour',
    },
  ],
  dechets: [
    {
      dechet: 'Conduits, volets, clapets et supports métalliques déposés',
      categorie: 'DND',
      exutoire: 'ferrailleur pour recyclage matière',
      unless: NEUF_SEUL,
    },
    {
      dechet: 'Ventilateurs, moteurs et commandes électriques déposés',
      categorie: 'DD',
      exutoire: 'filière DEEE',
      unless: NEUF_SEUL,
    },
    {
      dechet: 'Matériaux amiantés (joints, calfeutrements, conduits ou flocages), si le repérage en signale',
      categorie: 'DD',
      exutoire:
        'retrait par une entreprise certifiée, bordereau BSDA sur Trackdéchets, installation de stockage autorisée',
      unless: NEUF_SEUL,
    },
    {
      dechet: 'Chutes de conduits, de tôles et de supports métalliques',
      categorie: 'DND',
      exutoire: 'ferrailleur pour recyclage matière',
    },
    {
      dechet: 'Chutes de calfeutrement et de plaques de protection (laine de roche, plâtre)',
      categorie: 'DND',
      exutoire: 'centre de tri, plâtre collecté à part',
    },
    { dechet: 'Emballages', categorie: 'DND', exutoire: 'centre de tri' },
  ],
  phases: [
    { nom: 'Études d’exécution, visa et approvisionnement', part: 0.2 },
    { nom: 'Phasage en sécurité et déposes', part: 0.1 },
    { nom: 'Conduits, volets et clapets', part: 0.3 },
    { nom: 'Ventilateurs, exutoires et raccordements des DAS', part: 0.2 },
    { nom: 'Essais fonctionnels, réception technique et DOE', part: 0.2 },
  ],
  pointsAttention: [
    'le classement du bâtiment (ERP et sa catégorie, ou lieu de travail) qui fixe les règles de désenfumage, et la notice de sécurité',
    'la liste des DAS et des zones de désenfumage, et la limite de prestation avec le lot qui réalise le SSI (commandes, contacts de position, alimentations)',
    'les PV de classement des conduits, des volets et des clapets, et leur compatibilité avec les parois traversées',
    'le phasage en site occupé : aucune zone laissée sans désenfumage sans l’accord écrit de l’exploitant',
    'la présence du coordonnateur SSI et du contrôleur technique aux essais de réception',
  ],
  sansPointsAttention: /./,
  biennale:
    'les équipements dissociables destinés à fonctionner (ventilateurs, volets, clapets, exutoires, commandes), en tant qu’éléments d’équipement',
  decennale:
    'les ouvrages de désenfumage réalisés (conduits, trémies et calfeutrements intégrés au bâti), et tout désordre rendant l’ouvrage impropre à sa destination',
  entretien:
    'faire vérifier le désenfumage à la périodicité fixée par la réglementation du bâtiment, essayer à chaque vérification les DAS, les commandes et les ventilateurs, et consigner les résultats au registre de sécurité',
};

/** The same smoke control in a new building: no occupied zone to keep safe, nothing removed, no asbestos. */
const DESENFUMAGE_NEUF: SousType = {
  ...DESENFUMAGE_EXISTANT,
  phases: [
    { nom: 'Études d’exécution, visa et approvisionnement', part: 0.2 },
    { nom: 'Réservations et supports', part: 0.1 },
    { nom: 'Conduits, volets et clapets', part: 0.3 },
    { nom: 'Ventilateurs, exutoires et raccordements des DAS', part: 0.2 },
    { nom: 'Essais fonctionnels, réception technique et DOE', part: 0.2 },
  ],
  habilitations: DESENFUMAGE_EXISTANT.habilitations?.filter((h) => !/amiante/.test(h)),
  pointsAttention: DESENFUMAGE_EXISTANT.pointsAttention?.filter((p) => !/site occupé/.test(p)),
};
const DESENFUMAGE_KINDS: SousType[] = [
  { ...DESENFUMAGE_EXISTANT, unlessSurObjet: NEUF_SEUL },
  { ...DESENFUMAGE_NEUF, when: new RegExp(`${DESENFUMAGE_OBJET.source}${NEUF_SEUL.source.slice(1)}`) },
];

/** A new laboratory building (« Construction laboratoire et ateliers »), not a language laboratory. */
const LABO_NEUF = new RegExp(`${NEUF_SEUL.source}(?=[\\s\\S]*laboratoires?\\b(?! de langues?))`);
/** Ventilation, extraction or fume cupboards named by the object. */
const VENTILATION_NOMMEE = /ventilation|extraction|sorbonnes?|hottes?|\bcta\b|traitement d'air|\bcvc\b/;

/**
 * A new laboratory building (with its workshops): heating and the laboratory's ventilation together — fume
 * cupboards to the NF EN 14175 tested on site, extraction networks compatible with the products, compensating
 * air and air balance, the pressure cascade the programme asks for — said as supposed when the object names
 * no ventilation; the workshops' large volumes heated and their pollutants caught at the source if the CCTP
 * says so. No existing activity to maintain nor network to decontaminate.
 */
const LABORATOIRE_NEUF: SousType = {
  key: 'laboratoire_neuf',
  label: 'chauffage, ventilation et extraction des sorbonnes',
  when: LABO_NEUF,
  travaux: 'travaux de chauffage et de ventilation du laboratoire',
  // (the trade's ventilation standard is cited only when the notice names ventilation: here always)
  sansNormes: /^NF DTU 68\.3$/,
  normes: [
    {
      ref: 'NF EN 14175',
      objet: 'sorbonnes de laboratoire : conception, essais de type et essais sur site',
    },
    { ref: 'NF DTU 68.3', objet: 'installations de ventilation mécanique' },
  ],
  specificites: [
    {
      when: new RegExp(`^(?![\\s\\S]*(?:${VENTILATION_NOMMEE.source}))`),
      sujet: 'ventilation du laboratoire',
      texte:
        'Un laboratoire se chauffe et se ventile ensemble : l’air extrait par les sorbonnes et les extractions des locaux est compensé par de l’air neuf traité, sans quoi ni le chauffage ni le confinement ne tiennent. Lorsque le lot comprend la ventilation — ce que le CCTP confirmera, l’avis ne la nommant pas —, les sorbonnes sont installées selon la NF EN 14175 et essayées sur site (vitesse d’air frontale, confinement) ; les réseaux d’extraction sont en matériaux compatibles avec les produits manipulés et rejettent au-dessus des toitures ; les débits sont équilibrés et la cascade de pression entre laboratoires, circulations et locaux annexes réglée comme le programme l’exige, procès-verbaux remis au DOE.',
    },
    {
      when: VENTILATION_NOMMEE,
      sujet: 'ventilation du laboratoire',
      texte:
        'Un laboratoire se chauffe et se ventile ensemble : l’air extrait par les sorbonnes et les extractions des locaux est compensé par de l’air neuf traité, sans quoi ni le chauffage ni le confinement ne tiennent. Les sorbonnes sont installées selon la NF EN 14175 et essayées sur site (vitesse d’air frontale, confinement) ; les réseaux d’extraction sont en matériaux compatibles avec les produits manipulés et rejettent au-dessus des toitures ; les débits sont équilibrés et la cascade de pression entre laboratoires, circulations et locaux annexes réglée comme le programme l’exige, procès-verbaux remis au DOE.',
    },
    {
      when: /ateliers?/,
      sujet: 'chauffage des ateliers',
      texte:
        'Les ateliers sont de grands volumes : leur chauffage suit l’étude (panneaux rayonnants, aérothermes ou air traité) pour une température homogène au poste de travail sans surchauffe sous toiture, et le captage à la source des polluants des machines (soudage, usinage, procédés) est raccordé si le CCTP le prévoit, son air compensé comme celui du laboratoire.',
    },
  ],
  etapes: [
    {
      titre: 'Études d’exécution et synthèse',
      detail:
        'notes de calcul des déperditions et des débits (sorbonnes, extractions, air neuf de compensation), plans de synthèse des réseaux aérauliques et hydrauliques soumis au visa, matériaux des réseaux d’extraction choisis selon les produits manipulés',
    },
    {
      titre: 'Réservations et supports',
      detail:
        'trémies, fourreaux et socles transmis au gros œuvre à l’avancement, rejets d’extraction en toiture coordonnés avec le couvreur',
    },
    {
      titre: 'Réseaux',
      detail:
        'réseaux de chauffage calorifugés et réseaux aérauliques d’extraction et de soufflage posés et supportés, étanchéité des gaines contrôlée avant fermeture des plafonds',
    },
    {
      titre: 'Équipements et raccordements',
      detail:
        'générateur et émetteurs, centrale de traitement d’air, ventilateurs d’extraction et sorbonnes raccordés, régulation câblée',
    },
    {
      titre: 'Essais, équilibrage et mise en service',
      detail:
        'essais d’étanchéité des réseaux, équilibrage des débits et des pressions entre locaux, essais sur site des sorbonnes (NF EN 14175), mise en service, formation des utilisateurs et du service technique, DOE',
    },
  ],
  risques: [
    {
      risque: 'Travaux en toiture pour les rejets et les ventilateurs',
      mesure:
        'protections collectives en rive, harnais sur ligne de vie, manutention des ventilateurs à l’engin de levage',
    },
  ],
  autocontroles: [
    {
      point: 'Étanchéité des réseaux hydrauliques et aérauliques',
      moment: 'avant calorifugeage et fermeture des plafonds (point d’arrêt)',
      preuve: 'PV d’essais d’étanchéité',
    },
    {
      point: 'Débits d’extraction et de compensation, pressions entre locaux',
      moment: 'à l’équilibrage',
      preuve: 'relevés de débits et de pressions par local',
    },
    {
      point: 'Essais sur site des sorbonnes (vitesse frontale, confinement)',
      moment: 'avant réception (point d’arrêt)',
      preuve: 'PV d’essais selon la NF EN 14175 par sorbonne',
    },
    {
      point: 'Températures et régulation du chauffage',
      moment: 'à la mise en service',
      preuve: 'relevés de températures par zone',
    },
  ],
  phases: [
    { nom: 'Études d’exécution, visa et approvisionnement', part: 0.2 },
    { nom: 'Réservations, trémies et supports', part: 0.1 },
    { nom: 'Réseaux de chauffage et aérauliques', part: 0.3 },
    { nom: 'Équipements, sorbonnes et raccordements', part: 0.2 },
    { nom: 'Essais, équilibrage, mise en service et réception', part: 0.2 },
  ],
  sansPointsAttention: /locaux occupés|réseaux conservés/,
  pointsAttention: [
    'le nombre de sorbonnes, les produits manipulés et la cascade de pression demandée par le programme',
    'le partage des réseaux d’extraction et de la ventilation entre les lots, à confirmer au CCTP',
  ],
};

/**
 * The thermal or energy renovation of a building (« travaux de rénovation thermique et d’extension du bâtiment
 * principal »): the heating and ventilation side of it — the asbestos survey read before the old equipment
 * goes, the kept network flushed, generators and emitters replaced, ventilation (double flux with heat
 * recovery where the CCTP says), regulation, hydraulic balancing and air flows measured at each terminal;
 * in a health establishment, the controlled-environment zones (NF S 90-351). Not a lot of another trade
 * of the same operation (« … rénovation énergétique lot couverture »).
 */
const RENOVATION_ENERGETIQUE_OBJET =
  /(?:renovation|rehabilitation|requalification|amelioration) (?:(?:thermique|energetique)s?|de la performance energetique)|travaux d'economies? d'energie/;
const LOT_D_UN_AUTRE_METIER =
  /\blots?\b[^a-z0-9]{0,6}(?:n[o°]? ?\d+\s*[-:]?\s*)?[^a-z0-9]{0,4}(?:couverture|etancheite|menuiseries?|ravalement|facades?|isolation|gros[- ]oeuvre|charpente|peinture|platrerie|cloisons|electricite|carrelage|vrd|serrurerie|terrassement)/;
/** Works on an existing building (its old equipment, its asbestos), not a new one only. */
const SUR_BATIMENT_EXISTANT = new RegExp(`^(?!${NEUF_SEUL.source.slice(1)})`);

const RENOVATION_ENERGETIQUE: SousType = {
  key: 'renovation_energetique',
  label: 'chauffage et ventilation en rénovation énergétique',
  travaux: 'travaux de chauffage et de ventilation',
  when: RENOVATION_ENERGETIQUE_OBJET,
  surObjet: true,
  unlessSurObjet: LOT_D_UN_AUTRE_METIER,
  // The trade's ventilation standard is cited whatever the object names: a renovation brings its ventilation.
  sansNormes: /^NF DTU 68\.3$/,
  normes: [
    { ref: 'NF DTU 68.3', objet: 'installations de ventilation mécanique' },
    { ref: 'NF EN 12599', objet: 'ventilation des bâtiments : essais et mesures à la réception' },
    {
      ref: 'NF S 90-351',
      objet: 'établissements de santé : zones à environnement maîtrisé, exigences de traitement d’air',
      when: SOINS,
    },
  ],
  specificites: [
    {
      when: /./,
      sujet: 'génie climatique d’une rénovation énergétique',
      texte:
        'Dans une rénovation énergétique, le génie climatique est redimensionné sur les besoins du bâtiment après les travaux d’enveloppe, non sur les puissances en place : bilan thermique des locaux isolés, générateurs et émetteurs remplacés selon le CCTP, d’une performance au moins égale à celle qu’exige la réglementation thermique des bâtiments existants (arrêté du 3 mai 2007) pour chaque équipement installé ou remplacé. Le réseau conservé est désemboué et rincé, protégé par un filtre magnétique (pot à boues) et un traitement d’eau, puis équilibré d’après la note de calcul ; la régulation (loi d’eau, programmation par zone selon l’occupation réelle, comptage lorsque le CCTP le prévoit) est paramétrée avec l’exploitant. Une enveloppe rendue plus étanche à l’air demande une ventilation à la hauteur : simple flux ou double flux à récupération de chaleur selon le CCTP, réseaux étanches, débits mesurés à chaque bouche et comparés aux débits de conception selon la NF EN 12599.',
    },
    {
      when: SUR_BATIMENT_EXISTANT,
      sujet: 'amiante des équipements déposés',
      texte:
        'Avant toute dépose, le repérage amiante avant travaux est lu : calorifuges, tresses et joints de chaudières, joints de brides, conduits en fibres-ciment et dalles des locaux techniques des anciennes installations sont des matériaux qui peuvent en contenir. Ceux que le repérage signale sont retirés par une entreprise certifiée sous-section 3 avant la dépose des équipements ; toute autre intervention sur eux suit un mode opératoire sous-section 4, et un matériau suspect découvert en cours de dépose arrête la tâche jusqu’à son analyse.',
    },
    {
      when: SOINS,
      sujet: 'zones à environnement maîtrisé',
      texte:
        'Si la rénovation touche des locaux à environnement maîtrisé (blocs opératoires, réanimation, chambres protégées, pharmacie : à confirmer au CCTP), leur traitement d’air suit la NF S 90-351 : classes de filtration et cascade de pressions entre locaux de la note de calcul, gaines nettoyées avant la pose des filtres terminaux, et, avant toute remise en service de la zone, étanchéité des filtres, pressions différentielles et comptage particulaire mesurés par un organisme indépendant désigné par l’établissement. Aucune installation qui dessert une zone de soins n’est arrêtée sans l’accord écrit du service technique et de l’équipe opérationnelle d’hygiène.',
    },
  ],
  etapes: [
    {
      titre: 'Diagnostic et études d’exécution',
      detail:
        'relevé des générateurs, réseaux, émetteurs et ventilations en place (débits, état, embouage), lecture du repérage amiante avant travaux, bilan thermique des locaux après les travaux d’enveloppe, dimensionnement des générateurs, émetteurs et réseaux aérauliques, plans soumis au visa',
    },
    {
      titre: 'Phasage et continuité',
      detail:
        'basculements hors période de chauffe ou sur production provisoire, locaux occupés chauffés et ventilés pendant les travaux, chaque coupure validée par écrit par l’exploitant',
      unless: NEUF_SEUL,
    },
    {
      titre: 'Retraits et déposes',
      detail:
        'retrait préalable des matériaux amiantés signalés par une entreprise certifiée, vidange, récupération des fluides frigorigènes par un opérateur habilité, dépose des générateurs, émetteurs et gaines à remplacer',
      unless: NEUF_SEUL,
    },
    {
      titre: 'Réseaux et désembouage',
      detail:
        'désembouage et rinçage du réseau conservé, filtre magnétique et traitement d’eau, réseaux neufs, supportages et calorifugeage, réseaux aérauliques de la classe d’étanchéité visée au CCTP',
    },
    {
      titre: 'Générateurs, émetteurs et ventilation',
      detail:
        'pose des générateurs, des émetteurs et de leurs robinets thermostatiques, fumisterie, centrales de ventilation (double flux à récupération de chaleur lorsque le CCTP la prévoit), bouches et entrées d’air',
    },
    {
      titre: 'Régulation',
      detail:
        'régulation par zone et loi d’eau, programmation selon l’occupation réelle arrêtée avec l’exploitant, comptage d’énergie et report à la GTB lorsque le CCTP les prévoit',
    },
    {
      titre: 'Équilibrage et mesures',
      detail:
        'équilibrage hydraulique d’après la note de calcul, débit relevé à chaque vanne d’équilibrage, débits d’air mesurés à chaque bouche selon la NF EN 12599 et comparés aux débits de conception',
    },
    {
      titre: 'Mise en service et réception',
      detail:
        'essais et mise en service par les constructeurs, relevés de températures et de consommations de départ, formation de l’exploitant, DOE avec relevés d’équilibrage et réglages de régulation',
    },
  ],
  risques: [
    {
      risque: 'Exposition à l’amiante (calorifuges, tresses et joints des anciennes installations)',
      mesure:
        'repérage amiante avant travaux lu avant toute dépose, retrait préalable par une entreprise certifiée sous-section 3, mode opératoire sous-section 4 pour toute autre intervention',
      when: SUR_BATIMENT_EXISTANT,
    },
    {
      risque: 'Locaux occupés privés de chauffage ou de ventilation',
      mesure:
        'basculements programmés avec l’exploitant, production ou ventilation provisoire lorsque la coupure ne peut être évitée',
      when: SUR_BATIMENT_EXISTANT,
    },
  ],
  materiel: [
    { nom: 'balomètre et anémomètre pour les débits d’air à chaque bouche', match: /balometre|anemometre/ },
    { nom: 'débitmètre de réglage des vannes d’équilibrage', match: /debitmetre|equilibrage/ },
  ],
  sansMateriel: /^anémomètre et appareils de mesure/,
  materiaux: [
    'générateurs et émetteurs conformes aux exigences d’écoconception (ErP), de performances au moins égales à celles de l’arrêté du 3 mai 2007',
    'centrales de ventilation double flux à récupération de chaleur lorsque le CCTP les prévoit, conduits de la classe d’étanchéité visée',
    'tubes acier, cuivre ou multicouche selon le CCTP, calorifuges de classe de réaction au feu adaptée',
    'vannes d’équilibrage, robinets thermostatiques, filtre magnétique et produits de traitement d’eau',
    'régulation et comptage d’énergie selon le CCTP',
  ],
  autocontroles: [
    {
      point: 'Repérage amiante lu et retraits terminés avant les déposes',
      moment: 'avant toute dépose (point d’arrêt)',
      preuve: 'repérage visé, restitution des zones de retrait',
      when: SUR_BATIMENT_EXISTANT,
    },
    {
      point: 'Étanchéité des réseaux hydrauliques',
      moment: 'avant calorifugeage (point d’arrêt)',
      preuve: 'PV d’épreuve',
    },
    {
      point: 'Désembouage et qualité de l’eau du réseau conservé',
      moment: 'avant le remplissage définitif',
      preuve: 'fiche de désembouage et relevé de la qualité d’eau',
      when: SUR_BATIMENT_EXISTANT,
    },
    {
      point: 'Étanchéité des réseaux aérauliques',
      moment: 'avant fermeture des faux plafonds et gaines (point d’arrêt)',
      preuve: 'PV de mesure de la classe d’étanchéité',
    },
    {
      point: 'Débits d’air à chaque bouche (NF EN 12599)',
      moment: 'à la mise en service',
      preuve: 'relevés bouche par bouche comparés aux débits de conception',
    },
    {
      point: 'Équilibrage hydraulique',
      moment: 'à la mise en service',
      preuve: 'relevés de débit par vanne d’équilibrage',
    },
    {
      point: 'Réglages de la régulation',
      moment: 'avant réception',
      preuve: 'fiche des réglages remise au DOE',
    },
    {
      point:
        'Zones à environnement maîtrisé touchées, s’il y en a : filtres, pressions différentielles, comptage particulaire',
      moment: 'avant la remise en service de chaque zone (point d’arrêt)',
      preuve: 'rapport de qualification d’un organisme indépendant (NF S 90-351)',
      when: SOINS,
    },
  ],
  phases: [
    { nom: 'Diagnostic, études d’exécution et visa', part: 0.15 },
    { nom: 'Retraits, déposes et désembouage', part: 0.15 },
    { nom: 'Réseaux et calorifugeage', part: 0.25 },
    { nom: 'Générateurs, émetteurs et ventilation', part: 0.25 },
    { nom: 'Régulation, équilibrage, mesures et réception', part: 0.2 },
  ],
  pointsAttention: [
    'le repérage amiante avant travaux des équipements et calorifuges à déposer',
    'les besoins du bâtiment après les travaux d’enveloppe, qui fixent les puissances et les débits',
    'le maintien du chauffage et de la ventilation des locaux occupés pendant les basculements',
  ],
  sansPointsAttention: /période de chauffe/,
  entretien:
    'faire réaliser l’entretien annuel obligatoire des générateurs, changer les filtres de ventilation et nettoyer les bouches selon la notice, contrôler chaque année les débits et l’équilibrage, suivre les consommations chaque mois et vérifier la pression et la qualité de l’eau du réseau chaque automne',
};

export const CHAUFFAGISTE_SOUS_TYPES: SousType[] = [
  gtbKind('chauffagiste'),
  ...DESENFUMAGE_KINDS,
  STERILISATION,
  ENTRETIEN_CVC,
  PRODUCTION_DE_CHALEUR,
  PRODUCTION_CHAUD_FROID,
  REMPLACEMENT_RESEAUX_CHAUFFAGE,
  ...selonNeuf({
    key: 'reseau_chaleur',
    label: 'raccordement à un réseau de chaleur',
    when: /reseaux? de chaleur|chauffage urbain|reseaux? de chauffage urbain|sous-stations?|reseaux? de chaleur urbain/,
    travaux: 'travaux de raccordement au réseau de chaleur et de sous-station',
    ouvrage: 'la sous-station',
    sansNormes: /24\.1|2024\/573|65\.12|65\.14|68\.3/,
    sansSpecificites: /^(chaufferie|pompes à chaleur|ventilation)$/,
    normes: [
      {
        ref: 'NF EN 12828',
        objet: 'systèmes de chauffage à eau dans les bâtiments : conception (sécurité, expansion)',
      },
      { ref: 'NF EN 1434', objet: 'compteurs d’énergie thermique (comptage de la sous-station)' },
    ],
    specificites: [
      {
        when: /reseaux? de chaleur|chauffage urbain|sous-station/,
        sujet: 'raccordement au réseau de chaleur',
        texte:
          'Le raccordement se fait à la limite de prestation fixée avec l’exploitant du réseau de chaleur : le primaire (branchement, vanne de régulation, compteur d’énergie) relève de l’exploitant ou de sa convention de raccordement, le secondaire de notre lot. L’échangeur à plaques est dimensionné sur la puissance souscrite et les régimes de température de l’exploitant, avec une température de retour basse que l’équilibrage et la régulation doivent tenir ; le réseau secondaire existant est désemboué et filtré avant d’être raccordé, pour protéger l’échangeur.',
      },
      {
        when: /lycee|college|ecole|scolaire|groupe scolaire/,
        sujet: 'continuité du chauffage en établissement scolaire',
        texte:
          'Le basculement de l’ancienne production vers la sous-station est placé hors période de chauffe ou pendant les congés scolaires ; si le calendrier impose une bascule en saison de chauffe, elle se fait circuit par circuit, l’ancienne production restant en secours jusqu’à la mise en service validée avec l’exploitant.',
      },
    ],
    etapes: [
      {
        titre: 'Interface avec l’exploitant du réseau',
        detail:
          'réunion de lancement : limite de prestation, puissance souscrite, régimes primaire et secondaire, emplacement du compteur d’énergie, date de mise en eau du primaire ; plans d’exécution de la sous-station soumis au visa',
      },
      {
        titre: 'Préparation du local',
        detail:
          'relevé de l’ancienne chaufferie, consignation et vidange, dépose ou neutralisation des équipements que le CCTP fait déposer (mise hors gaz par le distributeur le cas échéant), adaptation du local (ventilation, évacuations, socles)',
      },
      {
        titre: 'Pose de la sous-station',
        detail:
          'échangeur à plaques, vannes d’isolement, filtre et pot à boues, pompes du secondaire, vase d’expansion et soupapes selon la NF EN 12828 et le NF DTU 65.11, manchettes du compteur d’énergie selon les prescriptions de l’exploitant',
      },
      {
        titre: 'Raccordement secondaire',
        detail:
          'désembouage du réseau existant, reprise des départs vers les circuits du bâtiment, calorifugeage, régulation par loi d’eau compatible avec la télégestion de l’exploitant',
      },
      {
        titre: 'Basculement et mise en service',
        detail:
          'épreuve du secondaire, mise en eau du primaire et ouverture par l’exploitant, bascule circuit par circuit sur un créneau arrêté avec l’établissement',
      },
      {
        titre: 'Équilibrage et réglages',
        detail:
          'équilibrage des circuits, relevé des températures de départ et de retour, réglage de la loi d’eau, formation du personnel technique, DOE',
      },
    ],
    risques: [
      {
        risque: 'Brûlures par l’eau chaude du primaire',
        mesure:
          'aucune intervention sur le primaire sans isolement et accord écrit de l’exploitant, vannes cadenassées',
      },
      {
        risque: 'Exposition à l’amiante (calorifuges et joints de l’ancienne chaufferie)',
        mesure:
          'consultation du repérage avant travaux, mode opératoire SS4 si matériau amianté, retrait par une entreprise certifiée SS3',
      },
    ],
    sansMateriel: /frigorig|combustion|an[ée]mom[èe]tre/i,
    materiel: [
      {
        nom: 'appareil de mesure des débits et pressions différentielles pour l’équilibrage',
        match: /debitmetre|equilibrage|pression differentielle/,
      },
    ],
    habilitations: [
      'soudage et brasage des tuyauteries, permis de feu',
      'habilitation électrique BR pour les raccordements de la sous-station',
      'formation amiante sous-section 4 pour les interventions sur l’ancienne chaufferie',
    ],
    materiaux: [
      'échangeur à plaques dimensionné sur les régimes de l’exploitant',
      'tubes acier soudés et calorifuges de classe de réaction au feu adaptée',
      'vannes d’isolement, filtre, pot à boues, vase d’expansion et soupapes',
      'régulation de la sous-station compatible avec la télégestion de l’exploitant',
    ],
    autocontroles: [
      {
        point: 'Désembouage et qualité de l’eau du secondaire',
        moment: 'avant raccordement à l’échangeur (point d’arrêt)',
        preuve: 'fiche de désembouage et analyse d’eau',
      },
      { point: 'Étanchéité du réseau secondaire', moment: 'avant calorifugeage', preuve: 'PV d’épreuve' },
      {
        point: 'Mise en service du primaire',
        moment: 'à la mise en eau, avec l’exploitant',
        preuve: 'PV contradictoire de mise en service',
      },
      { point: 'Équilibrage des circuits', moment: 'à la mise en service', preuve: 'fiche d’équilibrage' },
      {
        point: 'Températures de départ et de retour',
        moment: 'pendant les premières semaines de chauffe',
        preuve: 'relevés de la régulation',
      },
    ],
    dechets: [
      {
        dechet: 'Tuyauteries, vannes et équipements métalliques déposés',
        categorie: 'DND',
        exutoire: 'ferrailleur pour recyclage matière',
      },
      {
        dechet: 'Boues de désembouage',
        categorie: 'DD',
        exutoire: 'collecte par entreprise agréée, bordereau sur Trackdéchets',
      },
      {
        dechet: 'Régulations et équipements électriques déposés',
        categorie: 'DD',
        exutoire: 'filière DEEE',
      },
      {
        dechet: 'Calorifuges amiantés',
        categorie: 'DD',
        exutoire: 'ISDD avec bordereau BSDA',
        when: /amiante/,
      },
      { dechet: 'Calorifuges et emballages', categorie: 'DND', exutoire: 'centre de tri' },
    ],
    phases: [
      { nom: 'Études, interface avec l’exploitant et approvisionnement', part: 0.2 },
      { nom: 'Préparation du local et déposes', part: 0.1 },
      { nom: 'Sous-station et raccordements secondaires', part: 0.4 },
      { nom: 'Basculement et mise en service avec l’exploitant', part: 0.1 },
      { nom: 'Équilibrage, réglages et réception', part: 0.2 },
    ],
    pointsAttention: [
      'la limite de prestation avec l’exploitant du réseau de chaleur (primaire, compteur d’énergie, vanne de régulation) et la date de mise en eau du primaire',
      'le régime de température du primaire et la température de retour demandée par l’exploitant',
    ],
    sansPointsAttention: /amenee des equipements|amenée des équipements/,
    biennale:
      'les équipements de la sous-station (pompes, régulation, vannes motorisées) en tant qu’éléments dissociables de l’ouvrage réalisé',
    decennale:
      'la sous-station et les réseaux réalisés lorsqu’ils constituent un ouvrage, et tout désordre rendant l’ouvrage impropre à sa destination',
    entretien:
      'en confier le suivi à l’exploitant ou au titulaire du contrat d’exploitation : nettoyage des filtres, contrôle de la température de retour et de la qualité de l’eau du secondaire, vérification annuelle des soupapes et de la régulation',
  }),
  LABORATOIRE_NEUF,
  {
    key: 'ventilation_laboratoire',
    label: 'ventilation de laboratoire',
    when: /laboratoire.{0,80}(ventilation|extraction|sorbonne|hotte|cta)|(ventilation|extraction|sorbonne|hotte|cta).{0,80}laboratoire|sorbonnes?/,
    // A new laboratory building is the new laboratory's kind (no activity to maintain, no network to decontaminate).
    unless: LABO_NEUF,
    travaux: 'travaux de ventilation et d’extraction de laboratoire',
    ouvrage: 'les installations de ventilation',
    sansNormes: /65\.1[0-4]|24\.1|2024\/573/,
    normes: [
      { ref: 'NF EN 14175', objet: 'sorbonnes de laboratoire : conception, essais de type et essais sur site' },
      { ref: 'NF DTU 68.3', objet: 'installations de ventilation mécanique' },
    ],
    etapes: [
      {
        titre: 'Relevé et maintien de l’activité',
        detail:
          'relevé des sorbonnes, extractions et réseaux existants, phasage avec les utilisateurs pour maintenir les postes nécessaires aux manipulations',
      },
      {
        titre: 'Réseaux d’extraction',
        detail:
          'réseaux en matériaux compatibles avec les produits manipulés, pentes et purges, ventilateurs en toiture avec rejet au-dessus du faîtage',
      },
      {
        titre: 'Air de compensation',
        detail: 'soufflage d’air neuf traité, régulation de la dépression des locaux par rapport aux circulations',
      },
      {
        titre: 'Équilibrage et essais',
        detail:
          'équilibrage des débits, mesure de la vitesse d’air frontale et essais de confinement des sorbonnes sur site (NF EN 14175), PV remis',
      },
      { titre: 'Mise en service', detail: 'mise en service, formation des utilisateurs et du service technique, DOE' },
    ],
    risques: [
      {
        risque: 'Exposition aux produits chimiques résiduels des réseaux',
        mesure: 'réseaux décontaminés et consignés par l’exploitant avant intervention, EPI adaptés',
      },
    ],
    pointsAttention: [
      'les produits manipulés (compatibilité des matériaux des réseaux)',
      'le phasage avec les utilisateurs du laboratoire',
    ],
  },
  REMPLACEMENT_CTA,
  VENTILATION_CONFORMITE,
  // A new building's smoke control alone is the désenfumage kind, not a new heating installation.
  // A new laboratory is its own kind (heating and the laboratory's ventilation together).
  { ...CHAUFFAGE_NEUF, unless: LABO_NEUF, unlessSurObjet: DESENFUMAGE_OBJET },
  // Last: a kind naming the equipment (a boiler, a CTA) writes the method, this one adds what a renovation brings.
  RENOVATION_ENERGETIQUE,
];

/** Sanitary rooms and fittings in the object, the lots or the descripteurs. */
const SANITAIRE =
  /sanitaires?\b|vestiaires?|\bwc\b|toilettes?|douches?|lavabos?|lave-mains|eau chaude sanitaire|\becs\b/;
/** Works on existing sanitary installations (the object says so). */
const SANITAIRE_EXISTANT =
  /rehabilit|renov|remplacement|refection|restructur|reamenag|mise en conformite|mise aux normes|remise en etat|vetuste|transformation/;

/** The steps of sanitary works: the dépose only on existing installations, ECS and PMR only when the text shows them. */
const SANITAIRE_ETAPES = [
  {
    titre: 'Relevés et repérage de l’existant',
    detail:
      'relevé des réseaux conservés, des chutes et des points de raccordement, lecture du repérage amiante avant travaux, coupures programmées avec l’exploitant',
    when: PLOMBIER_REHAB,
  },
  {
    titre: 'Plans d’exécution et réservations',
    detail:
      'plans d’exécution, implantation des appareils et des attentes arrêtée avec les autres corps d’état (gros œuvre, plaquiste, carreleur), fourreaux aux traversées',
  },
  {
    titre: 'Maintien en service et dépose',
    detail:
      'un bloc sanitaire laissé en service pour les occupants pendant chaque phase, dépose des appareils et réseaux à remplacer, obturation des attentes chaque soir et suppression des bras morts',
    when: PLOMBIER_REHAB,
  },
  {
    titre: 'Évacuations eaux usées et eaux vannes',
    detail:
      'collecteurs et chutes en PVC selon le NF DTU 60.33, pentes de 1 à 3 %, ventilation primaire prolongée ou conservée hors toiture, tampons de dégorgement, essai d’écoulement avant encoffrement',
  },
  {
    titre: 'Distribution d’eau froide et d’eau chaude',
    detail:
      'réseaux en cuivre, multicouche ou PER selon le CCTP, colliers isophoniques, calorifugeage de l’eau chaude, clapets et disconnecteurs selon la NF EN 1717',
  },
  {
    titre: 'Eau chaude sanitaire',
    detail:
      'raccordement de la production, bouclage ou traçage, mitigeurs thermostatiques limitant à 50 °C les points de puisage des douches et lavabos (arrêté du 30 novembre 2005)',
    when: /eau chaude|\becs\b|ballon|chauffe-eau|douches?|vestiaires?/,
  },
  {
    titre: 'Appareils sanitaires',
    detail:
      'pose sur bâtis-supports fixés à la structure, robinetterie temporisée ou à détection, hauteurs des appareils accessibles vérifiées à la pose',
  },
  {
    titre: 'Essais et mise en service',
    detail:
      'épreuve d’étanchéité sous pression, rinçage et désinfection des réseaux d’eau potable, relevé des températures d’eau chaude aux points de puisage, DOE',
  },
];

/** A swimming pool in the object, the lots or the descripteurs. */
const PISCINE =
  /piscines?\b|centres? aquatiques?|espaces? aquatiques?|complexes? aquatiques?|stades? nautiques?|bassins? de natation|bassin nordique|pataugeoire/;

/**
 * A wellness area (espace bien-être, spa, hammam, sauna, balnéo): collective showers in intensive use,
 * bouclage and legionella, the equipment's supplies and drains — not the general sanitary template.
 * A « SPA » that is the animal-protection society is not one.
 */
const BIEN_ETRE =
  /espaces? (de )?bien[- ]etre|\bspas?\b|hammams?|saunas?|balneo|bains? a remous|jacuzzis?|bains? de vapeur/;
const BIEN_ETRE_SAUF = /refuge|animaux|protectrice des animaux|fourriere|chenil/;

const ESPACE_BIEN_ETRE: SousType = {
  key: 'bien_etre',
  label: 'plomberie de l’espace bien-être',
  when: BIEN_ETRE,
  unless: BIEN_ETRE_SAUF,
  travaux: 'travaux de plomberie et d’eau chaude sanitaire de l’espace bien-être',
  ouvrage: 'les installations de plomberie de l’espace bien-être',
  sansNormes: /30 novembre 2005|1er février 2010/,
  normes: [
    {
      ref: 'Arrêté du 30 novembre 2005 (modifiant l’arrêté du 23 juin 1978)',
      objet:
        'eau chaude sanitaire et prévention des légionelles : 55 °C en sortie de production, 50 °C en tout point du réseau bouclé, 50 °C au plus aux points de puisage des douches',
    },
    {
      ref: 'Arrêté du 1er février 2010',
      objet:
        'surveillance des légionelles dans les installations collectives d’eau chaude sanitaire des établissements recevant du public qui alimentent des points d’usage à risque (douches)',
    },
  ],
  specificites: [
    {
      when: /./,
      sujet: 'douches et eau chaude de l’espace bien-être',
      texte:
        'Un espace bien-être est d’abord un ensemble de douches collectives en usage intensif : chacune reçoit une eau mitigée par mitigeur thermostatique, limitée à 50 °C au point de puisage, avec une robinetterie temporisée résistant à un usage collectif ; le réseau d’eau chaude est bouclé sans bras mort, 55 °C en sortie de production et 50 °C en tout point de la boucle (arrêté du 30 novembre 2005), et la capacité de la production est vérifiée pour les débits simultanés des douches. Lorsque l’espace reçoit du public et que ses douches sont alimentées par une installation collective d’eau chaude, la surveillance des légionelles de l’arrêté du 1er février 2010 s’applique : points de prélèvement prévus à l’exécution, carnet sanitaire ouvert à la mise en service, et une analyse de légionelles proposée avant l’ouverture au public.',
    },
    {
      when: /./,
      sujet: 'équipements de l’espace bien-être',
      texte:
        'Les équipements de l’espace (hammam, sauna, bain à remous, selon le programme du CCTP) sont raccordés selon la notice de leur fabricant et la répartition des lots : le générateur de vapeur d’un hammam reçoit une eau froide protégée selon la NF EN 1717 par le dispositif qu’impose la catégorie de fluide, et sa vidange comme ses purges, chaudes, rejoignent l’évacuation par un siphon et une canalisation qui supportent leur température ; le remplissage d’un bain à remous se fait par surverse ou disconnexion conforme à la NF EN 1717. Les siphons de sol et caniveaux des douches et, le cas échéant, du hammam sont implantés avec le carreleur, à ses pentes, et raccordés par leur platine à son étanchéité sous carrelage ; en atmosphère chaude et humide, chlorée près d’un bassin, supports, colliers et grilles sont en inox ou en matériau de synthèse, et les réseaux calorifugés avec un pare-vapeur continu.',
    },
  ],
  sansSpecificites: /^(blocs sanitaires|douches et vestiaires|production d’eau chaude sanitaire)$/,
  etapes: [
    {
      titre: 'Relevés et programme',
      detail:
        'relevé des réseaux du site qui alimenteront l’espace (arrivée d’eau, production d’eau chaude, collecteurs), lecture du repérage amiante avant travaux si des ouvrages existants sont touchés, programme des équipements (douches, hammam, sauna, bain à remous) et fiches des fabricants arrêtés au visa',
    },
    {
      titre: 'Plans d’exécution et réservations',
      detail:
        'plans d’exécution soumis au visa, implantation des douches, des siphons, des caniveaux et des attentes des équipements arrêtée avec le gros œuvre, le carreleur et les lots de chauffage-ventilation et d’électricité ; les réseaux existants condamnés sont déposés jusqu’à leur piquage, sans bras mort',
    },
    {
      titre: 'Évacuations',
      detail:
        'collecteurs selon le NF DTU 60.33, siphons de sol et caniveaux posés aux pentes du carreleur, rejets chauds des équipements en matériau adapté à leur température, essai d’écoulement avant fermeture',
    },
    {
      titre: 'Eau froide, eau chaude et bouclage',
      detail:
        'production raccordée ou complétée selon le CCTP, boucle d’eau chaude calorifugée et équilibrée, mitigeurs thermostatiques, protections NF EN 1717 aux équipements et à l’eau de remplissage',
    },
    {
      titre: 'Douches et équipements',
      detail:
        'robinetterie de douche temporisée et antivandale, raccordement des équipements prévus (générateur de vapeur d’un hammam, bain à remous) selon leurs notices et la répartition des lots',
    },
    {
      titre: 'Essais, désinfection et analyses',
      detail:
        'épreuve sous pression, rinçage et désinfection des réseaux, relevés de températures en production, en retour de boucle et aux douches, analyse de légionelles avant l’ouverture au public, carnet sanitaire remis à l’exploitant',
    },
  ],
  risques: [
    {
      risque: 'Prolifération de légionelles à la mise en eau',
      mesure: 'aucun bras mort, boucle en température avant l’ouverture, désinfection puis analyse par un laboratoire',
    },
    {
      risque: 'Brûlures par l’eau chaude ou la vapeur lors des essais',
      mesure:
        'mitigeurs réglés et contrôlés avant tout accès aux douches, générateur de vapeur éventuel consigné pendant les interventions',
    },
    {
      risque: 'Glissade sur sols humides',
      mesure: 'chaussures antidérapantes, balisage des zones mouillées, nettoyage en fin de poste',
    },
  ],
  sansRisques: /contamination du réseau/i,
  // A created area: offcuts and packaging, and the site's condemned networks — not old appliances.
  dechets: [
    {
      dechet: 'Chutes de tubes métalliques et réseaux condamnés déposés',
      categorie: 'DND',
      exutoire: 'ferrailleur pour recyclage matière',
    },
    {
      dechet: 'Chutes de PVC et de multicouche',
      categorie: 'DND',
      exutoire: 'filière de recyclage du PVC ou centre de tri',
    },
    { dechet: 'Emballages des appareils et équipements', categorie: 'DND', exutoire: 'centre de tri' },
  ],
  materiaux: [
    'tubes et raccords pour eau chaude bouclée (cuivre, inox, PVC-C ou multicouche sous avis technique)',
    'mitigeurs thermostatiques et robinetterie de douche temporisée antivandale',
    'siphons de sol et caniveaux en inox ou en matériau de synthèse, avec platine de raccordement à l’étanchéité',
    'supports et colliers inox, calorifuges à pare-vapeur continu',
    'disconnecteurs, clapets et surverses conformes à la NF EN 1717',
  ],
  autocontroles: [
    {
      point: 'Étanchéité des réseaux d’alimentation',
      moment: 'avant fermeture des gaines (point d’arrêt)',
      preuve: 'PV d’essai sous pression',
    },
    {
      point: 'Pentes des siphons et caniveaux',
      moment: 'à la pose, avec le carreleur',
      preuve: 'fiche d’autocontrôle',
    },
    { point: 'Désinfection des réseaux d’eau', moment: 'avant mise en service', preuve: 'PV de désinfection' },
    {
      point: 'Températures de production, de retour de boucle et aux douches',
      moment: 'à la mise en service',
      preuve: 'relevés de températures',
    },
    {
      point: 'Absence de légionelles',
      moment: 'avant l’ouverture au public',
      preuve: 'rapport d’analyse du laboratoire',
    },
  ],
  phases: [
    { nom: 'Préparation, relevés et approvisionnement', part: 0.15 },
    { nom: 'Réservations et évacuations', part: 0.25 },
    { nom: 'Eau froide, eau chaude et bouclage', part: 0.3 },
    { nom: 'Douches, équipements et raccordements', part: 0.2 },
    { nom: 'Essais, désinfection et analyses', part: 0.1 },
  ],
  pointsAttention: [
    'les équipements de l’espace (douches, hammam, sauna, bain à remous) et la répartition de leurs raccordements entre les lots',
    'la capacité de la production d’eau chaude face aux débits simultanés des douches',
    'les pentes, siphons et caniveaux à arrêter avec le carreleur et son étanchéité',
    'les points de raccordement aux réseaux d’eau et d’évacuation du site',
  ],
  sansPointsAttention: /./,
  entretien:
    'maintenir 55 °C en production et 50 °C en retour de boucle, purger chaque semaine les douches peu utilisées, détartrer les pommes de douche, faire entretenir le générateur de vapeur selon sa notice et tenir le carnet sanitaire (relevés de températures, analyses de légionelles)',
};

/** An automatic public toilet (sanisette) in the object: a supplier's prefabricated unit, set and connected outdoors. */
const SANISETTE =
  /wc automatiques?|sanitaires? automatiques?|toilettes? (publiques? )?automatiques?|sanisettes?|toilettes? autonettoyantes?|wc autonettoyants?|sanitaires? autonettoyants?/;

/** An open public space around the works (a play area, a skatepark, a park): children and passers-by. */
const ESPACE_PUBLIC_OUVERT =
  /aires? de jeux|skate-?parks?|\bparcs?\b|jardins?|squares?|city[- ]stades?|places?\b|plages?/;

/**
 * An automatic public toilet: the supplier's unit on its slab and anchors, water and sewer branchments dug
 * under the public space (DT-DICT, AIPR), the supply kept from frost, vandal-proof fittings, an accessible
 * cabin, commissioning with the supplier — not a building's sanitary plumbing (no hot-water production, no
 * encastrements with the plaquiste, no primary ventilation through a roof).
 */
const WC_AUTOMATIQUE: SousType = {
  key: 'sanisette',
  label: 'pose et raccordement du WC automatique public',
  when: SANISETTE,
  horsModele: true,
  travaux: 'travaux de pose et de raccordement du WC automatique',
  ouvrage: 'l’installation du WC automatique',
  sansNormes: /^NF DTU 60\.|30 novembre 2005|1er février 2010|20 avril 2017/,
  normes: [
    DT_DICT,
    {
      ref: 'NF EN 805',
      objet: 'réseaux d’alimentation en eau à l’extérieur des bâtiments : pose, épreuve et désinfection du branchement',
    },
    {
      ref: 'Fascicule 70 du CCTG',
      objet: 'ouvrages d’assainissement : canalisations, regards et branchement au réseau public',
    },
    { ref: 'NF P 98-331', objet: 'tranchées : ouverture, remblayage et réfection sous l’espace public' },
    {
      ref: 'Code de la santé publique, articles R1321-1 et suivants',
      objet: 'eau destinée à la consommation humaine : matériaux au contact (ACS) et analyse avant mise en service',
    },
    {
      ref: 'Arrêté du 20 avril 2017',
      objet:
        'accessibilité des installations ouvertes au public : cabinet accessible (aire de rotation, barre d’appui, commandes)',
    },
  ],
  sansSpecificites: /./,
  specificites: [
    {
      when: /./,
      sujet: 'WC automatique fourni',
      texte:
        'Le WC automatique est un module préfabriqué livré par son fournisseur : la dalle ou le massif est réalisé au plan du fournisseur (niveau, réservations des traversées, ancrages), le module est levé, posé et ancré avec lui, puis raccordé à l’eau, à l’assainissement et à l’alimentation électrique amenée par l’électricien. La cabine est accessible à une personne en fauteuil (aire de rotation, barre d’appui, commandes à hauteur, porte automatique) ; les équipements visibles sont anti-vandalisme (boutons poussoirs temporisés, lave-mains intégré, fixations inviolables). La mise en service se fait avec le fournisseur : cycles de nettoyage, porte, temporisations, signal d’occupation et appel d’urgence essayés avant l’ouverture au public.',
    },
    {
      when: /./,
      sujet: 'branchements sous l’espace public et protection contre le gel',
      texte:
        'Les branchements d’eau et d’assainissement sont creusés sous l’espace public après DT-DICT et marquage-piquetage, par des intervenants titulaires de l’AIPR, avec l’accord des gestionnaires des réseaux sur les points de raccordement (regard de comptage, regard de branchement). La conduite d’eau est posée sous la profondeur hors gel du site, protégée par un disconnecteur adapté au risque de retour d’eau du nettoyage automatique (NF EN 1717) ; les parties exposées dans le local technique du module sont protégées du gel selon le dispositif prévu par le fournisseur (cordon chauffant ou vidange). Le branchement neuf est rincé, désinfecté et analysé avant l’ouverture au public.',
    },
    {
      when: ESPACE_PUBLIC_OUVERT,
      sujet: 'chantier au contact du public et des enfants',
      texte:
        'Le chantier est au contact d’un espace public fréquenté par des enfants : emprise fermée par une clôture pleine, tranchées jamais laissées ouvertes hors présence de l’équipe (couvertes ou remblayées le soir), engins et levage du module sur un créneau où la zone est évacuée, cheminements piétons maintenus et balisés.',
    },
  ],
  etapes: [
    {
      titre: 'Plans du fournisseur et limites de prestation',
      detail:
        'plan d’implantation et plan de la dalle du fournisseur, positions des attentes d’eau, d’assainissement et d’électricité, limites de prestation avec le fournisseur et l’électricien, plans soumis au visa',
    },
    {
      titre: 'Déclarations et tranchées',
      detail:
        'DT-DICT, marquage-piquetage, accord des gestionnaires sur les points de raccordement, tranchées à la mini-pelle sous l’espace public, blindage dès 1,30 m, emprise clôturée',
    },
    {
      titre: 'Branchement d’eau',
      detail:
        'conduite PEHD sous attestation ACS posée sous la profondeur hors gel, raccordement au regard de comptage, vanne d’arrêt accessible et disconnecteur selon la NF EN 1717, épreuve selon la NF EN 805',
    },
    {
      titre: 'Branchement d’assainissement',
      detail:
        'canalisation en pente régulière jusqu’au regard de branchement, raccordement au réseau public selon le règlement du service d’assainissement, essai d’étanchéité avant remblai',
    },
    {
      titre: 'Dalle, ancrages et pose du module',
      detail:
        'dalle ou massif au plan du fournisseur, réservations des traversées, levage du module au camion-grue selon un plan de levage, calage et ancrage, raccordements eau et évacuation dans le local technique',
    },
    {
      titre: 'Mise en service et ouverture',
      detail:
        'mise en service avec le fournisseur (cycles, porte, appel d’urgence, cabine accessible), rinçage, désinfection et analyse du branchement, remblai et réfection des sols, plan de récolement, DOE',
    },
  ],
  risques: [
    ...TRANCHEES_RISQUES,
    {
      risque: 'Chute ou balancement du module pendant le levage',
      mesure:
        'plan de levage, élingues vérifiées, zone interdite sous la charge et évacuée du public, chef de manœuvre désigné',
    },
    {
      risque: 'Accès du public et des enfants à la zone de travaux',
      mesure:
        'clôture pleine de l’emprise, tranchées couvertes ou remblayées chaque soir, cheminements piétons balisés',
    },
  ],
  sansRisques: /brasage|dégâts des eaux|amiante|postures/i,
  sansMateriel: /sertisseuse|caméra|carotteuse|braser/i,
  materiel: [
    { nom: 'mini-pelle et blindages de tranchée', match: /pelle|blindage/ },
    { nom: 'détecteur de réseaux enterrés', match: /detecteur|localisateur/ },
    { nom: 'machine à souder par électrofusion (PEHD)', match: /electrofusion|electrosoud|soudeuse/ },
    { nom: 'plaque vibrante pour le compactage des remblais', match: /plaque vibrante|compact|pilonneuse/ },
  ],
  habilitations: [
    'AIPR des intervenants (opérateur, encadrant) pour les travaux à proximité des réseaux',
    'conduite de la mini-pelle (CACES R482)',
    'élingage et guidage des charges pour le levage du module',
  ],
  materiaux: [
    'tube PEHD pour l’eau potable sous attestation ACS, grillage avertisseur bleu',
    'canalisation et regards d’assainissement conformes au CCTP, grillage avertisseur marron',
    'disconnecteur et robinetterie d’arrêt adaptés au risque de retour d’eau (NF EN 1717)',
    'béton et ancrages de la dalle conformes au plan du fournisseur',
  ],
  autocontroles: [
    {
      point: 'Implantation, niveau et ancrages de la dalle au plan du fournisseur',
      moment: 'avant coulage et avant la livraison du module (point d’arrêt)',
      preuve: 'fiche d’implantation et plan visé',
    },
    {
      point: 'Profondeur hors gel et lit de pose des branchements',
      moment: 'avant remblai',
      preuve: 'photos et relevés de profondeur',
    },
    {
      point: 'Étanchéité des branchements d’eau et d’assainissement',
      moment: 'avant remblai',
      preuve: 'PV d’épreuve et d’essai d’étanchéité',
    },
    {
      point: 'Désinfection et qualité de l’eau au point de puisage',
      moment: 'avant l’ouverture au public',
      preuve: 'PV de désinfection et résultat d’analyse',
    },
    {
      point: 'Mise en service du module (cycles, porte, appel d’urgence, cabine accessible)',
      moment: 'à la mise en service, avec le fournisseur',
      preuve: 'PV de mise en service contradictoire',
    },
  ],
  dechets: [
    {
      dechet: 'Déblais de tranchées non réutilisés',
      categorie: 'Inertes',
      exutoire: 'plateforme de valorisation ou ISDI',
    },
    {
      dechet: 'Enrobés découpés',
      categorie: 'Inertes',
      exutoire: 'centrale de recyclage après contrôle HAP et amiante',
      when: /voirie|enrobes?|chaussee|trottoirs?|parking/,
    },
    {
      dechet: 'Chutes de tubes plastiques (PEHD, PVC)',
      categorie: 'DND',
      exutoire: 'filière de recyclage des plastiques',
    },
    {
      dechet: 'Emballages du module (cartons, calages)',
      categorie: 'DND',
      exutoire: 'centre de tri ou reprise fournisseur',
    },
  ],
  phases: [
    { nom: 'Préparation, DT-DICT et plans du fournisseur', part: 0.15 },
    { nom: 'Tranchées, pose des branchements d’eau et d’assainissement', part: 0.35 },
    { nom: 'Dalle, ancrages et pose du module', part: 0.25 },
    { nom: 'Mise en service, désinfection et récolement', part: 0.25 },
  ],
  pointsAttention: [
    'la limite de prestation avec le fournisseur du module (dalle, ancrages, raccordements, mise en service)',
    'les points de raccordement aux réseaux publics (eau potable, assainissement) et l’accord de leurs gestionnaires',
    'l’alimentation électrique du module, amenée par le lot électricité',
  ],
  sansPointsAttention: /./,
  biennale:
    'la robinetterie et les équipements de raccordement posés ; le module et ses automatismes relèvent de la garantie de son fournisseur',
  decennale: 'les branchements enterrés et la dalle, pour tout désordre rendant l’ouvrage impropre à sa destination',
  entretien:
    'confier le module au contrat d’entretien de son fournisseur (cycles de nettoyage, porte, automatismes), vérifier la protection contre le gel avant chaque hiver et faire entretenir chaque année le disconnecteur',
};

/**
 * The water works of an outdoor public space (a square, a « place », streets requalified, a voirie) whose
 * object names no building: branchements and networks under the space, fountains, bornes and watering where the
 * CCTP has them — never the indoor sanitary rooms of a building the notice does not name.
 */
const EAU_ESPACE_PUBLIC: SousType = {
  key: 'eau_espace_public',
  label: 'réseaux d’eau et fontainerie de l’espace public',
  // (a city-stade or a playground alone: the plumber's part there is unknown, the trade-neutral method is written)
  when: new RegExp(`${ESPACE_PUBLIC_SANS_BATIMENT.source}(?=[\\s\\S]*(?:${ESPACE_URBAIN.source}))`),
  surObjet: true,
  // An automatic public toilet has its own kind; a drinking-water main named, the networks' kind.
  unlessSurObjet: new RegExp(
    `${SANISETTE.source}|adduction|eau potable|\\baep\\b|conduites? d'eau|reseaux? d'eau|canalisations? d'eau`,
  ),
  nommePar: /fontain|\beau\b|arrosage|brumisa|jeux? d'eau|bassins?|branchements?|sanitaires?/,
  travaux: 'travaux de réseaux d’eau et de fontainerie de l’espace public',
  ouvrage: 'les réseaux d’eau et les équipements hydrauliques de l’espace public',
  sansNormes: /60\.\d|20 avril 2017|30 novembre 2005|1er février 2010|^NF EN 1717$/,
  normes: [
    DT_DICT,
    {
      ref: 'NF EN 805',
      objet:
        'réseaux d’alimentation en eau à l’extérieur des bâtiments : pose, épreuves et désinfection des parties d’eau potable',
    },
    { ref: 'Fascicule 71 du CCTG', objet: 'fourniture et pose de canalisations d’eau, accessoires et branchements' },
    { ref: 'Fascicule 70 du CCTG', objet: 'ouvrages d’assainissement (titre I canalisations, titre II ouvrages)' },
    {
      ref: 'NF EN 1610',
      objet: 'mise en œuvre et essais des branchements et collecteurs d’eaux usées et pluviales',
    },
    {
      ref: 'NF EN 1717',
      objet: 'protection du réseau public contre les retours d’eau aux points de puisage (fontaines, bornes, arrosage)',
    },
    {
      ref: 'Code de la santé publique, articles R1321-1 et suivants',
      objet: 'eaux destinées à la consommation humaine : matériaux au contact (ACS) et analyse avant mise en service',
    },
    { ref: 'NF EN 124', objet: 'dispositifs de couronnement des regards et avaloirs (classe selon la circulation)' },
  ],
  sansSpecificites: /./,
  specificites: [
    {
      when: /./,
      sujet: 'réseaux d’eau d’un espace public',
      texte:
        'L’objet porte sur un espace public extérieur et ne nomme aucun bâtiment : notre part y est celle des réseaux d’eau de l’espace, dans l’étendue que fixe le CCTP, à confirmer à sa lecture — branchements d’eau potable et d’assainissement sous l’emprise, regards et avaloirs, réseaux d’eaux pluviales et usées de l’espace, et, si le projet en comporte, fontaines, bornes de puisage ou de marché et arrosage des plantations ; aucune installation sanitaire intérieure n’est supposée. Avant toute fouille, DT-DICT, marquage-piquetage et intervenants titulaires de l’AIPR. Les parties d’eau potable sont en matériaux sous attestation de conformité sanitaire (ACS), éprouvées selon la NF EN 805 et le fascicule 71, rincées, désinfectées et analysées avant mise en service, chaque point de puisage protégé contre les retours d’eau selon la NF EN 1717 ; les réseaux d’eaux usées et pluviales suivent le fascicule 70 et la NF EN 1610. L’espace reste ouvert au public pendant les travaux : emprises clôturées, cheminements piétons maintenus et balisés, accès des riverains, des commerces et des secours conservés, marchés et manifestations pris en compte dans le phasage.',
    },
  ],
  etapes: [
    {
      titre: 'Déclarations et relevés',
      detail:
        'DT-DICT, marquage-piquetage et détection des réseaux existants, relevé des branchements à reprendre, phasage des coupures arrêté avec l’exploitant du réseau d’eau et la collectivité, arrêté de circulation',
    },
    {
      titre: 'Tranchées et regards',
      detail:
        'ouverture à la mini-pelle, blindage dès 1,30 m, lit de pose selon les fascicules 70 et 71, regards et boîtes de branchement, tampons de la classe adaptée à la circulation (NF EN 124)',
    },
    {
      titre: 'Branchements et réseaux d’eau potable',
      detail:
        'conduites et branchements en PEHD ou en fonte sous attestation ACS, vannes et regards de comptage, raccordement au réseau public selon les prescriptions de son exploitant',
    },
    {
      titre: 'Fontainerie, bornes et arrosage',
      detail:
        'fontaines, bornes de puisage ou de marché et réseau d’arrosage que prévoit le CCTP (à confirmer à sa lecture), dispositif de protection contre les retours d’eau à chaque point de puisage, vidange et purge hors gel',
    },
    {
      titre: 'Eaux pluviales et usées de l’espace',
      detail:
        'avaloirs, caniveaux et collecteurs raccordés au réseau public, pentes vérifiées au niveau laser, raccordement des branchements conservés',
    },
    {
      titre: 'Essais, mise en service et récolement',
      detail:
        'épreuve des parties d’eau potable selon la NF EN 805, rinçage, désinfection et analyse bactériologique avant mise en service ; essais d’étanchéité des eaux usées et pluviales selon la NF EN 1610 ; plan de récolement géoréférencé',
    },
  ],
  phases: [
    { nom: 'Préparation, DT-DICT et piquetage', part: 0.15 },
    { nom: 'Tranchées, regards et branchements', part: 0.4 },
    { nom: 'Fontainerie, bornes et arrosage', part: 0.2 },
    { nom: 'Essais, désinfection, récolement et réception', part: 0.25 },
  ],
  risques: [
    ...TRANCHEES_RISQUES,
    {
      risque: 'Heurt ou chute d’un piéton dans l’emprise ouverte au public',
      mesure:
        'emprises clôturées chaque soir, fouilles couvertes ou barriérées, cheminements piétons balisés et accessibles maintenus',
    },
  ],
  sansRisques: /brasage|Dégâts des eaux|amiante|Postures/,
  materiel: [
    { nom: 'mini-pelle et blindages de tranchée', match: /pelle|blindage/ },
    { nom: 'machine à souder par électrofusion (PEHD)', match: /electrofusion|electrosoud|soudeuse/ },
    { nom: 'détecteur de réseaux enterrés', match: /detecteur|localisateur/ },
    { nom: 'niveau laser de chantier', match: /laser/ },
  ],
  sansMateriel: /sertisseuse|braser|carotteuse/,
  materiaux: [
    'Conduites et raccords en PEHD ou en fonte ductile sous attestation de conformité sanitaire (ACS)',
    'Canalisations d’eaux usées et d’eaux pluviales, regards et boîtes de branchement',
    'Tampons et grilles d’avaloirs de classe NF EN 124 adaptée à la circulation',
    'Fontainerie, bornes et arrosage selon le CCTP, proposés au visa sur fiches techniques',
  ],
  habilitations: [
    'AIPR (opérateur ou encadrant) pour les travaux à proximité des réseaux',
    'conduite de mini-pelle (CACES R482)',
  ],
  autocontroles: [
    {
      point: 'DT-DICT et marquage-piquetage des réseaux existants',
      moment: 'avant toute fouille (point d’arrêt)',
      preuve: 'récépissés DT-DICT et plan de marquage-piquetage',
    },
    {
      point: 'Épreuve des parties d’eau potable',
      moment: 'avant remblai des joints (point d’arrêt)',
      preuve: 'PV d’épreuve selon la NF EN 805',
    },
    {
      point: 'Désinfection et analyse bactériologique',
      moment: 'avant mise en service',
      preuve: 'PV de désinfection et résultats d’un laboratoire agréé',
    },
    {
      point: 'Étanchéité des eaux usées et pluviales',
      moment: 'avant remblai',
      preuve: 'PV d’essais d’étanchéité selon la NF EN 1610',
    },
    {
      point: 'Récolement des réseaux et branchements',
      moment: 'avant réception',
      preuve: 'plan de récolement géoréférencé remis au DOE',
    },
  ],
  dechets: [
    {
      dechet: 'Déblais de tranchées',
      categorie: 'Inertes',
      exutoire: 'réemploi sur site si le CCTP l’admet, sinon plateforme de recyclage des inertes',
    },
    {
      dechet: 'Enrobés découpés (après recherche d’amiante et de HAP)',
      categorie: 'Inertes',
      exutoire: 'centrale d’enrobage ou plateforme selon les résultats de l’analyse',
    },
    { dechet: 'Canalisations et pièces déposées', categorie: 'DND', exutoire: 'filières de recyclage par matériau' },
    { dechet: 'Emballages et chutes de tubes', categorie: 'DND', exutoire: 'centre de tri' },
  ],
  sansPointsAttention: /./,
  pointsAttention: [
    'les réseaux existants sous l’espace et les branchements à reprendre (plans des exploitants, détection)',
    'les équipements d’eau que le CCTP prévoit réellement (fontaines, bornes, arrosage, sanitaires publics) et les limites de prestation avec le lot de voirie et réseaux divers',
    'le maintien des cheminements piétons, des accès des riverains et des commerces, et des marchés ou manifestations pendant le phasage',
  ],
  biennale: 'la robinetterie, les bornes et les équipements de fontainerie posés',
  decennale:
    'les canalisations et branchements enterrés, pour tout désordre rendant l’ouvrage impropre à sa destination',
  entretien:
    'purger et mettre hors gel fontaines, bornes et arrosage avant chaque hiver, faire vérifier chaque année les dispositifs de protection contre les retours d’eau, curer regards et avaloirs selon leur encrassement et tenir à jour le plan de récolement remis',
};

/** A building's plumbing is no work of an outdoor public space that names none (`EAU_ESPACE_PUBLIC`). */
const horsEspacePublic = (st: SousType): SousType =>
  st === WC_AUTOMATIQUE || st.key === 'reseaux_aep'
    ? st
    : {
        ...st,
        unlessSurObjet: new RegExp(
          `${st.unlessSurObjet ? `${st.unlessSurObjet.source}|` : ''}${ESPACE_PUBLIC_SANS_BATIMENT.source}`,
        ),
      };

const PLOMBIER_KINDS: SousType[] = [
  WC_AUTOMATIQUE,
  SUPERVISION,
  STERILISATION,
  {
    key: 'piscine',
    label: 'plomberie de piscine',
    when: PISCINE,
    // Pulling a pool down, or working around it, is not pool plumbing.
    unless:
      /^(?=[\s\S]*demolition)(?![\s\S]*(renov|rehabilit|reamenag|reconstruction|construction|extension|creation))|abords de la piscine/,
    travaux: 'travaux de plomberie et d’eau chaude sanitaire de la piscine',
    ouvrage: 'les installations de plomberie de la piscine',
    sansNormes: /30 novembre 2005|1er février 2010/,
    normes: [
      {
        ref: 'Arrêté du 30 novembre 2005 (modifiant l’arrêté du 23 juin 1978)',
        objet:
          'eau chaude sanitaire et prévention des légionelles : 55 °C en sortie de production, 50 °C en tout point du réseau bouclé, 50 °C au plus aux points de puisage des douches',
      },
      {
        ref: 'Arrêté du 1er février 2010',
        objet:
          'surveillance des légionelles dans les installations collectives d’eau chaude sanitaire des établissements recevant du public qui alimentent des points d’usage à risque (douches)',
      },
      {
        ref: 'Code de la santé publique, articles D1332-1 et suivants',
        objet:
          'piscines à usage collectif : alimentation en eau neuve, traitement, surveillance et qualité de l’eau des bassins (décret n° 2021-656 du 26 mai 2021)',
      },
      {
        ref: 'Arrêté du 7 avril 1981 modifié (arrêté du 26 mai 2021)',
        objet: 'dispositions techniques applicables aux piscines (installations sanitaires, circuits des bassins)',
      },
    ],
    specificites: [
      {
        when: PISCINE,
        sujet: 'plomberie en piscine publique',
        texte:
          'Dans une piscine, les douches sont des points d’usage à risque au sens de l’arrêté du 1er février 2010 : le réseau d’eau chaude est bouclé sans bras mort, maintenu à 55 °C en production et 50 °C en retour de boucle, et les douches sont alimentées en eau mitigée au plus près des points de puisage. L’atmosphère chlorée et humide impose des matériaux résistant à la corrosion (inox 316L, PVC-C ou multicouche sous avis technique, supports inox ou galvanisés protégés) ; l’alimentation en eau neuve des bassins reste protégée du réseau public par disconnecteur selon la NF EN 1717, avec son comptage propre.',
      },
      {
        when: /energeti|performance|economies? d'energie|recuperation de chaleur/,
        sujet: 'rénovation énergétique de la piscine',
        texte:
          'Le volet énergétique touche la plomberie par la production d’eau chaude (le plus gros poste après le chauffage des bassins) : calorifugeage des réseaux et de la boucle, robinetterie de douche temporisée à débit limité et, si le CCTP la prévoit, récupération de chaleur sur les eaux grises des douches ou sur les eaux de renouvellement des bassins, raccordée en préchauffage.',
      },
    ],
    etapes: [
      {
        titre: 'Relevés et carnet sanitaire',
        detail:
          'relevé des réseaux d’eau froide et d’eau chaude, de la production et de la boucle, des douches, vestiaires et pédiluves, lecture du carnet sanitaire (températures, analyses de légionelles) et du repérage amiante avant travaux',
      },
      {
        titre: 'Plans d’exécution et interfaces',
        detail:
          'plans d’exécution soumis au visa, interfaces arrêtées avec les lots traitement d’eau, chauffage-ventilation et carrelage (pentes des plages et des douches, siphons et caniveaux, réservations)',
      },
      {
        titre: 'Déposes et hygiène du chantier',
        detail:
          'dépose des appareils et réseaux à remplacer avec suppression des bras morts, obturation des attentes chaque soir, zones de travail séparées des circulations pieds nus et des bassins maintenus en eau',
      },
      {
        titre: 'Évacuations',
        detail:
          'collecteurs, siphons et caniveaux des douches et des plages en matériaux résistant au chlore, pentes selon le NF DTU 60.33, rejets raccordés selon l’autorisation de déversement de la collectivité',
      },
      {
        titre: 'Eau froide, eau chaude et production',
        detail:
          'réseaux en matériaux résistant à la corrosion, boucle d’eau chaude équilibrée et calorifugée, production raccordée, mitigeurs thermostatiques limitant à 50 °C l’eau des douches, disconnecteur sur l’alimentation en eau neuve des bassins',
      },
      {
        titre: 'Appareils et raccordements',
        detail:
          'robinetterie de douche temporisée et antivandale, lave-mains et pédiluves, raccordements aux équipements de traitement d’eau selon la répartition des lots',
      },
      {
        titre: 'Essais, désinfection et analyses',
        detail:
          'épreuve sous pression, rinçage et désinfection des réseaux, relevés de températures aux douches, analyse de légionelles par un laboratoire avant la réouverture au public, carnet sanitaire mis à jour',
      },
    ],
    risques: [
      {
        risque: 'Exposition aux produits de traitement de l’eau (chlore, acides)',
        mesure:
          'locaux de traitement consignés par l’exploitant avant intervention, stockages séparés, ventilation, gants et lunettes',
      },
      {
        risque: 'Glissade sur les plages et sols humides',
        mesure: 'chaussures antidérapantes, balisage des zones mouillées, nettoyage en fin de poste',
      },
      {
        risque: 'Chute dans un bassin vidé',
        mesure: 'bassins vidés balisés par garde-corps ou barrières, accès au fond par échelle fixée',
      },
      {
        risque: 'Prolifération de légionelles à la remise en eau',
        mesure: 'bras morts supprimés, désinfection et analyse avant ouverture au public',
      },
    ],
    materiaux: [
      'tubes et raccords résistant à l’atmosphère chlorée (inox 316L, PVC-C ou multicouche sous avis technique)',
      'robinetterie de douche temporisée et mitigeurs thermostatiques',
      'siphons, caniveaux et grilles en inox 316L ou en matériau de synthèse',
      'disconnecteurs et clapets conformes à la NF EN 1717',
    ],
    autocontroles: [
      {
        point: 'Étanchéité des réseaux d’alimentation',
        moment: 'avant fermeture des gaines (point d’arrêt)',
        preuve: 'PV d’essai sous pression',
      },
      {
        point: 'Pentes des évacuations des douches et des plages',
        moment: 'à la pose',
        preuve: 'fiche d’autocontrôle',
      },
      {
        point: 'Désinfection des réseaux d’eau',
        moment: 'avant mise en service',
        preuve: 'PV de désinfection',
      },
      {
        point: 'Températures de production, de retour de boucle et aux douches',
        moment: 'à la mise en service',
        preuve: 'relevés de températures',
      },
      {
        point: 'Absence de légionelles',
        moment: 'avant réouverture au public',
        preuve: 'rapport d’analyse du laboratoire',
      },
    ],
    phases: [
      { nom: 'Préparation, relevés et approvisionnement', part: 0.1 },
      { nom: 'Déposes et évacuations', part: 0.25 },
      { nom: 'Réseaux d’eau froide, d’eau chaude et production', part: 0.45 },
      { nom: 'Appareils, essais, désinfection et analyses', part: 0.2 },
    ],
    pointsAttention: [
      'les dates de fermeture et de réouverture de la piscine au public, analyses d’eau comprises',
      'le carnet sanitaire et l’historique des analyses de légionelles',
      'la répartition avec les lots traitement d’eau, chauffage-ventilation et carrelage',
      'la corrosion des réseaux et des supports existants en atmosphère chlorée',
    ],
    sansPointsAttention: /./,
    sansRisques: /contamination du réseau/i,
    sansSpecificites:
      /^(blocs sanitaires|douches et vestiaires|production d’eau chaude sanitaire|sanitaires adaptés aux enfants|eau chaude limitée et sanitaires accessibles aux enfants)$/,
    entretien:
      'maintenir 55 °C en production et 50 °C en retour de boucle, purger chaque semaine les douches peu utilisées, détartrer les pommes de douche et tenir le carnet sanitaire (relevés de températures, analyses de légionelles)',
  },
  // After the pool: in an aquatic centre with a wellness area, the pool's method leads, the wellness
  // area adds its equipment.
  ESPACE_BIEN_ETRE,
  {
    key: 'reseaux_aep',

    label: 'réseaux d’eau potable et branchements',
    when: /adduction|eau potable|\baep\b|conduites? d'eau|reseaux? d'eau|branchements? (d'eau|plomb)|canalisations? d'eau|defense (exterieure )?incendie|poteaux? incendie/,
    unless:
      /sanitaires?\b|vestiaires?|\bwc\b|douches?|eau chaude|\becs\b|colonnes? montantes?|hopital|clinique|ehpad|interieurs?/,
    travaux: 'travaux de réseaux d’eau potable et de branchements',
    ouvrage: 'les réseaux d’eau potable',
    sansNormes: /60\.\d|20 avril 2017|30 novembre 2005|1er février 2010/,
    sansSpecificites:
      /^(blocs sanitaires|sanitaires accessibles|production d’eau chaude sanitaire|sanitaires adaptés aux enfants|eau chaude limitée et sanitaires accessibles aux enfants|raccordement de l’extension .*)$/,
    decennale: 'les canalisations enterrées et tout désordre rendant le réseau impropre à sa destination',
    normes: [
      {
        ref: 'NF EN 805',
        objet: 'réseaux d’alimentation en eau à l’extérieur des bâtiments : pose, épreuves et désinfection',
      },
      { ref: 'Fascicule 71 du CCTG', objet: 'fourniture et pose de canalisations d’eau, accessoires et branchements' },
      { ref: 'NF P 98-331', objet: 'tranchées : ouverture, remblayage et réfection' },
      DT_DICT,
      {
        ref: 'Code de la santé publique, articles R1321-1 et suivants',
        objet: 'eaux destinées à la consommation humaine : matériaux au contact (ACS) et analyse avant mise en service',
      },
    ],
    etapes: [
      {
        titre: 'Déclarations et piquetage',
        detail:
          'DT-DICT, marquage-piquetage des réseaux existants, arrêté de circulation et phasage des coupures arrêté avec l’exploitant du réseau',
      },
      {
        titre: 'Tranchées',
        detail:
          'ouverture à la mini-pelle, blindage dès 1,30 m, lit de pose en sable ou gravillons selon le fascicule 71',
      },
      {
        titre: 'Pose des conduites',
        detail:
          'conduites en fonte ductile ou PEHD électrosoudé sous attestation ACS, butées aux coudes et tés, grillage avertisseur bleu',
      },
      {
        titre: 'Branchements et raccordements',
        detail:
          'reprise des branchements des abonnés et raccordement sur le réseau en service pendant les coupures annoncées, alimentation provisoire si la coupure dépasse la journée',
      },
      {
        titre: 'Épreuves et désinfection',
        detail:
          'épreuve hydraulique selon la NF EN 805, rinçage, désinfection et analyse bactériologique avant mise en service',
      },
      {
        titre: 'Remblai, réfection et récolement',
        detail: 'remblai compacté par couches, réfection des chaussées et trottoirs, plan de récolement géoréférencé',
      },
    ],
    risques: TRANCHEES_RISQUES,
    materiel: [
      { nom: 'mini-pelle et blindages de tranchée', match: /pelle|blindage/ },
      { nom: 'machine à souder par électrofusion (PEHD)', match: /electrofusion|electrosoud|soudeuse/ },
      { nom: 'détecteur de réseaux enterrés', match: /detecteur|localisateur/ },
    ],
    phases: [
      { nom: 'Préparation, DT-DICT et piquetage', part: 0.15 },
      { nom: 'Tranchées et pose des conduites', part: 0.45 },
      { nom: 'Branchements et raccordements', part: 0.2 },
      { nom: 'Épreuves, désinfection, réfections et récolement', part: 0.2 },
    ],
    pointsAttention: [
      'la continuité de la distribution d’eau pendant les raccordements (coupures annoncées, alimentation provisoire)',
      'l’emprise du chantier sur la voirie et l’arrêté de circulation',
    ],
  },
  {
    key: 'gaz',
    label: 'installations de gaz',
    when: /reseaux? (de )?gaz|installations? (de )?gaz|alimentation gaz|gaz naturel|conduites? de gaz/,
    // (the gas of a school is no sanitary work)
    sansSpecificites: /^(sanitaires adaptés aux enfants|eau chaude limitée et sanitaires accessibles aux enfants)$/,
    normes: [
      { ref: 'NF DTU 61.1', objet: 'installations de gaz dans les locaux d’habitation' },
      {
        ref: 'Arrêté du 23 février 2018',
        objet: 'règles techniques et de sécurité des installations de gaz des bâtiments d’habitation',
        when: /logement|habitation|residence/,
      },
    ],
    risques: [
      {
        risque: 'Fuite de gaz lors des raccordements',
        mesure: 'coupure et purge par l’exploitant, détecteur de gaz au poste, essai d’étanchéité avant remise en gaz',
      },
    ],
  },
  {
    key: 'entretien',
    label: 'réparations de plomberie',
    when: /entretien|maintenance|depannage|petits travaux|travaux courants|travaux divers|\bacbc\b|bons? de commande/,
    etapes: [
      {
        titre: 'Diagnostic à la commande',
        detail:
          'visite du site désigné par le bon, recherche de la cause (fuite, engorgement, appareil défectueux), photos, devis préalable pour toute prestation absente du bordereau',
      },
      {
        titre: 'Mise en sécurité',
        detail:
          'fermeture de la vanne du secteur concerné et information de l’occupant, protection des sols et des locaux voisins, balisage en présence du public',
      },
      {
        titre: 'Réparation ou remplacement',
        detail:
          'remplacement à l’identique ou par un équipement équivalent validé, dans les règles du NF DTU 60.1, pièces courantes tenues en stock dans le véhicule atelier',
      },
      {
        titre: 'Remise en eau et essais',
        detail:
          'contrôle d’étanchéité et d’écoulement, rinçage des tronçons remplacés, température d’eau chaude relevée au point de puisage quand l’intervention la touche',
      },
      {
        titre: 'Compte rendu',
        detail:
          'fiche d’intervention signée par l’occupant : cause, travaux réalisés, pièces posées, photos avant et après, réserves et travaux à prévoir',
      },
    ],
    phases: [
      { nom: 'Réception du bon, diagnostic et devis éventuel', part: 0.1 },
      { nom: 'Approvisionnement des fournitures', part: 0.25 },
      { nom: 'Intervention sur site', part: 0.5 },
      { nom: 'Essais, remise en service et compte rendu', part: 0.15 },
    ],
    pointsAttention: [
      'la localisation des vannes de sectionnement de chaque site, à relever aux premières commandes',
      'les sites occupés où une coupure d’eau doit être annoncée à l’avance',
    ],
  },
  {
    key: 'sanitaire_existant',
    label: 'installations sanitaires',
    when: new RegExp(`^(?=[\\s\\S]*(${SANITAIRE.source}))(?=[\\s\\S]*(${SANITAIRE_EXISTANT.source}))`),
    // The showers of a wellness area are written by their kind, an automatic public toilet by its own.
    unless: new RegExp(
      `^(?=[\\s\\S]*(${BIEN_ETRE.source}))(?![\\s\\S]*(${BIEN_ETRE_SAUF.source}))|${SANISETTE.source}`,
    ),
    travaux: 'travaux de rénovation des installations sanitaires',
    ouvrage: 'les installations sanitaires',
    etapes: SANITAIRE_ETAPES,
    sansSpecificites: /^blocs sanitaires$/,
    phases: [
      { nom: 'Préparation, relevés et approvisionnement', part: 0.15 },
      { nom: 'Déposes et réseaux d’évacuation', part: 0.3 },
      { nom: 'Distribution d’eau froide et d’eau chaude', part: 0.25 },
      { nom: 'Pose des appareils et raccordements', part: 0.2 },
      { nom: 'Essais, désinfection et réception', part: 0.1 },
    ],
    pointsAttention: [
      'les sanitaires à maintenir en service pour les occupants pendant les travaux',
      'l’état des réseaux existants conservés (corrosion, entartrage, matériaux anciens)',
    ],
  },
  {
    key: 'sanitaire',
    label: 'installations sanitaires',
    when: SANITAIRE,
    unless: new RegExp(
      `${SANITAIRE_EXISTANT.source}|^(?=[\\s\\S]*(${BIEN_ETRE.source}))(?![\\s\\S]*(${BIEN_ETRE_SAUF.source}))|${SANISETTE.source}`,
    ),
    travaux: 'travaux de plomberie sanitaire',
    ouvrage: 'les installations sanitaires',
    etapes: SANITAIRE_ETAPES,
    phases: [
      { nom: 'Préparation, plans d’exécution et approvisionnement', part: 0.15 },
      { nom: 'Réservations et réseaux d’évacuation', part: 0.3 },
      { nom: 'Distribution d’eau froide et d’eau chaude', part: 0.25 },
      { nom: 'Pose des appareils et raccordements', part: 0.2 },
      { nom: 'Essais, désinfection et réception', part: 0.1 },
    ],
    sansSpecificites: /^blocs sanitaires$/,
    pointsAttention: ['l’emplacement et la capacité de la production d’eau chaude qui dessert les sanitaires'],
  },
];

export const PLOMBIER_SOUS_TYPES: SousType[] = [EAU_ESPACE_PUBLIC, ...PLOMBIER_KINDS.map(horsEspacePublic)];
