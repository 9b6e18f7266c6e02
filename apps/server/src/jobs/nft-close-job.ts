import type { Tx } from '../db/client.js';
import type { Deps } from '../deps.js';
import { closeNftInTx, publishNftClosed } from '../services/nfts/close-nft.js';
import type { JobHandler } from './job-types.js';
import { scheduleJob } from './schedule-job.js';

export const NFT_CLOSE = 'nft.close';

/**
 * Schedules an item's close at its end, in the transaction that sets that end (listing, or a late
 * bid moving it): one job per end time, so a moved end leaves the earlier job a no-op.
 */
export function scheduleNftClose(tx: Tx, itemId: number, endsAtMs: number) {
  return scheduleJob(tx, {
    kind: NFT_CLOSE,
    key: `${itemId}@${endsAtMs}`,
    dueMs: endsAtMs,
    payload: { itemId },
  });
}

export function nftCloseHandler(deps: Deps): JobHandler {
  return async (tx, job) => {
    const { itemId } = job.payload as { itemId: number };
    const closed = await closeNftInTx(deps, tx, itemId);
    if (closed) return () => publishNftClosed(deps, closed);
  };
}
