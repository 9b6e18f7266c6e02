import { GenericCode } from '@meridian/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Deps } from '../deps.js';
import { AppError, badRequest, conflict } from '../lib/app-error.js';
import { sha256Hex } from '../lib/crypto.js';
import {
  decodeResult,
  findClaim,
  storeReply,
  type IdempotencyClaim,
} from '../services/idempotency/idempotency-store.js';

export type { IdempotencyClaim } from '../services/idempotency/idempotency-store.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route moves money: it honours the Idempotency-Key header. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotency: IdempotencyClaim | null;
  }
}

const KEY_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;
/** How long a request waits for another one with the same key in this process to finish. */
const WAIT_FOR_DUPLICATE_MS = 30_000;

/**
 * Idempotency-Key, the HTTP side (the claims themselves: services/idempotency). Nothing is
 * written before the handler runs: the use case claims the key inside its own transaction, so a
 * crash before its commit leaves no claim and the retry runs. Here: a key whose reply is stored
 * gets it again (`Idempotent-Replayed: true`); a key whose effect committed but whose reply was
 * never stored hands the committed result to the use case (IdempotencyClaim.replay) to answer
 * with; the same key for a different request is 422. A second request with a key that is in
 * flight in this process waits for it and then replays; across processes the claim's primary key
 * makes the later one 409. After the reply, it is stored with the claim (5xx replies are not:
 * their effect either committed with its result, or did not happen).
 */
async function idempotency(app: FastifyInstance, opts: { deps: Deps }) {
  const { db } = opts.deps;
  const inFlight = new Map<string, Promise<void>>();
  const releases = new WeakMap<FastifyRequest, () => void>();
  app.decorateRequest('idempotency', null);

  const release = (request: FastifyRequest) => {
    releases.get(request)?.();
    releases.delete(request);
  };

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

    const slot = `${scope}\n${key}`;
    const deadline = Date.now() + WAIT_FOR_DUPLICATE_MS;
    for (let running = inFlight.get(slot); running; running = inFlight.get(slot)) {
      const left = deadline - Date.now();
      if (left <= 0) throw conflict();
      await Promise.race([running, new Promise((r) => setTimeout(r, left).unref())]);
    }
    let done!: () => void;
    inFlight.set(
      slot,
      new Promise<void>((resolve) => {
        done = resolve;
      }),
    );
    releases.set(request, () => {
      inFlight.delete(slot);
      done();
    });

    try {
      const claim: IdempotencyClaim = { scope, key, route, requestHash };
      const existing = await findClaim(db, scope, key);
      if (existing && existing.state !== 'running') {
        if (existing.requestHash !== requestHash)
          throw new AppError(GenericCode.IDEMPOTENCY_KEY_REUSED, 422);
        reply.header('idempotent-replayed', 'true');
        if (existing.state === 'done') {
          release(request);
          return reply.status(existing.httpStatus ?? 200).send(existing.reply);
        }
        // Without a stored result (a claim committed by an older version) the use case runs into
        // the committed claim and answers 409: nothing can run twice.
        if (existing.reply !== null) claim.replay = { value: decodeResult(existing.reply) };
      }
      request.idempotency = claim;
    } catch (error) {
      release(request);
      throw error;
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim) return payload;
    request.idempotency = null;
    try {
      if (reply.statusCode < 500) {
        let stored: unknown = null;
        if (typeof payload === 'string') {
          try {
            stored = JSON.parse(payload);
          } catch {
            stored = payload;
          }
        }
        await storeReply(db, claim, reply.statusCode, stored);
      }
    } finally {
      release(request);
    }
    return payload;
  });

  // Should a reply bypass onSend, the key is not held past the response. (Not on a client's
  // abort: the handler still runs, and a retry must wait for it, not race it.)
  app.addHook('onResponse', async (request) => release(request));
}

export const idempotencyPlugin = fp(idempotency, {
  name: 'idempotency',
  dependencies: ['envelope', 'auth'],
});
