import { parseAmount, type Asset } from '@meridian/domain';
import { and, eq } from 'drizzle-orm';
import type { MarketFeed, PriceTick, TickHandler } from '../../src/feeds/market-feed.js';
import { journalEntries, ledgerAccounts, postings } from '../../src/db/schema/index.js';
import { createTestServer, type Envelope, type TestServer } from './test-server.js';

/** A feed that emits exactly the prices a test asks for, at the test clock's time. */
export class ScriptedFeed implements MarketFeed {
  readonly name = 'scripted';
  private handler: TickHandler | undefined;
  clock: () => Date = () => new Date();

  async start(onTicks: TickHandler): Promise<void> {
    this.handler = onTicks;
  }

  async stop(): Promise<void> {
    this.handler = undefined;
  }

  push(prices: Record<string, string>): void {
    if (!this.handler) throw new Error('the scripted feed is not running');
    const epochMs = this.clock().getTime();
    const ticks: PriceTick[] = Object.entries(prices).map(([code, price]) => ({
      code,
      price: parseAmount(price),
      epochMs,
    }));
    this.handler(ticks);
  }
}

/** A Wednesday afternoon (UTC): every market class is in session. */
export const MARKETS_OPEN = new Date('2026-11-18T15:00:00Z');

export interface TradingServer extends TestServer {
  feed: ScriptedFeed;
  /** Moves the clock, emits the prices and waits until triggers and settlements have run. */
  tick(prices: Record<string, string>, advanceMs?: number): Promise<void>;
}

export async function createTradingServer(
  options: Parameters<typeof createTestServer>[0] = {},
): Promise<TradingServer> {
  const feed = new ScriptedFeed();
  const server = await createTestServer({
    startAt: MARKETS_OPEN,
    createFeed: () => feed,
    ...options,
  });
  feed.clock = server.time.clock;
  return Object.assign(server, {
    feed,
    async tick(prices: Record<string, string>, advanceMs = 1000) {
      server.time.advance(advanceMs);
      feed.push(prices);
      await server.margin.idle();
    },
  });
}

type Book = 'demo' | 'real';

/** Calls an order endpoint as the user, in the given book. */
export async function order<T = any>(
  server: TestServer,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  payload?: unknown,
  options: { book?: Book; key?: string } = {},
): Promise<Envelope<T> & { status: number }> {
  const headers: Record<string, string> = {
    authorization: token,
    virtually: options.book === 'real' ? 'YES' : 'NO',
  };
  if (options.key) headers['idempotency-key'] = options.key;
  const response = await server.call({
    method,
    url: `/swx/customer/order/${path}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { ...(response.body as Envelope<T>), status: response.status };
}

/** A user's balance of one asset in a book, from the ledger. */
export async function balance(
  server: TestServer,
  userId: string,
  asset: Asset,
  book: Book = 'demo',
): Promise<{ available: bigint; frozen: bigint; accountId: number }> {
  const [row] = await server.deps.db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerKind, 'user'),
        eq(ledgerAccounts.userId, userId),
        eq(ledgerAccounts.book, book),
        eq(ledgerAccounts.asset, asset),
      ),
    );
  return {
    available: parseAmount(row!.available),
    frozen: parseAmount(row!.frozen),
    accountId: row!.id,
  };
}

/** The user's USDT in a book, from the ledger. */
export async function usdt(server: TestServer, userId: string, book: Book = 'demo') {
  const { available, frozen, accountId } = await balance(server, userId, 'USDT', book);
  return { available, frozen, total: available + frozen, accountId };
}

/** How much the journal entries referring to one business object moved an account, summed. */
export async function movementFor(
  server: TestServer,
  accountId: number,
  refType: string,
  refId: string,
): Promise<{ total: bigint; reasons: string[] }> {
  const rows = await server.deps.db
    .select({ amount: postings.amount, reason: journalEntries.reason })
    .from(postings)
    .innerJoin(journalEntries, eq(postings.entryId, journalEntries.id))
    .where(
      and(
        eq(postings.accountId, accountId),
        eq(journalEntries.refType, refType),
        eq(journalEntries.refId, refId),
      ),
    );
  return {
    total: rows.reduce((sum, row) => sum + parseAmount(row.amount), 0n),
    reasons: [...new Set(rows.map((row) => row.reason))],
  };
}
