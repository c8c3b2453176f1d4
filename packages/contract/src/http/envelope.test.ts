import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  csrfHeader,
  csrfHeaderValue,
  envelope,
  envelopeSchema,
  errorBodySchema,
  messageKeysHeader,
  unwrapEnvelope,
} from './envelope.ts';

const user = z.object({ id: z.number().int(), name: z.string() });
const alice = { id: 1, name: 'Alice' };
const bob = { id: 2, name: 'Bob' };

describe('envelope', () => {
  it('wraps values as { data: { <name>DTO: { values, count } } }', () => {
    expect(envelope('user', [alice, bob])).toEqual({ data: { userDTO: { values: [alice, bob], count: 2 } } });
  });

  it('has exactly that shape, with no total unless given', () => {
    const body = envelope('user', [alice]);
    expect(Object.keys(body)).toEqual(['data']);
    expect(Object.keys(body.data)).toEqual(['userDTO']);
    expect(Object.keys(body.data.userDTO)).toEqual(['values', 'count']);
    expect('total' in body.data.userDTO).toBe(false);
    expect(JSON.parse(JSON.stringify(body))).toEqual({ data: { userDTO: { values: [alice], count: 1 } } });
  });

  it('wraps an empty list with count 0', () => {
    expect(envelope('project', [])).toEqual({ data: { projectDTO: { values: [], count: 0 } } });
  });

  it('adds the total of a paged search, the count staying the number of values', () => {
    expect(envelope('project', [alice, bob], 57)).toEqual({
      data: { projectDTO: { values: [alice, bob], count: 2, total: 57 } },
    });
    expect(envelope('project', [], 0)).toEqual({ data: { projectDTO: { values: [], count: 0, total: 0 } } });
  });

  it('keeps the values themselves', () => {
    const values = [alice];
    expect(envelope('user', values).data.userDTO.values).toBe(values);
  });

  it('names the DTO after the name as given', () => {
    expect(Object.keys(envelope('routePermission', []).data)).toEqual(['routePermissionDTO']);
    expect(Object.keys(envelope('', []).data)).toEqual(['DTO']);
  });
});

describe('envelopeSchema', () => {
  const schema = envelopeSchema('user', user);

  it('parses what envelope() builds', () => {
    expect(schema.parse(envelope('user', [alice, bob]))).toEqual(envelope('user', [alice, bob]));
    expect(schema.parse(envelope('user', [alice], 10))).toEqual(envelope('user', [alice], 10));
    expect(schema.parse(envelope('user', []))).toEqual({ data: { userDTO: { values: [], count: 0 } } });
  });

  it('gives the values their item type', () => {
    const parsed = schema.parse(envelope('user', [alice]));
    const first = parsed.data.userDTO.values[0];
    expect(first?.name).toBe('Alice');
  });

  it('refuses a body with another DTO name', () => {
    expect(schema.safeParse(envelope('project', [alice])).success).toBe(false);
  });

  it('refuses an item of the wrong shape', () => {
    expect(schema.safeParse(envelope('user', [{ id: 'x', name: 'Alice' }])).success).toBe(false);
    expect(schema.safeParse(envelope('user', [{ id: 1 }])).success).toBe(false);
  });

  it.each([
    ['no data', {}],
    ['null data', { data: null }],
    ['no values', { data: { userDTO: { count: 0 } } }],
    ['no count', { data: { userDTO: { values: [] } } }],
    ['values not an array', { data: { userDTO: { values: {}, count: 0 } } }],
    ['a fractional count', { data: { userDTO: { values: [], count: 1.5 } } }],
    ['a count as text', { data: { userDTO: { values: [], count: '0' } } }],
    ['a fractional total', { data: { userDTO: { values: [], count: 0, total: 0.5 } } }],
    ['a total as text', { data: { userDTO: { values: [], count: 0, total: '3' } } }],
    ['not an object', 'nope'],
  ])('refuses %s', (_label, body) => {
    expect(schema.safeParse(body).success).toBe(false);
  });

  it('drops unknown keys', () => {
    const parsed = schema.parse({
      data: { userDTO: { values: [alice], count: 1, extra: true }, other: 1 },
      more: 2,
    });
    expect(parsed).toEqual({ data: { userDTO: { values: [alice], count: 1 } } });
  });

  it('round-trips any list with any total', () => {
    const item = fc.record({ id: fc.integer(), name: fc.string() });
    return fc.assert(
      fc.property(fc.array(item), fc.option(fc.nat(), { nil: undefined }), (values, total) => {
        const body = envelope('user', values, total);
        expect(schema.parse(JSON.parse(JSON.stringify(body)))).toEqual(body);
        expect(unwrapEnvelope(body)).toEqual(values);
      }),
    );
  });
});

describe('unwrapEnvelope', () => {
  it('reads the values out of an envelope, whatever its name', () => {
    expect(unwrapEnvelope(envelope('user', [alice, bob]))).toEqual([alice, bob]);
    expect(unwrapEnvelope(envelope('project', [1, 2, 3], 9))).toEqual([1, 2, 3]);
  });

  it('gives an empty list for an empty envelope or empty data', () => {
    expect(unwrapEnvelope(envelope('user', []))).toEqual([]);
    expect(unwrapEnvelope({ data: {} })).toEqual([]);
  });
});

describe('error bodies and headers', () => {
  it('accept an array of messages, first one first', () => {
    expect(errorBodySchema.parse(['Not Found'])).toEqual(['Not Found']);
    expect(errorBodySchema.parse(['agencyMismatch', 'This item belongs to another agency.'])).toEqual([
      'agencyMismatch',
      'This item belongs to another agency.',
    ]);
    expect(errorBodySchema.parse([])).toEqual([]);
  });

  it('refuse anything else', () => {
    expect(errorBodySchema.safeParse('Not Found').success).toBe(false);
    expect(errorBodySchema.safeParse([1]).success).toBe(false);
    expect(errorBodySchema.safeParse({ message: 'x' }).success).toBe(false);
  });

  it('name the message-key and CSRF headers in lower case', () => {
    expect(messageKeysHeader).toBe('x-message-keys');
    expect(csrfHeader).toBe('x-requested-with');
    expect(csrfHeaderValue).toBe('procura');
  });
});
