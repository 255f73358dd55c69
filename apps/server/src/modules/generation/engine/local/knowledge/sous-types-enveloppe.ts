import type { SousType } from './types.ts';

/* Kinds of work per trade (shared/docs/domain/trade-work-kinds.md § 1): chosen from the object, the lots and the
 * descripteurs; each replaces the trade's method where the work differs. */

export const COUVREUR_SOUS_TYPES: SousType[] = [
  {
    key: 'toiture_terrasse',
    label: 'étanchéité de toiture-terrasse',
    when: /toitures?[- ]terrasses?|etancheite (de |des )?(la )?(toiture|terrasse)|membranes? (bitum|pvc|epdm)|couverture[ -]+etancheite/,
    normes: [
      {
        ref: 'NF DTU 43.1',
        objet: 'étanchéité des toitures-terrasses avec éléments porteurs en maçonnerie',
        when: /terrasse|beton|maconnerie/,
      },
      {
        ref: 'NF DTU 43.3',
        objet: 'toitures en tôles d’acier nervurées avec revêtement d’étanchéité',
        when: /bac|acier/,
      },
      { ref: 'NF DTU 43.5', objet: 'réfection des ouvrages d’étanchéité', when: /refection|renov|reprise/ },
    ],
    specificites: [
      {
        when: /terrasse|etancheite/,
        sujet: 'parties en toiture-terrasse',
        texte:
          'Les parties en toiture-terrasse sont traitées selon la série NF DTU 43 : pare-vapeur, isolant sous avis technique, revêtement bicouche, relevés d’au moins 15 cm au-dessus de la protection, entrées d’eaux pluviales et trop-pleins ; un essai d’étanchéité est réalisé avant la pose des protections.',
      },
    ],
  },
];

export const ETANCHEUR_SOUS_TYPES: SousType[] = [
  {
    key: 'refection',
    label: 'réfection d’étanchéité',
    when: /refection|renovation|reprise (de l'|d')etancheite|infiltrations?|fuites?|remplacement (de l'|du complexe d')etancheite/,
    travaux: 'travaux de réfection d’étanchéité de toitures-terrasses',
    etapes: [
      {
        titre: 'Diagnostic du complexe existant',
        detail:
          'sondages (adhérence, humidité de l’isolant), repérage amiante des anciens revêtements, choix entre recouvrement et dépose selon le NF DTU 43.5',
      },
      {
        titre: 'Dépose et mise hors d’eau',
        detail: 'dépose par zones refermées chaque soir, isolant humide remplacé, évacuation des déchets par flux',
      },
      {
        titre: 'Isolant et revêtement',
        detail:
          'pare-vapeur si dépose totale, isolant sous avis technique, revêtement bicouche soudé ou fixé mécaniquement',
      },
      {
        titre: 'Relevés et points singuliers',
        detail: 'relevés sur acrotères, entrées d’eaux pluviales, trop-pleins, traversées et joints de dilatation',
      },
      { titre: 'Essais et protections', detail: 'mise en eau ou contrôle des soudures, puis protection selon l’usage' },
    ],
    risques: [
      {
        risque: 'Infiltrations dans les locaux occupés pendant la réfection',
        mesure: 'surfaces ouvertes limitées à ce qui est refermé le jour même, bâches de secours, suivi de la météo',
      },
    ],
    pointsAttention: ['l’humidité de l’isolant existant (sondages avant de décider recouvrement ou dépose)'],
  },
  {
    key: 'bac_acier',
    label: 'étanchéité sur bac acier',
    when: /bacs? acier|toles? d'acier|tole nervuree|support (en )?acier/,
    normes: [{ ref: 'NF DTU 43.3', objet: 'toitures en tôles d’acier nervurées avec revêtement d’étanchéité' }],
    risques: [
      {
        risque: 'Chute à travers le support ou les éclairements zénithaux',
        mesure: 'filets ou grilles sur les lanterneaux, circulation sur platelage, garde-corps périphériques',
      },
    ],
  },
  {
    key: 'vegetalisee',
    label: 'toiture végétalisée',
    when: /vegetalis|toiture verte/,
    normes: [
      {
        ref: 'Règles professionnelles des toitures et terrasses végétalisées',
        objet: 'conception et réalisation des toitures végétalisées (couches drainante et substrat)',
      },
    ],
  },
];
