import { endpoint } from '../endpoint.js';
import {
  adminCharityPayoutBody,
  adminCharityPayoutListSchema,
  adminCharityPayoutSchema,
  adminCreateNftBody,
  adminNftItemSchema,
  adminNftListSchema,
  adminNftQuery,
  bidNftBody,
  buyNftBody,
  charityDonationsSchema,
  listNftQuery,
  myNftListSchema,
  myNftQuery,
  nftDetailSchema,
  nftIdParams,
  nftListSchema,
} from '../nfts.js';

const moves = 'Moves money: accepts Idempotency-Key.';
const realOnly = 'Real book only: the demo book gets 460 "switch to a real account".';
const custody =
  'Items are records held by the platform, not tokens minted on a chain by Meridian; the chain, contract and token id name the artwork they stand for.';

/** The charity NFT market (issue 16, PRODUCT §9). */
export const nftEndpoints = {
  listNft: endpoint({
    method: 'GET',
    path: '/swx/customer/index/listNft',
    access: 'public',
    tags: ['nfts'],
    description: `The NFT market: live auctions (default), buy now, upcoming or ended items, searched by title, creator, token id or contract; with the cumulative donation (from the ledger: the charity account's balance plus everything paid out of it) and the server time for the countdowns. ${custody}`,
    query: listNftQuery,
    result: nftListSchema,
  }),
  getNftById: endpoint({
    method: 'GET',
    path: '/swx/customer/index/getNftById/:id',
    access: 'public',
    tags: ['nfts'],
    description:
      'One item: its story, the bid history (bidders masked; the caller’s own bids marked when a token is sent), the minimum next bid and the auction rules. Live figures follow on /websocket/nft?id=N.',
    params: nftIdParams,
    result: nftDetailSchema,
  }),
  listCharityDonation: endpoint({
    method: 'GET',
    path: '/swx/customer/index/listCharityDonation',
    access: 'public',
    tags: ['nfts'],
    description:
      "Every sale's proceeds go to the charity account. The total is read from the ledger (the account's balance plus every payout out of it, never a counter); each payout to the charity with its date and transfer reference.",
    result: charityDonationsSchema,
  }),
  bidNft: endpoint({
    method: 'POST',
    path: '/swx/customer/user/bidNft',
    access: 'real',
    idempotent: true,
    tags: ['nfts'],
    description: `A binding bid: the amount is frozen in the bidder's real USDT (10092 if not available) and the previous highest bid is released in the same transaction; it cannot be withdrawn. It must be at least the minimum next bid — the start price, then the highest bid plus the larger of the raise (5%) and the price step (492 with the minimum). A bid in the last minutes moves the end later. An item not open for bids: 10020. ${realOnly} ${moves}`,
    body: bidNftBody,
    result: nftDetailSchema,
  }),
  buyNft: endpoint({
    method: 'POST',
    path: '/swx/customer/user/buyNft',
    access: 'real',
    idempotent: true,
    tags: ['nfts'],
    description: `Buys the item at once at its buy-now price (the price shown must be sent: 493 otherwise); the money goes to the charity account and the item to the buyer; a highest bid below the reserve is released. Not for sale this way (ended, or withdrawn because a bid met the reserve): 10020. Too little money: 10092. Success: 20004. ${realOnly} ${moves}`,
    body: buyNftBody,
    result: nftDetailSchema,
  }),
  listMyNft: endpoint({
    method: 'GET',
    path: '/swx/customer/user/listNft',
    access: 'user',
    tags: ['nfts'],
    description:
      'My NFTs: the items the caller owns (won at auction or bought), or the items they have bid on that are still live, with their bid and whether it leads. Always empty in demo.',
    query: myNftQuery,
    result: myNftListSchema,
  }),

  // Back office.
  adminNfts: endpoint({
    method: 'GET',
    path: '/swx/admin/nfts',
    access: 'staff',
    staffRoles: ['content', 'compliance'],
    tags: ['admin'],
    description:
      'Items with their sale: the leading bidder and the money frozen for it, the owner and the settlement entry after a sale; the total frozen over all live items.',
    query: adminNftQuery,
    result: adminNftListSchema,
  }),
  adminCreateNft: endpoint({
    method: 'POST',
    path: '/swx/admin/nfts',
    access: 'staff',
    staffRoles: ['content'],
    tags: ['admin'],
    description:
      'Lists an item: token, chain, contract, creator, title and story (English required, the other languages optional), an auction (start price, price step, optional reserve), a buy-now price or both, the start and end. The settlement is scheduled at the end. Audited.',
    body: adminCreateNftBody,
    result: adminNftItemSchema,
  }),
  adminCancelNft: endpoint({
    method: 'POST',
    path: '/swx/admin/nfts/:id/cancel',
    access: 'staff',
    staffRoles: ['content'],
    tags: ['admin'],
    description:
      'Withdraws an item that nobody has bid on yet (10020 after the first bid or once closed). Audited.',
    params: nftIdParams,
    result: adminNftItemSchema,
  }),
  adminCharityPayouts: endpoint({
    method: 'GET',
    path: '/swx/admin/charityPayouts',
    access: 'staff',
    staffRoles: ['compliance'],
    tags: ['admin'],
    result: adminCharityPayoutListSchema,
  }),
  adminRecordCharityPayout: endpoint({
    method: 'POST',
    path: '/swx/admin/charityPayouts',
    access: 'staff',
    staffRoles: ['compliance'],
    idempotent: true,
    tags: ['admin'],
    description: `Records a payout made to the charity (amount, the day paid, the transfer reference) as a journal entry out of the charity account (10092 if it holds less). Audited. ${moves}`,
    body: adminCharityPayoutBody,
    result: adminCharityPayoutSchema,
  }),
} as const;
