import { PLANS, type PlanId } from './plans.ts';

/**
 * The storage quota as users read it (ADR 013): sizes in binary units with a decimal comma and a
 * non-breaking space, as the pages print file sizes (« 98,4 Mo », « 1 Go »).
 */

const KILO = 1024;
const UNITS = ['o', 'Ko', 'Mo', 'Go', 'To'] as const;
const oneDecimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** 245 → « 245 o », 12 698 → « 12,4 Ko », 103 179 878 → « 98,4 Mo », 5 Gio → « 5 Go ». */
export function formatStorageBytes(bytes: number): string {
  let value = Math.max(0, Math.round(bytes));
  let unit = 0;
  while (value >= KILO && unit < UNITS.length - 1) {
    value /= KILO;
    unit += 1;
  }
  // 1 023,96 Ko reads « 1 Mo », not « 1 024 Ko ».
  if (unit > 0 && Math.round(value * 10) / 10 >= KILO && unit < UNITS.length - 1) {
    value /= KILO;
    unit += 1;
  }
  return `${oneDecimal.format(Math.round(value * 10) / 10)}\u00a0${UNITS[unit]}`;
}

/** The plan as the storage messages name it: « Gratuit » without a subscription, else its badge. */
export function storagePlanLabel(plan: PlanId): string {
  return plan === 'free' ? 'Gratuit' : PLANS[plan].name;
}

/** « Espace utilisé : 12,3 Mo sur 100 Mo ». */
export function storageUsageText(usedBytes: number, quotaBytes: number): string {
  return `Espace utilisé : ${formatStorageBytes(usedBytes)} sur ${formatStorageBytes(quotaBytes)}`;
}

/** Share of the quota used, 0 to 100 (whole percent, for the progress bar). */
export function storageUsedPercent(usedBytes: number, quotaBytes: number): number {
  if (quotaBytes <= 0) {
    return 100;
  }
  return Math.min(100, Math.max(0, Math.round((usedBytes / quotaBytes) * 100)));
}

/** The 413 detail when a file would not fit in the plan's space. */
export function storageFullMessage(usedBytes: number, quotaBytes: number, plan: PlanId): string {
  const highest = plan === 'expert';
  return (
    `Espace de stockage plein : ${formatStorageBytes(usedBytes)} utilisés sur ${formatStorageBytes(quotaBytes)} ` +
    `(offre ${storagePlanLabel(plan)}). ` +
    (highest
      ? 'Supprimez des fichiers pour libérer de la place.'
      : 'Supprimez des fichiers ou passez à une offre supérieure.')
  );
}
