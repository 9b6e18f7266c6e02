import type { UserView } from '@meridian/contract';
import type { users } from '../../db/schema/index.js';

export function toUserView(user: typeof users.$inferSelect): UserView {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    phone: user.phone,
    creditPoints: user.creditPoints,
    kycStatus: user.kycStatus,
    referralCode: user.referralCode,
    hasPassword: user.passwordHash !== null,
    hasWithdrawalPassword: user.withdrawalPasswordHash !== null,
    ethAddress: user.ethAddress,
    language: user.language,
    createdAt: user.createdAt.toISOString(),
  };
}
