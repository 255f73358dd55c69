import type { SousType } from './types.ts';

/* Kinds of work per trade (shared/docs/domain/trade-work-kinds.md § 1): chosen from the object, the lots and the
 * descripteurs; each replaces the trade's method where the work differs. */

export const PEINTRE_SOUS_TYPES: SousType[] = [
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
    normes: [
      { ref: 'NF DTU 42.1', objet: 'réfection de façades par revêtements d’imperméabilité (classes I1 à I4)' },
      { ref: 'NF DTU 26.1', objet: 'travaux d’enduits de mortiers', when: /enduit/ },
      {
        ref: 'Arrêté du 21 décembre 2004 et articles R4323-69 et suivants du code du travail',
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
];
