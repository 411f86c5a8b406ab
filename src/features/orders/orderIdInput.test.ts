import { describe, expect, it } from 'vitest';
import { checkOrderId, ORDER_ID_MAX_LENGTH, readOrderIdList } from './orderIdInput';

const uuid = '3f2b8c1e-9a4d-4e6f-b1c2-7d8e9f0a1b2c';

describe('checkOrderId', () => {
  it('accepts an id, trimmed', () => {
    expect(checkOrderId(`  ${uuid} `)).toEqual({ ok: true, id: uuid });
    expect(checkOrderId('ord-abc')).toEqual({ ok: true, id: 'ord-abc' });
  });
  it('tells an order number from an id', () => {
    for (const text of ['12', '#12', 'No. 12', 'nº 7', '000123']) {
      expect(checkOrderId(text), text).toMatchObject({ ok: false, problem: 'orderNumber' });
    }
  });
  it('tells an invoice number of a configured numeration', () => {
    expect(checkOrderId('FE-1001', ['FE-'])).toEqual({
      ok: false,
      problem: 'invoiceNumber',
      text: 'FE-1001',
    });
    expect(checkOrderId('fe-1001', ['FE-'])).toMatchObject({ problem: 'invoiceNumber' });
    // Without that numeration it is an opaque id like any other.
    expect(checkOrderId('FE-1001', [])).toEqual({ ok: true, id: 'FE-1001' });
  });
  it('refuses empty text, spaces and overlong text', () => {
    expect(checkOrderId('   ')).toMatchObject({ ok: false, problem: 'empty' });
    expect(checkOrderId('abc def')).toMatchObject({ ok: false, problem: 'spaces' });
    expect(checkOrderId('x'.repeat(ORDER_ID_MAX_LENGTH + 1))).toMatchObject({
      ok: false,
      problem: 'tooLong',
    });
    expect(checkOrderId('x'.repeat(ORDER_ID_MAX_LENGTH))).toMatchObject({ ok: true });
  });
});

describe('readOrderIdList', () => {
  it('reads ids with any separators and quotes', () => {
    const list = readOrderIdList(`a1\r\nb2, c3;d4\te5 | "f6",'g7'\n\n`);
    expect(list).toEqual({
      ids: ['a1', 'b2', 'c3', 'd4', 'e5', 'f6', 'g7'],
      duplicates: [],
      invalid: [],
    });
  });
  it('reports duplicates and entries that are not ids, dropping nothing silently', () => {
    const list = readOrderIdList('a1\n12\na1\nFE-7\nb2\na1\n12', ['FE-']);
    expect(list.ids).toEqual(['a1', 'b2']);
    expect(list.duplicates).toEqual([{ id: 'a1', times: 3 }]);
    expect(list.invalid).toEqual([
      { text: '12', problem: 'orderNumber' },
      { text: 'FE-7', problem: 'invoiceNumber' },
    ]);
  });
  it('reads an empty text as nothing', () => {
    expect(readOrderIdList(' \n ,, ')).toEqual({ ids: [], duplicates: [], invalid: [] });
  });
});
