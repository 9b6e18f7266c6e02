import type { Executor } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

export interface AuditRecord {
  /** The staff member who acted (null for the system). */
  actorId: string | null;
  action: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Appends one row to the audit log (PRODUCT §1: who, when, what, before/after; a trigger refuses
 * UPDATE and DELETE). Call it inside the transaction that makes the change, so the change and its
 * record commit together or not at all.
 */
export async function recordAudit(db: Executor, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    actorId: record.actorId,
    actorKind: record.actorId ? 'staff' : 'system',
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}
