import { PLAQUISTE, REPRISE_APRES_DEFAILLANCE } from './finitions.ts';
import { tousCorpsEtat } from './sous-types-common.ts';
import type { SousType } from './types.ts';

/* Kinds of work per trade (shared/docs/domain/trade-work-kinds.md § 1): chosen from the object, the lots and the
 * descripteurs; each replaces the trade's method where the work differs. */

/** Upkeep of a buyer's buildings (« entretien courant … tout corps d'état sur le patrimoine »), often occupied. */
const ENTRETIEN = /entretien|maintenance|petits travaux|travaux divers/;
const SANS_ACCORD_CADRE = '^(?![\\s\\S]*(accord-cadre|accord cadre|bons? de commande|\\bacbc\\b))[\\s\\S]*';

export const PEINTRE_SOUS_TYPES: SousType[] = [
  {
    key: 'entretien_patrimoine',
    label: 'entretien du patrimoine bâti',
    when: ENTRETIEN,
    unless: /ravalement|isolation (thermique )?par l'exterieur/,
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
    when: /isolation (thermique )?par l'exterieur|\bite\b|enduit sur isolant|\betics\b/,
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
  {
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
  },
  {
    key: 'interieure',
    label: 'peinture intérieure',
    when: /peintures?|revetements? muraux|papiers? peints?|toile de verre/,
    unless:
      /ravalement|facades?|peintures? exterieures?|isolation (thermique )?par l'exterieur|^(?![\s\S]*(rehabilitation|renovation|restructuration|reamenagement|refection|transformation))[\s\S]*(construction|extension|batiments? neufs?)/,
  },
  {
    key: 'sols_souples',
    label: 'revêtements de sol souples',
    when: /sols? souples?|revetements? de sols? (souples?|pvc|vinyl|linoleum|textiles?)|\blinoleum\b|\bmoquettes?\b|sols? (pvc|vinyle?s?)\b/,
    // A floor-only lot (no painting named) gets its own method below.
    unless: /^(?![\s\S]*(peinture|revetements? muraux|papiers? peints?))/,
    travaux: 'travaux de peinture et de revêtements de sol souples',
    normes: [
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
  },
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

const SPORTIF =
  /sportif|sportive|gymnases?|piscines?|stades?|vestiaires?|centre aquatique|nautique|salles? de sport|complexes? sportifs?|dojo/;

export const CARRELEUR_SOUS_TYPES: SousType[] = [
  {
    key: 'equipements_sportifs',
    label: 'carrelage d’équipements sportifs',
    when: SPORTIF,
    normes: [
      {
        ref: 'XP P 05-011 et NF EN 16165',
        objet:
          'résistance à la glissance : classes pieds nus (PN) dans les vestiaires et douches, classes chaussées ailleurs, selon le CCTP',
      },
      {
        ref: 'NF DTU 52.2 P1-1-4',
        objet: 'systèmes de protection à l’eau sous carrelage (SPEC) des douches collectives',
      },
    ],
    sansNormes: /XP P 05-011/,
    specificites: [
      {
        when: /vestiaire|douche|etablissements? sportifs?|equipements? sportifs?|gymnase|piscine|aquatique|nautique|salles? de sport|complexes? sportifs?/,
        sujet: 'vestiaires et douches collectives',
        texte:
          'Dans les vestiaires et douches collectives, le carrelage est posé sur un système de protection à l’eau sous carrelage (SPEC) remonté en plinthe et autour des siphons, avec des pentes vers les évacuations ; les carreaux ont la classe de glissance pieds nus prescrite et les joints sont à l’époxy dans les zones lavées à grande eau.',
      },
      {
        when: /piscine|aquatique|nautique|bassin/,
        sujet: 'plages et abords de bassins',
        texte:
          'Autour des bassins, les interventions sont programmées pendant les vidanges ou fermetures techniques ; mortiers-colles et joints résistent à l’eau chlorée et aux produits d’entretien, et la remise en eau ou en service attend le délai de durcissement donné par le fabricant.',
      },
      {
        when: /./,
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
  },
];

/** A plasterboard lot relaunched after its contractor failed: the site is taken over, not started. */
export const PLAQUISTE_SOUS_TYPES: SousType[] = [
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
];
