import { and, count, desc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { auditLog } from '../../db/schema/index.js';
import { staffNames } from '../users/user-summary.js';

/** GET /swx/admin/audit: the append-only audit log, newest first. */
export async function listAudit(
  deps: Pick<Deps, 'db'>,
  query: { action?: string; targetType?: string; page: number; size: number },
) {
  const where = and(
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.targetType ? eq(auditLog.targetType, query.targetType) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    deps.db.select({ n: count() }).from(auditLog).where(where),
  ]);
  const names = await staffNames(
    deps.db,
    rows.map((r) => r.actorId),
  );
  return {
    list: rows.map((r) => ({
      id: r.id,
      actorId: r.actorId,
      actorName: r.actorId ? (names.get(r.actorId) ?? null) : null,
      actorKind: r.actorKind,
      action: r.action,
      targetType: r.targetType,
      targetId: r.targetId,
      before: r.before,
      after: r.after,
      createdAt: r.createdAt.getTime(),
    })),
    total: total?.n ?? 0,
  };
}
