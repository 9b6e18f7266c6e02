import { z } from 'zod';
import {
  amountString,
  calendarDay,
  EPOCH_MS_MAX,
  int8Id,
  int8IdParam,
  pageParam,
  sizeParam,
} from './common.js';

/**
 * The charity NFT market (issue 16, PRODUCT §9). Items are records held by the platform — not
 * tokens minted on a chain by us; every sale's proceeds go to the charity account in the ledger.
 * Prices are USDT in whole cents.
 */

/** A USDT price or bid: above zero, at most 2 decimals. */
export const nftPriceString = z
  .string()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, 'a USDT amount with at most 2 decimals')
  .refine((value) => /[1-9]/.test(value), 'an amount above zero');

/** auction: bids only; buyNow: a fixed price only; both: bids, and buy now until a bid meets the reserve. */
export const nftSaleTypeSchema = z.enum(['auction', 'buyNow', 'both']);
export type NftSaleType = z.infer<typeof nftSaleTypeSchema>;

/** upcoming: listed, bidding not started; live: open; then sold, unsold (back to staff) or cancelled. */
export const nftStatusSchema = z.enum(['upcoming', 'live', 'sold', 'unsold', 'cancelled']);
export type NftStatus = z.infer<typeof nftStatusSchema>;

/** The public figures of one item, as on a market card. */
export const nftItemSchema = z.object({
  id: z.number().int(),
  tokenId: z.string(),
  chain: z.string(),
  contractAddress: z.string(),
  creator: z.string(),
  /** In the caller's language (English if the item has none in it). */
  title: z.string(),
  /** The generated SVG (same bytes on every render): GET this path. */
  artworkUrl: z.string(),
  saleType: nftSaleTypeSchema,
  status: nftStatusSchema,
  asset: z.literal('USDT'),
  startPrice: amountString.nullable(),
  /** The highest bid (its money is frozen until outbid or the end). */
  currentBid: amountString.nullable(),
  /** What a bid must be at least now (null when bidding is not possible). */
  minimumNextBid: amountString.nullable(),
  bidCount: z.number().int(),
  hasReserve: z.boolean(),
  reserveMet: z.boolean(),
  buyNowPrice: amountString.nullable(),
  /** Buy now can be used now (it is withdrawn once a bid meets the reserve). */
  buyNowOpen: z.boolean(),
  startsAt: z.number().int(),
  /** Bidding ends (a bid in the last minutes moves it later). */
  endsAt: z.number().int(),
  /** Sold: the price paid (the winning bid or the buy-now price) and when. */
  soldPrice: amountString.nullable(),
  soldAt: z.number().int().nullable(),
});
export type NftItem = z.infer<typeof nftItemSchema>;

export const nftBidSchema = z.object({
  /** The bidder as others see them (masked). */
  bidder: z.string(),
  amount: amountString,
  at: z.number().int(),
  /** The bid of the caller (when signed in). */
  mine: z.boolean(),
});

export const nftDetailSchema = nftItemSchema.extend({
  story: z.string(),
  /** Newest first. */
  bids: z.array(nftBidSchema),
  /** The caller holds the highest bid (false when not signed in). */
  youLead: z.boolean(),
  /** The auction rules in force: the raise (basis points of the highest bid, and at least priceStep) and the anti-sniping window. */
  rules: z.object({
    minRaiseBp: z.number().int(),
    priceStep: amountString,
    extendWindowSeconds: z.number().int(),
    extendBySeconds: z.number().int(),
  }),
  serverTime: z.number().int(),
});
export type NftDetail = z.infer<typeof nftDetailSchema>;

export const nftListFilterSchema = z.enum(['live', 'buyNow', 'upcoming', 'ended', 'all']);
export type NftListFilter = z.infer<typeof nftListFilterSchema>;

