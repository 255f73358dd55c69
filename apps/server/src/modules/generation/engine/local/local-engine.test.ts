import { describe, expect, it } from 'vitest';
import {
  generatedContentSchema,
  MEMOIRE_SECTION_KEYS,
  TO_COMPLETE_PATTERN,
  type GeneratedContent,
} from '@batiao/shared/contracts/generation';
import { TRADE_SLUGS } from '@batiao/shared/domain/trades';
import type { GenerationContext } from '../context.ts';
import {
  COUVREUR_ALT_NOTICE_TEXT,
  COUVREUR_ALT_TENDER,
  EMPTY_COMPANY,
  FULL_COMPANY,
  makeContext,
  PARTIAL_COMPANY,
  TENDER_FIXTURES,
} from '../../../../test/fixtures/generation.ts';
import { sitePlace } from './place.ts';
import { createLocalEngine, generateLocally } from './local-engine.ts';

const generate = (context: GenerationContext): GeneratedContent => generateLocally(context).content;

/** Everything the buyer reads: the letter, every section's body and table cells. */
function allText(content: GeneratedContent): string {
  return [
    content.lettre_candidature,
    ...content.memoire_sections.flatMap((s) => [
      s.title,
      s.body,
      ...(s.table ? [...s.table.columns, ...s.table.rows.flat()] : []),
    ]),
  ].join('\n');
}

/** Prose only (letter and bodies), split into sentences and bullet lines. */
function sentences(content: GeneratedContent): string[] {
  return [content.lettre_candidature, ...content.memoire_sections.map((s) => s.body)]
    .join('\n')
    .split(/(?<=[.!?])\s+|\n+/)
    .map((x) => x.trim())
    .filter((x) => x.length > 20);
}

const markers = (text: string) => text.match(TO_COMPLETE_PATTERN) ?? [];

describe('local engine — every trade, complete profile', () => {
  for (const trade of TRADE_SLUGS) {
    describe(trade, () => {
      const context = makeContext({ trade });
      const content = generate(context);
      const tender = TENDER_FIXTURES[trade];
      const text = allText(content);

      it('parses with the shared schema and writes every section with a body', () => {
        expect(() => generatedContentSchema.parse(content)).not.toThrow();
        expect(content.memoire_sections.map((s) => s.key).sort()).toEqual([...MEMOIRE_SECTION_KEYS].sort());
        for (const section of content.memoire_sections) {
          expect(section.body.trim().length, section.key).toBeGreaterThan(150);
        }
      });

      it('states the tender’s facts', () => {
        expect(text).toContain(tender.title);
        expect(text).toContain(tender.source_id);
        expect(content.lettre_candidature).toContain(tender.buyer.name ?? '');
        // The site (execution place, object, buyer town), never the notice's list of départements.
        expect(text).toContain(`Lieu d’exécution : ${sitePlace(tender).label}`);
        for (const lot of tender.lots) {
          expect(text).toContain(lot.title);
        }
        if (tender.amount !== null) {
          expect(text).toMatch(new RegExp(new Intl.NumberFormat('fr-FR').format(tender.amount).replace(/\s/g, '\\s')));
        }
      });

      it('leaves no marker and nothing to complete when the profile is complete', () => {
        // The roofer's profile: for another trade, only notes on the fit of its qualifications and
        // references, and the décennale covering that trade (the profile's covers roofing and masonry).
        expect(markers(text).filter((m) => !m.includes('assurance décennale couvrant'))).toEqual([]);
        expect(
          content.a_completer.filter(
            (x) =>
              !/ne relève pas|porte sur un autre ouvrage|Aucune de vos références|votre assurance décennale couvre|^Activité de l’entreprise|^Assurance décennale à vérifier/.test(
                x,
              ),
          ),
        ).toEqual([]);
        expect(content.lettre_candidature).toContain('Fait à Lyon, le 23 novembre 2026');
        expect(content.lettre_candidature).toContain('Claire Dumas\nDumas Bâtiment Rhône-Alpes');
        expect(content.lettre_candidature).toContain('Madame, Monsieur,');
        expect(content.lettre_candidature).toContain(`SIRET : ${FULL_COMPANY.siret}`);
      });

      it('copies the staff table from the profile, row for row', () => {
        const staff = content.memoire_sections.find((s) => s.key === 'moyens_humains');
        expect(staff?.table?.columns).toEqual(['Fonction', 'Effectif']);
        expect(staff?.table?.rows).toEqual(FULL_COMPANY.effectifs.map((e) => [e.role, String(e.nombre)]));
        const equipment = content.memoire_sections.find((s) => s.key === 'moyens_materiels');
        expect(equipment?.table?.rows.map((r) => r[0])).toEqual(FULL_COMPANY.materiel.map((m) => m.designation));
      });

      it('has a schedule table with the trade’s phases', () => {
        const planning = content.memoire_sections.find((s) => s.key === 'planning');
        expect(planning?.table?.columns).toEqual(['Phase', 'Durée', 'Période indicative']);
        expect(planning?.table?.rows.length).toBeGreaterThanOrEqual(4);
      });

      it('is deterministic', () => {
        expect(generate(makeContext({ trade }))).toEqual(content);
      });
    });
  }
});

