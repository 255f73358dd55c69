import { TrendingUp } from 'lucide-react';
import type { TurnoverRow } from '../lib/profile-form';
import { AddRowButton, EmptyList, ListError, ProfileInput, RemoveButton, type ListSectionProps } from './fields';
import { FormSection } from './form-section';

export const TURNOVER_YEARS_MAX = 3;

export function TurnoverSection({ rows, errors, filled, onChange, onAdd, onRemove }: ListSectionProps<TurnoverRow>) {
  const full = rows.length >= TURNOVER_YEARS_MAX;
  return (
    <FormSection
      id="section-chiffres_affaires"
      icon={TrendingUp}
      title="Chiffre d’affaires"
      description="Le chiffre d’affaires hors taxes des 3 derniers exercices clos, en euros."
      filled={filled}
    >
      {rows.length === 0 ? (
        <EmptyList>Aucun exercice renseigné : le mémoire ne donnera aucun chiffre d’affaires.</EmptyList>
      ) : (
        <>
          <div
            aria-hidden="true"
            className="mb-1.5 grid grid-cols-[4.75rem_1fr_2.25rem] gap-2.5 text-sm sm:grid-cols-[6.5rem_1fr_2.25rem] sm:gap-3 font-medium text-slate-800"
          >
            <span>Année</span>
            <span>Montant HT</span>
          </div>
          <ul className="space-y-3">
            {rows.map((row, i) => (
              <li
                key={row.key}
                className="grid grid-cols-[4.75rem_1fr_2.25rem] items-start gap-2.5 sm:grid-cols-[6.5rem_1fr_2.25rem] sm:gap-3"
              >
                <ProfileInput
                  hideLabel
                  path={`chiffres_affaires.${i}.annee`}
                  label={`Année de l’exercice ${i + 1}`}
                  inputMode="numeric"
                  maxLength={4}
                  value={row.annee}
                  error={errors[`chiffres_affaires.${i}.annee`]}
                  onValue={(annee) => onChange(i, { annee })}
                />
                <ProfileInput
                  hideLabel
                  path={`chiffres_affaires.${i}.montant_ht_cents`}
                  label={`Chiffre d’affaires HT ${row.annee || `de l’exercice ${i + 1}`}, en euros`}
                  inputMode="decimal"
                  placeholder="450 000"
                  suffix="€ HT"
                  value={row.montant}
                  error={errors[`chiffres_affaires.${i}.montant_ht_cents`]}
                  onValue={(montant) => onChange(i, { montant })}
                />
                <RemoveButton
                  className="mt-1"
                  label={`Supprimer l’exercice ${row.annee || i + 1}`}
                  onClick={() => onRemove(i)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <ListError id="company-chiffres_affaires-error" message={errors.chiffres_affaires} />
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <AddRowButton onClick={onAdd} disabled={full}>
          Ajouter un exercice
        </AddRowButton>
        {full ? <span className="text-sm text-slate-500">3 exercices au plus.</span> : null}
      </div>
    </FormSection>
  );
}
