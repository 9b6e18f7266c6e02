import { spawn, type ChildProcess } from 'node:child_process';
import { Socket } from 'node:net';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { queryRows } from '../../src/db/client.js';
import { deploymentPrefix } from '../../src/db/deployment-prefix.js';
import { createRedisBus } from '../../src/realtime/redis-bus.js';
import { SETTINGS_CHANGED_TOPIC } from '../../src/services/settings/get-setting.js';
import { staffUsers } from '../../src/db/schema/index.js';
import { systemClock } from '../../src/lib/clock.js';
import { hashPassword } from '../../src/services/auth/passwords.js';
import { createStaffSession } from '../../src/services/staff/staff-sessions.js';
import {
  freePort,
  processDatabase,
  startServerProcess,
  type RunningServer,
} from '../helpers/server-process.js';

/**
 * Issue 17, "no message lost or duplicated": two server processes on PostgreSQL and Redis; a
 * visitor and a staff member write to each other through both while Redis is restarted and one
 * process is killed (SIGKILL). Clients do what the web does: every message has a clientMsgId and a
 * failed send is retried with it; the visitor's socket resumes from the highest seq it holds on
 * another process when its own dies. At the end the visitor's transcript (what its sockets
 * delivered) is exactly the conversation in the database, every message once, and every message
 * sent is in it once. Needs Redis and PostgreSQL (MERIDIAN_TEST_REDIS=1, as `.ci/run` runs it);
 * the test starts its own redis-server so restarting it disturbs nobody.
 */
const USE_REDIS = process.env.MERIDIAN_TEST_REDIS === '1';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  for (let i = 0; i < 100; i += 1) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = new Socket();
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
      socket.connect(port, '127.0.0.1');
    });
    if (up) return child;
    await sleep(50);
  }
  throw new Error('redis-server did not start');
}

async function post(url: string, path: string, headers: Record<string, string>, body: unknown) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; result: any };
}

/** Sends until it is stored: a failure (process dead, Redis down) is retried with the same id. */
async function sendSurely(
  urls: () => string[],
  path: string,
  headers: Record<string, string>,
  body: object,
) {
  const clientMsgId = randomUUID();
  for (let attempt = 0; attempt < 200; attempt += 1) {
    for (const url of urls()) {
      try {
        const reply = await post(url, path, headers, { ...body, clientMsgId });
        if (reply.code === 200) return { clientMsgId, seq: reply.result.seq as number };
      } catch {
        // this process is gone: try another
      }
    }
    await sleep(100);
  }
  throw new Error('message never stored');
}

/** The visitor's socket, resuming from the highest seq it holds on whichever process is up. */
function visitorSocket(urls: () => string[], visitorToken: string) {
  const delivered: { seq: number; clientMsgId: string }[] = [];
  let highest = 0;
  let ws: WebSocket | undefined;
  let stopped = false;
  let reconnects = 0;
  const connect = (i: number) => {
    if (stopped) return;
    const list = urls();
    const url = list[i % list.length]!.replace('http', 'ws');
    ws = new WebSocket(`${url}/websocket/chat`);
    ws.on('open', () => ws!.send(JSON.stringify({ type: 'auth', visitorToken, after: highest })));
    ws.on('message', (data) => {
      const m = JSON.parse(String(data));
      if (m.type !== 'message') return;
      delivered.push({ seq: m.message.seq, clientMsgId: m.message.clientMsgId });
      highest = Math.max(highest, m.message.seq);
    });
    ws.on('close', () => {
      if (stopped) return;
      reconnects += 1;
      setTimeout(() => connect(i + 1), 100);
    });
    ws.on('error', () => undefined);
  };
  connect(0);
  return {
    delivered,
    reconnects: () => reconnects,
    highest: () => highest,
    stop() {
      stopped = true;
      ws?.close();
    },
  };
}

