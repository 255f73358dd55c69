import { EN_ETAGE, PLAQUISTE, REPRISE_APRES_DEFAILLANCE } from './finitions.ts';
import { ESPACE_PUBLIC_SANS_BATIMENT, HORS_MODELE_SANS_TYPE } from './generique.ts';
import { avecTousCorpsEtat, DT_DICT, OUVRAGE_NOUVEAU, TOUS_CORPS_ETAT, tousCorpsEtat } from './sous-types-common.ts';
import type { SousType, Specificite } from './types.ts';

/* Kinds of work per trade (shared/docs/domain/trade-work-kinds.md § 1): chosen from the object, the lots and the
 * descripteurs; each replaces the trade's method where the work differs. */

/**
 * `avecTousCorpsEtat`, but the « tous corps d’état » paragraph is left to another kind that carries it when that
 * kind matches too (`porteur`, folded object): the response answers it once, whatever kinds the object shows.
 */
function avecTousCorpsEtatSauf(st: SousType, tce: Specificite, porteur: RegExp): SousType[] {
  const [, avec] = avecTousCorpsEtat(st, tce);
  // Not « tous corps d’état », or it is and the other kind answers it.
  const tceSeul = `^(?=[\\s\\S]*(?:${TOUS_CORPS_ETAT.source}))(?![\\s\\S]*(?:${porteur.source}))`;
  return [
    { ...st, unless: new RegExp(st.unless ? `${st.unless.source}|${tceSeul}` : tceSeul) },
    ...(avec ? [{ ...avec, when: new RegExp(`${avec.when.source}(?![\\s\\S]*(?:${porteur.source}))`) }] : []),
  ];
}

/** Indoor work named beside the façades (« peinture intérieure et ravalement », « parties communes »). */
const INTERIEUR_NOMME =
  /interieur|parties communes|cages? d'escaliers?|halls?\b|logements?|locaux|salles?\b|plafonds?|chambres?|bureaux|circulations/;

/**
 * A façade job in two: an exterior ravalement only (no indoor room's risk, tool nor check by room: its own
 * checks by façade), or one whose object also names indoor work (the trade's indoor rows kept).
 */
function ravalementInterieurOuNon(st: SousType): SousType[] {
  return [
    {
      ...st,
      when: new RegExp(`^(?![\\s\\S]*(?:${INTERIEUR_NOMME.source}))(?=[\\s\\S]*(?:${st.when.source}))`),
      sansRisques: /^Chute de hauteur$|glissades|ponçage/i,
      sansMateriel: /échafaudage roulant|ponceuse/,
      sansPointsAttention: /enchaînement avec les autres corps/,
      habilitations: [
        'montage, réception et utilisation des échafaudages de pied par du personnel formé (R408)',
        'formation au risque plomb lorsque le repérage avant travaux en signale dans les anciennes peintures',
      ],
      autocontroles: [
        {
          point: 'Humidité, cohésion et fissuration du support',
          moment: 'avant impression (point d’arrêt)',
          preuve: 'relevés à l’humidimètre, essais d’adhérence et relevé des fissures par façade',
        },
        {
          point: 'Conditions d’application (pluie, gel, température du support)',
          moment: 'avant chaque application',
          preuve: 'relevé météo sur la fiche journalière de chantier',
        },
        {
          point: 'Teintes',
          moment: 'avant application',
          preuve: 'échantillons sur façade validés par le maître d’œuvre',
        },
        {
          point: 'Consommation conforme au système et à la classe retenus',
          moment: 'à l’avancement, par façade',
          preuve: 'relevé des quantités appliquées rapportées aux surfaces',
        },
        {
          point: 'Aspect et continuité du revêtement, points singuliers (appuis, tableaux, joints)',
          moment: 'par façade, avant démontage de l’échafaudage',
          preuve: 'fiche d’autocontrôle par façade et photos datées',
        },
      ],
    },
    { ...st, when: new RegExp(`^(?=[\\s\\S]*(?:${INTERIEUR_NOMME.source}))(?=[\\s\\S]*(?:${st.when.source}))`) },
  ];
}

/** Upkeep of a buyer's buildings (« entretien courant … tout corps d'état sur le patrimoine »), often occupied. */
/** Upkeep, or an accord-cadre run by bons de commande (executed order by order even when it names no upkeep). */
const ENTRETIEN = /entretien|maintenance|petits travaux|travaux divers|bons? de commande|\bacbc\b/;
const SANS_ACCORD_CADRE = '^(?![\\s\\S]*(accord-cadre|accord cadre|bons? de commande|\\bacbc\\b))[\\s\\S]*';

/**
 * Anticorrosion painting of steel structures (bridges, viaducts, footbridges, steel frames, pylons): a
 * civil-engineering work that the indoor method does not describe (`HORS_MODELE` of generique.ts).
 */
export const ANTICORROSION_OUVRAGES =
  /anti-?corrosion|(mise en peinture|remise en peinture|peinture(?! \(travaux\))).{0,60}(ouvrages? d'art|\bponts?\b(?!-)|viaducs?|passerelles?|pylones?)|(ouvrages? d'art|ponts? metalliques?|viaducs?|pylones?).{0,30}(peinture(?! \(travaux\))|decapage|grenaillage|sablage)/;

const ANTICORROSION: SousType = {
  key: 'anticorrosion',
  label: 'protection anticorrosion d’ouvrages métalliques',
  when: ANTICORROSION_OUVRAGES,
  horsModele: true,
  travaux: 'travaux de protection anticorrosion par peinture des structures en acier',
  ouvrage: 'la protection anticorrosion des ouvrages',
  // Protective, not decorative: the décennale answers when corrosion reaches the structure; the system's own
  // anticorrosion guarantee (fascicule 56) is the one the contract sets.
  decennale:
    'les désordres de la protection anticorrosion qui compromettent la solidité de la structure métallique ou la rendent impropre à sa destination ; la garantie anticorrosion propre au système (durée, critères de rouille et d’adhérence) est celle que fixe le marché',
  biennale: '',
  sansNormes: /59\.\d|42\.1|polluants volatils|12944/,
  normes: [
    {
      ref: 'NF EN ISO 12944 (parties 1 à 9)',
      objet:
        'protection anticorrosion des structures en acier par systèmes de peinture : catégories de corrosivité (C1 à C5, CX, Im1 à Im4) et classes de durabilité du système',
    },
    {
      ref: 'NF EN ISO 8501-1',
      objet: 'degrés de soin de la préparation des subjectiles d’acier (Sa 2½, St 3) et degrés de rouille de départ',
    },
    { ref: 'NF EN ISO 8503', objet: 'rugosité des surfaces d’acier décapées (comparateur, profil)' },
    {
      ref: 'Fascicule 56 du CCTG (arrêté du 12 février 2004)',
      objet: 'protection des ouvrages métalliques contre la corrosion : systèmes, exécution, contrôles et garanties',
    },
    {
      ref: 'Certification ACQPA',
      objet: 'systèmes de peinture certifiés, opérateurs et inspecteurs qualifiés ACQPA lorsque le marché les exige',
    },
    { ref: 'NF EN ISO 4624', objet: 'essai d’adhérence par traction (pastilles) sur les systèmes appliqués' },
    { ref: 'NF EN ISO 19840', objet: 'mesure des épaisseurs de feuil sec sur surfaces rugueuses' },
    {
      ref: 'Code du travail, articles R4412-149 et suivants',
      objet: 'exposition au plomb des anciens revêtements : valeur limite, confinement, suivi des opérateurs',
    },
  ],
  sansSpecificites:
    /^(ravalement de façade|peintures au plomb|supports existants et plomb|finitions en établissement de santé|revêtements muraux|peinture des ouvrages métalliques|interventions à la demande|bâtiments occupés)$/,
  specificites: [
    {
      when: /./,
      sujet: 'système anticorrosion',
      texte:
        'Le système de peinture se choisit sur la catégorie de corrosivité du site et la durabilité visée selon la NF EN ISO 12944 : en estuaire ou en atmosphère marine, une catégorie élevée (C5 ou CX, Im pour les parties immergées ou en zone de marnage) que le CCTP fixe. Le système est certifié ACQPA lorsque le marché l’exige, appliqué par des opérateurs qualifiés, et chaque couche a son épaisseur de feuil sec prescrite ; la compatibilité avec l’ancien revêtement conservé est vérifiée avant tout choix.',
    },
    {
      when: /chantier test|chantier d'essai|planches? d'essai|zones? d'essai|\bessais?\b|\btest\b/,
      sujet: 'chantier test',
      texte:
        'Le chantier test sert à valider le procédé avant les travaux d’ensemble : zones d’essai délimitées sur l’ouvrage et repérées sur plan, préparation et système appliqués dans les conditions réelles d’accès et de météo, puis mesures contradictoires — degré de soin (NF EN ISO 8501-1) et rugosité (NF EN ISO 8503) après décapage, épaisseurs de feuil sec (NF EN ISO 19840), adhérence par traction (NF EN ISO 4624) — consignées dans un rapport avec photos, conditions ambiantes relevées, consommations et cadences obtenues, qui sert de référence pour la suite.',
    },
    {
      when: /./,
      sujet: 'anciens revêtements et confinement',
      texte:
        'Les anciens revêtements des ouvrages métalliques peuvent contenir du plomb, du chromate ou des PCB : le diagnostic du maître d’ouvrage est lu avant toute préparation et, à défaut, des prélèvements sont demandés. Le décapage se fait sous confinement (bâches, dépression et filtration de l’air si le diagnostic l’impose), les abrasifs et résidus sont récupérés au lieu de tomber dans l’eau ou sur la voie, et les opérateurs exposés au plomb bénéficient du suivi prévu par le code du travail.',
    },
  ],
  etapes: [
    {
      titre: 'Diagnostic et préparation',
      detail:
        'lecture du diagnostic des anciens revêtements (plomb, PCB), relevé de l’état de corrosion et du revêtement existant, plan d’installation des accès et du confinement soumis au maître d’œuvre',
    },
    {
      titre: 'Accès et confinement',
      detail:
        'nacelles ou échafaudages suspendus sous l’ouvrage, filets et platelages au-dessus de l’eau ou des voies circulées, bâches de confinement, balisage et restrictions de circulation convenus avec le gestionnaire',
    },
    {
      titre: 'Préparation des surfaces',
      detail:
        'dégraissage, décapage par projection d’abrasif jusqu’au degré de soin prescrit (Sa 2½ selon la NF EN ISO 8501-1, ou St 3 en reprise localisée), rugosité contrôlée selon la NF EN ISO 8503, dépoussiérage',
    },
    {
      titre: 'Application du système',
      detail:
        'primaire, couches intermédiaires et finition du système retenu, appliquées dans les délais de recouvrement du fabricant, hors pluie et brouillard, avec une température d’acier supérieure d’au moins 3 °C au point de rosée et une humidité relative dans les limites de la fiche technique',
    },
    {
      titre: 'Contrôles',
      detail:
        'relevés d’ambiance à chaque poste, épaisseurs de feuil sec (NF EN ISO 19840), adhérence (NF EN ISO 4624) sur les zones convenues, examen visuel, PV contradictoires',
    },
    {
      titre: 'Rapport et repli',
      detail:
        'rapport d’essais et de contrôles avec photos et conditions relevées, évacuation des résidus de décapage en filière adaptée, repli des accès et du confinement',
    },
  ],
  risques: [
    {
      risque: 'Chute de hauteur et chute dans l’eau',
      mesure:
        'accès par nacelle ou échafaudage suspendu avec garde-corps, harnais sur ligne de vie où la protection collective manque, gilets de sauvetage et embarcation de secours au-dessus de l’eau',
    },
    {
      risque: 'Chute d’objets et d’abrasifs sur la voie ou la navigation',
      mesure:
        'platelages et filets sous la zone de travail, balisage ou neutralisation de voie convenus avec le gestionnaire',
    },
    {
      risque: 'Exposition au plomb et aux poussières de décapage',
      mesure:
        'confinement, cagoule de sablage à adduction d’air, masques à ventilation assistée, décontamination en fin de poste, suivi médical des opérateurs',
    },
    {
      risque: 'Vent et intempéries sur l’ouvrage',
      mesure: 'arrêt des travaux au-delà des seuils de vent des nacelles, suivi météo quotidien',
    },
  ],
  sansRisques: /./,
  materiel: [
    { nom: 'nacelle négative ou passerelle d’inspection pour le dessous de l’ouvrage', match: /nacelle|passerelle/ },
    {
      nom: 'matériel de décapage par projection d’abrasif avec récupération',
      match: /sableuse|grenaill|sablage|abrasif/,
    },
    { nom: 'pompe airless haute pression pour peintures épaisses', match: /airless|pompe/ },
    {
      nom: 'appareils de contrôle : hygromètre et thermomètre de surface (point de rosée), jauge d’épaisseur, comparateur de rugosité, appareil d’adhérence par traction',
      match: /hygrometre|jauge|elcometer|adherencemetre|point de rosee/,
    },
  ],
  sansMateriel: /./,
  materiaux: [
    'système de peinture anticorrosion de la catégorie de corrosivité du site, certifié ACQPA lorsque le marché l’exige',
    'abrasifs de décapage choisis pour la rugosité prescrite et la récupération',
    'bâches et filtres de confinement',
  ],
  habilitations: [
    'opérateurs qualifiés ACQPA (décapage et application) lorsque le marché l’exige',
    'conduite de nacelle (CACES R486) et montage d’échafaudage (R408)',
    'formation au risque plomb et suivi médical des opérateurs exposés',
  ],
  autocontroles: [
    {
      point: 'Conditions ambiantes (température de l’acier, point de rosée, humidité relative)',
      moment: 'avant chaque couche (point d’arrêt)',
      preuve: 'relevés datés sur fiche de poste',
    },
    {
      point: 'Degré de soin et rugosité de la surface décapée',
      moment: 'après décapage (point d’arrêt)',
      preuve: 'comparaison aux photographies de la NF EN ISO 8501-1, comparateur NF EN ISO 8503',
    },
    {
      point: 'Épaisseurs de feuil sec par couche',
      moment: 'après chaque couche',
      preuve: 'relevés selon la NF EN ISO 19840',
    },
    { point: 'Adhérence du système', moment: 'sur les zones d’essai convenues', preuve: 'PV d’essai NF EN ISO 4624' },
  ],
  dechets: [
    {
      dechet: 'Résidus de décapage et abrasifs usés (plomb ou PCB possibles)',
      categorie: 'DD',
      exutoire: 'ISDD après caractérisation, bordereau sur Trackdéchets',
    },
    {
      dechet: 'Bâches et filtres de confinement',
      categorie: 'DD',
      exutoire: 'collecte des déchets dangereux, bordereau sur Trackdéchets',
    },
    {
      dechet: 'Pots, restes de peinture et solvants',
      categorie: 'DD',
      exutoire: 'collecte des déchets dangereux, bordereau sur Trackdéchets',
    },
    { dechet: 'Emballages vides et secs', categorie: 'DND', exutoire: 'centre de tri' },
  ],
  phases: [
    { nom: 'Diagnostic, plan d’installation et visas', part: 0.15 },
    { nom: 'Accès, confinement et balisage', part: 0.2 },
    { nom: 'Décapage et préparation des surfaces', part: 0.25 },
    { nom: 'Application du système', part: 0.25 },
    { nom: 'Contrôles, rapport et repli', part: 0.15 },
  ],
  pointsAttention: [
    'le diagnostic des anciens revêtements (plomb, PCB) et la compatibilité du nouveau système',
    'les conditions d’accès sous l’ouvrage, au-dessus de l’eau ou des voies circulées, et les restrictions de circulation',
    'les fenêtres météo (pluie, vent, point de rosée) qui conditionnent les cadences',
  ],
  sansPointsAttention: /./,
  entretien:
    'inspecter le système selon le plan de surveillance de l’ouvrage, repérer les points de rouille et les défauts d’adhérence, et faire les retouches localisées avec le même système avant que la corrosion ne s’étende',
};

/** The painter's answer to a « tous corps d’état » contract (the upkeep kind carries its own). */
const TCE_PEINTRE = tousCorpsEtat(
  'la peinture et les revêtements muraux',
  'maçonnerie, plâtrerie, menuiserie, électricité',
);
/** An outer insulation named by the object (its own kind). */
const ITE = /isolation (thermique )?par l'exterieur|\bite\b|enduit sur isolant|\betics\b/;

