import { GenericCode } from '@meridian/contract';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Deps } from '../deps.js';
import type { Executor } from '../db/client.js';
import { idempotencyKeys } from '../db/schema/index.js';
import { AppError, badRequest, conflict } from '../lib/app-error.js';
import { sha256Hex } from '../lib/crypto.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route moves money: it honours the Idempotency-Key header. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotency: { scope: string; key: string } | null;
  }
}

export interface IdempotencyClaim {
  scope: string;
  key: string;
}

/**
 * Called inside a money-moving service's transaction: the claim becomes `committed` together with
 * the money movement. Should the process die after the commit but before the reply is stored, a
 * retry then finds a committed claim (409: "check the order list") instead of a stale `running`
 * one it could take over and run twice.
 */
export async function markIdempotentInTx(
  tx: Executor,
  claim: IdempotencyClaim | null | undefined,
): Promise<void> {
  if (!claim) return;
  await tx
    .update(idempotencyKeys)
    .set({ state: 'committed' })
    .where(and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key)));
}

const KEY_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;
/** A claim whose process died is taken over after this long. */
const STALE_CLAIM_MS = 120_000;

/**
 * Idempotency-Key: the first request with a key claims it (a primary key, so two concurrent
 * retries cannot both run); its reply is stored; a retry with the same key and body gets that
 * reply again and moves nothing. A different body with the same key is refused (422); a retry
 * while the first still runs gets 409. A 5xx reply frees the key, as its transaction rolled back.
 */
async function idempotency(app: FastifyInstance, opts: { deps: Deps }) {
  const { db, clock } = opts.deps;
  app.decorateRequest('idempotency', null);

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.routeOptions.config.idempotent) return;
    const raw = request.headers['idempotency-key'];
    if (raw === undefined) return;
    const key = Array.isArray(raw) ? raw[0] : raw;
    if (!key || !KEY_PATTERN.test(key))
      throw badRequest(
        GenericCode.INVALID_REQUEST,
        {},
        'Idempotency-Key: 8-128 of A-Z a-z 0-9 . _ : -',
      );
    const scope = request.auth ? `user:${request.auth.userId}` : `anon:${request.ip}`;
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    const requestHash = sha256Hex(
      `${route}\n${request.headers['virtually'] ?? ''}\n${JSON.stringify(request.body ?? null)}`,
    );
    const now = clock();

    await db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.scope, scope),
          eq(idempotencyKeys.key, key),
          eq(idempotencyKeys.state, 'running'),
          lt(idempotencyKeys.createdAt, new Date(now.getTime() - STALE_CLAIM_MS)),
        ),
      );
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ scope, key, route, requestHash, state: 'running', createdAt: now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length > 0) {
      request.idempotency = { scope, key };
      return;
    }
    const [existing] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    if (!existing) throw conflict();
    if (existing.requestHash !== requestHash)
      throw new AppError(GenericCode.IDEMPOTENCY_KEY_REUSED, 422);
    if (existing.state !== 'done') throw conflict();
    reply.header('idempotent-replayed', 'true');
    return reply.status(existing.httpStatus ?? 200).send(existing.reply);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim) return payload;
    request.idempotency = null;
    const where = and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key));
    if (reply.statusCode >= 500) {
      // Only an uncommitted claim is freed: a committed one moved money and must not run again.
      await db.delete(idempotencyKeys).where(and(where, eq(idempotencyKeys.state, 'running')));
      return payload;
    }
    let stored: unknown = null;
    if (typeof payload === 'string') {
      try {
        stored = JSON.parse(payload);
      } catch {
        stored = payload;
      }
    }
    await db
      .update(idempotencyKeys)
      .set({ state: 'done', httpStatus: reply.statusCode, reply: stored })
      .where(where);
    return payload;
  });
}

export const idempotencyPlugin = fp(idempotency, {
  name: 'idempotency',
  dependencies: ['envelope', 'auth'],
});
