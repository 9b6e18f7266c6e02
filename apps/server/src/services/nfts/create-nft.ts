import type { AdminCreateNftBody, AdminNftItem } from '@meridian/contract';
import { canonicalAmount, parseAmount, saleTermsProblem } from '@meridian/domain';
import { inTransaction } from '../../db/transaction.js';
import { nftItems } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { scheduleNftClose } from '../../jobs/nft-close-job.js';
import { badRequest } from '../../lib/app-error.js';
import { recordAudit } from '../audit/record-audit.js';
import type { StaffPrincipal } from '../staff/staff-principal.js';
import { adminNftViews } from './admin-nft-view.js';
import { nftRules } from './nft-rules.js';

const orNull = (value: string | null) => (value === null ? null : canonicalAmount(value));
const filled = (texts: Record<string, string | undefined>) =>
  Object.fromEntries(
    Object.entries(texts).filter((entry): entry is [string, string] => !!entry[1]),
  );

/** Staff (content) list an item; its close is scheduled at its end in the same transaction. */
export async function createNft(
  deps: Pick<Deps, 'db' | 'clock'>,
  staff: StaffPrincipal,
  body: AdminCreateNftBody,
): Promise<AdminNftItem> {
  const now = deps.clock();
  if (body.endsAt <= now.getTime())
    throw badRequest(undefined, undefined, 'endsAt: the end must be in the future');
  const problem = saleTermsProblem({
    startPrice: body.startPrice === null ? null : parseAmount(body.startPrice),
    reservePrice: body.reservePrice === null ? null : parseAmount(body.reservePrice),
    buyNowPrice: body.buyNowPrice === null ? null : parseAmount(body.buyNowPrice),
  });
  if (problem)
    throw badRequest(
      undefined,
      undefined,
      problem === 'reservePrice'
        ? 'reservePrice: a reserve needs a start price and is not below it'
        : 'buyNowPrice: buy now is above the start price and not below the reserve',
    );
  const row = await inTransaction(deps.db, async (tx) => {
    const [inserted] = await tx
      .insert(nftItems)
      .values({
        tokenId: body.tokenId,
        chain: body.chain,
        contractAddress: body.contractAddress,
        creator: body.creator,
        titles: filled(body.titles),
        stories: filled(body.stories),
        startPrice: orNull(body.startPrice),
        priceStep: canonicalAmount(body.priceStep),
        reservePrice: orNull(body.reservePrice),
        buyNowPrice: orNull(body.buyNowPrice),
        startsAt: new Date(body.startsAt),
        endsAt: new Date(body.endsAt),
        status: 'open',
        createdBy: staff.staffId,
      })
      .returning();
    await scheduleNftClose(tx, inserted!.id, body.endsAt);
    await recordAudit(tx, {
      actorId: staff.staffId,
      action: 'nft.create',
      targetType: 'nft',
      targetId: String(inserted!.id),
      after: { ...body, titles: filled(body.titles), stories: undefined },
    });
    return inserted!;
  });
  const [view] = await adminNftViews(deps.db, [row], await nftRules(deps.db), now.getTime());
  return view!;
}
