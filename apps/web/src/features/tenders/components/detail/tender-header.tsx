import { Building2, CalendarClock, FileSearch } from 'lucide-react';
import type { TenderDetail as Tender } from '@batiao/shared/contracts/tenders';
import { formatDate, pluralize } from '../../../../lib/format';
import { DeadlineBadge, ExampleBadge, SubmittedBadge, TenderStatusBadge } from '../tender-badges';

/** The badges, the title (the page's h1) and the publication line. */
export function TenderHeader({ tender }: { tender: Tender }) {
  return (
    <header>
      <div className="flex flex-wrap items-center gap-2">
        {tender.is_example ? <ExampleBadge /> : null}
        {tender.submitted_by_me ? <SubmittedBadge /> : null}
        <TenderStatusBadge status={tender.status} />
        {tender.status === 'open' ? <DeadlineBadge status={tender.deadline_status} /> : null}
      </div>
      <h1
        id="tender-title"
        className="mt-3 max-w-4xl text-2xl leading-tight font-bold tracking-tight text-balance text-slate-900 sm:text-3xl"
      >
        {tender.title}
      </h1>
      <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1.5 text-sm text-slate-600">
        <span className="inline-flex items-center gap-1.5">
          <CalendarClock aria-hidden="true" className="size-4 text-slate-400" />
          {tender.submitted_by_me ? 'Soumis le' : 'Publié le'} {formatDate(tender.publication_date)}
        </span>
        {tender.buyer_name ? (
          <span className="inline-flex items-center gap-1.5">
            <Building2 aria-hidden="true" className="size-4 text-slate-400" />
            {tender.buyer_name}
          </span>
        ) : null}
        {tender.lots.length > 0 ? (
          <span className="inline-flex items-center gap-1.5">
            <FileSearch aria-hidden="true" className="size-4 text-slate-400" />
            {pluralize(tender.lots.length, 'lot')}
          </span>
        ) : null}
      </p>
    </header>
  );
}
