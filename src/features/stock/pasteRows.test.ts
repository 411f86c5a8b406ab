import { describe, expect, it } from 'vitest';
import { entryNumber } from '../../lib/numbers';
import { looksLikeRows, parseRows } from './pasteRows';

const options = {
  warehouses: [
    { id: 'wh-main', name: 'Bodega principal' },
    { id: 'wh-north', name: 'Bodega norte' },
  ],
  defaultWarehouse: 'wh-main',
  // the console's languages, the current one first
  locales: ['es-CO', 'en-US'],
};
const english = { ...options, locales: ['en-US', 'es-CO'] };

describe('parseRows', () => {
  it('reads tab-separated rows in the documented column order, skipping a header', () => {
    const text = 'sku\twarehouse\toperation\tquantity\treservation\tlocation\tunit cost\tcomment\nBEV-1\twh-north\tadd\t12\treserve\tA-03-2\t8500\tPO 4411 received\r\nBEV-2\t\tremove\t1,5\trelease\n';
    const { lines, errors, convention, ambiguous } = parseRows(text, options);
    expect(errors).toEqual([]);
    // `1,5` can only be Spanish: the whole sheet is read that way
    expect(convention).toMatchObject({ locale: 'es-CO', detected: true });
    expect(ambiguous).toEqual([]);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      warehouse: 'wh-north',
      skuText: 'BEV-1',
      lookup: 'pending',
      product: null,
      operation: 'add',
      quantity: '[es-CO]12',
      reservation: 'reserve',
      location: 'A-03-2',
      unitCost: '[es-CO]8500',
      comment: 'PO 4411 received',
    });
    expect(lines[1]).toMatchObject({ warehouse: 'wh-main', operation: 'remove', quantity: '[es-CO]1,5', reservation: 'release', unitCost: '' });
    expect(entryNumber(lines[1]!.quantity)).toBe(1.5);
  });

  it('reads comma- and semicolon-separated files, quoted cells included', () => {
    expect(parseRows('BEV-1,Bodega norte,add,3,,,,"received, checked"', options).lines[0]).toMatchObject({
      warehouse: 'wh-north',
      quantity: '[es-CO]3',
      comment: 'received, checked',
    });
    // a spreadsheet's CSV export in a decimal-comma language: `;` between cells, `,` before the decimals
    const semicolons = parseRows('BEV-1;wh-main;remove;2,5;;;;\nBEV-2;wh-main;add;4;;;1.234,5;', options).lines;
    expect(semicolons).toHaveLength(2);
    expect(semicolons.map((l) => [entryNumber(l.quantity), entryNumber(l.unitCost)])).toEqual([
      [2.5, null],
      [4, 1234.5],
    ]);
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
    const { lines, errors, convention } = parseRows(rows.join('\n'), options);
    // `0.1234567` can only be English (in Spanish `.` groups thousands)
    expect(convention).toMatchObject({ locale: 'en-US', detected: true });
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

describe('parseRows: the sheet\'s number convention', () => {
  const rows = (...cells: [string, string][]) =>
    cells.map(([quantity, cost], i) => `SKU-${i}\twh-main\tadd\t${quantity}\t\t\t${cost}`).join('\n');

  it('reads a sheet with Spanish decimals in Spanish, even when the console is in English', () => {
    const text = rows(['2,5', '1.234,5'], ['3', '1.000'], ['1.200', '']);
    for (const opts of [options, english]) {
      const { lines, errors, convention, ambiguous } = parseRows(text, opts);
      expect(errors).toEqual([]);
      expect(convention).toMatchObject({ locale: 'es-CO', detected: true, ambiguous: [] });
      expect(ambiguous).toEqual([]);
      expect(lines.map((l) => [l.quantity, l.unitCost])).toEqual([
        ['[es-CO]2,5', '[es-CO]1.234,5'],
        ['[es-CO]3', '[es-CO]1.000'],
        ['[es-CO]1.200', ''],
      ]);
      expect(lines.map((l) => [entryNumber(l.quantity), entryNumber(l.unitCost)])).toEqual([
        [2.5, 1234.5],
        [3, 1000],
        [1200, null],
      ]);
    }
  });

  it('reads a sheet with English grouping and decimals in English, even when the console is in Spanish', () => {
    const text = rows(['1,234.5', '8,500.25'], ['1.200', '']);
    for (const opts of [options, english]) {
      const { lines, errors, convention, ambiguous } = parseRows(text, opts);
      expect(errors).toEqual([]);
      expect(convention).toMatchObject({ locale: 'en-US', detected: true });
      expect(ambiguous).toEqual([]);
      expect(lines.map((l) => [l.quantity, l.unitCost])).toEqual([
        ['[en-US]1,234.5', '[en-US]8,500.25'],
        ['[en-US]1.200', ''],
      ]);
      expect(lines.map((l) => [entryNumber(l.quantity), entryNumber(l.unitCost)])).toEqual([
        [1234.5, 8500.25],
        [1.2, null],
      ]);
    }
  });

  it('asks about rows whose numbers read two ways, reading them in the console\'s language meanwhile', () => {
    const text = rows(['1.200', ''], ['3', '10']);
    const spanish = parseRows(text, options);
    expect(spanish.convention).toMatchObject({ locale: 'es-CO', detected: false, candidates: ['es-CO', 'en-US'] });
    expect(spanish.ambiguous).toEqual([{ row: 1, cells: ['1.200'] }]);
    expect(spanish.errors).toEqual([]);
    expect(spanish.lines.map((l) => l.quantity)).toEqual(['[es-CO]1.200', '[es-CO]3']);
    expect(entryNumber(spanish.lines[0]!.quantity)).toBe(1200);

    const inEnglish = parseRows(text, english);
    expect(inEnglish.convention).toMatchObject({ locale: 'en-US', detected: false });
    expect(inEnglish.ambiguous).toEqual([{ row: 1, cells: ['1.200'] }]);
    expect(inEnglish.lines.map((l) => l.quantity)).toEqual(['[en-US]1.200', '[en-US]3']);
    expect(entryNumber(inEnglish.lines[0]!.quantity)).toBe(1.2);
  });

  it('names only the ambiguous cells of a row', () => {
    const { ambiguous } = parseRows(rows(['2', '1.500'], ['1.200', '2.500'], ['4', '']), options);
    expect(ambiguous).toEqual([
      { row: 1, cells: ['1.500'] },
      { row: 2, cells: ['1.200', '2.500'] },
    ]);
  });

  it('asks nothing once the person chose the convention, and reads the sheet in it', () => {
    const text = rows(['1.200', ''], ['3', '10']);
    const chosen = parseRows(text, { ...options, decimalLocale: 'en-US' });
    expect(chosen.ambiguous).toEqual([]);
    expect(chosen.convention.locale).toBe('en-US');
    expect(chosen.lines.map((l) => l.quantity)).toEqual(['[en-US]1.200', '[en-US]3']);
    expect(entryNumber(chosen.lines[0]!.quantity)).toBe(1.2);

    const spanish = parseRows(text, { ...english, decimalLocale: 'es-CO' });
    expect(spanish.ambiguous).toEqual([]);
    expect(spanish.convention.locale).toBe('es-CO');
    expect(entryNumber(spanish.lines[0]!.quantity)).toBe(1200);
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
  it('reads a semicolon file with decimal commas and rows of different lengths as semicolon-separated', () => {
    const { lines, errors } = parseRows('BEV-1;wh-main;remove;2,5\nBEV-2;wh-main;add;4;;A-1;1.200,50', options);
    expect(errors).toEqual([]);
    expect(lines.map((l) => [l.quantity, l.unitCost])).toEqual([
      ['[es-CO]2,5', ''],
      ['[es-CO]4', '[es-CO]1.200,50'],
    ]);
  });
});
