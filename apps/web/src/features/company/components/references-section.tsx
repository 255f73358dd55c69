import { HardHat } from 'lucide-react';
import type { ReferencePhoto } from '@batiao/shared/contracts/company';
import type { ReferenceRow } from '../lib/profile-form';
import { AddRowButton, EmptyList, ProfileInput, ProfileTextArea, RowCard, type ListSectionProps } from './fields';
import { FormSection } from './form-section';
import { ReferencePhotos } from './reference-photos';

export function ReferencesSection({
  rows,
  errors,
  filled,
  onChange,
  onAdd,
  onRemove,
  photosOf,
}: ListSectionProps<ReferenceRow> & { photosOf: (referenceId: string) => ReferencePhoto[] }) {
  return (
    <FormSection
      id="section-references"
      icon={HardHat}
      title="Références"
      description="Vos chantiers comparables : client, année, montant et photos. Ce sont eux qui convainquent un acheteur."
      filled={filled}
    >
      {rows.length === 0 ? (
        <EmptyList>Aucune référence renseignée : le mémoire ne citera aucun chantier.</EmptyList>
      ) : (
        <ul className="space-y-4">
          {rows.map((row, i) => (
            <RowCard
              key={row.key}
              title={`Référence ${i + 1}`}
              removeLabel={`Supprimer la référence ${row.projet.trim() || i + 1}`}
              onRemove={() => onRemove(i)}
            >
              <div className="grid grid-cols-2 gap-4">
                <ProfileInput
                  path={`references.${i}.projet`}
                  label="Projet"
                  required
                  className="col-span-2"
                  placeholder="Ex. : Réfection de la toiture du groupe scolaire"
                  value={row.projet}
                  error={errors[`references.${i}.projet`]}
                  onValue={(projet) => onChange(i, { projet })}
                />
                <ProfileInput
                  path={`references.${i}.client`}
                  label="Client"
                  required
                  className="col-span-2"
                  placeholder="Ex. : Ville de Villeurbanne"
                  value={row.client}
                  error={errors[`references.${i}.client`]}
                  onValue={(client) => onChange(i, { client })}
                />
                <ProfileInput
                  path={`references.${i}.annee`}
                  label="Année"
                  required
                  inputMode="numeric"
                  maxLength={4}
                  value={row.annee}
                  error={errors[`references.${i}.annee`]}
                  onValue={(annee) => onChange(i, { annee })}
                />
                <ProfileInput
                  path={`references.${i}.montant_ht_cents`}
                  label="Montant"
                  inputMode="decimal"
                  placeholder="185 000"
                  suffix="€ HT"
                  value={row.montant}
                  error={errors[`references.${i}.montant_ht_cents`]}
                  onValue={(montant) => onChange(i, { montant })}
                />
                <ProfileTextArea
                  path={`references.${i}.description`}
                  label="Description"
                  className="col-span-2"
                  rows={3}
                  placeholder="Nature des travaux, surfaces, contraintes du chantier, délais tenus…"
                  value={row.description}
                  error={errors[`references.${i}.description`]}
                  onValue={(description) => onChange(i, { description })}
                />
                <div className="col-span-2">
                  <ReferencePhotos referenceId={row.id} photos={row.id ? photosOf(row.id) : []} projet={row.projet} />
                </div>
              </div>
            </RowCard>
          ))}
        </ul>
      )}
      <div className="mt-4">
        <AddRowButton onClick={onAdd}>Ajouter une référence</AddRowButton>
      </div>
    </FormSection>
  );
}
