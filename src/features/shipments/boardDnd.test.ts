import { describe, expect, it } from 'vitest';
import { nextSpan, spanAt } from './boardDnd';

const spans = [
  { id: 'b', left: 300, right: 580 },
  { id: 'a', left: 0, right: 280 },
  { id: 'c', left: 600, right: 880 },
];

describe('spanAt', () => {
  it('finds the column under x, or none in a gap or outside', () => {
    expect(spanAt(spans, 10)).toBe('a');
    expect(spanAt(spans, 450)).toBe('b');
    expect(spanAt(spans, 290)).toBeNull();
    expect(spanAt(spans, 2000)).toBeNull();
  });
});

describe('nextSpan', () => {
  it('steps to the neighbouring column, by position', () => {
    expect(nextSpan(spans, 100, 1)?.id).toBe('b');
    expect(nextSpan(spans, 450, 1)?.id).toBe('c');
    expect(nextSpan(spans, 450, -1)?.id).toBe('a');
  });
  it('stops at the ends', () => {
    expect(nextSpan(spans, 700, 1)).toBeNull();
    expect(nextSpan(spans, 100, -1)).toBeNull();
  });
  it('from a gap, takes the nearest column in that direction', () => {
    expect(nextSpan(spans, 290, 1)?.id).toBe('b');
    expect(nextSpan(spans, 290, -1)?.id).toBe('a');
  });
});
