/**
 * A small ODSQL (OpenDataSoft Query Language) `where` evaluator, for the local BOAMP-shaped test
 * server. It understands what our client and the usual BOAMP queries send: comparisons
 * (`=`, `!=`, `<>`, `<`, `<=`, `>`, `>=`) with text, number and `date'YYYY-MM-DD'` literals,
 * `IS [NOT] NULL`, `[NOT] IN (…)`, `[NOT] LIKE '%…%'`, `AND`, `OR`, `NOT` and parentheses.
 * As in ODS, a list field (code_departement, type_marche…) matches when any element does.
 */

export class OdsqlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OdsqlError';
  }
}

type Literal =
  | { kind: 'text'; value: string }
  | { kind: 'number'; value: number }
  | { kind: 'date'; value: string }
  | { kind: 'boolean'; value: boolean };

type Operator = '=' | '!=' | '<' | '<=' | '>' | '>=';

export type Condition =
  | { type: 'and' | 'or'; left: Condition; right: Condition }
  | { type: 'not'; operand: Condition }
  | { type: 'compare'; field: string; operator: Operator; literal: Literal }
  | { type: 'null'; field: string; negated: boolean }
  | { type: 'in'; field: string; literals: Literal[]; negated: boolean }
  | { type: 'like'; field: string; pattern: RegExp; negated: boolean }
  | { type: 'true' };

type Token =
  | { type: 'word'; value: string }
  | { type: 'string'; value: string }
  | { type: 'date'; value: string }
  | { type: 'number'; value: number }
  | { type: 'op'; value: string }
  | { type: 'paren'; value: '(' | ')' }
  | { type: 'comma' };

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const readString = (quote: string): string => {
    let out = '';
    i++;
    while (i < source.length) {
      const c = source[i] ?? '';
      if (c === '\\' && i + 1 < source.length) {
        out += source[i + 1];
        i += 2;
        continue;
      }
      if (c === quote) {
        if (source[i + 1] === quote) {
          out += quote;
          i += 2;
          continue;
        }
        i++;
        return out;
      }
      out += c;
      i++;
    }
    throw new OdsqlError(`unterminated string literal in "${source}"`);
  };
  while (i < source.length) {
    const c = source[i] ?? '';
    if (/\s/.test(c)) {
      i++;
    } else if (c === '(' || c === ')') {
      tokens.push({ type: 'paren', value: c });
      i++;
    } else if (c === ',') {
      tokens.push({ type: 'comma' });
      i++;
    } else if (c === "'" || c === '"') {
      tokens.push({ type: 'string', value: readString(c) });
    } else if (c === '`') {
      const end = source.indexOf('`', i + 1);
      if (end === -1) {
        throw new OdsqlError('unterminated back-quoted field name');
      }
      tokens.push({ type: 'word', value: source.slice(i + 1, end) });
      i = end + 1;
    } else if (/[<>=!]/.test(c)) {
      const two = source.slice(i, i + 2);
      if (['<=', '>=', '!=', '<>'].includes(two)) {
        tokens.push({ type: 'op', value: two === '<>' ? '!=' : two });
        i += 2;
      } else if (c === '!') {
        throw new OdsqlError(`unexpected "!" at ${i}`);
      } else {
        tokens.push({ type: 'op', value: c });
        i++;
      }
    } else if (/[\d-]/.test(c) && /^-?\d/.test(source.slice(i))) {
      const match = /^-?\d+(?:\.\d+)?/.exec(source.slice(i));
      const text = match?.[0] ?? '';
      tokens.push({ type: 'number', value: Number(text) });
      i += text.length;
    } else if (/[A-Za-z_]/.test(c)) {
      const match = /^[A-Za-z_][\w.]*/.exec(source.slice(i));
      const word = match?.[0] ?? '';
      i += word.length;
      if (word.toLowerCase() === 'date' && (source[i] === "'" || source[i] === '"')) {
        const value = readString(source[i] ?? "'");
        if (!/^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.test(value)) {
          throw new OdsqlError(`invalid date literal date'${value}'`);
        }
        tokens.push({ type: 'date', value });
      } else {
        tokens.push({ type: 'word', value: word });
      }
    } else {
      throw new OdsqlError(`unexpected character "${c}" at ${i}`);
    }
  }
  return tokens;
}

