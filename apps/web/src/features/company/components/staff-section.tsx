import { Users } from 'lucide-react';
import { formatInteger, pluralize } from '../../../lib/format';
import type { StaffRow } from '../lib/profile-form';
import { AddRowButton, EmptyList, ProfileInput, RemoveButton, type ListSectionProps } from './fields';
import { FormSection } from './form-section';

const ROLE_SUGGESTIONS = [
  'Gérant',
  'Conducteur de travaux',
  'Chef de chantier',
  'Chef d’équipe',
  'Compagnon',
  'Ouvrier qualifié',
  'Manœuvre',
  'Apprenti',
  'Administratif',
];

export function StaffSection({ rows, errors, filled, onChange, onAdd, onRemove }: ListSectionProps<StaffRow>) {
  const total = rows.reduce((sum, row) => sum + (/^\d+$/.test(row.nombre.trim()) ? Number(row.nombre) : 0), 0);
  return (
    <FormSection
      id="section-effectifs"
      icon={Users}
      title="Effectifs"
      description="Les moyens humains de l’entreprise, par poste : le mémoire technique les reprend tels quels."
      filled={filled}
    >
      <datalist id="company-staff-roles">
        {ROLE_SUGGESTIONS.map((role) => (
          <option key={role} value={role} />
        ))}
      </datalist>
      {rows.length === 0 ? (
        <EmptyList>Aucun poste renseigné : le mémoire ne citera aucun effectif.</EmptyList>
      ) : (
        <>
          <div
            aria-hidden="true"
            className="mb-1.5 grid grid-cols-[1fr_4.5rem_2.25rem] gap-2.5 text-sm sm:grid-cols-[1fr_6.5rem_2.25rem] sm:gap-3 font-medium text-slate-800"
          >
            <span>Poste</span>
            <span>Nombre</span>
          </div>
          <ul className="space-y-3">
            {rows.map((row, i) => (
              <li
                key={row.key}
                className="grid grid-cols-[1fr_4.5rem_2.25rem] items-start gap-2.5 sm:grid-cols-[1fr_6.5rem_2.25rem] sm:gap-3"
              >
                <ProfileInput
                  hideLabel
                  path={`effectifs.${i}.role`}
                  label={`Poste ${i + 1}`}
                  list="company-staff-roles"
                  placeholder="Ex. : Chef de chantier"
                  value={row.role}
                  error={errors[`effectifs.${i}.role`]}
                  onValue={(role) => onChange(i, { role })}
                />
                <ProfileInput
                  hideLabel
                  path={`effectifs.${i}.nombre`}
                  label={`Nombre de personnes, poste ${i + 1}`}
                  inputMode="numeric"
                  value={row.nombre}
                  error={errors[`effectifs.${i}.nombre`]}
                  onValue={(nombre) => onChange(i, { nombre })}
                />
                <RemoveButton
                  className="mt-1"
                  label={`Supprimer le poste ${row.role.trim() || i + 1}`}
                  onClick={() => onRemove(i)}
                />
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-slate-600">
            Total : <span className="font-semibold text-slate-900">{pluralize(total, 'personne')}</span>
            {total >= 1000 ? ` (${formatInteger(total)})` : ''}
          </p>
        </>
      )}
      <div className="mt-4">
        <AddRowButton onClick={onAdd}>Ajouter un poste</AddRowButton>
      </div>
    </FormSection>
  );
}
