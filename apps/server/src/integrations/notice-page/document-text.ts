import mammoth from 'mammoth';
import { unzipSync } from 'fflate';
import { extractText, getDocumentProxy } from 'unpdf';

/**
 * The text of a notice as lines, from an HTML page, a PDF or a DOCX: what the extraction reads.
 * HTML is read without a DOM: scripts, styles and navigation dropped, block elements as line
 * breaks, a table header or a definition term followed by « : » so that « label : value » holds
 * on one line, list items prefixed with « • ».
 */
export interface NoticeText {
  /** The page's own title (og:title, then <title>), the first <h1>; null when none. */
  pageTitle: string | null;
  heading: string | null;
  metaDescription: string | null;
  /** Non-empty trimmed lines, in reading order. */
  lines: string[];
}

const ENTITIES: Record<string, string> = {
  nbsp: ' ',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  eacute: 'é',
  egrave: 'è',
  ecirc: 'ê',
  euml: 'ë',
  agrave: 'à',
  acirc: 'â',
  auml: 'ä',
  ccedil: 'ç',
  icirc: 'î',
  iuml: 'ï',
  ocirc: 'ô',
  ouml: 'ö',
  ugrave: 'ù',
  ucirc: 'û',
  uuml: 'ü',
  Eacute: 'É',
  Egrave: 'È',
  Ecirc: 'Ê',
  Agrave: 'À',
  Ccedil: 'Ç',
  oelig: 'œ',
  OElig: 'Œ',
  laquo: '«',
  raquo: '»',
  rsquo: '’',
  lsquo: '‘',
  ldquo: '“',
  rdquo: '”',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  euro: '€',
  deg: '°',
  copy: '©',
  middot: '·',
  bull: '•',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) {
      const code = parseInt(name.slice(2), 16);
      return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
    }
    if (name.startsWith('#')) {
      const code = Number(name.slice(1));
      return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[name] ?? whole;
  });
}

function clean(text: string): string {
  return decodeEntities(text.replace(/<[^>]*>/g, ' '))
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim();
}

function metaContent(html: string, key: string): string | null {
  const tag = new RegExp(`<meta[^>]+(?:name|property)\\s*=\\s*["']${key}["'][^>]*>`, 'i').exec(html)?.[0];
  const content = tag ? /content\s*=\s*["']([^"']*)["']/i.exec(tag)?.[1] : undefined;
  return content ? clean(content) || null : null;
}

/** The bytes of an HTML page as text, in the charset the server or the page declares (UTF-8 by default). */
export function decodeHtml(body: Buffer, declared: string | null): string {
  const head = body.subarray(0, 2048).toString('latin1');
  const meta = /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
  const charset = declared ?? meta ?? 'utf-8';
  try {
    return new TextDecoder(charset === 'iso-8859-1' || charset === 'latin1' ? 'windows-1252' : charset).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

export function htmlToText(html: string): NoticeText {
  const ogTitle = metaContent(html, 'og:title');
  const titleTag = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1];
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(html)?.[1];
  const metaDescription = metaContent(html, 'description') ?? metaContent(html, 'og:description');
  let body = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|noscript|template|svg|head|nav|footer)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<header\b[\s\S]*?<\/header\s*>/gi, (block) => (/<h1/i.test(block) ? block : ' '));
  body = body
    .replace(/<\/(th|dt)\s*>/gi, ' : ')
    .replace(/<li\b[^>]*>/gi, '\n• ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(
      /<\/?(p|div|section|article|main|aside|tr|table|tbody|thead|ul|ol|li|dl|dd|h[1-6]|blockquote|pre|form|fieldset|legend|label)\b[^>]*>/gi,
      '\n',
    )
    .replace(/<\/td\s*>/gi, ' ');
  const lines = decodeEntities(body.replace(/<[^>]*>/g, ' '))
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0\u202f]+/g, ' ').trim())
    .map((line) => line.replace(/\s+:\s*$/, ' :').replace(/^:\s*/, ''))
    .filter((line) => line.length > 0 && line !== '•');
  // A label alone on its line (« Objet : ») joins the value on the next one.
  const joined: string[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    if (previous !== undefined && /:$/.test(previous) && previous.length < 80 && !line.endsWith(':')) {
      joined[joined.length - 1] = `${previous} ${line.replace(/^•\s*/, '')}`;
    } else {
      joined.push(line);
    }
  }
  return {
    pageTitle: ogTitle ?? (titleTag ? clean(titleTag) || null : null),
    heading: h1 ? clean(h1) || null : null,
    metaDescription,
    lines: joined,
  };
}

export function plainTextToNotice(text: string): NoticeText {
  const lines = text
    .replaceAll(String.fromCharCode(0), '')
    .split(/\r?\n/)
    .map((line) => line.replace(/[ \t\u00a0\u202f]+/g, ' ').trim())
    .filter((line) => line.length > 0)
    .map((line) => line.replace(/^[-–▪●◦]\s+/, '• '));
  return { pageTitle: null, heading: null, metaDescription: null, lines };
}

/** A DOCX is a ZIP: its parts together may not unpack past this (a ZIP bomb is refused). */
const DOCX_UNPACKED_MAX = 60 * 1024 * 1024;

export class UnreadableDocumentError extends Error {}

export async function pdfToText(bytes: Buffer): Promise<NoticeText> {
  try {
    const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
    try {
      const { text } = await extractText(pdf, { mergePages: true });
      return plainTextToNotice(text);
    } finally {
      await pdf.destroy();
    }
  } catch {
    throw new UnreadableDocumentError('pdf');
  }
}

export async function docxToText(bytes: Buffer): Promise<NoticeText> {
  let unpacked = 0;
  let hasDocument = false;
  try {
    unzipSync(new Uint8Array(bytes), {
      filter: (file) => {
        unpacked += file.originalSize;
        if (file.name === 'word/document.xml') {
          hasDocument = true;
        }
        return false;
      },
    });
  } catch {
    throw new UnreadableDocumentError('docx');
  }
  if (!hasDocument || unpacked > DOCX_UNPACKED_MAX) {
    throw new UnreadableDocumentError('docx');
  }
  try {
    const { value } = await mammoth.extractRawText({ buffer: bytes });
    return plainTextToNotice(value);
  } catch {
    throw new UnreadableDocumentError('docx');
  }
}