/** GET listNft (public): live auctions, buy now, upcoming, ended; search in title, creator, token id and contract. */
export const listNftQuery = z.object({
  filter: nftListFilterSchema.default('live'),
  q: z.string().trim().max(100).optional(),
  page: pageParam,
  size: sizeParam,
});
export type ListNftQuery = z.infer<typeof listNftQuery>;

export const nftDonationSummarySchema = z.object({
  asset: z.literal('USDT'),
  /** Everything the charity account ever received: its balance plus what was paid out of it. */
  total: amountString,
  /** Still in the charity account, waiting for the next payout. */
  held: amountString,
  paidOut: amountString,
});
export type NftDonationSummary = z.infer<typeof nftDonationSummarySchema>;

export const nftListSchema = z.object({
  list: z.array(nftItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  serverTime: z.number().int(),
  donation: nftDonationSummarySchema,
});
export type NftList = z.infer<typeof nftListSchema>;

export const nftIdParams = z.object({ id: int8IdParam });

/** POST bidNft: a binding bid; its amount is frozen until outbid (released at once) or the end. */
export const bidNftBody = z.object({ id: int8Id, amount: nftPriceString });
export type BidNftBody = z.infer<typeof bidNftBody>;

/** POST buyNft: buys at the buy-now price the buyer was shown (price). */
export const buyNftBody = z.object({ id: int8Id, price: nftPriceString });
export type BuyNftBody = z.infer<typeof buyNftBody>;

/** GET listNft for the user (My NFTs): owned (won or bought) or my bids on items still live. */
export const myNftQuery = z.object({
  type: z.enum(['owned', 'bids']).default('owned'),
  page: pageParam,
  size: sizeParam,
});
export type MyNftQuery = z.infer<typeof myNftQuery>;

export const myNftItemSchema = nftItemSchema.extend({
  /** owned: how it was acquired. */
  acquired: z.enum(['won', 'bought']).nullable(),
  /** bids: the caller's highest bid and whether it leads (its money is frozen only while it leads). */
  myBid: amountString.nullable(),
  leading: z.boolean(),
});
export type MyNftItem = z.infer<typeof myNftItemSchema>;

export const myNftListSchema = z.object({
  list: z.array(myNftItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  serverTime: z.number().int(),
});
export type MyNftList = z.infer<typeof myNftListSchema>;

export const charityPayoutSchema = z.object({
  id: z.number().int(),
  amount: amountString,
  /** The day the charity was paid (YYYY-MM-DD). */
  paidOn: z.string(),
  /** The bank or chain transfer's reference. */
  reference: z.string(),
  recordedAt: z.number().int(),
});
export type CharityPayout = z.infer<typeof charityPayoutSchema>;

/** GET listCharityDonation (public): the total from the ledger and every payout. */
export const charityDonationsSchema = nftDonationSummarySchema.extend({
  payouts: z.array(charityPayoutSchema),
});
export type CharityDonations = z.infer<typeof charityDonationsSchema>;

/** /websocket/nft?id=N (public): the item's live figures after each bid, sale or close. */
export const nftStreamMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('nft'),
    id: z.number().int(),
    status: nftStatusSchema,
    currentBid: amountString.nullable(),
    minimumNextBid: amountString.nullable(),
    bidCount: z.number().int(),
    endsAt: z.number().int(),
    buyNowOpen: z.boolean(),
    reserveMet: z.boolean(),
    /** The bid that caused this message, if one did. */
    bid: z.object({ bidder: z.string(), amount: amountString, at: z.number().int() }).nullable(),
    serverTime: z.number().int(),
  }),
  z.object({ type: z.literal('error'), code: z.number().int() }),
]);
export type NftStreamMessage = z.infer<typeof nftStreamMessageSchema>;
export const NFT_STREAM_PATH = '/websocket/nft';

/** The artwork (image/svg+xml), outside the envelope. */
export const nftArtworkPath = (id: number) => `/swx/customer/index/nftArtwork/${id}`;
export const NFT_ARTWORK_ROUTE = '/swx/customer/index/nftArtwork/:id';