const isKeyword = (token: Token | undefined, keyword: string): boolean =>
  token?.type === 'word' && token.value.toUpperCase() === keyword;

/** Parses a `where` clause; an empty clause matches everything. */
export function parseWhere(source: string): Condition {
  const tokens = tokenize(source);
  let position = 0;
  const peek = (): Token | undefined => tokens[position];
  const next = (): Token | undefined => tokens[position++];

  const literal = (): Literal => {
    const token = next();
    if (token?.type === 'string') {
      return { kind: 'text', value: token.value };
    }
    if (token?.type === 'number') {
      return { kind: 'number', value: token.value };
    }
    if (token?.type === 'date') {
      return { kind: 'date', value: token.value };
    }
    if (isKeyword(token, 'TRUE') || isKeyword(token, 'FALSE')) {
      return { kind: 'boolean', value: isKeyword(token, 'TRUE') };
    }
    throw new OdsqlError(`literal expected at token ${position}`);
  };

  const comparison = (): Condition => {
    const field = next();
    if (field?.type !== 'word') {
      throw new OdsqlError(`field name expected at token ${position}`);
    }
    const name = field.value;
    if (isKeyword(peek(), 'IS')) {
      next();
      const negated = isKeyword(peek(), 'NOT');
      if (negated) {
        next();
      }
      if (!isKeyword(next(), 'NULL')) {
        throw new OdsqlError('NULL expected after IS');
      }
      return { type: 'null', field: name, negated };
    }
    let negated = false;
    if (isKeyword(peek(), 'NOT')) {
      next();
      negated = true;
    }
    if (isKeyword(peek(), 'IN')) {
      next();
      if (next()?.type !== 'paren') {
        throw new OdsqlError('( expected after IN');
      }
      const literals = [literal()];
      while (peek()?.type === 'comma') {
        next();
        literals.push(literal());
      }
      const close = next();
      if (close?.type !== 'paren' || close.value !== ')') {
        throw new OdsqlError(') expected after IN list');
      }
      return { type: 'in', field: name, literals, negated };
    }
    if (isKeyword(peek(), 'LIKE')) {
      next();
      const pattern = next();
      if (pattern?.type !== 'string') {
        throw new OdsqlError('string expected after LIKE');
      }
      const regex = new RegExp(
        `^${pattern.value
          .split('')
          .map((ch) => (ch === '%' ? '.*' : ch === '_' ? '.' : ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
          .join('')}$`,
        'is',
      );
      return { type: 'like', field: name, pattern: regex, negated };
    }
    if (negated) {
      throw new OdsqlError('IN or LIKE expected after NOT');
    }
    const operator = next();
    if (operator?.type !== 'op') {
      throw new OdsqlError(`comparison operator expected after ${name}`);
    }
    return { type: 'compare', field: name, operator: operator.value as Operator, literal: literal() };
  };

  const primary = (): Condition => {
    const token = peek();
    if (token?.type === 'paren' && token.value === '(') {
      next();
      const inner = or();
      const close = next();
      if (close?.type !== 'paren' || close.value !== ')') {
        throw new OdsqlError(') expected');
      }
      return inner;
    }
    if (isKeyword(token, 'NOT')) {
      next();
      return { type: 'not', operand: primary() };
    }
    return comparison();
  };

  const and = (): Condition => {
    let left = primary();
    while (isKeyword(peek(), 'AND')) {
      next();
      left = { type: 'and', left, right: primary() };
    }
    return left;
  };

  const or = (): Condition => {
    let left = and();
    while (isKeyword(peek(), 'OR')) {
      next();
      left = { type: 'or', left, right: and() };
    }
    return left;
  };

  if (tokens.length === 0) {
    return { type: 'true' };
  }
  const condition = or();
  if (position < tokens.length) {
    throw new OdsqlError(`unexpected token at ${position} in "${source}"`);
  }
  return condition;
}

