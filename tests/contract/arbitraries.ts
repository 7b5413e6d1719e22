/**
 * fast-check arbitraries derived from the JSON Schemas of openapi/*.yaml: values a schema accepts, values
 * it refuses (with the reason), and a small checker for the same subset of JSON Schema. The subset is what
 * the contracts use: type (one or several, 'null' included), nullable, enum, const, format (date, date-time,
 * email, uuid), pattern, minLength/maxLength, minimum/maximum, required/properties, items/minItems/maxItems,
 * $ref, oneOf, anyOf and allOf.
 */
import fc from 'fast-check';
import { isRecord } from '../../shared/is-record';

export type SchemaType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

export interface JsonSchema {
  $ref?: string;
  type?: SchemaType | SchemaType[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** A value the schema refuses, and which rule it breaks (a dotted path and the rule). */
export interface Violation {
  value: unknown;
  reason: string;
}

export interface DeriveOptions {
  /**
   * Known good values by property or parameter name (e.g. a real quote reference), mixed in with the derived
   * ones so requests reach past "not found". A hint is used only where the schema accepts it.
   */
  hints?: Readonly<Record<string, readonly unknown[]>>;
  /** Longest string made for a schema without maxLength. */
  defaultMaxLength?: number;
  /** Most items made for an array schema (capped by maxItems). */
  maxArrayItems?: number;
}

const ALL_TYPES: readonly SchemaType[] = [
  'string',
  'number',
  'integer',
  'boolean',
  'object',
  'array',
  'null',
];

/** Length in code points, as JSON Schema counts it. */
const lengthOf = (text: string) =>
  text.length - (text.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)?.length ?? 0);

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[Zz]|([+-])(\d{2}):(\d{2}))$/;
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
const daysInMonth = (year: number, month: number) =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/** RFC 3339 full-date: yyyy-MM-dd naming a real calendar day. */
export function isFullDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** RFC 3339 date-time with a time zone; a leap second only at 23:59:60 UTC. */
export function isDateTime(text: string): boolean {
  const match = DATE_TIME.exec(text);
  if (!match || !isFullDate(match[1] ?? '')) return false;
  const [hour, minute, second] = [Number(match[2]), Number(match[3]), Number(match[4])];
  const sign = match[5] === '-' ? -1 : 1;
  const [offsetHour, offsetMinute] = [Number(match[6] ?? 0), Number(match[7] ?? 0)];
  if (offsetHour > 23 || offsetMinute > 59 || hour > 23 || minute > 59 || second > 60) return false;
  if (second < 60) return true;
  const utcMinutes =
    (((hour * 60 + minute - sign * (offsetHour * 60 + offsetMinute)) % 1440) + 1440) % 1440;
  return utcMinutes === 23 * 60 + 59;
}

const FORMAT_CHECKS: Readonly<Record<string, (text: string) => boolean>> = {
  date: isFullDate,
  'date-time': isDateTime,
  email: (text) => EMAIL.test(text),
  uuid: (text) => UUID.test(text),
};

/** The JSON type of a value, as a schema names it ('integer' for whole numbers). */
function jsonTypeOf(value: unknown): SchemaType | undefined {
  if (value === null) return 'null';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    return Number.isInteger(value) ? 'integer' : 'number';
  }
  if (Array.isArray(value)) return 'array';
  if (isRecord(value)) return 'object';
  return undefined;
}

/** Derives arbitraries from the schemas of one OpenAPI document (local $refs resolve inside it). */
export class SchemaArbitraries {
  readonly #document: unknown;
  readonly #hints: Readonly<Record<string, readonly unknown[]>>;
  readonly #defaultMaxLength: number;
  readonly #maxArrayItems: number;
  readonly #validCache = new Map<JsonSchema, Map<string, fc.Arbitrary<unknown>>>();
  readonly #invalidCache = new Map<JsonSchema, Map<string, fc.Arbitrary<Violation> | null>>();

  constructor(document: unknown, options: DeriveOptions = {}) {
    this.#document = document;
    this.#hints = options.hints ?? {};
    this.#defaultMaxLength = options.defaultMaxLength ?? 24;
    this.#maxArrayItems = options.maxArrayItems ?? 2;
  }

