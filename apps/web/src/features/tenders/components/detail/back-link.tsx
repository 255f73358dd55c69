import { Link, useLocation } from 'react-router';
import { ArrowLeft } from 'lucide-react';

/** The list's query string handed over by a card, so that "back" finds the list as it was. */
export function useBackToList(): string {
  const { state } = useLocation() as { state: unknown };
  if (state && typeof state === 'object' && 'fromList' in state) {
    const from = (state as { fromList: unknown }).fromList;
    if (typeof from === 'string' && (from === '' || from.startsWith('?'))) {
      return `/tenders${from}`;
    }
  }
  return '/tenders';
}

export function BackLink({ to }: { to: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-slate-600 hover:text-slate-900"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Retour aux appels d’offres
    </Link>
  );
}
