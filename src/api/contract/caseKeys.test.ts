import type { CamelCase, SnakeCase } from 'type-fest';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod/mini';
import {
  camelCaseKey,
  camelKeysSchema,
  snakeCaseKey,
  toCamelKeysDeep,
  toSnakeKeysDeep,
} from './caseKeys';

/** The run-time conversion of `key`, checked against `expected`, which the compiler checks
 * against type-fest's CamelCase / SnakeCase of the same key: the values and the types agree. */
function camelCases<const K extends string>(key: K, expected: CamelCase<K>) {
  expect(camelCaseKey(key), key).toBe(expected);
}
function snakeCases<const K extends string>(key: K, expected: SnakeCase<K>) {
  expect(snakeCaseKey(key), key).toBe(expected);
}

describe('one key, as type-fest converts it', () => {
  it('to camelCase', () => {
    camelCases('ship_to_id', 'shipToId');
    camelCases('id', 'id');
    camelCases('shipToId', 'shipToId');
    camelCases('status_updated_at', 'statusUpdatedAt');
    camelCases('address_line1', 'addressLine1');
    camelCases('address_line_1', 'addressLine1');
    camelCases('line2_total', 'line2Total');
    camelCases('kebab-case-key', 'kebabCaseKey');
    camelCases('SHOUTING_KEY', 'shoutingKey');
    camelCases('_leading', 'leading');
    camelCases('tracking_QR', 'trackingQr');
    camelCases('x', 'x');
  });

  it('to snake_case', () => {
    snakeCases('shipToId', 'ship_to_id');
    snakeCases('id', 'id');
    snakeCases('ship_to_id', 'ship_to_id');
    snakeCases('statusUpdatedAt', 'status_updated_at');
    snakeCases('addressLine1', 'address_line1');
    snakeCases('line2Total', 'line2_total');
    snakeCases('p2pNetwork', 'p2p_network');
    snakeCases('trackingQR', 'tracking_qr');
    snakeCases('HTMLParser', 'html_parser');
    snakeCases('kebab-case', 'kebab_case');
    snakeCases('x', 'x');
  });
});

describe('toCamelKeysDeep / toSnakeKeysDeep', () => {
  const snake = {
    ship_to_id: 'a1',
    ship_to: { postal_code: '050021', location_info: { input_address: 'x', lat: 6.2 } },
    status_logs: [
      { status_id: 'st-1', comments: [{ key: 'comment', visibility: 'internal' }] },
      { status_id: 'st-2', comments: [] },
    ],
    matrix: [[{ cell_value: 1 }], [{ cell_value: 2 }]],
    address_line1: 'Cra 7',
    already_snake: null,
  };
  const camel = {
    shipToId: 'a1',
    shipTo: { postalCode: '050021', locationInfo: { inputAddress: 'x', lat: 6.2 } },
    statusLogs: [
      { statusId: 'st-1', comments: [{ key: 'comment', visibility: 'internal' }] },
      { statusId: 'st-2', comments: [] },
    ],
    matrix: [[{ cellValue: 1 }], [{ cellValue: 2 }]],
    addressLine1: 'Cra 7',
    alreadySnake: null,
  };

  it('converts every key at every depth, through nested arrays', () => {
    expect(toCamelKeysDeep(snake)).toStrictEqual(camel);
    expect(toSnakeKeysDeep(camel)).toStrictEqual(snake);
  });

  it('round trips both ways (keys with digits included)', () => {
    expect(toSnakeKeysDeep(toCamelKeysDeep(snake))).toStrictEqual(snake);
    expect(toCamelKeysDeep(toSnakeKeysDeep(camel))).toStrictEqual(camel);
  });

  it('keys already in the target case are unchanged', () => {
    expect(toCamelKeysDeep(camel)).toStrictEqual(camel);
    expect(toSnakeKeysDeep(snake)).toStrictEqual(snake);
  });

  it('returns a copy: the input is neither changed nor shared', () => {
    const input = structuredClone(snake);
    const out = toCamelKeysDeep(input);
    expect(input).toStrictEqual(snake);
    expect(out.shipTo).not.toBe(input.ship_to);
    expect(out.statusLogs[0]).not.toBe(input.status_logs[0]);
  });

  it('leaves Dates, class instances, functions, maps and primitives as they are', () => {
    class Money {
      constructor(readonly minor_units: number) {}
    }
    const when = new Date('2026-11-24T10:00:00.000Z');
    const money = new Money(5);
    const map = new Map([['some_key', 1]]);
    const fn = () => 1;
    const out = toCamelKeysDeep({ created_at: when, total_value: money, by_key: map, call_me: fn });
    expect(out.createdAt).toBe(when);
    expect(out.totalValue).toBe(money);
    expect(money).toEqual({ minor_units: 5 });
    expect(out.byKey).toBe(map);
    expect(out.callMe).toBe(fn);
    for (const v of [null, undefined, 0, 'some_text', true]) expect(toCamelKeysDeep(v)).toBe(v);
    expect(toSnakeKeysDeep(['aB', { cD: 1 }])).toStrictEqual(['aB', { c_d: 1 }]);
  });

  it('an object without prototype is converted like a plain one', () => {
    const bare = Object.assign(Object.create(null) as Record<string, unknown>, { some_key: 1 });
    expect(toCamelKeysDeep(bare)).toStrictEqual({ someKey: 1 });
  });

  it('`keep`: the named member is renamed, its contents keep their keys (and are copied)', () => {
    const details = { giftNote: { writtenBy: 'Ana' }, floor_no: 5 };
    const out = toSnakeKeysDeep(
      { customDetails: details, nested: [{ customDetails: { aB: 1 }, otherKey: { aB: 1 } }] },
      { keep: ['customDetails'] },
    );
    expect(out).toStrictEqual({
      custom_details: { giftNote: { writtenBy: 'Ana' }, floor_no: 5 },
      nested: [{ custom_details: { aB: 1 }, other_key: { a_b: 1 } }],
    });
    expect(out.custom_details).not.toBe(details);
  });

  it('the result types are type-fest’s', () => {
    expectTypeOf(toCamelKeysDeep(snake).shipTo.locationInfo.inputAddress).toEqualTypeOf<string>();
    expectTypeOf(toSnakeKeysDeep(camel).status_logs[0]?.status_id).toEqualTypeOf<
      string | undefined
    >();
    expectTypeOf(toSnakeKeysDeep({ addressLine1: 1 })).toEqualTypeOf<{ address_line1: number }>();
  });
});

