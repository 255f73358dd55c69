import type { FastifySchema, FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/*
 * A response serializer compiled once per route from its zod schema, for the hot routes (the
 * tender list): the same JSON as fastify-type-provider-zod's serializer (keys in the schema's
 * order, unknown keys dropped, the same checks), without running zod's parser over the whole
 * response on every request. It handles the plain shapes responses use — objects (stripping),
 * arrays, strings, numbers, booleans, enums, literals, nullable and optional — and checks each
 * value's type while it writes it; a leaf with checks (`.int()`, `.min()`, `.max()`…) is checked by
 * zod itself. A schema with anything else (unions, transforms, defaults…) is left to zod's
 * serializer, and so is a value that fails a check: zod then answers exactly as it did (the
 * response error, with its issues).
 */

type Encode = (value: unknown) => string;

/** Thrown (never outside this module) when a value does not fit the schema. */
const MISMATCH = Symbol('mismatch');

function mismatch(): never {
  throw MISMATCH;
}

interface ZodInternals {
  _zod: {
    def: {
      type: string;
      checks?: unknown[];
      shape?: Record<string, z.ZodType>;
      catchall?: unknown;
      element?: z.ZodType;
      innerType?: z.ZodType;
      entries?: Record<string, string | number>;
      values?: unknown[];
    };
  };
}

/** The encoder of a schema, or undefined when the schema uses something this compiler leaves to zod. */
function compile(schema: z.ZodType): Encode | undefined {
  const def = (schema as unknown as ZodInternals)._zod.def;
  const checked = (def.checks?.length ?? 0) > 0;
  const guard = (encode: Encode): Encode =>
    checked ? (value) => (schema.safeParse(value).success ? encode(value) : mismatch()) : encode;
  switch (def.type) {
    case 'string':
      return guard((value) => (typeof value === 'string' ? JSON.stringify(value) : mismatch()));
    case 'number':
      return guard((value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : mismatch()));
    case 'boolean':
      return guard((value) => (value === true ? 'true' : value === false ? 'false' : mismatch()));
    case 'enum': {
      const allowed = new Set(Object.values(def.entries ?? {}));
      return (value) =>
        (typeof value === 'string' || typeof value === 'number') && allowed.has(value)
          ? JSON.stringify(value)
          : mismatch();
    }
    case 'literal': {
      const allowed = new Set(def.values ?? []);
      return (value) => (allowed.has(value) && value !== undefined ? JSON.stringify(value) : mismatch());
    }
    case 'nullable': {
      const inner = def.innerType && compile(def.innerType);
      return inner && ((value) => (value === null ? 'null' : inner(value)));
    }
    case 'array': {
      const element = def.element && compile(def.element);
      if (!element || checked) {
        return undefined;
      }
      return (value) => {
        if (!Array.isArray(value)) {
          return mismatch();
        }
        let out = '[';
        for (let i = 0; i < value.length; i++) {
          out += (i === 0 ? '' : ',') + element(value[i]);
        }
        return `${out}]`;
      };
    }
    case 'object': {
      if (def.catchall !== undefined || checked || !def.shape) {
        return undefined;
      }
      const fields: { key: string; prefix: string; encode: Encode; optional: boolean }[] = [];
      for (const [key, field] of Object.entries(def.shape)) {
        const fieldDef = (field as unknown as ZodInternals)._zod.def;
        const optional = fieldDef.type === 'optional';
        const encode = compile(optional && fieldDef.innerType ? fieldDef.innerType : field);
        if (!encode) {
          return undefined;
        }
        fields.push({ key, prefix: `${JSON.stringify(key)}:`, encode, optional });
      }
      return (value) => {
        if (typeof value !== 'object' || value === null || Array.isArray(value)) {
          return mismatch();
        }
        const record = value as Record<string, unknown>;
        let out = '{';
        let first = true;
        for (const field of fields) {
          const item = record[field.key];
          if (item === undefined && field.optional) {
            continue;
          }
          out += (first ? '' : ',') + field.prefix + field.encode(item);
          first = false;
        }
        return `${out}}`;
      };
    }
    default:
      return undefined;
  }
}

/**
 * A Fastify serializer compiler for a route whose response schemas are zod schemas: the compiled
 * encoder where the schema allows it, zod's serializer otherwise (and for any value that does not
 * fit, so that errors are zod's). A frozen object (deeply, by its maker's contract) is written once.
 */
export function fastSerializerCompiler<T = FastifySchema>(
  routeSchema: Parameters<FastifySerializerCompiler<T>>[0],
): (data: unknown) => string {
  const schema: unknown = routeSchema.schema;
  const viaZod = zodSerializerCompiler({ ...routeSchema, schema: schema as z.ZodType }) as (data: unknown) => string;
  const encode = schema instanceof z.ZodType ? compile(schema) : undefined;
  if (!encode) {
    return viaZod;
  }
  // A frozen response cannot change: it is written once, and its JSON reused when the same
  // object is sent again (the tender list sends one kept page to many requests).
  const written = new WeakMap<object, string>();
  return (data: unknown) => {
    const frozen = typeof data === 'object' && data !== null && Object.isFrozen(data);
    const kept = frozen ? written.get(data) : undefined;
    if (kept !== undefined) {
      return kept;
    }
    try {
      const json = encode(data);
      if (frozen) {
        written.set(data, json);
      }
      return json;
    } catch (error) {
      if (error === MISMATCH) {
        return viaZod(data);
      }
      throw error;
    }
  };
}
