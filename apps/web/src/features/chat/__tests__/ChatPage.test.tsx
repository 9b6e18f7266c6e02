import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { returnTime } from '../lib/time';
import {
  bodyOf,
  calls,
  CHAT,
  chatSockets,
  CLOSE,
  CLOSED_HOURS,
  conversation,
  EMAIL,
  IMAGE_ID,
  logIn,
  message,
  MESSAGES,
  ok,
  OPEN,
  opened,
  page,
  RATE,
  READ,
  renderChat,
  SEND,
  setVisibility,
  stubChatFetch,
  stubDocumentFonts,
  UPLOAD,
  VISITOR_TOKEN,
} from './fixtures';
import { CHAT_VISITOR_STORAGE_KEY } from '@/lib/chat-visitor';
import { settingsStore } from '@/lib/settings-store';

let sockets: ReturnType<typeof chatSockets>;
beforeEach(() => {
  settingsStore.markOnboardingShown();
  stubDocumentFonts();
  sockets = chatSockets();
  let n = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn(() => `blob:chat/${++n}`),
      revokeObjectURL: vi.fn(),
    }),
  );
});
afterEach(() => {
  settingsStore.clearSession();
  setVisibility('visible');
  vi.restoreAllMocks();
});

const log = () => screen.getByRole('log', { name: 'Conversation with customer service' });