  /** The schema a `$ref` points to (followed until it is not a reference), with allOf merged. */
  resolve(schema: JsonSchema): JsonSchema {
    let current = schema;
    for (let hops = 0; current.$ref !== undefined; hops += 1) {
      if (hops > 32) throw new Error(`$ref cycle at ${current.$ref}`);
      let target: unknown = this.#document;
      for (const segment of current.$ref.replace(/^#\//, '').split('/')) {
        target = isRecord(target)
          ? target[segment.replaceAll('~1', '/').replaceAll('~0', '~')]
          : undefined;
      }
      if (!isRecord(target)) throw new Error(`Unresolvable $ref ${current.$ref}`);
      current = target;
    }
    if (!current.allOf) return current;
    const { allOf, ...own } = current;
    return allOf
      .map((part) => this.resolve(part))
      .reduce<JsonSchema>(
        (merged, part) => ({
          ...merged,
          ...part,
          properties: { ...merged.properties, ...part.properties },
          required: [...(merged.required ?? []), ...(part.required ?? [])],
        }),
        own,
      );
  }

  /** The types a schema allows, or undefined when it does not say (anything goes). */
  typesOf(schema: JsonSchema): SchemaType[] | undefined {
    const resolved = this.resolve(schema);
    let types: SchemaType[] | undefined;
    if (resolved.type !== undefined) {
      types = Array.isArray(resolved.type) ? [...resolved.type] : [resolved.type];
    } else if (resolved.properties || resolved.required) types = ['object'];
    else if (resolved.items) types = ['array'];
    if (types && resolved.nullable && !types.includes('null')) types.push('null');
    return types;
  }

  // ---------------------------------------------------------------- checking

  /** Whether `value` satisfies `schema` (the subset described at the top of this file). */
  conforms(schema: JsonSchema, value: unknown): boolean {
    return this.problem(schema, value, '') === undefined;
  }

  /** The first rule `value` breaks, as "path: rule", or undefined when it conforms. */
  problem(schema: JsonSchema, value: unknown, path: string): string | undefined {
    const s = this.resolve(schema);
    const at = (rule: string) => `${path || '(root)'}: ${rule}`;
    if (s.oneOf) {
      const matching = s.oneOf.filter((branch) => this.conforms(branch, value)).length;
      if (matching !== 1) return at(`matches ${matching} of oneOf`);
    }
    if (s.anyOf && !s.anyOf.some((branch) => this.conforms(branch, value))) return at('no anyOf');
    if (s.const !== undefined && JSON.stringify(s.const) !== JSON.stringify(value))
      return at('const');
    if (s.enum && !s.enum.some((item) => JSON.stringify(item) === JSON.stringify(value))) {
      return at('enum');
    }
    const actual = jsonTypeOf(value);
    if (actual === undefined) return at('not a JSON value');
    const types = this.typesOf(s);
    if (types) {
      const fits = types.includes(actual) || (actual === 'integer' && types.includes('number'));
      if (!fits) return at(`type ${types.join('|')}`);
    }
    if (typeof value === 'string') return this.#stringProblem(s, value, at);
    if (typeof value === 'number') return this.#numberProblem(s, value, at);
    if (Array.isArray(value)) {
      if (s.minItems !== undefined && value.length < s.minItems) return at('minItems');
      if (s.maxItems !== undefined && value.length > s.maxItems) return at('maxItems');
      if (s.items) {
        for (const [index, item] of value.entries()) {
          const found = this.problem(s.items, item, `${path}[${index}]`);
          if (found) return found;
        }
      }
      return undefined;
    }
    if (isRecord(value)) {
      for (const name of s.required ?? []) {
        if (!(name in value)) return at(`required ${name}`);
      }
      for (const [name, property] of Object.entries(s.properties ?? {})) {
        if (!(name in value)) continue;
        const found = this.problem(property, value[name], path ? `${path}.${name}` : name);
        if (found) return found;
      }
    }
    return undefined;
  }

  #stringProblem(s: JsonSchema, value: string, at: (rule: string) => string): string | undefined {
    if (s.minLength !== undefined && lengthOf(value) < s.minLength) return at('minLength');
    if (s.maxLength !== undefined && lengthOf(value) > s.maxLength) return at('maxLength');
    if (s.pattern !== undefined && !new RegExp(s.pattern, 'u').test(value)) return at('pattern');
    const check = s.format === undefined ? undefined : FORMAT_CHECKS[s.format];
    if (check && !check(value)) return at(`format ${s.format ?? ''}`);
    return undefined;
  }