describe('local engine — what the company lacks', () => {
  it('marks every company fact when there is no profile, and lists each need once', () => {
    const content = generate(makeContext({ company: null }));
    const text = allText(content);
    expect(markers(text).length).toBeGreaterThan(5);
    expect(content.a_completer.length).toBeGreaterThan(5);
    expect(new Set(content.a_completer).size).toBe(content.a_completer.length);
    // Every marker's need is listed.
    const needs = new Set(markers(text).map((m) => m.slice('[À compléter : '.length, -1)));
    for (const need of needs) {
      expect(
        content.a_completer.some((line) => line.toLowerCase().startsWith(need.toLowerCase())),
        need,
      ).toBe(true);
    }
    expect(content.lettre_candidature).toContain('[À compléter : raison sociale de l’entreprise]');
    expect(content.lettre_candidature).toContain('Fait à [À compléter : ville du siège], le 23 novembre 2026');
  });

  it('invents nothing about an empty company', () => {
    for (const company of [null, EMPTY_COMPANY]) {
      const content = generate(makeContext({ company, trade: 'macon' }));
      const text = allText(content);
      expect(text).not.toMatch(/\b\d{14}\b/);
      expect(text).not.toMatch(/\d+ personnes?\b/);
      expect(text).not.toContain('SMABTP');
      expect(text).not.toContain('Pérouges');
      expect(text).not.toContain('Qualibat 3192');
      expect(text).not.toContain('Dumas Bâtiment');
      const staff = content.memoire_sections.find((s) => s.key === 'moyens_humains');
      expect(staff?.table).toBeNull();
      expect(staff?.body).toContain('[À compléter : effectifs de l’entreprise');
      const refs = content.memoire_sections.find((s) => s.key === 'references');
      expect(refs?.table).toBeNull();
      expect(refs?.body).toContain('[À compléter : références de chantiers similaires');
    }
  });

  it('uses what a partial profile holds and marks the rest', () => {
    const content = generate(makeContext({ company: PARTIAL_COMPANY }));
    const text = allText(content);
    expect(content.lettre_candidature).toContain('Couvertures Morel');
    expect(content.lettre_candidature).toContain('Fait à Vienne, le 23 novembre 2026');
    expect(text).not.toContain('[À compléter : raison sociale');
    expect(text).not.toContain('[À compléter : effectifs');
    const staff = content.memoire_sections.find((s) => s.key === 'moyens_humains');
    expect(staff?.table?.rows).toEqual([
      ['Artisan couvreur', '1'],
      ['Compagnon couvreur', '2'],
    ]);
    expect(text).toContain('[À compléter : assurance décennale');
    expect(text).toContain('[À compléter : références de chantiers similaires');
    expect(text).toContain('[À compléter : matériel de l’entreprise');
    expect(content.a_completer.some((l) => l.startsWith('Assurance décennale'))).toBe(true);
    expect(content.a_completer.some((l) => l.startsWith('Raison sociale'))).toBe(false);
    expect(new Set(content.a_completer).size).toBe(content.a_completer.length);
  });
});

describe('local engine — award criteria', () => {
  it('orders the sections by the weight of the criteria they answer', () => {
    const content = generate(makeContext({ trade: 'plaquiste' }));
    const keys = content.memoire_sections.map((s) => s.key);
    // méthodologie 30 > moyens 20 > planning 10; price maps to no section.
    expect(keys.slice(0, 5)).toEqual([
      'comprehension',
      'methodologie',
      'moyens_humains',
      'moyens_materiels',
      'planning',
    ]);
    expect(content.memoire_sections[1]?.criterion).toEqual({
      label: 'Valeur technique – sous-critère 1 : méthodologie',
      weight: 30,
    });
    expect(content.memoire_sections[2]?.criterion?.weight).toBe(20);
    expect(content.memoire_sections[4]?.criterion?.weight).toBe(10);
    expect(content.memoire_sections.slice(5).every((s) => s.criterion === null)).toBe(true);
    expect(content.memoire_sections[1]?.body).toContain(
      '«\u00a0Valeur technique – sous-critère 1 : méthodologie\u00a0» (30',
    );
    const comprehension = content.memoire_sections.find((s) => s.key === 'comprehension');
    expect(comprehension?.body).toMatch(/critère «\s?Prix\s?» \(40\s%\)/);
  });

  it('puts a small environmental criterion after the technical value and before the rest', () => {
    const content = generate(makeContext({ trade: 'chauffagiste' }));
    const keys = content.memoire_sections.map((s) => s.key);
    const env = content.memoire_sections.find((s) => s.key === 'environnement');
    expect(env?.criterion).toEqual({ label: 'Performances en matière de protection de l’environnement', weight: 10 });
    expect(keys.indexOf('environnement')).toBeGreaterThan(keys.indexOf('methodologie'));
    expect(keys.indexOf('environnement')).toBeLessThan(keys.indexOf('securite'));
  });

  it('keeps the default order and no criterion when the notice gives none', () => {
    const content = generate(makeContext({ trade: 'menuisier' }));
    expect(content.memoire_sections.map((s) => s.key)).toEqual([...MEMOIRE_SECTION_KEYS]);
    expect(content.memoire_sections.every((s) => s.criterion === null)).toBe(true);
  });
});