describe('/profile/kefu: a visitor', () => {
  it('opens a chat without signing in, keeps the visitor token and sends it with every call and on the socket', async () => {
    const spy = stubChatFetch({
      [OPEN]: ok(opened({ visitorToken: VISITOR_TOKEN })),
      [SEND]: async (request) => {
        const body = await bodyOf(request);
        return ok(
          message(1, { sender: 'user', clientMsgId: String(body.clientMsgId), text: 'Hi' }),
        );
      },
    });
    await renderChat();
    expect(await screen.findByText('Hello! How can we help?')).toBeInTheDocument();
    // No token yet: the open call asks for a new conversation.
    const [open] = calls(spy, OPEN);
    expect(await bodyOf(open!)).toEqual({});
    expect(open!.headers.get('x-chat-visitor')).toBeNull();
    expect(localStorage.getItem(CHAT_VISITOR_STORAGE_KEY)).toBe(VISITOR_TOKEN);

    const socket = sockets.latest();
    expect(socket.url).toBe('ws://localhost:3000/websocket/chat');
    act(() => socket.open());
    expect(socket.sent).toEqual([{ type: 'auth', visitorToken: VISITOR_TOKEN, after: 0 }]);

    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi{Enter}');
    await waitFor(() => expect(calls(spy, SEND)).toHaveLength(1));
    const [send] = calls(spy, SEND);
    expect(send!.headers.get('x-chat-visitor')).toBe(VISITOR_TOKEN);
    expect(send!.headers.get('authorization')).toBeNull();
    expect(await bodyOf(send!)).toEqual({
      clientMsgId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      text: 'Hi',
    });
    await waitFor(() => expect(screen.getByTestId('chat-message-1')).toBeInTheDocument());
  });

  it('continues the conversation of the stored token', async () => {
    localStorage.setItem(CHAT_VISITOR_STORAGE_KEY, VISITOR_TOKEN);
    const spy = stubChatFetch({
      [OPEN]: ok(
        opened({ visitorToken: VISITOR_TOKEN, conversation: conversation({ lastSeq: 2 }) }),
      ),
      [MESSAGES]: ok(page([message(1), message(2)])),
    });
    await renderChat('mobile');
    expect(await screen.findByText('message 2')).toBeInTheDocument();
    const [open] = calls(spy, OPEN);
    expect(await bodyOf(open!)).toEqual({ visitorToken: VISITOR_TOKEN });
    const [read] = calls(spy, MESSAGES);
    expect(read!.headers.get('x-chat-visitor')).toBe(VISITOR_TOKEN);
    expect(new URL(read!.url).searchParams.get('after')).toBe('0');
  });

  it('away: says when staff are back, in the locale, and takes an e-mail for the reply', async () => {
    const spy = stubChatFetch({
      [OPEN]: ok(opened({ visitorToken: VISITOR_TOKEN, hours: CLOSED_HOURS })),
      [EMAIL]: async (request) =>
        ok(conversation({ email: String((await bodyOf(request)).email) })),
    });
    await renderChat();
    const banner = await screen.findByTestId('chat-away');
    expect(within(banner).getByTestId('chat-away-text').textContent).toBe(
      `Our team is away. We’ll be back ${returnTime(CLOSED_HOURS.nextOpenAt!, 'en-US')}.`,
    );
    const input = within(banner).getByRole('textbox', { name: 'Your e-mail' });
    // Pasted rather than typed key by key: quicker on a busy machine.
    await userEvent.click(input);
    await userEvent.paste('not-an-email');
    await userEvent.click(within(banner).getByRole('button', { name: 'Save' }));
    expect(await within(banner).findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(calls(spy, EMAIL)).toHaveLength(0);

    await userEvent.clear(input);
    await userEvent.paste('nadia@example.test');
    await userEvent.click(within(banner).getByRole('button', { name: 'Save' }));
    expect(await within(banner).findByTestId('chat-email-saved')).toHaveTextContent(
      'Our reply will also go to nadia@example.test.',
    );
    expect(await bodyOf(calls(spy, EMAIL)[0]!)).toEqual({ email: 'nadia@example.test' });
    expect(calls(spy, EMAIL)[0]!.headers.get('x-chat-visitor')).toBe(VISITOR_TOKEN);
  });

  it('shows the error with Try again when the chat cannot be opened', async () => {
    let fail = true;
    stubChatFetch({
      [OPEN]: () =>
        fail ? { status: 500, body: { code: 500, msg: 'down', result: null } } : ok(opened()),
    });
    await renderChat();
    expect(await screen.findByText('The chat could not be opened')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello! How can we help?')).toBeInTheDocument();
  });
});

describe('/profile/kefu: the conversation', () => {
  it('renders text as plain text with its line breaks: <b>hi</b> is not markup', async () => {
    stubChatFetch({
      [OPEN]: ok(opened({ conversation: conversation({ lastSeq: 1 }) })),
      [MESSAGES]: ok(page([message(1, { sender: 'staff', text: '<b>hi</b>\nsecond line' })])),
    });
    await renderChat();
    const text = await within(await screen.findByTestId('chat-message-1')).findByTestId(
      'chat-text',
    );
    expect(text.textContent).toBe('<b>hi</b>\nsecond line');
    expect(text.querySelector('b')).toBeNull();
    expect(log().querySelector('b')).toBeNull();
    expect(
      within(screen.getByTestId('chat-message-1')).getByText('Support · Anna'),
    ).toBeInTheDocument();
  });

  it('is a polite log; duplicates and out-of-order socket messages show once, in order; a gap is read first', async () => {
    const spy = stubChatFetch({
      [OPEN]: ok(opened({ conversation: conversation({ lastSeq: 1 }) })),
      [MESSAGES]: (request) =>
        new URL(request.url).searchParams.get('after') === '0'
          ? ok(page([message(1)]))
          : ok(page([message(2), message(3)])),
    });
    await renderChat();
    await screen.findByTestId('chat-message-1');
    expect(log()).toHaveAttribute('aria-live', 'polite');
    sockets.ready(conversation({ lastSeq: 1 }));
    expect(sockets.latest().sent).toEqual([{ type: 'auth', after: 1 }]);

    sockets.push({ type: 'message', message: message(3) });
    await waitFor(() => expect(calls(spy, MESSAGES)).toHaveLength(2));
    expect(new URL(calls(spy, MESSAGES)[1]!.url).searchParams.get('after')).toBe('1');
    await screen.findByTestId('chat-message-3');
    sockets.push({ type: 'message', message: message(2) });
    sockets.push({ type: 'message', message: message(3) });
    const items = within(log()).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-testid'))).toEqual([
      'chat-message-1',
      'chat-message-2',
      'chat-message-3',
    ]);
  });

  it('shows sent, then read by support (seq ≤ staffReadSeq)', async () => {
    stubChatFetch({
      [OPEN]: ok(opened({ conversation: conversation({ lastSeq: 3, staffReadSeq: 1 }) })),
      [MESSAGES]: ok(
        page([message(1), message(2), message(3)], {
          conversation: conversation({ lastSeq: 3, staffReadSeq: 1 }),
        }),
      ),
    });
    await renderChat();
    const receipt = (seq: number) =>
      within(screen.getByTestId(`chat-message-${seq}`)).getByTestId('chat-receipt');
    await screen.findByTestId('chat-message-3');
    expect(receipt(1)).toHaveTextContent('Read by support');
    expect(receipt(3)).toHaveTextContent('Sent');
    expect(within(screen.getByTestId('chat-message-2')).queryByTestId('chat-receipt')).toBeNull();
    sockets.ready(conversation({ lastSeq: 3, staffReadSeq: 1 }));
    sockets.push({ type: 'read', side: 'staff', seq: 3 });
    expect(receipt(3)).toHaveTextContent('Read by support');
  });

  it('keeps a message lost to the network and sends it again with the same clientMsgId, shown once', async () => {
    let online = false;
    const spy = stubChatFetch({
      [OPEN]: ok(opened()),
      [SEND]: async (request) => {
        if (!online) throw new TypeError('Failed to fetch');
        const body = await bodyOf(request);
        return ok(
          message(1, { sender: 'user', clientMsgId: String(body.clientMsgId), text: 'Hello?' }),
        );
      },
    });
    await renderChat();
    await screen.findByTestId('chat-panel');
    sockets.ready();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Message' }), 'Hello?{Enter}');
    expect(await screen.findByText(/Waiting for the connection/)).toBeInTheDocument();
    expect(screen.getAllByText('Hello?')).toHaveLength(1);

    // The connection drops and comes back: the socket says "Reconnecting…", then resends.
    act(() => sockets.latest().drop());
    expect(screen.getByTestId('chat-connection')).toHaveTextContent('Reconnecting…');
    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(calls(spy, SEND)).toHaveLength(2));
    const [first, second] = await Promise.all(calls(spy, SEND).map(bodyOf));
    expect(second!.clientMsgId).toBe(first!.clientMsgId);
    await screen.findByTestId('chat-message-1');
    expect(screen.queryByTestId('chat-pending')).toBeNull();
    // The socket's copy after the reconnect changes nothing.
    sockets.all.at(-1)!.onopen?.(new Event('open'));
    sockets.push({
      type: 'message',
      message: message(1, {
        sender: 'user',
        clientMsgId: String(first!.clientMsgId),
        text: 'Hello?',
      }),
    });
    expect(screen.getAllByText('Hello?')).toHaveLength(1);
  });

  it('counts characters up to 2,000 and sends typing at most once every 3 s', async () => {
    stubChatFetch({ [OPEN]: ok(opened()) });
    await renderChat();
    await screen.findByTestId('chat-panel');
    const socket = sockets.ready();
    const input = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(input, 'abc');
    expect(screen.getByTestId('chat-counter')).toHaveTextContent('3 / 2000');
    expect(socket.sent.filter((m) => (m as { type: string }).type === 'typing')).toHaveLength(1);
    expect(input).toHaveAttribute('maxlength', '2000');
    expect(screen.getByRole('button', { name: 'Send' })).not.toHaveAttribute('disabled');
  });

  it('shows “Support is typing…” after staff’s typing message', async () => {
    stubChatFetch({ [OPEN]: ok(opened()) });
    await renderChat();
    await screen.findByText('Hello! How can we help?');
    sockets.ready();
    sockets.push({ type: 'typing', side: 'staff' });
    expect(screen.getByTestId('chat-typing')).toHaveTextContent('Support is typing…');
  });

  it('marks staff replies read while visible; hidden, the tab title counts them', async () => {
    const spy = stubChatFetch({
      [OPEN]: ok(opened({ conversation: conversation({ lastSeq: 1, userReadSeq: 1 }) })),
      [MESSAGES]: ok(
        page([message(1)], { conversation: conversation({ lastSeq: 1, userReadSeq: 1 }) }),
      ),
      [READ]: async (request) =>
        ok(conversation({ lastSeq: 3, userReadSeq: Number((await bodyOf(request)).seq) })),
    });
    await renderChat();
    await screen.findByTestId('chat-message-1');
    sockets.ready(conversation({ lastSeq: 1, userReadSeq: 1 }));
    setVisibility('hidden');
    sockets.push({ type: 'message', message: message(2, { sender: 'staff' }) });
    await waitFor(() => expect(document.title).toBe('(1) Customer service · Meridian'));
    expect(calls(spy, READ)).toHaveLength(0);

    setVisibility('visible');
    await waitFor(() => expect(calls(spy, READ)).toHaveLength(1));
    expect(await bodyOf(calls(spy, READ)[0]!)).toEqual({ seq: 2 });
    await waitFor(() => expect(document.title).toBe('Customer service · Meridian'));
  });

  it('sends an image: uploaded as raw bytes with its type, then sent by id; shown from a blob URL', async () => {
    localStorage.setItem(CHAT_VISITOR_STORAGE_KEY, VISITOR_TOKEN);
    const spy = stubChatFetch({
      [OPEN]: ok(opened({ visitorToken: VISITOR_TOKEN })),
      [UPLOAD]: ok({ id: IMAGE_ID }),
      [SEND]: async (request) => {
        const body = await bodyOf(request);
        return ok(
          message(1, {
            sender: 'user',
            clientMsgId: String(body.clientMsgId),
            text: null,
            imageId: IMAGE_ID,
          }),
        );
      },
      [`GET ${CHAT}/image/41/${IMAGE_ID}`]: { body: 'bytes' },
    });
    await renderChat();
    await screen.findByTestId('chat-panel');
    sockets.ready();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'receipt.png', {
      type: 'image/png',
    });
    await userEvent.upload(screen.getByTestId('chat-file'), file);
    expect(screen.getByTestId('chat-attachment')).toHaveTextContent('receipt.png');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls(spy, SEND)).toHaveLength(1));
    const [upload] = calls(spy, UPLOAD);
    expect(upload!.headers.get('content-type')).toBe('image/png');
    expect(upload!.headers.get('x-chat-visitor')).toBe(VISITOR_TOKEN);
    expect(new Uint8Array(await upload!.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
    expect(await bodyOf(calls(spy, SEND)[0]!)).toMatchObject({ imageId: IMAGE_ID });
    const image = await screen.findByTestId('chat-image');
    expect(image.getAttribute('src')).toMatch(/^blob:chat\//);
    expect(image).toHaveAttribute('alt', 'Image you sent');
    const [read] = calls(spy, `GET ${CHAT}/image/41/${IMAGE_ID}`);
    expect(read!.headers.get('x-chat-visitor')).toBe(VISITOR_TOKEN);
  });

  it('says clearly when an image is refused (too large) or is not a PNG or JPEG', async () => {
    stubChatFetch({
      [OPEN]: ok(opened()),
      [UPLOAD]: { status: 413, body: 'Payload Too Large' },
    });
    await renderChat();
    await screen.findByTestId('chat-panel');
    sockets.ready();
    await screen.findByText('Hello! How can we help?');
    const gif = new File(['GIF89a'], 'cat.gif', { type: 'image/gif' });
    await userEvent.upload(screen.getByTestId('chat-file'), gif, { applyAccept: false });
    expect(screen.getByTestId('chat-file-error')).toHaveTextContent('Choose a PNG or JPEG image.');

    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByTestId('chat-file'), big);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const pending = await screen.findByTestId('chat-pending');
    expect(await within(pending).findByRole('alert')).toHaveTextContent(
      'The image is too large to send.',
    );
    expect(within(pending).getByRole('button', { name: 'Send again' })).toBeInTheDocument();
  });
});