const PEINTRE_AUTRES: SousType[] = [
  {
    key: 'entretien_patrimoine',
    label: 'entretien du patrimoine bâti',
    when: ENTRETIEN,
    unless: /ravalement|isolation (thermique )?par l'exterieur/,
    // Its own « tous corps d’état » paragraph, not the trade's.
    sansSpecificites: /^marché tous corps d’état$/,
    specificites: [
      tousCorpsEtat('la peinture et les revêtements', 'plomberie, électricité, chauffage, menuiserie'),
      {
        when: new RegExp(`${SANS_ACCORD_CADRE}(entretien|maintenance)`),
        sujet: 'interventions à la demande',
        texte:
          'L’entretien s’exécute intervention par intervention : un interlocuteur unique reçoit chaque demande, en accuse réception et confirme la date ; les délais de réponse (urgence, intervention courante, travaux programmés) sont ceux que fixe le marché ; chaque intervention est chiffrée d’après le bordereau de prix ou, à défaut, par un devis accepté avant exécution, et se clôt par un compte rendu avec photos, récapitulé dans un bilan annuel des interventions.',
      },
      {
        when: /./,
        sujet: 'bâtiments occupés',
        texte:
          'Chaque intervention est calée avec l’occupant du bâtiment (école, équipement sportif, service administratif) : créneau hors présence du public quand c’est possible, zone balisée, produits en phase aqueuse à faible émission (étiquette A+), locaux rendus propres et utilisables le soir même.',
      },
    ],
    etapes: [
      {
        titre: 'Prise en compte de la demande',
        detail: 'accusé de réception, visite du local avec l’occupant, relevé des quantités et des supports',
      },
      {
        titre: 'Chiffrage et planification',
        detail: 'prix tirés du bordereau ou devis préalable, date calée avec l’occupant et le délai du marché',
      },
      {
        titre: 'Protection et préparation',
        detail: 'mobilier déplacé ou protégé, sols et menuiseries protégés, préparation des supports selon leur état',
      },
      { titre: 'Exécution', detail: 'application des produits selon les fiches techniques, par zones libérées' },
      {
        titre: 'Contrôle et compte rendu',
        detail: 'contrôle avec l’occupant, nettoyage, compte rendu photographique transmis au service technique',
      },
    ],
    phases: [
      { nom: 'Demande, visite et chiffrage', part: 0.2 },
      { nom: 'Planification avec l’occupant et protections', part: 0.15 },
      { nom: 'Préparation des supports', part: 0.25 },
      { nom: 'Application et finitions', part: 0.25 },
      { nom: 'Contrôle, nettoyage et compte rendu', part: 0.15 },
    ],
    pointsAttention: [
      'la liste des bâtiments, leurs occupants et leurs horaires',
      'les délais d’intervention fixés par le marché',
    ],
  },
  {
    key: 'ite',
    label: 'isolation thermique par l’extérieur',
    when: ITE,
    travaux: 'travaux d’isolation thermique par l’extérieur',
    ouvrage: 'l’isolation par l’extérieur',
    decennale: 'l’isolation thermique par l’extérieur et son enduit, qui participent au clos et au couvert',
    sansNormes: /59\.4|polluants volatils|59\.3/,
    normes: [
      {
        ref: 'Avis technique ou DTA du système',
        objet: 'isolation thermique par l’extérieur (pas de NF DTU : mise en œuvre selon l’avis technique)',
      },
      { ref: 'Cahier du CSTB 3035_V3', objet: 'systèmes d’ITE par enduit sur isolant' },
    ],
  },
  ...ravalementInterieurOuNon({
    key: 'ravalement',
    label: 'ravalement de façades',
    when: /ravalement|facades?|peintures? exterieures?|impermeabilite/,
    travaux: 'travaux de ravalement et de peinture de façades',
    ouvrage: 'les façades',
    decennale: 'les revêtements d’imperméabilité de façade, lorsqu’ils assurent l’étanchéité',
    sansNormes: /59\.4|polluants volatils|59\.3/,
    // The method's « Diagnostic du support » step says it; the paragraphs below say what it decides.
    sansSpecificites: /^ravalement de façade$/,
    specificites: [
      {
        when: /ravalement|facade|impermeabil|peintures? exterieures?/,
        sujet: 'choix du système de façade',
        texte:
          'Le diagnostic décide du système : sur un support sain et peu fissuré, une peinture de façade selon le NF DTU 59.1 suffit ; dès que la fissuration ou les infiltrations l’exigent, un revêtement d’imperméabilité du NF DTU 42.1 est retenu, d’une classe (I1 à I4) d’autant plus élevée que les fissures sont ouvertes et actives. Le système proposé est soumis au maître d’œuvre avec le relevé qui le justifie, avant toute commande.',
      },
      {
        when: /ravalement|facade|peintures? exterieures?/,
        sujet: 'abords et occupants pendant le ravalement',
        texte:
          'Pendant le ravalement, les menuiseries, grilles de ventilation et appareils en façade sont protégés, les eaux de lavage recueillies et filtrées avant rejet autorisé, et les entrées du bâtiment restent accessibles sous un tunnel de protection ; les occupants sont prévenus des façades traitées chaque semaine.',
      },
      {
        // A major ravalement of an existing building brings the thermal insulation of the walls, with exceptions.
        when: /ravalement/,
        sujet: 'isolation lors d’un ravalement important',
        texte:
          'Lorsque le ravalement est important au sens de la réglementation thermique des bâtiments existants, l’isolation thermique des murs concernés s’impose en même temps, sauf exceptions (impossibilité technique ou juridique, coût disproportionné, risque pour le bâti ou l’aspect de la façade) : le CCTP précise si le maître d’ouvrage l’a prévue ou en a justifié l’exemption ; nos travaux suivent ce choix, et un isolant par l’extérieur n’est posé que sur un système sous avis technique ou document équivalent.',
      },
    ],
    normes: [
      { ref: 'NF DTU 42.1', objet: 'réfection de façades par revêtements d’imperméabilité (classes I1 à I4)' },
      { ref: 'NF DTU 26.1', objet: 'travaux d’enduits de mortiers', when: /enduit/ },
      {
        ref: 'Articles R4323-69 à R4323-80 du code du travail, arrêté du 21 décembre 2004',
        objet: 'montage et utilisation des échafaudages',
      },
    ],
    etapes: [
      {
        titre: 'Installation',
        detail:
          'permission de voirie et arrêté de circulation, échafaudage de pied avec protections (filets, platelage), réception de l’échafaudage avant usage',
      },
      {
        titre: 'Diagnostic du support',
        detail:
          'relevé des fissures, du farinage et de l’humidité, essais d’adhérence par quadrillage ; le choix de la classe de revêtement en découle',
      },
      {
        titre: 'Préparation',
        detail:
          'nettoyage basse ou haute pression avec récupération des eaux, traitement des fissures par ouverture et pontage, reprise des enduits dégradés',
      },
      { titre: 'Impression', detail: 'application du fixateur ou de l’impression adaptée au support' },
      {
        titre: 'Revêtement',
        detail:
          'application du revêtement en deux couches au moins, consommations contrôlées, travaux suspendus par pluie, gel ou température inférieure à 5 °C',
      },
      { titre: 'Repli', detail: 'démontage de l’échafaudage, nettoyage des abords et de la voirie, réception' },
    ],
    risques: [
      {
        risque: 'Chute de hauteur depuis l’échafaudage',
        mesure: 'échafaudage avec garde-corps, réception avant usage, montage par du personnel formé (R408)',
      },
      {
        risque: 'Chute d’objets sur les passants',
        mesure: 'filets et platelage, balisage et protection du cheminement piéton',
      },
    ],
    materiel: [{ nom: 'échafaudage de pied avec filets de protection', match: /echafaudage/ }],
    pointsAttention: [
      'l’emprise de l’échafaudage sur la voirie (permission de voirie)',
      'l’état des supports de façade',
    ],
    phases: [
      { nom: 'Installation et échafaudage', part: 0.15 },
      { nom: 'Diagnostic et préparation des supports', part: 0.3 },
      { nom: 'Application des revêtements', part: 0.4 },
      { nom: 'Repli et réception', part: 0.15 },
    ],
  }).flatMap((st) =>
    avecTousCorpsEtatSauf(
      st,
      tousCorpsEtat('le ravalement et la peinture des façades', 'maçonnerie, menuiserie, couverture, électricité'),
      ITE,
    ),
  ),
  ...avecTousCorpsEtatSauf(
    {
      key: 'interieure',
      label: 'peinture intérieure',
      when: /peintures?|revetements? muraux|papiers? peints?|toile de verre/,
      // Nor on a steel structure: « Peinture (travaux) » is the descripteur of anticorrosion works too.
      unless: new RegExp(
        `${ANTICORROSION_OUVRAGES.source}|ravalement|facades?|peintures? exterieures?|isolation (thermique )?par l'exterieur|^(?![\\s\\S]*(rehabilitation|renovation|restructuration|reamenagement|refection|transformation))[\\s\\S]*(construction|extension|batiments? neufs?)`,
      ),
    },
    TCE_PEINTRE,
    ENTRETIEN,
  ),
  {
    key: 'sols_souples',
    label: 'revêtements de sol souples',
    when: /sols? souples?|revetements? de sols? (souples?|pvc|vinyl|linoleum|textiles?)|\blinoleum\b|\bmoquettes?\b|sols? (pvc|vinyle?s?)\b/,
    // A floor-only lot (no painting named) gets its own method below.
    unless: /^(?![\s\S]*(peinture|revetements? muraux|papiers? peints?))/,
    travaux: 'travaux de peinture et de revêtements de sol souples',
    // Wall coverings only when the object names them (the kind's works are paint and floors).
    sansNormes: /59\.4/,
    normes: [
      {
        ref: 'NF DTU 59.4',
        objet: 'mise en œuvre des papiers peints et des revêtements muraux',
        when: /papiers? peints?|revetements? muraux|revetement mural|toiles? de verre|tentures?/,
      },
      {
        ref: 'NF DTU 53.12',
        objet:
          'préparation du support et revêtements de sol souples (textiles, PVC, linoléum), classement UPEC des locaux',
      },
    ],
    specificites: [
      {
        when: /sol|pvc|linoleum|moquette/,
        sujet: 'revêtements de sol souples',
        texte:
          'Les sols souples suivent le NF DTU 53.12 : humidité résiduelle du support mesurée avant toute pose (point d’arrêt), primaire et enduit de sol de classe adaptée au trafic, revêtement choisi selon le classement UPEC de chaque local, lés collés et joints soudés à chaud ; dans les locaux humides, le revêtement remonte en plinthe pour former une cuvette continue.',
      },
    ],
    etapes: [
      {
        titre: 'Protection et repérage',
        detail: 'protection des ouvrages conservés, balisage des zones, repérage des locaux et de leur classement UPEC',
      },
      {
        titre: 'Diagnostic des supports',
        detail:
          'murs (humidité, adhérence, farinage) et sols (humidité résiduelle, planéité, cohésion, fissures) relevés sur fiche avant tout choix de système',
      },
      {
        titre: 'Peinture des murs et plafonds',
        detail:
          'lessivage, rebouchage, enduit et ponçage aspiré, impression puis deux couches de finition, teintes validées sur échantillon',
      },
      {
        titre: 'Préparation des sols',
        detail: 'dépose des anciens revêtements si prévue, ponçage, primaire et enduit de sol autolissant',
      },
      {
        titre: 'Pose des sols souples',
        detail:
          'lés collés après acclimatation, joints soudés à chaud, remontées en plinthe dans les locaux humides, seuils et barres de seuil',
      },
      {
        titre: 'Nettoyage et retouches',
        detail: 'premier nettoyage des sols, retouches de peinture après passage des autres corps d’état, réception',
      },
    ],
    materiel: [
      { nom: 'bombe à carbure ou hygromètre pour l’humidité des supports', match: /carbure|hygrometre|humidimetre/ },
      { nom: 'soudeuse à air chaud pour les joints de sols', match: /soudeuse|air chaud/ },
    ],
    materiaux: [
      'peintures en phase aqueuse classées A+',
      'primaires et enduits de sol sous certification, de classe adaptée au trafic',
      'revêtements de sol souples au classement UPEC des locaux, colles classées A+',
    ],
    phases: [
      { nom: 'Protections, repérage et diagnostic des supports', part: 0.15 },
      { nom: 'Peinture des parois', part: 0.4 },
      { nom: 'Sols souples', part: 0.3 },
      { nom: 'Nettoyage, retouches et réception', part: 0.15 },
    ],
    pointsAttention: ['l’humidité résiduelle des supports de sol et le classement UPEC de chaque local'],
  },
  ...avecTousCorpsEtatSauf(
    {
      key: 'neuf',
      label: 'peinture intérieure en construction neuve',
      when: /construction|extension|batiments? neufs?/,
      unless:
        /ravalement|facades?|peintures? exterieures?|isolation (thermique )?par l'exterieur|rehabilitation|renovation|restructuration|reamenagement|refection|transformation/,
      travaux: 'travaux de peinture intérieure et de revêtements muraux',
      etapes: [
        {
          titre: 'Réception des supports',
          detail:
            'réception contradictoire des supports livrés par les autres lots (plaques de plâtre jointoyées, enduits, bétons) : siccité à l’humidimètre, laitances, planéité, réservations achevées',
        },
        {
          titre: 'Protection',
          detail: 'protection des sols finis, menuiseries et appareillages posés, balisage des zones',
        },
        {
          titre: 'Impression',
          detail: 'impression adaptée à chaque support neuf (plaques, béton, bois, métal)',
        },
        {
          titre: 'Enduits et ponçage',
          detail:
            'enduit de ratissage en une ou deux passes selon le degré de finition prescrit (A, B ou C du NF DTU 59.1), ponçage avec aspiration',
        },
        {
          titre: 'Finition',
          detail: 'deux couches de finition au rouleau ou au pistolet airless, teintes validées sur échantillon',
        },
        {
          titre: 'Retouches et réception',
          detail: 'retouches après passage des autres corps d’état, dépose des protections, nettoyage avant réception',
        },
      ],
      phases: [
        { nom: 'Réception des supports et protections', part: 0.15 },
        { nom: 'Impressions, enduits et ponçage', part: 0.35 },
        { nom: 'Couches de finition', part: 0.35 },
        { nom: 'Retouches, nettoyage et réception', part: 0.15 },
      ],
      pointsAttention: [
        'la siccité des supports neufs (bétons, enduits) et la réception des plaques jointoyées avant impression',
        'le niveau de finition attendu par local (A, B ou C du NF DTU 59.1)',
      ],
      // New supports: no old paint that may hold lead.
      sansPointsAttention: /supports anciens/,
    },
    TCE_PEINTRE,
    ENTRETIEN,
  ),
  {
    key: 'sols_souples_seuls',
    label: 'revêtements de sol souples',
    when: /^(?![\s\S]*(peinture|revetements? muraux|papiers? peints?))[\s\S]*(sols? souples?|revetements? de sols? (souples?|pvc|vinyl|linoleum|textiles?)|\blinoleum\b|\bmoquettes?\b|sols? (pvc|vinyle?s?)\b)/,
    travaux: 'travaux de revêtements de sol souples',
    ouvrage: 'les revêtements de sol souples',
    // Not équipement (no biennale: Cass. 3e civ. 30 Nov 2011 for carpets); décennale only through unfitness for use.
    decennale: 'les revêtements de sol souples, lorsque leurs désordres rendent l’ouvrage impropre à sa destination',
    sansNormes: /59\.1|59\.4|59\.3/,
    normes: [
      {
        ref: 'NF DTU 53.12',
        objet:
          'préparation du support et revêtements de sol souples (textiles, PVC, linoléum), classement UPEC des locaux',
      },
    ],
    sansSpecificites: /revêtements muraux|peinture des ouvrages métalliques|finitions en établissement de santé/,
    specificites: [
      {
        when: /sol|pvc|linoleum|moquette/,
        sujet: 'revêtements de sol souples',
        texte:
          'Les sols souples suivent le NF DTU 53.12 : humidité résiduelle du support mesurée avant toute pose (point d’arrêt), primaire et enduit de sol de classe adaptée au trafic, revêtement choisi selon le classement UPEC de chaque local, lés collés et joints soudés à chaud ; dans les locaux humides, le revêtement remonte en plinthe pour former une cuvette continue.',
      },
    ],
    etapes: [
      {
        titre: 'Protection et repérage',
        detail: 'protection des ouvrages conservés, repérage des locaux et de leur classement UPEC, plan de calepinage',
      },
      {
        titre: 'Reconnaissance des supports',
        detail:
          'humidité résiduelle (point d’arrêt), planéité, cohésion et fissures relevées sur fiche ; anciens revêtements déposés si prévu, repérage amiante lu avant toute dépose de dalles ou de colles anciennes',
      },
      {
        titre: 'Préparation des sols',
        detail: 'ponçage, traitement des fissures, primaire et enduit de sol autolissant',
      },
      {
        titre: 'Pose',
        detail:
          'lés collés après acclimatation, joints soudés à chaud, remontées en plinthe dans les locaux humides, seuils et barres de seuil',
      },
      {
        titre: 'Nettoyage et réception',
        detail: 'premier nettoyage, protection des sols jusqu’à la réception, remise des notices d’entretien',
      },
    ],
    materiel: [
      { nom: 'bombe à carbure ou hygromètre pour l’humidité des supports', match: /carbure|hygrometre|humidimetre/ },
      { nom: 'soudeuse à air chaud pour les joints de sols', match: /soudeuse|air chaud/ },
    ],
    materiaux: [
      'primaires et enduits de sol sous certification, de classe adaptée au trafic',
      'revêtements de sol souples au classement UPEC des locaux, colles classées A+',
    ],
    phases: [
      { nom: 'Repérage et reconnaissance des supports', part: 0.15 },
      { nom: 'Préparation des sols', part: 0.3 },
      { nom: 'Pose des revêtements', part: 0.4 },
      { nom: 'Nettoyage et réception', part: 0.15 },
    ],
    pointsAttention: ['l’humidité résiduelle des supports de sol et le classement UPEC de chaque local'],
  },
];

/**
 * An industrial building or site (« site industriel », « usine », « friche industrielle », « hangar »,
 * « entrepôt »), named by the object: steel frames and cladding painted by corrosivity class, floors in
 * resin, heights reached by nacelle, a hall in activity or a former site (pollution to be checked).
 */
const INDUSTRIEL_PEINTURE =
  /\bsites? industriels?\b|\busines?\b|\bfriches? industrielles?\b|\bbatiments? industriels?\b|\bhalles? industrielles?\b|\bateliers? (?:industriels?|de production)\b|\bhangars?\b|\bentrepots?\b/;

