import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { extractText } from 'unpdf';
import { TO_COMPLETE_PATTERN, type GeneratedContent, type RenderMeta } from '@batiao/shared/contracts/generation';
import { renderResponsePdf } from './response-pdf.ts';
import { SAMPLE_AMOUNT, SAMPLE_CONTENT, SAMPLE_META } from './sample-content.ts';

/** Whitespace (newlines of wrapped lines, U+00A0, U+202F) folded to single spaces. */
const norm = (text: string): string => text.replace(/\s+/g, ' ').trim();
const escapeRe = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function pagesOf(pdf: Buffer): Promise<{ totalPages: number; pages: string[]; merged: string }> {
  const perPage = await extractText(new Uint8Array(pdf), { mergePages: false });
  const merged = await extractText(new Uint8Array(pdf), { mergePages: true });
  return { totalPages: perPage.totalPages, pages: perPage.text, merged: merged.text };
}

/**
 * The Unicode mappings (ToUnicode CMaps) of the embedded fonts: what a glyph drawn in the PDF means.
 * pdf.js (and poppler) print every whitespace glyph as U+0020 when extracting text, so this is where
 * a drawn U+202F can be told from a space.
 */
function toUnicodeMaps(pdf: Buffer): string {
  const out: string[] = [];
  const raw = pdf.toString('latin1');
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      const text = inflateSync(pdf.subarray(start, end)).toString('latin1');
      if (text.includes('begincmap')) {
        out.push(text);
      }
    } catch {
      // Not a deflated stream (or not one we need).
    }
  }
  return out.join('\n');
}

function withSection(
  body: string,
  extra: Partial<GeneratedContent['memoire_sections'][number]> = {},
): GeneratedContent {
  return {
    ...SAMPLE_CONTENT,
    memoire_sections: [
      {
        key: 'methodologie',
        title: 'Méthodologie détaillée',
        body,
        table: null,
        criterion: null,
        ...extra,
      },
    ],
  };
}

