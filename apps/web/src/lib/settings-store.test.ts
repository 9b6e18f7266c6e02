import type { UserView } from '@meridian/contract';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  createSettingsStore,
  settingsStore,
  STORAGE_KEYS,
  useAccountMode,
  useSettings,
} from './settings-store';
import { TEST_USER } from '@/test/users';

const user: UserView = TEST_USER;

describe('settings store (SPEC §3 local settings)', () => {
  it('defaults: logged out, demo mode (status 1), language from the browser, else en', () => {
    const fresh = createSettingsStore({ browserLanguages: 'de-DE,de;q=0.9,en;q=0.5' });
    expect(fresh.getSnapshot()).toMatchObject({
      token: null,
      user: null,
      loggedIn: false,
      language: 'de',
      virtualStatus: 1,
      mode: 'demo',
      onboardingShown: false,
    });
    expect(createSettingsStore({ browserLanguages: 'zh-TW' }).getSnapshot().language).toBe('hk');
    expect(createSettingsStore({ browserLanguages: 'pt-BR' }).getSnapshot().language).toBe('en');
    expect(createSettingsStore({ browserLanguages: '' }).getSnapshot().language).toBe('en');
  });

  it('the stored language wins over the browser', () => {
    localStorage.setItem(STORAGE_KEYS.language, 'ja');
    expect(createSettingsStore({ browserLanguages: 'de' }).getSnapshot().language).toBe('ja');
    localStorage.setItem(STORAGE_KEYS.language, 'xx');
    expect(createSettingsStore({ browserLanguages: 'de' }).getSnapshot().language).toBe('de');
  });

  it('keeps token, user info and the login flag in localStorage under clear keys', () => {
    const store = createSettingsStore();
    store.setSession({ token: 'mrd_abc', user });
    expect(localStorage.getItem('meridian.token')).toBe('mrd_abc');
    expect(JSON.parse(localStorage.getItem('meridian.userInfo')!)).toEqual(user);
    expect(localStorage.getItem('meridian.isLogin')).toBe('1');
    expect(store.getSnapshot()).toMatchObject({ token: 'mrd_abc', loggedIn: true, user });

    // Survives a reload of the page (a new store reads the same storage).
    expect(createSettingsStore().getSnapshot()).toMatchObject({ loggedIn: true, user });

    store.clearSession();
    expect(localStorage.getItem('meridian.token')).toBeNull();
    expect(localStorage.getItem('meridian.userInfo')).toBeNull();
    expect(localStorage.getItem('meridian.isLogin')).toBeNull();
    expect(store.getSnapshot()).toMatchObject({ token: null, user: null, loggedIn: false });
  });

  it('is not logged in with a flag but no token, and survives corrupt user JSON', () => {
    localStorage.setItem(STORAGE_KEYS.loggedIn, '1');
    localStorage.setItem(STORAGE_KEYS.user, '{not json');
    expect(createSettingsStore().getSnapshot()).toMatchObject({ loggedIn: false, user: null });
  });

  it('remembers the mode as virtualStatus (1 = demo, 0 = real) and keeps it on logout', () => {
    const store = createSettingsStore();
    store.setMode('real');
    expect(localStorage.getItem('meridian.virtualStatus')).toBe('0');
    expect(store.getSnapshot()).toMatchObject({ mode: 'real', virtualStatus: 0 });
    store.clearSession();
    expect(createSettingsStore().getSnapshot().mode).toBe('real');
    store.setMode('demo');
    expect(localStorage.getItem('meridian.virtualStatus')).toBe('1');
  });

  it('keeps the onboarding flag in sessionStorage only', () => {
    const store = createSettingsStore();
    store.markOnboardingShown();
    expect(sessionStorage.getItem('meridian.onboardingShown')).toBe('1');
    expect(localStorage.getItem('meridian.onboardingShown')).toBeNull();
    expect(store.getSnapshot().onboardingShown).toBe(true);
  });

  it('notifies subscribers with a new snapshot, and keeps the same one between changes', () => {
    const store = createSettingsStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    store.setLanguage('fr');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).not.toBe(before);
    expect(store.getSnapshot().language).toBe('fr');
    unsubscribe();
    store.setLanguage('it');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('works when storage throws (private mode), in memory for the page', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    const store = createSettingsStore({ local: broken, session: broken, browserLanguages: 'en' });
    store.setSession({ token: 't', user });
    store.setMode('real');
    expect(store.getSnapshot()).toMatchObject({ loggedIn: true, mode: 'real' });
  });

  it('useSettings and useAccountMode re-render on change', () => {
    const settings = renderHook(() => useSettings());
    const mode = renderHook(() => useAccountMode());
    expect(mode.result.current).toBe('demo');
    act(() => settingsStore.setMode('real'));
    expect(mode.result.current).toBe('real');
    expect(settings.result.current.virtualStatus).toBe(0);
  });

  it('follows another tab through the storage event', () => {
    const mode = renderHook(() => useAccountMode());
    localStorage.setItem(STORAGE_KEYS.virtualStatus, '0');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.virtualStatus }));
    });
    expect(mode.result.current).toBe('real');
  });
});
