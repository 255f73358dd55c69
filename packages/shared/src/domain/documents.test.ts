import { describe, expect, it } from 'vitest';
import { companyProfileInputSchema } from '../contracts/company.ts';
import { documentUpdateSchema } from '../contracts/documents.ts';
import {
  CRITICAL_DOCUMENT_TYPES,
  DOCUMENT_TYPES,
  DOCUMENT_TYPE_INFO,
  DOCUMENT_DATE_MESSAGES,
  addMonthsInclusive,
  documentDateProblems,
  documentExpiry,
  documentStatus,
  documentValidity,
  fileHealth,
  isCalendarDate,
  issuedAtProblem,
  latestIssueDate,
  parisDate,
  reminderDue,
  validUntilProblem,
  type DocumentFacts,
} from './documents.ts';

// Noon in Paris, so that "today" is unambiguous.
const at = (date: string) => new Date(`${date}T11:00:00Z`);
const doc = (facts: Partial<DocumentFacts> & Pick<DocumentFacts, 'document_type'>): DocumentFacts => ({
  uploaded_at: '2024-01-01T10:00:00Z',
  ...facts,
});

describe('document types', () => {
  it('has the 13 types of the spec, 6 critical, each with a label and tips', () => {
    expect(DOCUMENT_TYPES).toHaveLength(13);
    expect(DOCUMENT_TYPES.filter((t) => DOCUMENT_TYPE_INFO[t].critical)).toEqual([...CRITICAL_DOCUMENT_TYPES]);
    expect(CRITICAL_DOCUMENT_TYPES).toEqual(['kbis', 'urssaf', 'rc_pro', 'decennale', 'piece_identite', 'rib']);
    for (const type of DOCUMENT_TYPES) {
      expect(DOCUMENT_TYPE_INFO[type].label.length).toBeGreaterThan(2);
      expect(DOCUMENT_TYPE_INFO[type].tips.length).toBeGreaterThan(20);
    }
  });
});

describe('dates', () => {
  it('adds months to the day before, clamping at month end', () => {
    expect(addMonthsInclusive('2024-01-15', 6)).toBe('2024-07-14');
    expect(addMonthsInclusive('2024-08-31', 6)).toBe('2025-02-27');
    expect(addMonthsInclusive('2024-11-01', 3)).toBe('2025-01-31');
  });
  it('reads today in Paris', () => {
    expect(parisDate(new Date('2024-03-31T22:30:00Z'))).toBe('2024-04-01');
    expect(parisDate(new Date('2024-01-31T22:59:00Z'))).toBe('2024-01-31');
  });
  it('checks calendar dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2024-2-01')).toBe(false);
  });
});

