import { Calculator } from 'lucide-react';
import { parseRate, type PricingDraft, type RateField } from '../lib/pricing-draft';
import { RateInput } from './rate-input';

interface RateSpec {
  field: RateField;
  label: string;
  hint: string;
  suffix: string;
  step: number;
}

/** Base rates, with the spec's input steps (core-journey §9: 0.5, 0.01, 0.1). */
export const BASE_RATES: RateSpec[] = [
  {
    field: 'hourly_rate',
    label: 'Taux horaire',
    hint: 'Prix de vente d’une heure de main-d’œuvre, hors taxes.',
    suffix: '€ HT/h',
    step: 0.5,
  },
  {
    field: 'travel_rate',
    label: 'Frais de déplacement',
    hint: 'Coût d’un kilomètre parcouru pour rejoindre le chantier.',
    suffix: '€/km',
    step: 0.01,
  },
  {
    field: 'material_coefficient',
    label: 'Coefficient matériaux',
    hint: 'Multiplie le prix d’achat des fournitures (entre 1 et 10).',
    suffix: '×',
    step: 0.1,
  },
  {
    field: 'overhead_percentage',
    label: 'Frais généraux',
    hint: 'Bureau, véhicules, assurances, comptable…',
    suffix: '%',
    step: 0.1,
  },
  {
    field: 'profit_margin',
    label: 'Marge bénéficiaire',
    hint: 'Bénéfice et aléas visés sur chaque affaire.',
    suffix: '%',
    step: 0.1,
  },
];

export const MARKUPS: RateSpec[] = [
  {
    field: 'public_markup',
    label: 'Établissement public',
    hint: 'Écoles, hôpitaux, mairies : contraintes d’accès et de sécurité.',
    suffix: '%',
    step: 0.1,
  },
  {
    field: 'urgent_markup',
    label: 'Délai urgent',
    hint: 'Chantier à réaliser en moins d’un mois.',
    suffix: '%',
    step: 0.1,
  },
  {
    field: 'occupied_markup',
    label: 'Site occupé',
    hint: 'Travaux en présence des occupants ou du public.',
    suffix: '%',
    step: 0.1,
  },
  {
    field: 'weekend_markup',
    label: 'Travail le week-end',
    hint: 'Interventions le samedi ou le dimanche.',
    suffix: '%',
    step: 0.1,
  },
  {
    field: 'night_markup',
    label: 'Travail de nuit',
    hint: 'Interventions entre 20 h et 6 h.',
    suffix: '%',
    step: 0.1,
  },
];

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const plain = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

interface PanelProps {
  draft: PricingDraft;
  errors: Partial<Record<string, string>>;
  onRate: (field: RateField, value: string) => void;
}

function RateGrid({ specs, draft, errors, onRate }: PanelProps & { specs: RateSpec[] }) {
  return (
    <div className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
      {specs.map((spec) => (
        <RateInput
          key={spec.field}
          {...spec}
          value={draft.rates[spec.field]}
          error={errors[spec.field]}
          onValue={(value) => onRate(spec.field, value)}
        />
      ))}
    </div>
  );
}

/** A worked example with the rates on screen, so that each figure can be checked by hand. */
function RatesExample({ draft }: { draft: PricingDraft }) {
  const hourly = parseRate(draft.rates.hourly_rate);
  const travel = parseRate(draft.rates.travel_rate);
  const coefficient = parseRate(draft.rates.material_coefficient);
  return (
    <aside
      aria-labelledby="pricing-example-title"
      className="self-start rounded-xl border border-slate-200 bg-slate-50 p-5 text-sm text-slate-700"
    >
      <h3 id="pricing-example-title" className="flex items-center gap-2 font-semibold text-slate-900">
        <Calculator aria-hidden="true" className="size-4 text-amber-600" />
        Exemple avec vos taux
      </h3>
      <dl className="mt-3 space-y-3 tabular-nums">
        <div>
          <dt>8 h de main-d’œuvre × {euros.format(hourly)}</dt>
          <dd className="font-semibold text-slate-900">= {euros.format(8 * hourly)} HT</dd>
        </div>
        <div>
          <dt>100 € de fournitures × {plain.format(coefficient)}</dt>
          <dd className="font-semibold text-slate-900">= {euros.format(100 * coefficient)} HT</dd>
        </div>
        <div>
          <dt>30 km de déplacement × {euros.format(travel)}</dt>
          <dd className="font-semibold text-slate-900">= {euros.format(30 * travel)} HT</dd>
        </div>
      </dl>
    </aside>
  );
}

export function BaseRatesPanel(props: PanelProps) {
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <RateGrid specs={BASE_RATES} {...props} />
      <RatesExample draft={props.draft} />
    </div>
  );
}

export function MarkupsPanel(props: PanelProps) {
  return (
    <div>
      <p className="mb-6 max-w-2xl text-sm text-slate-600">
        Ces pourcentages s’ajoutent à votre prix quand le chantier présente la condition correspondante : établissement
        public, délai court, site occupé, week-end ou nuit.
      </p>
      <RateGrid specs={MARKUPS} {...props} />
    </div>
  );
}
