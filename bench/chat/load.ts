// The chat bench's clients, in their own process: every person opens their conversation over HTTP
// and holds /websocket/chat; a few staff consoles hold /websocket/admin/chat. Then, open loop, each
// conversation's person sends a message every `intervalMs` (POST /swx/customer/chat/send) and staff
// answer it half an interval later (POST /swx/admin/chat/conversations/:id/send). A message's
// delivery latency runs from its *intended* send time (the schedule, not when the request left)
// to its arrival on the other side's socket: a client or server falling behind shows up in it.
// Prints one JSON line.
//
// argv: url, setup file ({ users: string[], staff: string[] }), seconds, intervalMs, idleSeconds
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import WebSocket from 'ws';

const [url, setupFile, secondsArg, intervalArg, idleArg] = process.argv.slice(2);
const setup = JSON.parse(readFileSync(setupFile!, 'utf8')) as { users: string[]; staff: string[] };
const seconds = Number(secondsArg);
const intervalMs = Number(intervalArg);
const idleSeconds = Number(idleArg);
const wsUrl = url!.replace(/^http/, 'ws');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Wall-clock milliseconds with sub-millisecond resolution (both processes share the clock). */
const nowMs = () => performance.timeOrigin + performance.now();

interface Person {
  token: string;
  conversationId: number;
  socket?: WebSocket;
  /** Seqs of staff replies this person's socket delivered (a second copy is a duplicate). */
  seqs: Set<number>;
}

type Received = { type: string; message?: { seq: number; sender: string; text: string | null } };

const latencies = { toStaff: [] as number[], toPerson: [] as number[], httpSend: [] as number[] };
const counts = {
  personSent: 0,
  staffSent: 0,
  sendFailed: 0,
  toPersonDelivered: 0,
  toPersonDuplicates: 0,
  toStaffDelivered: 0,
  toStaffDuplicates: 0,
  socketsClosed: 0,
};
const sendErrors = new Map<string, number>();
/** [intended send time, latency] of every reply delivered to a person: when the slow ones were. */
const timeline: [number, number][] = [];
let measuring = false;

async function call(path: string, token: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const reply = (await response.json()) as { code: number; result: Record<string, unknown> };
  if (reply.code !== 200) throw new Error(`${path}: ${response.status} ${JSON.stringify(reply)}`);
  return reply.result;
}

/** Runs `task` over `items`, `width` at a time. */
async function inBatches<T>(items: T[], width: number, task: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

/** Text of a bench message: who sent it, its conversation and its intended send time. */
const textOf = (side: 'p' | 's', conversationId: number, intendedMs: number) =>
  `bench ${side} ${conversationId} ${intendedMs.toFixed(3)}`;
const parse = (text: string | null) => {
  const [, side, conversation, intended] = (text ?? '').split(' ');
  return { side, conversationId: Number(conversation), intendedMs: Number(intended) };
};

function openSocket(path: string, auth: object, onMessage: (m: Received) => void) {
  return new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(`${wsUrl}${path}`);
    socket.once('open', () => socket.send(JSON.stringify(auth)));
    socket.once('error', reject);
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as Received;
      if (message.type === 'ready') resolve(socket);
      else if (message.type === 'error') reject(new Error(`socket refused: ${data.toString()}`));
      else onMessage(message);
    });
    socket.once('close', () => {
      counts.socketsClosed += 1;
      reject(new Error('socket closed'));
    });
  });
}

// 1. Every person opens their conversation and its socket.
const people: Person[] = [];
const openedAt = nowMs();
await inBatches(setup.users, 16, async (token) => {
  const opened = (await call('/swx/customer/chat/open', token, {})) as {
    conversation: { id: number };
  };
  people.push({ token, conversationId: opened.conversation.id, seqs: new Set() });
});
await inBatches(people, 16, async (person) => {
  person.socket = await openSocket(
    '/websocket/chat',
    { type: 'auth', token: person.token, after: 0 },
    (m) => {
      if (m.type !== 'message' || !m.message || m.message.sender !== 'staff') return;
      if (person.seqs.has(m.message.seq)) return void (counts.toPersonDuplicates += 1);
      person.seqs.add(m.message.seq);
      if (!measuring) return;
      counts.toPersonDelivered += 1;
      const intendedMs = parse(m.message.text).intendedMs;
      latencies.toPerson.push(nowMs() - intendedMs);
      timeline.push([intendedMs, nowMs() - intendedMs]);
    },
  );
});
// Staff consoles: each sees every conversation's events.
const staffSeen = setup.staff.map(() => new Set<string>());
const staffSockets = await Promise.all(
  setup.staff.map((token, index) =>
    openSocket('/websocket/admin/chat', { type: 'auth', token }, (m) => {
      if (m.type !== 'message' || !m.message || m.message.sender === 'staff') return;
      const sent = parse(m.message.text);
      const key = `${sent.conversationId}:${m.message.seq}`;
      if (staffSeen[index]!.has(key)) return void (counts.toStaffDuplicates += 1);
      staffSeen[index]!.add(key);
      if (!measuring) return;
      counts.toStaffDelivered += 1;
      latencies.toStaff.push(nowMs() - sent.intendedMs);
    }),
  ),
);
const connectSeconds = (nowMs() - openedAt) / 1000;

