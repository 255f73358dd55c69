import type { SousType } from './types.ts';

/* Landscaping with accessible paths on an institution's grounds (a campus, a hospital, a school, a public building). */

/** Landscaping named (folded text). */
const PAYSAGE =
  /amenagements? paysagers?|(?:travaux|amenagements?|creations?|requalifications?) (?:d'|des |de l')?espaces? verts|paysagement|vegetalisation des abords/;

/** Accessible paths named: « accès PMR », « cheminements accessibles », « mise en accessibilité des abords ». */
const ACCESSIBLE =
  /\bpmr\b|personnes? a mobilite reduite|personnes? handicapees|cheminements? (?:exterieurs? )?accessibles?|mise en accessibilite|accessibilite (?:des |de l')?(?:abords|exterieurs|espaces? exterieurs|cheminements?)/;

/** The exterior of an existing site made accessible, without landscaping named. */
const ACCESSIBILITE_ABORDS =
  /mise en accessibilite (?:des |de l')?(?:abords|exterieurs|espaces? exterieurs|cheminements? exterieurs)/;

/** An institution's grounds, in use while they are worked. */
const INSTITUTION =
  /campus|sites? universitaires?|universites?|universitaires?|residences? (?:universitaires?|etudiantes?)|\bcrous\b|hopitaux?|hospitali|centres? hospitaliers?|\bchu\b|\behpad\b|colleges?|lycees?|groupes? scolaires?|\becoles?\b|mairies?|hotels? de ville|etablissements? (?:publics?|recevant du public|scolaires?|de sante)|equipements? publics?|batiments? publics?/;

/** A site in use by students: the paths of the residences and of the teaching buildings kept. */
const UNIVERSITAIRE = /campus|universit|residences? (?:universitaires?|etudiantes?)|\bcrous\b/;
const SOINS = /hopitaux?|hospitali|centres? hospitaliers?|\bchu\b|\behpad\b|cliniques?/;
const SCOLAIRE = /colleges?|lycees?|groupes? scolaires?|\becoles?\b/;

/**
 * The kinds that keep their own method: a schoolyard de-sealed, a town's square or street, sidewalks alone (folded text).
 */
const AUTRE_KIND =
  /desimpermeabilis|depermeabilis|debitum|cours? oasis|cours? d'ecoles?|cours? de recreation|(?:vegetalisation|renaturation) (?:de la |des |d'une |de )?cours?\b(?! d'eau)|\btrottoirs?\b|\b(?:la |une )place\b(?! de stationnement)|parvis|esplanades?|espaces? publics?|centres?[- ](?:bourg|ville)|coeur de (?:ville|bourg|village)|\brues?\b|traverses? d'agglomeration/;

/**
 * Landscaping with accessible paths on an institution's grounds (« Travaux d’aménagement paysager et accès PMR sur le
 * site universitaire le Bouguen à Brest »): the outdoor paths of an ERP built or reworked to the accessibility rules
 * (arrêté du 20 avril 2017 for new works, arrêté du 8 décembre 2014 in existing ERP: width, slopes and landings,
 * cross-fall, ressauts, BEV NF P 98-351), then topsoil and planting under the fascicule 35 du CCTG with their
 * guarantee of reprise, the trees kept protected, the site kept in use (students, patients, pupils).
 */
export const AMENAGEMENT_PAYSAGER: SousType = {
  key: 'amenagement_paysager',
  label: 'aménagement paysager et cheminements accessibles',
  when: new RegExp(
    `^(?=[\\s\\S]*(?:${PAYSAGE.source}))(?=[\\s\\S]*(?:${ACCESSIBLE.source}|${INSTITUTION.source}))|${ACCESSIBILITE_ABORDS.source}`,
  ),
  surObjet: true,
  unless: AUTRE_KIND,
  nommePar: new RegExp(`${PAYSAGE.source}|${ACCESSIBLE.source}`),
  horsModele: true,
  travaux: 'travaux d’aménagement paysager et de cheminements accessibles',
  ouvrage: 'les cheminements accessibles et les espaces plantés',
  sansNormes: /^NF P 98-331$|^Fascicule 70 du CCTG$|^NF P 94-500$/,
  normes: [
    {
      ref: 'Arrêté du 20 avril 2017',
      objet:
        'accessibilité aux personnes handicapées des établissements recevant du public lors de leur construction et des installations ouvertes au public (cheminements extérieurs)',
    },
    {
      ref: 'Arrêté du 8 décembre 2014',
      objet:
        'accessibilité aux personnes handicapées des établissements recevant du public situés dans un cadre bâti existant et des installations ouvertes au public',
    },
    {
      ref: 'NF P 98-351',
      objet: 'dispositifs podotactiles au sol d’éveil de vigilance (bandes d’éveil de vigilance)',
    },
    {
      ref: 'Fascicule 35 du CCTG',
      objet:
        'aménagements paysagers, aires de sports et de loisirs de plein air : terre végétale, fourniture et plantation des végétaux, garantie de reprise',
    },
    { ref: 'NF U 44-051', objet: 'amendements organiques (compost incorporé à la terre végétale)' },
  ],
  sansSpecificites: /^(structures de chaussée|réseaux d’assainissement|espaces verts)$/,
  specificites: [
    {
      when: /./,
      sujet: 'cheminement extérieur accessible',
      texte:
        'Les cheminements extérieurs d’un établissement recevant du public suivent l’arrêté du 20 avril 2017 lorsqu’ils sont créés, l’arrêté du 8 décembre 2014 lorsqu’ils sont repris dans un établissement existant. En travaux neufs, la largeur utile est d’au moins 1,40 m libre de tout obstacle (1,20 m pour un cheminement existant), la pente en long d’au plus 5 %, tolérée jusqu’à 8 % sur 2 m au plus et jusqu’à 10 % sur 0,50 m au plus, avec un palier de repos en haut et en bas de chaque plan incliné, et tous les 10 m dès que la pente atteint 4 % ; le dévers ne dépasse pas 2 %. Les ressauts sont à bords arrondis ou chanfreinés, d’au plus 2 cm (4 cm si le chanfrein ne dépasse pas 33 %), le sol est non meuble, non glissant, sans trou ni fente de plus de 2 cm, et le cheminement est repérable par un contraste visuel et tactile ; une bande d’éveil de vigilance conforme à la NF P 98-351 est posée en haut des escaliers extérieurs, dont les nez de marche sont contrastés, et l’éclairage du cheminement suit l’arrêté. Ces cotes sont tenues dès le fond de forme, réglé au laser, et vérifiées avant les revêtements.',
    },
    {
      when: PAYSAGE,
      sujet: 'plantations paysagères',
      texte:
        'Les plantations suivent le fascicule 35 du CCTG. La terre végétale d’apport, conforme au CCTP, est analysée avant livraison, puis régalée sur un fond décompacté, en couches non compactées, sans mélanger les horizons. Les fosses de plantation sont ouvertes aux dimensions du CCTP, leurs parois griffées, et remplies de terre amendée ; les végétaux, contrôlés à la livraison (force, conditionnement, état des racines et passeport phytosanitaire), sont plantés en saison, hors gel et hors sécheresse, les arbres et arbustes à racines nues pendant le repos végétatif, de novembre à mars. Chaque sujet reçoit son tuteurage, sa cuvette, son paillage et son arrosage de plantation ; les arrosages de reprise, le remplacement des végétaux morts et l’entretien se poursuivent jusqu’à la fin de la garantie de reprise fixée au CCTP. Les arbres conservés sont protégés avant l’arrivée des engins : leur zone racinaire est clôturée selon le CCTP, aucun stockage, aucune circulation d’engins ni aucun déversement n’y est admis, les terrassements à leur abord se font à la main ou par aspiration, et les racines rencontrées sont coupées net, sans arrachement.',
    },
    {
      when: UNIVERSITAIRE,
      sujet: 'chantier sur un site universitaire occupé',
      texte:
        'Le site universitaire reste occupé pendant les travaux : étudiants des résidences, usagers des bâtiments d’enseignement et personnel y circulent à toute heure. Chaque zone de travaux est clôturée par des barrières jointives, les accès aux bâtiments, aux résidences et aux entrées des secours sont maintenus, et un cheminement provisoire accessible, balisé et éclairé, contourne chaque zone fermée ; les livraisons et les rotations d’engins sont placées hors des heures de plus forte affluence, dans le phasage arrêté avec le gestionnaire du site.',
    },
    {
      when: SOINS,
      sujet: 'chantier aux abords d’un établissement de soins',
      texte:
        'L’établissement de soins reste en fonctionnement : l’accès des urgences, des ambulances et des secours n’est jamais coupé, les cheminements des patients et des visiteurs sont maintenus ou déviés par un itinéraire accessible balisé, et les travaux bruyants ou poussiéreux sont placés aux heures et dans les zones convenues avec l’établissement.',
    },
    {
      when: SCOLAIRE,
      sujet: 'chantier aux abords d’un établissement scolaire',
      texte:
        'L’établissement scolaire reste en activité : les travaux lourds sont placés pendant les vacances scolaires, l’emprise est clôturée et séparée des accès des élèves et du personnel, et aucun engin, matériau ni fosse ouverte ne reste accessible aux heures d’entrée et de sortie.',
    },
  ],
  etapes: [
    {
      titre: 'DT-DICT, état des lieux et phasage',
      detail:
        'DICT et marquage-piquetage des réseaux, état des lieux contradictoire des abords, des arbres conservés et des bâtiments, phasage des zones de travaux et des cheminements provisoires arrêté avec le gestionnaire du site',
    },
    {
      titre: 'Installation et protection des arbres',
      detail:
        'zones de travaux clôturées, cheminements provisoires accessibles balisés, zones racinaires des arbres conservés clôturées avant l’arrivée des engins',
    },
    {
      titre: 'Démolitions et terrassements',
      detail:
        'enrobés à déposer carottés et analysés (amiante, HAP) avant tout sciage, dépose des revêtements, bordures et emmarchements supprimés, décapage de la terre végétale réemployable, terrassements des cheminements et des rampes, fond de forme réglé au laser aux pentes du projet',
    },
    {
      titre: 'Cheminements accessibles',
      detail:
        'bordures de confinement posées au cordeau, fondation en grave compactée et contrôlée, revêtement prévu au CCTP, paliers de repos, raccordements aux seuils sans ressaut, bandes d’éveil de vigilance, mains courantes et contrastes, lorsque le CCTP les prévoit',
    },
    {
      titre: 'Terre végétale et plantations',
      detail:
        'fond décompacté, terre végétale régalée sans compactage, fosses de plantation, végétaux contrôlés à la livraison et plantés en saison, tuteurage, paillage, arrosage de plantation',
      when: PAYSAGE,
    },
    {
      titre: 'Contrôles d’accessibilité et réception',
      detail:
        'mesures des largeurs, pentes, dévers et ressauts consignées, réception des ouvrages et des plantations, arrosages et entretien pendant la garantie de reprise, remplacement des végétaux non repris, plan de récolement',
    },
  ],
  phases: [
    { nom: 'Préparation, DICT, protection des arbres et installation', part: 0.1 },
    { nom: 'Démolitions et terrassements', part: 0.25 },
    { nom: 'Cheminements accessibles et revêtements', part: 0.3 },
    { nom: 'Terre végétale et plantations', part: 0.25 },
    { nom: 'Contrôles d’accessibilité, récolement et réception', part: 0.1 },
  ],
  risques: [
    {
      risque: 'Intrusion des usagers du site dans les zones de travaux',
      mesure:
        'barrières jointives fermées hors présence de l’équipe, cheminement provisoire accessible et éclairé, fosses ouvertes couvertes ou clôturées le soir',
    },
    {
      risque: 'Troubles musculo-squelettiques lors des plantations et de la pose des bordures',
      mesure:
        'fosses ouvertes à la mini-pelle ou à la tarière, mottes et bordures manutentionnées à la pince ou à l’aide d’un engin, charges unitaires limitées',
    },
    {
      risque: 'Coupures et projections lors du sciage et de la taille',
      mesure: 'scie à eau, lunettes, gants et protections auditives, zone de sciage balisée',
    },
  ],
  sansRisques: /Ensevelissement/,
  materiel: [{ nom: 'tarière et outillage de plantation', match: /tariere|plantation/ }],
  sansMateriel: /chargeuse/,
  materiaux: [
    'terre végétale d’apport conforme au CCTP (texture, matière organique, absence de débris et de plantes invasives), analyse fournie avant livraison',
    'amendement organique conforme à la NF U 44-051',
    'végétaux (arbres, arbustes, vivaces, gazon) de la force et du conditionnement prévus au CCTP, tuteurs, liens et paillage',
    'graves et matériaux de carrière ou recyclés conformes au GTR pour la fondation des cheminements',
    'revêtements des cheminements prévus au CCTP (béton, enrobé, pavés ou dalles, stabilisé renforcé), non meubles et non glissants',
    'bordures, bandes d’éveil de vigilance conformes à la NF P 98-351 et éléments de contraste prévus au CCTP',
  ],
  habilitations: [
    'conduite d’engins (CACES R482)',
    'autorisation d’intervention à proximité des réseaux (AIPR)',
    'compagnons formés aux travaux paysagers pour les plantations, ou paysagiste sous-traitant déclaré',
  ],
  autocontroles: [
    {
      point: 'Réseaux repérés et marqués',
      moment: 'avant tout terrassement',
      preuve: 'récépissés de DICT, photos du marquage-piquetage',
    },
    {
      point: 'Protection des zones racinaires des arbres conservés',
      moment: 'avant l’arrivée des engins, puis chaque semaine',
      preuve: 'photos datées des clôtures en place',
    },
    {
      point: 'Portance de la fondation des cheminements',
      moment: 'avant le revêtement (point d’arrêt)',
      preuve: 'essais à la plaque conformes au CCTP',
    },
    {
      point: 'Pentes en long, dévers, paliers et largeurs des cheminements',
      moment: 'au réglage du fond de forme, puis avant le revêtement (point d’arrêt)',
      preuve: 'relevé topographique comparé aux valeurs de l’arrêté et du projet',
    },
    {
      point: 'Ressauts, trous et fentes, bandes d’éveil de vigilance et contrastes',
      moment: 'à l’achèvement de chaque cheminement',
      preuve: 'fiche de mesures à la règle et au niveau numérique, photos',
    },
    {
      point: 'Qualité et épaisseur de la terre végétale',
      moment: 'à la livraison et au régalage',
      preuve: 'analyse de la terre d’apport, bons de livraison, sondages d’épaisseur',
      when: PAYSAGE,
    },
    {
      point: 'Qualité des végétaux livrés',
      moment: 'à chaque livraison, avant plantation',
      preuve: 'bons de livraison, passeports phytosanitaires, fiche de réception ou de refus',
      when: PAYSAGE,
    },
    {
      point: 'Reprise des végétaux',
      moment: 'à la fin de la garantie de reprise',
      preuve: 'constat contradictoire, végétaux non repris remplacés',
      when: PAYSAGE,
    },
  ],
  dechets: [
    {
      dechet: 'Déchets verts (tailles, souches, gazon décapé)',
      categorie: 'DND',
      exutoire: 'plateforme de compostage ou broyage pour paillage sur place',
    },
    {
      dechet: 'Terres excédentaires',
      categorie: 'Inertes',
      exutoire: 'réemploi sur site en priorité, sinon plateforme de valorisation ou ISDI',
    },
    {
      dechet: 'Bétons, bordures et enrobés déposés',
      categorie: 'Inertes',
      exutoire: 'plateforme de recyclage ou centrale d’enrobage',
    },
    {
      dechet: 'Emballages des végétaux (pots, filets, big bags) et des fournitures',
      categorie: 'DND',
      exutoire: 'reprise par le fournisseur ou centre de tri',
    },
  ],
  pointsAttention: [
    'les cotes des seuils des bâtiments et des accès existants, qui fixent les pentes des cheminements',
    'la saison de plantation, que le planning doit respecter',
    'les cheminements à maintenir pour les usagers du site pendant chaque phase',
  ],
  decennale: 'les cheminements, leurs rampes, leurs bordures et leur fondation',
  biennale: '',
  entretien:
    'arroser les jeunes plantations après la garantie de reprise lors des sécheresses, reprendre sans attendre un ressaut, un affaissement ou un revêtement devenu glissant sur un cheminement, et faire vérifier chaque année les bandes d’éveil de vigilance et les contrastes',
};
