import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  calls,
  commissionDays,
  EXPORT,
  INVITE,
  inviteInfo,
  LEVELS,
  levelList,
  logIn,
  MINE_VIP2,
  ok,
  refused,
  renderInvite,
  stubReferralsFetch,
  text,
} from './fixtures';
import { stripIsolation } from '@/lib/format';
import { settingsStore } from '@/lib/settings-store';
import { userEvents } from '@/lib/user-events';
import { visibleText } from '@/test/text';

// jsdom has no object URLs; the export test lends them and takes them back.
const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
beforeEach(() => settingsStore.markOnboardingShown());
afterEach(() => {
  settingsStore.clearSession();
  vi.restoreAllMocks();
  URL.createObjectURL = objectUrls.create;
  URL.revokeObjectURL = objectUrls.revoke;
});

/** The server sends a path; the page shows (and encodes) the full link on this origin. */
const LINK = `${window.location.origin}/pass/register?invite=K7Q2MZP4`;

/** Signed in at VIP 2, with the usual invitation. */
function serveSignedIn(invite = inviteInfo(), mine: Parameters<typeof levelList>[0] = MINE_VIP2) {
  logIn();
  return stubReferralsFetch({
    [LEVELS]: () => ok(levelList(mine)),
    [INVITE]: () => ok(invite),
  });
}

