/**
 * The dated register of the standards and rules the engine cites (issue 13), after
 * `shared/docs/domain/trade-work-kinds.md` § 3: what is in force, since when, and what it
 * replaced. A test scans every output (local engine, both profiles, every trade, real notices) for
 * the retired ones; the same check can be run on an LLM's output (`retiredCitations`).
 */
export interface RegisterEntry {
  topic: string;
  /** The reference in force, as the engine cites it. */
  current: string;
  /** In force since (ISO date, or year). */
  since: string;
  /** What it replaced: never cited. */
  retired: { label: string; pattern: RegExp; until: string }[];
}

export const REGISTER: readonly RegisterEntry[] = [
  {
    topic: 'Commande publique',
    current: 'Code de la commande publique',
    since: '2019-04-01',
    retired: [
      { label: 'Code des marchés publics (2006)', pattern: /code des march[ée]s publics/i, until: '2019-03-31' },
      { label: 'ordonnance 2015-899', pattern: /ordonnance (n° )?2015-899/i, until: '2019-03-31' },
      { label: 'décret 2016-360', pattern: /d[ée]cret (n° )?2016-360/i, until: '2019-03-31' },
    ],
  },
  {
    topic: 'CCAG',
    current: 'CCAG-Travaux (arrêté du 30 mars 2021)',
    since: '2021-04-01',
    retired: [{ label: 'CCAG-Travaux 2009', pattern: /CCAG[- ]Travaux (de )?2009/i, until: '2021-09-30' }],
  },
  {
    topic: 'Fluides frigorigènes',
    current: 'Règlement (UE) 2024/573',
    since: '2024-03-11',
    retired: [
      { label: 'Règlement (UE) 517/2014', pattern: /517\/2014/, until: '2024-03-10' },
      { label: 'Règlement (UE) 2015/2067', pattern: /2015\/2067/, until: '2024-03-10' },
    ],
  },
  {
    topic: 'Électricité',
    current: 'NF C 15-100 (série d’août 2024), NF C 15-100-7-722, NF C 17-200 (2016)',
    since: '2024-08-23',
    retired: [
      { label: 'NF C 15-100:2002', pattern: /NF C 15-100\s*(:|de|version)\s*2002/i, until: '2025-09-01' },
      { label: 'UTE C 15-722', pattern: /UTE C 15-722/i, until: '2024-08-23' },
    ],
  },
  {
    topic: 'Gaz (habitation)',
    current: 'arrêté du 23 février 2018',
    since: '2020-01-01',
    retired: [{ label: 'arrêté du 2 août 1977', pattern: /2 ao[uû]t 1977/i, until: '2019-12-31' }],
  },
  {
    topic: 'Thermique (neuf)',
    current: 'RE2020',
    since: '2022-01-01',
    retired: [{ label: 'RT2012 (bâtiments neufs)', pattern: /\bRT ?2012\b/, until: '2021-12-31' }],
  },
  {
    topic: 'Levage et hauteur',
    current: 'CACES R482 à R490, R408, R457',
    since: '2020-01-01',
    retired: [
      {
        label: 'R372m, R377m, R383m, R386, R389, R390',
        pattern: /\bR ?(372m|377m|383m|386|389|390)\b/,
        until: '2019-12-31',
      },
      { label: 'R279', pattern: /\bR ?279\b/, until: '2004-06-10' },
    ],
  },
  {
    topic: 'Déchets',
    current: 'tri 7 flux (décret 2021-950), REP PMCB, PEMD',
    since: '2023-07-01',
    retired: [
      {
        label: '« diagnostic déchets » (arrêté du 19 décembre 2011)',
        pattern: /diagnostic d[ée]chets/i,
        until: '2023-06-30',
      },
    ],
  },
  {
    topic: 'DTU renommés',
    current: 'NF DTU 13.1; 36.2 et 36.5; 53.12; 59.1 et 42.1; 45.10 et 45.11',
    since: '2019-01-01',
    retired: [
      { label: 'DTU 13.11 / 13.12', pattern: /DTU 13\.1[12]\b/, until: '2019' },
      { label: 'DTU 36.1', pattern: /DTU 36\.1\b/, until: '2010' },
      {
        label: 'DTU 37.1 (menuiseries métalliques, remplacé par le NF DTU 36.5)',
        pattern: /DTU 37\.1\b/,
        until: '2010',
      },
      { label: 'DTU 53.1 / 53.2', pattern: /DTU 53\.[12]\b/, until: '2020-12' },
      { label: 'DTU 59.2', pattern: /DTU 59\.2\b/, until: '2013' },
      { label: 'CPT 3560', pattern: /CPT 3560/, until: '2017' },
    ],
  },
  {
    topic: 'Seuil européen des travaux',
    current: '5 404 000 € HT (2026–2027)',
    since: '2026-01-01',
    retired: [
      {
        label: '5 538 000 € HT (2024–2025)',
        pattern: /5[\s\u00a0\u202f]?538[\s\u00a0\u202f]?000/,
        until: '2025-12-31',
      },
    ],
  },
];

/** The retired references a text cites (their labels), none when it is clean. */
export function retiredCitations(text: string): string[] {
  return REGISTER.flatMap((entry) => entry.retired.filter((r) => r.pattern.test(text)).map((r) => r.label));
}
