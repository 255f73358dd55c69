import { Truck } from 'lucide-react';
import type { EquipmentRow } from '../lib/profile-form';
import { AddRowButton, EmptyList, ProfileInput, RowCard, type ListSectionProps } from './fields';
import { FormSection } from './form-section';

export function EquipmentSection({ rows, errors, filled, onChange, onAdd, onRemove }: ListSectionProps<EquipmentRow>) {
  return (
    <FormSection
      id="section-materiel"
      icon={Truck}
      title="Matériel"
      description="Les moyens matériels dont vous disposez : échafaudages, nacelles, véhicules, outillage spécifique."
      filled={filled}
    >
      {rows.length === 0 ? (
        <EmptyList>Aucun matériel renseigné : le mémoire ne décrira aucun moyen matériel.</EmptyList>
      ) : (
        <ul className="space-y-4">
          {rows.map((row, i) => (
            <RowCard
              key={row.key}
              title={`Matériel ${i + 1}`}
              removeLabel={`Supprimer le matériel ${row.designation.trim() || i + 1}`}
              onRemove={() => onRemove(i)}
            >
              <div className="grid grid-cols-[1fr_6.5rem] gap-4 sm:grid-cols-[1fr_7rem]">
                <ProfileInput
                  path={`materiel.${i}.designation`}
                  label="Désignation"
                  required
                  placeholder="Ex. : Échafaudage de façade"
                  value={row.designation}
                  error={errors[`materiel.${i}.designation`]}
                  onValue={(designation) => onChange(i, { designation })}
                />
                <ProfileInput
                  path={`materiel.${i}.quantite`}
                  label="Quantité"
                  inputMode="numeric"
                  value={row.quantite}
                  error={errors[`materiel.${i}.quantite`]}
                  onValue={(quantite) => onChange(i, { quantite })}
                />
                <ProfileInput
                  path={`materiel.${i}.details`}
                  label="Détail"
                  className="col-span-2"
                  placeholder="Marque, capacité, en propriété ou en location…"
                  value={row.details}
                  error={errors[`materiel.${i}.details`]}
                  onValue={(details) => onChange(i, { details })}
                />
              </div>
            </RowCard>
          ))}
        </ul>
      )}
      <div className="mt-4">
        <AddRowButton onClick={onAdd}>Ajouter du matériel</AddRowButton>
      </div>
    </FormSection>
  );
}