  #numberProblem(s: JsonSchema, value: number, at: (rule: string) => string): string | undefined {
    if (s.minimum !== undefined && value < s.minimum) return at('minimum');
    if (s.maximum !== undefined && value > s.maximum) return at('maximum');
    if (s.exclusiveMinimum !== undefined && value <= s.exclusiveMinimum)
      return at('exclusiveMinimum');
    if (s.exclusiveMaximum !== undefined && value >= s.exclusiveMaximum)
      return at('exclusiveMaximum');
    return undefined;
  }

  /**
   * Whether a query or header value, as text, satisfies a parameter's schema: the text itself for a string,
   * or the boolean or number it spells (the way the request validator reads parameters).
   */
  conformsAsText(schema: JsonSchema, text: string): boolean {
    const types = this.typesOf(schema) ?? ALL_TYPES;
    return types.some((type) => {
      if (type === 'string') return this.conforms(schema, text);
      if (type === 'boolean')
        return (text === 'true' || text === 'false') && this.conforms(schema, text === 'true');
      if (type === 'number' || type === 'integer') {
        const number = Number(text);
        return text.trim() !== '' && Number.isFinite(number) && this.conforms(schema, number);
      }
      return false;
    });
  }

  // ---------------------------------------------------------------- valid values

  /** Values `schema` accepts; `name` is the property or parameter holding them (for hints). */
  valid(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
    let byName = this.#validCache.get(schema);
    if (!byName) {
      byName = new Map();
      this.#validCache.set(schema, byName);
    }
    const cached = byName.get(name);
    if (cached) return cached;
    const derived = this.#derivedValid(schema);
    const hinted = (this.#hints[name] ?? []).filter((hint) => this.conforms(schema, hint));
    const arbitrary = hinted.length > 0 ? fc.oneof(fc.constantFrom(...hinted), derived) : derived;
    byName.set(name, arbitrary);
    return arbitrary;
  }

  #derivedValid(schema: JsonSchema): fc.Arbitrary<unknown> {
    const s = this.resolve(schema);
    if (s.const !== undefined) return fc.constant(s.const);
    if (s.enum) return fc.constantFrom(...s.enum);
    if (s.oneOf || s.anyOf) {
      const branches = (s.oneOf ?? s.anyOf ?? []).map((branch) => this.valid(branch));
      return fc.oneof(...branches).filter((value) => this.conforms(s, value));
    }
    const types = this.typesOf(s) ?? ['string', 'number', 'boolean', 'null'];
    const arbitraries = types.map((type) => this.#validOfType(s, type));
    const [only] = arbitraries;
    return arbitraries.length === 1 && only ? only : fc.oneof(...arbitraries);
  }

  #validOfType(s: JsonSchema, type: SchemaType): fc.Arbitrary<unknown> {
    switch (type) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer':
        return fc.integer({
          min: Math.ceil(Math.max(s.minimum ?? -1e9, (s.exclusiveMinimum ?? -Infinity) + 1, -1e9)),
          max: Math.floor(Math.min(s.maximum ?? 1e9, (s.exclusiveMaximum ?? Infinity) - 1, 1e9)),
        });
      case 'number':
        return this.#validNumber(s);
      case 'string':
        return this.#validString(s);
      case 'array':
        return fc.array(this.valid(s.items ?? {}), {
          minLength: s.minItems ?? 0,
          maxLength: Math.max(
            s.minItems ?? 0,
            Math.min(s.maxItems ?? Infinity, this.#maxArrayItems),
          ),
        });
      case 'object':
        return this.#validObject(s);
    }
  }

  #validNumber(s: JsonSchema): fc.Arbitrary<number> {
    const min = Math.max(s.minimum ?? -1e12, -1e12);
    const max = Math.min(s.maximum ?? 1e12, 1e12);
    return fc
      .oneof(
        fc.integer({ min: Math.ceil(min), max: Math.floor(max) }),
        fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
      )
      .filter((value) => this.#numberProblem(s, value, (rule) => rule) === undefined)
      .map((value) => (Object.is(value, -0) ? 0 : value));
  }

  #validString(s: JsonSchema): fc.Arbitrary<string> {
    const fits = (text: string) => this.#stringProblem(s, text, (rule) => rule) === undefined;
    if (s.format === 'date') return fullDate().filter(fits);
    if (s.format === 'date-time') return dateTime().filter(fits);
    if (s.format === 'email') return fc.emailAddress().filter(fits);
    if (s.format === 'uuid') return fc.uuid().filter(fits);
    if (s.pattern !== undefined) return fc.stringMatching(new RegExp(s.pattern, 'u')).filter(fits);
    const minLength = s.minLength ?? 0;
    return fc.string({
      unit: textUnit(),
      minLength,
      maxLength: Math.max(minLength, s.maxLength ?? this.#defaultMaxLength),
    });
  }

  #validObject(s: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [name, property] of Object.entries(s.properties ?? {})) {
      model[name] = this.valid(property, name);
    }
    for (const name of s.required ?? []) model[name] ??= this.valid({}, name);
    return fc.record(model, { requiredKeys: (s.required ?? []).filter((name) => name in model) });
  }

  // ---------------------------------------------------------------- invalid values

  /** Values `schema` refuses, each with the rule it breaks; null when every value is accepted. */
  invalid(schema: JsonSchema, path = ''): fc.Arbitrary<Violation> | null {
    let byPath = this.#invalidCache.get(schema);
    if (!byPath) {
      byPath = new Map();
      this.#invalidCache.set(schema, byPath);
    }
    if (byPath.has(path)) return byPath.get(path) ?? null;
    const candidates = this.#invalidCandidates(schema, path);
    const arbitrary =
      candidates.length === 0
        ? null
        : fc.oneof(...candidates).filter((violation) => !this.conforms(schema, violation.value));
    byPath.set(path, arbitrary);
    return arbitrary;
  }

  /**
   * Texts a query or header parameter refuses (see conformsAsText), with the rule each breaks; null when
   * every text is accepted. A string parameter can only be refused for its content, never its type.
   */
  invalidText(schema: JsonSchema, path: string): fc.Arbitrary<Violation> | null {
    const s = this.resolve(schema);
    const types = this.typesOf(s) ?? ALL_TYPES;
    const because =
      (rule: string) =>
      (value: unknown): Violation => ({ value: String(value), reason: `${path}: ${rule}` });
    const candidates: fc.Arbitrary<Violation>[] = [];
    if (s.enum) candidates.push(fc.string({ maxLength: 12 }).map(because('enum')));
    if (types.includes('string')) {
      if (!s.enum) candidates.push(...this.#invalidStrings(s, because));
    } else {
      candidates.push(fc.string({ maxLength: 8 }).map(because(`type ${types.join('|')}`)));
      if (types.includes('number') || types.includes('integer')) {
        candidates.push(...this.#invalidNumbers(s, !types.includes('number'), because));
      }
    }
    if (candidates.length === 0) return null;
    return fc
      .oneof(...candidates)
      .map((violation) => ({ ...violation, value: String(violation.value) }))
      .filter((violation) => !this.conformsAsText(s, violation.value));
  }

  #invalidCandidates(schema: JsonSchema, path: string): fc.Arbitrary<Violation>[] {
    const s = this.resolve(schema);
    const where = path || '(root)';
    const because =
      (rule: string) =>
      (value: unknown): Violation => ({ value, reason: `${where}: ${rule}` });
    const candidates: fc.Arbitrary<Violation>[] = [];
    const types = this.typesOf(s);

    if (types || s.enum || s.const !== undefined) {
      const allowed = new Set<SchemaType>(types ?? ALL_TYPES);
      if (allowed.has('number')) allowed.add('integer');
      const wrong = ALL_TYPES.filter((type) => !allowed.has(type));
      if (wrong.length > 0) {
        candidates.push(
          fc
            .constantFrom(...wrong)
            .chain((type) => anyOfType(type))
            .map(because('type')),
        );
      }
    }
    if (s.enum || s.const !== undefined) {
      candidates.push(fc.string({ maxLength: 12 }).map(because('enum')));
    }
    if (s.oneOf || s.anyOf) {
      for (const branch of s.oneOf ?? s.anyOf ?? []) {
        const branchInvalid = this.invalid(branch, path);
        if (branchInvalid) candidates.push(branchInvalid);
      }
    }
    const allows = (type: SchemaType) => !types || types.includes(type);

    if (allows('string') && !s.enum) candidates.push(...this.#invalidStrings(s, because));
    if (allows('number') || allows('integer')) {
      candidates.push(...this.#invalidNumbers(s, allows('integer') && !allows('number'), because));
    }
    if (allows('array')) {
      const itemPath = `${path}[0]`;
      const itemInvalid = s.items ? this.invalid(s.items, itemPath) : null;
      if (itemInvalid) {
        candidates.push(
          fc
            .tuple(itemInvalid, fc.array(this.valid(s.items ?? {}), { maxLength: 1 }))
            .map(([bad, rest]) => ({
              value: [bad.value, ...rest],
              reason: bad.reason,
            })),
        );
      }
      if (s.maxItems !== undefined) {
        const count = s.maxItems + 1;
        candidates.push(
          fc
            .array(this.valid(s.items ?? {}), { minLength: count, maxLength: count })
            .map(because('maxItems')),
        );
      }
    }
    if (allows('object') && (s.properties || s.required))
      candidates.push(...this.#invalidObjects(s, path));
    return candidates;
  }

  #invalidNumbers(
    s: JsonSchema,
    wholeOnly: boolean,
    because: (rule: string) => (value: unknown) => Violation,
  ): fc.Arbitrary<Violation>[] {
    const candidates: fc.Arbitrary<Violation>[] = [];
    const step = fc.integer({ min: 1, max: 1000 });
    const { minimum, maximum } = s;
    if (minimum !== undefined)
      candidates.push(step.map((by) => minimum - by).map(because('minimum')));
    if (maximum !== undefined)
      candidates.push(step.map((by) => maximum + by).map(because('maximum')));
    if (wholeOnly) {
      const low = Math.max(minimum ?? -1000, -1000);
      candidates.push(step.map((by) => low + by - 0.5).map(because('integer')));
    }
    return candidates;
  }

  #invalidStrings(
    s: JsonSchema,
    because: (rule: string) => (value: unknown) => Violation,
  ): fc.Arbitrary<Violation>[] {
    const candidates: fc.Arbitrary<Violation>[] = [];
    if (s.minLength !== undefined && s.minLength > 0) {
      candidates.push(fc.string({ maxLength: s.minLength - 1 }).map(because('minLength')));
    }
    if (s.maxLength !== undefined) {
      const over = s.maxLength + 1;
      candidates.push(
        fc.string({ minLength: over, maxLength: over + 8 }).map(because('maxLength')),
      );
    }
    if (s.pattern !== undefined) {
      const pattern = new RegExp(s.pattern, 'u');
      candidates.push(
        fc
          .oneof(fc.string({ maxLength: 12 }), fc.string({ unit: 'binary', maxLength: 12 }))
          .filter((text) => !pattern.test(text))
          .map(because('pattern')),
      );
    }
    const check = s.format === undefined ? undefined : FORMAT_CHECKS[s.format];
    if (check) {
      const malformed = MALFORMED[s.format ?? ''] ?? [];
      candidates.push(
        fc
          .oneof(
            fc.constantFrom(...malformed, ''),
            fc.string({ maxLength: 12 }),
            // Near misses: a valid value with one character replaced.
            (s.format === 'date' ? fullDate() : s.format === 'date-time' ? dateTime() : fc.string())
              .chain((text) =>
                fc.tuple(
                  fc.constant(text),
                  fc.nat({ max: Math.max(0, text.length - 1) }),
                  fc.constantFrom('9', '3', 'x', ' ', '-'),
                ),
              )
              .map(
                ([text, index, replacement]) =>
                  text.slice(0, index) + replacement + text.slice(index + 1),
              ),
          )
          .filter((text) => !check(text))
          .map(because(`format ${s.format ?? ''}`)),
      );
    }
    return candidates;
  }

  #invalidObjects(s: JsonSchema, path: string): fc.Arbitrary<Violation>[] {
    const candidates: fc.Arbitrary<Violation>[] = [];
    const valid = this.#validObject(s);
    const required = (s.required ?? []).filter((name) => name in (s.properties ?? {}));
    if (required.length > 0) {
      candidates.push(
        fc.tuple(valid, fc.constantFrom(...required)).map(([object, missing]) => {
          const { [missing]: _dropped, ...rest } = object;
          return { value: rest, reason: `${path ? `${path}.` : ''}${missing}: required` };
        }),
      );
    }
    const broken: fc.Arbitrary<Violation>[] = [];
    for (const [name, property] of Object.entries(s.properties ?? {})) {
      const propertyInvalid = this.invalid(property, path ? `${path}.${name}` : name);
      if (!propertyInvalid) continue;
      broken.push(
        fc.tuple(valid, propertyInvalid).map(([object, bad]) => ({
          value: { ...object, [name]: bad.value },
          reason: bad.reason,
        })),
      );
    }
    if (broken.length > 0) candidates.push(fc.oneof(...broken));
    return candidates;
  }
}

