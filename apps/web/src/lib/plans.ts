import type { PlanId } from '@batiao/shared/contracts/auth';

/**
 * The three monthly plans as shown to visitors (core-journey §9). Kept in one module so that it can
 * move to packages/shared once billing exists on the server.
 */
export type PaidPlanId = Exclude<PlanId, 'free'>;

export interface Plan {
  id: PaidPlanId;
  /** Display name, e.g. "ESSENTIEL". */
  name: string;
  /** The other name the spec uses for the same plan ("Starter", "Premium"). */
  alias: string | null;
  monthlyPrice: number;
  description: string;
  /** What the plan includes, as a short phrase ("10 appels d'offres par mois"). */
  quota: string;
  features: string[];
  recommended: boolean;
}

export const PLANS: readonly Plan[] = [
  {
    id: 'essentiel',
    name: 'ESSENTIEL',
    alias: 'Starter',
    monthlyPrice: 39,
    description: 'Pour repérer les bons marchés sans y passer des heures.',
    quota: '10 appels d’offres par mois',
    features: [
      'Appels d’offres filtrés par métier et par zone',
      'Notifications automatiques',
      'Tableau de bord',
      'Support par e-mail',
    ],
    recommended: false,
  },
  {
    id: 'pro',
    name: 'PRO',
    alias: null,
    monthlyPrice: 49,
    description: 'Pour répondre plus souvent, avec l’IA à vos côtés.',
    quota: '50 appels d’offres par mois',
    features: [
      'Tout ESSENTIEL, plus :',
      'Pré-remplissage par l’IA',
      'Analyse de compatibilité',
      'Analyse du DCE',
      'Génération de la lettre de candidature',
      'Support prioritaire',
    ],
    recommended: true,
  },
  {
    id: 'expert',
    name: 'EXPERT',
    alias: 'Premium',
    monthlyPrice: 149,
    description: 'Pour les entreprises qui répondent à tout, sans limite.',
    quota: 'Appels d’offres illimités',
    features: [
      'Tout PRO, plus :',
      'Génération complète du dossier en PDF',
      'Analyse de la concurrence',
      'Assistance IA dédiée et support 24 h/24, 7 j/7',
      'Formation personnalisée',
      'Intégration avancée et accès API',
    ],
    recommended: false,
  },
];

/** The plan badge of a user: 'free' reads "Aucun". */
export function planLabel(planId: PlanId): string {
  if (planId === 'free') {
    return 'Aucun';
  }
  return PLANS.find((plan) => plan.id === planId)?.name ?? planId;
}
