import type { UrlAnalysisResult } from '@batiao/shared/contracts/tenders';
import type { NormalizedNotice } from '../boamp/types.ts';
import { recommendationsFor, type ExtractedInfo } from './extract.ts';

/*
 * A boamp.fr address names its notice by its idweb: the notice is then read from the BOAMP API
 * (the real data, no scraping). Forms seen: `https://www.boamp.fr/pages/avis/?q=idweb:24-16145`
 * (the `url_avis` of every record), `…?q=idweb:"24-16145"`, `https://www.boamp.fr/avis/detail/24-16145`
 * and `…/avis/detail/24-16145/1`.
 */

const IDWEB = /^[A-Za-z0-9][\w.-]{2,40}$/;

/** The idweb of a boamp.fr notice address, or null when the address is not one. */
export function boampIdwebOf(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || (host !== 'boamp.fr' && host !== 'www.boamp.fr')) {
    return null;
  }
  const detail = /^\/(?:pages\/)?avis\/detail\/([^/]+)/.exec(url.pathname);
  const query = /idweb\s*:\s*"?([^"\s&]+)"?/i.exec(url.searchParams.get('q') ?? '');
  const idweb = decodeURIComponent(detail?.[1] ?? query?.[1] ?? url.searchParams.get('idweb') ?? '');
  return IDWEB.test(idweb) ? idweb : null;
}

function formatLocation(notice: NormalizedNotice): string | null {
  if (notice.executionPlace) {
    return notice.executionPlace.slice(0, 200);
  }
  const { city, postalCode } = notice.buyer;
  if (city) {
    return postalCode ? `${city} (${postalCode})` : city;
  }
  return notice.departements.length > 0 ? `Département ${notice.departements.join(', ')}` : null;
}

function formatDelay(months: number | null): string | null {
  if (months === null || months <= 0) {
    return null;
  }
  if (months < 1) {
    return `${Math.round(months * 30)} jours`;
  }
  return `${Number.isInteger(months) ? months : months.toFixed(1).replace('.', ',')} mois`;
}

/** What a BOAMP notice says, in the analysis's shape. */
export function analysisFromBoampNotice(notice: NormalizedNotice): UrlAnalysisResult {
  const requirements = notice.criteria.map((c) => (c.weight === null ? c.label : `${c.label} (${c.weight} %)`));
  const lots = notice.lots
    .filter((lot) => lot.title)
    .map((lot) => `Lot ${lot.number ?? ''} : ${lot.title ?? ''}`.replace(/\s+:/, ' :'));
  const info: ExtractedInfo = {
    title: notice.title.slice(0, 300),
    description: notice.description,
    authority: notice.buyer.name,
    location: formatLocation(notice),
    amount: notice.amountCents === null ? null : notice.amountCents / 100,
    execution_delay: formatDelay(notice.durationMonths),
    contact_email: notice.buyer.email,
    contact_phone: notice.buyer.phone,
    deadline: notice.deadline,
    requirements: [...requirements, ...lots].slice(0, 40),
    dce_content: notice.dceUrl ?? notice.buyer.profileUrl,
    source_url: notice.noticeUrl,
  };
  return { extracted_info: info, recommendations: recommendationsFor(info) };
}
