import { describe, expect, it } from 'vitest';
import shippedConfig from '../public/config.json' with { type: 'json' };
import { integerOrderOf, oracle } from '../src/test/totalsOracle.ts';
import { seedStore } from './seed.ts';
import { snapshot } from './store.ts';

const NOW = new Date('2026-11-21T14:03:00.000Z');

describe('seed', () => {
  it('is deterministic: the same inputs give the same data, ids included', () => {
    const a = JSON.stringify(snapshot(seedStore({ products: 300, now: NOW }), 'x'));
    const b = JSON.stringify(snapshot(seedStore({ products: 300, now: NOW }), 'x'));
    expect(a).toBe(b);
    const later = JSON.stringify(
      snapshot(seedStore({ products: 300, now: new Date('2026-11-21T20:00:00.000Z') }), 'x'),
    );
    expect(later).toBe(a);
  });

  it('gives acc-demo realistic products over every configured category, acc-other nothing', () => {
    const store = seedStore({ products: 2000, now: NOW });
    const demo = store.account('acc-demo');
    const products = [...demo.products.values()];
    expect(products).toHaveLength(2000);
    expect(new Set(products.map((p) => p.category_id))).toEqual(
      new Set(shippedConfig.categories.map((c) => c.id)),
    );
    expect(new Set(products.map((p) => p.sku)).size).toBe(2000);
    for (const p of products) {
      expect(p.sku).toMatch(/^(BEV|GRO|CLN|PER|HDW|STA)-\d{5}$/);
      expect(p.code).toMatch(/^770\d{10}$/);
      expect(p.name).toMatch(/\S+ \S+/);
      expect(p.price).toBeGreaterThanOrEqual(1500);
      expect(p.price).toBeLessThanOrEqual(450_000);
      expect((p.price ?? 1) % 50).toBe(0);
    }
    expect(products.some((p) => p.name.startsWith('Café molido'))).toBe(true);
    const statuses = products.map((p) => p.status);
    const active = statuses.filter((s) => s === 'active').length;
    expect(active / products.length).toBeGreaterThan(0.75);
    expect(statuses).toContain('inactive');
    expect(statuses).toContain('draft');
    const withVariants = products.filter((p) => p.includes_variants);
    expect(withVariants.length).toBeGreaterThan(20);
    expect(withVariants.every((p) => p.variant_options_line !== null)).toBe(true);
    expect(store.account('acc-other').products.size).toBe(0);
    expect(store.account('acc-other').orders.size).toBe(0);
  });

  it('has stock for every product in every configured warehouse, some empty, some reserved, never reserved > stock', () => {
    const demo = seedStore({ products: 1000, now: NOW }).account('acc-demo');
    const warehouses = shippedConfig.warehouses.map((w) => w.id).sort();
    let zero = 0;
    let reserved = 0;
    for (const id of demo.products.keys()) {
      const levels = demo.stock.get(id);
      expect([...(levels?.keys() ?? [])].sort()).toEqual(warehouses);
      for (const level of levels?.values() ?? []) {
        expect(level.reserved).toBeGreaterThanOrEqual(0);
        expect(level.reserved).toBeLessThanOrEqual(level.stock);
        if (level.stock === 0) zero += 1;
        if (level.reserved > 0) reserved += 1;
      }
    }
    expect(zero).toBeGreaterThan(50);
    expect(reserved).toBeGreaterThan(50);
  });

  it('has 20+ contacts with unique identifications and 60+ orders over every active shipment status', () => {
    const demo = seedStore({ products: 2000, now: NOW }).account('acc-demo');
    const contacts = [...demo.contacts.values()];
    expect(contacts.length).toBeGreaterThanOrEqual(20);
    expect(
      new Set(contacts.map((c) => `${c.identification_type}|${c.identification_number}`)).size,
    ).toBe(contacts.length);
    expect(
      contacts.every((c) => c.email === null || /^[^@\s]+@[^@\s]+\.[a-z]+$/.test(c.email)),
    ).toBe(true);
    const orders = [...demo.orders.values()];
    expect(orders.length).toBeGreaterThanOrEqual(60);
    expect(orders.map((o) => o.number).sort((a, b) => a - b)).toEqual(orders.map((_, i) => i + 1));
    const active = shippedConfig.shipmentStatuses.filter((s) => s.active).map((s) => s.id);
    const used = new Set(orders.map((o) => o.shipment?.status_id).filter((s) => s !== undefined));
    for (const id of active) expect(used).toContain(id);
    expect(used).not.toContain('st-lost');
    for (const o of orders) {
      expect(demo.contacts.has(o.customer_id ?? '')).toBe(true);
      if (!o.shipment) continue;
      const logs = o.shipment.status_logs;
      expect(logs[0]?.status_id).toBe('st-pending');
      expect(logs[logs.length - 1]?.status_id).toBe(o.shipment.status_id);
      expect(o.shipment.status?.id).toBe(o.shipment.status_id);
      expect(demo.shipmentOrder.get(o.shipment.id)).toBe(o.id);
    }
    const billed = orders.filter((o) => o.is_billed);
    expect(billed.length).toBeGreaterThan(5);
    expect(
      billed.every(
        (o) => o.status === 'invoiced' && /^(FE|POS)-\d{4}$/.test(o.invoice_number ?? ''),
      ),
    ).toBe(true);
    expect(orders.some((o) => !o.is_billed && o.status === 'open')).toBe(true);
    // every seeded order states the totals of the contract (an independent integer evaluation)
    for (const o of orders) {
      const expected = oracle(
        integerOrderOf({
          items: o.items.map((i) => ({
            quantity: i.quantity,
            unit_price: i.unit_price,
            manual_percentage_discount: i.manual_percentage_discount,
            taxes: i.taxes.map((t) => ({ ...t })),
            discounts: i.discounts.map((d) => ({
              discount_type:
                d.discount_type === 'value' ? ('value' as const) : ('percentage' as const),
              discount_percentage: d.discount_percentage,
              value: d.value,
            })),
          })),
          percentage_discount: o.percentage_discount,
          discount_before_tax: o.discount_before_tax,
          percentage_tip: o.percentage_tip,
          tip_before_tax: o.tip_before_tax,
          // (an order's total_delivery is the stated figure, shipping included: the seed charges shipping only)
          shipment: o.shipment ? { shipping_cost: o.shipment.shipping_cost } : null,
        }),
      );
      expect({
        number: o.number,
        subtotal: o.subtotal,
        total_tax: o.total_tax,
        total_delivery: o.total_delivery,
        total: o.total,
      }).toEqual({
        number: o.number,
        subtotal: expected.subtotal,
        total_tax: expected.total_tax,
        total_delivery: expected.total_delivery,
        total: expected.total,
      });
    }
  });

  it('uses the ids of the shipped config.json', () => {
    const demo = seedStore({ products: 200, now: NOW }).account('acc-demo');
    const warehouseIds = new Set(shippedConfig.warehouses.map((w) => w.id));
    const numerations = shippedConfig.invoiceNumerations.map((n) => n.id);
    for (const o of demo.orders.values()) {
      expect(warehouseIds.has(o.warehouse_id ?? '')).toBe(true);
      if (o.is_billed) expect(numerations).toContain(o.order_invoice_numeration_id);
      for (const item of o.items)
        for (const t of item.taxes)
          expect(shippedConfig.taxes.map((x) => x.id)).toContain(t.tax_id);
    }
  });

  it('seeds 20,000 products', () => {
    const demo = seedStore({ products: 20_000, now: NOW }).account('acc-demo');
    expect(demo.products.size).toBe(20_000);
    expect(demo.skuIndex.size).toBe(20_000);
  });
});
