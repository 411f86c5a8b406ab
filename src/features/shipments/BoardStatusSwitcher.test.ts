import { describe, expect, it } from 'vitest';
import { shownColumn } from './BoardStatusSwitcher';
import type { BoardStatus } from './statusCatalog';

const status = (id: string, index: number): BoardStatus => ({
  id,
  name: id,
  color: '#9e9e9e',
  index,
  active: true,
  configured: true,
});

describe('shownColumn', () => {
  const columns = [status('st-pending', 0), status('st-ready', 1)];

  it('is the column the URL asks for', () => {
    expect(shownColumn(columns, 'st-ready')?.id).toBe('st-ready');
  });

  it('falls back to the first column when none is asked for or the asked one is unknown', () => {
    expect(shownColumn(columns, null)?.id).toBe('st-pending');
    expect(shownColumn(columns, 'st-gone')?.id).toBe('st-pending');
    expect(shownColumn([], 'st-ready')).toBeUndefined();
  });
});
