import { desc } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { devMailbox } from '../../db/schema/index.js';

export interface DevMessage {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  createdAt: string;
}

export async function listDevMailbox(db: Executor, limit = 200): Promise<DevMessage[]> {
  const rows = await db.select().from(devMailbox).orderBy(desc(devMailbox.id)).limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
