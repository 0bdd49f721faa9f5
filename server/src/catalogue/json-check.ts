/**
 * A checker takes a parsed JSON value and returns it typed, or throws a JsonCheckError naming the
 * field ("genres[0].id"). Checkers compose, so a document's checker is written once, field by field,
 * and the compiler holds it to the wire type it claims to return.
 */
export type JsonCheck<T> = (value: unknown, field: string) => T;

export class JsonCheckError extends Error {
  override readonly name = 'JsonCheckError';
}

function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

function fail(field: string, wanted: string, value: unknown): never {
  const name = field === '' ? 'The document' : `"${field}"`;
  throw new JsonCheckError(`${name} must be ${wanted}, got ${shown(value)}`);
}

function child(field: string, key: string | number): string {
  if (typeof key === 'number') return `${field}[${key}]`;
  return field === '' ? key : `${field}.${key}`;
}

export const string: JsonCheck<string> = (value, field) =>
  typeof value === 'string' ? value : fail(field, 'a string', value);

/** JSON.parse gives Infinity for 1e999, which no column or ranking should hold. */
export const number: JsonCheck<number> = (value, field) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fail(field, 'a number', value);

export const integer: JsonCheck<number> = (value, field) =>
  Number.isSafeInteger(value) ? (value as number) : fail(field, 'an integer', value);

export const boolean: JsonCheck<boolean> = (value, field) =>
  typeof value === 'boolean' ? value : fail(field, 'a boolean', value);

export function nullable<T>(check: JsonCheck<T>): JsonCheck<T | null> {
  return (value, field) => (value === null ? null : check(value, field));
}

/** A field TMDB sometimes leaves out (or sends as null): `fallback` is the wire type's "unknown". */
export function orElse<T>(check: JsonCheck<T>, fallback: T): JsonCheck<T> {
  return (value, field) => (value === undefined || value === null ? fallback : check(value, field));
}

export function array<T>(check: JsonCheck<T>): JsonCheck<T[]> {
  return (value, field) => {
    if (!Array.isArray(value)) return fail(field, 'an array', value);
    return value.map((item, index) => check(item, child(field, index)));
  };
}

export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type Checked<Shape> = { [K in keyof Shape]: Shape[K] extends JsonCheck<infer T> ? T : never };

/**
 * Checks the fields of `shape` and keeps every other field as it came: details are stored and served
 * whole, so a field TMDB adds later survives an import.
 */
export function object<Shape extends Record<string, JsonCheck<unknown>>>(
  shape: Shape,
): JsonCheck<Checked<Shape>> {
  return (value, field) => {
    if (!isJsonObject(value)) return fail(field, 'an object', value);
    const result: Record<string, unknown> = { ...value };
    for (const [key, check] of Object.entries(shape)) {
      const checked = check(value[key], child(field, key));
      if (checked !== undefined) result[key] = checked;
    }
    return result as Checked<Shape>;
  };
}

/** A field the wire type marks optional (`cast_id?`): absent stays absent. */
export function optional<T>(check: JsonCheck<T>): JsonCheck<T | undefined> {
  return (value, field) => (value === undefined ? undefined : check(value, field));
}

export function literal<const T extends string>(wanted: T): JsonCheck<T> {
  return (value, field) => (value === wanted ? wanted : fail(field, JSON.stringify(wanted), value));
}

/** An object whose shape depends on one of its fields, e.g. a credit's media_type. */
export function chosenBy<T>(
  choose: (value: Record<string, unknown>) => JsonCheck<T>,
): JsonCheck<T> {
  return (value, field) =>
    isJsonObject(value) ? choose(value)(value, field) : fail(field, 'an object', value);
}
