import type { Book } from '@meridian/domain';
import type { z } from 'zod';
import type { userInfoResult } from '@meridian/contract';
import type { Deps } from '../../deps.js';
import { countUnread } from '../notifications/count-unread.js';
import { unauthenticated } from '../../lib/app-error.js';
import { getBalances } from '../ledger/get-balances.js';
import { findUserById } from './find-user.js';
import { toUserView } from './user-view.js';

/** getUserInfo: the user, the balances of the selected book and the unread notification count. */
export async function getUserInfo(
  deps: Deps,
  userId: string,
  book: Book,
): Promise<z.infer<typeof userInfoResult>> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw unauthenticated();
  return {
    ...toUserView(user),
    book,
    balances: await getBalances(deps.db, userId, book),
    unreadNotifications: await countUnread(deps.db, userId),
  };
}
