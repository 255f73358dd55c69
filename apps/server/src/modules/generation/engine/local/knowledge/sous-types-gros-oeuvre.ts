import type { SousType } from './types.ts';

/* Kinds of work per trade (shared/docs/domain/trade-work-kinds.md § 1): chosen from the object, the lots and the
 * descripteurs; each replaces the trade's method where the work differs. */

export const TERRASSIER_SOUS_TYPES: SousType[] = [
  {
    key: 'assainissement',
    label: 'réseaux d’assainissement',
    when: /assainissement|eaux usees|eaux pluviales|collecteurs?|canalisations?|branchements? (d'eaux|eu|ep)|adduction|eau potable|\baep\b/,
    normes: [
      { ref: 'NF EN 1610', objet: 'mise en œuvre et essais des branchements et collecteurs d’assainissement' },
      { ref: 'Fascicule 70 du CCTG', objet: 'ouvrages d’assainissement (titres I et II)' },
    ],
    specificites: [
      {
        when: /assainissement|eaux usees|eaux pluviales|collecteur|canalisation|branchement/,
        sujet: 'réception des réseaux',
        texte:
          'Avant réception, les réseaux posés sont contrôlés selon la NF EN 1610 : inspection télévisée des collecteurs et branchements, essais d’étanchéité à l’air ou à l’eau, essais de compactage des remblais de tranchée ; les rapports sont remis au maître d’œuvre et joints au DOE avec le plan de récolement géoréférencé.',
      },
    ],
    risques: [
      {
        risque: 'Ensevelissement en tranchée',
        mesure:
          'blindage des fouilles dès 1,30 m de profondeur, talutage, accès par échelle, aucun stockage en bord de fouille',
      },
      {
        risque: 'Atmosphère dangereuse dans les regards et réseaux existants',
        mesure: 'détecteur 4 gaz, ventilation, surveillant en surface, jamais seul dans un ouvrage',
      },
    ],
    pointsAttention: ['les raccordements sur les réseaux en service (dérivation provisoire des effluents)'],
  },
];

export const MACON_SOUS_TYPES: SousType[] = [
  {
    key: 'rehabilitation',
    label: 'réhabilitation et reprises dans l’existant',
    when: /rehabilitation|restructuration|renovation|reprises? en sous-oeuvre|creation d'ouvertures?|curage|demolitions? (partielles?|interieures?)|transformation|amenagement (de|des|d')/,
    travaux: 'travaux de maçonnerie et de gros œuvre en réhabilitation',
    normes: [
      {
        ref: 'Arrêté du 16 juillet 2019 et NF X 46-020',
        objet: 'repérage de l’amiante avant travaux, fourni par le maître d’ouvrage',
      },
    ],
    etapes: [
      {
        titre: 'Repérages et diagnostic',
        detail:
          'lecture du repérage amiante et plomb avant travaux, sondages des maçonneries et planchers existants, constat contradictoire des avoisinants',
      },
      {
        titre: 'Curage et démolitions',
        detail:
          'curage sélectif par matériaux (tri à la source), démolitions à la pince ou au sciage, évacuation des gravats par zone',
      },
      {
        titre: 'Étaiement et ouvertures',
        detail:
          'étaiement sur note de calcul, création des ouvertures par passes alternées, pose des linteaux ou poutres de reprise',
      },
      {
        titre: 'Fondations de l’extension',
        detail: 'fouilles, béton de propreté, semelles selon l’étude de sol et le NF DTU 13.1, liaison avec l’existant',
        when: /extension|agrandissement/,
      },
      {
        titre: 'Maçonneries et bétons neufs',
        detail: 'élévations, chaînages et planchers neufs, raccords aux maçonneries conservées',
      },
      {
        titre: 'Reprises et raccords',
        detail: 'rebouchages, calfeutrements, raccords d’enduits compatibles avec les supports anciens, nettoyage',
      },
    ],
    risques: [
      {
        risque: 'Effondrement lors des ouvertures et démolitions',
        mesure: 'étaiement sur note de calcul, ordre de démolition écrit, zone interdite sous les travaux',
      },
      {
        risque: 'Exposition à l’amiante et au plomb de l’existant',
        mesure:
          'repérage avant travaux lu avant toute intervention, mode opératoire sous-section 4 si un matériau amianté est touché',
      },
    ],
    phases: [
      { nom: 'Préparation, repérages et installation', part: 0.15 },
      { nom: 'Curage, démolitions et étaiements', part: 0.25 },
      { nom: 'Ouvertures, reprises et bétons neufs', part: 0.4 },
      { nom: 'Raccords, nettoyage et repli', part: 0.2 },
    ],
    pointsAttention: ['l’état des structures existantes révélé par le curage (sondages avant ouverture)'],
  },
  {
    key: 'neuf',
    label: 'construction neuve et extension',
    when: /construction (neuve|d'un|d'une|de \w+)|batiments? neufs?|extension|reconstruction|agrandissement/,
    travaux: 'travaux de gros œuvre de construction neuve',
    normes: [
      { ref: 'NF DTU 13.1', objet: 'fondations superficielles' },
      { ref: 'NF DTU 13.3', objet: 'dallages', when: /dallage|dalle|sol/ },
      { ref: 'NF DTU 23.1', objet: 'murs en béton banché', when: /banche|voile|beton/ },
    ],
    etapes: [
      {
        titre: 'Implantation',
        detail: 'implantation contradictoire des axes et des niveaux à partir des repères du géomètre',
      },
      {
        titre: 'Fondations',
        detail:
          'fouilles réceptionnées (portance conforme à l’étude de sol G2 PRO), béton de propreté, semelles et longrines, aciers vérifiés avant coulage',
      },
      {
        titre: 'Réseaux sous dallage et dallage',
        detail: 'réseaux enterrés et réservations posés avant le dallage, dallage selon le NF DTU 13.3',
      },
      {
        titre: 'Élévations',
        detail:
          'voiles banchés ou maçonneries de blocs, chaînages, réservations des autres lots reportées sur les plans',
      },
      {
        titre: 'Planchers et couverture du gros œuvre',
        detail: 'planchers (prédalles ou poutrelles-hourdis) étayés, acrotères et relevés prêts pour l’étancheur',
      },
    ],
    phases: [
      { nom: 'Installation, implantation et terrassements', part: 0.15 },
      { nom: 'Fondations et dallage', part: 0.25 },
      { nom: 'Élévations et planchers', part: 0.45 },
      { nom: 'Finitions du gros œuvre et repli', part: 0.15 },
    ],
    pointsAttention: ['les conclusions de l’étude de sol (mission G2) et le niveau de la nappe'],
  },
];
