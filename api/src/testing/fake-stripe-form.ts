/**
 * Stripe's request bodies (and GET queries) are forms whose keys carry structure in brackets:
 * `line_items[0][price_data][unit_amount]=4999`, `metadata[orderId]=12`, `expand[]=latest_charge`. This turns them
 * back into the nested value Stripe reads, and reads that value the way Stripe does: a missing or malformed
 * parameter is a 400 naming it.
 */

export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

/** A request Stripe would refuse: answered with Stripe's error shape. */
export class FakeStripeRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: { type?: string; code?: string; param?: string } = {},
  ) {
    super(message);
  }
}

const keyPattern = /^([^[\]]+)((?:\[[^[\]]*\])*)$/;
// A key such as `__proto__` would reach the object's prototype instead of a property.
const unsafeKeys = new Set(['__proto__', 'prototype', 'constructor']);

/** The nested value of a form-encoded body; numbered keys (`[0]`, `[1]`, `[]`) become arrays. */
export function parseStripeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const match = keyPattern.exec(key);
    if (!match) throw invalid(`Invalid parameter name: ${key}`, key);
    const path = [match[1] ?? '', ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1] ?? '')];
    if (path.some((part) => unsafeKeys.has(part))) throw invalid(`Invalid parameter name: ${key}`, key);
    place(root, path, value, key);
  }
  return arraysFromNumberedKeys(root) as FormObject;
}

function place(container: FormObject, path: string[], value: string, key: string): void {
  const [head = '', ...rest] = path;
  // `expand[]=a&expand[]=b`: each empty index is the next one.
  const name = head === '' ? String(Object.keys(container).length) : head;
  if (rest.length === 0) {
    if (name in container) throw invalid(`Received ${key} twice`, key);
    container[name] = value;
    return;
  }
  const existing = container[name] ?? {};
  if (typeof existing === 'string' || Array.isArray(existing)) throw invalid(`Invalid parameter: ${key} mixes a value and a hash`, key);
  container[name] = existing;
  place(existing, rest, value, key);
}

function arraysFromNumberedKeys(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, arraysFromNumberedKeys(value[key] ?? '')] as const);
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, item]) => item);
  }
  return Object.fromEntries(entries);
}

function invalid(message: string, param: string): FakeStripeRequestError {
  return new FakeStripeRequestError(400, message, { code: 'parameter_invalid', param });
}

/**
 * Reads a request's parameters as one Stripe endpoint does: `allowed` are the top-level names it knows (any other
 * is refused, as Stripe refuses an unknown parameter), and each accessor checks the type of what it reads.
 */
export class StripeParams {
  private constructor(
    private readonly value: FormObject,
    private readonly prefix: string,
  ) {}

  static of(value: FormObject, allowed: readonly string[]): StripeParams {
    const unknown = Object.keys(value).find((name) => name !== 'expand' && !allowed.includes(name));
    if (unknown !== undefined) {
      throw new FakeStripeRequestError(400, `Received unknown parameter: ${unknown}`, { code: 'parameter_unknown', param: unknown });
    }
    return new StripeParams(value, '');
  }

  has(name: string): boolean {
    return this.value[name] !== undefined;
  }

  optionalText(name: string): string | undefined {
    const found = this.value[name];
    if (found === undefined) return undefined;
    if (typeof found !== 'string') throw this.invalid(name, 'Invalid string');
    return found;
  }

  text(name: string): string {
    const found = this.optionalText(name);
    if (found === undefined || found === '') throw this.missing(name);
    return found;
  }

  optionalInteger(name: string): number | undefined {
    const found = this.optionalText(name);
    if (found === undefined) return undefined;
    if (!/^\d+$/.test(found) || !Number.isSafeInteger(Number(found))) throw this.invalid(name, 'Invalid integer', 'parameter_invalid_integer');
    return Number(found);
  }

  integer(name: string): number {
    const found = this.optionalInteger(name);
    if (found === undefined) throw this.missing(name);
    return found;
  }

  optionalBoolean(name: string): boolean | undefined {
    const found = this.optionalText(name);
    if (found === undefined) return undefined;
    if (found !== 'true' && found !== 'false') throw this.invalid(name, 'Invalid boolean');
    return found === 'true';
  }

  /** A hash of strings, such as `metadata`. */
  strings(name: string): Record<string, string> {
    const found = this.value[name];
    if (found === undefined) return {};
    if (typeof found === 'string' || Array.isArray(found)) throw this.invalid(name, 'Invalid hash');
    const entries = Object.entries(found).map(([key, item]) => {
      if (typeof item !== 'string') throw this.invalid(name, 'Invalid hash of strings');
      return [key, item] as const;
    });
    return Object.fromEntries(entries.filter(([, item]) => item !== ''));
  }

  optionalHash(name: string): StripeParams | undefined {
    const found = this.value[name];
    if (found === undefined) return undefined;
    if (typeof found === 'string' || Array.isArray(found)) throw this.invalid(name, 'Invalid hash');
    return new StripeParams(found, this.path(name));
  }

  hash(name: string): StripeParams {
    const found = this.optionalHash(name);
    if (!found) throw this.missing(name);
    return found;
  }

  /** An array of hashes, such as `line_items`. */
  hashes(name: string): StripeParams[] {
    const found = this.value[name];
    if (found === undefined) throw this.missing(name);
    if (!Array.isArray(found)) throw this.invalid(name, 'Invalid array');
    return found.map((item, index) => {
      const itemPath = `${this.path(name)}[${index}]`;
      if (typeof item === 'string' || Array.isArray(item)) throw new FakeStripeRequestError(400, `Invalid hash: ${itemPath}`, { param: itemPath });
      return new StripeParams(item, itemPath);
    });
  }

  /** An array of strings, such as `expand`. */
  texts(name: string): string[] {
    const found = this.value[name];
    if (found === undefined) return [];
    if (!Array.isArray(found) || found.some((item) => typeof item !== 'string')) throw this.invalid(name, 'Invalid array');
    return found as string[];
  }

  private path(name: string): string {
    return this.prefix === '' ? name : `${this.prefix}[${name}]`;
  }

  private missing(name: string): FakeStripeRequestError {
    const param = this.path(name);
    return new FakeStripeRequestError(400, `Missing required param: ${param}.`, { code: 'parameter_missing', param });
  }

  private invalid(name: string, what: string, code = 'parameter_invalid'): FakeStripeRequestError {
    const param = this.path(name);
    return new FakeStripeRequestError(400, `${what}: ${param}`, { code, param });
  }
}
