import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FieldError } from '@batiao/shared/errors';
import { AppError } from '../lib/app-error.ts';

/** The message of the rule, for every text field (ADR 012). */
export const FORBIDDEN_CHARACTER = 'Caractère non autorisé (caractère nul ou invalide)';

// NUL, which PostgreSQL refuses in text and jsonb, and UTF-16 surrogates that are not part of a
// pair (with the `u` flag a range of surrogates only matches a lone one): they cannot be encoded
// in UTF-8, so PostgreSQL refuses them too. Both made a 500 before this rule.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000\u{D800}-\u{DFFF}]/u;
// eslint-disable-next-line no-control-regex
const FORBIDDEN_ALL = /[\u0000\u{D800}-\u{DFFF}]/gu;

/** Does this text hold a NUL or a lone surrogate? */
export function hasForbiddenCharacter(text: string): boolean {
  return FORBIDDEN.test(text);
}

/** The text without them (to name a field whose own name is hostile). */
export function withoutForbiddenCharacters(text: string): string {
  return text.replace(FORBIDDEN_ALL, '\ufffd');
}

/** At most this many fields are listed in one answer. */
const MAX_REPORTED = 10;

/**
 * Arrays and objects (JSON bodies, parsed query strings and path parameters, whose prototypes
 * vary); never binary bodies (the raw webhook Buffer) or streams.
 */
function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) {
    return true;
  }
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value) || value instanceof ArrayBuffer) {
    return false;
  }
  return typeof (value as { pipe?: unknown }).pipe !== 'function';
}

/**
 * The fields of `value` (keys or string values, at any depth) holding a forbidden character,
 * named like the validation errors ("references.0.projet"); `root` names the value itself.
 * Iterative: a deeply nested body cannot overflow the stack here.
 */
export function forbiddenFields(value: unknown, root: string): FieldError[] {
  const found: FieldError[] = [];
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length > 0 && found.length < MAX_REPORTED) {
    const item = stack.pop();
    if (!item) {
      break;
    }
    if (typeof item.value === 'string') {
      if (hasForbiddenCharacter(item.value)) {
        found.push({ field: item.path || root, message: FORBIDDEN_CHARACTER });
      }
      continue;
    }
    if (!isContainer(item.value)) {
      continue;
    }
    const entries = Array.isArray(item.value) ? item.value.entries() : Object.entries(item.value);
    const children: { value: unknown; path: string }[] = [];
    for (const [key, child] of entries) {
      const name = String(key);
      const path = item.path ? `${item.path}.${withoutForbiddenCharacters(name)}` : withoutForbiddenCharacters(name);
      if (typeof key === 'string' && hasForbiddenCharacter(key)) {
        found.push({ field: path, message: FORBIDDEN_CHARACTER });
        continue;
      }
      children.push({ value: child, path });
    }
    // Reversed on the stack, so that fields are reported in their order.
    stack.push(...children.reverse());
  }
  return found.slice(0, MAX_REPORTED);
}

/** Throws the 422 of the rule when a text of the request holds a NUL or a lone surrogate. */
export function assertCleanText(request: FastifyRequest): void {
  const detail = [
    ...forbiddenFields(request.params, 'paramètre'),
    ...forbiddenFields(request.query, 'paramètre'),
    ...forbiddenFields(request.body, 'corps'),
  ];
  if (detail.length > 0) {
    throw new AppError('VALIDATION_ERROR', detail.slice(0, MAX_REPORTED));
  }
}

/**
 * One rule for every text field (issue 11 item 6, ADR 012): before any schema validation, the
 * path parameters, the query string and the JSON body are walked, and a NUL byte or a lone UTF-16
 * surrogate anywhere (value or key) is refused with 422 `VALIDATION_ERROR`, naming the field. The
 * upload routes apply the same rule to their multipart text fields (`hasForbiddenCharacter`).
 */
export const textGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      assertCleanText(request);
    });
  },
  { name: 'text-guard' },
);
