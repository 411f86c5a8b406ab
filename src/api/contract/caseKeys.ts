/**
 * Deep camelCase / snake_case key conversion, for the one camelCase call of the service (the
 * shipment-status answer): the console turns its answer into the snake_case Shipment orders
 * carry, the sandbox turns its snake_case records into that answer, and the answer's schema is
 * derived from the snake_case one. No React; used by src/ and sandbox/.
 *
 * The key conversion is type-fest's `CamelCase` / `SnakeCase` (their defaults) done at run time,
 * so the types `CamelCasedPropertiesDeep` / `SnakeCasedPropertiesDeep` describe the results:
 * `ship_to_id` <-> `shipToId`, `address_line1` -> `addressLine1` -> `address_line1` (digits stay
 * with their word in snake_case), a key already in the target case is unchanged.
 */
import type { CamelCasedPropertiesDeep, SnakeCasedPropertiesDeep } from 'type-fest';
import { z } from 'zod/mini';

// ------------------------------------------------------------------ one key (type-fest's rules)

const SEPARATOR = /[\s_-]/;
const DIGIT = /[0-9]/;
const ASCII_PUNCTUATION = /^[!-/:-@[-`{-~]/;

const isLower = (c: string) => c === c.toLowerCase();
const isUpper = (c: string) => c === c.toUpperCase();

/** type-fest's `Words`: split on separators, lower-to-upper changes and (optionally) digit runs. */
function words(key: string, splitOnNumbers: boolean): string[] {
  const out: string[] = [];
  let word = '';
  let last = '';
  const push = (w: string) => {
    if (w !== '') out.push(w);
  };
  for (const c of key) {
    if (SEPARATOR.test(c)) {
      push(word);
      word = '';
      last = '';
      continue;
    }
    if (last === '') {
      word = c;
    } else if (DIGIT.test(last) !== DIGIT.test(c)) {
      if (splitOnNumbers) {
        push(word);
        word = c;
      } else {
        word += c;
      }
    } else if (DIGIT.test(c)) {
      word += c;
    } else if (isLower(last) && isUpper(c)) {
      push(word);
      word = c;
    } else if (isUpper(last) && isLower(c)) {
      // `ABc`: the B starts the new word
      push(word.slice(0, -1));
      word = last + c;
    } else {
      word += c;
    }
    last = c;
  }
  push(word);
  return out;
}

/** type-fest's `CamelCase`: `ship_to_id` -> `shipToId`, `shipToId` unchanged. */
export function camelCaseKey(key: string): string {
  const source = key === key.toUpperCase() ? key.toLowerCase() : key;
  const joined = words(source, true)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join('');
  return joined.charAt(0).toLowerCase() + joined.slice(1);
}

/** type-fest's `SnakeCase`: `shipToId` -> `ship_to_id`, `addressLine1` -> `address_line1`. */
export function snakeCaseKey(key: string): string {
  let out = '';
  for (const w of words(key, false)) {
    out += out === '' || ASCII_PUNCTUATION.test(w) ? w : `_${w}`;
  }
  return out.toLowerCase();
}

// ------------------------------------------------------------------ values

export interface CaseKeysOptions {
  /**
   * Keys (as they are in the input) whose values keep their keys, at every depth: those keys
   * are data, not field names (a shipment's `custom_details`). The key itself is converted, and
   * the value is still copied.
   */
  readonly keep?: readonly string[];
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null) return false;
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

function convertKeys(value: unknown, convert: (key: string) => string, keep: ReadonlySet<string>) {
  const walk = (v: unknown, rename: boolean): unknown => {
    if (Array.isArray(v)) return v.map((x) => walk(x, rename));
    if (!isPlainObject(v)) return v;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      out[rename ? convert(k) : k] = walk(x, rename && !keep.has(k));
    }
    return out;
  };
  return walk(value, true);
}

/**
 * A copy of `value` whose object keys are camelCase, at every depth (plain objects and arrays;
 * a Date, a class instance or any other value is returned as it is, not copied). Meant for
 * JSON-shaped values: the type, like type-fest's, would also rename a class instance's members.
 */
export function toCamelKeysDeep<T>(
  value: T,
  opts: CaseKeysOptions = {},
): CamelCasedPropertiesDeep<T> {
  return convertKeys(value, camelCaseKey, new Set(opts.keep)) as CamelCasedPropertiesDeep<T>;
}

/** A copy of `value` whose object keys are snake_case, at every depth (see toCamelKeysDeep). */
export function toSnakeKeysDeep<T>(
  value: T,
  opts: CaseKeysOptions = {},
): SnakeCasedPropertiesDeep<T> {
  return convertKeys(value, snakeCaseKey, new Set(opts.keep)) as SnakeCasedPropertiesDeep<T>;
}

// ------------------------------------------------------------------ schemas

/** Types whose schema holds no field name: used as they are. */
const LEAF_TYPES = new Set([
  'string',
  'number',
  'int',
  'boolean',
  'bigint',
  'null',
  'undefined',
  'unknown',
  'any',
  'enum',
  'literal',
  'date',
  'nan',
  'template_literal',
  'record', // a map: its keys are data (kept as they are by the conversions above too)
]);

function camelSchema(schema: z.ZodMiniType, where: string): z.ZodMiniType {
  const def = schema._zod.def;
  if (LEAF_TYPES.has(def.type)) return schema;
  if (def.checks?.length) {
    throw new TypeError(`camelKeysSchema: ${where}: a ${def.type} with checks is not supported`);
  }
  if (def.type === 'optional' || def.type === 'nullable') {
    const inner = camelSchema((def as z.core.$ZodOptionalDef).innerType as z.ZodMiniType, where);
    return def.type === 'optional' ? z.optional(inner) : z.nullable(inner);
  }
  if (def.type === 'array') {
    return z.array(
      camelSchema((def as z.core.$ZodArrayDef).element as z.ZodMiniType, `${where}[]`),
    );
  }
  if (def.type === 'object') {
    const objectDef = def as z.core.$ZodObjectDef;
    if (objectDef.catchall !== undefined) {
      throw new TypeError(
        `camelKeysSchema: ${where}: only z.object (unknown keys dropped) is supported`,
      );
    }
    const shape: Record<string, z.ZodMiniType> = {};
    for (const [k, field] of Object.entries(objectDef.shape)) {
      shape[camelCaseKey(k)] = camelSchema(field as z.ZodMiniType, `${where}.${k}`);
    }
    return z.object(shape);
  }
  throw new TypeError(`camelKeysSchema: ${where}: a ${def.type} is not supported`);
}

/**
 * The schema of the same value with camelCase keys, derived from a snake_case schema (objects,
 * arrays, optional and nullable members; a record's keys are data and stay as they are). Its
 * issues name the camelCase fields (`shipTo.city`), and JSON Schema renders it like any other.
 */
export function camelKeysSchema<S extends z.ZodMiniType>(schema: S): CamelKeysSchema<S> {
  return camelSchema(schema, '(root)') as CamelKeysSchema<S>;
}

/** What camelKeysSchema answers: an object schema keeps its (camelCase) `shape`. */
export type CamelKeysSchema<S extends z.ZodMiniType> = z.ZodMiniType<
  CamelCasedPropertiesDeep<z.output<S>>,
  CamelCasedPropertiesDeep<z.input<S>>
> &
  (S extends z.ZodMiniObject
    ? { readonly shape: Readonly<Record<string, z.ZodMiniType>> }
    : unknown);
