import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueName } from '../helpers/accounts.js';
import { createTestServer, type TestServer } from '../helpers/test-server.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let received: Received[];
let server: TestServer;

beforeAll(async () => {
  received = [];
  smtp = new SMTPServer({
    authOptional: true,
    disableReverseLookup: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  server = await createTestServer({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Meridian <codes@meridian.test>' },
  });
});

afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('mail through SMTP_URL', () => {
  it('delivers the verification code to the SMTP server in the caller language, and the dev mailbox is off', async () => {
    const email = `${uniqueName('mail')}@example.test`;
    const reply = await server.call({
      method: 'POST',
      url: '/swx/customer/login/sendCode',
      headers: { lang: 'fr' },
      payload: { type: 'email', email },
    });
    expect(reply.body.code).toBe(200);
    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message!.to).toEqual([email]);
    expect(message!.from).toBe('codes@meridian.test');
    expect(message!.raw).toMatch(/\b\d{6}\b/);
    expect(message!.raw).not.toMatch(/Your verification code/);
    const mailbox = await server.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(mailbox.statusCode).toBe(404);
  });
});
