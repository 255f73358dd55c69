import { describe, expect, it } from 'vitest';
import type { RenderMeta } from '@batiao/shared/contracts/generation';
import { renderResponseDocx } from './response-docx.ts';
import { SAMPLE_AMOUNT, SAMPLE_CONTENT, SAMPLE_META } from './sample-content.ts';
import { readZip } from '../../test/zip.ts';

const xmlEscape = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The visible text of a WordprocessingML part: the <w:t> contents, paragraphs on their own lines. */
function visibleText(xml: string): string {
  return xml
    .replace(/<\/w:p>/g, '\n')
    .replace(/<w:tab\/>/g, '\t')
    .replace(/<w:instrText[^>]*>[^<]*<\/w:instrText>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

describe('renderResponseDocx', async () => {
  const meta: RenderMeta = { ...SAMPLE_META, tenderTitle: `${SAMPLE_META.tenderTitle} <script>alert(1)</script>` };
  const content = {
    ...SAMPLE_CONTENT,
    lettre_candidature: `${SAMPLE_CONTENT.lettre_candidature}\n\n<script>alert("lettre")</script> & <b>fin</b>`,
  };
  const docx = await renderResponseDocx(content, meta);
  const files = readZip(docx);
  const documentXml = files.get('word/document.xml')?.toString('utf8') ?? '';
  const text = visibleText(documentXml);

  it('is a valid Word package', () => {
    expect(docx.subarray(0, 2).toString('latin1')).toBe('PK');
    for (const part of [
      '[Content_Types].xml',
      '_rels/.rels',
      'word/document.xml',
      'word/styles.xml',
      'word/numbering.xml',
    ]) {
      expect(files.has(part), part).toBe(true);
    }
    expect(files.get('[Content_Types].xml')?.toString('utf8')).toContain(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
    );
  });

  it('uses the Title, Heading 1 and Heading 2 styles for the cover, the parts and the sections', () => {
    expect(documentXml).toContain('<w:pStyle w:val="Title"/>');
    expect(documentXml.match(/<w:pStyle w:val="Heading1"\/>/g)).toHaveLength(2);
    expect(documentXml.match(/<w:pStyle w:val="Heading2"\/>/g)).toHaveLength(SAMPLE_CONTENT.memoire_sections.length);
    for (const title of ['1. Lettre de candidature', '2. Mémoire technique']) {
      expect(text).toContain(title);
    }
    // The buyer's document carries no note meant for the user: the checklist stays in the app.
    for (const note of ['Documents à fournir', 'Points à compléter', 'Absent de votre dossier', 'Manquant']) {
      expect(text).not.toContain(note);
    }
    SAMPLE_CONTENT.memoire_sections.forEach((section, i) => {
      expect(text).toContain(`2.${i + 1}\u2002${section.title}`);
    });
    expect(text).toContain('Répond au critère : Valeur technique (60\u00A0%)');
    // Same order as the PDF.
    const order = ['Réponse à l’appel d’offres', '1. Lettre de candidature', '2.1', '2.11'];
    const positions = order.map((label) => text.lastIndexOf(label));
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('has a table of contents field updated on opening, and fr-FR as language', () => {
    expect(documentXml).toMatch(/<w:instrText[^>]*>TOC \\h \\o &quot;1-2&quot;<\/w:instrText>/);
    expect(files.get('word/settings.xml')?.toString('utf8')).toMatch(/<w:updateFields(?: w:val="(?:true|1)")?\/>/);
    expect(files.get('word/styles.xml')?.toString('utf8')).toContain('<w:lang w:val="fr-FR"/>');
  });

  it('has real tables with a repeated header row, and bullet lists', () => {
    const tables = documentXml.match(/<w:tbl>/g) ?? [];
    expect(tables).toHaveLength(3); // staff, equipment, schedule
    expect(documentXml).toContain('<w:tblHeader/>');
    expect(documentXml).toContain('<w:cantSplit/>');
    for (const cell of ['Conducteur de travaux', 'Nacelle à ciseaux 8 m (PEMP)', 'Vacances de printemps']) {
      expect(text).toContain(cell);
    }
    // The letter's address block keeps its lines: one paragraph with line breaks.
    expect(documentXml).toMatch(
      /Menuiseries Lebœuf &amp; Fils<\/w:t><\/w:r><w:r>(?:<w:rPr>.*?<\/w:rPr>)?<w:br\/><\/w:r>/,
    );
    const numbering = files.get('word/numbering.xml')?.toString('utf8') ?? '';
    expect(numbering).toContain('<w:numFmt w:val="bullet"/>');
    expect(documentXml).toContain('<w:numPr>');
    expect(text).toContain('une pose en site occupé, organisée avec la direction de l’école');
  });

  it('highlights the markers and keeps the French text as it is', () => {
    expect(documentXml).toMatch(
      /<w:highlight w:val="yellow"\/>(?:<[^>]+>)*<w:t xml:space="preserve">\[À compléter : numéro de certificat Qualibat\]<\/w:t>/,
    );
    expect(text).toContain('[À compléter : numéro SIRET]');
    expect(text).toContain(SAMPLE_AMOUNT);
    expect(text).toContain('Menuiseries Lebœuf & Fils');
  });

  it('puts the page numbers in the footer and the reference in the header, not on the cover', () => {
    const footers = [...files.keys()]
      .filter((k) => /^word\/footer\d+\.xml$/.test(k))
      .map((k) => files.get(k)?.toString('utf8') ?? '');
    const withNumbers = footers.filter((f) => f.includes('PAGE') && f.includes('NUMPAGES'));
    expect(withNumbers).toHaveLength(1);
    expect(visibleText(withNumbers[0] ?? '')).toContain('Page ');
    const headers = [...files.keys()]
      .filter((k) => /^word\/header\d+\.xml$/.test(k))
      .map((k) => files.get(k)?.toString('utf8') ?? '');
    expect(headers.some((h) => h.includes('Réf. 2026-TRX-0142'))).toBe(true);
    expect(documentXml).toContain('<w:titlePg/>');
  });

  it('escapes HTML and script payloads', () => {
    const all = [...files.entries()].filter(([k]) => k.endsWith('.xml')).map(([, v]) => v.toString('utf8'));
    for (const xml of all) {
      expect(xml).not.toMatch(/<script/i);
      expect(xml).not.toMatch(/<b>/);
    }
    expect(documentXml).toContain(xmlEscape('<script>alert(1)</script>'));
    expect(documentXml).toContain(
      '&lt;script&gt;alert(&quot;lettre&quot;)&lt;/script&gt; &amp; &lt;b&gt;fin&lt;/b&gt;',
    );
    expect(text).toContain('<script>alert(1)</script>');
  });
});
