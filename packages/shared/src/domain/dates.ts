const longDate = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** « 23 novembre 2026 », « 1er décembre 2026 » (Europe/Paris): the letter, the PDF and the quota message. */
export function formatFrenchDate(instant: Date): string {
  return longDate.format(instant).replace(/^1 /, '1er ');
}
