import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHAT_VISITOR_STORAGE_KEY } from '@/lib/chat-visitor';
import { settingsStore } from '@/lib/settings-store';
import { ok, renderApp, requests, stubFetch } from '@/test/render';
import { stubWebSockets, type FakeSocket } from '@/test/sockets';
import { TEST_USER } from '@/test/users';

/**
 * The app's side of the customer-service chat (issue 17): the service icon's unread badge in both
 * shells, and a visitor's conversation joining their account when they sign in.
 */
const OPEN = 'POST /swx/customer/chat/open';
const MESSAGES = 'GET /swx/customer/chat/messages';
const VISITOR_TOKEN = 'vt_4f1c2a9e7b';

const conversation = (unread: number) => ({
  id: 41,
  status: 'open',
  lastSeq: 4,
  userReadSeq: 2,
  staffReadSeq: 4,
  unread,
  assignedTo: null,
  rating: null,
  email: null,
  signedIn: false,
  createdAt: 0,
  closedAt: null,
});

let sockets: FakeSocket[];
beforeEach(() => {
  settingsStore.markOnboardingShown();
  sockets = stubWebSockets();
});
afterEach(() => settingsStore.clearSession());

const callsTo = (spy: ReturnType<typeof stubFetch>, route: string) =>
  requests(spy).filter((r) => `${r.method} ${new URL(r.url).pathname}` === route);

describe('the service icon’s badge', () => {
  it.each(['desktop', 'mobile'] as const)(
    'a signed-in user (%s): read, read again once the channel listens, then its chatUnread',
    async (layout) => {
      settingsStore.setSession({ token: 'mrd_token', user: TEST_USER });
      let unread = 1;
      const spy = stubFetch({
        'GET /swx/customer/user/unreadCount': ok({ unread: 0 }),
        [MESSAGES]: () =>
          ok({
            conversation: { ...conversation(unread), signedIn: true },
            messages: [],
            more: false,
          }),
      });
      renderApp('/help', layout);
      const first = await screen.findByRole('link', { name: 'Customer service, 1 unread reply' });
      expect(first).toHaveAttribute('href', '/profile/kefu');
      const [read] = callsTo(spy, MESSAGES);
      expect(read!.headers.get('authorization')).toBe('mrd_token');
      expect(read!.headers.get('x-chat-visitor')).toBeNull();

      // A reply comes while the channel connects: its push reaches no one, the read at ready does.
      unread = 2;
      const channel = sockets.find((s) => s.url.endsWith('/websocket/user'))!;
      act(() => {
        channel.onopen?.(new Event('open'));
        channel.onmessage?.(
          new MessageEvent('message', { data: JSON.stringify({ type: 'ready', unread: 0 }) }),
        );
      });
      await screen.findByRole('link', { name: 'Customer service, 2 unread replies' });
      act(() => {
        channel.onmessage?.(
          new MessageEvent('message', { data: JSON.stringify({ type: 'chatUnread', unread: 3 }) }),
        );
      });
      const link = await screen.findByRole('link', { name: 'Customer service, 3 unread replies' });
      expect(link.parentElement!.textContent).toContain('3');
      act(() => {
        channel.onmessage?.(
          new MessageEvent('message', { data: JSON.stringify({ type: 'chatUnread', unread: 0 }) }),
        );
      });
      expect(await screen.findByRole('link', { name: 'Customer service' })).toBeInTheDocument();
      // Read twice (at start and at ready): the channel keeps it current afterwards.
      expect(callsTo(spy, MESSAGES)).toHaveLength(2);
    },
  );

  it('a signed-in user: after the channel reconnects the count is read again', async () => {
    settingsStore.setSession({ token: 'mrd_token', user: TEST_USER });
    let unread = 1;
    const spy = stubFetch({
      'GET /swx/customer/user/unreadCount': ok({ unread: 0 }),
      [MESSAGES]: () =>
        ok({
          conversation: { ...conversation(unread), signedIn: true },
          messages: [],
          more: false,
        }),
    });
    renderApp('/help', 'desktop');
    await screen.findByRole('link', { name: 'Customer service, 1 unread reply' });
    const ready = (socket: FakeSocket) =>
      act(() => {
        socket.onopen?.(new Event('open'));
        socket.onmessage?.(
          new MessageEvent('message', { data: JSON.stringify({ type: 'ready', unread: 0 }) }),
        );
      });
    const channels = () => sockets.filter((s) => s.url.endsWith('/websocket/user'));
    ready(channels()[0]!);
    // The channel drops; a reply comes meanwhile (its chatUnread reaches no one).
    unread = 2;
    act(() => channels()[0]!.onclose?.(new CloseEvent('close', { code: 1006 })));
    await waitFor(() => expect(channels()).toHaveLength(2), { timeout: 5_000 });
    ready(channels()[1]!);
    expect(
      await screen.findByRole('link', { name: 'Customer service, 2 unread replies' }),
    ).toBeInTheDocument();
    // At start, at the first ready, at the second.
    expect(callsTo(spy, MESSAGES)).toHaveLength(3);
  });

  it('a signed-in user who never chatted (404): no badge', async () => {
    settingsStore.setSession({ token: 'mrd_token', user: TEST_USER });
    const spy = stubFetch({
      [MESSAGES]: { status: 404, body: { code: 404, msg: 'Not found', result: null } },
    });
    renderApp('/help', 'desktop');
    await waitFor(() => expect(callsTo(spy, MESSAGES)).toHaveLength(1));
    expect(await screen.findByRole('link', { name: 'Customer service' })).toBeInTheDocument();
  });

  it('a visitor who opened the chat in this browser: their conversation’s unread', async () => {
    localStorage.setItem(CHAT_VISITOR_STORAGE_KEY, VISITOR_TOKEN);
    const spy = stubFetch({
      [MESSAGES]: ok({ conversation: conversation(2), messages: [], more: false }),
    });
    renderApp('/help', 'mobile');
    expect(
      await screen.findByRole('link', { name: 'Customer service, 2 unread replies' }),
    ).toBeInTheDocument();
    const [read] = callsTo(spy, MESSAGES);
    expect(read!.headers.get('x-chat-visitor')).toBe(VISITOR_TOKEN);
  });

  it('a visitor who never opened the chat: no badge and no call', async () => {
    const spy = stubFetch();
    renderApp('/help', 'desktop');
    expect(await screen.findByRole('link', { name: 'Customer service' })).toBeInTheDocument();
    expect(callsTo(spy, MESSAGES)).toHaveLength(0);
  });
});

