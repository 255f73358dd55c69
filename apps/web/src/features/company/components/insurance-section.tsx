import { ShieldCheck } from 'lucide-react';
import { INSURANCE_TYPES, INSURANCE_TYPE_LABELS } from '@batiao/shared/contracts/company';
import type { InsuranceRow, InsuranceType } from '../lib/profile-form';
import { AddRowButton, EmptyList, ProfileInput, ProfileSelect, RowCard, type ListSectionProps } from './fields';
import { FormSection } from './form-section';

const TYPE_OPTIONS = INSURANCE_TYPES.map((type) => ({ value: type, label: INSURANCE_TYPE_LABELS[type] }));

export function InsuranceSection({ rows, errors, filled, onChange, onAdd, onRemove }: ListSectionProps<InsuranceRow>) {
  return (
    <FormSection
      id="section-assurances"
      icon={ShieldCheck}
      title="Assurances"
      description="Responsabilité civile professionnelle, garantie décennale… telles qu’indiquées sur vos attestations."
      filled={filled}
    >
      {rows.length === 0 ? (
        <EmptyList>Aucune assurance renseignée : le mémoire n’en mentionnera aucune.</EmptyList>
      ) : (
        <ul className="space-y-4">
          {rows.map((row, i) => (
            <RowCard
              key={row.key}
              title={`Assurance ${i + 1}`}
              removeLabel={`Supprimer l’assurance ${row.assureur.trim() || i + 1}`}
              onRemove={() => onRemove(i)}
            >
              <div className="grid gap-4 sm:grid-cols-2">
                <ProfileSelect
                  path={`assurances.${i}.type`}
                  label="Type"
                  required
                  options={TYPE_OPTIONS}
                  value={row.type}
                  error={errors[`assurances.${i}.type`]}
                  onValue={(type) => onChange(i, { type: type as InsuranceType })}
                />
                <ProfileInput
                  path={`assurances.${i}.assureur`}
                  label="Assureur"
                  required
                  placeholder="Ex. : SMABTP"
                  value={row.assureur}
                  error={errors[`assurances.${i}.assureur`]}
                  onValue={(assureur) => onChange(i, { assureur })}
                />
                <ProfileInput
                  path={`assurances.${i}.numero_police`}
                  label="Numéro de police"
                  value={row.numero_police}
                  error={errors[`assurances.${i}.numero_police`]}
                  onValue={(numero_police) => onChange(i, { numero_police })}
                />
                <ProfileInput
                  path={`assurances.${i}.valid_until`}
                  label="Valable jusqu’au"
                  type="date"
                  value={row.valid_until}
                  error={errors[`assurances.${i}.valid_until`]}
                  onValue={(valid_until) => onChange(i, { valid_until })}
                />
                <ProfileInput
                  path={`assurances.${i}.couverture`}
                  label="Couverture"
                  className="sm:col-span-2"
                  placeholder="Activités couvertes, plafonds de garantie…"
                  value={row.couverture}
                  error={errors[`assurances.${i}.couverture`]}
                  onValue={(couverture) => onChange(i, { couverture })}
                />
              </div>
            </RowCard>
          ))}
        </ul>
      )}
      <div className="mt-4">
        <AddRowButton onClick={onAdd}>Ajouter une assurance</AddRowButton>
      </div>
    </FormSection>
  );
}