function compareScalars(value: unknown, operator: Operator, literal: Literal): boolean {
  if (value === null || value === undefined) {
    return false;
  }
  let left: string | number;
  let right: string | number;
  if (literal.kind === 'number' && typeof value === 'number') {
    left = value;
    right = literal.value;
  } else if (literal.kind === 'number' && /^-?\d+(\.\d+)?$/.test(String(value))) {
    left = Number(value);
    right = literal.value;
  } else if (literal.kind === 'date') {
    const text = String(value);
    left = literal.value.length === 10 ? text.slice(0, 10) : text;
    right = literal.value;
  } else {
    left = String(value);
    right = String(literal.value);
  }
  switch (operator) {
    case '=':
      return left === right;
    case '!=':
      return left !== right;
    case '<':
      return left < right;
    case '<=':
      return left <= right;
    case '>':
      return left > right;
    case '>=':
      return left >= right;
  }
}

function valuesOf(record: Readonly<Record<string, unknown>>, field: string): unknown[] {
  const value = record[field];
  if (value === undefined || value === null) {
    return [];
  }
  return Array.isArray(value) ? value.filter((v) => v !== null && v !== undefined) : [value];
}

/** Whether a record matches a parsed condition. */
export function matches(condition: Condition, record: Readonly<Record<string, unknown>>): boolean {
  switch (condition.type) {
    case 'true':
      return true;
    case 'and':
      return matches(condition.left, record) && matches(condition.right, record);
    case 'or':
      return matches(condition.left, record) || matches(condition.right, record);
    case 'not':
      return !matches(condition.operand, record);
    case 'null': {
      const empty = valuesOf(record, condition.field).length === 0;
      return condition.negated ? !empty : empty;
    }
    case 'in': {
      const found = valuesOf(record, condition.field).some((v) =>
        condition.literals.some((l) => compareScalars(v, '=', l)),
      );
      return condition.negated ? !found : found;
    }
    case 'like': {
      const found = valuesOf(record, condition.field).some((v) => condition.pattern.test(String(v)));
      return condition.negated ? !found : found;
    }
    case 'compare': {
      const values = valuesOf(record, condition.field);
      if (condition.operator === '!=') {
        return values.length > 0 && !values.some((v) => compareScalars(v, '=', condition.literal));
      }
      return values.some((v) => compareScalars(v, condition.operator, condition.literal));
    }
  }
}

export interface OrderKey {
  field: string;
  descending: boolean;
}

/** `order_by=idweb`, `dateparution DESC, idweb` … */
export function parseOrderBy(source: string): OrderKey[] {
  if (source.trim() === '') {
    return [];
  }
  return source.split(',').map((part) => {
    const match = /^\s*`?([A-Za-z_][\w.]*)`?\s*(asc|desc)?\s*$/i.exec(part);
    if (!match?.[1]) {
      throw new OdsqlError(`invalid order_by expression "${part.trim()}"`);
    }
    return { field: match[1], descending: match[2]?.toLowerCase() === 'desc' };
  });
}

/** Sorts like ODS: values compared as text (numbers as numbers), missing values last. */
export function compareRecords(
  keys: readonly OrderKey[],
  a: Readonly<Record<string, unknown>>,
  b: Readonly<Record<string, unknown>>,
): number {
  for (const { field, descending } of keys) {
    const x = a[field];
    const y = b[field];
    const xMissing = x === undefined || x === null;
    const yMissing = y === undefined || y === null;
    if (xMissing || yMissing) {
      if (xMissing !== yMissing) {
        return xMissing ? 1 : -1;
      }
      continue;
    }
    const left = Array.isArray(x) ? String(x[0] ?? '') : x;
    const right = Array.isArray(y) ? String(y[0] ?? '') : y;
    let result: number;
    if (typeof left === 'number' && typeof right === 'number') {
      result = left - right;
    } else {
      const l = String(left);
      const r = String(right);
      result = l < r ? -1 : l > r ? 1 : 0;
    }
    if (result !== 0) {
      return descending ? -result : result;
    }
  }
  return 0;
}
