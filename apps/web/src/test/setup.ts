import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { uiEn } from '@meridian/i18n';
import { i18n } from '@/lib/i18n';
import { settingsStore } from '@/lib/settings-store';
import './matchers';

const hasDom = typeof window !== 'undefined';

// Pages are lazy chunks. On a busy two-core CI machine the first import of one can take longer
// than testing-library's default 1 s, which made `findBy…` fail at random; wait up to 10 s.
configure({ asyncUtilTimeout: 10_000 });

// Pages are rendered directly in tests, without the router's chunk loading that brings the
// deferred string groups (back office, money pages): give tests every English string.
i18n.addResourceBundle('en', 'translation', uiEn, true, true);

// jsdom lacks these browser APIs that Mantine and the shell use.
if (hasDom && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
if (hasDom && !('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}
if (hasDom) {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
}

afterEach(() => {
  vi.unstubAllGlobals();
  if (!hasDom) return;
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  settingsStore.reload();
});
