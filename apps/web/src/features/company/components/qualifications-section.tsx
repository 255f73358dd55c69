import { Award } from 'lucide-react';
import type { QualificationRow } from '../lib/profile-form';
import { AddRowButton, EmptyList, ProfileInput, RowCard, type ListSectionProps } from './fields';
import { FormSection } from './form-section';

const BODIES = [
  'Qualibat',
  'RGE',
  'Qualifelec',
  'QualiPV',
  'QualiPAC',
  'Qualibois',
  'Qualisol',
  'Certibat',
  'Handibat',
  'ISO 9001',
  'ISO 14001',
  'MASE',
];

export function QualificationsSection({
  rows,
  errors,
  filled,
  onChange,
  onAdd,
  onRemove,
}: ListSectionProps<QualificationRow>) {
  return (
    <FormSection
      id="section-qualifications"
      icon={Award}
      title="Qualifications et certifications"
      description="Qualibat, RGE, Qualifelec… Seules les qualifications listées ici seront citées, avec leur numéro."
      filled={filled}
    >
      <datalist id="company-qualification-bodies">
        {BODIES.map((body) => (
          <option key={body} value={body} />
        ))}
      </datalist>
      {rows.length === 0 ? (
        <EmptyList>Aucune qualification renseignée : le mémoire n’en citera aucune.</EmptyList>
      ) : (
        <ul className="space-y-4">
          {rows.map((row, i) => (
            <RowCard
              key={row.key}
              title={`Qualification ${i + 1}`}
              removeLabel={`Supprimer la qualification ${row.intitule.trim() || row.organisme.trim() || i + 1}`}
              onRemove={() => onRemove(i)}
            >
              <div className="grid gap-4 sm:grid-cols-2">
                <ProfileInput
                  path={`qualifications.${i}.organisme`}
                  label="Organisme"
                  required
                  list="company-qualification-bodies"
                  placeholder="Ex. : Qualibat"
                  value={row.organisme}
                  error={errors[`qualifications.${i}.organisme`]}
                  onValue={(organisme) => onChange(i, { organisme })}
                />
                <ProfileInput
                  path={`qualifications.${i}.intitule`}
                  label="Intitulé"
                  required
                  placeholder="Ex. : 3111 – Couverture en tuiles"
                  value={row.intitule}
                  error={errors[`qualifications.${i}.intitule`]}
                  onValue={(intitule) => onChange(i, { intitule })}
                />
                <ProfileInput
                  path={`qualifications.${i}.numero`}
                  label="Numéro de certificat"
                  placeholder="Ex. : E-123456"
                  value={row.numero}
                  error={errors[`qualifications.${i}.numero`]}
                  onValue={(numero) => onChange(i, { numero })}
                />
                <ProfileInput
                  path={`qualifications.${i}.valid_until`}
                  label="Valable jusqu’au"
                  type="date"
                  value={row.valid_until}
                  error={errors[`qualifications.${i}.valid_until`]}
                  onValue={(valid_until) => onChange(i, { valid_until })}
                />
              </div>
            </RowCard>
          ))}
        </ul>
      )}
      <div className="mt-4">
        <AddRowButton onClick={onAdd}>Ajouter une qualification</AddRowButton>
      </div>
    </FormSection>
  );
}
