import type { UserView } from '@meridian/contract';
import { DEFAULT_LANGUAGE, isLanguage, resolveLanguage, type Language } from '@meridian/i18n';
import { useSyncExternalStore } from 'react';

/**
 * The settings the browser keeps (SPEC §3 "Local settings"): token, user info, login flag,
 * language and virtual-account status in localStorage; the onboarding-shown flag in
 * sessionStorage (once per browser session). One snapshot object, replaced on every change, so
 * React reads it with useSyncExternalStore.
 */

export const STORAGE_KEYS = {
  token: 'meridian.token',
  user: 'meridian.userInfo',
  loggedIn: 'meridian.isLogin',
  language: 'meridian.language',
  /** `1` = demo (virtual) account, `0` = real account (SPEC §3, §9: default 1). */
  virtualStatus: 'meridian.virtualStatus',
  /** In sessionStorage: `1` once the mobile onboarding board was continued or skipped. */
  onboardingShown: 'meridian.onboardingShown',
} as const;

export type AccountMode = 'demo' | 'real';
export type VirtualStatus = 0 | 1;

export interface Settings {
  readonly token: string | null;
  readonly user: UserView | null;
  /** The login flag: true only while a token is stored too. */
  readonly loggedIn: boolean;
  readonly language: Language;
  readonly virtualStatus: VirtualStatus;
  /** `demo` when virtualStatus is 1. */
  readonly mode: AccountMode;
  readonly onboardingShown: boolean;
}

export interface SettingsStore {
  getSnapshot(): Settings;
  subscribe(listener: () => void): () => void;
  /** After a login (or register) reply with code 200. */
  setSession(session: { token: string; user: UserView }): void;
  setUser(user: UserView): void;
  /** Sign-out or a 401: token, user info and login flag go. Language and mode stay. */
  clearSession(): void;
  setLanguage(language: Language): void;
  setMode(mode: AccountMode): void;
  markOnboardingShown(): void;
  /** Re-reads storage (another tab changed it). */
  reload(): void;
}

/** Storage that never throws (private modes and disabled storage fall back to memory). */
function safeStorage(storage: Storage | undefined) {
  const memory = new Map<string, string>();
  return {
    get(key: string): string | null {
      try {
        if (storage) return storage.getItem(key);
      } catch {
        // fall through to memory
      }
      return memory.get(key) ?? null;
    },
    set(key: string, value: string | null) {
      if (value === null) memory.delete(key);
      else memory.set(key, value);
      try {
        if (value === null) storage?.removeItem(key);
        else storage?.setItem(key, value);
      } catch {
        // memory keeps it for this page
      }
    },
  };
}

function parseUser(raw: string | null): UserView | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value !== null && typeof value === 'object' && 'username' in value
      ? (value as UserView)
      : null;
  } catch {
    return null;
  }
}

function browserStorage(name: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[name];
  } catch {
    return undefined;
  }
}

function browserLanguages(): string {
  if (typeof navigator === 'undefined') return '';
  return (navigator.languages?.length ? navigator.languages : [navigator.language]).join(',');
}

export interface SettingsStoreOptions {
  local?: Storage;
  session?: Storage;
  /** An Accept-Language style list, e.g. `navigator.languages.join(',')`. */
  browserLanguages?: string;
}

export function createSettingsStore(options: SettingsStoreOptions = {}): SettingsStore {
  const local = safeStorage(options.local ?? browserStorage('localStorage'));
  const session = safeStorage(options.session ?? browserStorage('sessionStorage'));
  const languages = options.browserLanguages ?? browserLanguages();
  const listeners = new Set<() => void>();

  function read(): Settings {
    const token = local.get(STORAGE_KEYS.token);
    const storedLanguage = local.get(STORAGE_KEYS.language);
    const language = isLanguage(storedLanguage)
      ? storedLanguage
      : languages
        ? resolveLanguage(undefined, languages)
        : DEFAULT_LANGUAGE;
    const virtualStatus: VirtualStatus = local.get(STORAGE_KEYS.virtualStatus) === '0' ? 0 : 1;
    return {
      token,
      user: parseUser(local.get(STORAGE_KEYS.user)),
      loggedIn: Boolean(token) && local.get(STORAGE_KEYS.loggedIn) === '1',
      language,
      virtualStatus,
      mode: virtualStatus === 1 ? 'demo' : 'real',
      onboardingShown: session.get(STORAGE_KEYS.onboardingShown) === '1',
    };
  }

  let snapshot = read();

  function changed() {
    snapshot = read();
    for (const listener of [...listeners]) listener();
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setSession({ token, user }) {
      local.set(STORAGE_KEYS.token, token);
      local.set(STORAGE_KEYS.user, JSON.stringify(user));
      local.set(STORAGE_KEYS.loggedIn, '1');
      changed();
    },
    setUser(user) {
      local.set(STORAGE_KEYS.user, JSON.stringify(user));
      changed();
    },
    clearSession() {
      local.set(STORAGE_KEYS.token, null);
      local.set(STORAGE_KEYS.user, null);
      local.set(STORAGE_KEYS.loggedIn, null);
      changed();
    },
    setLanguage(language) {
      if (language === snapshot.language && local.get(STORAGE_KEYS.language) === language) return;
      local.set(STORAGE_KEYS.language, language);
      changed();
    },
    setMode(mode) {
      local.set(STORAGE_KEYS.virtualStatus, mode === 'demo' ? '1' : '0');
      changed();
    },
    markOnboardingShown() {
      session.set(STORAGE_KEYS.onboardingShown, '1');
      changed();
    },
    reload: changed,
  };
}

/** The app's one store. */
export const settingsStore = createSettingsStore();

if (typeof window !== 'undefined') {
  // Another tab logged in or out, or changed the language or mode.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith('meridian.')) settingsStore.reload();
  });
}

/** The whole settings snapshot (re-renders on any change). */
export function useSettings(): Settings {
  return useSyncExternalStore(settingsStore.subscribe, settingsStore.getSnapshot);
}

/** One value of the settings; `select` must return a primitive or a stored reference. */
export function useSetting<T>(select: (settings: Settings) => T): T {
  return useSyncExternalStore(settingsStore.subscribe, () => select(settingsStore.getSnapshot()));
}

export const useLanguage = () => useSetting((s) => s.language);
export const useAccountMode = () => useSetting((s) => s.mode);
export const useLoggedIn = () => useSetting((s) => s.loggedIn);
export const useUser = () => useSetting((s) => s.user);
