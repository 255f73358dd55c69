import { describe, expect, it } from 'vitest';
import { STORAGE_QUOTA_BYTES } from './plans.ts';
import { formatStorageBytes, storageFullMessage, storageUsageText, storageUsedPercent } from './storage.ts';

const MO = 1024 * 1024;

describe('the storage quota', () => {
  it('gives each plan its space: 100 Mo free, 500 Mo ESSENTIEL, 1 Go PRO, 5 Go EXPERT', () => {
    expect(Object.fromEntries(Object.entries(STORAGE_QUOTA_BYTES).map(([p, b]) => [p, formatStorageBytes(b)]))).toEqual(
      { free: '100\u00a0Mo', essentiel: '500\u00a0Mo', pro: '1\u00a0Go', expert: '5\u00a0Go' },
    );
  });

  it('prints sizes in French, binary units, one decimal at most', () => {
    expect(formatStorageBytes(0)).toBe('0\u00a0o');
    expect(formatStorageBytes(245)).toBe('245\u00a0o');
    expect(formatStorageBytes(12_698)).toBe('12,4\u00a0Ko');
    expect(formatStorageBytes(12.3 * MO)).toBe('12,3\u00a0Mo');
    expect(formatStorageBytes(MO - 1)).toBe('1\u00a0Mo');
    expect(formatStorageBytes(1.5 * 1024 * MO)).toBe('1,5\u00a0Go');
  });

  it('writes the usage line and the share used', () => {
    expect(storageUsageText(12.3 * MO, 100 * MO)).toBe('Espace utilisé : 12,3\u00a0Mo sur 100\u00a0Mo');
    expect(storageUsedPercent(12.3 * MO, 100 * MO)).toBe(12);
    expect(storageUsedPercent(120 * MO, 100 * MO)).toBe(100);
  });

  it('says what is used, on which plan, and what to do when it is full', () => {
    expect(storageFullMessage(98.4 * MO, STORAGE_QUOTA_BYTES.free, 'free')).toBe(
      'Espace de stockage plein : 98,4\u00a0Mo utilisés sur 100\u00a0Mo (offre Gratuit). ' +
        'Supprimez des fichiers ou passez à une offre supérieure.',
    );
    expect(storageFullMessage(4.99 * 1024 * MO, STORAGE_QUOTA_BYTES.expert, 'expert')).toBe(
      'Espace de stockage plein : 5\u00a0Go utilisés sur 5\u00a0Go (offre EXPERT). Supprimez des fichiers pour libérer de la place.',
    );
  });
});
