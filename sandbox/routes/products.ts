import type { Hono } from 'hono';
import type { ProductCreateData, ProductUpdateData } from '../../src/api/schemas/index.ts';
import type { SandboxContext } from '../context.ts';
import { conflict, notFound } from '../http.ts';
import { blankProduct } from '../records.ts';
import type { ProductRecord } from '../records.ts';
import { serve } from '../routeTable.ts';
import { searchProducts } from '../search.ts';
import { putProduct } from '../store.ts';
import type { AccountState } from '../store.ts';

/** A URL slug from a product name: "Café molido 500 g" -> "cafe-molido-500-g". */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Copies the given fields onto the record. Absent fields keep their value; `null` clears a
 * nullable field and resets a field that cannot be null (flags to false, lists to empty,
 * status to its current value).
 */
export function applyProductFields(p: ProductRecord, f: ProductUpdateData): void {
  const text = (v: string | null | undefined, current: string | null): string | null =>
    v === undefined ? current : v;
  const num = (v: number | null | undefined, current: number | null): number | null =>
    v === undefined ? current : v;
  const flag = (v: boolean | null | undefined, current: boolean): boolean =>
    v === undefined ? current : v === true;

  if (f.name !== undefined) p.name = f.name;
  p.description = text(f.description, p.description);
  p.characteristics = text(f.characteristics, p.characteristics);
  p.sku = text(f.sku, p.sku);
  p.code = text(f.code, p.code);
  p.reference = text(f.reference, p.reference);
  p.slug = text(f.slug, p.slug);
  p.base_price = num(f.base_price, p.base_price);
  p.price = num(f.price, p.price);
  p.price_2 = num(f.price_2, p.price_2);
  p.price_3 = num(f.price_3, p.price_3);
  p.price_4 = num(f.price_4, p.price_4);
  p.price_5 = num(f.price_5, p.price_5);
  p.price_6 = num(f.price_6, p.price_6);
  p.price_7 = num(f.price_7, p.price_7);
  p.price_8 = num(f.price_8, p.price_8);
  p.price_9 = num(f.price_9, p.price_9);
  p.price_10 = num(f.price_10, p.price_10);
  p.cost_weighted_average = num(f.cost_weighted_average, p.cost_weighted_average);
  p.cost_base_weighted_average = num(f.cost_base_weighted_average, p.cost_base_weighted_average);
  p.cost_average = num(f.cost_average, p.cost_average);
  p.cost_base_average = num(f.cost_base_average, p.cost_base_average);
  p.cost_last_purchase = num(f.cost_last_purchase, p.cost_last_purchase);
  p.cost_base_last_purchase = num(f.cost_base_last_purchase, p.cost_base_last_purchase);
  p.item_width = num(f.item_width, p.item_width);
  p.item_length = num(f.item_length, p.item_length);
  p.item_height = num(f.item_height, p.item_height);
  p.item_weight = num(f.item_weight, p.item_weight);
  p.measurement = text(f.measurement, p.measurement);
  p.category_id = text(f.category_id, p.category_id);
  p.custom_category_id = text(f.custom_category_id, p.custom_category_id);
  if (f.status !== undefined && f.status !== null) p.status = f.status;
  p.internal_status = text(f.internal_status, p.internal_status);
  p.type = text(f.type, p.type);
  p.ecommerce_status = text(f.ecommerce_status, p.ecommerce_status);
  p.control_inventory = flag(f.control_inventory, p.control_inventory);
  p.available_online = flag(f.available_online, p.available_online);
  p.hide_in_catalog = flag(f.hide_in_catalog, p.hide_in_catalog);
  p.fast_shipping = flag(f.fast_shipping, p.fast_shipping);
  p.is_raw_material = flag(f.is_raw_material, p.is_raw_material);
  p.includes_variants = flag(f.includes_variants, p.includes_variants);
  p.includes_serials = flag(f.includes_serials, p.includes_serials);
  p.includes_optionals = flag(f.includes_optionals, p.includes_optionals);
  p.includes_features = flag(f.includes_features, p.includes_features);
  p.hide_childs_in_ecommerce = flag(f.hide_childs_in_ecommerce, p.hide_childs_in_ecommerce);
  p.is_parent = flag(f.is_parent, p.is_parent);
  p.has_taxes = flag(f.has_taxes, p.has_taxes);
  p.has_discounts = flag(f.has_discounts, p.has_discounts);
  if (f.images !== undefined) p.images = f.images ?? [];
  if (f.files !== undefined) p.files = f.files ?? [];
  if (f.custom_fields !== undefined) p.custom_fields = f.custom_fields ?? {};
  p.search_engine_title = text(f.search_engine_title, p.search_engine_title);
  p.search_engine_description = text(f.search_engine_description, p.search_engine_description);
  p.supplier_id = text(f.supplier_id, p.supplier_id);
  p.supplier_estimated_delivery_time = num(
    f.supplier_estimated_delivery_time,
    p.supplier_estimated_delivery_time,
  );
}

function assertSkuFree(
  acc: AccountState,
  sku: string | null | undefined,
  productId: string | null,
): void {
  if (sku === undefined || sku === null || sku === '') return;
  const owner = acc.skuIndex.get(sku);
  if (owner !== undefined && owner !== productId) {
    throw conflict('Another product of the account already has this SKU', [
      { path: 'sku', message: 'is already used by another product' },
    ]);
  }
}

export function createProduct(
  ctx: SandboxContext,
  acc: AccountState,
  data: ProductCreateData,
): ProductRecord {
  assertSkuFree(acc, data.sku, null);
  const now = ctx.nowIso();
  const product = blankProduct(ctx.newId(), acc.id, data.name, now);
  applyProductFields(product, data);
  if (product.sku === '') product.sku = null;
  if (product.slug === null) product.slug = slugify(product.name) || null;
  if (data.includes_variants === true && data.is_parent === undefined) product.is_parent = true;
  putProduct(acc, product);
  return product;
}

export function registerProductRoutes(app: Hono, ctx: SandboxContext): void {
  serve(app, 'searchProducts', async (req) => {
    const acc = ctx.account(req.c);
    return searchProducts(acc, await req.body());
  });

  serve(app, 'createProduct', async (req) => {
    const acc = ctx.account(req.c);
    const data = await req.body();
    return ctx.write(acc, () => createProduct(ctx, acc, data));
  });

  serve(app, 'getProduct', (req) => {
    const acc = ctx.account(req.c);
    const product = acc.products.get(req.param('id'));
    if (!product) throw notFound('No product with this id');
    return product;
  });

  serve(app, 'updateProduct', async (req) => {
    const acc = ctx.account(req.c);
    const id = req.param('id');
    const data = await req.body();
    return ctx.write(acc, () => {
      const current = acc.products.get(id);
      if (!current) throw notFound('No product with this id');
      assertSkuFree(acc, data.sku, id);
      const next: ProductRecord = structuredClone(current);
      applyProductFields(next, data);
      if (next.sku === '') next.sku = null;
      next.updated_at = ctx.nowIso();
      putProduct(acc, next);
      return next;
    });
  });
}
