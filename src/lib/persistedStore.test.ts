// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { createPersistedStore, forgetPersistedCaches } from './persistedStore';

const schema = z.object({ ids: z.array(z.string()) });

describe('createPersistedStore', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    forgetPersistedCaches();
  });

  it('keeps a value per account scope in a versioned envelope', () => {
    const store = createPersistedStore({ name: 't.one', schema, version: 2, area: 'local' });
    store.write('a', { ids: ['1'] });
    expect(JSON.parse(localStorage.getItem('coc.t.one.a') ?? 'null')).toEqual({
      v: 2,
      data: { ids: ['1'] },
    });
    expect(store.read('b')).toBeNull();
    forgetPersistedCaches();
    expect(store.read('a')).toEqual({ ids: ['1'] });
  });

  it('reads an entry written before envelopes as version 0, through migrate when given', () => {
    localStorage.setItem('coc.t.two.a', JSON.stringify({ ids: ['old'] }));
    localStorage.setItem('coc.t.three.a', JSON.stringify(['x', 'y']));
    const plain = createPersistedStore({ name: 't.two', schema, version: 1, area: 'local' });
    const migrated = createPersistedStore({
      name: 't.three',
      schema,
      version: 1,
      area: 'local',
      migrate: (old) => ({ ids: old }),
    });
    expect(plain.read('a')).toEqual({ ids: ['old'] });
    expect(migrated.read('a')).toEqual({ ids: ['x', 'y'] });
  });

  it('drops a tampered entry instead of crashing, and leaves a newer version alone', () => {
    localStorage.setItem('coc.t.four.a', '{"v":1,"data":{"ids":[3]}}');
    localStorage.setItem('coc.t.four.b', 'not json');
    localStorage.setItem('coc.t.four.c', '{"v":9,"data":{"ids":["future"]}}');
    const store = createPersistedStore({ name: 't.four', schema, version: 1, area: 'local' });
    expect(store.read('a')).toBeNull();
    expect(store.read('b')).toBeNull();
    expect(localStorage.getItem('coc.t.four.a')).toBeNull();
    expect(store.read('c')).toBeNull();
  });

  it('tells subscribers of writes and of changes made in another tab', () => {
    const store = createPersistedStore({ name: 't.five', schema, version: 1, area: 'session' });
    let calls = 0;
    const stop = store.subscribe(() => (calls += 1));
    store.write('a', { ids: [] });
    expect(calls).toBe(1);
    sessionStorage.setItem('coc.t.five.a', JSON.stringify({ v: 1, data: { ids: ['other tab'] } }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'coc.t.five.a' }));
    expect(calls).toBe(2);
    expect(store.read('a')).toEqual({ ids: ['other tab'] });
    stop();
    store.remove('a');
    expect(calls).toBe(2);
    expect(store.read('a')).toBeNull();
  });
});
