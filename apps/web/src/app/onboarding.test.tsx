import type { UserView } from '@meridian/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ensureLanguageLoaded } from '@/lib/i18n';
import { uiLocales } from '@meridian/i18n/ui-all';
import { settingsStore } from '@/lib/settings-store';
import { ok, renderApp, stubFetch } from '@/test/render';

beforeEach(() => {
  stubFetch({
    'GET /health': { body: { status: 'ok' } },
    'POST /swx/customer/user/getUserInfo': ok({ username: 'ada' }),
  });
});

describe('onboarding board (SPEC §2, §4)', () => {
  it('shows on the first mobile visit: title, description, language picker, Continue, Skip', async () => {
    renderApp('/', 'mobile');
    const board = await screen.findByRole('dialog', { name: 'Welcome to Meridian' });
    expect(within(board).getByText(/Practise with virtual money first/)).toBeInTheDocument();
    expect(within(board).getByRole('group', { name: 'Choose your language' })).toBeInTheDocument();
    expect(within(board).getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(within(board).getByRole('button', { name: 'Skip' })).toBeInTheDocument();
    // The page below still has its one h1 (the board's title is an h2).
    expect(within(board).queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('never shows on desktop', async () => {
    renderApp('/', 'desktop');
    await screen.findByRole('heading', { level: 1, name: 'Meridian' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Continue goes to register when logged out, and the board does not come back this session', async () => {
    const { router, unmount } = renderApp('/market', 'mobile');
    const board = await screen.findByRole('dialog', { name: 'Welcome to Meridian' });
    await userEvent.click(within(board).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pass/register'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sessionStorage.getItem('meridian.onboardingShown')).toBe('1');
    expect(localStorage.getItem('meridian.onboardingShown')).toBeNull();

    unmount();
    renderApp('/', 'mobile'); // a reload in the same browser session
    await screen.findByRole('heading', { level: 1, name: 'Meridian' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Continue goes home when logged in', async () => {
    settingsStore.setSession({ token: 'mrd_t', user: { username: 'ada' } as UserView });
    const { router } = renderApp('/loan', 'mobile');
    const board = await screen.findByRole('dialog', { name: 'Welcome to Meridian' });
    await userEvent.click(within(board).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('Skip goes home; picking a language on the board applies it', async () => {
    const { router } = renderApp('/nfts', 'mobile');
    const board = await screen.findByRole('dialog', { name: 'Welcome to Meridian' });
    await userEvent.click(within(board).getByRole('button', { name: '日本語' }));
    expect(settingsStore.getSnapshot().language).toBe('ja');
    expect(within(board).getByRole('button', { name: '日本語' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The board now speaks Japanese.
    await act(() => ensureLanguageLoaded('ja'));
    const skip = uiLocales.ja.onboarding?.skip ?? '';
    await userEvent.click(await within(board).findByRole('button', { name: skip }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStorage.getItem('meridian.onboardingShown')).toBe('1');
  });

  it('is a session flag: a new browser session shows it again', async () => {
    sessionStorage.setItem('meridian.onboardingShown', '1');
    settingsStore.reload();
    const first = renderApp('/', 'mobile');
    await screen.findByRole('heading', { level: 1, name: 'Meridian' });
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();

    sessionStorage.clear();
    settingsStore.reload();
    renderApp('/', 'mobile');
    expect(await screen.findByRole('dialog', { name: 'Welcome to Meridian' })).toBeInTheDocument();
  });
});
