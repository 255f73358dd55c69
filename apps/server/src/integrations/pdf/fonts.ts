/**
 * The fonts embedded in the PDF: Inter (regular, semibold, bold) from the npm package
 * `@expo-google-fonts/inter`, read once per process and kept in memory.
 *
 * Why not pdfkit's Helvetica: its WinAnsi encoding turns the U+202F narrow no-break space of the
 * fr-FR number and date formats into garbage. Inter's TTF has glyphs for U+202F and U+00A0 (checked
 * with fontkit on 0.4.2), so both are drawn as they are. WOFF2 files crash pdfkit: use the TTFs.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);

export const FONT_FILES = {
  regular: '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf',
  semibold: '@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf',
  bold: '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf',
} as const;

export type FontName = keyof typeof FONT_FILES;

/** The pdfkit names the fonts are registered under in each document. */
export const FONT = {
  regular: 'Inter',
  semibold: 'Inter-SemiBold',
  bold: 'Inter-Bold',
} as const satisfies Record<FontName, string>;

let cache: Record<FontName, Buffer> | null = null;

/** The TTF bytes, read from node_modules on the first call only. */
export function fontBuffers(): Record<FontName, Buffer> {
  cache ??= {
    regular: readFileSync(require.resolve(FONT_FILES.regular)),
    semibold: readFileSync(require.resolve(FONT_FILES.semibold)),
    bold: readFileSync(require.resolve(FONT_FILES.bold)),
  };
  return cache;
}

/* ------------------------------------------------------------ per-process caches ------------------------------------------------------------ */

/**
 * What pdfkit keeps per document and what can be shared between documents: the parsed fontkit font
 * (tables, glyphs) and pdfkit's layout cache (the shaped words: Inter's contextual lookups make
 * shaping the main cost of a render). Both are read-only once built; the subset embedded in each
 * PDF stays per document. pdfkit accepts a fontkit font as a font source (`typeof src.layout ===
 * 'function'`, pdfkit 0.20); its layout cache is the `layoutCache` object of the embedded font.
 */
interface EmbeddedFontInternals {
  font?: { layout?: unknown };
  layoutCache?: Record<string, unknown>;
}

interface SharedFont {
  font: { layout?: unknown } | null;
  layoutCache: Record<string, unknown>;
  /** Words added since the cache was created, checked when a document starts. */
  size: () => number;
}

/** Beyond this many shaped words per font, the shared cache starts over (bounded memory). */
const MAX_CACHED_WORDS = 40_000;

const shared = new Map<FontName, SharedFont>();

/**
 * Registers Inter regular/semibold/bold in a document under the `FONT` names, reusing the fonts
 * parsed and the words shaped by the previous documents of the process.
 */
export function registerFonts(doc: InstanceType<typeof PDFDocument>): void {
  const buffers = fontBuffers();
  const internals = doc as unknown as { _font?: EmbeddedFontInternals };
  for (const name of Object.keys(FONT_FILES) as FontName[]) {
    const cached = shared.get(name);
    const source = cached?.font ?? buffers[name];
    doc.registerFont(FONT[name], source as Buffer);
    doc.font(FONT[name]);
    const embedded = internals._font;
    if (!embedded?.layoutCache || typeof embedded.font?.layout !== 'function') {
      continue; // pdfkit internals changed: fall back to per-document caches.
    }
    if (!cached || cached.size() > MAX_CACHED_WORDS) {
      const layoutCache = embedded.layoutCache;
      shared.set(name, { font: embedded.font, layoutCache, size: () => Object.keys(layoutCache).length });
    } else {
      embedded.layoutCache = cached.layoutCache;
    }
  }
}