describe('renderResponsePdf — the sample response', async () => {
  const pdf = await renderResponsePdf(SAMPLE_CONTENT, SAMPLE_META);
  const { totalPages, pages, merged } = await pagesOf(pdf);
  const flat = norm(merged);

  it('is an A4 PDF with embedded Inter fonts', () => {
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/FontName \/[A-Z]{6}\+Inter-Regular/);
    expect(raw).toMatch(/\/FontName \/[A-Z]{6}\+Inter-SemiBold/);
    expect(raw).not.toContain('/Helvetica');
    expect(raw).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    expect(totalPages).toBeGreaterThanOrEqual(7);
  });

  it('keeps the French characters', () => {
    for (const ch of ['é', 'è', 'à', 'ù', 'ç', 'œ', 'É', '«', '»', '’', 'ï', 'ë', 'ô', '€', '²']) {
      expect(merged, ch).toContain(ch);
    }
    expect(flat).toContain('Menuiseries Lebœuf & Fils');
    expect(flat).toContain('« Menuiseries extérieures aluminium »');
  });

  it('draws the fr-FR amounts with their narrow no-break space (U+202F)', () => {
    expect(SAMPLE_AMOUNT).toBe('1\u202F245\u202F800,00\u00A0€');
    // The amount comes back whole (pdf.js extracts every whitespace glyph as a plain space)…
    expect(flat).toContain('1 245 800,00 € HT');
    expect(merged).not.toMatch(/1.245.800,00\S€/);
    // …and the glyphs drawn are Inter's U+202F and U+00A0, not a space nor Helvetica's garbage.
    const cmaps = toUnicodeMaps(pdf);
    expect(cmaps).toContain('<202f>');
    expect(cmaps).toContain('<00a0>');
  });

  it('has the cover: company, kind of document, tender, buyer, reference, lot, deadline, date', () => {
    const cover = norm(pages[0] ?? '');
    expect(cover).toContain('Menuiseries Lebœuf & Fils');
    expect(cover).toContain('Réponse à l’appel d’offres');
    expect(cover).toContain(norm(SAMPLE_META.tenderTitle));
    expect(cover).toContain('Commune de Saint-Herblain – Direction du patrimoine bâti');
    expect(cover).toContain('2026-TRX-0142');
    expect(cover).toContain('Lot 03 – Menuiseries extérieures aluminium');
    expect(cover).toContain('15 décembre 2026 à 12 h 00');
    expect(cover).toContain('23 novembre 2026');
    // The cover counts as page 1 of N, as the footers of the other pages say.
    expect(cover).toMatch(/Page 1 \/ \d+$/);
  });

  it('prints every part and section title, with the criterion when given', () => {
    for (const title of ['1. Lettre de candidature', '2. Mémoire technique']) {
      expect(flat).toContain(title);
    }
    // The buyer's document carries no note meant for the user: the checklist stays in the app.
    for (const note of ['Documents à fournir', 'Points à compléter', 'Absent de votre dossier', 'Manquant', 'Expiré']) {
      expect(flat).not.toContain(note);
    }
    SAMPLE_CONTENT.memoire_sections.forEach((section, i) => {
      expect(flat).toContain(`2.${i + 1} ${norm(section.title)}`);
    });
    expect(flat).toContain('Répond au critère : Valeur technique (60 %)');
    expect(flat).toContain('Répond au critère : Délais d’exécution (10 %)');
  });

  it('numbers every page but the cover « Page X / N » with the real N, under a running header', () => {
    expect(pages).toHaveLength(totalPages);
    for (let p = 2; p <= totalPages; p += 1) {
      const text = norm(pages[p - 1] ?? '');
      expect(text).toContain(`Page ${p} / ${totalPages}`);
      expect(text).toContain('Réf. 2026-TRX-0142');
      expect(text).toContain('Menuiseries Lebœuf & Fils');
      expect(text).toContain('Réhabilitation thermique du groupe scolaire');
    }
    expect(flat).not.toContain(`Page ${totalPages + 1} /`);
  });

  it('has a table of contents whose page numbers are the pages of the headings', () => {
    const toc = norm(pages[1] ?? '');
    expect(toc.startsWith('Sommaire')).toBe(true);
    const entries = [
      { label: '1. Lettre de candidature' },
      { label: '2. Mémoire technique' },
      ...SAMPLE_CONTENT.memoire_sections.map((s, i) => ({ label: `2.${i + 1} ${norm(s.title)}` })),
    ];
    let previous = 0;
    for (const { label } of entries) {
      const match = new RegExp(`${escapeRe(label)} (\\d+)`).exec(toc);
      expect(match, label).not.toBeNull();
      const page = Number(match?.[1]);
      expect(page).toBeGreaterThanOrEqual(previous);
      previous = page;
      // The heading is on that page, and on no content page before it.
      const firstContentPage = pages.findIndex((text, i) => i >= 2 && norm(text).includes(label)) + 1;
      expect(firstContentPage, label).toBe(page);
    }
  });

  it('lays the tables out with their headers and every cell', () => {
    for (const section of SAMPLE_CONTENT.memoire_sections) {
      for (const cell of [...(section.table?.columns ?? []), ...(section.table?.rows.flat() ?? [])]) {
        expect(flat).toContain(norm(cell));
      }
    }
  });

  it('keeps every "[À compléter : …]" marker visible', () => {
    const all = [
      SAMPLE_CONTENT.lettre_candidature,
      ...SAMPLE_CONTENT.memoire_sections.flatMap((s) => [s.body, ...(s.table?.rows.flat() ?? [])]),
    ].join('\n');
    const markers = [...all.matchAll(new RegExp(TO_COMPLETE_PATTERN.source, 'g'))].map((m) => m[0]);
    expect(markers.length).toBeGreaterThanOrEqual(5);
    for (const marker of markers) {
      expect(flat).toContain(norm(marker));
    }
    // The list of points to complete is the user's checklist, not a part of the buyer's document.
    expect(flat).not.toContain(SAMPLE_CONTENT.a_completer[0]);
  });

  it('keeps the letter’s address blocks, object lines and signature on their own lines', () => {
    const letterPage = pages.find((p, i) => i >= 2 && p.includes('1. Lettre de candidature')) ?? '';
    const lines = letterPage.split('\n').map((l) => norm(l));
    for (const line of [
      'Menuiseries Lebœuf & Fils',
      '12 rue de l’Atelier',
      '44220 Couëron',
      'Commune de Nantes',
      'Objet : candidature et offre — Réhabilitation thermique du groupe scolaire Jules-Ferry',
      'Référence de l’avis : 2026-TRX-0142',
    ]) {
      expect(lines, line).toContain(line);
    }
    const last = pages.find((p) => p.includes('Jean-Noël Lebœuf')) ?? '';
    const signature = last.split('\n').map((l) => norm(l));
    expect(signature).toContain('Jean-Noël Lebœuf');
    expect(signature).toContain('Gérant, Menuiseries Lebœuf & Fils');
  });

  it('keeps the bullets as list items and the paragraphs in order', () => {
    expect(flat).toContain(
      'Notre offre repose sur trois engagements : une pose en site occupé, organisée avec la direction de l’école',
    );
    expect(flat.indexOf('Madame, Monsieur,')).toBeLessThan(flat.indexOf('Gérant, Menuiseries Lebœuf & Fils'));
    expect(flat).not.toMatch(/(^| )- une pose en site occupé/);
  });
});

