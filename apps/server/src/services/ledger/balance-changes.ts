import type { Book } from '@meridian/domain';
import type { Db, Tx } from '../../db/client.js';
import { onCommit } from '../../db/transaction.js';
import { userTopic, type Bus } from '../../realtime/bus.js';
import type { FastifyBaseLogger } from 'fastify';

/** Bus topic of committed balance changes: the margin engine re-reads those accounts' cash. */
export const BALANCES_TOPIC = 'ledger:balances';

export interface BalanceChange {
  userId: string;
  book: Book;
}

export interface BalancesChangedMessage {
  changes: BalanceChange[];
}

/** The users' books each open transaction changed (noted by the ledger's writers). */
const changedIn = new WeakMap<Tx, Map<string, BalanceChange>>();

/**
 * Notes, inside a transaction, that these users' balances in these books change. The ledger's
 * writers (postEntry and the spot batch writer) call it, so no use case can forget to tell the
 * engines; nothing is announced unless and until the transaction commits.
 */
export function noteBalancesChanged(tx: Tx, changes: Iterable<BalanceChange>): void {
  let noted = changedIn.get(tx);
  if (!noted) changedIn.set(tx, (noted = new Map()));
  for (const change of changes) noted.set(`${change.userId}:${change.book}`, change);
}

/**
 * After every committed transaction that changed balances: one message on BALANCES_TOPIC with
 * all the changes (for the margin engine on the feed leader) and one `balances` push per user and
 * book on the user's live channel. A lost message is healed by the engine's periodic resync and by
 * the web's next read.
 */
export function announceBalanceChanges(
  db: Db,
  deps: { bus: Bus; log: FastifyBaseLogger },
): () => void {
  return onCommit(db, async (tx) => {
    const noted = changedIn.get(tx);
    if (!noted || noted.size === 0) return;
    changedIn.delete(tx);
    const changes = [...noted.values()];
    try {
      // All at once: with Redis each publish is a round trip, and the batch's replies wait.
      await Promise.all([
        deps.bus.publish(BALANCES_TOPIC, { changes } satisfies BalancesChangedMessage),
        ...changes.map(({ userId, book }) =>
          deps.bus.publish(userTopic(userId), { type: 'balances', book }),
        ),
      ]);
    } catch (error) {
      deps.log.error({ err: error }, 'could not announce balance changes');
    }
  });
}
