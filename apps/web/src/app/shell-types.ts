import type { unreadCountResult, userInfoResult } from '@meridian/contract';
import type { z } from 'zod';

export type UnreadCountResult = z.infer<typeof unreadCountResult>;
export type UserInfoResult = z.infer<typeof userInfoResult>;
