/**
 * Helpers for the BOAMP `gestion` / `donnees` trees. Both are XML notices turned into JSON by the
 * DILA: an element becomes a key, a repeated element an array (so any key may hold one object or
 * an array of them), an empty element `""`, attributes `"@name"` and the text next to attributes
 * `"#text"`. eForms notices keep their namespace prefixes (`cbc:`, `cac:`, `efac:`, `efbc:`…).
 */

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** "Object or array" → array; nothing → []. */
export function asArray(value: unknown): unknown[] {
  if (value === undefined || value === null) {
    return [];
  }
  return Array.isArray(value) ? value : [value];
}

/** The objects found under a key that holds one object or an array of them. */
export function objectsOf(value: unknown): JsonObject[] {
  return asArray(value).filter(isObject);
}

/** A key's local name: `cbc:ItemClassificationCode` → `ItemClassificationCode`. */
export function localName(key: string): string {
  const colon = key.indexOf(':');
  return colon === -1 ? key : key.slice(colon + 1);
}

/** Reads a key with or without its namespace prefix (`cbc:Name` or `Name`). */
export function child(node: unknown, key: string): unknown {
  if (!isObject(node)) {
    return undefined;
  }
  if (key in node) {
    return node[key];
  }
  const wanted = localName(key);
  for (const [k, v] of Object.entries(node)) {
    if (localName(k) === wanted) {
      return v;
    }
  }
  return undefined;
}

/**
 * Follows a path of keys; an array met on the way is searched element by element, so the result
 * holds every value reached (`path(donnees, 'OBJET', 'LOTS', 'LOT')` → every lot).
 */
export function path(node: unknown, ...keys: string[]): unknown[] {
  let current: unknown[] = [node];
  for (const key of keys) {
    const next: unknown[] = [];
    for (const item of current) {
      for (const element of asArray(item)) {
        const value = child(element, key);
        if (value !== undefined && value !== null) {
          next.push(value);
        }
      }
    }
    current = next;
  }
  return current.flatMap((value) => asArray(value));
}

/** The first value at a path, or undefined. */
export function first(node: unknown, ...keys: string[]): unknown {
  return path(node, ...keys)[0];
}

/**
 * The text of a leaf: a string, a number, `{"#text": …}` (with attributes next to it) or, for
 * eForms multilingual texts, the French one of several `{"@languageID": …}` versions.
 */
export function textOf(value: unknown): string | null {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  }
  if (typeof value === 'number' && Number.isFinite(value)) {
    return String(value);
  }
  if (Array.isArray(value)) {
    const texts = value.filter((v) => textOf(v) !== null);
    const french = texts.find((v) => isObject(v) && /^fr/i.test(String(v['@languageID'] ?? '')));
    return textOf(french ?? texts[0]);
  }
  if (isObject(value)) {
    if ('#text' in value) {
      return textOf(value['#text']);
    }
    return null;
  }
  return null;
}

/** An attribute of a leaf (`@currencyID`, `@DEVISE`, `@listName`…), case-insensitive. */
export function attribute(value: unknown, name: string): string | null {
  if (!isObject(value)) {
    return null;
  }
  const wanted = name.toLowerCase();
  for (const [k, v] of Object.entries(value)) {
    if (k.startsWith('@') && k.slice(1).toLowerCase() === wanted) {
      return textOf(v);
    }
  }
  return null;
}

export interface Visit {
  key: string;
  /** Local names of the keys from the root to this value, this key included. */
  path: readonly string[];
  value: unknown;
}

/**
 * Depth-first walk over every key of the tree, in document order. `visit` returns `false` to skip
 * the subtree under that key.
 */
export function walk(node: unknown, visit: (entry: Visit) => boolean | void, trail: string[] = []): void {
  if (Array.isArray(node)) {
    for (const element of node) {
      walk(element, visit, trail);
    }
    return;
  }
  if (!isObject(node)) {
    return;
  }
  for (const [key, value] of Object.entries(node)) {
    const here = [...trail, localName(key)];
    if (visit({ key, path: here, value }) === false) {
      continue;
    }
    walk(value, visit, here);
  }
}

/** Every string (and number) in a subtree, in document order. */
export function leafTexts(node: unknown): string[] {
  const out: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string' || typeof value === 'number') {
      const text = textOf(value);
      if (text !== null) {
        out.push(text);
      }
    } else if (Array.isArray(value)) {
      value.forEach(collect);
    } else if (isObject(value)) {
      for (const [k, v] of Object.entries(value)) {
        if (!k.startsWith('@')) {
          collect(v);
        }
      }
    }
  };
  collect(node);
  return out;
}
