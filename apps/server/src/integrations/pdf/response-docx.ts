/**
 * A generated tender response → a Word document (docx), with the same content and order as the
 * PDF: cover (Title style), « Sommaire » (a TOC field Word updates on opening), 1. Lettre de
 * candidature (address blocks, object lines and signature kept line by line), 2. Mémoire technique
 * (Heading 2 per section). It is the document sent to the buyer: the user's checklist (documents
 * and their state, points to complete) stays in the app. Bullets use a numbering definition,
 * markers "[À compléter : …]" are bold on a yellow highlight, and the document language is fr-FR.
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  HeadingLevel,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  Tab,
  type Table,
  TableOfContents,
  TabStopPosition,
  TabStopType,
  TextRun,
} from 'docx';
import type { GeneratedContent, MemoireSection, RenderMeta } from '@batiao/shared/contracts/generation';
import { PART_TITLES, companyLabel, coverFacts, criterionLine, letterBlocks, parseBlocks, shorten } from './layout.ts';
import {
  DOCX_CELL_SIZE as CELL_SIZE,
  DOCX_COLOR as COLOR,
  DOCX_FONT as FONT,
  docxClean as clean,
  docxRuns as runs,
  docxTable as table,
} from './docx-parts.ts';

const BULLETS = 'batiao-bullets';
/** Body text size in half-points (10.5 pt). */
const BODY_SIZE = 21;

/** The letter: a block of several lines (address, object, signature) keeps its lines, with breaks. */
function letterParagraphs(text: string): Paragraph[] {
  return letterBlocks(text).flatMap((lines) =>
    lines.length > 1 && !lines.some((line) => /^[-–•]\s/.test(line))
      ? [
          new Paragraph({
            children: lines.flatMap((line, i) => [...(i > 0 ? [new TextRun({ break: 1 })] : []), ...runs(line)]),
            spacing: { after: 140 },
          }),
        ]
      : bodyParagraphs(lines.join('\n')),
  );
}

function bodyParagraphs(text: string): Paragraph[] {
  const out: Paragraph[] = [];
  for (const block of parseBlocks(text)) {
    if (block.kind === 'paragraph') {
      out.push(new Paragraph({ children: runs(block.text), spacing: { after: 140 } }));
    } else {
      block.items.forEach((item, i) => {
        out.push(
          new Paragraph({
            children: runs(item),
            numbering: { reference: BULLETS, level: 0 },
            spacing: { after: i === block.items.length - 1 ? 140 : 40 },
          }),
        );
      });
    }
  }
  return out;
}

function sectionChildren(number: string, section: MemoireSection): (Paragraph | Table)[] {
  const out: (Paragraph | Table)[] = [
    new Paragraph({
      heading: HeadingLevel.HEADING_2,
      children: [new TextRun({ text: `${number}\u2002`, color: COLOR.accent }), ...runs(section.title)],
      keepNext: true,
    }),
  ];
  if (section.criterion) {
    out.push(
      new Paragraph({
        children: [new TextRun({ text: clean(criterionLine(section.criterion)), color: COLOR.accent, size: 18 })],
        keepNext: true,
        spacing: { before: 0, after: 140 },
      }),
    );
  }
  out.push(...bodyParagraphs(section.body));
  if (section.table && section.table.columns.length > 0) {
    out.push(
      table(
        section.table.columns,
        section.table.rows.map((row) => row.map((text) => runs(text, { size: CELL_SIZE }))),
      ),
      new Paragraph({ children: [], spacing: { after: 120 } }),
    );
  }
  return out;
}

function cover(meta: RenderMeta): Paragraph[] {
  const facts = coverFacts(meta);
  return [
    new Paragraph({
      children: runs(companyLabel(meta), { bold: true, color: COLOR.accent, size: 28 }),
      spacing: { before: 600, after: 2400 },
    }),
    new Paragraph({
      children: [new TextRun({ text: 'Réponse à l’appel d’offres', color: COLOR.accent, size: 28 })],
      spacing: { after: 200 },
    }),
    new Paragraph({ heading: HeadingLevel.TITLE, children: runs(meta.tenderTitle) }),
    new Paragraph({
      children: [],
      border: { bottom: { style: BorderStyle.SINGLE, size: 18, color: COLOR.accent, space: 1 } },
      spacing: { after: 480 },
      indent: { right: 8000 },
    }),
    ...facts.map(
      (fact) =>
        new Paragraph({
          tabStops: [{ type: TabStopType.LEFT, position: 2800 }],
          indent: { left: 2800, hanging: 2800 },
          spacing: { after: 140 },
          children: [
            new TextRun({ text: fact.label.toUpperCase(), bold: true, color: COLOR.muted, size: 16 }),
            new TextRun({ children: [new Tab()] }),
            ...runs(fact.value),
          ],
        }),
    ),
  ];
}

