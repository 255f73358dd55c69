import type { TenderDetail as Tender } from '@batiao/shared/contracts/tenders';

/** « Critères d’attribution »: each criterion with its weight and a bar. */
export function Criteria({ criteria }: { criteria: Tender['criteria'] }) {
  if (criteria.length === 0) {
    return <p className="text-sm text-slate-600">L’avis ne précise pas les critères d’attribution.</p>;
  }
  return (
    <ul className="space-y-3">
      {criteria.map((criterion, index) => (
        <li key={`${criterion.label}-${index}`}>
          <div className="flex items-baseline justify-between gap-4 text-sm">
            <span className="font-medium text-slate-800">{criterion.label}</span>
            <span className="shrink-0 font-semibold text-slate-900 tabular-nums">
              {criterion.weight === null ? (
                <span className="font-normal text-slate-500">Pondération non précisée</span>
              ) : (
                `${String(criterion.weight).replace('.', ',')} %`
              )}
            </span>
          </div>
          {criterion.weight === null ? null : (
            <div aria-hidden="true" className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-slate-100">
              <div
                className="h-full rounded-full bg-slate-700"
                style={{ width: `${Math.min(100, Math.max(0, criterion.weight))}%` }}
              />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