describe('camelKeysSchema', () => {
  const snakeSchema = z.object({
    ship_to: z.nullish(
      z.object({
        postal_code: z.string(),
        location_info: z.optional(z.object({ lat: z.number() })),
      }),
    ),
    status_logs: z.array(z.object({ status_id: z.string() })),
    custom_details: z.nullish(z.record(z.string(), z.unknown())),
  });
  const camelSchema = camelKeysSchema(snakeSchema);

  it('validates the camelCase form: same members, same rules, unknown members dropped', () => {
    const value = {
      shipTo: { postalCode: '1', locationInfo: { lat: 2 } },
      statusLogs: [{ statusId: 's' }],
      customDetails: { some_key: 1, otherKey: 2 },
    };
    expect(camelSchema.parse({ ...value, extra: 1 })).toStrictEqual(value);
    expect(camelSchema.parse({ shipTo: null, statusLogs: [] })).toStrictEqual({
      shipTo: null,
      statusLogs: [],
    });
    expect(Object.keys(camelSchema.shape)).toEqual(['shipTo', 'statusLogs', 'customDetails']);
  });

  it('issues name the camelCase path', () => {
    const r = camelSchema.safeParse({ shipTo: { postalCode: 1 }, statusLogs: [{}] });
    expect(r.error?.issues.map((i) => i.path)).toEqual([
      ['shipTo', 'postalCode'],
      ['statusLogs', 0, 'statusId'],
    ]);
    expect(camelSchema.safeParse({ ship_to: null, status_logs: [] }).success).toBe(false);
  });

  it('the snake_case schema is untouched', () => {
    expect(snakeSchema.parse({ status_logs: [{ status_id: 's' }] })).toStrictEqual({
      status_logs: [{ status_id: 's' }],
    });
  });

  it('refuses what it cannot carry over rather than converting it wrongly', () => {
    expect(() => camelKeysSchema(z.union([z.object({ a_b: z.string() }), z.string()]))).toThrow(
      'a union is not supported',
    );
    expect(() => camelKeysSchema(z.looseObject({ a_b: z.string() }))).toThrow('only z.object');
    expect(() =>
      camelKeysSchema(z.object({ list: z.array(z.string()).check(z.minLength(1)) })),
    ).toThrow('(root).list: a array with checks');
  });

  it('its type is the camelCase one', () => {
    expectTypeOf<z.output<typeof camelSchema>>().toEqualTypeOf<{
      shipTo?:
        { postalCode: string; locationInfo?: { lat: number } | undefined } | null | undefined;
      statusLogs: { statusId: string }[];
      customDetails?: Record<string, unknown> | null | undefined;
    }>();
  });
});