describe('/profile/kefu: a signed-in user', () => {
  it('ends the chat after confirming, rates it once with a comment, and may start a new one', async () => {
    logIn();
    const spy = stubChatFetch({
      [OPEN]: ok(opened({ conversation: conversation({ lastSeq: 2, signedIn: true }) })),
      [MESSAGES]: ok(
        page([message(1), message(2)], {
          conversation: conversation({ lastSeq: 2, signedIn: true }),
        }),
      ),
      [CLOSE]: ok(conversation({ lastSeq: 2, signedIn: true, status: 'closed' })),
      [RATE]: async (request) =>
        ok(
          conversation({
            lastSeq: 2,
            signedIn: true,
            status: 'closed',
            rating: Number((await bodyOf(request)).rating),
          }),
        ),
    });
    await renderChat();
    await screen.findByTestId('chat-message-2');
    expect(calls(spy, OPEN)[0]!.headers.get('authorization')).toBe('mrd_token');
    await userEvent.click(screen.getByRole('button', { name: 'End chat' }));
    const dialog = await screen.findByRole('dialog', { name: 'End this chat?' });
    expect(calls(spy, CLOSE)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'End chat' }));
    expect(await screen.findByText('This conversation has ended.')).toBeInTheDocument();
    expect(calls(spy, CLOSE)).toHaveLength(1);
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'End chat' })).toBeNull();

    // Sending needs a choice of stars.
    await userEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByText('Choose from 1 to 5 stars.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Comment (optional)' }),
      'Quick and kind',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByText('Thank you for your feedback.')).toBeInTheDocument();
    expect(await bodyOf(calls(spy, RATE)[0]!)).toEqual({ rating: 4, comment: 'Quick and kind' });
    expect(screen.getByText('You rated this conversation 4 out of 5.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send rating' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Start a new conversation' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Message' }));
  });

  it('away: replies will also go to the account’s e-mail', async () => {
    logIn();
    stubChatFetch({
      [OPEN]: ok(
        opened({
          hours: CLOSED_HOURS,
          conversation: conversation({ signedIn: true, email: 'ada@example.test' }),
        }),
      ),
    });
    await renderChat();
    const banner = await screen.findByTestId('chat-away');
    expect(banner).toHaveTextContent('Replies will also go to your account’s e-mail.');
    expect(within(banner).queryByRole('textbox')).toBeNull();
  });

  it('joins this browser’s visitor conversation first (the token is then forgotten)', async () => {
    localStorage.setItem(CHAT_VISITOR_STORAGE_KEY, VISITOR_TOKEN);
    logIn();
    const spy = stubChatFetch({
      [OPEN]: ok(opened({ conversation: conversation({ signedIn: true }) })),
    });
    await renderChat();
    await screen.findByText('Hello! How can we help?');
    const opens = calls(spy, OPEN);
    expect(opens).toHaveLength(1);
    expect(await bodyOf(opens[0]!)).toEqual({ visitorToken: VISITOR_TOKEN });
    expect(opens[0]!.headers.get('authorization')).toBe('mrd_token');
    expect(opens[0]!.headers.get('x-chat-visitor')).toBeNull();
    expect(localStorage.getItem(CHAT_VISITOR_STORAGE_KEY)).toBeNull();
  });
});
