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
