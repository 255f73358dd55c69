// Prints the local engine's full response to real BOAMP notices as plain text, for reading and
// grading (issue 13): the letter, every section of the mémoire with its table, the documents list
// and the « à compléter » list. The engine is called as the generation service calls it (the
// commune index of the locations service), on the tender as the API presents it.
//
//   npm run render:response -- --notice 24-19748 --trade peintre [--profile full|empty]
//   npm run render:response -- --list couvreur            (the trade's works notices, best fit first)
//   add --any-nature to either to include rectification, award and cancellation notices
//
// Reads `../shared/data/boamp/records.jsonl`; prints nothing else than the response.
import { parseArgs } from 'node:util';
import { TRADE_SLUGS, type TradeSlug } from '@batiao/shared/domain/trades';
import type { GeneratedContent } from '@batiao/shared/contracts/generation';
import {
  EMPTY_COMPANY,
  FULL_COMPANY,
  makeContext,
  realRecordsAvailable,
  REAL_RECORDS_FILE,
  tenderOfNotice,
} from '../apps/server/src/test/fixtures/generation.ts';
import { readRealRecords } from '../apps/server/src/test/fixtures/boamp/real-records.ts';
import { normalizeRecord } from '../apps/server/src/integrations/boamp/normalize.ts';
import type { NormalizedNotice } from '../apps/server/src/integrations/boamp/types.ts';
import { noticeText } from '../apps/server/src/modules/generation/notice-text.ts';
import { matchTrades } from '../apps/server/src/modules/tenders/tenders.matching.ts';
import { generateLocally } from '../apps/server/src/modules/generation/engine/local/local-engine.ts';
import { createLocationsService } from '../apps/server/src/modules/locations/locations.service.ts';

interface Works {
  notice: NormalizedNotice;
  raw: Record<string, unknown>;
}

// `anyNature`: a rectification, award or cancellation notice is read as the call it refers to (its object,
// buyer and place are the call's). Used only to find unseen works for a grading once the calls are used up.
function worksNotices(anyNature = false): Works[] {
  const out: Works[] = [];
  for (const raw of readRealRecords()) {
    try {
      const notice = normalizeRecord(raw);
      if ((anyNature || notice.nature === 'appel_offre') && notice.typeMarche.includes('TRAVAUX')) {
        out.push({ notice, raw });
      }
    } catch {
      // not a notice the normaliser reads
    }
  }
  return out;
}

function table(t: { columns: string[]; rows: string[][] }): string {
  return [t.columns.join(' | '), ...t.rows.map((r) => r.join(' | '))].map((l) => `  | ${l} |`).join('\n');
}

export function renderText(content: GeneratedContent): string {
  const out: string[] = ['=== LETTRE DE CANDIDATURE ===', content.lettre_candidature, '', '=== MÉMOIRE TECHNIQUE ==='];
  for (const s of content.memoire_sections) {
    out.push('', `## ${s.title}${s.criterion ? ` (critère : ${s.criterion.label})` : ''}`, s.body);
    if (s.table) {
      out.push('', table(s.table));
    }
  }
  out.push('', '=== DOCUMENTS REQUIS ===');
  for (const d of content.documents_requis) {
    out.push(`- ${d.label} [${d.source}, ${d.status}]${d.note ? ` — ${d.note}` : ''}`);
  }
  out.push('', '=== À COMPLÉTER (liste de l’utilisateur) ===', ...content.a_completer.map((l) => `- ${l}`));
  return out.join('\n');
}

function main() {
  if (!realRecordsAvailable()) {
    console.error(`real BOAMP records missing: ${REAL_RECORDS_FILE}`);
    process.exit(1);
  }
  const { values } = parseArgs({
    options: {
      notice: { type: 'string' },
      trade: { type: 'string' },
      profile: { type: 'string', default: 'full' },
      list: { type: 'string' },
      'any-nature': { type: 'boolean', default: false },
    },
  });
  const isTrade = (s: string | undefined): s is TradeSlug => TRADE_SLUGS.includes(s as TradeSlug);
  if (values.list !== undefined) {
    if (!isTrade(values.list)) {
      console.error(`unknown trade: ${values.list} (${TRADE_SLUGS.join(', ')})`);
      process.exit(1);
    }
    const trade = values.list;
    const rows = worksNotices(values['any-nature'])
      .map((w) => ({ w, fit: matchTrades(w.notice).tradeFit[trade] ?? 0 }))
      .filter((r) => r.fit >= 50)
      .sort((a, b) => b.fit - a.fit || a.w.notice.sourceId.localeCompare(b.w.notice.sourceId));
    rows.forEach((r, i) =>
      console.log(`${i + 1}\t${r.w.notice.sourceId}\t${r.fit}\t${r.w.notice.title.slice(0, 140)}`),
    );
    return;
  }
  if (!values.notice || !isTrade(values.trade)) {
    console.error('usage: --notice <id BOAMP> --trade <métier> [--profile full|empty] | --list <métier>');
    process.exit(1);
  }
  const found = worksNotices(values['any-nature']).find((w) => w.notice.sourceId === values.notice);
  if (!found) {
    console.error(`notice not found among the works notices: ${values.notice}`);
    process.exit(1);
  }
  const locations = createLocationsService();
  const company = values.profile === 'empty' ? EMPTY_COMPANY : FULL_COMPANY;
  const { content } = generateLocally({
    ...makeContext({
      tender: tenderOfNotice(found.notice, values.trade),
      noticeText: noticeText(found.raw),
      trade: values.trade,
      company,
      // (an empty account has no administrative file either: its documents are missing, not present)
      ...(values.profile === 'empty' ? { documents: [] } : {}),
    }),
    communes: (name: string) => locations.communesNamed(name),
  });
  console.log(renderText(content));
}

main();
