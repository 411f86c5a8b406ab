import { describe, expect, it } from 'vitest';
import { entryNumber } from '../../lib/numbers';
import { looksLikeRows, parseRows, sheetPlan } from './pasteRows';
import { headerField, mappingProblem, planColumns } from './sheetColumns';

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
    const text =
      'sku\twarehouse\toperation\tquantity\treservation\tlocation\tunit cost\tcomment\nBEV-1\twh-north\tadd\t12\treserve\tA-03-2\t8500\tPO 4411 received\r\nBEV-2\t\tremove\t1,5\trelease\n';
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
    expect(lines[1]).toMatchObject({
      warehouse: 'wh-main',
      operation: 'remove',
      quantity: '[es-CO]1,5',
      reservation: 'release',
      unitCost: '',
    });
    expect(entryNumber(lines[1]!.quantity)).toBe(1.5);
  });

  it('reads comma- and semicolon-separated files, quoted cells included', () => {
    expect(
      parseRows('BEV-1,Bodega norte,add,3,,,,"received, checked"', options).lines[0],
    ).toMatchObject({
      warehouse: 'wh-north',
      quantity: '[es-CO]3',
      comment: 'received, checked',
    });
    // a spreadsheet's CSV export in a decimal-comma language: `;` between cells, `,` before the decimals
    const semicolons = parseRows(
      'BEV-1;wh-main;remove;2,5;;;;\nBEV-2;wh-main;add;4;;;1.234,5;',
      options,
    ).lines;
    expect(semicolons).toHaveLength(2);
    expect(semicolons.map((l) => [entryNumber(l.quantity), entryNumber(l.unitCost)])).toEqual([
      [2.5, null],
      [4, 1234.5],
    ]);
  });

  it('reads a warehouse by id or by name (any case, accents ignored) as its id; keeps an unknown one as written', () => {
    const { lines, errors } = parseRows(
      'BEV-1\tbodega NORTE\tadd\t1\nBEV-2\tBódega Principal\tadd\t1\nBEV-3\twh-east\tadd\t1',
      options,
    );
    expect(errors).toEqual([]);
    expect(lines.map((l) => l.warehouse)).toEqual(['wh-north', 'wh-main', 'wh-east']);
    // wh-east is a line whose warehouse cell is an error (lineModel's check): it blocks the batch, it is not dropped
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
    const rows = Array.from(
      { length: 50 },
      (_, i) => `SKU-${i}\twh-main\tadd\t${i === 9 ? 'ten' : i + 1}`,
    );
    rows[30] = 'SKU-30\twh-main\tmove\t1';
    const { lines, errors } = parseRows(rows.join('\n'), options);
    expect(lines).toHaveLength(48);
    expect(errors.map((e) => e.row)).toEqual([10, 31]);
  });
});

describe("parseRows: the sheet's number convention", () => {
  const rows = (...cells: [string, string][]) =>
    cells
      .map(([quantity, cost], i) => `SKU-${i}\twh-main\tadd\t${quantity}\t\t\t${cost}`)
      .join('\n');

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

  it("asks about rows whose numbers read two ways, reading them in the console's language meanwhile", () => {
    const text = rows(['1.200', ''], ['3', '10']);
    const spanish = parseRows(text, options);
    expect(spanish.convention).toMatchObject({
      locale: 'es-CO',
      detected: false,
      candidates: ['es-CO', 'en-US'],
    });
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
    const { lines, errors } = parseRows(
      'BEV-1;wh-main;remove;2,5\nBEV-2;wh-main;add;4;;A-1;1.200,50',
      options,
    );
    expect(errors).toEqual([]);
    expect(lines.map((l) => [l.quantity, l.unitCost])).toEqual([
      ['[es-CO]2,5', ''],
      ['[es-CO]4', '[es-CO]1.200,50'],
    ]);
  });
});

