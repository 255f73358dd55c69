/** The type of contract (TRAVAUX / SERVICES / FOURNITURES) and the procedure. */
import { attribute, first, isObject, textOf, walk } from '../tree.ts';
import type { TypeMarche } from '../types.ts';
import { cleanField } from '../values.ts';
import type { Donnees } from './donnees.ts';
import { deepFind, LOT_KEY } from './walk.ts';

const TYPE_WORDS: Record<string, TypeMarche> = {
  TRAVAUX: 'TRAVAUX',
  WORKS: 'TRAVAUX',
  SERVICE: 'SERVICES',
  SERVICES: 'SERVICES',
  FOURNITURE: 'FOURNITURES',
  FOURNITURES: 'FOURNITURES',
  SUPPLIES: 'FOURNITURES',
};

export function typeMarcheWord(value: string): TypeMarche | null {
  const word = value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toUpperCase();
  return TYPE_WORDS[word] ?? null;
}

/** TRAVAUX / SERVICES / FOURNITURES read in `donnees` when the flat `type_marche` is missing. */
export function typesInDonnees(donnees: Donnees): TypeMarche[] {
  const found: TypeMarche[] = [];
  const readWords = (words: string[]): void => {
    for (const word of words) {
      const type = typeMarcheWord(word);
      if (type !== null) {
        found.push(type);
      }
    }
  };
  if (donnees.format === 'v110') {
    const info = first(donnees.root, 'INFO');
    readWords(isObject(info) ? Object.keys(info) : []);
  }
  walk(donnees.root, ({ path: trail, value }) => {
    const key = trail[trail.length - 1] ?? '';
    if (!/^(TYPE_MARCHE|typeMarche|natureMarche|ProcurementTypeCode|typePrestation)$/.test(key)) {
      return !LOT_KEY.test(key);
    }
    if (isObject(value) && key !== 'natureMarche') {
      readWords(Object.keys(value));
    } else if (typeof value === 'string' || (isObject(value) && '#text' in value)) {
      readWords([textOf(value) ?? '']);
    } else if (key === 'natureMarche' && isObject(value)) {
      return true;
    }
    return false;
  });
  return [...new Set(found)];
}

const PROCEDURE_LABELS: Record<string, string> = {
  OUVERT: 'Procédure ouverte',
  OPEN: 'Procédure ouverte',
  RESTREINT: 'Procédure restreinte',
  RESTRICTED: 'Procédure restreinte',
  PROCEDURE_ADAPTE: 'Procédure adaptée',
  PROCEDURE_ADAPTEE: 'Procédure adaptée',
  MARCHE_NEGOCIE: 'Procédure négociée',
  NEGOCIE: 'Procédure négociée',
  'NEG-W-CALL': 'Procédure concurrentielle avec négociation',
  'NEG-WO-CALL': 'Procédure négociée sans publication préalable',
  DIALOGUE_COMPETITIF: 'Dialogue compétitif',
  'COMP-DIAL': 'Dialogue compétitif',
  'COMP-TEND': 'Procédure concurrentielle avec négociation',
  INNOVATION: 'Partenariat d’innovation',
  CONCOURS: 'Concours',
  DSP: 'Délégation de service public',
  'OTH-SINGLE': 'Autre procédure',
  'OTH-MULT': 'Autre procédure',
};

export function procedureLabel(code: string | null): string | null {
  if (code === null) {
    return null;
  }
  return PROCEDURE_LABELS[code.trim().toUpperCase()] ?? null;
}

export function procedureInDonnees(donnees: Donnees): string | null {
  const { format, root } = donnees;
  if (format === 'v230') {
    const type = first(root, 'PROCEDURE', 'TYPE_PROCEDURE');
    return isObject(type)
      ? (Object.keys(type)
          .map(procedureLabel)
          .find((l) => l !== null) ?? null)
      : null;
  }
  if (format === 'v110') {
    return procedureLabel(attribute(first(root, 'PROCEDURE'), 'type'));
  }
  if (format === 'eforms') {
    return procedureLabel(textOf(first(root, 'cac:TenderingProcess', 'cbc:ProcedureCode')));
  }
  if (format === 'national') {
    const value = deepFind(root, ['typeProcedure', 'typeProcedureLibelle']) ?? deepFind(root, ['procedure']);
    const text = textOf(value);
    if (text !== null) {
      return procedureLabel(text) ?? cleanField(text);
    }
    return isObject(value)
      ? (Object.keys(value)
          .map(procedureLabel)
          .find((l) => l !== null) ?? null)
      : null;
  }
  return null;
}
