import { describe, expect, it } from 'vitest';
import {
  customCategorySchema,
  productSchema,
  productSearchPageSchema,
  stockResultListSchema,
} from '../src/api/schemas/index.ts';
import type { Product, ProductSearchPage } from '../src/api/schemas/index.ts';
import { createSandboxApp } from './app.ts';
import type { Sandbox } from './app.ts';
import { as, call, detailPaths, errorOf, missingFields, testSandbox } from './testSupport.ts';

const PRODUCT_FIELDS = Object.keys(productSchema.shape);

async function create(s: Sandbox, body: Record<string, unknown>, key?: string): Promise<Product> {
  const res = await call(s.app, 'POST', '/v1/products', body, key ? { key } : {});
  expect(res.status).toBe(201);
  return as(productSchema, res.json);
}

async function search(
  s: Sandbox,
  body: Record<string, unknown>,
  key = 'demo-key-2',
): Promise<ProductSearchPage> {
  const res = await call(s.app, 'POST', '/v1/products/search', body, { key });
  expect(res.status).toBe(200);
  return as(productSearchPageSchema, res.json);
}

const names = (page: ProductSearchPage): (string | null | undefined)[] =>
  (page.items ?? []).map((i) => i.name);

describe('POST /v1/products', () => {
  it('creates a product (201) with every field of the Product table, null where unset', async () => {
    const s = testSandbox();
    const res = await call(s.app, 'POST', '/v1/products', {
      name: 'Café molido Sello Rojo 500 g',
      sku: 'T-1',
      price: 12900,
    });
    expect(res.status).toBe(201);
    expect(missingFields(res.json, PRODUCT_FIELDS)).toEqual([]);
    const p = as(productSchema, res.json);
    expect(p).toMatchObject({
      name: 'Café molido Sello Rojo 500 g',
      sku: 'T-1',
      price: 12900,
      account_id: 'acc-demo',
      status: 'active',
      description: null,
      price_2: null,
      custom_category: null,
      cost_weighted_average: null,
      purchase_count: 0,
      created_at: '2026-11-21T14:03:00.000Z',
      updated_at: '2026-11-21T14:03:00.000Z',
      slug: 'cafe-molido-sello-rojo-500-g',
    });
    expect(p.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    // custom_category, when present, is a full Custom category record
    expect(Object.keys(customCategorySchema.shape)).toContain('sort_index');
  });

  it('keeps every writable field it is given', async () => {
    const s = testSandbox();
    const body = {
      name: 'Martillo de uña Stanley 16 oz',
      description: 'Mango de fibra',
      characteristics: 'Acero forjado',
      sku: 'HDW-T1',
      code: '7701234567890',
      reference: 'STN-16',
      slug: 'martillo-16',
      base_price: 40000,
      price: 45000,
      price_2: 43000,
      price_10: 39000,
      cost_average: 30000,
      item_width: 3,
      item_length: 33,
      item_height: 12,
      item_weight: 0.65,
      measurement: 'unit',
      category_id: 'cat-5',
      custom_category_id: 'cc-1',
      status: 'draft',
      internal_status: 'review',
      type: 'product',
      ecommerce_status: 'hidden',
      control_inventory: false,
      available_online: true,
      fast_shipping: true,
      includes_variants: true,
      images: [{ url: 'https://img.example/1.jpg' }],
      files: [],
      custom_fields: { origin: 'USA' },
      search_engine_title: 'Martillo',
      search_engine_description: 'Martillo de uña',
      supplier_id: 'sup-1',
      supplier_estimated_delivery_time: 5,
    };
    const p = await create(s, body);
    expect(p).toMatchObject(body);
    const read = await call(s.app, 'GET', `/v1/products/${p.id}`);
    expect(read.status).toBe(200);
    expect(read.json).toEqual(JSON.parse(JSON.stringify(p)));
  });

  it('422 when name is missing, too long, or a price or dimension is negative, listing each', async () => {
    const s = testSandbox();
    const missing = await call(s.app, 'POST', '/v1/products', { price: 10 });
    expect(missing.status).toBe(422);
    expect(detailPaths(missing)).toEqual(['name']);
    const bad = await call(s.app, 'POST', '/v1/products', {
      name: 'x'.repeat(201),
      price: -1,
      price_3: -5,
      item_weight: -0.1,
      status: 'archived',
      control_inventory: 'yes',
    });
    expect(bad.status).toBe(422);
    expect(errorOf(bad).code).toBe('validation_failed');
    expect(detailPaths(bad).sort()).toEqual([
      'control_inventory',
      'item_weight',
      'name',
      'price',
      'price_3',
      'status',
    ]);
  });

  it("words a check without a message of its own in zod's English (the schemas are zod/mini)", async () => {
    const s = testSandbox();
    const res = await call(s.app, 'POST', '/v1/products', { name: 'Mug', images: ['front.png'] });
    expect(res.status).toBe(422);
    expect(errorOf(res).details).toEqual([
      { path: 'images.0', message: 'Invalid input: expected record, received string' },
    ]);
  });

  it('409 when the sku is already used in the account, allowed in another account', async () => {
    const s = testSandbox();
    await create(s, { name: 'A', sku: 'DUP-1' });
    const dup = await call(s.app, 'POST', '/v1/products', { name: 'B', sku: 'DUP-1' });
    expect(dup.status).toBe(409);
    expect(errorOf(dup).code).toBe('conflict');
    expect(detailPaths(dup)).toEqual(['sku']);
    await create(s, { name: 'B', sku: 'DUP-1' }, 'demo-key-2');
  });
});

describe('GET /v1/products/{id}', () => {
  it('404 for an unknown id', async () => {
    const s = testSandbox();
    const res = await call(s.app, 'GET', '/v1/products/00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    expect(errorOf(res).code).toBe('not_found');
  });
});

describe('PUT /v1/products/{id}', () => {
  it('changes the given fields only and answers the whole product (200)', async () => {
    const clock = { t: Date.parse('2026-11-21T14:03:00.000Z') };
    const s = testSandbox({ now: () => new Date(clock.t) });
    const p = await create(s, {
      name: 'Shampoo Sedal 400 ml',
      sku: 'PER-T1',
      price: 15000,
      description: 'Liso',
    });
    clock.t += 60_000;
    const res = await call(s.app, 'PUT', `/v1/products/${p.id}`, {
      price: 16500,
      description: null,
    });
    expect(res.status).toBe(200);
    expect(missingFields(res.json, PRODUCT_FIELDS)).toEqual([]);
    const updated = as(productSchema, res.json);
    expect(updated).toMatchObject({
      name: 'Shampoo Sedal 400 ml',
      sku: 'PER-T1',
      price: 16500,
      description: null,
    });
    expect(updated.created_at).toBe(p.created_at);
    expect(updated.updated_at).toBe('2026-11-21T14:04:00.000Z');
    const read = as(productSchema, (await call(s.app, 'GET', `/v1/products/${p.id}`)).json);
    expect(read.price).toBe(16500);
  });

  it('409 when changing to a sku another product has; its own sku is fine; the old sku is freed', async () => {
    const s = testSandbox();
    const a = await create(s, { name: 'A', sku: 'SKU-A' });
    await create(s, { name: 'B', sku: 'SKU-B' });
    const taken = await call(s.app, 'PUT', `/v1/products/${a.id}`, { sku: 'SKU-B' });
    expect(taken.status).toBe(409);
    expect(detailPaths(taken)).toEqual(['sku']);
    expect(
      (await call(s.app, 'PUT', `/v1/products/${a.id}`, { sku: 'SKU-A', name: 'A2' })).status,
    ).toBe(200);
    expect((await call(s.app, 'PUT', `/v1/products/${a.id}`, { sku: 'SKU-C' })).status).toBe(200);
    await create(s, { name: 'New A', sku: 'SKU-A' });
  });

  it('422 for invalid fields, 404 for an unknown id, 400 for a non-object body', async () => {
    const s = testSandbox();
    const p = await create(s, { name: 'A' });
    const invalid = await call(s.app, 'PUT', `/v1/products/${p.id}`, { name: '', price: -3 });
    expect(invalid.status).toBe(422);
    expect(detailPaths(invalid).sort()).toEqual(['name', 'price']);
    expect((await call(s.app, 'PUT', '/v1/products/unknown', { name: 'x' })).status).toBe(404);
    expect(
      (await call(s.app, 'PUT', `/v1/products/${p.id}`, undefined, { raw: '[1]' })).status,
    ).toBe(400);
  });
});

describe('POST /v1/products/search', () => {
  /** acc-other starts empty: build a small, known catalog there. */
  async function catalog(): Promise<{ s: Sandbox; ids: Record<string, string> }> {
    const clock = { t: Date.parse('2026-01-01T00:00:00.000Z') };
    const s = testSandbox({ now: () => new Date(clock.t) });
    const key = 'demo-key-2';
    const rows: Record<string, unknown>[] = [
      {
        name: 'Arroz Diana 1 kg',
        sku: 'GRO-00001',
        code: '7700000000011',
        price: 4500,
        category_id: 'cat-2',
        measurement: 'kg',
      },
      {
        name: 'aceite Premier 1 L',
        sku: 'GRO-00002',
        reference: 'REF-PRE-77',
        price: 12900,
        category_id: 'cat-2',
      },
      {
        name: 'Café molido Sello Rojo 500 g',
        sku: 'BEV-00001',
        price: 15900,
        category_id: 'cat-1',
        includes_variants: true,
      },
      {
        name: 'Cuaderno Norma 100 hojas',
        sku: 'STA-00001',
        price: 8900,
        category_id: 'cat-6',
        status: 'inactive',
      },
      {
        name: 'Bombillo LED Philips 9 W',
        sku: 'HDW-00001',
        price: 8900,
        category_id: 'cat-5',
        status: 'draft',
      },
      { name: 'Zapallo', price: 2000 },
    ];
    const ids: Record<string, string> = {};
    for (const row of rows) {
      clock.t += 86_400_000;
      const p = await create(s, row, key);
      ids[String(row.name)] = p.id;
    }
    // stock: arroz 8 with 4 reserved over two warehouses; aceite 0; café 5 with 5 reserved; cuaderno 30
    const movements = [
      {
        warehouse_id: 'wh-main',
        product_id: ids['Arroz Diana 1 kg'],
        operation: 'add',
        quantity: 6,
        reservation: 'reserve',
      },
      {
        warehouse_id: 'wh-north',
        product_id: ids['Arroz Diana 1 kg'],
        operation: 'add',
        quantity: 4,
      },
      {
        warehouse_id: 'wh-main',
        product_id: ids['Arroz Diana 1 kg'],
        operation: 'remove',
        quantity: 2,
        reservation: 'release',
      },
      {
        warehouse_id: 'wh-main',
        product_id: ids['Café molido Sello Rojo 500 g'],
        operation: 'add',
        quantity: 5,
        reservation: 'reserve',
      },
      {
        warehouse_id: 'wh-store',
        product_id: ids['Cuaderno Norma 100 hojas'],
        operation: 'add',
        quantity: 30,
      },
    ];
    const res = await call(
      s.app,
      'POST',
      '/v1/warehouse-products/stock/update-list',
      { movements },
      { key },
    );
    expect(res.status).toBe(200);
    as(stockResultListSchema, res.json);
    return { s, ids };
  }

  it('defaults: page 1, page_size 25, by name ascending (case-insensitive, accents folded)', async () => {
    const { s } = await catalog();
    const page = await search(s, {});
    expect(page).toMatchObject({ total_items: 6, page: 1, page_size: 25, total_pages: 1 });
    expect(names(page)).toEqual([
      'aceite Premier 1 L',
      'Arroz Diana 1 kg',
      'Bombillo LED Philips 9 W',
      'Café molido Sello Rojo 500 g',
      'Cuaderno Norma 100 hojas',
      'Zapallo',
    ]);
  });

  it('search items carry id, name, sku, price, stock_available (stock - reserved), reserved and measurement', async () => {
    const { s, ids } = await catalog();
    const page = await search(s, { query: 'arroz' });
    expect(page.items).toEqual([
      {
        id: ids['Arroz Diana 1 kg'],
        name: 'Arroz Diana 1 kg',
        sku: 'GRO-00001',
        price: 4500,
        stock_available: 4,
        reserved: 4,
        // not in the documented search item: a contract assumption (src/api/schemas/product.ts)
        measurement: 'kg',
      },
    ]);
    const cafe = await search(s, { query: 'CAFÉ' });
    expect(cafe.items?.[0]).toMatchObject({ stock_available: 0, reserved: 5 });
    const zap = await search(s, { query: 'zapallo' });
    expect(zap.items?.[0]).toMatchObject({
      sku: null,
      stock_available: 0,
      reserved: 0,
      measurement: null,
    });
  });

  it('query is a case-insensitive substring of name, sku, code or reference', async () => {
    const { s } = await catalog();
    expect(names(await search(s, { query: 'PREMIER' }))).toEqual(['aceite Premier 1 L']);
    expect(names(await search(s, { query: 'gro-0000' }))).toEqual([
      'aceite Premier 1 L',
      'Arroz Diana 1 kg',
    ]);
    expect(names(await search(s, { query: '00000000011' }))).toEqual(['Arroz Diana 1 kg']);
    expect(names(await search(s, { query: 'ref-pre' }))).toEqual(['aceite Premier 1 L']);
    expect(names(await search(s, { query: '  norma ' }))).toEqual(['Cuaderno Norma 100 hojas']);
    expect(await search(s, { query: 'no such thing' })).toMatchObject({
      total_items: 0,
      total_pages: 0,
      items: [],
    });
  });

  it('filters: stock_min / stock_max / in_stock on stock_available, inclusive', async () => {
    const { s } = await catalog();
    expect(names(await search(s, { filters: { stock_min: 4 } }))).toEqual([
      'Arroz Diana 1 kg',
      'Cuaderno Norma 100 hojas',
    ]);
    expect(names(await search(s, { filters: { stock_max: 4, stock_min: 1 } }))).toEqual([
      'Arroz Diana 1 kg',
    ]);
    expect(names(await search(s, { filters: { in_stock: true } }))).toEqual([
      'Arroz Diana 1 kg',
      'Cuaderno Norma 100 hojas',
    ]);
    expect(names(await search(s, { filters: { in_stock: false } }))).toEqual([
      'aceite Premier 1 L',
      'Bombillo LED Philips 9 W',
      'Café molido Sello Rojo 500 g',
      'Zapallo',
    ]);
  });

  it('filters: price_min / price_max inclusive', async () => {
    const { s } = await catalog();
    expect(names(await search(s, { filters: { price_min: 8900, price_max: 12900 } }))).toEqual([
      'aceite Premier 1 L',
      'Bombillo LED Philips 9 W',
      'Cuaderno Norma 100 hojas',
    ]);
    expect(names(await search(s, { filters: { price_max: 4500 } }))).toEqual([
      'Arroz Diana 1 kg',
      'Zapallo',
    ]);
  });

  it('filters: category_ids, includes_variants, status (combined with AND)', async () => {
    const { s } = await catalog();
    expect(names(await search(s, { filters: { category_ids: ['cat-2', 'cat-1'] } }))).toEqual([
      'aceite Premier 1 L',
      'Arroz Diana 1 kg',
      'Café molido Sello Rojo 500 g',
    ]);
    expect(names(await search(s, { filters: { includes_variants: true } }))).toEqual([
      'Café molido Sello Rojo 500 g',
    ]);
    expect((await search(s, { filters: { includes_variants: false } })).total_items).toBe(5);
    expect(names(await search(s, { filters: { status: 'inactive' } }))).toEqual([
      'Cuaderno Norma 100 hojas',
    ]);
    expect(names(await search(s, { filters: { status: 'draft' } }))).toEqual([
      'Bombillo LED Philips 9 W',
    ]);
    expect((await search(s, { filters: { status: 'active' } })).total_items).toBe(4);
    expect(
      names(
        await search(s, { filters: { status: 'active', category_ids: ['cat-2'], in_stock: true } }),
      ),
    ).toEqual(['Arroz Diana 1 kg']);
  });

  it('sorts by each field in both directions, ties broken by id', async () => {
    const { s, ids } = await catalog();
    expect(names(await search(s, { sort: { field: 'name', direction: 'desc' } }))[0]).toBe(
      'Zapallo',
    );
    expect(
      (await search(s, { sort: { field: 'sku', direction: 'asc' } })).items?.map((i) => i.sku),
    ).toEqual(['BEV-00001', 'GRO-00001', 'GRO-00002', 'HDW-00001', 'STA-00001', null]);
    expect(
      (await search(s, { sort: { field: 'sku', direction: 'desc' } })).items?.map((i) => i.sku)[0],
    ).toBe('STA-00001');
    const byPrice = (await search(s, { sort: { field: 'price', direction: 'asc' } })).items ?? [];
    expect(byPrice.map((i) => i.price)).toEqual([2000, 4500, 8900, 8900, 12900, 15900]);
    const tie = [ids['Cuaderno Norma 100 hojas'], ids['Bombillo LED Philips 9 W']].sort();
    expect([byPrice[2]?.id, byPrice[3]?.id]).toEqual(tie);
    const byPriceDesc =
      (await search(s, { sort: { field: 'price', direction: 'desc' } })).items ?? [];
    expect(byPriceDesc.map((i) => i.price)).toEqual([15900, 12900, 8900, 8900, 4500, 2000]);
    expect([byPriceDesc[2]?.id, byPriceDesc[3]?.id]).toEqual(tie);
    const byStock =
      (await search(s, { sort: { field: 'stock_available', direction: 'desc' } })).items ?? [];
    expect(byStock.map((i) => i.stock_available)).toEqual([30, 4, 0, 0, 0, 0]);
    expect(byStock.slice(2).map((i) => i.id)).toEqual(
      [...byStock.slice(2).map((i) => i.id)].sort(),
    );
    expect(names(await search(s, { sort: { field: 'created_at', direction: 'asc' } }))[0]).toBe(
      'Arroz Diana 1 kg',
    );
    expect(names(await search(s, { sort: { field: 'created_at', direction: 'desc' } }))[0]).toBe(
      'Zapallo',
    );
    expect(names(await search(s, { sort: { field: 'created_at' } }))[5]).toBe('Zapallo');
  });

  it('pages: total_pages = ceil(total / page_size); a page past the last is 200 with no items', async () => {
    const { s } = await catalog();
    const p1 = await search(s, { page_size: 4 });
    expect(p1).toMatchObject({ total_items: 6, total_pages: 2, page: 1, page_size: 4 });
    expect(p1.items).toHaveLength(4);
    const p2 = await search(s, { page_size: 4, page: 2 });
    expect(names(p2)).toEqual(['Cuaderno Norma 100 hojas', 'Zapallo']);
    const past = await search(s, { page_size: 4, page: 3 });
    expect(past).toMatchObject({ total_items: 6, total_pages: 2, page: 3, items: [] });
    expect(await search(s, { filters: { price_min: 1e9 } })).toMatchObject({
      total_items: 0,
      total_pages: 0,
    });
  });

  it('422 for a bad page, page_size out of 1..100, unknown sort field or direction, unknown status', async () => {
    const s = testSandbox();
    const res = await call(s.app, 'POST', '/v1/products/search', {
      page: 0,
      page_size: 101,
      sort: { field: 'weight', direction: 'up' },
      filters: { status: 'gone', price_min: -1 },
    });
    expect(res.status).toBe(422);
    expect(detailPaths(res).sort()).toEqual([
      'filters.price_min',
      'filters.status',
      'page',
      'page_size',
      'sort.direction',
      'sort.field',
    ]);
    expect((await call(s.app, 'POST', '/v1/products/search', { page_size: 0 })).status).toBe(422);
    expect((await call(s.app, 'POST', '/v1/products/search', { page_size: 100 })).status).toBe(200);
  });

  it('keeps every order right while products and stock change between searches', async () => {
    const s = createSandboxApp({ seedProducts: 300, apiKeys: {}, corsOrigins: [] });
    const fold = (v: string): string =>
      v
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
    const sorts = [
      ['name', 'asc'],
      ['name', 'desc'],
      ['sku', 'asc'],
      ['price', 'desc'],
      ['stock_available', 'asc'],
      ['stock_available', 'desc'],
      ['created_at', 'asc'],
    ] as const;
    const all = async (
      field: string,
      direction: string,
    ): Promise<NonNullable<ProductSearchPage['items']>> => {
      const out: NonNullable<ProductSearchPage['items']> = [];
      for (let page = 1; ; page += 1) {
        const res = await call(s, 'POST', '/v1/products/search', {
          page,
          page_size: 100,
          sort: { field, direction },
        });
        const body = as(productSearchPageSchema, res.json);
        out.push(...(body.items ?? []));
        if (page >= (body.total_pages ?? 0)) return out;
      }
    };
    const details = new Map<string, Product>();
    const check = async (): Promise<void> => {
      for (const [field, direction] of sorts) {
        const items = await all(field, direction);
        expect(items.length).toBeGreaterThan(0);
        for (let i = 1; i < items.length; i += 1) {
          const a = items[i - 1];
          const b = items[i];
          if (!a || !b) continue;
          const key = (x: typeof a): string | number | null => {
            if (field === 'name') return fold(x.name ?? '');
            if (field === 'sku') return x.sku?.toLowerCase() ?? null;
            if (field === 'price') return x.price ?? null;
            if (field === 'stock_available') return x.stock_available ?? 0;
            const d = details.get(x.id);
            return d?.created_at ?? null;
          };
          const ka = key(a);
          const kb = key(b);
          if (ka === null || kb === null) continue;
          const cmp = ka < kb ? -1 : ka > kb ? 1 : 0;
          expect(direction === 'asc' ? cmp <= 0 : cmp >= 0).toBe(true);
          if (cmp === 0) expect(a.id < b.id).toBe(true);
        }
      }
    };
    // warm every cache, then change things and check again
    const first = await all('created_at', 'asc');
    for (const item of first)
      details.set(
        item.id,
        as(productSchema, (await call(s, 'GET', `/v1/products/${item.id}`)).json),
      );
    await check();
    const ids = first.map((i) => i.id);
    for (let round = 0; round < 5; round += 1) {
      const created = as(
        productSchema,
        (await call(s, 'POST', '/v1/products', { name: `Ñame ${round}`, price: round * 1000 }))
          .json,
      );
      details.set(created.id, created);
      const target = ids[round * 7] ?? '';
      await call(s, 'PUT', `/v1/products/${target}`, {
        name: `Aaa renamed ${round}`,
        price: 1 + round,
      });
      await call(s, 'POST', '/v1/warehouse-products/stock/update-list', {
        movements: [
          {
            warehouse_id: 'wh-main',
            product_id: ids[round * 11 + 1],
            operation: 'add',
            quantity: 100_000 * (round + 1),
          },
          {
            warehouse_id: 'wh-north',
            product_id: created.id,
            operation: 'add',
            quantity: 3,
            reservation: 'reserve',
          },
        ],
      });
      await check();
    }
    const top = await call(s, 'POST', '/v1/products/search', {
      sort: { field: 'stock_available', direction: 'desc' },
      page_size: 1,
    });
    expect(as(productSearchPageSchema, top.json).items?.[0]?.id).toBe(ids[45]);
  });
});
