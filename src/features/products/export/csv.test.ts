import { describe, expect, it } from 'vitest';
import type { Product, ProductSearchItem } from '../../../api/schemas/product';
import {
  BOM,
  currencyDigits,
  dialectOf,
  exportFileName,
  numberWriter,
  quote,
  slug,
  textCell,
} from './csv';
import { exportFormat, headerLine, productLine } from './exportRows';

const HEADERS: Record<string, string> = {
  name: 'Name',
  sku: 'SKU',
  price: 'Price',
  stock_available: 'Available',
  reserved: 'Reserved',
  status: 'Status',
  price_2: 'Price 2',
};

function format(
  language: 'en' | 'es',
  columns = ['name', 'sku', 'price', 'stock_available', 'reserved'] as const,
) {
  return exportFormat({
    language,
    currency: 'USD',
    columns: [...columns],
    header: (c) => HEADERS[c] ?? c,
    names: {
      status: (code) => (code === 'active' ? (language === 'es' ? 'Activo' : 'Active') : code),
    },
  });
}

const item = (over: Partial<ProductSearchItem> = {}): ProductSearchItem => ({
  id: 'p-1',
  name: 'Aceite de oliva 3 l',
  sku: 'ACE-3L',
  price: 1200.5,
  stock_available: 12.25,
  reserved: 0,
  ...over,
});

describe('quote (RFC 4180)', () => {
  it('leaves a plain field alone', () => {
    expect(quote('Aceite', ',')).toBe('Aceite');
  });
  it('quotes a field with the separator, a quote, CR or LF, doubling the quotes', () => {
    expect(quote('a,b', ',')).toBe('"a,b"');
    expect(quote('a;b', ';')).toBe('"a;b"');
    expect(quote('a,b', ';')).toBe('a,b');
    expect(quote('say "hi"', ',')).toBe('"say ""hi"""');
    expect(quote('two\nlines', ',')).toBe('"two\nlines"');
    expect(quote('cr\rhere', ';')).toBe('"cr\rhere"');
  });
});

describe('textCell: formula injection guard', () => {
  it.each(['=SUM(A1:A2)', '+57 300', '-2+3', '@cmd', '\tx', '\rx'])(
    'prefixes %j with a quote mark',
    (value) => {
      expect(textCell(value, ';').startsWith("'") || textCell(value, ';').startsWith(`"'`)).toBe(
        true,
      );
    },
  );
  it('quotes a guarded cell that still needs quoting', () => {
    expect(textCell('=HYPERLINK("http://x","y")', ',')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(textCell('\rx', ',')).toBe(`"'\rx"`);
  });
  it('leaves other text alone', () => {
    expect(textCell('a=b', ',')).toBe('a=b');
    expect(textCell('Ñandú', ',')).toBe('Ñandú');
  });
});

describe('numbers', () => {
  it('knows the currency minor units from Intl', () => {
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('USD')).toBe(2);
    expect(currencyDigits('KWD')).toBe(3);
  });
  it("writes money with the table's 2 decimals (more where the currency has them), Spanish with a comma and no grouping", () => {
    const es = numberWriter(dialectOf('es'), 'USD');
    const en = numberWriter(dialectOf('en'), 'USD');
    expect(es.money(1200.5)).toBe('1200,5');
    expect(en.money(1200.5)).toBe('1200.5');
    expect(en.money(1234567.891)).toBe('1234567.89');
    expect(es.money(88555)).toBe('88555');
    expect(es.money(0.005)).toBe('0,01');
    expect(numberWriter(dialectOf('en'), 'JPY').money(1200.5)).toBe('1200.5');
    expect(numberWriter(dialectOf('es'), 'COP').money(1200.4)).toBe('1200,4');
    expect(numberWriter(dialectOf('es'), 'KWD').money(1.23456)).toBe('1,235');
  });
  it('writes quantities with up to 6 decimals, no trailing zeros, no -0, no exponent', () => {
    const es = numberWriter(dialectOf('es'), 'COP');
    expect(es.quantity(12.25)).toBe('12,25');
    expect(es.quantity(0.1234567)).toBe('0,123457');
    expect(es.quantity(3)).toBe('3');
    expect(es.quantity(-3.5)).toBe('-3,5');
    expect(es.quantity(-0.0000001)).toBe('0');
    expect(es.quantity(1e21)).toBe('1000000000000000000000');
  });
});

