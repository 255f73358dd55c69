const sizeFormatter = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

const KILO = 1024;
const MEGA = KILO * KILO;

/**
 * A file size for people: the spec asks for B, KB or MB; in French those units are the octet, the
 * kilo-octet and the méga-octet, written « o », « Ko », « Mo » (245 o, 12,4 Ko, 1,2 Mo), with a
 * decimal comma and a non-breaking space before the unit. Binary multiples (1 Ko = 1 024 o), as the
 * file managers people use show them.
 */
export function formatBytes(bytes: number): string {
  const value = Math.max(0, Math.round(bytes));
  if (value < KILO) {
    return `${value}\u00a0o`;
  }
  if (value < MEGA) {
    return `${sizeFormatter.format(Math.round((value / KILO) * 10) / 10)}\u00a0Ko`;
  }
  return `${sizeFormatter.format(Math.round((value / MEGA) * 10) / 10)}\u00a0Mo`;
}
