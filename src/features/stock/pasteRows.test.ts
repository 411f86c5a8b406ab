import { describe, expect, it } from 'vitest';
import { looksLikeRows, parseRows } from './pasteRows';

const options = {
  warehouses: [
    { id: 'wh-main', name: 'Bodega principal' },
    { id: 'wh-north', name: 'Bodega norte' },
  ],
  defaultWarehouse: 'wh-main',
};

describe('parseRows', () => {
  it('reads tab-separated rows in the documented column order, skipping a header', () => {
    const text = 'sku\twarehouse\toperation\tquantity\treservation\tlocation\tunit cost\tcomment\nBEV-1\twh-north\tadd\t12\treserve\tA-03-2\t8500\tPO 4411 received\r\nBEV-2\t\tremove\t1,5\trelease\n';
    const { lines, errors } = parseRows(text, options);
    expect(errors).toEqual([]);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      warehouse: 'wh-north',
      skuText: 'BEV-1',
      lookup: 'pending',
      product: null,
      operation: 'add',
      quantity: '12',
      reservation: 'reserve',
      location: 'A-03-2',
      unitCost: '8500',
      comment: 'PO 4411 received',
    });
    expect(lines[1]).toMatchObject({ warehouse: 'wh-main', operation: 'remove', quantity: '1,5', reservation: 'release' });
  });

  it('reads comma- and semicolon-separated files, quoted cells included', () => {
    expect(parseRows('BEV-1,Bodega norte,add,3,,,,"received, checked"', options).lines[0]).toMatchObject({
      warehouse: 'wh-north',
      quantity: '3',
      comment: 'received, checked',
    });
    expect(parseRows('BEV-1;wh-main;remove;2\nBEV-2;wh-main;add;4', options).lines).toHaveLength(2);
  });

  it('keeps a typed warehouse id that is not configured', () => {
    expect(parseRows('BEV-1\twh-east\tadd\t1', options).lines[0]?.warehouse).toBe('wh-east');
  });

  it('lists the rows it cannot read, with the reason, and adds the rest', () => {
    const rows = [
      'BEV-1\twh-main\tadd\t1',
      '\twh-main\tadd\t1',
      'BEV-1\twh-main\ttransfer\t1',
      'BEV-1\twh-main\tadd\t',
      'BEV-1\twh-main\tadd\tabc',
      'BEV-1\twh-main\tadd\t0',
      'BEV-1\twh-main\tadd\t0.1234567',
      'BEV-1\twh-main\tadd\t1\tmaybe',
      'BEV-1\twh-main\tadd\t1\trelease',
      'BEV-1\twh-main\tremove\t1\treserve',
      'BEV-1\twh-main\tremove\t1\t\t\t100',
      'BEV-1\twh-main\tadd\t1\t\t\t-5',
      'BEV-2\twh-main\tremove\t2\trelease',
    ];
    const { lines, errors } = parseRows(rows.join('\n'), options);
    expect(lines.map((l) => l.skuText)).toEqual(['BEV-1', 'BEV-2']);
    expect(errors.map((e) => [e.row, e.problem.code])).toEqual([
      [2, 'skuMissing'],
      [3, 'operation'],
      [4, 'quantityMissing'],
      [5, 'quantity'],
      [6, 'quantity'],
      [7, 'quantityDecimals'],
      [8, 'reservation'],
      [9, 'reservationNotAllowed'],
      [10, 'reservationNotAllowed'],
      [11, 'unitCostOnRemove'],
      [12, 'unitCost'],
    ]);
    expect(errors[1]?.text).toBe('BEV-1 | wh-main | transfer | 1');
  });

  it('reads 50 rows with 2 broken ones as 48 lines and 2 reasons', () => {
    const rows = Array.from({ length: 50 }, (_, i) => `SKU-${i}\twh-main\tadd\t${i === 9 ? 'ten' : i + 1}`);
    rows[30] = 'SKU-30\twh-main\tmove\t1';
    const { lines, errors } = parseRows(rows.join('\n'), options);
    expect(lines).toHaveLength(48);
    expect(errors.map((e) => e.row)).toEqual([10, 31]);
  });
});

describe('looksLikeRows', () => {
  it('takes tabs and line breaks as rows; commas only where asked', () => {
    expect(looksLikeRows('BEV-1\twh-main')).toBe(true);
    expect(looksLikeRows('a\nb')).toBe(true);
    expect(looksLikeRows('BEV-1')).toBe(false);
    expect(looksLikeRows('received, checked, ok')).toBe(false);
    expect(looksLikeRows('BEV-1,wh-main,add,3', { commas: true })).toBe(true);
  });
});