// Back office: items (content role) and charity payouts (compliance).

/** The interface languages (SPEC §3; the same list as @meridian/i18n's LANGUAGES, which the contract may not import). */
export const NFT_TEXT_LANGUAGES = [
  'en',
  'ja',
  'ko',
  'de',
  'fr',
  'it',
  'es',
  'ar',
  'hk',
  'zh',
  'vi',
] as const;

const localizedText = (max: number) =>
  z
    .partialRecord(z.enum(NFT_TEXT_LANGUAGES), z.string().trim().max(max))
    .refine((texts) => (texts.en ?? '').length > 0, 'an English text is required');

export const adminCreateNftBody = z
  .object({
    tokenId: z
      .string()
      .trim()
      .regex(/^\d{1,78}$/, 'a token id: digits'),
    chain: z.string().trim().min(1).max(40),
    contractAddress: z.string().trim().min(1).max(100),
    creator: z.string().trim().min(1).max(100),
    titles: localizedText(120),
    stories: localizedText(4000),
    startPrice: nftPriceString.nullable(),
    priceStep: nftPriceString.default('1'),
    reservePrice: nftPriceString.nullable(),
    buyNowPrice: nftPriceString.nullable(),
    startsAt: z.number().int().min(0).max(EPOCH_MS_MAX),
    endsAt: z.number().int().min(0).max(EPOCH_MS_MAX),
  })
  .refine((body) => body.startPrice !== null || body.buyNowPrice !== null, {
    message: 'an auction (start price), a buy-now price or both',
    path: ['startPrice'],
  })
  .refine((body) => body.endsAt > body.startsAt, {
    message: 'the end after the start',
    path: ['endsAt'],
  });
export type AdminCreateNftBody = z.infer<typeof adminCreateNftBody>;

export const adminNftQuery = z.object({
  status: z.enum(['live', 'upcoming', 'ended', 'all']).default('all'),
  page: pageParam,
  size: sizeParam,
});
export type AdminNftQuery = z.infer<typeof adminNftQuery>;

export const adminNftItemSchema = nftItemSchema.extend({
  reservePrice: amountString.nullable(),
  priceStep: amountString,
  titles: z.record(z.string(), z.string()),
  /** The leading bidder (their bid is the money frozen for this item). */
  highestBidder: z.object({ userId: z.string(), username: z.string() }).nullable(),
  frozen: amountString,
  /** The owner after a sale. */
  owner: z.object({ userId: z.string(), username: z.string() }).nullable(),
  /** The journal entry that paid the charity (sold) and when the item was closed. */
  settlementEntryId: z.number().int().nullable(),
  closedAt: z.number().int().nullable(),
  createdBy: z.string(),
  createdAt: z.number().int(),
});
export type AdminNftItem = z.infer<typeof adminNftItemSchema>;

export const adminNftListSchema = z.object({
  list: z.array(adminNftItemSchema),
  total: z.number().int(),
  /** All bids frozen now, over every live item (equals the sum of their current bids). */
  frozenTotal: amountString,
  serverTime: z.number().int(),
});
export type AdminNftList = z.infer<typeof adminNftListSchema>;

export const adminCharityPayoutBody = z.object({
  amount: nftPriceString,
  paidOn: calendarDay(),
  reference: z.string().trim().min(3).max(200),
});
export type AdminCharityPayoutBody = z.infer<typeof adminCharityPayoutBody>;

export const adminCharityPayoutSchema = charityPayoutSchema.extend({
  recordedBy: z.string(),
  entryId: z.number().int(),
});
export const adminCharityPayoutListSchema = nftDonationSummarySchema.extend({
  payouts: z.array(adminCharityPayoutSchema),
});
export type AdminCharityPayoutList = z.infer<typeof adminCharityPayoutListSchema>;