describe('signing in joins the visitor’s conversation to the account', () => {
  it('calls openChat once with the session and the stored visitor token, then forgets the token', async () => {
    localStorage.setItem(CHAT_VISITOR_STORAGE_KEY, VISITOR_TOKEN);
    const spy = stubFetch({
      [OPEN]: ok({
        conversation: { ...conversation(0), signedIn: true },
        visitorToken: null,
        hours: { open: true, nextOpenAt: null, schedule: '' },
      }),
      [MESSAGES]: ok({ conversation: conversation(0), messages: [], more: false }),
    });
    renderApp('/help', 'desktop');
    await screen.findByRole('heading', { level: 1 });
    expect(callsTo(spy, OPEN)).toHaveLength(0);

    act(() => settingsStore.setSession({ token: 'mrd_token', user: TEST_USER }));
    await waitFor(() => expect(callsTo(spy, OPEN)).toHaveLength(1));
    const [open] = callsTo(spy, OPEN);
    expect(open!.headers.get('authorization')).toBe('mrd_token');
    expect(open!.headers.get('x-chat-visitor')).toBeNull();
    expect(JSON.parse(await open!.text())).toEqual({ visitorToken: VISITOR_TOKEN });
    await waitFor(() => expect(localStorage.getItem(CHAT_VISITOR_STORAGE_KEY)).toBeNull());

    // Later changes of the session (user info) do not join again.
    act(() => settingsStore.setUser({ ...TEST_USER, username: 'ada2' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(callsTo(spy, OPEN)).toHaveLength(1);
  });

  it('keeps the token when the join is lost to the network, and joins on the next start', async () => {
    localStorage.setItem(CHAT_VISITOR_STORAGE_KEY, VISITOR_TOKEN);
    settingsStore.setSession({ token: 'mrd_token', user: TEST_USER });
    const spy = stubFetch({
      [OPEN]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderApp('/help', 'desktop');
    await waitFor(() => expect(callsTo(spy, OPEN)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(localStorage.getItem(CHAT_VISITOR_STORAGE_KEY)).toBe(VISITOR_TOKEN);
  });
});