describe('renderResponsePdf — pagination and hostile text', () => {
  it('paginates a 20 000-character section without losing a word', async () => {
    const words: string[] = [];
    let body = '';
    for (let i = 1; body.length < 19_980; i += 1) {
      const word = `mot${String(i).padStart(5, '0')}`;
      if (body.length + word.length + 1 > 20_000) {
        break;
      }
      words.push(word);
      body += (body ? ' ' : '') + word;
    }
    expect(body.length).toBeGreaterThan(19_900);
    const pdf = await renderResponsePdf(withSection(body), SAMPLE_META);
    const { totalPages, pages, merged } = await pagesOf(pdf);
    const found = merged.match(/mot\d{5}/g) ?? [];
    expect(found).toEqual(words);
    // The section runs over several pages, each numbered.
    const pagesWithWords = pages.filter((p) => /mot\d{5}/.test(p)).length;
    expect(pagesWithWords).toBeGreaterThanOrEqual(5);
    expect(norm(pages[totalPages - 1] ?? '')).toContain(`Page ${totalPages} / ${totalPages}`);
  });

  it('splits a word longer than a line instead of losing it', async () => {
    const long = `https://exemple.fr/${'a1b2c3'.repeat(60)}`;
    const pdf = await renderResponsePdf(withSection(`Voir ${long} pour le détail.`), SAMPLE_META);
    const { merged } = await pagesOf(pdf);
    expect(merged.replace(/\s+/g, '')).toContain(long);
  });

  it('repeats the header row of a 60-row table on each page and keeps every row', async () => {
    const rows = Array.from({ length: 60 }, (_, i) => [
      `Tâche n° ${i + 1}`,
      `Semaine ${i + 1}`,
      i % 7 === 0
        ? 'Intervention en site occupé, coordination avec la direction de l’établissement et le CSPS'
        : 'Équipe A',
    ]);
    const pdf = await renderResponsePdf(
      withSection('Le planning détaillé figure ci-dessous.', {
        table: { columns: ['Phase du chantier', 'Période', 'Observations'], rows },
      }),
      SAMPLE_META,
    );
    const { pages, merged } = await pagesOf(pdf);
    const flat = norm(merged);
    for (const row of rows) {
      expect(flat).toContain(row.join(' '));
    }
    const tablePages = pages.filter((p) => /Tâche n° \d+/.test(p));
    expect(tablePages.length).toBeGreaterThanOrEqual(2);
    for (const page of tablePages) {
      expect(norm(page)).toMatch(/Phase du chantier Période Observations Tâche n° \d+/);
    }
  });

  it('prints HTML and script payloads as literal text', async () => {
    const meta: RenderMeta = { ...SAMPLE_META, tenderTitle: 'Travaux <script>alert(1)</script> & "réfection"' };
    const content = withSection('Texte <b>gras</b> <img src=x onerror=alert(2)> et <script>alert("x")</script> fin.');
    const pdf = await renderResponsePdf(content, meta);
    const { pages, merged } = await pagesOf(pdf);
    const flat = norm(merged);
    expect(norm(pages[0] ?? '')).toContain('Travaux <script>alert(1)</script> & "réfection"');
    expect(flat).toContain('Texte <b>gras</b> <img src=x onerror=alert(2)> et <script>alert("x")</script> fin.');
  });

  it('prints a marker for a missing company name, and never the points to complete', async () => {
    const meta: RenderMeta = { ...SAMPLE_META, companyName: null, buyerName: null, lot: null, deadline: null };
    const pdf = await renderResponsePdf({ ...SAMPLE_CONTENT, a_completer: [] }, meta);
    const { totalPages, pages, merged } = await pagesOf(pdf);
    expect(norm(pages[0] ?? '')).toContain('[À compléter : raison sociale]');
    expect(norm(pages[0] ?? '')).toContain('Non précisée dans l’avis');
    expect(norm(pages[totalPages - 1] ?? '')).toContain('[À compléter : raison sociale]');
    expect(merged).not.toContain('Points à compléter avant envoi');
  });
});
