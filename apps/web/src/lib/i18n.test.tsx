import { useDirection } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { uiLocales } from '@meridian/i18n/ui-all';
import { changeLanguage, directionOf, ensureLanguageLoaded, i18n } from './i18n';
import { settingsStore } from './settings-store';
import { AppProvider } from '@/app/provider';

function Direction() {
  return <output data-testid="direction">{useDirection().dir}</output>;
}

afterEach(() => act(() => changeLanguage('en')));

describe('i18n (SPEC §3 languages, RTL)', () => {
  it('starts in the stored language with English texts', () => {
    expect(i18n.language).toBe('en');
    expect(i18n.t('shell.nav.trading')).toBe('Smart Trading');
    expect(i18n.t('home.health.ok', { status: 'ok' })).toBe('Platform status: ok');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('Arabic sets <html dir="rtl" lang="ar">, Mantine direction rtl, and is stored', () => {
    render(
      <AppProvider layout="desktop">
        <Direction />
      </AppProvider>,
    );
    expect(screen.getByTestId('direction').textContent).toBe('ltr');

    act(() => changeLanguage('ar'));
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(screen.getByTestId('direction').textContent).toBe('rtl');
    expect(i18n.language).toBe('ar');
    expect(localStorage.getItem('meridian.language')).toBe('ar');
    expect(settingsStore.getSnapshot().language).toBe('ar');

    act(() => changeLanguage('de'));
    expect(document.documentElement.dir).toBe('ltr');
    expect(screen.getByTestId('direction').textContent).toBe('ltr');
  });

  it('loads a language when chosen; a key it lacks falls back to English', async () => {
    await act(async () => {
      changeLanguage('ja');
      await ensureLanguageLoaded('ja');
    });
    expect(i18n.language).toBe('ja');
    expect(i18n.t('onboarding.continue')).toBe(uiLocales.ja.onboarding?.continue);
    expect(i18n.t('onboarding.continue')).not.toBe('Continue');
    i18n.addResource('en', 'translation', 'onlyInEnglish', 'Only in English');
    expect(i18n.t('onlyInEnglish' as never)).toBe('Only in English');
  });

  it('counts in Arabic with every plural form: 5 entries is Arabic, not the English fallback', async () => {
    await act(async () => {
      changeLanguage('ar');
      await ensureLanguageLoaded('ar');
    });
    const other = uiLocales.ar.common?.pager.total_other;
    expect(other).toBeTruthy();
    // Arabic's forms for 0, 2, 5 (few) and 11 (many) are not in the catalogue: they take `_other`.
    for (const count of [0, 2, 5, 11, 100])
      expect(i18n.t('common.pager.total', { count })).toBe(
        other!.replace('{{count}}', String(count)),
      );
    expect(i18n.t('common.pager.total', { count: 1 })).toBe(
      uiLocales.ar.common?.pager.total_one.replace('{{count}}', '1'),
    );
    // The shell's bell label too (it existed before the pager moved to `common`).
    expect(i18n.t('shell.unreadNotifications', { count: 5 })).toBe(
      uiLocales.ar.shell?.unreadNotifications_other.replace('{{count}}', '5'),
    );
  });

  it('uses BCP 47 tags for our Chinese codes', () => {
    act(() => changeLanguage('hk'));
    expect(document.documentElement.lang).toBe('zh-Hant-HK');
    act(() => changeLanguage('zh'));
    expect(document.documentElement.lang).toBe('zh-Hans-CN');
    expect(directionOf('zh')).toBe('ltr');
    expect(directionOf('ar')).toBe('rtl');
  });

  it('has the client-side messages later pages need (SPEC §5, §8)', () => {
    expect(i18n.t('errors.networkTimeout')).toMatch(/order list/);
    expect(i18n.t('validation.passwordsInconsistent')).toBe('The two passwords do not match');
    expect(i18n.t('validation.minimumDeposit', { coin: 'USDT', amount: '120' })).toBe(
      'The minimum deposit of USDT is 120',
    );
    expect(i18n.t('shell.unreadNotifications', { count: 1 })).toBe('Notifications, 1 unread');
  });
});
