import type { TenderDetail as Tender } from '@batiao/shared/contracts/tenders';
import { amountLabel } from '../../lib/display';

/** The lots: one block per lot on small screens, a table from `sm` up. */
export function Lots({ lots }: { lots: Tender['lots'] }) {
  if (lots.length === 0) {
    return <p className="text-sm text-slate-600">L’avis ne découpe pas ce marché en lots.</p>;
  }
  return (
    <>
      {/* Small screens: one block per lot rather than a table to scroll sideways. */}
      <ul className="divide-y divide-slate-100 sm:hidden">
        {lots.map((lot, index) => (
          <li key={`${lot.number ?? ''}-${index}`} className="py-3 text-sm first:pt-0 last:pb-0">
            <p className="font-medium text-slate-900">
              <span className="mr-1.5 text-slate-500">Lot {lot.number ?? index + 1}</span>
              {lot.title || 'Sans intitulé'}
            </p>
            {lot.description ? <p className="mt-1 text-slate-600">{lot.description}</p> : null}
            <p className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1 text-slate-600">
              <span>
                CPV{' '}
                <span className="font-mono text-[13px] text-slate-800">
                  {lot.cpv_codes.length > 0 ? lot.cpv_codes.join(', ') : '—'}
                </span>
              </span>
              <span className={lot.amount === null ? 'text-slate-500' : 'font-semibold text-slate-900'}>
                {lot.amount === null ? 'Montant non communiqué' : amountLabel(lot.amount)}
              </span>
            </p>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto sm:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Lots du marché</caption>
          <thead>
            <tr className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              <th scope="col" className="py-2 pr-3">
                Lot
              </th>
              <th scope="col" className="px-3 py-2">
                Intitulé
              </th>
              <th scope="col" className="px-3 py-2">
                CPV
              </th>
              <th scope="col" className="py-2 pl-3 text-right">
                Montant estimé
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {lots.map((lot, index) => (
              <tr key={`${lot.number ?? ''}-${index}`} className="align-top">
                <td className="py-3 pr-3 font-semibold whitespace-nowrap text-slate-900">{lot.number ?? index + 1}</td>
                <td className="px-3 py-3">
                  <p className="font-medium text-slate-900">{lot.title || 'Sans intitulé'}</p>
                  {lot.description ? <p className="mt-1 text-slate-600">{lot.description}</p> : null}
                </td>
                <td className="px-3 py-3 font-mono text-[13px] whitespace-nowrap text-slate-700">
                  {lot.cpv_codes.length > 0 ? lot.cpv_codes.join(', ') : '—'}
                </td>
                <td className="py-3 pl-3 text-right whitespace-nowrap">
                  {lot.amount === null ? (
                    <span className="text-slate-500">Non communiqué</span>
                  ) : (
                    amountLabel(lot.amount)
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
