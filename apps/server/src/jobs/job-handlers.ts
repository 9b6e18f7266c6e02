import type { Deps } from '../deps.js';
import { CHAT_MAIL_JOB, chatMailHandler } from './chat-mail-job.js';
import type { JobRegistry } from './job-types.js';
import { LOAN_SWEEP, loanSweepHandler } from './loan-sweep-job.js';
import { NFT_CLOSE, nftCloseHandler } from './nft-close-job.js';
import { OPTION_SETTLE, optionSettleHandler } from './option-settle-job.js';
import { SMART_RANGES, smartRangesHandler } from './smart-ranges-job.js';
import { SMART_SETTLE, smartSettleHandler } from './smart-settle-job.js';

/** Every kind of job this server runs, by kind. */
export function jobHandlers(deps: Deps): JobRegistry {
  return new Map([
    [CHAT_MAIL_JOB, chatMailHandler(deps)],
    [LOAN_SWEEP, loanSweepHandler(deps)],
    [NFT_CLOSE, nftCloseHandler(deps)],
    [OPTION_SETTLE, optionSettleHandler(deps)],
    [SMART_RANGES, smartRangesHandler(deps)],
    [SMART_SETTLE, smartSettleHandler(deps)],
  ]);
}
