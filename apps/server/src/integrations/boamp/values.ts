/** Parsing of the leaf values met in BOAMP notices: text, URLs, CPV codes, amounts, dates, durations. */

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  eacute: 'é',
  egrave: 'è',
  agrave: 'à',
  ccedil: 'ç',
  ecirc: 'ê',
  ocirc: 'ô',
  rsquo: '’',
  laquo: '«',
  raquo: '»',
  euro: '€',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) {
      const code = Number.parseInt(name.slice(2), 16);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    if (name.startsWith('#')) {
      const code = Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Plain text: HTML tags out, entities decoded, spaces collapsed, at most one blank line. */
export function plainText(text: string): string {
  return decodeEntities(
    text
      .replace(/<\s*br\s*\/?>/gi, '\n')
      .replace(/<\/\s*(p|div|li|h\d)\s*>/gi, '\n')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\r\n?/g, '\n')
    .replace(/[\t\f\v\u00a0\u202f ]+/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Cuts a text to `max` characters at a word boundary, with an ellipsis. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) {
    return text;
  }
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.8 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * A short field as typed in the 2006 notices ("Rennes Cedex 9,", "03-80-51-55-00,",
 * "ville de Chenôve."): no trailing separator; a final full stop goes unless it ends an
 * abbreviation ("S.A.R.L.").
 */
export function cleanField(value: string | null): string | null {
  if (value === null) {
    return null;
  }
  let text = plainText(value).replace(/\s+/g, ' ');
  text = text.replace(/[\s,;:]+$/, '');
  if (text.endsWith('.') && !/(^|[\s.])\p{Lu}\.$/u.test(text)) {
    text = text.slice(0, -1).trimEnd();
  }
  text = text.replace(/[\s,;:]+$/, '');
  return text === '' ? null : text;
}

/** The first web address in a text ("http…" or "www…"), cleaned of trailing punctuation. */
export function findUrl(text: string | null): string | null {
  if (text === null) {
    return null;
  }
  const match = /\b(https?:\/\/[^\s<>"'«»]+|www\.[^\s<>"'«»]+)/i.exec(text);
  return match?.[1] ? normalizeUrl(match[1]) : null;
}

/** A usable http(s) URL, or null ("www.x.fr." → "http://www.x.fr"). */
export function normalizeUrl(value: string | null): string | null {
  if (value === null) {
    return null;
  }
  let text = value.trim().replace(/[.,;:)\]]+$/, '');
  if (/^www\./i.test(text)) {
    text = `http://${text}`;
  }
  if (!/^https?:\/\//i.test(text)) {
    return null;
  }
  try {
    const url = new URL(text);
    return url.hostname.includes('.') ? text : null;
  } catch {
    return null;
  }
}

/** An e-mail address inside a field, or null. */
export function normalizeEmail(value: string | null): string | null {
  const match = value === null ? null : /[\w.+'-]+@[\w-]+(?:\.[\w-]+)+/.exec(value);
  return match ? match[0].replace(/\.+$/, '') : null;
}

/**
 * Every CPV code in a value, as 8 digits without the check digit: "45454000." → 45454000,
 * "45111291-4" → 45111291, "452610000" (9 digits with the check digit) → 45261000.
 */
export function cpvCodesIn(value: string): string[] {
  const out: string[] = [];
  for (const match of value.matchAll(/(?<![\d])(\d{8})(?:-?\d)?(?![\d])/g)) {
    if (match[1]) {
      out.push(match[1]);
    }
  }
  return out;
}

/**
 * A money amount written by a machine ("159691.6", 348852) or by a person ("1 083 333,50 €",
 * "1.200.000") → integer cents; null when it is no positive amount.
 */
export function amountToCents(value: unknown): number | null {
  let number: number;
  if (typeof value === 'number') {
    number = value;
  } else if (typeof value === 'string') {
    let text = value.replace(/[\s\u00a0\u202f]/g, '').replace(/(€|eur(os?)?|ht|ttc)/gi, '');
    if (!/^\d[\d.,]*$/.test(text)) {
      return null;
    }
    const comma = text.lastIndexOf(',');
    const dot = text.lastIndexOf('.');
    if (comma !== -1 && dot !== -1) {
      const decimal = comma > dot ? ',' : '.';
      const thousands = decimal === ',' ? '.' : ',';
      text = text.split(thousands).join('').replace(decimal, '.');
    } else if (comma !== -1) {
      text = /,\d{1,2}$/.test(text) && text.indexOf(',') === comma ? text.replace(',', '.') : text.split(',').join('');
    } else if (dot !== -1) {
      const dots = text.split('.').length - 1;
      if (dots > 1 || /^\d{1,3}\.\d{3}$/.test(text)) {
        text = text.split('.').join('');
      }
    }
    number = Number(text);
  } else {
    return null;
  }
  if (!Number.isFinite(number) || number <= 0 || number > 1e12) {
    return null;
  }
  return Math.round(number * 100);
}

const MONTHS: Record<string, number> = {
  janvier: 1,
  fevrier: 2,
  mars: 3,
  avril: 4,
  mai: 5,
  juin: 6,
  juillet: 7,
  aout: 8,
  septembre: 9,
  octobre: 10,
  novembre: 11,
  decembre: 12,
};

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

const parisParts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Paris',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** Minutes Paris is ahead of UTC at an instant. */
function parisOffsetMinutes(epochMs: number): number {
  const parts = Object.fromEntries(parisParts.formatToParts(new Date(epochMs)).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((asUtc - Math.floor(epochMs / 1000) * 1000) / 60_000);
}

/** A wall-clock time in Paris → the instant, as an ISO string in UTC. */
export function parisToIso(year: number, month: number, day: number, hour = 0, minute = 0): string | null {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (Number.isNaN(wall) || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return null;
  }
  let instant = wall - parisOffsetMinutes(wall) * 60_000;
  instant = wall - parisOffsetMinutes(instant) * 60_000;
  return new Date(instant).toISOString();
}

/** "à 12 heures", ", à 16 h 30", "12h00", "12:00" → [12, 0]. */
function timeIn(text: string): [number, number] | null {
  const match = /(?:^|[^\d])([01]?\d|2[0-3])\s*(?:h|heures?|:)\s*([0-5]\d)?/i.exec(text);
  if (!match?.[1]) {
    return null;
  }
  return [Number(match[1]), match[2] ? Number(match[2]) : 0];
}

/**
 * A deadline as found in a notice, to an ISO instant in UTC:
 * - ISO date-time with a zone ("2015-04-20T12:00:00+01:00", "…Z") → that instant;
 * - ISO date-time without zone → Paris wall-clock time;
 * - a date alone ("2006-07-21", "2006-07-4", "2024-03-15+01:00") → midnight UTC, as the API itself
 *   does for its `datelimitereponse` field when the hour is unknown;
 * - French ("20 juillet 2006", "1er septembre 2006, à 12 heures") or "20/07/2006 12:00" → Paris
 *   time, at the hour given in `text` or `timeHint` ("à 12 heures"), else midnight UTC.
 */
export function parseDeadline(value: string | null, timeHint: string | null = null): string | null {
  if (value === null) {
    return null;
  }
  const text = value.trim();
  const iso =
    /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i.exec(text);
  if (iso) {
    const [, y, m, d, hh, mm, ss, zone] = iso;
    const date = `${y}-${m?.padStart(2, '0')}-${d?.padStart(2, '0')}`;
    if (hh === undefined) {
      const midnight = new Date(`${date}T00:00:00Z`);
      return Number.isNaN(midnight.getTime()) ? null : midnight.toISOString();
    }
    if (zone === undefined) {
      return parisToIso(Number(y), Number(m), Number(d), Number(hh), Number(mm));
    }
    const normalizedZone = zone.toUpperCase() === 'Z' ? 'Z' : zone.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
    const instant = new Date(`${date}T${hh}:${mm}:${ss ?? '00'}${normalizedZone}`);
    return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
  }
  const folded = fold(text);
  let day: number | undefined;
  let month: number | undefined;
  let year: number | undefined;
  let rest = '';
  const french = /(\d{1,2})(?:er)?\s+([a-z]+)\s+(\d{4})(.*)$/.exec(folded);
  const numeric = /(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(.*)$/.exec(folded);
  if (french?.[2] && MONTHS[french[2]] !== undefined) {
    day = Number(french[1]);
    month = MONTHS[french[2]];
    year = Number(french[3]);
    rest = french[4] ?? '';
  } else if (numeric) {
    day = Number(numeric[1]);
    month = Number(numeric[2]);
    year = Number(numeric[3]);
    rest = numeric[4] ?? '';
  }
  if (day === undefined || month === undefined || year === undefined) {
    return null;
  }
  const time = timeIn(rest) ?? (timeHint === null ? null : timeIn(fold(timeHint)));
  if (time === null) {
    const midnight = Date.UTC(year, month - 1, day);
    const check = new Date(midnight);
    return check.getUTCDate() === day ? check.toISOString() : null;
  }
  return parisToIso(year, month, day, time[0], time[1]);
}

/** A publication date as 'YYYY-MM-DD' ("2006-07-4" → "2006-07-04"); null when it is none. */
export function isoDay(value: string | null): string | null {
  if (value === null) {
    return null;
  }
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(value.trim());
  if (!match) {
    return null;
  }
  const day = `${match[1]}-${match[2]?.padStart(2, '0')}-${match[3]?.padStart(2, '0')}`;
  const check = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(check.getTime()) || check.toISOString().slice(0, 10) !== day ? null : day;
}

const DAYS_PER_MONTH = 365.25 / 12;

/** Months, rounded to one decimal. */
export function toMonths(amount: number, unit: 'day' | 'week' | 'month' | 'year'): number | null {
  if (!Number.isFinite(amount) || amount <= 0) {
    return null;
  }
  const months =
    unit === 'month'
      ? amount
      : unit === 'year'
        ? amount * 12
        : unit === 'week'
          ? (amount * 7) / DAYS_PER_MONTH
          : amount / DAYS_PER_MONTH;
  return Math.round(months * 10) / 10;
}

/** "4 mois", "90 jours", "2 ans", "3 semaines" → months; null when no duration is written. */
export function durationInText(text: string | null): number | null {
  if (text === null) {
    return null;
  }
  const match = /(\d+(?:[.,]\d+)?)\s*(mois|jours?|j|ans?|semaines?)\b/i.exec(fold(text).replace(/annees?/g, 'ans'));
  if (!match?.[1] || !match[2]) {
    return null;
  }
  const amount = Number(match[1].replace(',', '.'));
  const unit = match[2];
  return toMonths(
    amount,
    unit.startsWith('mois') ? 'month' : unit.startsWith('an') ? 'year' : unit.startsWith('sem') ? 'week' : 'day',
  );
}

/** Months between two ISO dates ("2018-01-01", "2028-12-31" → 132). */
export function monthsBetween(start: string | null, end: string | null): number | null {
  const a = isoDay(start);
  const b = isoDay(end);
  if (a === null || b === null) {
    return null;
  }
  const days = (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000 + 1;
  return days > 0 ? toMonths(days, 'day') : null;
}

/**
 * A département code as the product stores it: Corsica "20A"/"20B" → "2A"/"2B", "1" → "01",
 * overseas "974" kept; null for anything else.
 */
export function normalizeDepartement(value: unknown): string | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (/^20?A$/.test(text)) {
    return '2A';
  }
  if (/^20?B$/.test(text)) {
    return '2B';
  }
  if (/^\d{1,2}$/.test(text) && text !== '0' && text !== '00' && text !== '20') {
    return text.padStart(2, '0');
  }
  if (/^9[78]\d$/.test(text)) {
    return text;
  }
  return null;
}
