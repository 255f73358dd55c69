/**
 * Reading the values French notices write in words: dates (« 15 mars 2026 à 12h00 »,
 * « 15/03/2026 », « lundi 2 février 2026 - 17:00 »), amounts (« 1 250 000 € HT »,
 * « 850 000,00 euros », « 1,2 M€ »), durations (« 6 mois », « 45 jours »), e-mail addresses
 * and phone numbers. Pure functions over text.
 */

const MONTHS: Record<string, number> = {
  janvier: 1,
  janv: 1,
  fevrier: 2,
  fevr: 2,
  fev: 2,
  mars: 3,
  avril: 4,
  avr: 4,
  mai: 5,
  juin: 6,
  juillet: 7,
  juil: 7,
  aout: 8,
  septembre: 9,
  sept: 9,
  octobre: 10,
  oct: 10,
  novembre: 11,
  nov: 11,
  decembre: 12,
  dec: 12,
};

/** Lower case without accents, for matching labels and month names. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export interface FrenchDate {
  year: number;
  month: number;
  day: number;
  hour: number | null;
  minute: number | null;
}

function validDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

const TIME = String.raw`(?:\s*(?:à|a|,|-|–)?\s*(\d{1,2})\s*(?:h|:|heures?)\s*(\d{2})?)?`;
const WORD_DATE = new RegExp(
  String.raw`\b(\d{1,2})(?:er)?\s+(janvier|janv\.?|f[ée]vrier|f[ée]vr?\.?|mars|avril|avr\.?|mai|juin|juillet|juil\.?|ao[uû]t|septembre|sept\.?|octobre|oct\.?|novembre|nov\.?|d[ée]cembre|d[ée]c\.?)\s+(\d{4})` +
    TIME,
  'i',
);
const NUMERIC_DATE = new RegExp(String.raw`\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})` + TIME, 'i');
const ISO_DATE = new RegExp(String.raw`\b(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?`);

function withTime(year: number, month: number, day: number, h?: string, m?: string): FrenchDate | null {
  if (!validDate(year, month, day) || year < 2000 || year > 2100) {
    return null;
  }
  const hour = h === undefined ? null : Number(h);
  const minute = hour === null ? null : Number(m ?? '0');
  if (hour !== null && (hour > 23 || (minute ?? 0) > 59)) {
    return { year, month, day, hour: null, minute: null };
  }
  return { year, month, day, hour, minute };
}

/** The first date written in this text, with its time when one follows; null when none. */
export function parseFrenchDate(text: string): FrenchDate | null {
  const candidates: { index: number; date: FrenchDate | null }[] = [];
  const word = WORD_DATE.exec(text);
  if (word) {
    const month = MONTHS[fold(word[2] ?? '').replace('.', '')];
    candidates.push({
      index: word.index,
      date: month ? withTime(Number(word[3]), month, Number(word[1]), word[4], word[5]) : null,
    });
  }
  const numeric = NUMERIC_DATE.exec(text);
  if (numeric) {
    candidates.push({
      index: numeric.index,
      date: withTime(Number(numeric[3]), Number(numeric[2]), Number(numeric[1]), numeric[4], numeric[5]),
    });
  }
  const iso = ISO_DATE.exec(text);
  if (iso) {
    candidates.push({
      index: iso.index,
      date: withTime(Number(iso[1]), Number(iso[2]), Number(iso[3]), iso[4], iso[5]),
    });
  }
  const found = candidates.filter((c) => c.date !== null).sort((a, b) => a.index - b.index)[0];
  return found?.date ?? null;
}

/** Minutes Paris is ahead of UTC at this instant (CET/CEST, EU rule). */
function parisOffsetMinutes(utc: number): number {
  const year = new Date(utc).getUTCFullYear();
  const lastSunday = (month: number) => {
    const last = new Date(Date.UTC(year, month + 1, 0, 1));
    return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
  };
  return utc >= lastSunday(2) && utc < lastSunday(9) ? 120 : 60;
}

/** The instant of a date read in Paris time (a date without a time: the end of the day, 23:59). */
export function parisInstant(date: FrenchDate): Date {
  const naive = Date.UTC(
    date.year,
    date.month - 1,
    date.day,
    date.hour ?? 23,
    date.hour === null ? 59 : (date.minute ?? 0),
  );
  const guess = naive - parisOffsetMinutes(naive) * 60_000;
  return new Date(naive - parisOffsetMinutes(guess) * 60_000);
}

const AMOUNT = new RegExp(
  String.raw`(\d{1,3}(?:[ \u00a0\u202f.]\d{3})+|\d+)(?:,(\d{1,2}))?\s*(?:(millions?|M|k|K)\s*)?(?:€|euros?|EUR)(\s*(?:HT|H\.T\.|hors taxes?|TTC))?`,
  'i',
);
const MILLIONS = new RegExp(String.raw`(\d+(?:,\d+)?)\s*(?:M€|millions? d['’]euros|millions? €|millions? euros)`, 'i');

/** The first amount in euros written in this text (« 1 250 000 € HT », « 1,2 M€ »); null when none. */
export function parseFrenchAmount(text: string): number | null {
  const millions = MILLIONS.exec(text);
  const match = AMOUNT.exec(text);
  if (millions && (!match || millions.index <= match.index)) {
    return Math.round(Number((millions[1] ?? '').replace(',', '.')) * 1_000_000);
  }
  if (!match) {
    return null;
  }
  const whole = Number((match[1] ?? '').replace(/[ \u00a0\u202f.]/g, ''));
  const cents = match[2] ? Number(match[2].padEnd(2, '0')) / 100 : 0;
  let value = whole + cents;
  const unit = match[3]?.toLowerCase();
  if (unit === 'k') {
    value *= 1000;
  } else if (unit && unit.startsWith('m')) {
    value *= 1_000_000;
  }
  return Number.isFinite(value) && value > 0 ? Math.round(value * 100) / 100 : null;
}

const DURATION = /(\d+(?:,\d+)?)\s*(mois|semaines?|jours?(?:\s+(?:calendaires|ouvrés|ouvrables))?|ans?|années?)\b/i;

/** A duration as the notice writes it (« 6 mois », « 45 jours calendaires »); null when none. */
export function parseFrenchDuration(text: string): string | null {
  const match = DURATION.exec(text);
  return match ? `${match[1]} ${match[2]?.toLowerCase()}` : null;
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
const PHONE = /(?:\+33\s?\(?0?\)?\s?|\b0)[1-9](?:[\s.-]?\d{2}){4}\b/;

export function findEmail(text: string): string | null {
  return EMAIL.exec(text)?.[0]?.replace(/\.$/, '') ?? null;
}

export function findPhone(text: string): string | null {
  return PHONE.exec(text)?.[0]?.trim() ?? null;
}
