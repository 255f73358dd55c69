/** From this many months, a library price's basis is called old on screen. */
export const OLD_BASIS_MONTHS = 6;

const monthYear = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Whole months from a « AAAA-MM-JJ » date to `today` (0 in the same month, never negative). */
export function monthsSince(date: string, today: Date): number {
  const [year, month] = date.split('-').map(Number);
  if (!year || !month) {
    return 0;
  }
  return Math.max(0, (today.getUTCFullYear() - year) * 12 + (today.getUTCMonth() + 1 - month));
}

/**
 * When a composed price rests on figures of 6 months or more, the sentence that says so (the price is
 * not brought to the current month: no cost index is applied). Null for recent figures or no date.
 */
export function oldBasisNotice(date: string | undefined, today: Date = new Date()): string | null {
  if (!date) {
    return null;
  }
  const months = monthsSince(date, today);
  if (months < OLD_BASIS_MONTHS) {
    return null;
  }
  const when = monthYear.format(new Date(`${date.slice(0, 7)}-01T00:00:00Z`));
  return (
    `Chiffres de ${when}, il y a ${months} mois : les coûts ont pu changer depuis et ce prix n’est pas ` +
    'actualisé. Vérifiez-le avec vos derniers achats.'
  );
}

/** What the server says of a price whose supplies were brought to a later month by a BT index (ADR 032). */
export interface ActualisationInfo {
  indice: string;
  mois_base: string;
  mois_recent: string;
  coefficient: number;
}

const ratio = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
const monthOf = (month: string) => monthYear.format(new Date(`${month}-01T00:00:00Z`));

/**
 * The notice next to a library price's explanation: its supplies actualised by a BT index (and how
 * old that index is), or the « not actualised » warning for old figures. Null when there is nothing to say.
 */
export function priceAgeNotice(
  date: string | undefined,
  actualisation: ActualisationInfo | undefined,
  today: Date = new Date(),
): { tone: 'info' | 'warning'; text: string } | null {
  if (!actualisation) {
    const text = oldBasisNotice(date, today);
    return text ? { tone: 'warning', text } : null;
  }
  const months = monthsSince(`${actualisation.mois_recent}-01`, today);
  const text =
    `Fournitures actualisées avec l’indice ${actualisation.indice} : ${monthOf(actualisation.mois_recent)} / ` +
    `${monthOf(actualisation.mois_base)} (mois des chiffres) = ${ratio.format(actualisation.coefficient)}.`;
  if (months >= OLD_BASIS_MONTHS) {
    return {
      tone: 'warning',
      text: `${text} Dernier indice saisi il y a ${months} mois : vérifiez ce prix avec vos derniers achats.`,
    };
  }
  return { tone: 'info', text };
}
