import type { ReactNode } from 'react';
import type { TenderDetail as Tender } from '@batiao/shared/contracts/tenders';
import { formatDateTime } from '../../../../lib/format';
import { amountLabel, daysLeftLabel } from '../../lib/display';
import { DeadlineBadge } from '../tender-badges';
import { Buyer } from './buyer';
import { muted } from './panel';

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 text-sm text-slate-900 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

function durationLabel(months: number | null): ReactNode {
  if (months === null) {
    return muted('Non précisée');
  }
  const rounded = Math.round(months * 10) / 10;
  return `${String(rounded).replace('.', ',')} mois`;
}

/** « Informations clés »: place, deadline, amount, CPV, trade, buyer, procedure, duration, references. */
export function KeyInformation({ tender }: { tender: Tender }) {
  const daysLeft = daysLeftLabel(tender);
  return (
    <dl className="divide-y divide-slate-100">
      <InfoRow label="Lieu">{tender.location}</InfoRow>
      <InfoRow label="Date limite de réponse">
        {tender.deadline ? (
          <span className="flex flex-wrap items-center gap-2">
            {formatDateTime(tender.deadline)}
            {daysLeft && tender.status === 'open' && tender.deadline_status !== 'expired' ? (
              <span className="font-semibold text-slate-600">({daysLeft})</span>
            ) : null}
            {tender.status === 'open' ? <DeadlineBadge status={tender.deadline_status} /> : null}
          </span>
        ) : (
          muted('Non communiquée')
        )}
      </InfoRow>
      <InfoRow label="Montant estimé">
        {tender.amount === null ? muted(amountLabel(null)) : <strong>{amountLabel(tender.amount)} HT</strong>}
      </InfoRow>
      <InfoRow label={tender.cpv_codes.length > 1 ? 'Codes CPV' : 'Code CPV'}>
        {tender.cpv_codes.length > 0 ? (
          <span className="flex flex-wrap gap-1.5">
            {tender.cpv_codes.map((code) => (
              <span key={code} className="rounded-md bg-slate-100 px-2 py-0.5 font-mono text-[13px] text-slate-800">
                {code}
              </span>
            ))}
          </span>
        ) : (
          muted('Non communiqué')
        )}
      </InfoRow>
      <InfoRow label="Métier">{tender.profession}</InfoRow>
      <InfoRow label="Acheteur">
        <Buyer buyer={tender.buyer} />
      </InfoRow>
      <InfoRow label="Procédure">{tender.procedure ?? muted('Non précisée')}</InfoRow>
      <InfoRow label="Durée du marché">{durationLabel(tender.duration_months)}</InfoRow>
      <InfoRow label="Lieu d’exécution">{tender.execution_place ?? muted('Non précisé')}</InfoRow>
      {tender.winners.length > 0 ? (
        <InfoRow label={tender.winners.length > 1 ? 'Titulaires' : 'Titulaire'}>{tender.winners.join(', ')}</InfoRow>
      ) : null}
      {tender.descripteurs.length > 0 ? (
        <InfoRow label="Descripteurs BOAMP">
          <span className="flex flex-wrap gap-1.5">
            {tender.descripteurs.map((descripteur) => (
              <span
                key={descripteur.code}
                className="rounded-full border border-slate-200 px-2.5 py-0.5 text-xs font-medium text-slate-700"
              >
                {descripteur.label}
              </span>
            ))}
          </span>
        </InfoRow>
      ) : null}
      <InfoRow label="Référence">
        {tender.is_example
          ? 'Exemple de démonstration'
          : tender.submitted_by_me
            ? 'Soumis par vous (visible de vous seul)'
            : `${tender.source.toUpperCase()} n° ${tender.source_id}`}
      </InfoRow>
    </dl>
  );
}