describe.runIf(USE_REDIS)('chat across a Redis restart and a killed process', () => {
  const cleanup: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('loses no message and duplicates none', { timeout: 180_000 }, async () => {
    const redisPort = await freePort();
    let redis = await startRedis(redisPort);
    cleanup.push(() => void redis.kill('SIGKILL'));
    const store = await processDatabase('chatloss', { postgres: true });
    cleanup.push(() => store.drop());
    const progress = (what: string) => console.log(`chat loss test: ${what}`);
    const env = { ...store.env, REDIS_URL: `redis://127.0.0.1:${redisPort}` };
    // The first process migrates the database; then the staff member and the settings go in.
    const a: RunningServer = await startServerProcess(env);
    cleanup.push(() => void a.child.kill('SIGKILL'));
    const db = await store.open();
    cleanup.push(() => db.close());
    const [staff] = await db.db
      .insert(staffUsers)
      .values({
        username: `support${Date.now().toString(36)}`,
        passwordHash: await hashPassword('staff password 42'),
        role: 'support',
        mustChangePassword: 0,
        status: 'active',
        createdAt: new Date(),
      })
      .returning({ id: staffUsers.id });
    const { token: staffToken } = await createStaffSession(db.db, systemClock, staff!.id);
    // This test writes faster than a person may (20 a minute by default).
    await db.db.execute(
      sql`INSERT INTO settings (key, value) VALUES ('chat.sendsPerMinute', '{"v": 10000}'::jsonb)
          ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    );
    // Process A hears the change on the bus, as after a save in the back office.
    const announce = await createRedisBus(env.REDIS_URL, await deploymentPrefix(db, undefined, ''));
    await announce.publish(SETTINGS_CHANGED_TOPIC, {});
    await announce.close();
    const b: RunningServer = await startServerProcess(env);
    cleanup.push(() => void b.child.kill('SIGKILL'));
    let bAlive = true;
    const urls = () => (bAlive ? [b.url, a.url] : [a.url]);

    const opened = await post(b.url, '/swx/customer/chat/open', {}, {});
    const visitorToken = opened.result.visitorToken as string;
    const conversationId = opened.result.conversation.id as number;
    const visitor = visitorSocket(urls, visitorToken);
    const sent: string[] = [];
    let running = true;
    const person = (async () => {
      for (let i = 0; running; i += 1) {
        const { clientMsgId } = await sendSurely(
          urls,
          '/swx/customer/chat/send',
          { 'x-chat-visitor': visitorToken },
          { text: `visitor ${i}` },
        );
        sent.push(clientMsgId);
        await sleep(20);
      }
    })();
    const agent = (async () => {
      for (let i = 0; running; i += 1) {
        const { clientMsgId } = await sendSurely(
          () => [...urls()].reverse(),
          `/swx/admin/chat/conversations/${conversationId}/send`,
          { authorization: staffToken },
          { text: `staff ${i}`, note: i % 10 === 9 },
        );
        sent.push(clientMsgId);
        await sleep(20);
      }
    })();

    // Each phase runs until both sides got a few messages through (or 20 s).
    const phase = async (what: string) => {
      const from = sent.length;
      for (let i = 0; i < 200 && sent.length < from + 6; i += 1) await sleep(100);
      phases.push({ what, sent: sent.length - from });
    };
    const phases: { what: string; sent: number }[] = [];
    await phase('both processes, Redis up');
    // Redis goes away and comes back while both sides keep writing.
    redis.kill('SIGKILL');
    await sleep(1000);
    phases.push({ what: 'Redis down', sent: 0 });
    redis = await startRedis(redisPort);
    await phase('Redis restarted');
    // Process B (the visitor's socket's, and half the sends') is killed mid-conversation.
    b.child.kill('SIGKILL');
    await b.exited;
    bAlive = false;
    await phase('process B killed');
    running = false;
    await Promise.all([person, agent]);
    progress(JSON.stringify(phases));
    progress(`${sent.length} sent; waiting for the last deliveries`);
    // Let the last messages arrive (the socket's database re-check runs every 5 s at the latest).
    const [{ last }] = (await queryRows<{ last: number }>(
      db.db,
      sql`SELECT max(seq)::int AS last FROM chat_messages WHERE conversation_id = ${conversationId} AND NOT note`,
    )) as [{ last: number }];
    for (let i = 0; i < 100 && visitor.highest() < last; i += 1) await sleep(100);
    visitor.stop();

    const rows = await queryRows<{ seq: number; client_msg_id: string; note: boolean }>(
      db.db,
      sql`SELECT seq, client_msg_id, note FROM chat_messages WHERE conversation_id = ${conversationId} ORDER BY seq`,
    );
    // Every message sent is stored once; the numbers have no gap.
    expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
    expect(new Set(rows.map((r) => r.client_msg_id)).size).toBe(rows.length);
    expect(rows.map((r) => r.client_msg_id).sort()).toEqual([...sent].sort());
    // What the visitor's sockets delivered is exactly what it may see, each once, in order.
    const visible = rows.filter((r) => !r.note).map((r) => r.seq);
    const lost = visible.filter((seq) => !visitor.delivered.some((d) => d.seq === seq));
    const duplicated = visitor.delivered.length - new Set(visitor.delivered.map((d) => d.seq)).size;
    console.log(
      `chat loss test: ${rows.length} messages (${visible.length} visible, ${rows.length - visible.length} notes), ` +
        `${visitor.reconnects()} reconnects, ${lost.length} lost, ${duplicated} duplicated`,
    );
    expect({ lost, duplicated }).toEqual({ lost: [], duplicated: 0 });
    expect(visitor.delivered.map((d) => d.seq)).toEqual(visible);
    expect(visitor.reconnects()).toBeGreaterThan(0);
    for (const p of phases.filter((p) => p.what !== 'Redis down'))
      expect(p.sent).toBeGreaterThanOrEqual(6);
  });
});