describe('the dates a user may enter (issue 11 item 15)', () => {
  it('accepts an issue date up to tomorrow in Paris, and refuses later ones', () => {
    const now = at('2026-11-22');
    expect(latestIssueDate(now)).toBe('2026-11-23');
    expect(issuedAtProblem('2026-11-22', now)).toBeNull();
    expect(issuedAtProblem('2026-11-23', now)).toBeNull();
    expect(issuedAtProblem('2026-11-24', now)).toBe(DOCUMENT_DATE_MESSAGES.issuedInFuture);
    expect(issuedAtProblem('9999-12-31', now)).toBe(DOCUMENT_DATE_MESSAGES.issuedInFuture);
    // Late in the evening in UTC is already the next day in Paris.
    expect(latestIssueDate(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-02');
  });
  it('refuses an issue date before 1900', () => {
    const now = at('2026-11-22');
    expect(issuedAtProblem('1900-01-01', now)).toBeNull();
    expect(issuedAtProblem('1899-12-31', now)).toBe(DOCUMENT_DATE_MESSAGES.issuedTooOld);
    expect(issuedAtProblem('0001-01-01', now)).toBe(DOCUMENT_DATE_MESSAGES.issuedTooOld);
  });
  it('keeps an end of validity between 1900 and 2100', () => {
    expect(validUntilProblem('2100-12-31')).toBeNull();
    expect(validUntilProblem('1900-01-01')).toBeNull();
    expect(validUntilProblem('2101-01-01')).toBe(DOCUMENT_DATE_MESSAGES.validUntilOutOfRange);
    expect(validUntilProblem('9999-12-31')).toBe(DOCUMENT_DATE_MESSAGES.validUntilOutOfRange);
    expect(validUntilProblem('1899-12-31')).toBe(DOCUMENT_DATE_MESSAGES.validUntilOutOfRange);
  });
  it('names each field at fault, and leaves absent or cleared dates alone', () => {
    const now = at('2026-11-22');
    expect(documentDateProblems({ issued_at: '2030-01-01', valid_until: '2200-01-01' }, now)).toEqual([
      { field: 'issued_at', message: DOCUMENT_DATE_MESSAGES.issuedInFuture },
      { field: 'valid_until', message: DOCUMENT_DATE_MESSAGES.validUntilOutOfRange },
    ]);
    expect(documentDateProblems({ issued_at: null, valid_until: undefined }, now)).toEqual([]);
    expect(documentDateProblems({ issued_at: '2026-11-01', valid_until: '2027-05-01' }, now)).toEqual([]);
  });
  it('applies the same bounds to the end dates of the contracts (documents, company certificates)', () => {
    expect(documentUpdateSchema.safeParse({ valid_until: '9999-12-31' }).success).toBe(false);
    expect(documentUpdateSchema.safeParse({ issued_at: '1899-12-31' }).success).toBe(false);
    expect(documentUpdateSchema.safeParse({ valid_until: '2100-12-31', issued_at: '1900-01-01' }).success).toBe(true);
    const insurance = { type: 'decennale', assureur: 'SMABTP' };
    const profile = (valid_until: string) =>
      companyProfileInputSchema.safeParse({ assurances: [{ ...insurance, valid_until }] });
    expect(profile('2101-01-01').error?.issues[0]?.message).toBe(DOCUMENT_DATE_MESSAGES.validUntilOutOfRange);
    expect(profile('2027-01-31').success).toBe(true);
    const qualification = { organisme: 'Qualibat', intitule: 'Couverture', valid_until: '1899-01-01' };
    expect(companyProfileInputSchema.safeParse({ qualifications: [qualification] }).success).toBe(false);
  });
  it('does not let a 9999 issue date give a five-digit expiry any more', () => {
    // The defect: « délivré le » 9999-12-31 gave « valable jusqu'au » +010000-03.
    expect(issuedAtProblem('9999-12-31', at('2026-11-22'))).not.toBeNull();
  });
});

describe('documentStatus', () => {
  it('is missing without a document', () => {
    expect(documentStatus(undefined, at('2024-01-01'))).toBe('missing');
  });

  it('URSSAF: 6 months from issue, expiring soon in the last 30 days', () => {
    const urssaf = doc({ document_type: 'urssaf', issued_at: '2024-01-15' });
    expect(documentExpiry(urssaf)).toBe('2024-07-14');
    expect(documentStatus(urssaf, at('2024-06-13'))).toBe('valid'); // 31 days left
    expect(documentStatus(urssaf, at('2024-06-14'))).toBe('expiring_soon'); // 30 days left
    expect(documentValidity(urssaf, at('2024-07-14'))).toMatchObject({ status: 'expiring_soon', days_left: 0 });
    expect(documentStatus(urssaf, at('2024-07-15'))).toBe('expired');
  });

  it('URSSAF without an issue date counts from the upload day', () => {
    const urssaf = doc({ document_type: 'urssaf', uploaded_at: '2024-01-15T08:00:00Z' });
    expect(documentExpiry(urssaf)).toBe('2024-07-14');
  });

  it('Kbis: 3 months from issue', () => {
    const kbis = doc({ document_type: 'kbis', issued_at: '2024-03-01' });
    expect(documentExpiry(kbis)).toBe('2024-05-31');
    expect(documentStatus(kbis, at('2024-04-30'))).toBe('valid');
    expect(documentStatus(kbis, at('2024-05-01'))).toBe('expiring_soon');
    expect(documentStatus(kbis, at('2024-05-31'))).toBe('expiring_soon');
    expect(documentStatus(kbis, at('2024-06-01'))).toBe('expired');
  });

  it('attestation fiscale: 6 months from issue', () => {
    const fiscale = doc({ document_type: 'attestation_fiscale', issued_at: '2024-02-10' });
    expect(documentExpiry(fiscale)).toBe('2024-08-09');
    expect(documentStatus(fiscale, at('2024-08-09'))).toBe('expiring_soon');
    expect(documentStatus(fiscale, at('2024-08-10'))).toBe('expired');
  });

  it('an entered "valable jusqu’au" wins over the computed date', () => {
    const urssaf = doc({ document_type: 'urssaf', issued_at: '2024-01-15', valid_until: '2024-05-01' });
    expect(documentStatus(urssaf, at('2024-05-02'))).toBe('expired');
  });

  it('insurance: the printed period, expired the day after', () => {
    const decennale = doc({ document_type: 'decennale', valid_until: '2024-12-31' });
    expect(documentStatus(decennale, at('2024-11-30'))).toBe('valid');
    expect(documentStatus(decennale, at('2024-12-01'))).toBe('expiring_soon');
    expect(documentStatus(decennale, new Date('2024-12-31T22:59:00Z'))).toBe('expiring_soon'); // 23:59 Paris
    expect(documentStatus(decennale, new Date('2024-12-31T23:00:00Z'))).toBe('expired'); // 00:00 Paris
  });

  it('insurance without an end date is valid but flagged', () => {
    expect(documentValidity(doc({ document_type: 'rc_pro' }), at('2030-01-01'))).toEqual({
      status: 'valid',
      expires_on: null,
      days_left: null,
      needs_valid_until: true,
    });
  });

  it('documents without expiry stay valid', () => {
    expect(documentStatus(doc({ document_type: 'rib' }), at('2040-01-01'))).toBe('valid');
  });
});

describe('fileHealth', () => {
  const complete = (): DocumentFacts[] => [
    doc({ document_type: 'kbis', issued_at: '2024-03-01' }),
    doc({ document_type: 'urssaf', issued_at: '2024-03-01' }),
    doc({ document_type: 'rc_pro', valid_until: '2024-12-31' }),
    doc({ document_type: 'decennale', valid_until: '2024-12-31' }),
    doc({ document_type: 'piece_identite' }),
    doc({ document_type: 'rib' }),
  ];

  it('is incomplete for an empty file', () => {
    const health = fileHealth([], at('2024-03-10'));
    expect(health.overall_health).toBe('incomplete');
    expect(health.missing_critical).toEqual([...CRITICAL_DOCUMENT_TYPES]);
    expect(health.dossier_completion).toBe(0);
    expect(health.recommendations).toHaveLength(6);
    expect(health.recommendations[0]).toContain('Extrait Kbis');
  });

  it('is good when the 6 critical documents are valid', () => {
    const health = fileHealth(complete(), at('2024-03-10'));
    expect(health).toEqual({
      overall_health: 'good',
      missing_critical: [],
      expired: [],
      expiring_soon: [],
      recommendations: [],
      dossier_completion: 100,
    });
  });

  it('warns when a document expires within 30 days; expiring soon still counts as valid', () => {
    // Kbis issued 2024-03-01 is valid through 2024-05-31.
    const health = fileHealth(complete(), at('2024-05-01'));
    expect(health.overall_health).toBe('warning');
    expect(health.expiring_soon).toEqual(['kbis']);
    expect(health.dossier_completion).toBe(100);
    expect(health.recommendations[0]).toMatch(/expire le 31\/05\/2024 \(dans 30 jours\)/);
  });

  it('is incomplete once a critical document expired, and the completion drops', () => {
    const health = fileHealth(complete(), at('2024-06-01'));
    expect(health.overall_health).toBe('incomplete');
    expect(health.expired).toEqual(['kbis']);
    expect(health.dossier_completion).toBe(83);
    expect(health.recommendations.some((r) => r.includes('a expiré le 31/05/2024'))).toBe(true);
  });

  it('counts only the critical types, and warns for an expired optional one', () => {
    const docs = [
      ...complete().slice(0, 3),
      doc({ document_type: 'attestation_fiscale', issued_at: '2023-01-01' }),
      doc({ document_type: 'cv_dirigeant' }),
    ];
    const health = fileHealth(docs, at('2024-03-10'));
    expect(health.dossier_completion).toBe(50);
    expect(health.missing_critical).toEqual(['decennale', 'piece_identite', 'rib']);
    expect(health.expired).toEqual(['attestation_fiscale']);

    const optionalOnly = fileHealth([...complete(), docs[3] as DocumentFacts], at('2024-03-10'));
    expect(optionalOnly.overall_health).toBe('warning');
    expect(optionalOnly.dossier_completion).toBe(100);
  });

  it('warns when an insurance end date is missing', () => {
    const docs = complete().map((d) => (d.document_type === 'rc_pro' ? { ...d, valid_until: null } : d));
    const health = fileHealth(docs, at('2024-03-10'));
    expect(health.overall_health).toBe('warning');
    expect(health.recommendations).toEqual([
      'Indiquez la date de fin de validité du document « Attestation d’assurance RC Professionnelle » pour être prévenu avant son expiration.',
    ]);
  });

  it('uses the latest upload of a type', () => {
    const docs = [
      doc({ document_type: 'urssaf', issued_at: '2023-01-01', uploaded_at: '2023-01-02T00:00:00Z' }),
      doc({ document_type: 'urssaf', issued_at: '2024-03-01', uploaded_at: '2024-03-02T00:00:00Z' }),
    ];
    expect(fileHealth(docs, at('2024-03-10')).expired).toEqual([]);
  });
});

describe('reminderDue', () => {
  const rc = (validUntil: string) =>
    documentValidity(doc({ document_type: 'rc_pro', valid_until: validUntil }), at('2024-03-10'));

  it('is due 30 days before, 7 days before and once expired, the most urgent only', () => {
    expect(reminderDue(rc('2024-04-10'))).toBeNull();
    expect(reminderDue(rc('2024-04-09'))).toBe('j30');
    expect(reminderDue(rc('2024-03-18'))).toBe('j30');
    expect(reminderDue(rc('2024-03-17'))).toBe('j7');
    expect(reminderDue(rc('2024-03-10'))).toBe('j7');
    expect(reminderDue(rc('2024-03-09'))).toBe('expired');
  });

  it('is never due for a missing or never-expiring document', () => {
    expect(reminderDue(documentValidity(null, at('2024-03-10')))).toBeNull();
    expect(reminderDue(documentValidity(doc({ document_type: 'rib' }), at('2024-03-10')))).toBeNull();
  });
});
