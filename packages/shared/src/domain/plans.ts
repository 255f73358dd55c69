/**
 * The one plan definition (ADR on plans): read by the server for gating and quotas, and by the
 * subscription page, the landing page's pricing block and the CGV page, so they never disagree.
 * The spec gives two readings of the quotas; the CGV's (AI responses per month: 5, 20, unlimited)
 * stand. Prices are TTC per month, in euro cents.
 */
/** Plan values stored on the user. Legacy names are mapped by `normalizePlan`, never stored. */
export const PLAN_IDS = ['free', 'essentiel', 'pro', 'expert'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** none (never subscribed), active, canceling (ends at period end), past_due, suspended, canceled. */
export const SUBSCRIPTION_STATUSES = ['none', 'active', 'canceling', 'past_due', 'suspended', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export type PaidPlanId = Exclude<PlanId, 'free'>;
export const PAID_PLAN_IDS = ['essentiel', 'pro', 'expert'] as const satisfies readonly PaidPlanId[];

export interface PlanDefinition {
  id: PlanId;
  /** The badge and the headings: "PRO", "ESSENTIEL". */
  name: string;
  /** The full name as the spec writes it: "ESSENTIEL (Starter)". */
  fullName: string;
  /** Monthly price, TTC, in euro cents (0 for free). */
  priceCents: number;
  description: string;
  /** AI responses (complete generations) per period; null: unlimited; 0: none. */
  responsesPerMonth: number | null;
  features: string[];
  recommended: boolean;
}

export const PLANS: Record<PlanId, PlanDefinition> = {
  free: {
    id: 'free',
    name: 'Aucun',
    fullName: 'Aucun abonnement',
    priceCents: 0,
    description: 'Consultez les appels d’offres de votre métier et préparez votre dossier administratif.',
    responsesPerMonth: 0,
    features: ['Appels d’offres filtrés par métier et par zone', 'Dossier administratif'],
    recommended: false,
  },
  essentiel: {
    id: 'essentiel',
    name: 'ESSENTIEL',
    fullName: 'ESSENTIEL (Starter)',
    priceCents: 3900,
    description: 'Pour repérer les bons marchés et répondre aux plus importants.',
    responsesPerMonth: 5,
    features: [
      'Appels d’offres filtrés par métier et par zone',
      'Notifications automatiques',
      '5 réponses générées par mois (lettre, mémoire technique, PDF et Word)',
      'Tableau de bord',
      'Support par e-mail',
    ],
    recommended: false,
  },
  pro: {
    id: 'pro',
    name: 'PRO',
    fullName: 'PRO',
    priceCents: 4900,
    description: 'Pour répondre souvent, avec un mémoire technique écrit pour chaque chantier.',
    responsesPerMonth: 20,
    features: [
      'Tout ESSENTIEL, plus :',
      '20 réponses générées par mois',
      'Pré-remplissage par l’IA',
      'Analyse de compatibilité détaillée',
      'Analyse du DCE',
      'Génération de la lettre de candidature',
      'Support prioritaire',
    ],
    recommended: true,
  },
  expert: {
    id: 'expert',
    name: 'EXPERT',
    fullName: 'EXPERT (Premium)',
    priceCents: 14900,
    description: 'Pour les entreprises qui répondent à tout, sans limite.',
    responsesPerMonth: null,
    features: [
      'Tout PRO, plus :',
      'Réponses générées illimitées',
      'Génération complète du dossier en PDF',
      'Analyse de la concurrence',
      'Assistance dédiée et support 24 h/24, 7 j/7',
      'Formation personnalisée',
      'Intégration avancée et accès API',
    ],
    recommended: false,
  },
};

/**
 * Storage space per plan (ADR 013): the bytes of the documents and reference photos a user may
 * keep. Binary units, as the pages print sizes: 100 Mo = 100 × 1 024 × 1 024 octets.
 */
export const STORAGE_QUOTA_BYTES: Record<PlanId, number> = {
  free: 100 * 1024 ** 2,
  essentiel: 500 * 1024 ** 2,
  pro: 1024 ** 3,
  expert: 5 * 1024 ** 3,
};

/** The paid plans in display order. */
export const PAID_PLANS: readonly PlanDefinition[] = PAID_PLAN_IDS.map((id) => PLANS[id]);

const LEGACY: Record<string, PlanId> = {
  none: 'free',
  free: 'free',
  starter: 'essentiel',
  essential: 'essentiel',
  essentiel: 'essentiel',
  pro: 'pro',
  premium: 'expert',
  expert: 'expert',
  unlimited: 'expert',
};

/** Reads a plan value, legacy spellings included (starter, essential, premium, UNLIMITED, none). */
export function normalizePlan(value: string | null | undefined): PlanId {
  return (value ? LEGACY[value.trim().toLowerCase()] : undefined) ?? 'free';
}

/** "39 €" — whole euros as the pages print them (fr-FR, narrow no-break space before €). */
export function formatPlanPrice(plan: PlanDefinition): string {
  return `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(plan.priceCents / 100)}\u00a0€`;
}

/** "5 réponses par mois", "Réponses illimitées". */
export function formatQuota(plan: PlanDefinition): string {
  if (plan.responsesPerMonth === null) {
    return 'Réponses illimitées';
  }
  if (plan.responsesPerMonth === 0) {
    return 'Aucune réponse générée';
  }
  return `${plan.responsesPerMonth} réponse${plan.responsesPerMonth > 1 ? 's' : ''} par mois`;
}

export interface QuotaPeriod {
  start: Date;
  end: Date;
}

function addMonthsClamped(anchor: Date, months: number): Date {
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(anchor.getUTCDate(), lastDay);
  return new Date(
    Date.UTC(
      year,
      month,
      day,
      anchor.getUTCHours(),
      anchor.getUTCMinutes(),
      anchor.getUTCSeconds(),
      anchor.getUTCMilliseconds(),
    ),
  );
}

/**
 * The monthly quota period that contains `now`: periods start on the subscription's anchor (its
 * start, renewed every month on the same day, clamped to the month's last day), or on the first
 * of the month (UTC) when there is no anchor.
 */
export function quotaPeriod(anchor: Date | null, now: Date): QuotaPeriod {
  const base = anchor ?? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  if (now < base) {
    return { start: base, end: addMonthsClamped(base, 1) };
  }
  let months = (now.getUTCFullYear() - base.getUTCFullYear()) * 12 + (now.getUTCMonth() - base.getUTCMonth());
  if (addMonthsClamped(base, months) > now) {
    months -= 1;
  }
  return { start: addMonthsClamped(base, months), end: addMonthsClamped(base, months + 1) };
}

/** Terms of sale (CGV, supporting-areas §9) that the pages and the server share. */
export const BILLING_TERMS = {
  /** The service is suspended after this many days of failed payment. */
  suspensionDelayDays: 7,
  /** Consumers' withdrawal period; none for professionals. */
  withdrawalDays: 14,
  /** Notice before a price change. */
  priceChangeNoticeDays: 30,
} as const;

export interface PlanComparisonRow {
  label: string;
  /** true/false: included or not; a string: the plan's value. */
  values: Record<PaidPlanId, boolean | string>;
}

const quotaCell = (id: PaidPlanId) => {
  const n = PLANS[id].responsesPerMonth;
  return n === null ? 'Illimitées' : String(n);
};
const all = (value: boolean | string): Record<PaidPlanId, boolean | string> => ({
  essentiel: value,
  pro: value,
  expert: value,
});

/** The comparison table of the subscription page, from the same definition as the cards. */
export const PLAN_COMPARISON: readonly PlanComparisonRow[] = [
  {
    label: 'Prix TTC par mois',
    values: {
      essentiel: formatPlanPrice(PLANS.essentiel),
      pro: formatPlanPrice(PLANS.pro),
      expert: formatPlanPrice(PLANS.expert),
    },
  },
  {
    label: 'Réponses générées par mois (lettre, mémoire technique, pièces)',
    values: { essentiel: quotaCell('essentiel'), pro: quotaCell('pro'), expert: quotaCell('expert') },
  },
  { label: 'Appels d’offres filtrés par métier et par zone', values: all(true) },
  { label: 'Notifications automatiques', values: all(true) },
  { label: 'Tableau de bord et dossier administratif', values: all(true) },
  { label: 'Pré-remplissage par l’IA', values: { essentiel: false, pro: true, expert: true } },
  { label: 'Analyse de compatibilité détaillée', values: { essentiel: false, pro: true, expert: true } },
  { label: 'Analyse du DCE', values: { essentiel: false, pro: true, expert: true } },
  { label: 'Génération complète du dossier en PDF', values: { essentiel: false, pro: false, expert: true } },
  { label: 'Analyse de la concurrence', values: { essentiel: false, pro: false, expert: true } },
  { label: 'Formation personnalisée', values: { essentiel: false, pro: false, expert: true } },
  { label: 'Intégration avancée et accès API', values: { essentiel: false, pro: false, expert: true } },
  { label: 'Support', values: { essentiel: 'E-mail', pro: 'Prioritaire', expert: 'Dédié, 24 h/24 et 7 j/7' } },
  { label: 'Sans engagement, résiliable à tout moment', values: all(true) },
];

/** What the users table holds about a subscription (the columns the rule reads). */
export interface SubscriptionFacts {
  subscriptionActive: boolean;
  subscriptionPlan: string;
  subscriptionStatus: string;
  /** 'stripe', 'test' (local checkout) or null (none, or granted by hand). */
  subscriptionProvider?: string | null;
  subscriptionPeriodEnd: Date | null;
  paymentFailedAt: Date | null;
}

/** What the server honours (ADR 011): test-mode subscriptions only while PAYMENTS_TEST_MODE=on. */
export interface SubscriptionRules {
  /** false: a `provider=test` subscription is over. Not given: honoured (the pure rule does not know the server). */
  testMode?: boolean;
}

/**
 * Stripe renews by webhook (`invoice.paid`, `customer.subscription.updated`) shortly after the
 * period end — the renewal invoice is finalized about an hour later. An active Stripe subscription
 * not renewed this long after its period end has ended; a test subscription ends at its period end.
 */
export const STRIPE_RENEWAL_GRACE_DAYS = 2;

export interface EffectiveSubscription {
  active: boolean;
  plan: PlanId;
  status: SubscriptionStatus;
}

const SUBSCRIPTION_STATUS_VALUES = new Set<string>([
  'none',
  'active',
  'canceling',
  'past_due',
  'suspended',
  'canceled',
]);

const ENDED: EffectiveSubscription = { active: false, plan: 'free', status: 'canceled' };

/**
 * The subscription as it stands at `now` (CGV): a cancellation ends at the end of the paid
 * period, every subscription ends at its period end unless renewed (Stripe: after
 * `STRIPE_RENEWAL_GRACE_DAYS`), a test-mode subscription is over on a server without test mode,
 * and a payment still failing `suspensionDelayDays` after the first failure suspends the
 * service. Read everywhere the subscription is shown or enforced, so they never disagree.
 */
export function effectiveSubscription(
  facts: SubscriptionFacts,
  now: Date,
  rules: SubscriptionRules = {},
): EffectiveSubscription {
  const plan = normalizePlan(facts.subscriptionPlan);
  const status = (
    SUBSCRIPTION_STATUS_VALUES.has(facts.subscriptionStatus) ? facts.subscriptionStatus : 'none'
  ) as SubscriptionStatus;
  if (status === 'none' || status === 'canceled') {
    return { active: facts.subscriptionActive && plan !== 'free', plan, status };
  }
  if (facts.subscriptionProvider === 'test' && rules.testMode === false) {
    return ENDED;
  }
  if (status === 'canceling' && facts.subscriptionPeriodEnd && facts.subscriptionPeriodEnd <= now) {
    return ENDED;
  }
  if (status === 'active' && facts.subscriptionPeriodEnd) {
    const grace = facts.subscriptionProvider === 'stripe' ? STRIPE_RENEWAL_GRACE_DAYS * 86_400_000 : 0;
    if (facts.subscriptionPeriodEnd.getTime() + grace <= now.getTime()) {
      return ENDED;
    }
  }
  if (
    status === 'past_due' &&
    facts.paymentFailedAt &&
    facts.paymentFailedAt.getTime() + BILLING_TERMS.suspensionDelayDays * 86_400_000 <= now.getTime()
  ) {
    return { active: false, plan, status: 'suspended' };
  }
  return { active: facts.subscriptionActive && plan !== 'free', plan, status };
}

/**
 * Subscriber features (responses, métrés, the dashboard's quick actions): an active subscription,
 * or an admin account whatever its plan (core-journey §6). The one reading of the rule.
 */
export function hasSubscriberAccess(user: { subscription_active: boolean; role?: string | null }): boolean {
  return user.subscription_active || user.role === 'admin';
}
