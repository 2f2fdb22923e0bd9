/**
 * How a client written from the spec's call tables alone reads an answer. Where a table allows two shapes ("array,
 * or {courses}", "course (or {course})"), such a client accepts both, and so do these readers; the suite then checks
 * that what they read is the data the row is about.
 */

type Json = unknown;

const isObject = (value: Json): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** "array, or {courses}": the array itself, or the array under `key`. */
export function arrayOr(key: string) {
  return (body: Json): Json[] => {
    if (Array.isArray(body)) return body;
    const inner = isObject(body) ? body[key] : undefined;
    return Array.isArray(inner) ? inner : [];
  };
}

/** "course (or {course})", "video or top-level fields": the object under `key`, or the body itself. */
export function objectOr(key: string) {
  return (body: Json): Record<string, Json> => {
    const inner = isObject(body) ? body[key] : undefined;
    if (isObject(inner)) return inner;
    return isObject(body) ? body : {};
  };
}

/** "{enrollments}", "{user}": the value under `key`, as the one shape the row names. */
export function under(key: string) {
  return (body: Json): Json => (isObject(body) ? body[key] : undefined);
}

/** "_id or id": the id a spec client takes from an entity. */
export function entityId(entity: Json): string | undefined {
  if (!isObject(entity)) return undefined;
  const id = entity._id ?? entity.id;
  return id === undefined ? undefined : String(id);
}

/**
 * Every object that carries a numeric `id` also carries `_id`, the same id as text, at every level of the answer.
 * Returns the paths where it does not (empty when the answer keeps the rule).
 */
export function missingStringIds(body: Json, path = '$'): string[] {
  if (Array.isArray(body)) return body.flatMap((item, index) => missingStringIds(item, `${path}[${index}]`));
  if (!isObject(body)) return [];
  const here = typeof body.id === 'number' && body._id !== String(body.id) ? [`${path} (id ${body.id}, _id ${JSON.stringify(body._id)})`] : [];
  return [...here, ...Object.entries(body).flatMap(([key, value]) => missingStringIds(value, `${path}.${key}`))];
}

/** The entities a row's answer is about have ids at all: a reader that finds "something" finds real records. */
export function everyHasId(items: Json[]): boolean {
  return items.length > 0 && items.every((item) => entityId(item) !== undefined);
}
