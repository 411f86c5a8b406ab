// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearApiKey,
  readApiKey,
  rememberReturnPath,
  scopeOfKey,
  storeApiKey,
  takeReturnPath,
} from './keyStorage';

describe('API key storage', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('keeps the key in sessionStorage only', () => {
    storeApiKey('secret-key-123');
    expect(readApiKey()).toBe('secret-key-123');
    const stored = Array.from({ length: localStorage.length }, (_, i) =>
      localStorage.getItem(localStorage.key(i) ?? ''),
    );
    expect(JSON.stringify(stored)).not.toContain('secret-key-123');
    clearApiKey();
    expect(readApiKey()).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('drops a tampered entry instead of using it', () => {
    sessionStorage.setItem('coc.session', '{"apiKey": 42}');
    expect(readApiKey()).toBeNull();
    sessionStorage.setItem('coc.session', 'not json');
    expect(readApiKey()).toBeNull();
    expect(sessionStorage.getItem('coc.session')).toBeNull();
  });

  it('labels accounts one-way and stably, without the key in the label', () => {
    const a = scopeOfKey('demo-key');
    expect(scopeOfKey('demo-key')).toBe(a);
    expect(scopeOfKey('demo-key-2')).not.toBe(a);
    expect(a).not.toContain('demo');
    expect(a).toMatch(/^[0-9a-z]+$/);
  });

  it('keeps only in-app return paths', () => {
    rememberReturnPath('/orders/42?tab=lines');
    expect(takeReturnPath()).toBe('/orders/42?tab=lines');
    expect(takeReturnPath()).toBeNull();
    rememberReturnPath('//evil.example.com/x');
    expect(takeReturnPath()).toBeNull();
    rememberReturnPath('https://evil.example.com');
    expect(takeReturnPath()).toBeNull();
  });
});