function part(number: string, title: string): Paragraph {
  return new Paragraph({
    heading: HeadingLevel.HEADING_1,
    pageBreakBefore: true,
    children: [new TextRun(`${number}. ${title}`)],
  });
}

/** Renders a generated response as a .docx (Word 2007+) document. */
export async function renderResponseDocx(content: GeneratedContent, meta: RenderMeta): Promise<Buffer> {
  const company = companyLabel(meta);
  const running = { size: 16, color: COLOR.muted };
  const rightTab = [{ type: TabStopType.RIGHT, position: TabStopPosition.MAX }];

  const header = new Header({
    children: [
      new Paragraph({
        tabStops: rightTab,
        border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: COLOR.rule, space: 4 } },
        children: [
          new TextRun({ text: clean(shorten(meta.tenderTitle, 80)), ...running }),
          new TextRun({ children: [new Tab(), `Réf. ${clean(meta.tenderReference)}`], ...running }),
        ],
      }),
    ],
  });
  const footer = new Footer({
    children: [
      new Paragraph({
        tabStops: rightTab,
        border: { top: { style: BorderStyle.SINGLE, size: 4, color: COLOR.rule, space: 4 } },
        children: [
          ...runs(company, running),
          new TextRun({
            children: [new Tab(), 'Page ', PageNumber.CURRENT, ' / ', PageNumber.TOTAL_PAGES],
            ...running,
          }),
        ],
      }),
    ],
  });
  const empty = (): Paragraph[] => [new Paragraph({ children: [] })];

  const children: (Paragraph | Table | TableOfContents)[] = [
    ...cover(meta),
    new Paragraph({
      pageBreakBefore: true,
      children: [new TextRun({ text: 'Sommaire', bold: true, color: COLOR.accent, size: 36 })],
      border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: COLOR.accent, space: 4 } },
      spacing: { after: 240 },
    }),
    new TableOfContents('Sommaire', { hyperlink: true, headingStyleRange: '1-2' }),

    part('1', PART_TITLES.lettre),
    ...letterParagraphs(content.lettre_candidature),

    part('2', PART_TITLES.memoire),
    ...content.memoire_sections.flatMap((section, i) => sectionChildren(`2.${i + 1}`, section)),
  ];
  const doc = new Document({
    creator: 'BatiAO',
    title: `Réponse – ${clean(meta.tenderTitle)}`,
    subject: `Réponse à l’appel d’offres ${clean(meta.tenderReference)}`,
    lastModifiedBy: company,
    features: { updateFields: true },
    styles: {
      default: {
        document: {
          run: { font: FONT, size: BODY_SIZE, color: COLOR.text, language: { value: 'fr-FR' } },
          paragraph: { spacing: { line: 288, after: 120 } },
        },
        title: {
          run: { font: FONT, size: 48, bold: true, color: COLOR.text },
          paragraph: { spacing: { after: 360 } },
        },
        heading1: {
          run: { font: FONT, size: 36, bold: true, color: COLOR.accent },
          paragraph: {
            spacing: { before: 0, after: 320 },
            border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: COLOR.accent, space: 4 } },
            keepNext: true,
          },
        },
        heading2: {
          run: { font: FONT, size: 26, bold: true, color: COLOR.text },
          paragraph: { spacing: { before: 360, after: 80 }, keepNext: true, keepLines: true },
        },
      },
    },
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '•',
              alignment: AlignmentType.LEFT,
              style: {
                paragraph: { indent: { left: 360, hanging: 240 } },
                run: { color: COLOR.accent },
              },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          titlePage: true,
          page: {
            size: { width: 11906, height: 16838 },
            margin: { top: 1600, bottom: 1500, left: 1300, right: 1300, header: 700, footer: 700 },
          },
        },
        headers: { default: header, first: new Header({ children: empty() }) },
        footers: { default: footer, first: new Footer({ children: empty() }) },
        children,
      },
    ],
  });
  return Packer.toBuffer(doc);
}