// 2. Idle: every socket open, nothing sent (the cost of holding them: heartbeats and rechecks).
process.send?.({ phase: 'idle-start' });
await sleep(idleSeconds * 1000);
process.send?.({ phase: 'idle-end' });

// 3. Messages both ways, open loop.
interface Send {
  atMs: number;
  person: Person;
  side: 'p' | 's';
}
const startMs = nowMs() + 500;
const schedule: Send[] = [];
people.forEach((person, index) => {
  const phaseMs = (index / people.length) * intervalMs;
  for (let at = startMs + phaseMs; at < startMs + seconds * 1000; at += intervalMs) {
    schedule.push({ atMs: at, person, side: 'p' });
    if (at + intervalMs / 2 < startMs + seconds * 1000)
      schedule.push({ atMs: at + intervalMs / 2, person, side: 's' });
  }
});
schedule.sort((a, b) => a.atMs - b.atMs);
const expected = { toPerson: 0, toStaff: 0 };
const inFlight = new Set<Promise<void>>();
function fire(send: Send) {
  const text = textOf(send.side, send.person.conversationId, send.atMs);
  const staffToken = setup.staff[send.person.conversationId % setup.staff.length]!;
  const request =
    send.side === 'p'
      ? call('/swx/customer/chat/send', send.person.token, { clientMsgId: randomUUID(), text })
      : call(
          `/swx/admin/chat/conversations/${send.person.conversationId}/send`,
          `Bearer ${staffToken}`,
          {
            clientMsgId: randomUUID(),
            text,
          },
        );
  const done = request
    .then(() => {
      latencies.httpSend.push(nowMs() - send.atMs);
      if (send.side === 'p') {
        counts.personSent += 1;
        expected.toStaff += setup.staff.length;
      } else {
        counts.staffSent += 1;
        expected.toPerson += 1;
      }
    })
    .catch((error: Error) => {
      counts.sendFailed += 1;
      const key = error.message.slice(0, 120);
      sendErrors.set(key, (sendErrors.get(key) ?? 0) + 1);
    })
    .finally(() => inFlight.delete(done));
  inFlight.add(done);
}
measuring = true;
// This process's own event-loop delay: a late client inflates every latency it measures.
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
process.send?.({ phase: 'flow-start' });
let cursor = 0;
await new Promise<void>((resolve) => {
  const tick = setInterval(() => {
    const now = nowMs();
    while (cursor < schedule.length && schedule[cursor]!.atMs <= now) fire(schedule[cursor++]!);
    if (cursor >= schedule.length) {
      clearInterval(tick);
      resolve();
    }
  }, 2);
});
await Promise.all(inFlight);
process.send?.({ phase: 'flow-end' });
// What is still on its way gets 5 s; what has not arrived by then counts as lost.
const drainStartedMs = nowMs();
while (
  nowMs() - drainStartedMs < 5_000 &&
  (counts.toPersonDelivered < expected.toPerson || counts.toStaffDelivered < expected.toStaff)
)
  await sleep(50);
measuring = false;
loopDelay.disable();

for (const person of people) person.socket?.close();
for (const socket of staffSockets) socket.close();

function worstPerSecond(): number[] {
  const worst: number[] = [];
  for (const [intendedMs, latencyMs] of timeline) {
    const second = Math.floor((intendedMs - startMs) / 1000);
    if (second >= 0) worst[second] = Math.max(worst[second] ?? 0, Math.round(latencyMs));
  }
  return Array.from(worst, (value) => value ?? 0);
}
const percentile = (values: number[], p: number) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return +sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!.toFixed(1);
};
const summary = (values: number[]) => ({
  n: values.length,
  p50: percentile(values, 50),
  p90: percentile(values, 90),
  p99: percentile(values, 99),
  max: percentile(values, 100),
});
console.log(
  JSON.stringify({
    conversations: people.length,
    staffConsoles: setup.staff.length,
    connectSeconds: +connectSeconds.toFixed(1),
    messagesPerSecond: +((counts.personSent + counts.staffSent) / seconds).toFixed(1),
    ...counts,
    expectedToPerson: expected.toPerson,
    expectedToStaff: expected.toStaff,
    lostToPerson: expected.toPerson - counts.toPersonDelivered,
    lostToStaff: expected.toStaff - counts.toStaffDelivered,
    sendErrors: Object.fromEntries(sendErrors),
    clientLoopDelayMs: {
      p50: +(loopDelay.percentile(50) / 1e6).toFixed(1),
      p99: +(loopDelay.percentile(99) / 1e6).toFixed(1),
      max: +(loopDelay.max / 1e6).toFixed(1),
    },
    // The worst delivery to a person in each second of the window (a stall shows as a run).
    worstPerSecondMs: worstPerSecond(),
    latencyMs: {
      toPerson: summary(latencies.toPerson),
      toStaff: summary(latencies.toStaff),
      httpSend: summary(latencies.httpSend),
    },
  }),
);
process.exit(0);