describe('local engine — specific to the tender', () => {
  it('writes visibly different texts for two tenders of the same trade', () => {
    const a = generate(makeContext({ trade: 'couvreur' }));
    const b = generate(
      makeContext({ trade: 'couvreur', tender: COUVREUR_ALT_TENDER, noticeText: COUVREUR_ALT_NOTICE_TEXT }),
    );
    const inB = new Set(sentences(b));
    const sa = sentences(a);
    const shared = sa.filter((s) => inB.has(s)).length;
    expect(shared / sa.length).toBeLessThan(0.6);
    const planA = a.memoire_sections.find((s) => s.key === 'planning')?.table;
    const planB = b.memoire_sections.find((s) => s.key === 'planning')?.table;
    expect(planA).not.toEqual(planB);
    expect(a.memoire_sections.map((s) => s.key)).not.toEqual(b.memoire_sections.map((s) => s.key));
    // The facts of each tender lead to their own paragraphs.
    expect(allText(a)).toContain('NF DTU 40.11');
    expect(allText(b)).toContain('NF DTU 40.35');
    expect(allText(b)).toContain('sous-section 4');
    expect(allText(a)).not.toContain('NF DTU 40.35');
  });

  it('speaks of the constraints found in the notice', () => {
    const school = allText(generate(makeContext({ trade: 'etancheur' })));
    expect(school).toContain('vacances scolaires');
    expect(school).toMatch(/accueille des enfants/);
    const ehpad = allText(generate(makeContext({ trade: 'chauffagiste' })));
    expect(ehpad).toContain('public fragile');
    expect(ehpad).toContain('4 heures');
    const church = allText(generate(makeContext({ trade: 'couvreur' })));
    expect(church).toContain('visite du site est obligatoire');
    expect(church).toContain('caractère patrimonial');
  });

  it('writes the distance from the company’s seat (its profile), never from the user’s zone of work', () => {
    const near = generate(makeContext({ trade: 'macon' }));
    expect(allText(near)).toContain('même département que notre siège de Lyon');
    const zone = generate(makeContext({ trade: 'macon', userLocation: 'Brest (29)' }));
    expect(allText(zone)).not.toContain('Brest');
    const far = generate(
      makeContext({ trade: 'macon', company: { ...FULL_COMPANY, code_postal: '29200', ville: 'Brest' } }),
    );
    expect(allText(far)).toMatch(/environ \d[\d\s]*\skm à vol d’oiseau de notre siège de Brest/);
    const overseas = generate(
      makeContext({ trade: 'macon', company: { ...FULL_COMPANY, code_postal: '97300', ville: 'Cayenne' } }),
    );
    expect(allText(overseas)).not.toMatch(/km de notre siège|département voisin/);
  });

  it('keeps a hostile title as plain text', () => {
    const title = '<script>alert(1)</script> Réfection & «\u00a0toiture\u00a0»';
    const context = makeContext({ trade: 'couvreur', tender: { ...TENDER_FIXTURES.couvreur, title } });
    const content = generate(context);
    expect(content.lettre_candidature).toContain(title);
    expect(allText(content)).not.toContain('&lt;');
  });

  it('formats reference amounts in French', () => {
    const content = generate(makeContext({ trade: 'couvreur' }));
    const refs = content.memoire_sections.find((s) => s.key === 'references');
    expect(refs?.table?.rows[0]).toEqual([
      'Réfection de la couverture en ardoises de la chapelle Saint-Roch',
      'Commune de Pérouges',
      '2025',
      '86\u202f500\u00a0€\u00a0HT',
    ]);
  });

  it('writes a default schedule when the notice gives no duration', () => {
    const content = generate(makeContext({ trade: 'vitrier' }));
    const planning = content.memoire_sections.find((s) => s.key === 'planning');
    expect(planning?.body).toContain('ne précise pas la durée');
    expect(planning?.body).toContain('date de démarrage est à convenir');
    expect(markers(planning?.body ?? '')).toEqual([]);
  });
});

describe('local engine — the WritingEngine interface', () => {
  // Its speed is measured by `npm run bench -- generation` (bench/GENERATION.md), not asserted here.
  it('answers as the local engine', async () => {
    const engine = createLocalEngine();
    expect(engine.name).toBe('local');
    const context = makeContext({ trade: 'electricien' });
    const result = await engine.generate(context);
    expect(result).toMatchObject({ engine: 'local', model: null, tokensIn: null, tokensOut: null });
    expect(generatedContentSchema.safeParse(result.content).success).toBe(true);
  });
});