describe('parseRows: headers and columns', () => {
  it('reads the issue’s supplier sheet: `Código<TAB>Cantidad` with a header row and Spanish numbers', () => {
    const text = 'Código\tCantidad\n7701234567890\t1.200\n7709876543210\t2,5\nBEV-3\t12\n';
    const { lines, errors, plan, convention } = parseRows(text, {
      ...english,
      defaultWarehouse: 'wh-north',
      defaultOperation: 'add',
    });
    expect(plan).toMatchObject({ header: true, complete: true, columns: ['code', 'quantity'] });
    expect(errors).toEqual([]);
    expect(convention.locale).toBe('es-CO'); // `2,5` can only be Spanish
    expect(
      lines.map((l) => [l.skuText, entryNumber(l.quantity), l.warehouse, l.operation, l.lookup]),
    ).toEqual([
      ['7701234567890', 1200, 'wh-north', 'add', 'pending'],
      ['7709876543210', 2.5, 'wh-north', 'add', 'pending'],
      ['BEV-3', 12, 'wh-north', 'add', 'pending'],
    ]);
  });

  it('recognises headers in English and Spanish, in any order, case and accents ignored', () => {
    const text =
      'CANTIDAD;Ubicacion;Bodega;Operación;Referencia;Comentario;Costo Unitario;Reserva\n3;A-1;Bodega norte;quitar;REF-9;ok;;liberar';
    const { lines, errors, plan } = parseRows(text, options);
    expect(plan.columns).toEqual([
      'quantity',
      'location',
      'warehouse',
      'operation',
      'reference',
      'comment',
      'unitCost',
      'reservation',
    ]);
    expect(errors).toEqual([]);
    expect(lines[0]).toMatchObject({
      skuText: 'REF-9',
      warehouse: 'wh-north',
      operation: 'remove',
      reservation: 'release',
      location: 'A-1',
      comment: 'ok',
    });
    for (const [word, field] of [
      ['SKU', 'sku'],
      ['Código de barras', 'code'],
      ['barcode', 'code'],
      ['Qty', 'quantity'],
      ['Warehouse', 'warehouse'],
      ['Operation', 'operation'],
      ['Reservation', 'reservation'],
      ['Location', 'location'],
      ['Unit cost', 'unitCost'],
      ['unit_cost', 'unitCost'],
      ['Comment', 'comment'],
      ['Reference', 'reference'],
    ] as const) {
      expect(headerField(word), word).toBe(field);
    }
    expect(headerField('Proveedor')).toBeNull();
  });

  it('takes the product from the first non-empty of SKU, barcode and reference', () => {
    const { lines } = parseRows(
      'Referencia\tSKU\tCódigo de barras\tCantidad\nREF-1\t\t7701\t1\nREF-2\tBEV-2\t7702\t1\nREF-3\t\t\t1',
      options,
    );
    expect(lines.map((l) => l.skuText)).toEqual(['7701', 'BEV-2', 'REF-3']);
  });

  it('asks for a mapping when a header has columns it does not know, or lacks a product or a quantity', () => {
    const plan = (text: string) => sheetPlan(text, options.locales).plan;
    expect(plan('Código\tCantidad\tProveedor\n1\t2\tACME')).toMatchObject({
      header: true,
      complete: false,
      columns: ['code', 'quantity', null],
    });
    // one known word among unknown ones: a header still when it holds no numbers and the rows below do
    expect(plan('Artículo\tDescripción\tUnidades\nBEV-1\tAgua\t6')).toMatchObject({
      header: true,
      complete: false,
      columns: [null, null, 'quantity'],
    });
    // a data row that happens to hold a header word is not a header
    expect(plan('BEV-1\tBodega\tadd\t6\nBEV-2\tBodega\tadd\t7')).toMatchObject({
      header: false,
      complete: true,
    });
    expect(plan('Código\tBodega\nBEV-1\twh-main')).toMatchObject({ header: true, complete: false });
    expect(plan('Cantidad\tBodega\n1\twh-main')).toMatchObject({ header: true, complete: false });
    // a field named twice keeps its first column
    expect(plan('SKU\tCantidad\tQty\nBEV-1\t1\t2')).toMatchObject({
      complete: false,
      columns: ['sku', 'quantity', null],
    });
    // no header, too narrow for the documented order: a guess (product first, the numeric column as quantity)
    expect(plan('BEV-1\tAgua\t5\nBEV-2\tCafé\t7')).toMatchObject({
      header: false,
      complete: false,
      columns: ['sku', null, 'quantity'],
    });
    // no header, documented order
    expect(plan('BEV-1\twh-main\tadd\t5')).toMatchObject({ header: false, complete: true });
    expect(planColumns([], options.locales)).toMatchObject({
      header: false,
      complete: false,
      width: 0,
    });
  });

  it('reads a sheet with the columns the person mapped, with or without a header row', () => {
    const text = 'Artículo\tDescripción\tUnidades recibidas\nBEV-1\tAgua\t6\nBEV-2\tCafé\tseis';
    const mapped = parseRows(text, {
      ...options,
      columns: { map: ['sku', null, 'quantity'], header: true },
    });
    expect(mapped.lines.map((l) => [l.skuText, entryNumber(l.quantity)])).toEqual([['BEV-1', 6]]);
    // rows keep their line in the sheet (the header is line 1)
    expect(mapped.errors.map((e) => [e.row, e.problem.code])).toEqual([[3, 'quantity']]);
    const headless = parseRows('BEV-1\tAgua\t6', {
      ...options,
      columns: { map: ['sku', null, 'quantity'], header: false },
    });
    expect(headless.lines).toHaveLength(1);
    expect(mappingProblem(['sku', null, 'quantity'])).toBeNull();
    expect(mappingProblem([null, null, 'quantity'])).toBe('product');
    expect(mappingProblem(['code', null, null])).toBe('quantity');
    expect(mappingProblem(['sku', 'sku', 'quantity'])).toBe('duplicate');
  });

  it('gives rows without a warehouse or an operation the page’s defaults', () => {
    const { lines } = parseRows('SKU\tCantidad\nBEV-1\t2', {
      ...options,
      defaultWarehouse: 'wh-store',
      defaultOperation: 'remove',
    });
    expect(lines[0]).toMatchObject({ warehouse: 'wh-store', operation: 'remove' });
    const withEmpty = parseRows('BEV-1\t\t\t2', {
      ...options,
      defaultWarehouse: 'wh-store',
      defaultOperation: 'remove',
    });
    expect(withEmpty.lines[0]).toMatchObject({ warehouse: 'wh-store', operation: 'remove' });
  });

  it('numbers rows by their line in the sheet, blank lines included', () => {
    const { errors } = parseRows('BEV-1\twh-main\tadd\t1\n\nBEV-2\twh-main\tadd\tx', options);
    expect(errors.map((e) => e.row)).toEqual([3]);
  });

  it('reads the on-hand operations, whose reservation goes with them', () => {
    const { lines, errors } = parseRows(
      [
        'BEV-1\twh-main\tReserve on hand\t2',
        'BEV-1\twh-main\treservar en bodega\t2\treservar',
        'BEV-1\twh-main\tRelease (keep on hand)\t1',
        'BEV-1\twh-main\tliberar (queda en bodega)\t1',
        'BEV-1\twh-main\treserve on hand\t1\trelease',
      ].join('\n'),
      options,
    );
    expect(lines.map((l) => [l.operation, l.reservation])).toEqual([
      ['reserveOnHand', ''],
      ['reserveOnHand', ''],
      ['releaseOnHand', ''],
      ['releaseOnHand', ''],
    ]);
    expect(errors.map((e) => [e.row, e.problem.code])).toEqual([[5, 'reservationNotAllowed']]);
  });
});
