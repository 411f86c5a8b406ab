// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { ProductRef } from './lineModel';
import { createPickerController } from './pickerController';

const product = (sku: string): ProductRef => ({
  id: `id-${sku}`,
  name: `Product ${sku}`,
  sku,
  available: 1,
  reserved: 0,
});

describe('the stock grid product list', () => {
  it('offers its highlighted item only while the items are those of the text as typed', () => {
    const picker = createPickerController();
    const input = document.createElement('input');
    picker.open('line-1', input, 'agua');
    picker.setItems([product('BEV-00002'), product('BEV-00118')], 'agua');
    expect(picker.activeItem()?.sku).toBe('BEV-00002');
    expect(input).toHaveAttribute('aria-activedescendant', 'stock-product-option-0');

    // more is typed (or a scanner sends a SKU): the list still shows "agua", but Enter must not take it
    picker.open('line-1', input, 'GRO-00178');
    expect(picker.isOpenFor('line-1')).toBe(true);
    expect(picker.activeItem()).toBeNull();

    // the search for the new text answers: its first item is offered
    picker.setItems([product('GRO-00178')], 'GRO-00178');
    expect(picker.activeItem()?.sku).toBe('GRO-00178');
    // spaces around the text do not make the items stale
    picker.open('line-1', input, 'GRO-00178 ');
    expect(picker.activeItem()?.sku).toBe('GRO-00178');
  });

  it('starts empty on another line', () => {
    const picker = createPickerController();
    picker.open('line-1', document.createElement('input'), 'agua');
    picker.setItems([product('BEV-00002')], 'agua');
    picker.open('line-2', document.createElement('input'), 'agua');
    expect(picker.isOpenFor('line-2')).toBe(false);
    expect(picker.activeItem()).toBeNull();
  });
});