const INDUSTRIEL: SousType = {
  key: 'batiment_industriel',
  label: 'peinture de bâtiments industriels',
  when: INDUSTRIEL_PEINTURE,
  surObjet: true,
  unless: ANTICORROSION_OUVRAGES,
  // A hangar or a warehouse turned into offices or dwellings is painted as those.
  unlessSurObjet:
    /\b(?:hangars?|entrepots?|usines?|batiments? industriels?|ateliers?) (?:en|pour y|afin d'y) (?!activite\b)|\b(?:reconversion|transformation|changement de destination)\b/,
  horsModele: true,
  travaux: 'travaux de peinture de bâtiments industriels',
  ouvrage: 'les ouvrages peints du bâtiment industriel',
  sansNormes: /59\.4|polluants volatils/,
  normes: [
    {
      ref: 'NF EN ISO 12944 (parties 1 à 9)',
      objet:
        'protection anticorrosion des charpentes, bardages et ouvrages en acier par systèmes de peinture, selon la catégorie de corrosivité des locaux et la durabilité visée',
    },
    {
      ref: 'NF EN ISO 8501-1',
      objet: 'degrés de soin de la préparation des surfaces d’acier (St 2, St 3 ou Sa 2½ selon le système)',
    },
  ],
  specificites: [
    {
      when: /./,
      sujet: 'peinture en bâtiment industriel',
      texte:
        'Dans un bâtiment industriel, la peinture protège d’abord : charpentes, bardages, portes et ouvrages en acier reçoivent un système choisi selon la NF EN ISO 12944 pour la catégorie de corrosivité des locaux (C1 ou C2 pour une halle sèche, chauffée ou non, C3 pour un atelier humide, C4 pour une ambiance chimique, à arrêter au CCTP) et la durabilité visée, sur une préparation au degré de soin qu’il demande (NF EN ISO 8501-1 : St 2 ou St 3 en reprise, Sa 2½ après décapage), épaisseurs de feuil contrôlées à chaque couche. Les sols de halle reçoivent, si le CCTP en prévoit, une résine adaptée aux charges et aux produits de l’activité (circulation des chariots, huiles, nettoyage), posée sur un support préparé par grenaillage ou ponçage, dont la cohésion et l’humidité sont mesurées avant application ; les marquages au sol suivent le plan de circulation de l’exploitant. Les murs et plafonds des locaux sociaux et des bureaux sont traités comme des locaux tertiaires. Les grandes hauteurs sous toiture sont atteintes en nacelle élévatrice, le plancher de la halle protégé et la zone balisée au sol.',
    },
  ],
  sansSpecificites: /./,
  etapes: [
    {
      titre: 'Diagnostic et repérages',
      detail:
        'lecture des repérages amiante et plomb avant travaux et, sur un ancien site industriel, du diagnostic de pollution ; relevé de l’état des charpentes, bardages et sols (corrosion, adhérence des anciens revêtements, humidité, huiles) ; système de peinture par catégorie de corrosivité soumis au maître d’œuvre',
    },
    {
      titre: 'Installation et protections',
      detail:
        'zones de travail balisées et séparées des circulations de l’exploitant si le site est en activité, machines et équipements conservés bâchés, nacelles et éclairage de chantier mis en place',
    },
    {
      titre: 'Préparation des aciers et des supports',
      detail:
        'dégraissage, brossage ou décapage jusqu’au degré de soin prescrit (NF EN ISO 8501-1), dépoussiérage ; sols grenaillés ou poncés et aspirés, supports maçonnés rebouchés',
    },
    {
      titre: 'Application des systèmes',
      detail:
        'primaire anticorrosion, couches intermédiaires et finition sur les aciers, dans les délais de recouvrement du fabricant, hors point de rosée ; peintures des parois et des locaux sociaux',
    },
    {
      titre: 'Sols et marquages',
      detail:
        'résine de sol et marquages des circulations et des zones selon le CCTP et le plan de circulation, délais de remise en service respectés',
      when: /sols?|resines?|marquages?/,
    },
    {
      titre: 'Contrôles et réception',
      detail:
        'épaisseurs de feuil sec, adhérence sur zones convenues, aspect, repli des nacelles et nettoyage de la halle',
    },
  ],
  phases: [
    { nom: 'Diagnostic, repérages et visas', part: 0.15 },
    { nom: 'Installation, protections et nacelles', part: 0.1 },
    { nom: 'Préparation des aciers et des supports', part: 0.3 },
    { nom: 'Application des systèmes', part: 0.3 },
    { nom: 'Contrôles, repli et réception', part: 0.15 },
  ],
  risques: [
    {
      risque: 'Chute de hauteur depuis la nacelle ou sous toiture',
      mesure:
        'nacelle élévatrice conduite par un titulaire du CACES R486, harnais attaché dans la nacelle, zone balisée au sol, travail interdit sur les couvertures fragiles',
    },
    {
      risque: 'Coactivité avec l’activité industrielle ou ses engins',
      mesure:
        'plan de prévention avec l’exploitant, zones de travail séparées des circulations des chariots, consignation des installations voisines, permis de feu pour tout point chaud',
    },
    {
      risque: 'Exposition aux poussières de décapage, aux anciens revêtements (plomb) et aux solvants',
      mesure:
        'repérages lus avant toute préparation, aspiration à la source, ventilation de la halle, masques adaptés, produits en phase aqueuse lorsque le système le permet',
    },
  ],
  sansRisques: /./,
  materiel: [
    { nom: 'nacelle élévatrice pour les hauteurs sous toiture', match: /nacelle/ },
    { nom: 'pompe airless pour les grandes surfaces', match: /airless|pompe/ },
    { nom: 'ponceuse ou grenailleuse de sol avec aspiration', match: /grenaill|ponceuse|surfaceuse/ },
    {
      nom: 'appareils de contrôle : hygromètre et thermomètre de surface (point de rosée), jauge d’épaisseur',
      match: /hygrometre|jauge|elcometer|point de rosee/,
    },
    { nom: 'humidimètre pour les supports de sol et maçonnés', match: /humidimetre|carbure/ },
  ],
  sansMateriel: /./,
  materiaux: [
    'systèmes de peinture anticorrosion de la catégorie de corrosivité des locaux (NF EN ISO 12944)',
    'résine de sol et peinture de marquage si le CCTP en prévoit',
    'peintures murales en phase aqueuse pour les locaux sociaux et les bureaux',
  ],
  habilitations: [
    'conduite de nacelle élévatrice (CACES R486)',
    'accueil sécurité de l’exploitant et respect de son plan de prévention, si le site est en activité',
  ],
  autocontroles: [
    {
      point: 'Degré de soin de la préparation des aciers',
      moment: 'avant le primaire (point d’arrêt)',
      preuve: 'comparaison aux photographies de la NF EN ISO 8501-1, fiche de contrôle',
    },
    {
      point: 'Conditions ambiantes (température de l’acier, point de rosée) et épaisseurs de feuil sec',
      moment: 'avant et après chaque couche',
      preuve: 'relevés datés sur fiche de poste',
    },
    {
      point: 'Cohésion et humidité du support de sol avant résine',
      moment: 'avant application (point d’arrêt)',
      preuve: 'mesures consignées sur fiche',
      when: /sols?|resines?/,
    },
  ],
  dechets: [
    {
      dechet: 'Résidus de décapage et anciens revêtements (plomb possible)',
      categorie: 'DD',
      exutoire: 'ISDD après caractérisation, bordereau sur Trackdéchets',
    },
    {
      dechet: 'Pots, restes de peinture, de résine et solvants',
      categorie: 'DD',
      exutoire: 'collecte des déchets dangereux, bordereau sur Trackdéchets',
    },
    { dechet: 'Emballages vides et secs, bâches', categorie: 'DND', exutoire: 'centre de tri' },
  ],
  pointsAttention: [
    'l’état du site : en activité (plan de prévention avec l’exploitant) ou ancien site industriel (diagnostic de pollution, repérages amiante et plomb)',
    'la catégorie de corrosivité des locaux et l’état des anciens revêtements des charpentes et bardages',
    'les hauteurs sous toiture et la portance des sols pour les nacelles',
  ],
  sansPointsAttention: /./,
  decennale:
    'les désordres de la protection anticorrosion qui compromettraient la solidité des charpentes ou des bardages (les peintures de simple aspect relèvent de la responsabilité contractuelle)',
  biennale: '',
  entretien:
    'inspecter chaque année les charpentes et bardages peints, retoucher sans attendre les points de rouille avec le même système, et nettoyer les sols en résine avec les produits que prévoit leur fiche technique',
};

/** `st` is chosen (its `when` matches and its `unless` does not). */
const choisi = (st: SousType): RegExp =>
  new RegExp(`^(?=[\\s\\S]*(?:${st.when.source}))${st.unless ? `(?![\\s\\S]*(?:${st.unless.source}))` : ''}`);

/**
 * A building's kind of work (indoor painting, tiling, partitions) is no work of an outdoor public space whose
 * object names no building (a city-stade, a square, streets requalified): the trade's part there is read by a kind
 * made for it, or said to be confirmed (the trade-neutral method).
 */
const horsEspacePublic = (st: SousType): SousType => ({
  ...st,
  unlessSurObjet: new RegExp(
    `${st.unlessSurObjet ? `${st.unlessSurObjet.source}|` : ''}${ESPACE_PUBLIC_SANS_BATIMENT.source}`,
  ),
});

/** The painter's works that are outdoors already (a steel structure, façades, an ITE). */
const PEINTRE_EXTERIEUR = /^(anticorrosion|ite|ravalement)/;

/** An industrial building read, its kind is the job: the painter's other kinds stand aside. */
export const PEINTRE_SOUS_TYPES: SousType[] = [
  ANTICORROSION,
  INDUSTRIEL,
  ...PEINTRE_AUTRES.map((st) => ({
    ...st,
    unlessSurObjet: new RegExp(
      `${st.unlessSurObjet ? `${st.unlessSurObjet.source}|` : ''}${choisi({ ...INDUSTRIEL, when: INDUSTRIEL_PEINTURE, unless: new RegExp(`${ANTICORROSION_OUVRAGES.source}|${INDUSTRIEL.unlessSurObjet?.source ?? '$^'}`) }).source}`,
    ),
  })),
].map((st) => (PEINTRE_EXTERIEUR.test(st.key) ? st : horsEspacePublic(st)));

/** A sports facility (« Maison des Sports de Combat », a gymnasium, a pool, a dojo) or its changing rooms. */
const SPORTIF =
  /sportif|sportive|gymnases?|piscines?|stades?|vestiaires?|centre aquatique|nautique|salles? de sports?|salles? (omnisports?|d'armes|de judo|de boxe|de lutte|d'escalade|de gymnastique|de musculation)|complexes? sportifs?|dojos?|maisons? des sports|halles? des sports|palais des sports|sports? de combat|arts martiaux|omnisports?/;

/**
 * Rooms where food is stored, prepared or processed (a food platform, a central or collective kitchen, a
 * processing laboratory, a légumerie, an abattoir): hygiene rules (paquet hygiène), slip resistance on
 * greasy wet floors, coved skirtings, resin joints and falls to the gullies — not bathrooms.
 */
export const ALIMENTAIRE =
  /locaux alimentaires|denrees alimentaires|agro-?alimentaires?|(cuisines?|restauration) (collectives?|centrales?|professionnelles?|de production)|unites? (centrales? )?de production culinaire|laboratoires? (de transformation|alimentaires?|culinaires?|de cuisine|de patisserie|de boucherie|de charcuterie)|ateliers? (de transformation|de decoupe)|transformation (alimentaire|agro|des? produits (agricoles|alimentaires|locaux|fermiers))|plateformes? (alimentaires?|agro|manger local|de produits locaux)|manger local|legumeries?|abattoirs?|salles? de decoupe|conserveries?|fromageries?/;

/** A school or staff canteen (its kitchen or warming room, its dining room). */
const CANTINE =
  /cantines?|restaurants? scolaires?|restauration scolaire|restaurants? (administratifs?|universitaires?|d'entreprise|du personnel)|cuisines? satellites?|offices? de rechauffage/;

/**
 * Works on an existing building or site: something is taken down, renewed or upgraded, or the contract is
 * upkeep. Not a new build, whatever else the object says.
 */
const EXISTANT_CARRELAGE =
  /depose|demoli|renov|rehabilit|refection|restructur|reamenag|remplacement|(?<!(?:ateliers?|laboratoires?|unites?|locaux) de )transformation(?! (?:alimentaire|agro|des? produits))|mise en conformite|mise aux normes|mise en accessibilite|reprise|reparation|\bancien|existant|entretien|maintenance|accord-cadre|accord cadre|bons? de commande|travaux divers|amelioration|reconversion/;

const CONSTRUCTION = 'construction|extension|agrandissement|batiments? neufs?|\\bneu(?:f|ve)s?\\b';
const CREATION = "(?:realisation|creation) (?:d'une?|des?|du) (?!travaux)";
const HORS_EXISTANT = `^(?![\\s\\S]*(?:${EXISTANT_CARRELAGE.source}))(?!${EN_ETAGE.source})`;

/**
 * A new build or a creation with nothing taken down (« construction d’un gymnase », « réalisation d’une cantine
 * scolaire »): the supports come from the other lots or are kept, there is no dépose to plan. Not works on an
 * upper floor of an existing building.
 */
const NEUF_SANS_DEPOSE = new RegExp(`${HORS_EXISTANT}(?=[\\s\\S]*(?:${CONSTRUCTION}|${CREATION}))`);
/** The same, for a building or an extension said new (not a room « created »). */
const CONSTRUCTION_NEUVE = new RegExp(`${HORS_EXISTANT}(?=[\\s\\S]*(?:${CONSTRUCTION}))`);

/** Staff showers and changing rooms named with the food rooms (not « normes sanitaires »). */
const LOCAUX_PERSONNEL = /douches?|vestiaires?|(?<!(normes|regles|conformite|mise aux normes) )\bsanitaires\b/;

const LOCAUX_ALIMENTAIRES: SousType = {
  key: 'locaux_alimentaires',
  label: 'carrelage de locaux alimentaires',
  when: ALIMENTAIRE,
  travaux: 'travaux de carrelage de locaux alimentaires',
  ouvrage: 'les revêtements carrelés des locaux alimentaires',
  sansNormes: /P 05-011|3778|52\.1/,
  normes: [
    {
      ref: 'Règlement (CE) n° 852/2004 (paquet hygiène), annexe II',
      objet:
        'sols et murs des locaux où des denrées sont manipulées, faciles à nettoyer et à désinfecter (matériaux étanches, non absorbants, lavables et non toxiques), avec évacuation des eaux en surface',
    },
    {
      ref: 'NF P 05-011',
      objet:
        'classement des locaux selon la résistance à la glissance de leur sol, dont la classe pieds chaussés des sols gras et mouillés que fixe le CCTP',
    },
    {
      ref: 'NF DTU 52.1',
      objet: 'revêtements de sol scellés, lorsque le CCTP prévoit une pose scellée sur forme de pente',
    },
    {
      ref: 'Recommandation R 462 de l’Assurance maladie – risques professionnels',
      objet: 'choix, pose et nettoyage des revêtements de sol des locaux de fabrication de produits alimentaires',
    },
    {
      ref: 'Cahier du CSTB 3778 (SPEC et SEL)',
      objet: 'protection à l’eau sous carrelage des locaux lavés à grande eau, selon le support',
    },
  ],
  sansSpecificites: /^(locaux humides|douches|cuisines collectives)$/,
  specificites: [
    {
      when: ALIMENTAIRE,
      sujet: 'sols et murs de locaux alimentaires',
      texte:
        'Dans des locaux où des denrées sont stockées, préparées ou transformées, le revêtement répond d’abord aux règles d’hygiène du règlement (CE) n° 852/2004, dit paquet hygiène : sols et murs étanches, non absorbants, lavables et faciles à désinfecter, sans angle ni joint creux où les salissures se logent. Le carrelage de sol, en grès cérame de classement UPEC adapté au roulage des chariots, a la classe de résistance à la glissance que le CCTP fixe pour des sols gras et mouillés selon la NF P 05-011 (classes que les fabricants déclarent souvent aussi de R11 à R13) ; les raccords entre sol et murs sont des plinthes à gorge, sans angle vif, et les joints du sol, des plinthes et des murs sont en mortier à base de résine réactive (époxy), pleins et arasés, résistant aux graisses, aux acides alimentaires et aux produits de nettoyage et de désinfection de l’exploitant.',
    },
    {
      when: /./,
      sujet: 'pentes, siphons et caniveaux',
      texte:
        'Les sols lavés à grande eau sont réglés en pente continue vers les siphons et caniveaux, à la pente que fixe le CCTP (de l’ordre de 1 à 2 %), sans contre-pente ni flache : la forme de pente est faite dans la chape ou dans le mortier de pose (pose scellée selon le NF DTU 52.1 lorsque le CCTP la prévoit), les siphons et caniveaux sont calés à la cote du carrelage fini et raccordés à la protection à l’eau par leurs platines, et un essai à l’eau de chaque zone vérifie l’écoulement avant la pose puis avant la réception.',
    },
    {
      when: /./,
      sujet: 'exigences sanitaires de l’exploitant',
      texte:
        'Le zonage hygiène des locaux (marche en avant, zones propres et zones souillées) et les produits de nettoyage employés par l’exploitant sont relevés avec le maître d’œuvre avant la commande des carreaux et des joints ; si l’activité relève de l’agrément sanitaire des denrées d’origine animale, au titre du règlement (CE) n° 853/2004, les exigences du dossier d’agrément suivi par les services vétérinaires de la direction départementale chargée de la protection des populations sont vérifiées au même moment.',
    },
    {
      when: /mise en conformite|mise aux normes|refection|renovation|rehabilitation|reamenagement|remplacement|reprise|amenagement/,
      sujet: 'locaux en activité',
      texte:
        'Les travaux se font hors des périodes de production, par zones fermées et séparées des zones en activité (cloisonnement provisoire, circulation du personnel de l’exploitant maintenue hors chantier) ; une zone n’est rendue qu’après durcissement complet des joints en résine, nettoyage et accord de l’exploitant, qui procède à sa désinfection avant toute reprise de production.',
    },
    {
      when: LOCAUX_PERSONNEL,
      sujet: 'vestiaires et sanitaires du personnel',
      texte:
        'Dans les vestiaires, douches et sanitaires du personnel, la protection à l’eau sous carrelage est remontée en plinthe et sur les parois des douches à la hauteur que fixe l’avis technique du système, avec des pentes vers les siphons.',
    },
  ],
  etapes: [
    {
      titre: 'Relevé avec l’exploitant',
      detail:
        'zones de stockage, de préparation, de lavage et de circulation, zonage hygiène, produits de nettoyage employés, périodes sans production ; repérage des siphons, caniveaux et évacuations ; repérage amiante lu avant toute dépose de carrelages et de colles anciens',
    },
    {
      titre: 'Dépose et préparation',
      detail:
        'dépose des revêtements à remplacer, purge des supports imprégnés de graisses ou dégradés par les produits de nettoyage, dégraissage, reconnaissance de la planéité, de l’humidité et de la cohésion du support',
    },
    {
      titre: 'Formes de pente',
      detail:
        'chape ou mortier de pose réglés en pente continue vers les siphons et caniveaux calés à la cote finie ; essai à l’eau avant revêtement (point d’arrêt)',
    },
    {
      titre: 'Protection à l’eau',
      detail:
        'système de protection à l’eau sous carrelage sous avis technique, remonté en plinthe, raccordé par leurs platines aux siphons et aux caniveaux',
    },
    {
      titre: 'Pose',
      detail:
        'carreaux de sol de la classe de glissance prescrite, collés en double encollage ou scellés selon le CCTP ; plinthes à gorge ; revêtements muraux sur la hauteur prescrite',
    },
    {
      titre: 'Joints en résine',
      detail:
        'joints époxy pleins et arasés au sol, aux plinthes et aux murs ; joints de fractionnement et périphériques avec profilés ou mastics compatibles avec les produits de nettoyage',
    },
    {
      titre: 'Durcissement et remise',
      detail:
        'délai de durcissement des joints respecté avant tout lavage, nettoyage de fin de chantier, essai à l’eau final, remise à l’exploitant avec la fiche des produits de nettoyage compatibles',
    },
  ],
  risques: [
    {
      risque: 'Contact cutané avec les résines époxy (sensibilisation)',
      mesure: 'gants nitrile, manches longues, aucun contact avec la peau, fiches de données de sécurité au poste',
    },
    {
      risque: 'Glissade sur sols gras ou mouillés près des zones en activité',
      mesure:
        'zone de travaux fermée et balisée, sols dégraissés et asséchés avant intervention, chaussures antidérapantes',
    },
  ],
  sansRisques: /^Contact avec les produits/,
  materiel: [
    { nom: 'outillage de jointoiement à la résine (taloches caoutchouc, mélangeur)', match: /epoxy|resine|joint/ },
  ],
  materiaux: [
    'carreaux de grès cérame de classement UPEC adapté au roulage, de la classe de glissance prescrite, avec leurs plinthes à gorge',
    'mortiers-colles certifiés et système de protection à l’eau sous carrelage sous avis technique',
    'mortiers de joint à base de résine réactive (époxy) résistant aux produits de nettoyage',
    'profilés et mastics de joints compatibles avec les produits de nettoyage',
  ],
  autocontroles: [
    {
      point: 'Planéité, humidité et cohésion du support',
      moment: 'avant pose (point d’arrêt)',
      preuve: 'relevés à la règle et à l’humidimètre',
    },
    {
      point: 'Pentes vers les siphons et caniveaux, absence de flache',
      moment: 'avant revêtement, puis avant réception (point d’arrêt)',
      preuve: 'essai à l’eau par zone, photos datées',
    },
    {
      point: 'Classe de glissance des carreaux livrés',
      moment: 'à la livraison',
      preuve: 'fiche technique et procès-verbal du fabricant comparés au CCTP',
    },
    {
      point: 'Joints en résine pleins et arasés, plinthes à gorge continues',
      moment: 'après jointoiement',
      preuve: 'fiche d’autocontrôle par zone',
    },
  ],
  phases: [
    { nom: 'Relevé avec l’exploitant, visas et approvisionnement', part: 0.15 },
    { nom: 'Dépose, préparation des supports et formes de pente', part: 0.3 },
    { nom: 'Protection à l’eau et pose', part: 0.35 },
    { nom: 'Joints en résine, durcissement et remise', part: 0.2 },
  ],
  pointsAttention: [
    'le zonage hygiène des locaux et, si l’activité en relève, les exigences de l’agrément sanitaire',
    'la classe de glissance, les pentes, l’emplacement des siphons et des caniveaux',
    'les périodes sans production pendant lesquelles les locaux peuvent être libérés',
  ],
  decennale:
    'les revêtements dont le désordre rend les locaux impropres à leur destination (décollements, défaut d’étanchéité, contre-pentes retenant l’eau)',
  entretien:
    'nettoyer avec les produits et les dilutions compatibles avec les joints en résine (fiche remise), et reprendre sans attendre tout joint ouvert ou toute plinthe fissurée, où les salissures se logeraient',
};

/**
 * Food rooms built new or created without dépose (a new canteen, a légumerie created): the supports come from
 * the structural lot and the layout is set on plans, not surveyed in rooms in use; nothing is taken down.
 */
const ALIMENTAIRES_NEUFS: Partial<SousType> = {
  etapes: [
    {
      titre: 'Plans et visas',
      detail:
        'zonage hygiène (marche en avant, zones propres et zones souillées), emplacements des siphons, caniveaux et évacuations, hauteurs de revêtement mural et classes de glissance arrêtés sur plans avec le maître d’œuvre et le lot plomberie ; produits de nettoyage prévus par l’exploitant relevés avant la commande des carreaux et des joints',
    },
    {
      titre: 'Réception des supports',
      detail:
        'dallages, chapes et cloisons livrés par les autres lots réceptionnés contradictoirement : âge et humidité résiduelle, planéité, cohésion, réservations des siphons et caniveaux à la bonne cote (point d’arrêt)',
    },
    {
      titre: 'Formes de pente',
      detail:
        'chape ou mortier de pose réglés en pente continue vers les siphons et caniveaux calés à la cote finie, lorsque le gros œuvre ne les a pas réalisées ; essai à l’eau avant revêtement (point d’arrêt)',
    },
    {
      titre: 'Protection à l’eau',
      detail:
        'système de protection à l’eau sous carrelage sous avis technique, remonté en plinthe, raccordé par leurs platines aux siphons et aux caniveaux',
    },
    {
      titre: 'Pose',
      detail:
        'carreaux de sol de la classe de glissance prescrite, collés en double encollage ou scellés selon le CCTP ; plinthes à gorge ; revêtements muraux sur la hauteur prescrite',
    },
    {
      titre: 'Joints en résine',
      detail:
        'joints époxy pleins et arasés au sol, aux plinthes et aux murs ; joints de fractionnement et périphériques avec profilés ou mastics compatibles avec les produits de nettoyage',
    },
    {
      titre: 'Durcissement et remise',
      detail:
        'délai de durcissement des joints respecté avant tout lavage, nettoyage de fin de chantier, essai à l’eau final, protection jusqu’à la réception et fiche des produits de nettoyage compatibles remise avec le DOE',
    },
  ],
  phases: [
    { nom: 'Plans, visas et approvisionnement', part: 0.15 },
    { nom: 'Réception des supports et formes de pente', part: 0.25 },
    { nom: 'Protection à l’eau et pose', part: 0.4 },
    { nom: 'Joints en résine, durcissement et réception', part: 0.2 },
  ],
  pointsAttention: [
    'le zonage hygiène des locaux et, si l’activité en relève, les exigences de l’agrément sanitaire',
    'la classe de glissance, les pentes, l’emplacement des siphons et des caniveaux',
    'l’âge et l’humidité résiduelle des dallages et des chapes livrés avant la pose',
  ],
  risques: [
    {
      risque: 'Contact cutané avec les résines époxy (sensibilisation)',
      mesure: 'gants nitrile, manches longues, aucun contact avec la peau, fiches de données de sécurité au poste',
    },
    {
      risque: 'Glissade sur sols mouillés pendant les essais à l’eau et le nettoyage',
      mesure: 'zone balisée et fermée aux autres corps d’état, chaussures antidérapantes',
    },
  ],
  // New works: offcuts and packaging, nothing taken down.
  dechets: [
    { dechet: 'Chutes de carreaux', categorie: 'Inertes', exutoire: 'plateforme de recyclage des inertes' },
    { dechet: 'Sacs de mortier et emballages', categorie: 'DND', exutoire: 'centre de tri' },
    {
      dechet: 'Résidus et emballages souillés de joints époxy et de primaires',
      categorie: 'DD',
      exutoire: 'collecte des déchets dangereux, bordereau sur Trackdéchets',
    },
  ],
};

/** A canteen: its kitchen follows the food rules, its dining room is washed every day and walked by children. */
const SPEC_CANTINE = {
  when: CANTINE,
  sujet: 'cuisine et salle de restauration d’une cantine',
  texte:
    'Dans une cantine, la cuisine ou l’office de réchauffage, la plonge et les réserves relèvent des règles d’hygiène décrites ci-après ; la salle de restauration, lavée chaque jour et parcourue par les enfants, reçoit un carrelage de classement UPEC adapté au déplacement des chaises et des chariots, de la classe de glissance que le CCTP fixe pour ce local, avec des plinthes assorties et des joints faciles à entretenir. Les seuils entre cuisine, plonge et salle sont réglés sans ressaut, pour le passage des chariots et l’accessibilité.',
};

/**
 * A new build with nothing taken down, outside the kinds above: supports received from the other lots, no dépose
 * phase, new-works waste.
 */
const CARRELAGE_NEUF: SousType = {
  key: 'carrelage_neuf',
  label: 'carrelage en construction neuve',
  when: CONSTRUCTION_NEUVE,
  unless: new RegExp(`${ALIMENTAIRE.source}|${CANTINE.source}`),
  sansSpecificites: /^réfection sur support ancien$/,
  etapes: [
    {
      titre: 'Réception des supports',
      detail:
        'supports réceptionnés contradictoirement avant toute pose, qu’ils soient livrés par les autres lots (dallages, chapes, cloisons) ou conservés : âge et humidité résiduelle, planéité, cohésion, joints de dilatation et réservations relevés sur fiche (point d’arrêt)',
    },
    {
      titre: 'Préparation',
      detail: 'primaire, ragréage là où la planéité l’exige, désolidarisation lorsque le CCTP la prévoit',
    },
    {
      titre: 'Protection à l’eau',
      detail:
        'système de protection à l’eau sous carrelage dans les locaux humides, remonté en plinthe et autour des siphons',
      when: /douche|humide|sanitaire|vestiaire|cuisine|piscine/,
    },
    {
      titre: 'Calepinage',
      detail:
        'calepinage validé par le maître d’œuvre, départ de pose centré, joints de fractionnement calés sur ceux du support',
    },
    {
      titre: 'Pose',
      detail: 'pose collée au mortier-colle classé selon le support et le format, double encollage au-delà de 500 cm²',
    },
    {
      titre: 'Joints et finitions',
      detail: 'joints au mortier ou à l’époxy, joints de fractionnement et périphériques au mastic, plinthes',
    },
    { titre: 'Nettoyage et protection', detail: 'nettoyage de fin de chantier et protection jusqu’à la réception' },
  ],
  // The supports are received on site, where the moisture is measured before laying: their own phase, apart
  // from the visas (off site), so the survey tools go with it rather than with the final checks.
  phases: [
    { nom: 'Visas et approvisionnements', part: 0.1 },
    { nom: 'Réception et préparation des supports, protections à l’eau', part: 0.3 },
    { nom: 'Pose', part: 0.4 },
    { nom: 'Joints, finitions, nettoyage et réception', part: 0.2 },
  ],
  dechets: [
    { dechet: 'Chutes de carreaux', categorie: 'Inertes', exutoire: 'plateforme de recyclage des inertes' },
    { dechet: 'Sacs de mortier et emballages', categorie: 'DND', exutoire: 'centre de tri' },
    { dechet: 'Résidus de joints époxy et de primaires', categorie: 'DD', exutoire: 'collecte des déchets dangereux' },
  ],
  pointsAttention: ['l’âge et l’humidité résiduelle des dallages et des chapes livrés avant la pose'],
  sansPointsAttention: /^l’état des supports et leur taux d’humidité$/,
};

/** A floor-only lot (« revêtements de sols durs », « carrelage de sol »): no wall tiling in the object. */
const SOLS_DURS: SousType = {
  key: 'sols_durs',
  label: 'revêtements de sols durs',
  when: /sols? durs?\b|(carrelages?|revetements? carreles?) (de |des |du |au )?sols?\b|sols? carreles?/,
  unless: new RegExp(
    `faiences?|\\bmurs?\\b|muraux|murales?|douches?|salles? de bains?|salles? d'eau|\\bsanitaires\\b|${SPORTIF.source}|${ALIMENTAIRE.source}`,
  ),
  travaux: 'travaux de revêtements de sols durs',
  ouvrage: 'les revêtements de sols',
  specificites: [
    {
      when: /./,
      sujet: 'revêtements de sols',
      texte:
        'Le lot porte sur les sols : les supports livrés par les autres lots (chapes, dallages, ragréages) sont réceptionnés avant toute pose — planéité à la règle, humidité, fissures, joints de dilatation et réservations relevés sur fiche — puis le calepinage, validé par le maître d’œuvre, place les joints de fractionnement et de dilatation, les changements de revêtement et les seuils, dont les niveaux finis sont réglés avec les lots de sols souples, de menuiserie et de serrurerie. Les sols posés sont protégés jusqu’à la réception, les autres corps d’état intervenant souvent après nous.',
    },
  ],
  pointsAttention: ['la protection des sols finis pendant l’intervention des autres corps d’état'],
};

const EQUIPEMENTS_SPORTIFS: SousType = {
  key: 'equipements_sportifs',
  label: 'carrelage d’équipements sportifs',
  when: SPORTIF,
  // Staff changing rooms of a food area are no sports facility.
  unless: ALIMENTAIRE,
  normes: [
    {
      // NF P 05-011 (August 2019) replaced the experimental XP P 05-011.
      ref: 'NF P 05-011 et NF EN 16165',
      objet:
        'résistance à la glissance : classes pieds nus (PN) dans les vestiaires et douches, classes chaussées ailleurs, selon le CCTP',
    },
    {
      ref: 'NF DTU 52.2 P1-1-4',
      objet:
        'systèmes de protection à l’eau sous carrelage (SPEC) des vestiaires et douches collectives, les systèmes d’étanchéité liquide (SEL) relevant de leur avis technique',
    },
  ],
  sansNormes: /P 05-011/,
  // Its own paragraph says the showers.
  sansSpecificites: /^douches$/,
  specificites: [
    {
      when: new RegExp(`etablissements? sportifs?|equipements? sportifs?|${SPORTIF.source}`),
      sujet: 'vestiaires et douches collectives',
      texte:
        'Dans les vestiaires et douches collectives, le carrelage est posé sur une protection à l’eau : système de protection à l’eau sous carrelage (SPEC) selon le NF DTU 52.2 P1-1-4, ou système d’étanchéité liquide (SEL) sous avis technique lorsque le classement des locaux l’exige, remonté en plinthe et sur les parois des douches, raccordé aux siphons par leurs platines et traité aux angles et aux traversées par bandes et manchettes. Le sol est réglé en pente vers les évacuations, sans flache, et un essai à l’eau le vérifie avant la pose. Les carreaux ont la classe de résistance à la glissance pieds nus que le CCTP fixe selon la NF P 05-011 (les fabricants la déclarent souvent aussi en classes A, B ou C selon la DIN 51097), les plinthes sont à gorge là où le CCTP les prévoit, et les joints sont à l’époxy dans les zones lavées à grande eau.',
    },
    {
      when: /piscine|aquatique|nautique|bassin/,
      sujet: 'plages et abords de bassins',
      texte:
        'Autour des bassins, les interventions sont programmées pendant les vidanges ou fermetures techniques ; mortiers-colles et joints résistent à l’eau chlorée et aux produits d’entretien, et la remise en eau ou en service attend le délai de durcissement donné par le fabricant.',
    },
    {
      // Not in a new building: nothing is in service yet.
      when: new RegExp(`^(?!${NEUF_SANS_DEPOSE.source})`),
      sujet: 'équipements en service',
      texte:
        'Les équipements restent en service : chaque intervention est calée avec le service des sports sur les créneaux libres, la zone est fermée jusqu’à la prise des joints, et les carreaux de remplacement sont appareillés à l’existant (référence, teinte, format) ou pris dans les carreaux de réserve du site.',
    },
  ],
  risques: [
    {
      risque: 'Glissade sur sols mouillés (vestiaires, douches)',
      mesure: 'zone fermée et balisée, sols asséchés avant intervention, chaussures antidérapantes',
    },
  ],
  pointsAttention: [
    'les créneaux d’occupation des salles et les périodes de fermeture technique',
    'la disponibilité de carreaux identiques à l’existant pour les réparations',
  ],
};

/** The tiler's answer to a « tous corps d’état » contract. */
const TCE_CARRELEUR = tousCorpsEtat(
  'le carrelage et les revêtements de sols et de murs',
  'plomberie, électricité, menuiserie, peinture',
);

/**
 * A new sports hall: nothing in service, no existing tiles to match; its changing rooms and showers are waterproofed
 * before tiling, on supports received from the other lots (their moisture measured there, not at the handover).
 */
const EQUIPEMENTS_SPORTIFS_NEUFS: SousType = {
  ...EQUIPEMENTS_SPORTIFS,
  when: new RegExp(`${CONSTRUCTION_NEUVE.source}[\\s\\S]*(?:${SPORTIF.source})`),
  etapes: [
    {
      titre: 'Réception des supports',
      detail:
        'dallages, chapes et cloisons livrés par les autres lots réceptionnés contradictoirement avant toute pose : âge et humidité résiduelle mesurée à l’humidimètre à carbure, planéité, cohésion, joints de dilatation et réservations des siphons relevés sur fiche (point d’arrêt)',
    },
    {
      titre: 'Préparation',
      detail:
        'primaire, ragréage là où la planéité l’exige, formes de pente vers les siphons des douches lorsque le gros œuvre ne les a pas réalisées',
    },
    {
      titre: 'Protection à l’eau des vestiaires et douches',
      detail:
        'SPEC selon le NF DTU 52.2 P1-1-4, ou SEL sous avis technique, au sol et sur les parois des douches collectives, remonté en plinthe, raccordé aux siphons par leurs platines, bandes d’angle et manchettes aux traversées ; essai à l’eau des pentes avant carrelage (point d’arrêt)',
    },
    {
      titre: 'Calepinage',
      detail:
        'calepinage validé par le maître d’œuvre : départ de pose, joints de fractionnement calés sur ceux du support, changements de classe de glissance entre douches, vestiaires et circulations',
    },
    {
      titre: 'Pose',
      detail:
        'pose collée au mortier-colle classé selon le support et le format, double encollage au-delà de 500 cm² ; carreaux de la classe de glissance pieds nus prescrite dans les vestiaires et douches, plinthes assorties ou à gorge selon le CCTP',
    },
    {
      titre: 'Joints et finitions',
      detail:
        'joints époxy dans les douches et les zones lavées à grande eau, joints de fractionnement et périphériques au mastic, raccords aux siphons et aux seuils',
    },
    {
      titre: 'Nettoyage et protection',
      detail: 'nettoyage de fin de chantier, essai d’écoulement des douches, protection des sols jusqu’à la réception',
    },
  ],
  phases: [
    { nom: 'Visas et approvisionnements', part: 0.1 },
    { nom: 'Réception et préparation des supports', part: 0.15 },
    { nom: 'Protection à l’eau des vestiaires et douches', part: 0.15 },
    { nom: 'Pose', part: 0.4 },
    { nom: 'Joints, finitions, nettoyage et réception', part: 0.2 },
  ],
  autocontroles: [
    {
      point: 'Humidité résiduelle, planéité et cohésion des supports reçus',
      moment: 'à la réception des supports, avant toute pose (point d’arrêt)',
      preuve: 'relevés à l’humidimètre à carbure et à la règle sur fiche de réception',
    },
    {
      point: 'Continuité de la protection à l’eau et pentes vers les siphons',
      moment: 'avant carrelage des vestiaires et douches (point d’arrêt)',
      preuve: 'essai à l’eau, photos datées des remontées, angles et raccords aux siphons',
    },
    {
      point: 'Classe de glissance des carreaux livrés',
      moment: 'à la livraison',
      preuve: 'fiche technique et procès-verbal du fabricant comparés au CCTP',
    },
    {
      point: 'Adhérence (taux d’encollage)',
      moment: 'en cours de pose, par arrachement d’un carreau',
      preuve: 'photo et fiche d’autocontrôle',
    },
    {
      point: 'Planéité, alignement des joints, écoulement des douches',
      moment: 'après pose',
      preuve: 'fiche d’autocontrôle par local',
    },
  ],
  pointsAttention: [
    'les classes de glissance pieds nus et chaussés que le CCTP fixe pour chaque local',
    'les pentes et l’emplacement des siphons des douches collectives, arrêtés avec le lot plomberie',
  ],
};

/** A future use whose users change and shower (a dance or circus school, a fitness room), or showers named. */
const USAGE_DOUCHES = /\bdanses?\b|cirque|fitness|\byoga\b|douches?/;

/**
 * A building rehabilitated for a use with changing rooms and showers (« réhabilitation d’un bâtiment en vue
 * de la création d’une école des danses urbaines »): old coverings removed after the asbestos survey (old
 * tiles, glues, floor tiles), supports recognised once bare, and the future wet rooms waterproofed (SPEC
 * under NF DTU 52.2 P1-1-4 or SEL) with barefoot slip resistance. Not a sports hall nor a kitchen, whose
 * kinds say theirs.
 */
const REHABILITATION_LOCAUX_HUMIDES: SousType = {
  key: 'rehabilitation_locaux_humides',
  label: 'carrelage en réhabilitation',
  when: new RegExp(
    `^(?=[\\s\\S]*(?:rehabilit|reconversion|transformation|restructur|renov|reamenag))(?=[\\s\\S]*(?:${USAGE_DOUCHES.source}))`,
  ),
  unless: new RegExp(`${SPORTIF.source}|${ALIMENTAIRE.source}|${CANTINE.source}|${HORS_MODELE_SANS_TYPE.source}`),
  normes: [
    {
      ref: 'NF DTU 52.2 P1-1-4',
      objet:
        'systèmes de protection à l’eau sous carrelage (SPEC) des vestiaires et douches, les systèmes d’étanchéité liquide (SEL) relevant de leur avis technique',
    },
    {
      ref: 'NF P 05-011 et NF EN 16165',
      objet: 'résistance à la glissance : classes pieds nus dans les vestiaires et douches, chaussées ailleurs',
    },
    {
      ref: 'Arrêté du 16 juillet 2019 et NF X 46-020',
      objet:
        'repérage de l’amiante avant travaux des revêtements anciens (carrelages, colles, dalles de sol, ragréages), fourni par le maître d’ouvrage avant toute dépose',
    },
  ],
  sansNormes: /P 05-011|3778/,
  specificites: [
    {
      when: /./,
      sujet: 'vestiaires et douches de la future destination',
      texte:
        'La future destination du bâtiment comporte vraisemblablement des vestiaires et des douches pour ses usagers ; le CCTP en fixe la liste. Le carrelage y est posé sur une protection à l’eau : système de protection à l’eau sous carrelage (SPEC) selon le NF DTU 52.2 P1-1-4, ou système d’étanchéité liquide (SEL) sous avis technique lorsque le classement des locaux l’exige, remonté en plinthe et sur les parois des douches, raccordé aux siphons par leurs platines et traité aux angles et aux traversées par bandes et manchettes. Le sol est réglé en pente vers les évacuations, sans flache, et un essai à l’eau le vérifie avant la pose. Les carreaux ont la classe de résistance à la glissance pieds nus que le CCTP fixe selon la NF P 05-011, et les joints sont à l’époxy dans les zones lavées à grande eau.',
    },
    {
      when: /./,
      sujet: 'revêtements anciens d’un bâtiment réhabilité',
      texte:
        'Dans une réhabilitation, les revêtements anciens à déposer — carrelages et faïences, leurs colles et mortiers, dalles de sol, ragréages — sont d’abord vus dans le repérage de l’amiante avant travaux (arrêté du 16 juillet 2019, NF X 46-020), fourni par le maître d’ouvrage : les colles anciennes (bitumineuses notamment) et les dalles de sol posées avant 1997 en contiennent souvent. Ce qu’il signale est retiré avant nos travaux par une entreprise certifiée (sous-section 3) ; notre personnel, formé à la sous-section 4, n’y touche pas sans mode opératoire. Les supports mis à nu sont ensuite sondés au maillet, leur planéité et leur humidité relevées, et remis en état par primaire et ragréage fibré avant toute pose.',
    },
  ],
  sansSpecificites: /^(revêtements anciens et amiante|locaux humides|douches|réfection sur support ancien)$/,
  etapes: [
    {
      titre: 'Repérage et déposes',
      detail:
        'repérage de l’amiante avant travaux lu avant toute dépose (point d’arrêt), matériaux amiantés retirés avant par une entreprise certifiée, dépose des autres revêtements anciens avec tri des gravats',
    },
    {
      titre: 'Reconnaissance des supports',
      detail:
        'supports mis à nu sondés au maillet, planéité, humidité et cohésion relevées sur fiche, joints de dilatation et réservations des siphons repérés',
    },
    {
      titre: 'Préparation',
      detail: 'primaire, ragréage fibré ou chape, formes de pente vers les siphons des douches',
    },
    {
      titre: 'Protection à l’eau des vestiaires et douches',
      detail:
        'dans les vestiaires et douches que prévoit le CCTP, SPEC selon le NF DTU 52.2 P1-1-4, ou SEL sous avis technique, au sol et sur les parois des douches, remonté en plinthe, raccordé aux siphons par leurs platines, bandes d’angle et manchettes aux traversées ; essai à l’eau des pentes avant carrelage (point d’arrêt)',
    },
    {
      titre: 'Calepinage',
      detail:
        'calepinage validé par le maître d’œuvre, joints de fractionnement calés sur ceux du support, changements de classe de glissance entre douches, vestiaires et circulations',
    },
    {
      titre: 'Pose',
      detail:
        'pose collée au mortier-colle classé selon le support et le format, double encollage au-delà de 500 cm², carreaux de la classe de glissance pieds nus prescrite dans les vestiaires et douches',
    },
    {
      titre: 'Joints et finitions',
      detail:
        'joints époxy dans les douches et les zones lavées à grande eau, joints de fractionnement et périphériques au mastic, plinthes',
    },
    {
      titre: 'Nettoyage et protection',
      detail: 'nettoyage de fin de chantier, essai d’écoulement des douches, protection des sols jusqu’à la réception',
    },
  ],
  phases: [
    { nom: 'Repérage, déposes et préparation des supports', part: 0.25 },
    { nom: 'Protection à l’eau des vestiaires et douches', part: 0.15 },
    { nom: 'Pose', part: 0.4 },
    { nom: 'Joints, finitions, nettoyage et réception', part: 0.2 },
  ],
  materiaux: [
    'carreaux grès cérame de classement UPEC adapté aux locaux, de la classe de glissance pieds nus prescrite dans les vestiaires et douches',
    'mortiers-colles certifiés CSTBat',
    'systèmes de protection à l’eau sous carrelage (SPEC) ou d’étanchéité liquide (SEL) sous avis technique',
    'primaires et ragréages fibrés adaptés aux supports anciens',
    'joints époxy pour les douches, joints ciment ailleurs',
  ],
  habilitations: [
    'formation à la prévention des troubles musculo-squelettiques (pose à genoux)',
    'formation amiante sous-section 4 pour toute intervention sur matériaux amiantés',
  ],
  risques: [
    {
      risque: 'Exposition à l’amiante lors des déposes (colles, dalles et carrelages anciens)',
      mesure:
        'repérage lu avant toute dépose, matériaux signalés retirés par une entreprise certifiée (sous-section 3), arrêt et alerte en cas de matériau suspect découvert',
    },
    {
      risque: 'Glissade sur sols mouillés (vestiaires, douches)',
      mesure: 'zone fermée et balisée, sols asséchés avant intervention, chaussures antidérapantes',
    },
  ],
  dechets: [
    {
      dechet: 'Carrelages déposés et chutes de carreaux',
      categorie: 'Inertes',
      exutoire: 'plateforme de recyclage des inertes',
    },
    {
      dechet: 'Colles, dalles et revêtements amiantés, si le repérage en signale',
      categorie: 'DD',
      exutoire: 'installation de stockage autorisée, bordereau BSDA sur Trackdéchets',
    },
    { dechet: 'Sacs de mortier et emballages', categorie: 'DND', exutoire: 'centre de tri' },
    { dechet: 'Résidus de joints époxy et de primaires', categorie: 'DD', exutoire: 'collecte des déchets dangereux' },
  ],
  autocontroles: [
    {
      point: 'Repérage amiante lu et revêtements à déposer validés',
      moment: 'avant toute dépose (point d’arrêt)',
      preuve: 'repérage transmis, plan des déposes visé par le maître d’œuvre',
    },
    {
      point: 'Planéité, humidité et cohésion des supports mis à nu',
      moment: 'après dépose, avant préparation',
      preuve: 'relevés à la règle et à l’humidimètre à carbure sur fiche',
    },
    {
      point: 'Continuité de la protection à l’eau et pentes vers les siphons',
      moment: 'avant carrelage des vestiaires et douches (point d’arrêt)',
      preuve: 'essai à l’eau, photos datées des remontées, angles et raccords aux siphons',
    },
    {
      point: 'Classe de glissance des carreaux livrés',
      moment: 'à la livraison',
      preuve: 'fiche technique et procès-verbal du fabricant comparés au CCTP',
    },
    {
      point: 'Adhérence (taux d’encollage)',
      moment: 'en cours de pose, par arrachement d’un carreau',
      preuve: 'photo et fiche d’autocontrôle',
    },
    {
      point: 'Planéité, alignement des joints, écoulement des douches',
      moment: 'après pose',
      preuve: 'fiche d’autocontrôle par local',
    },
  ],
  pointsAttention: [
    'le repérage de l’amiante avant travaux des revêtements anciens (carrelages, colles, dalles de sol)',
    'les vestiaires et douches de la future destination et leurs classes de glissance pieds nus, à lire au CCTP',
    'l’état des supports mis à nu après dépose et leur taux d’humidité',
    'les pentes et l’emplacement des siphons, arrêtés avec le lot plomberie',
  ],
  sansPointsAttention: /./,
};

/** Paving named, or a « place », a parvis, a square, an esplanade, a promenade, a pedestrian street. */
const PAVAGE =
  /\bpaves?\b|pavages?|pavements?|dallages? (?:exterieurs?|en pierre|en beton|granit)|dalles? (?:en pierre|en beton|de pierre|granit)|pierres? naturelles?|(?<!\b(?:en|sur|a la) )\bplaces?\b|\bparvis\b|esplanades?|\bsquares?\b|promenades?|\bpietonn/;

/**
 * The paving of an outdoor public space (a « place », a parvis, a pedestrian street) whose object names no
 * building: pavés and dalles on a sand or mortar bed, to the urban-paving rules — not indoor tiling. A city-stade
 * or a playground without paving named is left to the trade-neutral method (the trade's part to be confirmed).
 */
const PAVAGE_EXTERIEUR: SousType = {
  key: 'pavage_exterieur',
  label: 'pavage et dallage extérieurs de l’espace public',
  when: new RegExp(`${ESPACE_PUBLIC_SANS_BATIMENT.source}(?=[\\s\\S]*(?:${PAVAGE.source}))`),
  surObjet: true,
  nommePar:
    /\bpaves?\b|pavages?|pavements?|dallages?|\bdalles?\b|pierres? naturelles?|revetements? (?:de sols?|mineraux|en pierre)|carrelages?/,
  travaux: 'travaux de pavage et de dallage extérieurs',
  ouvrage: 'les revêtements de l’espace en pavés et dalles',
  sansNormes: /./,
  normes: [
    DT_DICT,
    {
      ref: 'NF P 98-335',
      objet:
        'chaussées urbaines : mise en œuvre des revêtements modulaires (pavés et dalles en béton, en terre cuite ou en pierre naturelle)',
    },
    // (all four cited: the notice rarely says the material, which the CCTP fixes)
    { ref: 'NF EN 1338', objet: 'pavés en béton : exigences et méthodes d’essai' },
    { ref: 'NF EN 1339', objet: 'dalles en béton : exigences et méthodes d’essai' },
    { ref: 'NF EN 1342', objet: 'pavés de pierre naturelle pour le pavage extérieur' },
    { ref: 'NF EN 1341', objet: 'dalles de pierre naturelle pour le pavage extérieur' },
    { ref: 'NF EN 1344', objet: 'pavés en terre cuite', when: /terre cuite|briques?/ },
  ],
  sansSpecificites: /./,
  specificites: [
    {
      when: /./,
      sujet: 'pavage d’un espace public',
      texte:
        'L’objet porte sur un espace public extérieur et ne nomme aucun bâtiment : notre part y est celle des revêtements de l’espace en pavés ou en dalles, dans l’étendue que fixe le CCTP, à confirmer à sa lecture ; aucun carrelage intérieur n’est supposé. Les pavés et dalles sont posés selon la NF P 98-335, sur lit de sable ou de gravillons (pose souple) ou sur mortier ou béton de pose (pose scellée) selon le CCTP et la circulation que l’espace reçoit (piétons, livraisons, véhicules de service ou de secours), sur une fondation dont la portance et les niveaux sont vérifiés avant la pose. Les éléments répondent à leur norme de produit — NF EN 1338 et NF EN 1339 pour le béton, NF EN 1342 et NF EN 1341 pour la pierre naturelle —, avec la résistance au gel et aux sels de déverglaçage et la résistance à la glissance que demande un sol piéton extérieur, arrêtées sur fiche technique et échantillon soumis au visa. Les pentes que fixe le projet conduisent l’eau aux caniveaux et avaloirs sans flache ; joints, calepinage, bordures et raccords aux seuils, tampons et mobilier sont arrêtés sur plan, et les cheminements restent praticables par les personnes à mobilité réduite (ressauts, bandes d’éveil de vigilance là où le projet les prévoit). L’espace reste ouvert au public pendant les travaux : emprises clôturées, cheminements piétons balisés, accès des riverains et des commerces conservés.',
    },
  ],
  etapes: [
    {
      titre: 'Relevés et implantation',
      detail:
        'DT-DICT et marquage-piquetage des réseaux, relevé des niveaux des seuils, tampons et caniveaux existants, implantation et calepinage soumis au visa avec les échantillons',
    },
    {
      titre: 'Réception de la forme',
      detail:
        'portance, niveaux et pentes de la fondation livrée par le lot de voirie ou exécutée selon le CCTP, contrôlés contradictoirement avant toute pose (point d’arrêt)',
    },
    {
      titre: 'Bordures et caniveaux',
      detail: 'bordures, caniveaux et contre-bordures posés sur béton de calage, alignements et fils d’eau vérifiés',
    },
    {
      titre: 'Pose des pavés et dalles',
      detail:
        'lit de pose réglé (sable, gravillons ou mortier selon le CCTP), pose au cordeau suivant le calepinage, coupes à la scie à eau, compactage à la plaque vibrante munie d’une semelle de protection pour la pose souple',
    },
    {
      titre: 'Joints et finitions',
      detail:
        'jointoiement au sable ou au mortier selon le CCTP, raccords aux tampons, seuils et mobilier, nettoyage sans haute pression sur les joints frais',
    },
    {
      titre: 'Contrôles et remise en circulation',
      detail:
        'planéité à la règle, pentes et écoulement vérifiés à l’eau, remise en circulation après le délai de prise des joints et du mortier de pose',
    },
  ],
  phases: [
    { nom: 'Préparation, DT-DICT et implantation', part: 0.15 },
    { nom: 'Réception de la forme, bordures et caniveaux', part: 0.2 },
    { nom: 'Pose des pavés et dalles', part: 0.45 },
    { nom: 'Joints, finitions et réception', part: 0.2 },
  ],
  risques: [
    {
      risque: 'Heurt ou chute d’un piéton dans l’emprise ouverte au public',
      mesure:
        'emprises clôturées chaque soir, cheminements piétons balisés et accessibles maintenus, aucun matériau stocké hors emprise',
    },
    {
      risque: 'Manutention des pavés, dalles et bordures',
      mesure: 'pince à pavés ou ventouse de pose, mini-chargeur pour les palettes, poids unitaires limités',
    },
  ],
  sansRisques: /Glissade|sols mouillés/,
  materiel: [
    { nom: 'plaque vibrante avec semelle de protection', match: /plaque vibrante|vibrante|compacteur/ },
    { nom: 'pince à pavés ou ventouse de pose', match: /pince|ventouse/ },
  ],
  sansMateriel: /malaxeur|humidimètre|chariot pour grands formats/,
  materiaux: [
    'Pavés et dalles en béton ou en pierre naturelle conformes à leur norme de produit, selon le CCTP',
    'Sable ou gravillons de lit de pose, mortier de pose et de jointoiement selon le CCTP',
    'Bordures et caniveaux',
  ],
  habilitations: [
    'AIPR pour les travaux à proximité des réseaux',
    'formation à la prévention des troubles musculo-squelettiques (pose à genoux, manutention)',
  ],
  autocontroles: [
    {
      point: 'Portance, niveaux et pentes de la forme',
      moment: 'avant toute pose (point d’arrêt)',
      preuve: 'fiche de réception de la forme, relevé des niveaux',
    },
    {
      point: 'Conformité des pavés et dalles livrés (norme de produit, gel, glissance, teinte)',
      moment: 'à la livraison',
      preuve: 'bons de livraison et fiches techniques comparés au visa',
    },
    {
      point: 'Planéité, pentes et écoulement',
      moment: 'avant réception',
      preuve: 'relevé à la règle et essai à l’eau sur fiche d’autocontrôle',
    },
  ],
  dechets: [
    {
      dechet: 'Chutes de pavés, dalles et bordures',
      categorie: 'Inertes',
      exutoire: 'plateforme de recyclage des inertes',
    },
    { dechet: 'Palettes, cerclages et emballages', categorie: 'DND', exutoire: 'reprise fournisseur ou centre de tri' },
  ],
  sansPointsAttention: /./,
  pointsAttention: [
    'la part de l’espace qui nous revient (pavage, dallage, bordures) et les limites de prestation avec le lot de voirie',
    'la circulation que reçoit l’espace (piétons, livraisons, véhicules de secours), qui fixe la pose souple ou scellée',
    'le maintien des cheminements piétons et des accès des riverains et des commerces pendant le phasage',
  ],
  decennale:
    'les revêtements de l’espace et leur lit de pose, pour tout désordre rendant l’ouvrage impropre à sa destination',
  biennale: '',
  entretien:
    'regarnir les joints sablés la première année, nettoyer sans haute pression sur les joints, remplacer à l’identique les éléments cassés à partir du stock de réserve remis à la réception',
};

const CARRELEUR_KINDS: SousType[] = [
  // In service; the TCE paragraph left to the new-rooms kind when rooms are created.
  ...avecTousCorpsEtatSauf(
    { ...EQUIPEMENTS_SPORTIFS, unless: new RegExp(`${ALIMENTAIRE.source}|${CONSTRUCTION_NEUVE.source}`) },
    TCE_CARRELEUR,
    NEUF_SANS_DEPOSE,
  ),
  // Always read with the new-building kind below (or a new canteen's), which answers « tous corps d’état ».
  EQUIPEMENTS_SPORTIFS_NEUFS,
  ...[
    // In existing rooms (the kind as written above), in new or created ones, and a new canteen.
    { ...LOCAUX_ALIMENTAIRES, unless: NEUF_SANS_DEPOSE },
    {
      ...LOCAUX_ALIMENTAIRES,
      ...ALIMENTAIRES_NEUFS,
      when: new RegExp(`${NEUF_SANS_DEPOSE.source}[\\s\\S]*(?:${ALIMENTAIRE.source})`),
    },
    {
      ...LOCAUX_ALIMENTAIRES,
      ...ALIMENTAIRES_NEUFS,
      label: 'carrelage de locaux de restauration',
      travaux: 'travaux de carrelage de la cuisine et des locaux de restauration',
      ouvrage: 'les revêtements carrelés de la cuisine et des locaux de restauration',
      when: new RegExp(`${NEUF_SANS_DEPOSE.source}[\\s\\S]*(?:${CANTINE.source})`),
      unless: ALIMENTAIRE,
      // The hygiene paragraph is read for the canteen's kitchen too.
      specificites: [
        SPEC_CANTINE,
        ...(LOCAUX_ALIMENTAIRES.specificites ?? []).map((x) => (x.when === ALIMENTAIRE ? { ...x, when: /./ } : x)),
      ],
    },
  ].flatMap((st) => avecTousCorpsEtat(st, TCE_CARRELEUR)),
  // With a new or created room's kind, that kind answers « tous corps d’état ».
  ...avecTousCorpsEtatSauf(SOLS_DURS, TCE_CARRELEUR, NEUF_SANS_DEPOSE),
  ...avecTousCorpsEtat(CARRELAGE_NEUF, TCE_CARRELEUR),
  // Rooms created without dépose (« création d’une plateforme de service public »): the same method, not called
  // a new building.
  ...avecTousCorpsEtat(
    {
      ...CARRELAGE_NEUF,
      key: 'carrelage_creation',
      label: 'carrelage des locaux créés',
      when: NEUF_SANS_DEPOSE,
      unless: new RegExp(`${CONSTRUCTION_NEUVE.source}|${ALIMENTAIRE.source}|${CANTINE.source}`),
    },
    TCE_CARRELEUR,
  ),
  ...avecTousCorpsEtat(REHABILITATION_LOCAUX_HUMIDES, TCE_CARRELEUR),
];

/** A plasterboard lot relaunched after its contractor failed: the site is taken over, not started. */
/** A place of worship or heritage building named with its ceilings, or a traditional ceiling named. */
const PLAFONDS_PATRIMOINE =
  /plafonds?.{0,60}(eglises?|chapelles?|cathedrales?|basiliques?|abbayes?|temples?|monuments? historiques?|chateaux?)|(eglises?|chapelles?|cathedrales?|basiliques?|abbayes?|temples?|chateaux?).{0,60}plafonds?|voutes? lambrissees?|\bstaff\b|platre sur lattis|\blattis\b|\bgypseries?\b/;

/** Ceilings named in the object, the lots or the descripteurs (« Cloison, faux plafond »). */
const PLAFONDS = /plafonds?/;
/** Partitions or linings named with them. */
const CLOISONS = /cloisons?|cloisonnements?|doublages?|platrerie/;

/** The ceiling standards: NF DTU 25.41 for boards on furrings, NF DTU 58.1 for modular ceilings when they apply. */
const NORMES_PLAFONDS = [
  {
    ref: 'NF DTU 25.41',
    objet:
      'ouvrages en plaques de plâtre : cloisons, doublages et plafonds en plaques vissées sur ossature métallique (fourrures) suspendue ou fixée au support',
  },
  {
    ref: 'NF DTU 58.1',
    objet:
      'plafonds suspendus en éléments de modules (dalles ou panneaux démontables sur ossature), pour les plafonds de ce type que prévoit le CCTP',
    // Not when the notice says the ceilings are plasterboard and names no modular ceiling.
    when: /^(?![\s\S]*plafonds? (en |de )?(plaques?|ba ?13|placo|platre))|dalles|demontables?|modul|plafonds? suspendus?/,
  },
];

const SPEC_PLAFONDS = [
  {
    when: /./,
    sujet: 'faux plafonds',
    texte:
      'Les faux plafonds sont montés selon le NF DTU 25.41 pour les plaques de plâtre vissées sur fourrures, et selon le NF DTU 58.1 pour les plafonds démontables en dalles lorsque le CCTP en prévoit. Avant toute pose, le plénum est relevé : hauteur disponible, nature du support des suspentes (béton, bois, bac acier), réseaux d’électricité, de ventilation et de chauffage qui l’occupent. Les suspentes et l’ossature sont celles du système, à l’entraxe de ses tableaux selon la charge, fixées au support par des chevilles adaptées et jamais aux réseaux ni aux gaines. Luminaires, bouches et détecteurs ont leurs propres supports ou renforts, et les trappes de visite sont placées au droit des organes à entretenir (boîtes de dérivation, registres, vannes), positions arrêtées avec les lots électricité et CVC avant fermeture.',
  },
  {
    when: /coupe-feu|\bfeu\b|\bei ?\d|\brei ?\d|acoust|phonique/,
    sujet: 'plafonds à performance au feu ou acoustique',
    texte:
      'Un plafond à performance au feu ou acoustique est monté exactement selon le procès-verbal de son système (plaques, ossature, entraxes, isolant) : les trappes, luminaires et bouches encastrés ont la même performance ou sont protégés selon ce PV, et chaque traversée du plafond par un réseau est calfeutrée avant réception.',
  },
];

const AUTOCONTROLES_PLAFONDS = [
  {
    point: 'Relevé du plénum et nature du support des suspentes',
    moment: 'avant pose des suspentes',
    preuve: 'fiche de relevé, photos',
  },
  {
    point: 'Réseaux du plénum posés et contrôlés par les lots concernés',
    moment: 'avant fermeture du plafond (point d’arrêt)',
    preuve: 'photos datées et visa des lots électricité et CVC',
  },
  {
    point: 'Entraxe des suspentes et des fourrures, planéité du plafond',
    moment: 'avant pose des plaques, puis après finition',
    preuve: 'fiche d’autocontrôle, contrôle à la règle et en lumière rasante',
  },
];

const ETAPE_PLAFONDS = {
  titre: 'Faux plafonds',
  detail:
    'suspentes fixées au support selon sa nature, ossature réglée au laser, réseaux du plénum posés et contrôlés par les lots concernés avant fermeture, plaques vissées ou dalles posées, renforts des luminaires et des bouches, trappes de visite',
};

/** Partitions and ceilings (« Cloison, faux plafond »): the partition method with the ceilings' own step and standard. */
const CLOISONS_PLAFONDS: SousType = {
  key: 'cloisons_plafonds',
  label: 'cloisons et faux plafonds',
  travaux: 'travaux de cloisons et de faux plafonds',
  when: new RegExp(`^(?=[\\s\\S]*(?:${PLAFONDS.source}))(?=[\\s\\S]*(?:${CLOISONS.source}))`),
  // A lot taken over after a failed contractor keeps its own kind (one name for the works).
  unless: new RegExp(`${PLAFONDS_PATRIMOINE.source}|${REPRISE_APRES_DEFAILLANCE.when.source}`),
  sansNormes: /25\.41|58\.1/,
  normes: NORMES_PLAFONDS,
  specificites: SPEC_PLAFONDS,
  etapes: [
    {
      titre: 'Implantation',
      detail:
        'traçage des cloisons au sol et au plafond selon les plans, niveau des faux plafonds au laser, relevé du plénum, validation des réservations avec les lots techniques',
    },
    { titre: 'Ossatures', detail: 'rails et montants aux entraxes du système, renforts pour charges lourdes' },
    {
      titre: 'Première peau et réseaux',
      detail: 'pose de la première face, passage des réseaux par les autres lots, isolant',
    },
    { titre: 'Fermeture', detail: 'pose de la seconde face après contrôle des réseaux et de l’isolant' },
    ETAPE_PLAFONDS,
    {
      titre: 'Bandes et finitions',
      detail: 'traitement des joints en trois passes, ponçage, niveau de finition prêt à peindre',
    },
  ],
  autocontroles: [...PLAQUISTE.autocontroles, ...AUTOCONTROLES_PLAFONDS],
  phases: [
    { nom: 'Préparation, implantation et relevé du plénum', part: 0.1 },
    { nom: 'Ossatures et premières faces', part: 0.3 },
    { nom: 'Isolation et fermeture des cloisons', part: 0.2 },
    { nom: 'Faux plafonds', part: 0.25 },
    { nom: 'Bandes, finitions et réception', part: 0.15 },
  ],
  materiaux: [
    ...PLAQUISTE.materiaux,
    'suspentes et fourrures du système, chevilles adaptées au support',
    'dalles de plafond du classement prescrit, lorsque le CCTP prévoit des plafonds démontables',
  ],
  pointsAttention: [
    ...PLAQUISTE.pointsAttention,
    'la hauteur du plénum, la nature du support des suspentes et les réseaux qui l’occupent',
    'le type de plafond prévu (plaques vissées ou dalles démontables) et l’emplacement des trappes de visite',
  ],
  sansPointsAttention: /./,
};

/** Ceilings alone (no partition named): the ceiling method, not the partitions'. */
const FAUX_PLAFONDS: SousType = {
  key: 'faux_plafonds',
  label: 'faux plafonds',
  when: PLAFONDS,
  unless: new RegExp(`${CLOISONS.source}|${PLAFONDS_PATRIMOINE.source}|${REPRISE_APRES_DEFAILLANCE.when.source}`),
  travaux: 'travaux de faux plafonds',
  ouvrage: 'les plafonds',
  sansNormes: /25\.41|58\.1|25\.42/,
  normes: NORMES_PLAFONDS,
  specificites: SPEC_PLAFONDS,
  sansSpecificites: /^(performances acoustiques|doublages isolants)$/,
  etapes: [
    {
      titre: 'Relevé et implantation',
      detail:
        'relevé du plénum (hauteur, support, réseaux), niveau du plafond fini tracé au laser, positions des luminaires, bouches et trappes arrêtées avec les lots techniques',
    },
    {
      titre: 'Dépose',
      detail: 'dépose des plafonds existants à remplacer, repérage amiante lu avant toute dépose',
      when: /depose|remplacement|refection|renovation|rehabilitation/,
    },
    {
      titre: 'Suspentes et ossature',
      detail:
        'suspentes fixées au support par des chevilles adaptées, ossature du système aux entraxes de ses tableaux, réglée de niveau',
    },
    {
      titre: 'Réseaux du plénum',
      detail: 'réseaux posés et contrôlés par les lots concernés avant fermeture (point d’arrêt)',
    },
    {
      titre: 'Plaques ou dalles',
      detail:
        'plaques vissées sur fourrures ou dalles posées sur ossature, renforts des luminaires et des bouches, trappes de visite',
    },
    {
      titre: 'Finitions',
      detail: 'bandes et enduits des plafonds en plaques, calfeutrement des traversées, nettoyage avant réception',
    },
  ],
  autocontroles: AUTOCONTROLES_PLAFONDS,
  dechets: [
    {
      dechet: 'Chutes de plaques de plâtre et plafonds en plâtre déposés',
      categorie: 'DND',
      exutoire: 'benne plâtre dédiée vers la filière de recyclage du plâtre (reprise fabricant ou REP PMCB)',
    },
    {
      dechet: 'Dalles de plafond déposées',
      categorie: 'DND',
      exutoire: 'reprise fabricant lorsqu’elle existe, sinon centre de tri',
      when: /dalles|depose|remplacement/,
    },
    {
      dechet: 'Suspentes, fourrures et ossatures métalliques',
      categorie: 'DND',
      exutoire: 'ferrailleur pour recyclage',
    },
    { dechet: 'Emballages', categorie: 'DND', exutoire: 'centre de tri' },
  ],
  decennale:
    'les plafonds dont la chute ou le désordre rend l’ouvrage impropre à sa destination, performances au feu ou acoustiques comprises',
  phases: [
    { nom: 'Préparation, relevé du plénum et approvisionnement', part: 0.15 },
    { nom: 'Suspentes et ossatures', part: 0.3 },
    { nom: 'Plaques ou dalles et trappes', part: 0.35 },
    { nom: 'Finitions et réception', part: 0.2 },
  ],
  materiaux: [
    'plaques de plâtre certifiées NF ou dalles de plafond du classement prescrit',
    'suspentes, fourrures et ossatures du même système, chevilles adaptées au support',
    'enduits et bandes du même fabricant',
  ],
  pointsAttention: [
    'la hauteur du plénum, la nature du support des suspentes et les réseaux qui l’occupent',
    'le type de plafond prévu (plaques vissées ou dalles démontables) et ses performances au feu et acoustiques',
  ],
  sansPointsAttention: /exigences au feu et acoustiques de chaque paroi|avant fermeture/,
};

/**
 * An energy upgrade or an insulated lining named by the object (« rénovation énergétique », « isolation
 * thermique », « doublages isolants », « ITI »): not an outer insulation (ITE, the façade trade's) nor a loft
 * blown alone.
 */
const ISOLATION_INTERIEURE_NOMMEE =
  /doublages? (isolants?|thermiques?|thermo-?acoustiques?|colles?)|isolation (thermique )?(par l'interieur|interieure)|\biti\b|complexes? (isolants?|de doublage)/;
const RENOVATION_ENERGETIQUE =
  /renovation (energetique|thermique)|rehabilitation (energetique|thermique)|amelioration (energetique|thermique|de la performance energetique)|isolation thermique|travaux d'economies? d'energie/;
const ISOLATION_AUTRE =
  /^(?![\s\S]*(doublages?|par l'interieur|interieure|\biti\b))[\s\S]*(par l'exterieur|\bite\b|\betics\b|combles|soufflage|rampants|toitures?)/;

/** Insulated linings of an existing building's walls (isolation thermique par l'intérieur). */
const DOUBLAGES_ISOLANTS: SousType = {
  key: 'doublages_isolants',
  label: 'isolation thermique par l’intérieur (doublages isolants)',
  when: new RegExp(`${ISOLATION_INTERIEURE_NOMMEE.source}|${RENOVATION_ENERGETIQUE.source}`),
  unless: ISOLATION_AUTRE,
  travaux: 'travaux d’isolation thermique par l’intérieur et de doublages',
  ouvrage: 'les doublages isolants',
  sansNormes: /25\.42|PV de résistance au feu/,
  normes: [
    {
      ref: 'NF DTU 25.42',
      objet:
        'doublages en complexes et sandwiches plaque de plâtre–isolant collés ou fixés, lorsque le CCTP prévoit des complexes',
    },
    {
      ref: 'NF DTU 45.10',
      objet:
        'isolation des combles par soufflage d’isolants en vrac, pour les planchers de combles que le CCTP confie au lot',
      when: /combles|soufflage|vrac/,
    },
    {
      ref: 'Arrêté du 3 mai 2007 modifié (réglementation thermique des bâtiments existants, élément par élément)',
      objet:
        'résistance thermique minimale des parois isolées lors de travaux sur un bâtiment existant, la valeur du CCTP s’appliquant si elle est plus exigeante',
    },
    {
      ref: 'Certification ACERMI',
      objet: 'résistance thermique déclarée et aptitudes à l’emploi des isolants',
    },
  ],
  sansSpecificites: /^doublages isolants$/,
  specificites: [
    {
      // The object says an energy upgrade without naming the lot's works: a hypothesis, not the file's content.
      when: new RegExp(
        `^(?![\\s\\S]*(?:${ISOLATION_INTERIEURE_NOMMEE.source}))[\\s\\S]*(?:${RENOVATION_ENERGETIQUE.source})`,
      ),
      sujet: 'part du lot dans la rénovation énergétique',
      texte:
        'L’objet annonce une rénovation énergétique sans détailler les ouvrages de notre lot : si le CCTP prévoit, comme dans la plupart de ces opérations, l’isolation par l’intérieur des murs donnant sur l’extérieur ou sur des locaux non chauffés, et l’isolation des plafonds sous combles ou sous locaux non chauffés, ces ouvrages sont exécutés comme décrit ci-après ; leur composition (isolant, épaisseur, ossature ou complexe collé, parement) et la résistance thermique exigée sont reprises du CCTP à la préparation, sans rien supposer au-delà.',
    },
    {
      when: /./,
      sujet: 'doublages isolants et résistance thermique',
      texte:
        'Les doublages isolants ont la résistance thermique fixée par le CCTP, au moins celle qu’exige l’arrêté du 3 mai 2007 modifié pour la paroi concernée (réglementation thermique des bâtiments existants, élément par élément) : isolant certifié ACERMI, dont l’étiquette (résistance thermique déclarée, épaisseur) est vérifiée à la livraison, posé sans vide ni tassement, en panneaux jointifs ou en deux couches à joints décalés. Selon le support et le CCTP, le doublage est monté sur ossature métallique (appuis intermédiaires réglables ou fourrures) avec isolant et plaque vissée, selon le NF DTU 25.41, ou en complexe isolant-plaque collé sur un mur sain et plan, selon le NF DTU 25.42 ; un mur humide (remontées capillaires, infiltrations) est signalé au maître d’œuvre avant d’être doublé.',
    },
    {
      when: /./,
      sujet: 'pare-vapeur et étanchéité à l’air',
      texte:
        'La vapeur d’eau ne doit pas atteindre la face froide de l’isolant : le pare-vapeur (membrane, ou plaque à pare-vapeur intégré selon le système) est continu côté chaud, ses lés recouverts et adhésivés, raccordé par adhésifs ou mastics aux menuiseries, aux planchers, aux plafonds et aux murs de refend. Chaque traversée (gaine électrique, tuyauterie, boîtier) est traitée par manchon, œillet ou boîtier étanche, et les réseaux passent de préférence dans le vide technique côté intérieur sans percer la membrane. La continuité de l’étanchéité à l’air est contrôlée par local avant la pose des parements (point d’arrêt) et, si le CCTP prévoit une mesure de perméabilité à l’air, les défauts qu’elle révèle sont repris avant fermeture définitive.',
    },
    {
      when: /./,
      sujet: 'ponts thermiques et points singuliers',
      texte:
        'Les ponts thermiques se traitent aux jonctions : retour d’isolant en tableaux et voussures des fenêtres sur l’épaisseur que laisse la menuiserie, jusqu’au dormant ; isolant continu derrière les radiateurs et les coffres de volets ; en rive des planchers et au droit des murs de refend, retours d’isolant sur la longueur que fixe le CCTP. Les menuiseries, les appuis et les tableaux sont relevés avant commande, et les radiateurs, prises et appareillages des murs doublés sont déposés puis reposés par les lots concernés, à des dates arrêtées avec eux.',
    },
    {
      when: /./,
      sujet: 'bâtiment occupé',
      texte:
        'Si le bâtiment reste occupé pendant les travaux, les locaux sont traités par zones libérées successivement, selon un phasage arrêté avec le maître d’ouvrage : mobilier déplacé ou protégé, zone fermée et balisée, découpes et ponçages aspirés à la source, chutes d’isolant évacuées chaque jour en sacs fermés, circulations et issues laissées libres ; chaque zone est rendue propre, parements finis, avant que la suivante soit ouverte.',
    },
  ],
  etapes: [
    {
      titre: 'Relevés et repérages',
      detail:
        'relevé des parois à doubler (nature, planéité, humidité, fissures), des menuiseries, tableaux et appuis, des radiateurs, réseaux et appareillages à déplacer ; repérage amiante et plomb lu avant toute dépose ou tout percement ; composition et résistance thermique de chaque paroi reprises du CCTP',
    },
    {
      titre: 'Préparation des parois',
      detail:
        'supports nettoyés et vérifiés ; dépose des doublages, habillages et isolants existants lorsque le CCTP la prévoit, triés à la source ; dépose des radiateurs et appareillages par les lots concernés',
    },
    {
      titre: 'Ossatures et isolant',
      detail:
        'ossature métallique du système (appuis intermédiaires ou fourrures) ou plots de colle des complexes, isolant ACERMI de la résistance prescrite posé jointif, retours en tableaux, en rive des planchers et au droit des refends',
    },
    {
      titre: 'Pare-vapeur et traversées',
      detail:
        'pare-vapeur continu côté chaud, lés adhésivés et raccordés aux menuiseries, planchers et plafonds ; traversées des réseaux par manchons et boîtiers étanches ; contrôle de continuité par local avant fermeture (point d’arrêt)',
    },
    {
      titre: 'Parements',
      detail:
        'plaques vissées sur l’ossature ou complexes collés, habillage des tableaux et des voussures, renforts des charges lourdes',
    },
    // Ceilings named with the linings (« doublages isolants et faux plafonds »): their own step.
    { ...ETAPE_PLAFONDS, when: /plafonds?/ },
    {
      titre: 'Bandes et finitions',
      detail:
        'traitement des joints en trois passes, ponçage aspiré, niveau de finition prêt à peindre, repose des appareillages par les lots concernés',
    },
  ],
  risques: [
    {
      risque: 'Fibres et poussières des isolants (laines minérales)',
      mesure:
        'découpe au couteau plutôt qu’à la scie, gants, manches longues, lunettes et masque FFP2, chutes ensachées au poste',
    },
  ],
  autocontroles: [
    {
      point: 'Isolant livré : résistance thermique déclarée et épaisseur',
      moment: 'à la livraison',
      preuve: 'étiquettes et certificats ACERMI comparés au CCTP',
    },
    {
      point: 'Isolant jointif, retours en tableaux et en rive des planchers',
      moment: 'avant pose du pare-vapeur',
      preuve: 'photos datées par local',
    },
    {
      point: 'Continuité du pare-vapeur et traitement des traversées',
      moment: 'avant pose des parements (point d’arrêt)',
      preuve: 'fiche par local, photos datées, visa du maître d’œuvre',
    },
    {
      point: 'Planéité et aspect des joints',
      moment: 'après finition',
      preuve: 'contrôle à la règle de 2 m et en lumière rasante',
    },
  ],
  dechets: [
    {
      dechet: 'Chutes de plaques de plâtre et de complexes',
      categorie: 'DND',
      exutoire: 'benne plâtre dédiée vers la filière de recyclage du plâtre (reprise fabricant ou REP PMCB)',
    },
    {
      dechet: 'Chutes de laines minérales',
      categorie: 'DND',
      exutoire: 'sacs fermés, reprise fabricant ou point de collecte de la REP PMCB',
    },
    {
      dechet: 'Chutes d’isolants synthétiques (polystyrène, polyuréthane)',
      categorie: 'DND',
      exutoire: 'tri à part, reprise fabricant ou point de collecte de la REP PMCB',
    },
    {
      dechet: 'Doublages et isolants déposés',
      categorie: 'DND',
      exutoire: 'tri par matériau (plâtre, laines, isolants synthétiques) après repérage amiante, centre de tri',
      // Only when the object says so: « rénovation énergétique » alone does not say what is taken down.
      when: /depose|remplacement des (doublages|isolants)|refection des doublages/,
    },
    {
      dechet: 'Ossatures métalliques, membranes et emballages',
      categorie: 'DND',
      exutoire: 'ferrailleur pour les métaux, centre de tri pour le reste',
    },
  ],
  phases: [
    { nom: 'Relevés, repérages et visas', part: 0.1 },
    { nom: 'Préparation des parois, ossatures et isolant', part: 0.3 },
    { nom: 'Pare-vapeur, étanchéité à l’air et traversées', part: 0.2 },
    { nom: 'Parements et habillages des tableaux', part: 0.25 },
    { nom: 'Bandes, finitions et réception', part: 0.15 },
  ],
  materiaux: [
    'isolants certifiés ACERMI de la résistance thermique prescrite',
    'membranes pare-vapeur, adhésifs, mastics et manchons d’étanchéité à l’air du même système',
    'plaques de plâtre certifiées NF, ou complexes de doublage sous certification, et ossatures du même système',
    'enduits et bandes du même fabricant',
  ],
  pointsAttention: [
    'la composition de chaque paroi à isoler et la résistance thermique fixée par le CCTP',
    'l’état des murs à doubler (humidité, planéité) et les menuiseries, radiateurs et réseaux à déplacer ou raccorder',
    'l’occupation du bâtiment pendant les travaux et le phasage par zones',
  ],
  sansPointsAttention: /exigences au feu et acoustiques de chaque paroi/,
  biennale: '',
  decennale:
    'les doublages isolants dont le désordre rend l’ouvrage impropre à sa destination (condensation ou moisissures dans les parois, décollement des complexes)',
  entretien:
    'ne pas percer le pare-vapeur des murs doublés (fixations courtes ou dans l’ossature, selon la fiche remise), reboucher les chocs à l’enduit et ne fixer les charges qu’avec des chevilles adaptées aux plaques',
};

/** The insulation of a loft named by the object (« isolation des combles », « soufflage »), not of walls. */
const COMBLES =
  /isolation (thermique )?(des |de |du )?(combles|greniers?|planchers? (de |des |du )?combles?)|combles perdus|soufflage|isolants? (en vrac|souffles?)|laine (souffl|a souffler)/;

/** A loft of an existing building (not a new build): its asbestos survey is read before anyone goes in. */
const COMBLES_EXISTANTS = new RegExp(`^(?![\\s\\S]*(?:${OUVRAGE_NOUVEAU.source}))`);
/** Blown insulation named by the object (« soufflage », « en vrac »). */
const SOUFFLE = /souffl|\bvrac\b|cardee?/;
/** Rolls or panels named by the object. */
const DEROULE = /rouleaux?|panneaux?|deroul|matelas/;

/**
 * Several buildings or sites in one contract (« bâtiments communaux », « des communes », « sites »): the lofts
 * are done building by building, some in buildings in use (town halls, schools). Not « communauté de communes ».
 */
const PLUSIEURS_BATIMENTS =
  /\bbatiments (?:communaux|municipaux|publics|scolaires|intercommunaux|des communes)|plusieurs (?:batiments|sites|communes|ecoles)|\bsites\b|(?<!communautes? de )(?<!agglomeration de )\bcommunes\b|groupements? de commandes/;

/**
 * The insulation of a loft (« Isolation des combles »): blown or rolled out on the loft floor, with the
 * vapour barrier, the fire distances round flues and recessed lights, the depth markers and the roof's
 * ventilation kept — not partitions, linings and ceilings.
 */
const ISOLATION_COMBLES: SousType = {
  key: 'isolation_combles',
  label: 'isolation des combles',
  when: COMBLES,
  unless: /par l'exterieur|\bite\b|\betics\b|sarking/,
  travaux: 'travaux d’isolation des combles',
  ouvrage: 'l’isolation des combles',
  sansNormes: /25\.4[12]|58\.1|25\.1|PV de résistance au feu/,
  // Not the partitions' or the linings' paragraphs.
  sansSpecificites: /./,
  habilitations: [
    'formation au travail en comble (cheminement sur solives, prévention des chutes à travers les plafonds)',
  ],
  normes: [
    // Both when the object does not say how the insulation is laid; the one it names otherwise.
    {
      ref: 'NF DTU 45.10',
      objet: 'isolation des combles par soufflage d’isolants en vrac, lorsque le CCTP prévoit un isolant soufflé',
      when: new RegExp(`${SOUFFLE.source}|^(?![\\s\\S]*(?:${DEROULE.source}))`),
    },
    {
      ref: 'NF DTU 45.11',
      objet:
        'isolation des combles par rouleaux et panneaux d’isolants manufacturés, lorsque le CCTP prévoit un isolant déroulé ou en panneaux',
      when: new RegExp(`${DEROULE.source}|^(?![\\s\\S]*(?:${SOUFFLE.source}))`),
    },
    {
      ref: 'Repérage de l’amiante avant travaux (articles L4412-2 et R4412-97 du code du travail, arrêté du 16 juillet 2019, norme NF X 46-020)',
      objet:
        'repérage que le maître d’ouvrage fait réaliser avant les travaux dans un bâtiment existant, lu avant toute intervention dans le comble',
      when: COMBLES_EXISTANTS,
    },
    {
      ref: 'Arrêté du 3 mai 2007 modifié (réglementation thermique des bâtiments existants, élément par élément)',
      objet:
        'résistance thermique minimale du plancher de combles isolé, la valeur du CCTP s’appliquant si elle est plus exigeante',
      // An existing building only: a new one is under the RE2020.
      when: new RegExp(`^(?![\\s\\S]*(?:${OUVRAGE_NOUVEAU.source}))`),
    },
    { ref: 'Certification ACERMI', objet: 'résistance thermique déclarée et aptitudes à l’emploi des isolants' },
  ],
  specificites: [
    {
      when: /./,
      sujet: 'isolation des combles',
      texte:
        'L’isolant est soufflé en vrac ou déroulé en rouleaux selon ce que le CCTP prévoit, à l’épaisseur qui donne la résistance thermique exigée d’après la fiche du fabricant (épaisseur après tassement et masse surfacique pour un isolant soufflé). Avant toute mise en œuvre, le comble est reconnu : boîtiers, gaines et points lumineux encastrés sont repérés et protégés par des capots, et les conduits de fumée sont coffrés pour tenir l’écart au feu que fixe leur avis technique ou leur marquage ; les entrées d’air en égout et les chatières restent dégagées par des déflecteurs, car la ventilation de la sous-toiture doit être conservée. Le pare-vapeur, lorsque le CCTP le prévoit, est continu, lés recouverts et adhésivés, raccordé aux traversées. Des piges graduées (cavaliers de repérage) fixées aux solives ou aux entraits montrent l’épaisseur mise en œuvre sur toute la surface, et une fiche de fin de chantier affichée près de la trappe indique l’isolant, l’épaisseur et la résistance obtenues.',
    },
    {
      when: COMBLES_EXISTANTS,
      sujet: 'amiante dans les combles existants',
      texte:
        'Les combles des bâtiments anciens peuvent contenir de l’amiante : conduits de fumée et de ventilation ou plaques de couverture en amiante-ciment, anciens isolants, flocages, joints et enduits. Le repérage de l’amiante avant travaux, que le maître d’ouvrage fait réaliser selon l’arrêté du 16 juillet 2019, est donc demandé et lu avant toute intervention ; l’équipe reçoit les consignes qui en découlent pour chaque comble. Un matériau amianté repéré ne subit aucun percement, aucune découpe ni aucun déplacement : l’isolation est organisée autour de lui, et toute intervention sur ce matériau relève d’intervenants formés au titre de la sous-section 4 du code du travail, ou d’une entreprise certifiée pour un retrait (sous-section 3). Un matériau suspect non repéré arrête le travail dans le comble jusqu’à l’avis du maître d’ouvrage.',
    },
  ],
  etapes: [
    {
      titre: 'Reconnaissance du comble',
      detail:
        'repérage de l’amiante avant travaux lu avant d’entrer dans le comble ; accès et trappe, état du plancher et de la charpente, traces d’humidité, isolant en place, repérage des boîtiers et points lumineux encastrés, des conduits de fumée et des entrées de ventilation',
      when: COMBLES_EXISTANTS,
    },
    {
      titre: 'Reconnaissance du comble',
      detail:
        'accès et trappe, état du plancher et de la charpente, repérage des boîtiers et points lumineux encastrés, des conduits de fumée et des entrées de ventilation',
      unless: COMBLES_EXISTANTS,
    },
    {
      titre: 'Protections et écarts au feu',
      detail:
        'capots sur les boîtiers et points lumineux encastrés, coffrage des conduits de fumée à l’écart au feu prescrit, déflecteurs devant les entrées d’air en égout, planches de cheminement',
    },
    {
      titre: 'Pare-vapeur',
      detail:
        'membrane pare-vapeur continue lorsque le CCTP la prévoit, lés recouverts et adhésivés, raccords aux traversées',
    },
    {
      titre: 'Repères d’épaisseur',
      detail: 'piges graduées fixées aux solives ou aux entraits sur toute la surface, à l’épaisseur visée',
    },
    {
      titre: 'Mise en œuvre de l’isolant',
      detail:
        'soufflage à la machine à l’épaisseur et à la masse surfacique de la fiche du fabricant, ou rouleaux déroulés jointifs en couches croisées, sans tasser ni couvrir les protections',
    },
    {
      titre: 'Contrôles et fiche de fin de chantier',
      detail:
        'épaisseur relevée sur les piges, quantité d’isolant rapportée à la surface, trappe isolée et étanchée, fiche de fin de chantier affichée près de la trappe',
    },
  ],
  risques: [
    {
      risque: 'Chute à travers le plafond du comble',
      mesure: 'cheminement sur planches posées sur les solives, jamais sur le plafond, éclairage portatif du comble',
    },
    {
      risque: 'Fibres et poussières d’isolant',
      mesure: 'masque FFP2, lunettes, gants et combinaison, machine à souffler placée hors du comble',
    },
    {
      risque: 'Échauffement autour des conduits de fumée et des points lumineux',
      mesure: 'écarts au feu tenus par coffrage, capots de protection, contrôle avant fermeture de la trappe',
    },
    {
      risque:
        'Exposition à l’amiante (percement ou découpe d’un conduit, d’une plaque ou d’un ancien isolant du comble)',
      mesure:
        'repérage avant travaux lu avant toute intervention, aucun perçage ni découpe d’un matériau repéré, arrêt et alerte du maître d’ouvrage devant un matériau suspect non repéré',
      when: COMBLES_EXISTANTS,
    },
  ],
  sansRisques: /plaques|ponçage/,
  materiel: [
    { nom: 'machine à souffler l’isolant avec tuyaux', match: /souffl|cardeuse/ },
    { nom: 'planches de cheminement et éclairage portatif du comble', match: /planche|eclairage portatif/ },
  ],
  sansMateriel: /lève-plaque|laser|visseuses|ponceuse/,
  materiaux: [
    'isolants certifiés ACERMI (laine soufflée ou rouleaux), à la résistance thermique exigée par le CCTP',
    'membrane pare-vapeur et adhésifs du même système, lorsque le CCTP la prévoit',
    'capots de protection des points lumineux, coffrages des conduits de fumée et déflecteurs',
  ],
  autocontroles: [
    {
      point: 'Repérage de l’amiante avant travaux reçu et consignes transmises à l’équipe',
      moment: 'avant toute intervention dans le comble (point d’arrêt)',
      preuve: 'rapport de repérage du maître d’ouvrage, fiche de consignes signée par l’équipe',
      when: COMBLES_EXISTANTS,
    },
    {
      point: 'Écarts au feu autour des conduits de fumée et protection des points lumineux',
      moment: 'avant la mise en œuvre de l’isolant (point d’arrêt)',
      preuve: 'photos datées par conduit et par point',
    },
    {
      point: 'Continuité du pare-vapeur',
      moment: 'avant la mise en œuvre de l’isolant',
      preuve: 'fiche de contrôle',
      when: /pare-vapeur|frein-vapeur/,
    },
    {
      point: 'Épaisseur mise en œuvre',
      moment: 'à l’achèvement de chaque comble',
      preuve: 'relevé des piges et quantité d’isolant rapportée à la surface',
    },
    {
      point: 'Ventilation de la sous-toiture conservée',
      moment: 'à l’achèvement',
      preuve: 'photos des déflecteurs et des entrées d’air',
    },
  ],
  dechets: [
    { dechet: 'Sacs et emballages d’isolant', categorie: 'DND', exutoire: 'centre de tri' },
    { dechet: 'Chutes de laines minérales', categorie: 'DND', exutoire: 'reprise fabricant ou centre de tri' },
  ],
  phases: [
    { nom: 'Préparation, reconnaissance du comble et approvisionnements', part: 0.2 },
    { nom: 'Protections, écarts au feu et pare-vapeur', part: 0.25 },
    { nom: 'Repères d’épaisseur et mise en œuvre de l’isolant', part: 0.4 },
    { nom: 'Contrôles, fiche de fin de chantier et repli', part: 0.15 },
  ],
  sansPointsAttention: /./,
  pointsAttention: [
    'les conduits de fumée et les points lumineux encastrés qui traversent le comble, et leurs écarts au feu',
    'l’accès au comble (trappe, hauteur libre, cheminement sur les solives) et la ventilation de la sous-toiture à conserver',
  ],
  decennale: 'l’isolation des combles, lorsqu’un désordre rend l’ouvrage impropre à sa destination',
  biennale: 'les trappes d’accès et capots de protection posés',
  entretien:
    'ne pas marcher ni stocker sur l’isolant, laisser dégagés les entrées d’air et les abords des conduits de fumée, et conserver la fiche de fin de chantier avec le DOE',
};

/**
 * The lofts of several buildings (« bâtiments communaux »): one building after the other, in an order and with
 * accesses agreed with each commune, some buildings in use.
 */
const ISOLATION_COMBLES_BATIMENTS: SousType = {
  ...ISOLATION_COMBLES,
  when: new RegExp(`^(?=[\\s\\S]*(?:${COMBLES.source}))(?=[\\s\\S]*(?:${PLUSIEURS_BATIMENTS.source}))`),
  specificites: [
    ...(ISOLATION_COMBLES.specificites ?? []),
    {
      when: /./,
      sujet: 'plusieurs bâtiments, traités l’un après l’autre',
      texte:
        'Le marché porte sur plusieurs bâtiments : les combles sont traités bâtiment par bâtiment, dans un ordre arrêté en période de préparation avec le maître d’ouvrage et l’interlocuteur de chaque commune ou de chaque site (dates, accès, clés, horaires d’ouverture). Chaque bâtiment est reconnu avant d’être isolé, reçoit sa fiche de fin de chantier et ses contrôles avant que l’équipe passe au suivant, et le planning est tenu par bâtiment. Dans les bâtiments qui restent occupés ou ouverts au public (mairie, école, salle communale), l’accès au comble, souvent par une trappe dans un local en service, est protégé et balisé, le local sous la trappe est rendu propre chaque soir, et les interventions dans une école sont placées hors de la présence des élèves (mercredis, vacances scolaires).',
    },
  ],
  etapes: [
    {
      titre: 'Calendrier par bâtiment',
      detail:
        'ordre des bâtiments, dates, accès et remise des clés arrêtés avec le maître d’ouvrage et l’interlocuteur de chaque commune ou de chaque site ; occupants prévenus, interventions dans les écoles hors de la présence des élèves',
    },
    ...(ISOLATION_COMBLES.etapes ?? []),
  ],
  phases: [
    { nom: 'Préparation, visite des bâtiments et calendrier d’intervention', part: 0.15 },
    { nom: 'Reconnaissance des combles, protections et écarts au feu, bâtiment par bâtiment', part: 0.25 },
    { nom: 'Mise en œuvre de l’isolant, bâtiment par bâtiment', part: 0.45 },
    { nom: 'Contrôles, fiches de fin de chantier et réception par bâtiment', part: 0.15 },
  ],
  pointsAttention: [
    ...(ISOLATION_COMBLES.pointsAttention ?? []),
    'le nombre et la liste des bâtiments, leurs occupants et leurs horaires, l’ordre d’intervention à arrêter avec chaque commune',
  ],
};

/**
 * A loft kind in an existing building, with the asbestos survey among the points to check, and in a new one,
 * without it (the steps, risks and checks say it through their own conditions).
 */
function avecAmianteSiExistant(st: SousType): SousType[] {
  const unless = st.unless ? `${st.unless.source}|` : '';
  return [
    {
      ...st,
      unless: new RegExp(`${unless}${OUVRAGE_NOUVEAU.source}`),
      pointsAttention: [
        ...(st.pointsAttention ?? []),
        'le repérage de l’amiante avant travaux (conduits, plaques et anciens isolants du comble), à obtenir du maître d’ouvrage avant toute intervention',
      ],
    },
    { ...st, when: new RegExp(`^(?=[\\s\\S]*(?:${st.when.source}))(?=[\\s\\S]*(?:${OUVRAGE_NOUVEAU.source}))`) },
  ];
}

/**
 * A finer plasterboard kind (partitions and ceilings, ceilings, linings) on an existing building named by the
 * object (« réhabilitation de la ferme … et construction d’extension, lot cloisons, faux plafonds »): in two, as
 * is for a new work, and with the surveys read before any old wall, lining or ceiling is opened or removed —
 * asbestos (repérage avant travaux) and lead in old paints — as a hold-point step, a risk and a check.
 */
function avecReperagesSiExistant(st: SousType): SousType[] {
  const etapes = st.etapes ?? PLAQUISTE.etapes;
  return [
    {
      ...st,
      unless: new RegExp(st.unless ? `${st.unless.source}|${RENOVATION_BATIMENT.source}` : RENOVATION_BATIMENT.source),
    },
    {
      ...st,
      when: new RegExp(`^(?=[\\s\\S]*(?:${st.when.source}))(?=[\\s\\S]*(?:${RENOVATION_BATIMENT.source}))`),
      normes: [...(st.normes ?? []), REPERAGE_AMIANTE_PLAQUISTE],
      specificites: [
        {
          when: /./,
          sujet: 'repérages avant d’ouvrir l’existant',
          texte:
            'Dans les parties existantes du bâtiment, aucune cloison, aucun doublage ni plafond ancien n’est ouvert, percé ou déposé avant la lecture du repérage de l’amiante avant travaux (arrêté du 16 juillet 2019, NF X 46-020) fourni par le maître d’ouvrage : enduits, colles, dalles de plafond anciennes, conduits et calorifuges du plénum sont les matériaux à surveiller, et ce qu’il signale est retiré avant nos travaux par une entreprise certifiée (sous-section 3). Dans un bâtiment ancien, les peintures des parois conservées ou déposées peuvent contenir du plomb : le repérage avant travaux le dit (un CREP, fait pour la vente ou la location, n’en tient pas lieu), et une paroi peinte au plomb n’est ni poncée à sec ni découpée sans aspiration, protections et déchets conditionnés à part.',
        },
        ...(st.specificites ?? []),
      ],
      etapes: [
        {
          titre: 'Repérages amiante et plomb',
          detail:
            'lecture du repérage de l’amiante et du plomb avant travaux des parties existantes avant toute ouverture ou dépose de parois et plafonds anciens (point d’arrêt), matériaux signalés retirés avant nos travaux par une entreprise certifiée',
        },
        ...etapes,
      ],
      risques: [
        ...(st.risques ?? []),
        {
          risque: 'Exposition à l’amiante ou au plomb en ouvrant l’existant',
          mesure:
            'repérages lus avant toute ouverture, matériaux amiantés retirés par une entreprise certifiée (sous-section 3), arrêt et alerte en cas de matériau suspect découvert, aucune peinture au plomb poncée à sec',
        },
      ],
      autocontroles: [
        {
          point: 'Repérage amiante et plomb lu, zones à ouvrir ou à déposer validées',
          moment: 'avant toute ouverture ou dépose (point d’arrêt)',
          preuve: 'repérage transmis, plan des déposes visé par le maître d’œuvre',
        },
        ...(st.autocontroles ?? PLAQUISTE.autocontroles),
      ],
      habilitations: [
        ...(st.habilitations ?? PLAQUISTE.habilitations),
        'formation amiante sous-section 4 pour toute intervention sur matériaux amiantés',
      ],
    },
  ];
}

/** The plasterer's answer to a « tous corps d’état » contract. */
const TCE_PLAQUISTE = tousCorpsEtat(
  'la plâtrerie, les cloisons, les doublages et les faux plafonds',
  'maçonnerie, menuiserie, électricité, peinture',
);

/** The asbestos survey read before old partitions, linings or ceilings are opened or removed. */
const REPERAGE_AMIANTE_PLAQUISTE = {
  ref: 'Arrêté du 16 juillet 2019 et NF X 46-020',
  objet:
    'repérage de l’amiante avant travaux (dalles de faux plafonds anciennes, colles, enduits, flocages du plénum), fourni par le maître d’ouvrage avant toute dépose',
};

/** Works on an existing building named by the object (a renovation, a rehabilitation, a restructuring). */
const RENOVATION_BATIMENT =
  /renov|rehabilit|restructur|reamenag|refection|transformation|reconversion|remise en etat|mise (en conformite|aux normes)/;

/**
 * A renovation of an existing building whose object names no finer plasterboard work: old partitions and
 * ceilings are removed (asbestos survey first: old ceiling tiles, glues, coatings), the building is often
 * occupied (phasing, dust, noise, its own security), and the new ceilings follow NF DTU 25.41 or 58.1.
 */
const RENOVATION_PLATRERIE: SousType = {
  key: 'renovation_platrerie',
  label: 'cloisons, doublages et faux plafonds en rénovation',
  when: RENOVATION_BATIMENT,
  travaux: 'travaux de plâtrerie, cloisons, doublages et faux plafonds',
  sansNormes: /25\.41|58\.1/,
  normes: [...NORMES_PLAFONDS, REPERAGE_AMIANTE_PLAQUISTE],
  specificites: [
    {
      when: /./,
      sujet: 'déposes dans un bâtiment existant',
      texte:
        'Dans un bâtiment existant, les cloisons, doublages et plafonds à déposer sont d’abord relevés et repérés sur plan avec le maître d’œuvre ; le repérage de l’amiante avant travaux (arrêté du 16 juillet 2019, NF X 46-020), fourni par le maître d’ouvrage, est lu avant toute dépose — dalles de faux plafonds anciennes, colles de revêtements, enduits et flocages ou calorifuges du plénum sont les matériaux à surveiller. Un matériau amianté signalé est retiré avant nos travaux par une entreprise certifiée (sous-section 3) ; notre personnel, formé à la sous-section 4, n’y touche pas sans mode opératoire. Les ouvrages conservés sont protégés, et les nouvelles cloisons et les plafonds sont raccordés aux parois existantes après contrôle de leur planéité et de leur tenue.',
    },
    {
      when: /./,
      sujet: 'bâtiment en service pendant les travaux',
      texte:
        'Un bâtiment rénové reste souvent en service, parfois ouvert au public, pendant les travaux — le CCTP et la visite le diront : les travaux avancent alors par zones libérées selon un phasage arrêté avec l’occupant ; chaque zone est isolée des locaux en service par un cloisonnement provisoire étanche à la poussière, déposes et découpes se font avec aspiration à la source, les tâches bruyantes (perçage, dépose, vissage en série) sont placées aux heures convenues, hors accueil du public, et les cheminements du public et du personnel restent séparés du chantier et de l’évacuation des gravats. La sécurité des locaux de l’occupant est respectée : liste nominative des intervenants, accès selon ses consignes, aucun document, poste informatique ni mobilier déplacé sans son accord, zones fermées chaque soir.',
    },
    ...SPEC_PLAFONDS,
  ],
  etapes: [
    {
      titre: 'Relevés et repérages',
      detail:
        'relevé des cloisons, doublages et plafonds existants et du plénum, repérage de l’amiante et du plomb avant travaux lu avant toute dépose (point d’arrêt), zones et phasage arrêtés avec le maître d’œuvre et l’occupant',
    },
    {
      titre: 'Protections et isolement des zones',
      detail:
        'protection des ouvrages conservés et des sols, cloisonnement provisoire étanche à la poussière entre la zone de travaux et les locaux en service, cheminements balisés',
    },
    {
      titre: 'Déposes',
      detail:
        'dépose soignée des cloisons, doublages et plafonds à remplacer, tri à la source (plâtre à part), les matériaux amiantés éventuels étant retirés avant par une entreprise certifiée',
    },
    {
      titre: 'Implantation',
      detail:
        'traçage des cloisons et du niveau des plafonds au laser, raccords aux parois conservées, réservations validées avec les lots techniques',
    },
    {
      titre: 'Ossatures et premières faces',
      detail: 'rails et montants aux entraxes du système, première face, réseaux des autres lots, isolant',
    },
    { titre: 'Fermeture', detail: 'seconde face après contrôle des réseaux et de l’isolant' },
    ETAPE_PLAFONDS,
    {
      titre: 'Bandes et finitions',
      detail:
        'joints en trois passes, raccords aux ouvrages conservés, niveau de finition prêt à peindre, nettoyage de la zone avant sa remise au service',
    },
  ],
  phases: [
    { nom: 'Préparation, relevés et repérages', part: 0.1 },
    { nom: 'Protections et déposes', part: 0.2 },
    { nom: 'Ossatures, premières faces et fermeture', part: 0.3 },
    { nom: 'Faux plafonds', part: 0.25 },
    { nom: 'Bandes, finitions et réception', part: 0.15 },
  ],
  habilitations: [
    ...PLAQUISTE.habilitations,
    'formation amiante sous-section 4 pour toute intervention sur matériaux amiantés',
  ],
  risques: [
    {
      risque: 'Exposition à l’amiante lors des déposes',
      mesure:
        'repérage lu avant toute dépose, matériaux signalés retirés par une entreprise certifiée (sous-section 3), arrêt et alerte en cas de matériau suspect découvert',
    },
    {
      risque: 'Poussières et bruit dans les locaux occupés',
      mesure:
        'cloisonnement provisoire étanche, aspiration à la source, nettoyage quotidien, tâches bruyantes aux heures convenues',
    },
    {
      risque: 'Chute d’éléments lors de la dépose des plafonds',
      mesure: 'zone sous la dépose interdite, dépose par petites surfaces depuis une PIRL ou un échafaudage roulant',
    },
  ],
  autocontroles: [
    {
      point: 'Repérage amiante lu et zones à déposer validées',
      moment: 'avant toute dépose (point d’arrêt)',
      preuve: 'repérage transmis, plan des déposes visé par le maître d’œuvre',
    },
    {
      point: 'Isolement des zones de travaux des locaux en service',
      moment: 'avant les déposes, puis chaque jour',
      preuve: 'visite avec l’occupant, fiche de contrôle',
    },
    ...PLAQUISTE.autocontroles,
    ...AUTOCONTROLES_PLAFONDS,
  ],
  dechets: [
    {
      dechet: 'Plâtre déposé et chutes de plaques',
      categorie: 'DND',
      exutoire: 'benne plâtre dédiée vers la filière de recyclage du plâtre (reprise fabricant ou REP PMCB)',
    },
    {
      dechet: 'Dalles de plafond déposées',
      categorie: 'DND',
      exutoire: 'reprise fabricant lorsqu’elle existe, sinon centre de tri',
    },
    { dechet: 'Ossatures, rails et suspentes métalliques', categorie: 'DND', exutoire: 'ferrailleur pour recyclage' },
    { dechet: 'Laines minérales déposées et chutes', categorie: 'DND', exutoire: 'reprise fabricant ou centre de tri' },
    {
      dechet: 'Matériaux amiantés (dalles de plafond, colles, enduits), si le repérage en signale',
      categorie: 'DD',
      exutoire: 'installation de stockage autorisée, bordereau BSDA sur Trackdéchets',
    },
    { dechet: 'Emballages', categorie: 'DND', exutoire: 'centre de tri' },
  ],
  materiaux: CLOISONS_PLAFONDS.materiaux,
  pointsAttention: [
    'le repérage de l’amiante avant travaux (dalles de plafond, colles, enduits, plénum), à obtenir du maître d’ouvrage avant toute dépose',
    'les zones occupées, les horaires d’accueil du public et le phasage par zone',
    'la hauteur du plénum, la nature du support des suspentes et les réseaux qui l’occupent',
    'la coordination avec les électriciens et plombiers avant fermeture',
  ],
  sansPointsAttention: /./,
};

const PLAQUISTE_KINDS: SousType[] = [
  ...[
    {
      ...ISOLATION_COMBLES,
      unless: new RegExp(`${ISOLATION_COMBLES.unless?.source ?? '$^'}|${PLUSIEURS_BATIMENTS.source}`),
    },
    { ...ISOLATION_COMBLES_BATIMENTS, unless: ISOLATION_COMBLES.unless },
  ].flatMap(avecAmianteSiExistant),
  {
    key: 'plafonds_patrimoine',
    label: 'réfection de plafonds anciens',
    when: PLAFONDS_PATRIMOINE,
    travaux: 'travaux de réfection des plafonds',
    ouvrage: 'les plafonds',
    sansNormes: /25\.4[12]|58\.1|PV de résistance au feu/,
    normes: [
      {
        ref: 'NF DTU 25.41',
        objet: 'plafonds en plaques de plâtre, lorsque le CCTP prévoit un plafond neuf sur ossature',
      },
      {
        ref: 'NF DTU 25.1',
        objet:
          'enduits intérieurs en plâtre, référence pour les enduits neufs, les techniques traditionnelles relevant du CCTP',
      },
    ],
    sansSpecificites: /^(ouvrages à performance au feu|performances acoustiques|locaux humides|doublages isolants)$/,
    specificites: [
      {
        when: /./,
        sujet: 'plafonds anciens',
        texte:
          'Dans un édifice ancien, le plafond existant est d’abord relevé et sondé : nature (plâtre sur lattis, staff, lambris de voûte, plaques plus récentes), état des lattis et de leurs fixations, adhérence des enduits, traces d’humidité venues de la toiture, décors à conserver. Le relevé fonde la proposition soumise au maître d’œuvre, zone par zone : consolidation de ce qui tient (refixation des lattis, agrafage, reprise localisée), ou réfection à l’identique avec des matériaux compatibles avec l’existant (plâtre et chaux plutôt que produits hydrauliques ou étanches) ; rien n’est déposé au-delà de ce que le relevé justifie.',
      },
      {
        when: /eglises?|chapelles?|cathedrales?|basiliques?|abbayes?|temples?/,
        sujet: 'travaux dans un lieu de culte',
        texte:
          'Dans une église, le mobilier, les statues, les tableaux et l’orgue restent souvent en place : ils sont protégés sous bâches et coffrages avant tout travail en hauteur, les abords des objets protégés ne sont approchés qu’avec l’accord du maître d’ouvrage, et le calendrier tient compte des célébrations et des demandes de la commune ou de l’affectataire.',
      },
    ],
    etapes: [
      {
        titre: 'Installation et protections',
        detail:
          'échafaudage de pied intérieur ou plateau de travail sous le plafond, dimensionné et réceptionné avant usage, mobilier et objets protégés ou déplacés avec l’accord du maître d’ouvrage, sols protégés',
      },
      {
        titre: 'Relevé et sondages',
        detail:
          'relevé du plafond et de ses décors, sondages pour reconnaître la nature et l’état des supports (lattis, staff, lambris, enduits) et de leurs fixations, repérage amiante et plomb lu avant toute dépose',
      },
      {
        titre: 'Proposition et validation',
        detail:
          'zones à consolider et zones à refaire arrêtées avec le maître d’œuvre au vu du relevé, échantillons d’enduit et de finition validés avant exécution',
      },
      {
        titre: 'Consolidation ou dépose',
        detail:
          'refixation ou remplacement des lattis et des fixations dégradés, dépose soignée et limitée des parties irrécupérables, conservation des éléments de décor pour reproduction',
      },
      {
        titre: 'Réfection',
        detail:
          'enduits en plâtre compatibles avec l’existant appliqués en couches successives, ou plafond neuf sur ossature lorsque le CCTP le prévoit, raccords soignés avec les parties conservées',
      },
      {
        titre: 'Finitions et repli',
        detail:
          'finition prête à peindre, démontage de l’échafaudage, dépose des protections, nettoyage de l’édifice avant réception',
      },
    ],
    risques: [
      {
        risque: 'Chute de hauteur depuis l’échafaudage',
        mesure: 'échafaudage avec garde-corps, réceptionné avant usage, monté par du personnel formé (R408)',
      },
      {
        risque: 'Chute d’éléments du plafond pendant les sondages et la dépose',
        mesure:
          'zone sous le plafond interdite, platelage jointif, dépose par petites surfaces après étaiement si besoin',
      },
      {
        risque: 'Poussières de plâtre anciennes (plomb possible dans les peintures)',
        mesure: 'travail à l’humide, aspiration, masques FFP3, repérage lu avant intervention',
      },
    ],
    sansRisques: /./,
    materiel: [
      { nom: 'échafaudage de pied intérieur ou plateau de travail', match: /echafaudage/ },
      { nom: 'bâches et coffrages de protection du mobilier', match: /bache|protection/ },
    ],
    sansMateriel: /lève-plaque|laser|plateformes individuelles/,
    materiaux: [
      'plâtres et chaux compatibles avec les enduits existants, validés sur échantillon',
      'lattis et fixations en remplacement à l’identique des éléments dégradés',
      'plaques de plâtre certifiées NF lorsque le CCTP prévoit un plafond neuf sur ossature',
    ],
    habilitations: [
      'montage et utilisation d’échafaudage (R408)',
      'formation au risque plomb lorsque le repérage en signale',
    ],
    autocontroles: [
      {
        point: 'Relevé et sondages du plafond existant',
        moment: 'avant toute dépose (point d’arrêt)',
        preuve: 'relevé daté, photos, proposition validée par le maître d’œuvre',
      },
      {
        point: 'Fixation des lattis et des supports consolidés',
        moment: 'avant enduit',
        preuve: 'fiche d’autocontrôle avec photos',
      },
      {
        point: 'Aspect, planéité et raccords avec les parties conservées',
        moment: 'après finition',
        preuve: 'contrôle en lumière rasante, fiche par zone',
      },
    ],
    dechets: [
      {
        dechet: 'Plâtres et lattis déposés',
        categorie: 'DND',
        exutoire:
          'benne plâtre dédiée vers la filière de recyclage du plâtre lorsque le tri le permet, sinon centre de tri',
      },
      {
        dechet: 'Gravats et plâtres contenant du plomb, si le repérage en signale',
        categorie: 'DD',
        exutoire: 'installation autorisée, bordereau sur Trackdéchets',
      },
      { dechet: 'Bâches et emballages', categorie: 'DND', exutoire: 'centre de tri' },
    ],
    phases: [
      { nom: 'Installation, échafaudage et protections', part: 0.15 },
      { nom: 'Relevé, sondages et validation', part: 0.15 },
      { nom: 'Consolidation et déposes', part: 0.25 },
      { nom: 'Réfection des plafonds', part: 0.3 },
      { nom: 'Finitions, repli et nettoyage', part: 0.15 },
    ],
    pointsAttention: [
      'la nature et l’état du plafond existant (lattis, staff, lambris, enduits), à reconnaître par sondages',
      'le mobilier et les objets à protéger ou déplacer, et le calendrier des célébrations',
      'l’état de la toiture au-dessus, cause fréquente des désordres des plafonds',
    ],
    sansPointsAttention: /./,
    biennale: '',
    decennale: 'les plafonds refaits dont la chute ou le désordre rend l’ouvrage impropre à sa destination',
    entretien:
      'surveiller les traces d’humidité venues de la toiture et signaler toute fissure ou tout bombement du plafond, premiers signes d’un décollement',
  },
  {
    key: 'reprise_apres_defaillance',
    label: 'reprise de cloisons et doublages',
    when: REPRISE_APRES_DEFAILLANCE.when,
    etapes: [
      {
        titre: 'Constat contradictoire',
        detail:
          'relevé avec le maître d’œuvre, zone par zone, des cloisons, doublages et plafonds exécutés, de leur conformité (entraxes, plaques, isolant, joints) et des fournitures laissées sur site',
      },
      {
        titre: 'Reprise de l’existant',
        detail:
          'dépose ou mise en conformité des ouvrages non conformes relevés au constat, protection de ceux qui sont conservés',
      },
      ...PLAQUISTE.etapes,
    ],
    phases: [
      { nom: 'Constat contradictoire, relevés et visa', part: 0.1 },
      { nom: 'Reprise des ouvrages non conformes', part: 0.15 },
      { nom: 'Ossatures et premières faces', part: 0.25 },
      { nom: 'Isolation, fermeture, plafonds et doublages', part: 0.35 },
      { nom: 'Bandes, finitions et réception', part: 0.15 },
    ],
    pointsAttention: [
      'l’état des ouvrages laissés par le précédent titulaire, arrêté au constat contradictoire',
      'les interfaces déjà posées par les autres lots (réseaux, menuiseries, réservations)',
    ],
  },
  // A ceilings kind read with the linings answers « tous corps d’état » for both.
  ...avecReperagesSiExistant(DOUBLAGES_ISOLANTS).flatMap((st) =>
    avecTousCorpsEtatSauf(
      st,
      TCE_PLAQUISTE,
      new RegExp(
        `^(?=[\\s\\S]*(?:${PLAFONDS.source}))(?![\\s\\S]*(?:${PLAFONDS_PATRIMOINE.source}|${REPRISE_APRES_DEFAILLANCE.when.source}))`,
      ),
    ),
  ),
  ...avecReperagesSiExistant(CLOISONS_PLAFONDS).flatMap((st) => avecTousCorpsEtat(st, TCE_PLAQUISTE)),
  ...avecReperagesSiExistant(FAUX_PLAFONDS).flatMap((st) => avecTousCorpsEtat(st, TCE_PLAQUISTE)),
  // Last: a renovation whose object names no finer kind (none of the kinds above would match).
  {
    ...RENOVATION_PLATRERIE,
    unless: new RegExp(
      [
        ...[ISOLATION_COMBLES, ISOLATION_COMBLES_BATIMENTS, DOUBLAGES_ISOLANTS, CLOISONS_PLAFONDS, FAUX_PLAFONDS].map(
          (k) => k.when.source,
        ),
        PLAFONDS_PATRIMOINE.source,
        REPRISE_APRES_DEFAILLANCE.when.source,
        OUVRAGE_NOUVEAU.source,
        // A work outside every model (a sterilisation unit, a bridge) keeps the trade-neutral method.
        HORS_MODELE_SANS_TYPE.source,
      ].join('|'),
    ),
  },
];

export const CARRELEUR_SOUS_TYPES: SousType[] = [PAVAGE_EXTERIEUR, ...CARRELEUR_KINDS.map(horsEspacePublic)];

export const PLAQUISTE_SOUS_TYPES: SousType[] = PLAQUISTE_KINDS.map(horsEspacePublic);
