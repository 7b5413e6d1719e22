import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadContract } from '../support/contract';
import {
  SchemaArbitraries,
  dateTime,
  fullDate,
  isDateTime,
  isFullDate,
  type JsonSchema,
} from './arbitraries';

const document = {
  components: {
    schemas: {
      Level: { type: 'string', enum: ['COMP', 'TPFT', 'TPO'] },
      Registration: { type: 'string', pattern: '^[A-Za-z0-9 ]{1,9}$' },
      Driver: {
        type: 'object',
        required: ['name', 'dateOfBirth', 'level'],
        properties: {
          name: { type: 'string', minLength: 1, maxLength: 5 },
          dateOfBirth: { type: 'string', format: 'date' },
          seenAt: { type: ['string', 'null'], format: 'date-time' },
          email: { type: 'string', format: 'email' },
          level: { $ref: '#/components/schemas/Level' },
          registration: { $ref: '#/components/schemas/Registration' },
          points: { type: 'integer', minimum: 0, maximum: 12 },
          modifications: { type: 'array', maxItems: 2, items: { type: 'boolean' } },
          overnight: { oneOf: [{ $ref: '#/components/schemas/Level' }, { type: 'null' }] },
        },
      },
    },
  },
};
const driver: JsonSchema = { $ref: '#/components/schemas/Driver' };
const params = { numRuns: 300, seed: 7 };

describe('schema-derived arbitraries', () => {
  const schemas = new SchemaArbitraries(document);

  it('make values with every required property, enum members, formats and patterns respected', () => {
    fc.assert(
      fc.property(schemas.valid(driver), (value) => {
        const record = value as Record<string, unknown>;
        expect(Object.keys(record)).toEqual(
          expect.arrayContaining(['name', 'dateOfBirth', 'level']),
        );
        expect(['COMP', 'TPFT', 'TPO']).toContain(record.level);
        expect(isFullDate(record.dateOfBirth as string)).toBe(true);
        if (record.seenAt !== undefined && record.seenAt !== null) {
          expect(isDateTime(record.seenAt as string)).toBe(true);
        }
        if (record.registration !== undefined) {
          expect(record.registration).toMatch(/^[A-Za-z0-9 ]{1,9}$/);
        }
        if (record.email !== undefined) expect(record.email).toMatch(/^[^@\s]+@[^@\s]+\.[^@\s]+$/);
        expect(schemas.problem(driver, value, 'driver')).toBeUndefined();
      }),
      params,
    );
  });

  it('make values that break exactly what they say they break', () => {
    const invalid = schemas.invalid(driver, 'driver');
    if (!invalid) throw new Error('a driver can be invalid');
    const reasons = new Set<string>();
    fc.assert(
      fc.property(invalid, ({ value, reason }) => {
        reasons.add(reason.replace(/^driver\.?/, '').replace(/\[\d+\]/, '[]'));
        expect(schemas.conforms(driver, value)).toBe(false);
      }),
      { ...params, numRuns: 1000 },
    );
    for (const expected of [
      'name: required',
      'dateOfBirth: required',
      'level: enum',
      'dateOfBirth: format date',
      'registration: pattern',
      'name: maxLength',
      'points: maximum',
      'modifications: maxItems',
    ]) {
      expect(
        [...reasons].some((reason) => reason.startsWith(expected)),
        expected,
      ).toBe(true);
    }
  });

  it('mixes in hints only where the schema accepts them', () => {
    const hinted = new SchemaArbitraries(document, {
      hints: { registration: ['DL19 CAR', 'not a registration!'] },
    });
    const registrations = fc.sample(
      hinted.valid({ $ref: '#/components/schemas/Registration' }, 'registration'),
      { numRuns: 200, seed: 3 },
    );
    expect(registrations).toContain('DL19 CAR');
    expect(registrations).not.toContain('not a registration!');
  });

  it('reads a parameter as the text it is sent as', () => {
    expect(schemas.conformsAsText({ type: 'boolean' }, 'true')).toBe(true);
    expect(schemas.conformsAsText({ type: 'boolean' }, 'yes')).toBe(false);
    expect(schemas.conformsAsText({ type: 'integer', minimum: 1 }, '0')).toBe(false);
    expect(schemas.conformsAsText({ type: 'string', minLength: 1 }, '')).toBe(false);
  });
});

describe('dates and date-times', () => {
  it('are real calendar days and times', () => {
    fc.assert(
      fc.property(fullDate(), (text) => isFullDate(text)),
      params,
    );
    fc.assert(
      fc.property(dateTime(), (text) => isDateTime(text)),
      params,
    );
  });

  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-04-31', false],
    ['2024-13-01', false],
    ['0000-01-01', true],
  ])('full-date %s is %s', (text, expected) => {
    expect(isFullDate(text)).toBe(expected);
  });

  it.each([
    ['2024-01-01T10:00:00Z', true],
    ['2024-01-01T10:00:00.123+05:30', true],
    ['2016-12-31T23:59:60Z', true],
    ['2016-12-31T18:59:60-05:00', true],
    ['2024-01-01T12:00:60Z', false],
    ['2024-01-01T10:00:00', false],
    ['2024-01-01T24:00:00Z', false],
  ])('date-time %s is %s', (text, expected) => {
    expect(isDateTime(text)).toBe(expected);
  });
});

describe('the contracts', () => {
  it.each(['lookup', 'quote'] as const)(
    'openapi/%s.yaml: every schema yields values it accepts',
    (service) => {
      const contract = loadContract(service);
      const schemas = new SchemaArbitraries(contract);
      const components = (contract.components ?? {}) as { schemas?: Record<string, unknown> };
      for (const name of Object.keys(components.schemas ?? {})) {
        const schema: JsonSchema = { $ref: `#/components/schemas/${name}` };
        for (const value of fc.sample(schemas.valid(schema), { numRuns: 5, seed: 11 })) {
          expect(schemas.problem(schema, value, name), name).toBeUndefined();
        }
      }
    },
  );
});