describe('lines', () => {
  it('English: comma-separated header with id, decimals with a point', () => {
    const f = format('en');
    expect(headerLine(f)).toBe('Name,SKU,Price,Available,Reserved,id\r\n');
    expect(productLine(f, item())).toBe('Aceite de oliva 3 l,ACE-3L,1200.5,12.25,0,p-1\r\n');
  });
  it('Spanish: semicolons, decimal commas, no grouping', () => {
    const f = format('es');
    expect(headerLine(f)).toBe('Name;SKU;Price;Available;Reserved;id\r\n');
    expect(productLine(f, item({ price: 1234567.8, stock_available: -2 }))).toBe(
      'Aceite de oliva 3 l;ACE-3L;1234567,8;-2;0;p-1\r\n',
    );
  });
  it('a negative number we wrote is not guarded; text that looks like one is', () => {
    const f = format('en');
    expect(productLine(f, item({ name: '-5 kg', stock_available: -5 }))).toBe(
      "'-5 kg,ACE-3L,1200.5,-5,0,p-1\r\n",
    );
  });
  it('a value the service did not give is an empty field; commas in names are quoted', () => {
    const f = format('en');
    expect(productLine(f, item({ name: 'Arroz, 5 kg', sku: null, price: null }))).toBe(
      '"Arroz, 5 kg",,,12.25,0,p-1\r\n',
    );
  });
  it('record columns: read from the record, status named, money of another price list', () => {
    const f = format('es', ['name', 'status', 'price_2'] as never);
    const record = {
      id: 'p-1',
      name: 'x',
      status: 'active',
      price_2: 999.999,
    } as unknown as Product;
    expect(productLine(f, item(), record)).toBe('Aceite de oliva 3 l;Activo;1000;p-1\r\n');
    // not read (yet): empty, never "undefined"
    expect(productLine(f, item())).toBe('Aceite de oliva 3 l;;;p-1\r\n');
  });
  it('the BOM is the UTF-8 byte-order mark', async () => {
    const bytes = new Uint8Array(await new Blob([BOM + 'a']).arrayBuffer());
    expect([...bytes]).toEqual([0xef, 0xbb, 0xbf, 0x61]);
  });
});

describe('file name', () => {
  const day = new Date(2026, 10, 24, 23, 30);
  it('joins the word, the filters and the local date with safe characters only', () => {
    expect(exportFileName('products', ['aceite', 'in-stock'], day)).toBe(
      'products_aceite_in-stock_2026-11-24.csv',
    );
    expect(exportFileName('productos', ['Azúcar Morena / 1 kg', 'con existencias'], day)).toBe(
      'productos_azucar-morena-1-kg_con-existencias_2026-11-24.csv',
    );
  });
  it('without filters: word and date', () => {
    expect(exportFileName('products', [], day)).toBe('products_2026-11-24.csv');
    expect(exportFileName('products', ['', '***'], day)).toBe('products_2026-11-24.csv');
  });
  it('never lets a path, a quote or a control character through, and stays short', () => {
    const name = exportFileName(
      'products',
      ['../../etc/passwd', '"<script>"\u0000', 'x'.repeat(300)],
      day,
    );
    expect(name).toMatch(/^[a-z0-9._-]+$/);
    expect(name).not.toContain('..');
    expect(name.length).toBeLessThanOrEqual(120);
  });
  it('slug drops accents and keeps a decimal point', () => {
    expect(slug('Precio 10.5 – 20')).toBe('precio-10.5-20');
    expect(slug('ÁÉÍÓÚ ñ')).toBe('aeiou-n');
  });
});
