import { describe, expect, it } from 'vitest';
import {
  productCreateRequestSchema,
  productSchema,
  productUpdateRequestSchema,
} from '../../api/schemas/product';
import type { Product } from '../../api/schemas/product';
import { keyWithParams, MAX_AMOUNT } from '../../ui/formFields';
import {
  formPathOf,
  mergeDraft,
  productDraftSchema,
  productFormSchema,
  sameProduct,
  toCreateRequest,
  toFormValues,
  toUpdateRequest,
} from './productForm';
import type { ProductFormValues } from './productForm';

const product: Product = productSchema.parse({
  id: 'p-1',
  account_id: 'acc-demo',
  name: 'Café molido 500 g',
  description: 'Tostión media',
  sku: 'CAF-500',
  code: null,
  price: 18500,
  price_2: 17000,
  base_price: 15546.22,
  item_weight: 0.5,
  category_id: 'cat-2',
  status: 'active',
  control_inventory: true,
  includes_variants: false,
  custom_fields: { origin: 'Huila', roast: 'medium' },
  cost_average: 9000,
  created_at: '2026-01-01T00:00:00.000Z',
});

const empty = toFormValues(null);

function errorsOf(values: ProductFormValues): Record<string, string> {
  const result = productFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('toFormValues', () => {
  it('keeps numbers as text and nulls as empty text', () => {
    const v = toFormValues(product);
    expect(v.price).toBe('18500');
    expect(v.base_price).toBe('15546.22');
    expect(v.price_3).toBe('');
    expect(v.code).toBe('');
    expect(v.control_inventory).toBe(true);
    expect(v.fast_shipping).toBe(false);
    expect(v.custom_fields).toEqual([
      { key: 'origin', value: 'Huila' },
      { key: 'roast', value: 'medium' },
    ]);
  });

  it('starts a new product active and empty', () => {
    expect(empty.status).toBe('active');
    expect(empty.name).toBe('');
    expect(
      productDraftSchema.safeParse({ values: { ...empty, name: '' }, baseline: empty }).success,
    ).toBe(true);
  });
});

describe('productFormSchema (bad input gets a message at its field)', () => {
  const valid = { ...empty, name: 'Tea' };

  it('accepts a minimal product', () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it.each([
    [{ name: '' }, 'name', 'form.required'],
    [{ name: '   ' }, 'name', 'form.required'],
    [{ name: 'x'.repeat(201) }, 'name', 'products:errors.nameTooLong'],
    [{ price: '-1' }, 'price', keyWithParams('numbers:negative', { value: '-1' })],
    [{ price: '[es-CO]-1' }, 'price', keyWithParams('numbers:negative', { value: '-1' })],
    [{ price_5: 'abc' }, 'price_5', keyWithParams('numbers:notNumber', { text: 'abc' })],
    [
      { price_5: '[en-US]abc' },
      'price_5',
      keyWithParams('numbers:notNumber', { text: 'abc', locale: 'en-US' }),
    ],
    // an exponent is not a way people write amounts: refused, not read as Infinity
    [{ base_price: '1e309' }, 'base_price', keyWithParams('numbers:notNumber', { text: '1e309' })],
    [
      { base_price: '20000000000000' },
      'base_price',
      keyWithParams('numbers:max', { value: '20000000000000', max: MAX_AMOUNT }),
    ],
    [
      { base_price: '[es-CO]20.000.000.000.000' },
      'base_price',
      keyWithParams('numbers:max', { value: '20000000000000', max: MAX_AMOUNT }),
    ],
    [
      { price: '12.345' },
      'price',
      keyWithParams('numbers:decimals', { value: '12.345', count: 2 }),
    ],
    [
      { price: '[es-CO]12,345' },
      'price',
      keyWithParams('numbers:decimals', { value: '12.345', count: 2 }),
    ],
    // misplaced group separators are refused, never guessed
    [
      { price: '[es-CO]1.2.3' },
      'price',
      keyWithParams('numbers:groups', { text: '1.2.3', locale: 'es-CO' }),
    ],
    [{ item_weight: '-0.5' }, 'item_weight', keyWithParams('numbers:negative', { value: '-0.5' })],
    [{ sku: 'x'.repeat(1001) }, 'sku', 'products:errors.max1000'],
    [
      { custom_fields: [{ key: '', value: 'x' }] },
      'custom_fields.0.key',
      'products:errors.customKeyRequired',
    ],
    [
      {
        custom_fields: [
          { key: 'a', value: '1' },
          { key: ' a ', value: '2' },
        ],
      },
      'custom_fields.1.key',
      'products:errors.customKeyDuplicate',
    ],
  ] as const)('%o -> %s: %s', (patch, path, message) => {
    expect(errorsOf({ ...valid, ...patch } as ProductFormValues)[path]).toBe(message);
  });

  it('accepts a 200-character name and markup as text', () => {
    expect(errorsOf({ ...valid, name: 'x'.repeat(200) })).toEqual({});
    expect(errorsOf({ ...valid, name: '<img src=x onerror=alert(1)>' })).toEqual({});
  });

  it('reads a number as the language it was typed in writes it', () => {
    for (const price of ['[es-CO]1.500,5', '[en-US]1,500.5', '[es-CO]1500,5', '[en-US]1500.5']) {
      expect(errorsOf({ ...valid, price })).toEqual({});
      expect(toCreateRequest({ ...valid, price }).price).toBe(1500.5);
    }
    expect(errorsOf({ ...valid, price: '[es-CO]12.345' })).toEqual({});
    expect(toCreateRequest({ ...valid, price: '[es-CO]12.345' }).price).toBe(12345);
  });

  it('refuses untagged text that is not a canonical number (it has no language to be read in)', () => {
    expect(errorsOf({ ...valid, price: '1500,5' }).price).toBe(
      keyWithParams('numbers:notNumber', { text: '1500,5' }),
    );
    expect(toCreateRequest({ ...valid, price: '1500,5' }).price).toBeUndefined();
  });
});

describe('toCreateRequest', () => {
  it('sends what was filled in, in the API types', () => {
    const body = toCreateRequest({
      ...empty,
      name: '  Tea  ',
      sku: ' TEA-1 ',
      description: '  Green\n',
      price: '2500',
      item_width: '0.25',
      category_id: 'cat-1',
      fast_shipping: true,
      custom_fields: [{ key: ' origin ', value: 'Cauca' }],
    });
    expect(body).toEqual({
      name: 'Tea',
      sku: 'TEA-1',
      description: '  Green\n',
      price: 2500,
      item_width: 0.25,
      category_id: 'cat-1',
      status: 'active',
      fast_shipping: true,
      custom_fields: { origin: 'Cauca' },
    });
    expect(productCreateRequestSchema.safeParse(body).success).toBe(true);
  });

  it('keeps a "__proto__" custom key as an own key', () => {
    const body = toCreateRequest({
      ...empty,
      name: 'x',
      custom_fields: [{ key: '__proto__', value: 'v' }],
    });
    expect((JSON.parse(JSON.stringify(body)) as { custom_fields: unknown }).custom_fields).toEqual(
      JSON.parse('{"__proto__":"v"}'),
    );
  });
});

describe('toUpdateRequest', () => {
  const baseline = toFormValues(product);

  it('sends nothing when nothing changed', () => {
    expect(toUpdateRequest(baseline, baseline)).toEqual({});
    expect(
      sameProduct(baseline, { ...baseline, price: '[es-CO]18.500,00', sku: ' CAF-500 ' }),
    ).toBe(true);
    expect(sameProduct(baseline, { ...baseline, price: '[en-US]18,500.00' })).toBe(true);
    expect(sameProduct(baseline, { ...baseline, price: '[es-CO]18,5' })).toBe(false);
  });

  it('sends only the changed fields, cleared ones as null', () => {
    const body = toUpdateRequest(
      {
        ...baseline,
        price: '19900',
        price_2: '',
        description: '',
        hide_in_catalog: true,
        category_id: '',
      },
      baseline,
    );
    expect(body).toEqual({
      price: 19900,
      price_2: null,
      description: null,
      hide_in_catalog: true,
      category_id: null,
    });
    expect(productUpdateRequestSchema.safeParse(body).success).toBe(true);
  });

  it('sends the whole custom field map when any row changed, ignoring order', () => {
    const reordered = { ...baseline, custom_fields: [...baseline.custom_fields].reverse() };
    expect(toUpdateRequest(reordered, baseline)).toEqual({});
    const removed = { ...baseline, custom_fields: baseline.custom_fields.slice(0, 1) };
    expect(toUpdateRequest(removed, baseline)).toEqual({ custom_fields: { origin: 'Huila' } });
  });

  it('sends a renamed product trimmed', () => {
    expect(toUpdateRequest({ ...baseline, name: ' New name ' }, baseline)).toEqual({
      name: 'New name',
    });
  });
});

describe('formPathOf', () => {
  const values = {
    ...empty,
    custom_fields: [
      { key: 'a', value: '1' },
      { key: 'b', value: '2' },
    ],
  };
  it('maps server paths to form fields', () => {
    expect(formPathOf('sku', values)).toBe('sku');
    expect(formPathOf('price_10', values)).toBe('price_10');
    expect(formPathOf('custom_fields.b', values)).toBe('custom_fields.1.value');
    expect(formPathOf('custom_fields.zzz', values)).toBeNull();
    expect(formPathOf('account_id', values)).toBeNull();
    expect(formPathOf('__proto__', values)).toBeNull();
  });
});

describe('mergeDraft', () => {
  it('lays only the fields the person changed over the product as it is now', () => {
    const before = toFormValues(product);
    const draft = { values: { ...before, price: '20000', fast_shipping: true }, baseline: before };
    const now = { ...before, price_2: '16000', description: 'Changed by somebody else' };
    const merged = mergeDraft(draft, now);
    expect(merged.price).toBe('20000');
    expect(merged.fast_shipping).toBe(true);
    expect(merged.price_2).toBe('16000');
    expect(merged.description).toBe('Changed by somebody else');
    expect(toUpdateRequest(merged, now)).toEqual({ price: 20000, fast_shipping: true });
  });

  it('keeps invalid input so the person can fix it', () => {
    const draft = {
      values: { ...empty, name: '', price: '-5', custom_fields: [{ key: '', value: 'x' }] },
      baseline: empty,
    };
    const merged = mergeDraft(draft, empty);
    expect(merged.price).toBe('-5');
    expect(merged.custom_fields).toEqual([{ key: '', value: 'x' }]);
  });
});

describe('cost fields', () => {
  it('sends the costs typed on a new product, as numbers, in a body the contract accepts', () => {
    const values: ProductFormValues = {
      ...empty,
      name: 'Tornillo 1/4',
      cost_last_purchase: '1200.5',
      cost_base_last_purchase: '1008.82',
      cost_weighted_average: '1150',
      cost_average: '',
    };
    const body = toCreateRequest(values);
    expect(body).toMatchObject({
      cost_last_purchase: 1200.5,
      cost_base_last_purchase: 1008.82,
      cost_weighted_average: 1150,
    });
    expect(body).not.toHaveProperty('cost_average');
    expect(productCreateRequestSchema.safeParse(body).success).toBe(true);
  });

  it('checks a cost as money: not negative, two decimals', () => {
    expect(errorsOf({ ...empty, name: 'x', cost_average: '-1' })).toHaveProperty('cost_average');
    expect(errorsOf({ ...empty, name: 'x', cost_average: '1.234' })).toHaveProperty('cost_average');
    expect(errorsOf({ ...empty, name: 'x', cost_average: '1.23' })).toEqual({});
  });

  it('edits a cost of an existing product: only the changed one is sent, a cleared one as null', () => {
    const baseline = toFormValues(product);
    expect(baseline.cost_average).toBe('9000');
    expect(toUpdateRequest({ ...baseline, cost_average: '9100' }, baseline)).toEqual({
      cost_average: 9100,
    });
    expect(toUpdateRequest({ ...baseline, cost_average: '' }, baseline)).toEqual({
      cost_average: null,
    });
  });

  it('restores a draft saved before the form had cost fields, leaving the costs as they are now', () => {
    const {
      cost_average: _a,
      cost_last_purchase: _b,
      ...oldValues
    } = { ...toFormValues(product), name: 'Café 1 kg' };
    const draft = productDraftSchema.parse({ values: oldValues, baseline: oldValues });
    const merged = mergeDraft(draft, toFormValues(product));
    expect(merged.cost_average).toBe('9000');
  });
});
