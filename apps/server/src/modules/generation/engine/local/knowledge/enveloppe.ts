import { REPRISE_APRES_DEFAILLANCE } from './finitions.ts';
import type { Autocontrole, Specificite, TradeKnowledge } from './types.ts';

/** The two water checks that close any roof (gutters and slopes, then the covering itself). */
export const ESSAIS_EAU_COUVERTURE: Autocontrole[] = [
  {
    point: 'Pentes et écoulement des gouttières et chéneaux',
    moment: 'après pose, essai à l’eau',
    preuve: 'fiche d’essai',
  },
  {
    point: 'Étanchéité à l’eau de la couverture',
    moment: 'après une pluie ou par arrosage avant réception',
    preuve: 'constat contradictoire',
  },
];

/** Regular expressions match the tender's text folded (lowercase, without accents). */

/** The élément porteur of a waterproofed roof, when the notice names it (it fixes the NF DTU of the 43 series). */
export const PORTEUR_MACONNERIE = /\bbeton\b|maconnerie|dalles? (en )?(beton|pleines?)|plancher (en )?(beton|dalle)/;
export const PORTEUR_ACIER =
  /bacs? (en )?acier|bacs? (d'etancheite|support)|toles? (d'acier|nervurees?|d'acier nervurees?)|acier nervure|support (en )?acier/;
export const PORTEUR_BOIS =
  /(support|porteur|panneaux?|platelage|voligeage|plancher|caissons?|charpente|toiture) (en )?bois|\bosb\b|\bctbh\b|panneaux derives du bois/;
export const PORTEUR_INCONNU = new RegExp(
  `^(?![\\s\\S]*(${PORTEUR_MACONNERIE.source}|${PORTEUR_ACIER.source}|${PORTEUR_BOIS.source}))`,
);
/** Work on an existing waterproofing: the NF DTU 43.5 applies, and old layers are removed or touched. */
export const REFECTION_ETANCHEITE =
  /refection|renov|rehabilit|reprise|remplacement|fuites?\b|infiltrations?|recherches? de fuites?/;
/** Old layers are removed or cut into (réfection, repairs): the asbestos survey is read first. */
export const DEPOSE_ETANCHEITE = new RegExp(
  `${REFECTION_ETANCHEITE.source}|depose|entretien|maintenance|reparations?|depannages?`,
);

/** Asbestos-cement named by the notice. */
const AMIANTE_CIMENT = /amiante|fibrociment|fibro-ciment|fibres-ciment/;
/** An existing covering is removed (the pre-works asbestos survey is read first). */
export const DEPOSE_COUVERTURE = /remplacement|refection|renovation|rehabilitation|restauration|depose|reprise/;
/**
 * A roof is redone and the notice does not name its covering material (nor a flat roof): the NF DTU of
 * the 40 series is that of the covering identified at the survey, and the method says so.
 */
/** A covering material (or a flat roof) named by the notice. */
export const MATERIAU_COUVERTURE =
  /tuiles?|ardoises?|\bbacs?\b|acier|\btoles?\b|zinc|cuivre|chaume|fibres?-ciment|fibrociment|bardeaux|shingles?|plaques? ondulees|terrasses?|etancheite|membranes?/;
export const COUVERTURE_SANS_MATERIAU = new RegExp(
  `^(?![\\s\\S]*(${MATERIAU_COUVERTURE.source}))(?=[\\s\\S]*(couvertures?|toitures?|\\btoits?\\b))(?=[\\s\\S]*(${DEPOSE_COUVERTURE.source}))`,
);

/**
 * A design-build contract (« conception-réalisation », « conception et réalisation », « marché global »): the
 * studies are the contractor's, by a qualified design office in a grouping or declared subcontracting, and are
 * submitted to the buyer before the works. Written when the object says so; the team itself is the profile's.
 */
export const CONCEPTION_REALISATION: Specificite = {
  when: /conception[- ](et[- ])?realisation|conception-construction|marches? globa(l|ux)( de performance)?\b/,
  sujet: 'marché de conception-réalisation',
  texte:
    'Le marché associe la conception et la réalisation : les études — conception générale, notes de calcul, plans d’exécution et choix des procédés — sont à la charge du titulaire. Elles sont conduites par un bureau d’études qualifié, en groupement ou en sous-traitance déclarée à l’acheteur, selon la composition que demande le règlement de la consultation, et remises au maître d’ouvrage et au contrôleur technique pour avis à chaque étape avant toute fabrication. Le planning réunit études et travaux, et les engagements de performance, lorsque le marché en fixe, sont vérifiés à la réception.',
};

export const COUVREUR: TradeKnowledge = {
  slug: 'couvreur',
  travaux: 'travaux de couverture et de zinguerie',
  ouvrage: 'la couverture',
  normes: [
    { ref: 'NF DTU 40.11', objet: 'couvertures en ardoises naturelles', when: /ardoise/ },
    { ref: 'NF DTU 40.21', objet: 'couvertures en tuiles de terre cuite à emboîtement ou à glissement', when: /tuile/ },
    { ref: 'NF DTU 40.211', objet: 'couvertures en tuiles de terre cuite à emboîtement à pureau plat', when: /tuile/ },
    {
      ref: 'NF DTU 40.35',
      objet: 'couvertures en plaques nervurées issues de tôles d’acier (bacs acier)',
      // Cited when the notice names the steel sheets (a gymnasium or a hangar may be roofed otherwise).
      when: /\bbacs?\b|acier|\btoles?\b/,
    },
    {
      ref: 'NF DTU 40.41',
      objet: 'couvertures par éléments métalliques en feuilles et longues feuilles en zinc',
      when: /zinc/,
    },
    { ref: 'NF DTU 40.5', objet: 'travaux d’évacuation des eaux pluviales (gouttières, chéneaux, descentes)' },
    {
      ref: 'NF DTU 40.29',
      objet: 'mise en œuvre des écrans souples de sous-toiture',
      when: /ecran|sous-toiture|isolation|liteau/,
    },
    {
      ref: 'NF EN 1991-1-3 et 1991-1-4 (Eurocode 1)',
      objet: 'charges de neige et de vent pour la fixation des éléments',
    },
    {
      ref: 'NF DTU de la série 40 du matériau existant (40.11 à 40.14, 40.21 à 40.25, 40.35, 40.41…)',
      objet:
        'couverture refaite selon le NF DTU du matériau identifié au relevé de l’existant ou prescrit par le CCTP, l’avis ne le précisant pas',
      when: COUVERTURE_SANS_MATERIAU,
    },
    {
      ref: 'Arrêté du 16 juillet 2019 et NF X 46-020',
      objet:
        'repérage de l’amiante avant travaux (plaques, closoirs, conduits, colles), fourni par le maître d’ouvrage avant toute dépose',
      when: DEPOSE_COUVERTURE,
    },
  ],
  specificites: [
    REPRISE_APRES_DEFAILLANCE,
    CONCEPTION_REALISATION,
    {
      when: COUVERTURE_SANS_MATERIAU,
      sujet: 'matériau de couverture à identifier',
      texte:
        'L’avis ne précise pas le matériau de la couverture : il est identifié à la visite et par sondages (nature, format, pente, support et fixations), et la réfection suit le NF DTU de ce matériau — NF DTU 40.11 à 40.14 pour les ardoises et bardeaux, 40.21 à 40.25 pour les tuiles, 40.35 pour les bacs acier, 40.41 pour le zinc —, sauf prescription différente du CCTP ; pureau, recouvrements et fixations sont justifiés au visa pour la pente relevée, la zone de vent et l’exposition du site.',
    },
    {
      when: /(deux|trois|quatre|plusieurs|\d) batiments|batiments [a-h] et [a-h]\b/,
      sujet: 'couvertures des bâtiments, traitées l’une après l’autre',
      texte:
        'Les bâtiments sont traités l’un après l’autre : un seul est découvert à la fois, l’échafaudage et la zone de stockage suivent, et chaque bâtiment est remis hors d’eau et contrôlé avant de découvrir le suivant ; l’ordre est fixé avec l’établissement selon l’usage des locaux, et le planning donne les dates de chaque bâtiment.',
    },
    {
      when: /^(?=[\s\S]*(college|lycee|ecole|groupe scolaire))[\s\S]*(remplacement|refection|renovation|rehabilitation)/,
      sujet: 'couverture au-dessus de salles de classe',
      texte:
        'Au-dessus de salles de classe, la découverture est programmée pendant les vacances scolaires autant que le délai le permet ; sinon elle avance par zones limitées à ce qui peut être recouvert le jour même, avec bâchage lesté chaque soir, zone de chute balisée sous l’échafaudage et tunnels de protection aux entrées utilisées par les élèves.',
    },
    {
      when: /ardoise/,
      sujet: 'couverture en ardoises',
      texte:
        'Les ardoises naturelles sont posées au crochet inox ou au clou cuivre selon le NF DTU 40.11, avec un pureau déterminé par la pente, la zone climatique et la longueur du rampant ; les noues, arêtiers et rives sont traités en ardoises taillées ou en zinc selon le détail existant.',
    },
    {
      when: /tuile/,
      sujet: 'couverture en tuiles',
      texte:
        'Les tuiles de terre cuite sont posées sur liteaux traités classe 2 au minimum, avec fixation des tuiles en rive, en faîtage et dans les zones exposées au vent selon le NF DTU 40.21 ; faîtages et arêtiers sont réalisés à sec avec closoirs ventilés, sans scellement au mortier.',
    },
    {
      when: /zinc|zinguerie|gouttiere|cheneau|descente/,
      sujet: 'zinguerie',
      texte:
        'Les ouvrages de zinguerie (gouttières, chéneaux, descentes, abergements) sont façonnés en zinc naturel ou prépatiné de 0,65 à 0,80 mm, avec dilatations ménagées et soudures à l’étain ; les descentes sont raccordées aux regards existants après contrôle de leur état.',
    },
    {
      when: /bac|acier|\btoles?\b/,
      sujet: 'couverture en bacs acier',
      texte:
        'Les bacs acier sont fixés en sommet d’onde sur les pannes avec des fixations adaptées à la zone de vent, closoirs en faîtage et égout, recouvrements longitudinaux conformes au NF DTU 40.35 selon la pente ; les plaques translucides éventuelles sont protégées par des filets ou grilles antichute.',
    },
    {
      when: /amiante|fibrociment|fibro-ciment|fibres-ciment/,
      sujet: 'dépose de plaques en fibres-ciment amiantées',
      texte:
        'Le retrait des plaques en fibres-ciment amiantées relève de la sous-section 3 : il est confié à une entreprise certifiée, sur plan de retrait transmis à l’inspection du travail ; plaques déposées entières sans casse, humidifiées, conditionnées en big-bags étiquetés et éliminées en ISDD avec bordereau BSDA. Les interventions ponctuelles sur un matériau amianté conservé (fixation, perçage) relèvent de la sous-section 4.',
    },
    {
      when: /isolation|sarking|thermique/,
      sujet: 'isolation de la toiture',
      texte:
        'L’isolation en rampant ou par l’extérieur (sarking) est posée sans discontinuité, avec pare-vapeur côté chaud et écran HPV côté froid, et une lame de ventilation conservée sous la couverture.',
    },
  ],
  etapes: [
    {
      titre: 'Protection et mise en sécurité',
      detail:
        'échafaudage de pied avec garde-corps en égout et protections de rive installés avant toute dépose, bâchage prévu chaque soir',
    },
    {
      titre: 'Retrait des matériaux amiantés',
      detail:
        'retrait des plaques amiantées avant toute autre dépose, par une entreprise certifiée pour le retrait ou, pour une intervention ponctuelle, selon un mode opératoire sous-section 4 ; restitution de la zone après mesures d’empoussièrement',
      when: /amiante|fibrociment|fibres-ciment/,
    },
    {
      titre: 'Dépose',
      detail:
        'dépose de la couverture existante par zones, tri des éléments réemployables et évacuation des déchets par goulotte ou benne',
      unless: /amiante|fibrociment|fibres-ciment/,
    },
    {
      titre: 'Contrôle du support',
      detail:
        'contrôle de la charpente après découverture : chevrons, voliges ou pannes défaillants signalés au maître d’œuvre avant reprise ou remplacement',
    },
    {
      titre: 'Isolation',
      detail:
        'pare-vapeur continu côté chaud, jonctions adhésivées, raccords aux murs et aux pénétrations, isolant posé sans discontinuité selon la configuration relevée (rampants, sarking ou plancher des combles), épaisseurs repérées et photographiées avant fermeture',
      when: /isol/,
    },
    {
      titre: 'Écran et lattage',
      detail:
        'pose de l’écran de sous-toiture HPV, contre-liteaux et liteaux ou voligeage selon le matériau de couverture',
      unless: /\bbacs?\b/,
    },
    {
      titre: 'Couverture',
      detail:
        'pose des éléments de couverture, traitement des points singuliers (noues, arêtiers, faîtages, rives, pénétrations)',
      unless: /\bbacs?\b/,
    },
    {
      titre: 'Pose des bacs acier',
      detail:
        'bacs fixés en sommet d’onde sur les pannes selon la zone de vent, closoirs en faîtage et en égout, faîtières et rives, compléments d’étanchéité aux recouvrements',
      when: /\bbacs?\b/,
    },
    {
      titre: 'Zinguerie et évacuations',
      detail: 'gouttières, chéneaux, descentes et abergements, raccordement aux regards existants',
    },
    {
      titre: 'Nettoyage et repli',
      detail: 'nettoyage des chéneaux et des abords, dépose de l’échafaudage après réception des ouvrages',
    },
  ],
  materiel: [
    { nom: 'échafaudage de pied avec protection en égout et plateformes de travail', match: /echafaudage/ },
    { nom: 'monte-matériaux ou grue auxiliaire pour l’approvisionnement', match: /monte|grue|lift|treuil/ },
    { nom: 'nacelle élévatrice pour les interventions ponctuelles', match: /nacelle/ },
    { nom: 'goulotte d’évacuation des gravats et benne', match: /goulotte/ },
    { nom: 'outillage de zinguerie (plieuse, fer à souder)', match: /plieuse|zingu|fer a souder/ },
    { nom: 'lignes de vie et harnais antichute', match: /ligne de vie|harnais|antichute/ },
  ],
  materiaux: [
    'éléments de couverture du matériau prescrit par le CCTP, identiques à l’existant pour les raccords',
    'écran de sous-toiture HPV sous avis technique',
    'liteaux traités classe 2',
    'zinc naturel ou prépatiné',
  ],
  habilitations: [
    'travail en hauteur et port du harnais',
    'montage et vérification des échafaudages (R408)',
    'formation amiante sous-section 4 pour toute intervention sur matériaux amiantés',
  ],
  risques: [
    {
      risque: 'Chute de hauteur en égout, en rive ou à travers la toiture',
      mesure:
        'protections collectives en priorité (échafaudage de pied, garde-corps de rive, filets sous plaques fragiles), harnais sur ligne de vie en complément',
    },
    {
      risque: 'Chute d’objets sur les occupants et passants',
      mesure: 'zone balisée au pied de façade, filets et plinthes sur l’échafaudage, goulotte fermée pour les gravats',
    },
    {
      risque: 'Exposition aux fibres d’amiante',
      mesure:
        'retrait par une entreprise certifiée pour la sous-section 3 sur plan de retrait, interventions ponctuelles en sous-section 4 selon un mode opératoire, humidification, conditionnement étanche',
      when: /amiante|fibrociment|fibres-ciment/,
    },
    {
      risque: 'Intempéries et vent',
      mesure: 'arrêt des travaux en toiture par vent fort, bâchage systématique des zones découvertes',
    },
    {
      risque: 'Brûlures lors des soudures',
      mesure: 'permis de feu, extincteur au poste, contrôle du poste une heure après les travaux par point chaud',
    },
  ],
  dechets: [
    {
      dechet: 'Tuiles et ardoises non réemployables',
      categorie: 'Inertes',
      exutoire: 'plateforme de recyclage des inertes ou ISDI',
      when: DEPOSE_COUVERTURE,
    },
    {
      dechet: 'Liteaux, voliges et chevrons déposés',
      categorie: 'DND',
      exutoire: 'centre de tri (bois non traité en valorisation, bois traité en filière dédiée)',
      when: DEPOSE_COUVERTURE,
    },
    {
      dechet: 'Zinc, cuivre et plomb déposés',
      categorie: 'DND',
      exutoire: 'ferrailleur pour recyclage matière, avec bon de reprise',
      when: DEPOSE_COUVERTURE,
    },
    {
      dechet: 'Chutes d’éléments de couverture, de bois et de zinc, emballages',
      categorie: 'DND',
      exutoire: 'centre de tri, métaux en recyclage matière',
      unless: DEPOSE_COUVERTURE,
    },
    {
      dechet: 'Plaques en fibres-ciment amiantées',
      categorie: 'DD',
      exutoire: 'ISDD avec bordereau BSDA sur Trackdéchets',
      when: AMIANTE_CIMENT,
    },
  ],
  autocontroles: [
    {
      point: 'État de la charpente après découverture',
      moment: 'avant pose de l’écran (point d’arrêt)',
      preuve: 'fiche de constat et photos transmises au maître d’œuvre',
    },
    {
      point: 'Continuité du pare-vapeur et épaisseur de l’isolant',
      moment: 'avant fermeture (point d’arrêt)',
      preuve: 'photos datées et relevé des épaisseurs posées',
      when: /isolation|isolant|sarking/,
    },
    {
      point: 'Pureau, recouvrements et fixations',
      moment: 'à l’avancement, par versant',
      preuve: 'fiche d’autocontrôle',
    },
    {
      point: 'Points singuliers (noues, rives, pénétrations, abergements)',
      moment: 'avant recouvrement',
      preuve: 'photos datées',
    },
    ...ESSAIS_EAU_COUVERTURE,
  ],
  phases: [
    { nom: 'Préparation, installation de chantier et échafaudage', part: 0.15 },
    { nom: 'Dépose de la couverture existante', part: 0.2 },
    { nom: 'Reprises du support, écran et lattage', part: 0.2 },
    { nom: 'Pose de la couverture et des points singuliers', part: 0.3 },
    { nom: 'Zinguerie, nettoyage, réception et repli', part: 0.15 },
  ],
  pointsAttention: [
    'l’état réel de la charpente, connu seulement à la découverture',
    'les accès pour l’échafaudage et le stockage des matériaux au pied du bâtiment',
    'le maintien hors d’eau du bâtiment pendant les travaux',
  ],
  biennale:
    'les éléments d’équipement dissociables (châssis de toit, crochets de sécurité, accessoires de ventilation)',
  decennale: 'le clos et le couvert : la couverture, la zinguerie et l’étanchéité à l’eau de la toiture',
  entretien:
    'nettoyer les gouttières et chéneaux deux fois par an, à l’automne et au printemps, et faire vérifier la couverture après chaque tempête',
  semainesParDefaut: 8,
};

export const CHARPENTIER: TradeKnowledge = {
  slug: 'charpentier',
  travaux: 'travaux de charpente',
  ouvrage: 'la charpente',
  normes: [
    { ref: 'NF DTU 31.1', objet: 'charpente en bois' },
    {
      ref: 'NF DTU 31.2',
      objet: 'construction de maisons et bâtiments à ossature en bois',
      when: /ossature|extension|construction|mob/,
    },
    {
      ref: 'NF DTU 31.3',
      objet: 'charpentes en bois assemblées par connecteurs métalliques (fermettes industrielles)',
      when: /fermette|industriel/,
    },
    { ref: 'Eurocode 5 (NF EN 1995-1-1)', objet: 'calcul des structures en bois' },
    { ref: 'NF EN 14081 et NF EN 14080', objet: 'bois de structure classé et bois lamellé-collé marqués CE' },
    { ref: 'FD P 20-651', objet: 'durabilité des éléments en bois (classes d’emploi)' },
    {
      ref: 'NF EN 1090',
      objet: 'exécution des éléments en acier (platines, connecteurs spécifiques)',
      when: /metallique|acier/,
    },
  ],
  specificites: [
    REPRISE_APRES_DEFAILLANCE,
    CONCEPTION_REALISATION,
    {
      when: /bardage/,
      sujet: 'bardage',
      texte:
        'Le bardage est posé sur une ossature fixée au support selon la densité de fixations qu’impose le vent du site, derrière un pare-pluie continu et une lame d’air ventilée ouverte en pied et en tête (grilles anti-rongeurs) ; les lames bois relèvent du NF DTU 41.2, un procédé métallique ou composite de son Avis technique.',
    },
    {
      // Real signs of an old frame only: « reprise de désordres » or « rénovation » is no old frame (the
      // existing-frame kinds of sous-types-enveloppe.ts read them), nor is a « restauration scolaire ».
      when: /\brestaur(ation|er)\b(?! (scolaire|collective|municipale|du personnel))|ancien|patrimoine|monuments?|eglise|chapelle|cathedrale|abbaye/,
      sujet: 'restauration de charpente ancienne',
      texte:
        'Sur charpente ancienne, chaque pièce est sondée (poinçon, résistographe si besoin) ; les parties saines sont conservées, les abouts pourris remplacés par greffes ou entures assemblées à l’identique, et les bois traités contre les insectes xylophages et les champignons.',
    },
    {
      when: /lamelle|grande portee|portiques? (en )?bois/,
      sujet: 'bois lamellé-collé',
      texte:
        'Les éléments en lamellé-collé sont fabriqués en atelier d’après les plans validés, livrés protégés et levés à la grue selon un plan de levage ; le contreventement provisoire est mis en place dès le premier portique.',
    },
    {
      when: /ossature|mob|extension/,
      sujet: 'ossature bois',
      texte:
        'Les murs à ossature bois sont préfabriqués en atelier quand l’accès le permet, posés sur lisse basse traitée classe 4 avec coupure de capillarité, et contreventés par panneaux ; le pare-pluie est posé avant l’arrivée des intempéries.',
    },
    {
      when: /insecte|termite|capricorne|merule|traitement/,
      sujet: 'traitement des bois',
      texte:
        'Le traitement curatif est réalisé par injection et pulvérisation de produits certifiés CTB-P+ ; en zone délimitée par arrêté préfectoral, la présence de termites est prise en compte dans le choix des bois et la déclaration des déchets infestés.',
    },
  ],
  etapes: [
    {
      titre: 'Relevés et plans d’exécution',
      detail: 'relevés sur site, plans d’atelier et notes de calcul soumis au visa avant taille',
    },
    { titre: 'Fabrication', detail: 'taille et usinage en atelier, traitement des bois selon la classe d’emploi' },
    {
      titre: 'Étaiement et dépose',
      detail: 'étaiement des éléments conservés et dépose des pièces à remplacer',
      when: /renov|reprise|restaur|remplacement|depose/,
    },
    {
      titre: 'Préparation des appuis',
      detail:
        'réception contradictoire des appuis (maçonneries, platines, lisses) avec le lot qui les réalise, niveaux et entraxes relevés avant levage',
    },
    {
      titre: 'Levage et assemblage',
      detail: 'levage au camion-grue ou à la grue, réglage, assemblage et contreventement',
    },
    {
      titre: 'Fixations et ancrages',
      detail: 'ancrages et connecteurs posés selon la note de calcul, serrage contrôlé',
    },
    { titre: 'Mise hors d’eau provisoire', detail: 'écran ou bâchage jusqu’à l’intervention du couvreur' },
  ],
  materiel: [
    {
      nom: 'atelier de taille (scie à ruban, mortaiseuse, dégauchisseuse)',
      match: /atelier|scie|mortaiseuse|raboteuse|degauchis|taille/,
    },
    { nom: 'camion-grue ou grue mobile pour le levage', match: /grue|camion|levage/ },
    { nom: 'échafaudage et protections périphériques', match: /echafaudage/ },
    { nom: 'nacelle élévatrice', match: /nacelle/ },
    { nom: 'outillage portatif de charpente', match: /outillage|visseuse|clouteur|tronconneuse/ },
  ],
  materiaux: [
    'bois massif classé mécaniquement (C24 au minimum) ou lamellé-collé GL24h',
    'bois issus de forêts gérées durablement (PEFC ou FSC)',
    'connecteurs et organes d’assemblage marqués CE',
  ],
  habilitations: [
    'travail en hauteur',
    'conduite de grue auxiliaire (CACES R490) ou de nacelle (R486)',
    'élingage et guidage des charges',
  ],
  risques: [
    {
      risque: 'Chute de hauteur lors du levage et de l’assemblage',
      mesure: 'filets en sous-face, échafaudage périphérique, nacelle pour les assemblages en tête',
    },
    {
      risque: 'Chute ou balancement de charges levées',
      mesure: 'plan de levage, élingues vérifiées, zone interdite sous la charge, chef de manœuvre désigné',
    },
    {
      risque: 'Instabilité de la structure en cours de montage',
      mesure: 'contreventement provisoire posé au fur et à mesure',
    },
    {
      risque: 'Coupures et projections en atelier',
      mesure: 'machines équipées de protecteurs, EPI, formation des opérateurs',
    },
  ],
  dechets: [
    { dechet: 'Chutes de bois non traité', categorie: 'DND', exutoire: 'valorisation matière ou énergétique' },
    {
      dechet: 'Bois déposés traités',
      categorie: 'DD',
      exutoire: 'filière de bois traités, bordereau BSD sur Trackdéchets',
      when: /renov|depose|remplacement|restaur/,
    },
    { dechet: 'Emballages et films de protection', categorie: 'DND', exutoire: 'centre de tri' },
    {
      dechet: 'Bois infestés par des termites',
      categorie: 'DD',
      exutoire: 'incinération sur place ou transport traité, déclaration en mairie',
      when: /termite/,
    },
  ],
  autocontroles: [
    {
      point: 'Humidité des bois à la livraison (inférieure à 20 %)',
      moment: 'réception des bois',
      preuve: 'relevés à l’humidimètre',
    },
    {
      point: 'Sections, classes de résistance et traitement',
      moment: 'réception des bois',
      preuve: 'bons de livraison et certificats',
    },
    { point: 'Implantation, aplomb et entraxes', moment: 'au levage', preuve: 'fiche d’autocontrôle' },
    {
      point: 'Assemblages, connecteurs et contreventement',
      moment: 'avant intervention du couvreur (point d’arrêt)',
      preuve: 'fiche signée et photos',
    },
  ],
  phases: [
    { nom: 'Relevés, plans d’exécution et visa', part: 0.2 },
    { nom: 'Approvisionnement et taille en atelier', part: 0.25 },
    { nom: 'Préparation des appuis sur site', part: 0.15 },
    { nom: 'Levage, assemblage et contreventement', part: 0.3 },
    { nom: 'Finitions, réception et repli', part: 0.1 },
  ],
  pointsAttention: [
    'l’état des appuis et des maçonneries porteuses',
    'les accès et l’aire de stationnement du camion-grue',
    'l’interface avec le couvreur pour la mise hors d’eau',
  ],
  biennale: 'les éléments d’équipement dissociables fournis par notre lot (trappes, échelles de meunier)',
  decennale: 'la structure de la charpente et tout ce qui concourt à la solidité de l’ouvrage',
  entretien: 'maintenir la ventilation des combles et signaler toute trace d’humidité ou d’insectes',
  semainesParDefaut: 10,
};

export const ETANCHEUR: TradeKnowledge = {
  slug: 'etancheur',
  travaux: 'travaux d’étanchéité de toitures-terrasses',
  ouvrage: 'l’étanchéité',
  normes: [
    // A réfection is first of all under the NF DTU 43.5 (cited first, in the DOE as well).
    {
      ref: 'NF DTU 43.5',
      objet: 'réfection des ouvrages d’étanchéité des toitures-terrasses',
      when: REFECTION_ETANCHEITE,
    },
    // The élément porteur fixes the NF DTU: when the notice does not name it, the three are cited « selon le porteur ».
    {
      ref: 'NF DTU 43.1, 43.3 ou 43.4 (selon l’élément porteur)',
      objet:
        'étanchéité des toitures-terrasses sur éléments porteurs en maçonnerie (43.1), en tôles d’acier nervurées (43.3) ou en bois et panneaux dérivés (43.4) : le porteur, relevé sur place ou donné par le CCTP, fixe la norme appliquée',
      when: PORTEUR_INCONNU,
    },
    {
      ref: 'NF DTU 43.1',
      objet: 'étanchéité des toitures-terrasses et toitures inclinées avec éléments porteurs en maçonnerie',
      when: PORTEUR_MACONNERIE,
    },
    {
      ref: 'NF DTU 43.3',
      objet: 'toitures en tôles d’acier nervurées avec revêtement d’étanchéité',
      when: PORTEUR_ACIER,
    },
    {
      ref: 'NF DTU 43.4',
      objet: 'toitures en éléments porteurs en bois et panneaux dérivés avec revêtement d’étanchéité',
      when: PORTEUR_BOIS,
    },
    {
      ref: 'Arrêté du 16 juillet 2019 et NF X 46-020',
      objet:
        'repérage de l’amiante avant travaux (anciens revêtements bitumineux, colles, mastics), fourni par le maître d’ouvrage avant toute dépose',
      when: DEPOSE_ETANCHEITE,
    },
    {
      ref: 'NF DTU 43.11',
      objet: 'étanchéité des toitures-terrasses avec éléments porteurs en maçonnerie en climat de montagne',
      when: /montagne|altitude/,
    },
    {
      ref: 'Règles professionnelles CSFE',
      objet: 'procédés photovoltaïques sur toitures-terrasses étanchées',
      when: /photovolta/,
    },
  ],
  specificites: [
    {
      when: /refection|renov|reprise|remplacement|fuite|infiltration/,
      sujet: 'réfection d’étanchéité',
      texte:
        'Avant réfection, un diagnostic du complexe existant (sondages, humidité de l’isolant, adhérence) décide entre conservation avec recouvrement ou dépose totale, conformément au NF DTU 43.5 ; les zones humides de l’isolant sont systématiquement remplacées.',
    },
    {
      when: /vegetal/,
      sujet: 'toiture végétalisée',
      texte:
        'En toiture végétalisée, le revêtement est anti-racines, la couche drainante et le substrat sont dimensionnés selon les règles professionnelles, et une zone stérile en gravillons est maintenue autour des relevés et des évacuations.',
    },
    {
      when: /isolation|thermique|isolant|energetique/,
      sujet: 'isolation thermique de la toiture-terrasse',
      texte:
        'L’isolant est choisi sous avis technique avec une classe de compressibilité adaptée à l’usage de la terrasse ; son épaisseur répond à la résistance thermique exigée par le CCTP.',
    },
    {
      when: /couverture[ -]+(et )?etancheite|etancheite[ -]+(et )?couverture|lot couverture/,
      sujet: 'ouvrages de couverture du lot',
      texte:
        'Le lot réunit couverture et étanchéité : les parties en pente sont traitées selon le NF DTU de leur matériau (série 40, précisé par le CCTP), les parties en terrasse selon la série NF DTU 43, et les jonctions entre les deux (noues, rives, relevés contre les parties couvertes) sont dessinées en plans d’exécution avant tout approvisionnement.',
    },
    {
      when: /accessible|circulable|terrasse technique|dalle/,
      sujet: 'terrasse accessible ou technique',
      texte:
        'Sur terrasse accessible ou technique, la protection lourde (dalles sur plots ou chape) et les chemins de circulation sont mis en œuvre pour protéger le revêtement des circulations d’entretien.',
    },
  ],
  etapes: [
    {
      titre: 'Diagnostic et préparation du support',
      detail:
        'sondages, dépose des protections et de l’ancien complexe si nécessaire, nettoyage et primaire d’accrochage',
    },
    {
      titre: 'Pare-vapeur et isolant',
      detail: 'pare-vapeur soudé ou collé, isolant posé à joints décalés et fixé selon l’avis technique',
    },
    {
      titre: 'Revêtement d’étanchéité',
      detail: 'membrane bitumineuse bicouche soudée ou membrane synthétique selon le CCTP, recouvrements contrôlés',
    },
    {
      titre: 'Relevés et points singuliers',
      detail:
        'relevés d’au moins 15 cm au-dessus de la protection, entrées d’eaux pluviales, trop-pleins, émergences et joints de dilatation',
    },
    { titre: 'Protection', detail: 'autoprotection, gravillons, dalles sur plots ou végétalisation selon l’usage' },
    { titre: 'Essais', detail: 'mise en eau ou contrôle des soudures avant réception' },
  ],
  materiel: [
    { nom: 'chalumeau et équipements de soudage des membranes', match: /chalumeau|soud/ },
    { nom: 'garde-corps périphériques temporaires', match: /garde-corps|garde corps|protection collective/ },
    { nom: 'monte-matériaux ou grue pour l’approvisionnement', match: /monte|grue|lift/ },
    { nom: 'extincteurs et matériel de permis de feu', match: /extincteur/ },
    { nom: 'humidimètre et matériel de sondage', match: /humidimetre|sonde/ },
  ],
  materiaux: [
    'membranes bitumineuses SBS ou synthétiques sous avis technique',
    'isolants certifiés ACERMI de classe de compressibilité adaptée',
    'platines et entrées d’eaux pluviales compatibles avec le revêtement',
  ],
  habilitations: ['travail en hauteur', 'manipulation du chalumeau et permis de feu'],
  risques: [
    {
      risque: 'Chute de hauteur en bordure de terrasse',
      mesure:
        'garde-corps périphériques temporaires ou acrotères d’une hauteur suffisante, balisage à deux mètres des rives',
    },
    {
      risque: 'Chute à travers les lanterneaux et trémies',
      mesure: 'grilles ou filets de protection sur les éclairements zénithaux',
    },
    {
      risque: 'Incendie lors du soudage',
      mesure:
        'permis de feu, extincteurs au poste, surveillance une heure après la dernière flamme, pas de soudage directement sur isolant combustible',
    },
    { risque: 'Brûlures et fumées', mesure: 'EPI adaptés, travail dos au vent' },
    {
      risque: 'Fibres d’amiante des anciens revêtements (bitumes, colles, mastics)',
      mesure:
        'repérage amiante avant travaux lu avant toute dépose ; matériaux amiantés retirés par une entreprise certifiée pour la sous-section 3 avant nos travaux, toute autre intervention sur eux en sous-section 4 par du personnel formé, selon un mode opératoire ; déchets sous BSDA',
      when: DEPOSE_ETANCHEITE,
    },
  ],
  dechets: [
    {
      dechet: 'Membranes bitumineuses déposées non amiantées (selon repérage)',
      categorie: 'DND',
      exutoire: 'centre de tri ou filière de recyclage du bitume',
      when: DEPOSE_ETANCHEITE,
    },
    {
      dechet: 'Isolants déposés',
      categorie: 'DND',
      exutoire: 'centre de tri, reprise fabricant quand elle existe',
      when: DEPOSE_ETANCHEITE,
    },
    {
      dechet: 'Gravillons de protection',
      categorie: 'Inertes',
      exutoire: 'réemploi après lavage ou plateforme inertes',
      when: DEPOSE_ETANCHEITE,
    },
    {
      dechet: 'Revêtements, colles ou mastics amiantés, si le repérage en signale',
      categorie: 'DD',
      exutoire: 'ISDD, bordereau BSDA sur Trackdéchets',
      when: new RegExp(`amiante|${DEPOSE_ETANCHEITE.source}`),
    },
    {
      dechet: 'Chutes de membranes et d’isolants, emballages',
      categorie: 'DND',
      exutoire: 'centre de tri, reprise fabricant quand elle existe',
      unless: DEPOSE_ETANCHEITE,
    },
    {
      dechet: 'Pots de primaire et de colle',
      categorie: 'DD',
      exutoire: 'collecte des déchets dangereux, bordereau BSD',
    },
  ],
  autocontroles: [
    {
      point: 'Siccité et propreté du support',
      moment: 'avant pose du pare-vapeur (point d’arrêt)',
      preuve: 'fiche d’autocontrôle',
    },
    {
      point: 'Recouvrements et soudures des lés',
      moment: 'à l’avancement, contrôle à la pointe sèche',
      preuve: 'fiche de contrôle des soudures',
    },
    {
      point: 'Hauteur des relevés et traitement des points singuliers',
      moment: 'avant protection',
      preuve: 'photos datées',
    },
    { point: 'Étanchéité de l’ensemble', moment: 'avant réception', preuve: 'PV d’essai de mise en eau' },
  ],
  phases: [
    { nom: 'Préparation, installation et sécurisation des rives', part: 0.15 },
    { nom: 'Diagnostic, dépose et préparation du support', part: 0.25 },
    { nom: 'Pare-vapeur, isolation et revêtement', part: 0.35 },
    { nom: 'Relevés, points singuliers et protection', part: 0.15 },
    { nom: 'Essais, réception et repli', part: 0.1 },
  ],
  // What concerns an existing covering is said by the kinds of work on existing roofs (sous-types-enveloppe.ts).
  pointsAttention: [
    'la nature de l’élément porteur (béton, bac acier, bois) et ses pentes, qui fixent le NF DTU applicable',
    'la hauteur des acrotères et la possibilité de relevés conformes',
  ],
  biennale:
    'les éléments d’équipement dissociables destinés à fonctionner que notre lot poserait (lanterneaux ou exutoires à ouverture motorisée)',
  decennale: 'le revêtement d’étanchéité, ses relevés et l’isolation support, qui assurent le clos et le couvert',
  entretien:
    'visiter la toiture deux fois par an, nettoyer les entrées d’eaux pluviales et ne circuler que sur les chemins prévus',
  semainesParDefaut: 6,
};
