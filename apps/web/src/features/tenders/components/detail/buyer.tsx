import { Globe, Mail, Phone } from 'lucide-react';
import type { TenderDetail as Tender } from '@batiao/shared/contracts/tenders';
import { muted } from './panel';

/** The buyer's name, address and contacts (mail, phone, website), as far as the notice gives them. */
export function Buyer({ buyer }: { buyer: Tender['buyer'] }) {
  const place = [buyer.postal_code, buyer.city].filter(Boolean).join(' ');
  const website = buyer.url && /^https?:\/\//i.test(buyer.url) ? buyer.url : null;
  if (!buyer.name && !buyer.email && !buyer.phone && !website && !buyer.address && !place) {
    return muted('Non communiqué');
  }
  return (
    <div className="space-y-1">
      {buyer.name ? <p className="font-medium">{buyer.name}</p> : null}
      {buyer.address || place ? (
        <p className="text-slate-600">{[buyer.address, place].filter(Boolean).join(', ')}</p>
      ) : null}
      <div className="flex flex-col gap-1 pt-1">
        {buyer.email ? (
          <a
            href={`mailto:${buyer.email}`}
            className="inline-flex items-center gap-1.5 break-all text-amber-700 hover:underline"
          >
            <Mail aria-hidden="true" className="size-3.5" />
            {buyer.email}
          </a>
        ) : null}
        {buyer.phone ? (
          <a
            href={`tel:${buyer.phone.replace(/[^\d+]/g, '')}`}
            className="inline-flex items-center gap-1.5 text-amber-700 hover:underline"
          >
            <Phone aria-hidden="true" className="size-3.5" />
            {buyer.phone}
          </a>
        ) : null}
        {website ? (
          <a
            href={website}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 break-all text-amber-700 hover:underline"
          >
            <Globe aria-hidden="true" className="size-3.5 shrink-0" />
            {website.replace(/^https?:\/\//i, '')}
            <span className="sr-only"> (nouvel onglet)</span>
          </a>
        ) : null}
      </div>
    </div>
  );
}