/** Text as customers and clients send it: mostly printable ASCII, sometimes any code point. */
function textUnit(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 12, arbitrary: fc.string({ minLength: 1, maxLength: 1 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '\u0000',
        '%',
        '+',
        '&',
        '=',
        "'",
        '"',
        '\\',
        'é',
        '😀',
        '\u2028',
        '\uD800',
      ),
    },
  );
}

/** A real calendar day from 0000-01-01 to 9999-12-31, mostly near today. */
export function fullDate(): fc.Arbitrary<string> {
  const day = (date: Date) =>
    `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const earliest = new Date(0);
  earliest.setUTCFullYear(0, 0, 1);
  return fc
    .oneof(
      {
        weight: 4,
        arbitrary: fc.date({
          min: new Date('1930-01-01T00:00:00Z'),
          max: new Date('2060-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
      },
      {
        weight: 1,
        arbitrary: fc.date({
          min: earliest,
          max: new Date('9999-12-31T23:59:59.999Z'),
          noInvalidDate: true,
        }),
      },
    )
    .map(day);
}

/** An RFC 3339 date-time: any real day, any time, Z or an offset, sometimes fractions or a leap second. */
export function dateTime(): fc.Arbitrary<string> {
  const zone = fc.oneof(
    fc.constantFrom('Z', 'z', '+00:00', '+01:00', '-05:00'),
    fc
      .tuple(
        fc.constantFrom('+', '-'),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
      )
      .map(([sign, hours, minutes]) => `${sign}${pad(hours)}:${pad(minutes)}`),
  );
  const fraction = fc.oneof(
    fc.constant(''),
    fc.integer({ min: 0, max: 999_999 }).map((digits) => `.${digits}`),
  );
  const ordinary = fc
    .tuple(
      fullDate(),
      fc.integer({ min: 0, max: 23 }),
      fc.integer({ min: 0, max: 59 }),
      fc.integer({ min: 0, max: 59 }),
      fraction,
      zone,
    )
    .map(
      ([day, hours, minutes, seconds, fractionText, zoneText]) =>
        `${day}T${pad(hours)}:${pad(minutes)}:${pad(seconds)}${fractionText}${zoneText}`,
    );
  const leapSecond = fullDate().map((day) => `${day}T23:59:60Z`);
  return fc.oneof({ weight: 20, arbitrary: ordinary }, { weight: 1, arbitrary: leapSecond });
}

/** Any JSON value of one type. */
function anyOfType(type: SchemaType): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer();
    case 'number':
      return fc
        .double({ noNaN: true, noDefaultInfinity: true })
        .filter((value) => !Number.isInteger(value));
    case 'string':
      return fc.string({ maxLength: 8 });
    case 'array':
      return fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 4 })), { maxLength: 2 });
    case 'object':
      return fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), fc.integer(), { maxKeys: 2 });
  }
}

const MALFORMED: Readonly<Record<string, readonly string[]>> = {
  date: [
    '2024-02-30',
    '2023-02-29',
    '2024-13-01',
    '2024-00-10',
    '2024-06-31',
    '2024-1-1',
    '20240101',
    '24-01-01',
    '2024-01-01T00:00:00Z',
    'yesterday',
  ],
  'date-time': [
    '2024-01-01',
    '2024-01-01T10:00:00',
    '2024-01-01T24:00:00Z',
    '2024-01-01T10:60:00Z',
    '2024-02-30T10:00:00Z',
    '2024-01-01T12:00:60Z',
    '2024-01-01 10:00',
    'now',
  ],
  email: ['no-at-sign', 'a@', '@example.com', 'a b@example.com', 'a@b@example.com'],
  uuid: ['not-a-uuid', '123e4567-e89b-12d3-a456-42661417400', '123e4567e89b12d3a456426614174000'],
};
