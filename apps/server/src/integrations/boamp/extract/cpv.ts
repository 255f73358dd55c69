/** CPV codes of a notice or a lot, the main code first. */
import { attribute, isObject, localName, textOf, walk } from '../tree.ts';
import { cpvCodesIn } from '../values.ts';
import { inLot } from './walk.ts';

const CPV_KEY = /^(CPV|CPV_OBJ|NOMENC_LOT|cpv|codeCPV|codeCpv|codesCPV|classificationCPV)$/;
const MAIN_KEY = /^(PRINCIPAL|objetPrincipal|classPrincipale|MainCommodityClassification|principal|main)$/;

interface CpvHit {
  code: string;
  main: boolean;
  lot: boolean;
  order: number;
}

function cpvHits(node: unknown, options: { lots: boolean }): CpvHit[] {
  const hits: CpvHit[] = [];
  let order = 0;
  const add = (text: string | null, main: boolean, lot: boolean): void => {
    for (const code of text === null ? [] : cpvCodesIn(text)) {
      hits.push({ code, main, lot, order: order++ });
    }
  };
  /** Every code under a CPV key, whatever its shape: "45…", ["45…"], {PRINCIPAL, SUPPLEMENTAIRE}, {objetPrincipal: {classPrincipale}}… */
  const collect = (value: unknown, main: boolean, lot: boolean): void => {
    if (Array.isArray(value)) {
      value.forEach((item) => collect(item, main, lot));
    } else if (isObject(value) && !('#text' in value)) {
      for (const [key, inner] of Object.entries(value)) {
        if (!key.startsWith('@')) {
          collect(inner, main || MAIN_KEY.test(localName(key)), lot);
        }
      }
    } else {
      add(textOf(value), main, lot);
    }
  };
  walk(node, ({ key, path: trail, value }) => {
    const name = localName(key);
    const lot = inLot(trail);
    if (lot && !options.lots) {
      return false;
    }
    if (name === 'ItemClassificationCode') {
      const list = attribute(value, 'listName');
      if (list === null || /cpv/i.test(list)) {
        add(
          textOf(value),
          trail.some((k) => MAIN_KEY.test(k)),
          lot,
        );
      }
      return false;
    }
    if (CPV_KEY.test(name)) {
      collect(
        value,
        trail.some((k) => MAIN_KEY.test(k)),
        lot,
      );
      return false;
    }
    return true;
  });
  return hits;
}

function orderCpv(hits: CpvHit[]): string[] {
  const rank = (h: CpvHit): number => (h.lot ? 2 : 0) + (h.main ? 0 : 1);
  const sorted = [...hits].sort((a, b) => rank(a) - rank(b) || a.order - b.order);
  return [...new Set(sorted.map((h) => h.code))];
}

/**
 * The CPV codes of a tree, main first then the others, deduplicated; `lots: false` leaves out the
 * codes inside lots (the notice's own codes).
 */
export function cpvCodesOf(node: unknown, options: { lots: boolean } = { lots: true }): string[] {
  return orderCpv(cpvHits(node, options));
}
