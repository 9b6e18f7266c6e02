import type { KycResult } from '@meridian/contract';
import { desc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { kycSubmissions, users } from '../../db/schema/index.js';
import { getSetting } from '../settings/get-setting.js';
import { kycView } from './kyc-view.js';

/** GET getKyc: the user's KYC status and latest submission. */
export async function getKyc(deps: Pick<Deps, 'db'>, userId: string): Promise<KycResult> {
  const [user] = await deps.db
    .select({ kycStatus: users.kycStatus })
    .from(users)
    .where(eq(users.id, userId));
  const [latest] = await deps.db
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, userId))
    .orderBy(desc(kycSubmissions.submittedAt))
    .limit(1);
  return {
    status: user?.kycStatus ?? 'unverified',
    reviewHours: await getSetting(deps.db, 'kyc.reviewHours'),
    latest: latest ? kycView(latest) : null,
  };
}
