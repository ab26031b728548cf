import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REDIRECT_AFTER_LOGIN_KEY } from '@kalasetu/shared/limits';
import {
  destinationAfterLogin,
  localPath,
  storeRedirectAfterLogin,
  storeRedirectFromAddress,
  takeRedirectAfterLogin,
} from './redirect';

describe('localPath: only a page of this site', () => {
  it('keeps a path, its query and its fragment', () => {
    expect(localPath('/jobs/7')).toBe('/jobs/7');
    expect(localPath('/jobs?q=reels&sort=budget#top')).toBe('/jobs?q=reels&sort=budget#top');
    expect(localPath('/jobs/./7')).toBe('/jobs/7');
  });

  it('refuses what a browser would open on another site', () => {
    for (const path of [
      '//evil.example/jobs',
      '/\\evil.example',
      '/\\/evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'jobs/7',
      '',
    ]) {
      expect(localPath(path), path).toBeNull();
    }
  });
});

describe('the page to return to after signing in', () => {
  let store: Map<string, string>;
  beforeEach(() => {
    store = new Map();
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('comes from a sign-in address that names it (a link that worked before the app ran)', () => {
    storeRedirectFromAddress('?next=%2Fjobs%2F7');
    expect(destinationAfterLogin('creator')).toBe('/jobs/7');
    // Taken once: the next sign-in goes to the role's home.
    expect(destinationAfterLogin('creator')).toBe('/dashboard');
  });

  it('is not taken from an address that names another site', () => {
    storeRedirectFromAddress('?next=%2F%5Cevil.example');
    storeRedirectFromAddress('?next=//evil.example');
    expect(store.size).toBe(0);
    expect(destinationAfterLogin('enterprise')).toBe('/enterprise-dashboard');
  });

  it('is checked again when read: a value written to storage by other code is not followed off the site', () => {
    store.set(REDIRECT_AFTER_LOGIN_KEY, '/\\evil.example');
    expect(takeRedirectAfterLogin()).toBeNull();
    storeRedirectAfterLogin('/creators/3');
    expect(takeRedirectAfterLogin()).toBe('/creators/3');
  });
});
