/** The lots of a notice (every vintage), and the notice amount from them. */
import { asArray, child, first, isObject, type JsonObject, objectsOf, textOf, walk } from '../tree.ts';
import type { NoticeLot } from '../types.ts';
import { cleanField, cpvCodesIn, plainText } from '../values.ts';
import { cpvCodesOf } from './cpv.ts';
import type { Donnees } from './donnees.ts';
import { estimateOf } from './money.ts';
import { AWARD_KEY } from './walk.ts';

export function lotObjects(node: unknown): JsonObject[] {
  const lots: JsonObject[] = [];
  walk(node, ({ path: trail, value }) => {
    const key = trail[trail.length - 1] ?? '';
    if (AWARD_KEY.test(key)) {
      return false;
    }
    if (/^(LOT|lot|lotsMarche|lotMarche|ProcurementProjectLot)$/.test(key)) {
      lots.push(...objectsOf(value));
      return false;
    }
    if (/^(lots|LOTS)$/.test(key) && Array.isArray(value)) {
      lots.push(...objectsOf(value));
      return false;
    }
    return true;
  });
  return lots;
}

function lotFromObject(lot: JsonObject): NoticeLot {
  const project = first(lot, 'ProcurementProject');
  const number = cleanField(
    textOf(child(lot, 'NUM')) ??
      textOf(child(lot, 'NUM_LOT')) ??
      textOf(child(lot, 'numero')) ??
      textOf(child(lot, 'numLot')) ??
      textOf(child(lot, 'numeroLot')) ??
      textOf(child(lot, 'num')) ??
      textOf(child(lot, 'cbc:ID')),
  );
  const title =
    textOf(child(lot, 'INTITULE')) ??
    textOf(child(lot, 'intitule')) ??
    textOf(child(lot, 'intituleLot')) ??
    textOf(child(lot, 'titre')) ??
    textOf(child(lot, 'libelle')) ??
    textOf(child(project, 'cbc:Name'));
  const description =
    textOf(child(lot, 'DESCRIPTION')) ??
    textOf(child(lot, 'description')) ??
    textOf(child(lot, 'descriptionLot')) ??
    textOf(child(project, 'cbc:Description'));
  return {
    number,
    title: title === null ? null : plainText(title),
    description: description === null ? null : plainText(description),
    cpvCodes: cpvCodesOf(lot),
    amountCents: estimateOf(lot, { lots: true }),
  };
}

/** The 2006 notices list lots as parallel arrays: NUM_LOT[], DESC_LOT[] (or AUTRES[]), NOMENC_LOT[]. */
function v110Lots(tree: unknown): NoticeLot[] {
  const block = first(tree, 'LOTS');
  if (!isObject(block)) {
    return [];
  }
  const numbers = asArray(block.NUM_LOT).map(textOf);
  const texts = (block.DESC_LOT !== undefined ? asArray(block.DESC_LOT) : asArray(block.AUTRES))
    .map(textOf)
    .filter((t) => t !== null);
  const codes = asArray(block.NOMENC_LOT).map(textOf);
  const count = Math.max(numbers.length, texts.length);
  const lots: NoticeLot[] = [];
  for (let i = 0; i < count; i++) {
    const code = codes[i];
    const text = texts[i];
    lots.push({
      number: cleanField(numbers[i] ?? null),
      title: text === undefined ? null : cleanField(text),
      description: null,
      cpvCodes: code ? cpvCodesIn(code) : [],
      amountCents: null,
    });
  }
  return lots;
}

export function lotsOf(donnees: Donnees): NoticeLot[] {
  if (donnees.format === 'v110') {
    return v110Lots(donnees.tree);
  }
  return lotObjects(donnees.root)
    .map(lotFromObject)
    .filter((lot) => lot.number !== null || lot.title !== null);
}

/** Notice-level estimate, else the sum of the lots' estimates. */
export function amountOf(donnees: Donnees, lots: readonly NoticeLot[]): number | null {
  const notice = estimateOf(donnees.root, { lots: false });
  if (notice !== null) {
    return notice;
  }
  const values = lots.map((l) => l.amountCents).filter((v) => v !== null);
  if (values.length > 0) {
    return values.reduce((a, b) => a + b, 0);
  }
  // A v230 "lot" block that only restates the whole contract (no number, no title).
  return estimateOf(donnees.root, { lots: true });
}
