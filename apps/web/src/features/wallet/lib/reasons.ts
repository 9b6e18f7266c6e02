import { LEDGER_REASONS, type LedgerReason } from '@meridian/domain';

/**
 * The statement's types: every ledger reason (packages/domain/src/ledger/types.ts) in a group
 * with a friendly label (`wallet.records.reasons.<reason>`, `wallet.records.groups.<group>`).
 */

export type ReasonGroup =
  | 'funds'
  | 'exchange'
  | 'spot'
  | 'margin'
  | 'options'
  | 'smart'
  | 'loans'
  | 'nfts'
  | 'demo'
  | 'other';

export const REASON_GROUPS: readonly { group: ReasonGroup; reasons: readonly LedgerReason[] }[] = [
  {
    group: 'funds',
    reasons: ['deposit', 'withdrawal_freeze', 'withdrawal_release', 'withdrawal_payout'],
  },
  { group: 'exchange', reasons: ['exchange'] },
  { group: 'spot', reasons: ['spot_order', 'spot_cancel', 'spot_requote', 'trade'] },
  {
    group: 'margin',
    reasons: ['margin_open', 'margin_hold', 'margin_release', 'margin_fill', 'margin_close'],
  },
  { group: 'options', reasons: ['option_stake', 'option_settle'] },
  {
    group: 'smart',
    reasons: ['smart_buy', 'smart_fill', 'smart_settle', 'smart_end', 'smart_exit'],
  },
  { group: 'loans', reasons: ['loan_disburse', 'loan_interest', 'loan_repay'] },
  // The charity NFT market; a charity payout is the staff's record of money leaving the charity's
  // account, on no user's statement, but the reason has its group and label like every other.
  { group: 'nfts', reasons: ['nft_bid', 'nft_release', 'nft_sale', 'charity_payout'] },
  { group: 'demo', reasons: ['demo_grant', 'demo_reset'] },
  { group: 'other', reasons: ['fee', 'market_maker_funding', 'adjustment_test'] },
];

export function isLedgerReason(value: string): value is LedgerReason {
  return (LEDGER_REASONS as readonly string[]).includes(value);
}

/** What a statement line refers to, when it says something to the user. */
export type RefKind =
  'deposit' | 'withdrawal' | 'exchange' | 'margin' | 'option' | 'spot' | 'smart' | 'loan' | 'nft';

const REF_KINDS: Readonly<Record<string, RefKind>> = {
  deposit: 'deposit',
  withdrawal: 'withdrawal',
  exchange: 'exchange',
  margin_order: 'margin',
  option_order: 'option',
  spot_order: 'spot',
  spot_requote: 'spot',
  smart_plan: 'smart',
  loan: 'loan',
  nft: 'nft',
};

export function refKindOf(refType: string): RefKind | undefined {
  return REF_KINDS[refType];
}

/** Where the orders of a reference are listed (the all-orders page's tab), if anywhere. */
export function refOrdersTab(kind: RefKind): 'margin' | 'options' | 'spot' | undefined {
  return kind === 'margin'
    ? 'margin'
    : kind === 'option'
      ? 'options'
      : kind === 'spot'
        ? 'spot'
        : undefined;
}

/**
 * Where a reference opens, if anywhere: an NFT item's own page (`/nfts/:id`, the item id is the
 * journal entry's refId), or the all-orders page's tab of an order.
 */
export function refLink(kind: RefKind, refId: string): string | undefined {
  if (kind === 'nft') return `/nfts/${encodeURIComponent(refId)}`;
  const tab = refOrdersTab(kind);
  return tab ? `/profile/orders?tab=${tab}` : undefined;
}
