import { BATIMENT_NOMME, ESPACE_URBAIN } from './generique.ts';
import { ACIER_DECHETS, PORTAIL } from './menuiseries.ts';
import type { SousType } from './types.ts';

/*
 * The outdoor metalwork of a public space (shared/docs/domain/trade-work-kinds.md § 1): guard-rails, handrails,
 * fences, gates and metal furniture of a promenade, a park or garden, a riverbank, a square, a green way on a former
 * railway (« Aménagement d’une promenade sur un tronçon de la Petite ceinture … Serrurerie (lot 2) »). Not a
 * building's metalwork (doors on a master-key plan, panic bars, indoor guard-rails), nor a building's balconies.
 */

/** A park or garden, a riverbank, a green way: the green and waterside public spaces `ESPACE_URBAIN` leaves out. */
const ESPACE_VERT_OU_BERGE =
  /\bparcs?\b(?! (?:de |d'|des )?(?:stationnement|logements?|materiels?|vehicules?|activites?|expositions?|bureaux|eoliens?|photovoltaiques?|solaires?|automobiles?|informatiques?|immobiliers?|relais|technologiques?|industriels?|logistiques?|aquatiques?|attractions?|scientifiques?))|\bjardins?\b(?! d'enfants)|espaces? verts?|\bberges?\b|\bquais?\b(?! (?:de |d')(?:chargement|dechargement|livraison|transfert|gare))|\brives? (?:de|du|des)\b|\bbords? (?:de la |du |des |de l'|de )(?:rivieres?|canal|canaux|lacs?|fleuves?|mer|etangs?|eau)\b|front de mer|voies? vertes?|coulees? vertes?|petite ceinture|chemins? de halage|belvederes?|cimetieres?|\bsentiers?\b|cheminements? (?:pietons?|pietonniers?|doux)|liaisons? douces?|pistes? cyclables?/;

/** An outdoor public space named by the object or the lots. */
export const ESPACE_PUBLIC_METALLERIE = new RegExp(`${ESPACE_URBAIN.source}|${ESPACE_VERT_OU_BERGE.source}`);

/** A building's own metalwork: a building named as the works (not as the owner of a space), its balconies, its façades. */
const METALLERIE_DE_BATIMENT = new RegExp(`${BATIMENT_NOMME.source}|balcons?|loggias?|facades?|coursives?`);

/** Orders of upkeep (the trade's « entretien » kind), not a works contract (as in sous-types-menuiseries.ts). */
const COMMANDES_D_ENTRETIEN =
  /maintenance|depannage|petits travaux|travaux courants|travaux divers|\bacbc\b|bons? de commande|accords?-cadres?|accords? cadres?|^(?![\s\S]*amenag)[\s\S]*\bentretien\b/;

/** Old ironwork restored (the trade's restoration kinds). */
const FERRONNERIE_ANCIENNE =
  /fer forge|ferronnerie d'art|ferronneries? anciennes?|restauration (?:des |de la |du |d'une? )?(?:grilles?|ferronneries?|garde-corps|portails?)/;

/** The metalwork itself, named by the file (the place alone only supposes it). */
const METALLERIE_NOMMEE =
  /serrurer|metaller|garde-corps|garde corps|mains? courantes?|rambardes?|clotures?|portails?|portillons?|barrieres?|grilles?|ferronner|mobilier metallique|ouvrages? metalliques?/;

/** Gates for vehicles (the product standard NF EN 13241 applies to them, powered or not). */
const PORTAILS = new RegExp(`${PORTAIL.source}|barrieres? (?:pivotantes?|coulissantes?)`);
const MOTORISES = /motoris|automati|barrieres? levantes?/;
const PORTES_ET_CLOTURES = new RegExp(`${PORTAIL.source}|portillons?|clotures?|barrieres?|grilles?`);
/** A former railway line turned into a promenade or a green way. */
const EMPRISE_FERROVIAIRE =
  /petite ceinture|ferroviaires?|voies? ferrees?|anciennes? lignes?|ligne desaffectee|\brails?\b|ballast/;

export const SERRURERIE_ESPACES_PUBLICS: SousType = {
  key: 'serrurerie_espaces_publics',
  label: 'serrurerie et métallerie extérieures d’un espace public',
  when: ESPACE_PUBLIC_METALLERIE,
  surObjet: true,
  unlessSurObjet: new RegExp(`${METALLERIE_DE_BATIMENT.source}|${COMMANDES_D_ENTRETIEN.source}`),
  unless: FERRONNERIE_ANCIENNE,
  nommePar: METALLERIE_NOMMEE,
  travaux: 'travaux de serrurerie et de métallerie extérieures',
  ouvrage: 'les ouvrages de métallerie extérieurs',
  // a building's references (windows, panic bars, ERP accessibility) and the trade's own lines rewritten below
  sansNormes: /NF DTU 36\.5|NF EN 1125|NF EN 13241|20 avril 2017|^NF P01-01[23]$/,
  normes: [
    {
      ref: 'NF P01-012',
      objet:
        'dimensions des garde-corps (hauteur de protection, vides entre éléments, zone de stationnement précaire, partie basse non escaladable)',
    },
    { ref: 'NF P01-013', objet: 'essais des garde-corps (méthodes d’essais et critères de résistance)' },
    {
      ref: 'NF EN 1991-1-1 et son annexe nationale',
      objet: 'charges horizontales sur les garde-corps et les mains courantes, selon la catégorie d’usage du lieu',
    },
    {
      ref: 'Arrêté du 15 janvier 2007',
      objet:
        'accessibilité de la voirie et des espaces publics pris pour le décret 2006-1658 (mains courantes des escaliers, contrastes, cheminements)',
    },
    {
      ref: 'NF EN ISO 12944-2',
      objet:
        'classification des environnements, dont la catégorie de corrosivité du site fixe le système de protection',
    },
    {
      ref: 'NF EN 15773',
      objet: 'thermolaquage sur acier galvanisé à chaud en système duplex (préparation, application et contrôles)',
    },
    {
      ref: 'NF EN 13241',
      objet:
        'norme de produit des portails d’accès des véhicules, manuels ou motorisés (marquage CE, déclaration des performances), dont les portillons réservés aux piétons ne relèvent pas',
      when: PORTAILS,
    },
    {
      ref: 'NF EN 12453',
      objet: 'sécurité d’utilisation des portails motorisés (détection, limitation des efforts, essais)',
      when: MOTORISES,
    },
  ],
  // (the trade's guard-rail, gate and door paragraphs are rewritten for an outdoor public space below)
  sansSpecificites: /^(garde-corps et mains courantes|portails et clôtures|fermetures et contrôle d’accès)$/,
  specificites: [
    {
      when: /./,
      sujet: 'garde-corps et mains courantes d’un espace public',
      texte:
        'Les garde-corps de l’espace public sont dimensionnés et dessinés selon la NF P01-012 : hauteur de protection d’au moins 1 m, mesurée depuis le sol fini ou depuis toute zone de stationnement précaire (muret, bordure, lisse basse sur laquelle un enfant peut prendre pied), aucun vide de plus de 11 cm entre éléments ni sous la lisse basse, et partie basse non escaladable — un barreaudage vertical plutôt que des lisses horizontales. Leur résistance est justifiée par note de calcul sous les charges horizontales de l’Eurocode 1 (NF EN 1991-1-1 et son annexe nationale) pour la catégorie d’usage que retient le CCTP, un lieu de promenade pouvant recevoir une foule, et, si le CCTP le demande, par les essais de la NF P01-013. Les ouvrages sont fabriqués selon la NF EN 1090-2 en classe d’exécution EXC2, sauf autre classe fixée par le marché, avec certificats matière et soudeurs qualifiés.',
    },
    {
      when: /./,
      sujet: 'escaliers et rampes accessibles',
      texte:
        'Là où l’aménagement comporte des escaliers ou des rampes, leurs mains courantes suivent l’arrêté du 15 janvier 2007 sur l’accessibilité de la voirie et des espaces publics : tout escalier de trois marches ou plus reçoit une main courante de chaque côté ou une main courante intermédiaire, posée entre 0,80 m et 1,00 m de hauteur, continue, rigide et facilement préhensible, contrastée par rapport à son environnement et prolongée d’au moins la longueur d’un giron au-delà de la première et de la dernière marche de chaque volée. Les cotes relevées après pose sont remises au maître d’œuvre.',
    },
    {
      when: /./,
      sujet: 'protection anticorrosion des ouvrages extérieurs',
      texte:
        'Le système de protection part de la catégorie de corrosivité du site au sens de la NF EN ISO 12944-2 — C3 à C4 en extérieur courant, C4 à C5 près de la mer ou sous les projections de sels de déverglaçage — et de la durabilité demandée au CCTP. L’acier est galvanisé à chaud selon la NF EN ISO 1461, puis, pour la teinte, thermolaqué en système duplex selon la NF EN 15773 par un applicateur qualifié (le label QUALISTEELCOAT, par exemple, certifie cette filière pour la catégorie visée) ; près de l’eau, les pièces exposées et la visserie sont en inox austénitique de nuance A4 (1.4401 ou 1.4404), isolées de l’acier galvanisé pour éviter le couple galvanique. Aucun assemblage n’est soudé sur site après galvanisation : les ouvrages sont conçus pour être boulonnés, et les blessures du revêtement sont retouchées à la peinture riche en zinc avant la finition.',
    },
    {
      when: /./,
      sujet: 'massifs, platines et scellements coordonnés avec le lot de génie civil',
      texte:
        'Les fondations des ouvrages sont arrêtées avec le lot de génie civil et de VRD dès la préparation : plan de massifs, de réservations et de platines, altimétrie rapportée aux niveaux finis des revêtements, gabarits et tiges d’ancrage fournis avant le coulage lorsque les massifs sont coulés par ce lot, contrôle contradictoire de leur position avant le bétonnage. Les fixations dans un béton existant (mur, soutènement, bordure) sont faites par chevilles ou scellements chimiques sous évaluation technique européenne (ETE), choisis pour le support réel et serrés au couple de leur évaluation ; un support douteux fait l’objet d’essais d’arrachement avant la pose en série.',
    },
    {
      when: PORTES_ET_CLOTURES,
      sujet: 'clôtures, portails et portillons',
      texte:
        'Les clôtures sont posées sur poteaux scellés ou platinés, alignées au cordeau, d’aplomb et suivant le profil du terrain, sans vide en pied par lequel un enfant ou un animal passerait lorsque le CCTP l’exige. Un portail d’accès des véhicules (entretien, secours) relève de la NF EN 13241, qu’il soit manuel ou motorisé : il est fourni marqué CE avec sa déclaration des performances, et, s’il est motorisé, il est mis en service selon la NF EN 12453 (détection, mesure des efforts) avec son dossier technique ; les portillons réservés aux piétons n’en relèvent pas, mais leurs butées, arrêts de vantaux et fermetures sont réglés pour un usage public intensif. Les vantaux ouverts ne réduisent pas le cheminement, et les fermetures suivent les horaires d’ouverture que fixe le gestionnaire.',
    },
    {
      when: /./,
      sujet: 'chantier sur un espace ouvert au public',
      texte:
        'L’espace reste souvent ouvert au public et aux riverains pendant les travaux : la zone de pose est fermée par des clôtures de chantier et balisée, un cheminement dévié et signalé est maintenu, aucun élément n’est laissé posé sans fixation définitive ni une rupture de niveau sans protection provisoire en fin de journée, et les livraisons sont calées avec le maître d’œuvre en dehors des heures de forte fréquentation. Les découpes et meulages sur site sont réduits au minimum et faits sous permis de feu, loin de la végétation sèche, avec extincteur et surveillance après travaux ; les arbres et plantations sont protégés, sans stockage ni circulation à leur pied.',
    },
    {
      when: EMPRISE_FERROVIAIRE,
      sujet: 'tronçon d’une ancienne voie ferrée',
      texte:
        'Sur une ancienne voie ferrée, le sol peut encore porter du ballast, des rails, d’anciens quais ou des murs de soutènement, dont l’état conditionne les fixations : les ouvrages à conserver et à percer sont relevés avant les plans d’atelier. Si les diagnostics du dossier signalent un ballast ou des terres pollués, nos percements et fouilles de poteaux suivent les mesures qu’ils prescrivent (EPI, gestion séparée des déblais), et les interventions sur l’emprise respectent les conditions d’accès de son gestionnaire.',
    },
  ],
  etapes: [
    {
      titre: 'Relevés et plans d’atelier',
      detail:
        'relevé des supports, des ruptures de niveau et des profils en long, plans d’atelier et note de calcul des garde-corps (charges de l’Eurocode 1, classe d’exécution), plan de massifs et de réservations transmis au lot de génie civil, teinte et échantillon soumis au visa du maître d’œuvre',
    },
    {
      titre: 'Fabrication et traitement de surface',
      detail:
        'débit, soudage en atelier par soudeurs qualifiés selon la NF EN 1090-2, galvanisation à chaud puis thermolaquage duplex, épaisseurs contrôlées à réception des pièces',
    },
    {
      titre: 'Massifs, platines et scellements',
      detail:
        'gabarits et tiges d’ancrage fournis au lot de génie civil avant le coulage de ses massifs, position et altimétrie contrôlées contradictoirement avant le bétonnage, scellements chimiques dans les supports existants',
    },
    {
      titre: 'Installation et balisage',
      detail:
        'zone de pose fermée et balisée, cheminement du public dévié, protections provisoires maintenues le long des ruptures de niveau',
    },
    {
      titre: 'Pose et réglage',
      detail:
        'pose par tronçons sur platines ou scellements chimiques sous ETE, serrage au couple, alignement et aplomb réglés, assemblages boulonnés sans soudure sur l’acier galvanisé, retouches à la peinture riche en zinc',
    },
    {
      titre: 'Réglage des portails ou des portillons',
      detail: 'manœuvre, butées, arrêts de vantaux et verrouillage de chaque ouvrant',
      when: PORTES_ET_CLOTURES,
    },
    {
      titre: 'Contrôles et réception',
      detail:
        'hauteurs, vides et partie basse des garde-corps mesurés travée par travée, mains courantes relevées, épaisseurs de revêtement vérifiées, DOE avec notes de calcul, certificats et conseils d’entretien',
    },
  ],
  phases: [
    { nom: 'Relevés, plans d’atelier et visa', part: 0.15 },
    { nom: 'Fabrication, galvanisation et thermolaquage', part: 0.3 },
    { nom: 'Massifs, platines et scellements avec le lot de génie civil', part: 0.15 },
    { nom: 'Pose, réglage et retouches', part: 0.3 },
    { nom: 'Contrôles, réception et levée des réserves', part: 0.1 },
  ],
  // no welding station on site (no weld on galvanised steel), no aerial platform for works at ground level
  sansMateriel: /^poste à souder MIG|^nacelle/,
  materiel: [
    {
      nom: 'niveau laser ou appareil de nivellement pour l’implantation et l’altimétrie des platines',
      match: /laser|niveau|tachymetre|theodolite|station totale/,
    },
    { nom: 'jauge magnétique de mesure des épaisseurs de revêtement', match: /jauge|epaisseur/ },
    { nom: 'clôtures de chantier et balisage de la zone de pose', match: /clotures? de chantier|barrieres?|balisage/ },
  ],
  materiaux: [
    'aciers S235 ou S355 avec certificats matière 3.1, ouvrages fabriqués en classe EXC2 (NF EN 1090-2)',
    'acier galvanisé à chaud selon la NF EN ISO 1461 puis thermolaqué en système duplex (NF EN 15773), teinte validée sur échantillon',
    'inox austénitique de nuance A4 (1.4401 ou 1.4404) pour les pièces et la visserie exposées près de l’eau',
    'chevilles et scellements chimiques sous évaluation technique européenne (ETE), mortier de calage sans retrait sous platines',
    'peinture riche en zinc pour les retouches',
  ],
  habilitations: [
    'permis de feu pour toute découpe ou tout meulage sur site',
    'AIPR (opérateur) pour les fouilles de poteaux et de massifs réalisées par notre lot',
    'conduite de grue auxiliaire de camion (CACES R490) pour le déchargement',
  ],
  sansRisques: /./,
  risques: [
    {
      risque: 'Manutention des travées de garde-corps, des vantaux et des poteaux',
      mesure: 'levage par grue auxiliaire ou engin adapté, pose à deux, éléments calés avant fixation, gants',
    },
    {
      risque: 'Chute à une rupture de niveau (mur, talus, quai, tranchée) avant la pose définitive',
      mesure:
        'protection provisoire maintenue le long du vide et déposée tronçon par tronçon, harnais sur ancrage là où elle ne peut être maintenue',
    },
    {
      risque: 'Heurt ou chute d’un usager du public dans la zone de travaux',
      mesure:
        'zone fermée par des clôtures de chantier, cheminement dévié et signalé, aucun élément laissé instable en fin de journée',
    },
    {
      risque: 'Incendie lors des découpes et meulages sur site, près de la végétation',
      mesure: 'permis de feu, végétation sèche écartée, extincteur au poste, surveillance après travaux',
    },
    {
      risque: 'Fumées de zinc lors d’une découpe de pièces galvanisées',
      mesure: 'aucune soudure sur l’acier galvanisé sur site, découpe à froid, retouches à la peinture riche en zinc',
    },
  ],
  autocontroles: [
    {
      point: 'Certificats matière, qualification des soudeurs et classe d’exécution',
      moment: 'avant fabrication',
      preuve: 'dossier de traçabilité NF EN 1090-2',
    },
    {
      point: 'Position, altimétrie et réservations des massifs et des platines',
      moment: 'avant le coulage par le lot de génie civil (point d’arrêt)',
      preuve: 'relevé contradictoire signé des deux lots',
    },
    {
      point: 'Épaisseurs de galvanisation et de thermolaquage',
      moment: 'à réception des pièces traitées',
      preuve: 'certificats du galvaniseur et du thermolaqueur, mesures à la jauge magnétique',
    },
    {
      point: 'Serrage des fixations et des chevilles au couple de leur évaluation technique',
      moment: 'à la pose, travée par travée',
      preuve: 'fiche d’autocontrôle',
    },
    {
      point: 'Hauteur de protection, vides et partie basse non escaladable des garde-corps (NF P01-012)',
      moment: 'après pose (point d’arrêt avant dépose des protections provisoires)',
      preuve: 'relevé des mesures par travée',
    },
    {
      point: 'Hauteur, continuité et prolongements des mains courantes',
      moment: 'après pose',
      preuve: 'relevé des cotes par escalier et par rampe',
      when: /escaliers?|rampes?|mains? courantes?|emmarchements?/,
    },
    {
      point: 'Manœuvre, butées et verrouillage de chaque portail ou portillon',
      moment: 'après réglage',
      preuve: 'fiche d’autocontrôle',
      when: PORTES_ET_CLOTURES,
    },
    {
      point: 'Retouches des blessures de revêtement',
      moment: 'avant la réception',
      preuve: 'fiche d’autocontrôle, photos datées',
    },
  ],
  dechets: [
    ...ACIER_DECHETS,
    { dechet: 'Emballages et protections des ouvrages', categorie: 'DND', exutoire: 'centre de tri' },
    {
      dechet: 'Aérosols de peinture riche en zinc et solvants de retouche',
      categorie: 'DD',
      exutoire: 'collecte des déchets dangereux, bordereau sur Trackdéchets',
    },
    {
      dechet: 'Gravats de scellement et déblais de fouilles de poteaux',
      categorie: 'Inertes',
      exutoire: 'plateforme inertes',
    },
    {
      dechet: 'Ballast ou déblais reconnus pollués par les diagnostics',
      categorie: 'DD',
      exutoire: 'filière que désignent les diagnostics, bordereau sur Trackdéchets',
      when: EMPRISE_FERROVIAIRE,
    },
  ],
  pointsAttention: [
    'la répartition des massifs, des réservations et des platines entre notre lot et le lot de génie civil, et le calendrier de leur coulage',
    'les ruptures de niveau à protéger provisoirement jusqu’à la pose des garde-corps',
    'l’ouverture au public de l’espace pendant les travaux et les accès de livraison',
  ],
  decennale:
    'les garde-corps et les mains courantes, qui assurent la sécurité des usagers, et les ouvrages scellés sur leurs massifs',
  biennale:
    'la quincaillerie et les organes de manœuvre des portails ou des portillons, éléments d’équipement dissociables, ainsi que les motorisations lorsque le marché en comprend',
  entretien:
    'inspecter une fois par an les fixations et les pieds de poteaux (corrosion à l’encastrement, eau stagnante), retoucher les éclats de laque, graisser les gonds et les serrures des portails ou des portillons éventuels ; après un choc (véhicule, vandalisme), faire vérifier le garde-corps avant de rouvrir le passage',
};