describe('/profile/invite, signed in', () => {
  it('shows the code, the absolute invite link, its QR code and what invitees earn the user', async () => {
    const fetch = serveSignedIn();
    await renderInvite();
    expect(await screen.findByTestId('invite-code')).toHaveTextContent('K7Q2MZP4');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Invite friends');
    // The server's path becomes a link a friend can open.
    expect(text('invite-link')).toBe(LINK);
    const qr = screen.getByRole('img', { name: 'QR code of your invite link' });
    expect(qr).toHaveAttribute('data-value', LINK);
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    // 2,000 bp of the fee = 20 %.
    expect(text('invite-earn')).toBe(
      'When friends you invite trade on the real book, you earn 20% of the trading fees they pay, credited at once to your real balance. Demo trading earns nothing.',
    );
    expect(text('invite-total-friends')).toBe('3');
    // Never rounded away: a commission can be a fraction of a cent.
    expect(text('invite-total-commission')).toBe('12.3456 USDT');
    // Both calls carry the session (listLevel is public but answers `mine` for the caller).
    expect(calls(fetch, LEVELS)[0]!.headers.get('authorization')).toBe('mrd_token');
    expect(calls(fetch, INVITE)[0]!.headers.get('authorization')).toBe('mrd_token');
  });

  it('a friend’s trade paying a commission (the real balances change) reloads the totals', async () => {
    let invite = inviteInfo();
    const fetch = stubReferralsFetch({
      [LEVELS]: () => ok(levelList(MINE_VIP2)),
      [INVITE]: () => ok(invite),
    });
    logIn();
    await renderInvite();
    expect(await screen.findByTestId('invite-total-commission')).toHaveTextContent('12.3456 USDT');
    invite = inviteInfo({ commissionTotal: '13.3456' });
    // Demo balances earn no commission: nothing is asked again.
    act(() => userEvents.publish({ type: 'balances', book: 'demo' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls(fetch, INVITE)).toHaveLength(1);
    act(() => userEvents.publish({ type: 'balances', book: 'real' }));
    await waitFor(() => expect(text('invite-total-commission')).toBe('13.3456 USDT'));
    expect(calls(fetch, INVITE)).toHaveLength(2);
  });

  it('a share that is not a whole percent keeps its places', async () => {
    serveSignedIn(inviteInfo({ referralShareBp: 1250 }));
    await renderInvite();
    expect(await screen.findByTestId('invite-earn')).toHaveTextContent('you earn 12.5% of');
  });

  it('copies the code and the link', async () => {
    serveSignedIn();
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await renderInvite();
    await userEvent.click(await screen.findByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenLastCalledWith('K7Q2MZP4');
    expect(await screen.findByRole('button', { name: 'Code copied' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenLastCalledWith(LINK);
    expect(await screen.findByRole('button', { name: 'Link copied' })).toBeInTheDocument();
  });

  it('says so when the browser refuses to copy', async () => {
    serveSignedIn();
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
    });
    await renderInvite();
    await userEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByTestId('invite-copy-link-status')).toHaveTextContent('Copy failed');
  });

  it('lists the levels with their fees in percent and highlights the user’s own', async () => {
    serveSignedIn();
    await renderInvite();
    const table = await screen.findByTestId('invite-levels');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(6);
    const cells = (level: number) =>
      [...screen.getByTestId(`invite-level-${level}`).querySelectorAll('th, td')].map((cell) =>
        visibleText(cell),
      );
    expect(cells(0)).toEqual(['VIP 0', '0', '0%', '10%', '0.08%', '0.10%', '0.05%']);
    expect(cells(1)).toEqual(['VIP 1', '10,000', '10%', '15%', '0.072%', '0.09%', '0.045%']);
    expect(cells(2)).toEqual(['VIP 2Yours', '50,000', '20%', '20%', '0.064%', '0.08%', '0.04%']);
    expect(screen.getByTestId('invite-level-2')).toHaveAttribute('aria-current', 'true');
    for (const level of [0, 1, 3, 4, 5])
      expect(screen.getByTestId(`invite-level-${level}`)).not.toHaveAttribute('aria-current');
    expect(within(table).getAllByTestId('invite-level-yours')).toHaveLength(1);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Level',
      '30-day volume from (USDT)',
      'Fee discount',
      'Referral share',
      'Spot maker fee',
      'Spot taker fee',
      'Margin commission',
    ]);
  });

  it('shows the level, the 30-day volume and what is left to trade to reach the next level', async () => {
    serveSignedIn();
    await renderInvite();
    expect(await screen.findByTestId('invite-my-level')).toHaveTextContent('VIP 2');
    expect(text('invite-my-volume')).toBe('101,000.00 USDT');
    expect(text('invite-progress-text')).toBe(
      'Trade 149,000.00 USDT more within 30 days to reach VIP 3.',
    );
    // 51,000 of the 200,000 between VIP 2 (50,000) and VIP 3 (250,000): 25.5 %, shown as 25.
    const bar = screen.getByRole('progressbar', { name: 'Progress to VIP 3' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
  });

  it('at the top level there is nothing left to reach', async () => {
    serveSignedIn(inviteInfo(), {
      level: 5,
      volume30d: '7250000.5',
      nextLevel: null,
      remaining: '0',
    });
    await renderInvite();
    expect(await screen.findByTestId('invite-progress-text')).toHaveTextContent(
      'You are at the top level.',
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByTestId('invite-level-5')).toHaveAttribute('aria-current', 'true');
  });

  it('draws the 30 days of commissions, the highest day full height, with every day in a table', async () => {
    serveSignedIn();
    await renderInvite();
    const chart = await screen.findByTestId('invite-chart');
    const bars = chart.querySelectorAll('[data-permille]');
    expect(bars).toHaveLength(30);
    expect(screen.getByTestId('invite-bar-2026-11-20')).toHaveAttribute('data-permille', '1000');
    // 2 / 4.0001 of the height, in thousandths, exactly (rounded down).
    expect(screen.getByTestId('invite-bar-2026-11-29')).toHaveAttribute('data-permille', '499');
    expect(screen.getByTestId('invite-bar-2026-11-03')).toHaveAttribute('data-permille', '124');
    expect(screen.getByTestId('invite-bar-2026-11-01')).toHaveAttribute('data-permille', '0');
    // Oldest first, left to right in every language.
    expect(bars[0]).toHaveAttribute('data-testid', 'invite-bar-2026-11-01');
    expect(bars[29]).toHaveAttribute('data-testid', 'invite-bar-2026-11-30');
    expect(visibleText(chart)).toContain('Highest: 4.0001 USDT');
    expect(stripIsolation(chart.getAttribute('aria-label') ?? '')).toBe(
      'Bar chart of your commission per day over the last 30 days; the highest day was Nov 20, 2026 with 4.0001 USDT.',
    );
    expect(chart).toHaveAttribute('role', 'img');
    // The sum of the 30 days, exact: 0.5 + 4.0001 + 2.
    expect(text('invite-chart-caption')).toBe('The last 30 days (UTC): 6.5001 USDT');
    const table = screen.getByTestId('invite-chart-table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    expect(rows.map((row) => visibleText(row))[19]).toBe('Nov 20, 20264.0001 USDT');
  });

  it('no commission in 30 days: says so instead of an empty chart', async () => {
    serveSignedIn(inviteInfo({ commissionTotal: '0', commissionByDay: commissionDays() }));
    await renderInvite();
    expect(await screen.findByTestId('invite-chart-empty')).toHaveTextContent(
      'No commission in the last 30 days',
    );
    expect(screen.queryByTestId('invite-chart')).toBeNull();
    expect(text('invite-chart-caption')).toBe('The last 30 days (UTC): 0.00 USDT');
    // The export stays: it holds every commission ever earned.
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('lists the invited friends, masked, with whether they have traded', async () => {
    serveSignedIn();
    await renderInvite();
    const list = await screen.findByTestId('invite-friends');
    const friends = within(list)
      .getAllByTestId('invite-friend')
      .map((li) => visibleText(li));
    expect(friends).toEqual([
      'm***aJoined: Nov 28, 2026Has traded',
      'j***7Joined: Nov 12, 2026Not traded yet',
      'l***oJoined: Oct 3, 2026Has traded',
    ]);
    expect(screen.queryByTestId('invite-friends-newest')).toBeNull();
  });

  it('says when only the newest friends are listed', async () => {
    serveSignedIn(inviteInfo({ friendCount: 140 }));
    await renderInvite();
    expect(await screen.findByTestId('invite-friends-newest')).toHaveTextContent(
      'The newest 3 of 140 friends are shown.',
    );
    expect(text('invite-total-friends')).toBe('140');
  });

  it('no friends yet: an empty state that says how to invite', async () => {
    serveSignedIn(inviteInfo({ friendCount: 0, friends: [] }));
    await renderInvite('mobile');
    expect(await screen.findByTestId('invite-friends-empty')).toHaveTextContent(
      'No friends invited yet',
    );
    expect(screen.queryByTestId('invite-friends')).toBeNull();
  });

  it('exports every commission as a CSV download with the session', async () => {
    const csv = 'day,friend,amount\n2026-11-20,m***a,4.0001\n';
    const json = serveSignedIn();
    const exports: Request[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(new URL(String(input), 'http://localhost'), init);
      if (`GET ${new URL(request.url).pathname}` === EXPORT) {
        exports.push(request);
        return new Response(csv, {
          status: 200,
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="meridian-commissions-2026-11-30.csv"',
          },
        });
      }
      return json(input, init);
    });
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:commissions';
    });
    const revokeObjectURL = vi.fn();
    URL.revokeObjectURL = revokeObjectURL;
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });

    await renderInvite();
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Your commissions were exported.')).toBeInTheDocument();
    expect(exports).toHaveLength(1);
    expect(exports[0]!.headers.get('authorization')).toBe('mrd_token');
    expect(await created[0]!.text()).toBe(csv);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.getAttribute('href')).toBe('blob:commissions');
    expect(clicked[0]!.download).toBe('meridian-commissions-2026-11-30.csv');
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:commissions'));
  });

  it('a refused export shows the server message', async () => {
    const json = serveSignedIn();
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/exportInviteCommissions'))
        return refused(429, 429, 'Too many requests');
      return json(input, init);
    });
    await renderInvite();
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(
      await screen.findByText('The commissions could not be exported: Too many requests'),
    ).toBeInTheDocument();
  });

  it('shows a loading state, then a failure with a retry that loads the page', async () => {
    logIn();
    let fail = true;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const fetch = stubReferralsFetch({
      [LEVELS]: () => ok(levelList(MINE_VIP2)),
      [INVITE]: async () => {
        await held;
        return fail ? refused(500, 500, 'Server error') : ok(inviteInfo());
      },
    });
    await renderInvite();
    expect(await screen.findByText('Loading your invitations…')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Your invitations could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Server error')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('invite-code')).toHaveTextContent('K7Q2MZP4');
    expect(calls(fetch, INVITE)).toHaveLength(2);
  });

  it('the levels failing leaves the invitation on screen and offers their own retry', async () => {
    logIn();
    let fail = true;
    stubReferralsFetch({
      [LEVELS]: () => (fail ? refused(500, 500, 'Server error') : ok(levelList(MINE_VIP2))),
      [INVITE]: () => ok(inviteInfo()),
    });
    await renderInvite();
    expect(await screen.findByText('The levels could not be loaded.')).toBeInTheDocument();
    expect(screen.getByTestId('invite-code')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('invite-levels')).toBeInTheDocument();
  });
});

describe('/profile/invite, signed out', () => {
  it('asks the visitor to log in (coming back here) and still shows the public levels', async () => {
    const fetch = stubReferralsFetch({ [LEVELS]: () => ok(levelList(null)) });
    const { router } = await renderInvite();
    expect(
      await screen.findByRole('heading', { name: 'Log in to invite friends' }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('invite-levels')).toBeInTheDocument();
    expect(text('invite-levels-guest')).toBe(
      'Log in to see your level and your progress to the next one.',
    );
    expect(screen.queryByTestId('invite-progress')).toBeNull();
    expect(document.querySelector('[aria-current="true"]')).toBeNull();
    expect(screen.queryByTestId('invite-code')).toBeNull();
    // Nothing of the user's is asked for, and no session is sent.
    expect(calls(fetch, INVITE)).toEqual([]);
    expect(calls(fetch, LEVELS)[0]!.headers.get('authorization')).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    expect(router.state.location.pathname).toBe('/pass/login');
    expect(router.state.location.state).toEqual({ from: '/profile/invite' });
  });
});
