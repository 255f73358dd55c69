/** The mémoire technique: one writer per section (sections/), composed from the tender's and the company's facts. */
import {
  MEMOIRE_SECTION_TITLES,
  type MemoireSection,
  type MemoireSectionKey,
} from '@batiao/shared/contracts/generation';
import { type Criterion, planSections, weightLabel } from './criteria.ts';
import { paragraphs, pick } from './text.ts';
import { buildingNoun, ofCommune, opFull, type Writing, type Written } from './sections/shared.ts';
import { presentation } from './sections/presentation.ts';
import { comprehension } from './sections/comprehension.ts';
import { moyensHumains, moyensMateriels } from './sections/moyens.ts';
import { methodologie, planning } from './sections/methode.ts';
import { securite } from './sections/securite.ts';
import { environnement } from './sections/environnement.ts';
import { qualite } from './sections/qualite.ts';
import { references } from './sections/references.ts';
import { garanties } from './sections/garanties.ts';

/** What the letter, the engine and the LLM brief take from the sections. */
export {
  accordCadreName,
  buildingOf,
  buyerRef,
  companyActivity,
  constraintNames,
  decennaleFits,
  deName,
  NEED,
  ofCommune,
  atCommune,
  ofTrade,
  opRef,
  qualificationName,
  sameWords,
  scheduleOf,
  ACTIVITE,
} from './sections/shared.ts';
export type { Writing } from './sections/shared.ts';
export { relevance } from './sections/references.ts';

/* ------------------------------------------------------------------ assembly */

const WRITERS: Record<MemoireSectionKey, (w: Writing) => Written> = {
  presentation,
  comprehension,
  moyens_humains: moyensHumains,
  moyens_materiels: moyensMateriels,
  methodologie,
  planning,
  securite,
  environnement,
  qualite,
  references,
  garanties,
};

function criterionSentence(w: Writing, criterion: Criterion, key: MemoireSectionKey): string {
  const weight = weightLabel(criterion.weight, w.criteria);
  const label = `« ${criterion.label} »${weight ? ` (${weight})` : ''}`;
  return pick(w.a.seed, `crit-${key}`, [
    `Cette partie répond au critère ${label} du règlement de la consultation.`,
    `Critère de jugement concerné : ${label}.`,
    `Les éléments ci-dessous sont ceux que l’acheteur note au titre du critère ${label}.`,
  ]);
}

const escaped = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The building and its buyer (« le collège Marcel Anthonioz du Département de l’Ain à
 * Divonne-les-Bains ») said once per section: the section's later prose says « le collège de
 * Divonne-les-Bains » or « le chantier de Dijon ». A list's lead-in keeps the name — the list
 * is the trade's, the name tells whose tender it answers.
 */
export function namedOnce(w: Writing, body: string): string {
  const { a } = w;
  const full = opFull(a);
  if (full.includes('«')) {
    return body;
  }
  // « le collège de Divonne-les-Bains », « le chantier de Dijon »: short, and still this tender's.
  const short = `${buildingNoun(a) ?? 'le chantier'}${ofCommune(a)}`;
  if (short === full) {
    return body;
  }
  const pattern = new RegExp(
    `${escaped(full)}${a.place.commune ? `(?: à ${escaped(a.place.commune)})?` : ''}(?![\\p{L}])`,
    'gu',
  );
  const seen = { named: false };
  return body
    .split('\n\n')
    .map((paragraph) => {
      const list = paragraph.includes('\n- ');
      return paragraph.replace(pattern, (whole) => {
        if (!seen.named) {
          seen.named = true;
          return whole;
        }
        return list ? whole : short;
      });
    })
    .join('\n\n');
}

export function writeSections(w: Writing): MemoireSection[] {
  return planSections(w.criteria).map(({ key, criterion }) => {
    const written = WRITERS[key](w);
    written.body = namedOnce(w, written.body);
    // The criterion opens the section's first paragraph, a list's lead-in too (a sentence of its
    // own would be the same in every response that answers the same criterion).
    const [first = '', ...rest] = written.body.split('\n\n');
    const body = criterion ? paragraphs([`${criterionSentence(w, criterion, key)} ${first}`, ...rest]) : written.body;
    return {
      key,
      title: MEMOIRE_SECTION_TITLES[key],
      body,
      table: written.table,
      criterion: criterion ? { label: criterion.label, weight: criterion.weight } : null,
    };
  });
}
