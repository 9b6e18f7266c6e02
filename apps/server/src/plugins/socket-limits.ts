import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Deps } from '../deps.js';
import { tooManyRequests } from '../lib/app-error.js';
import { SocketQuota, type SocketCaps } from '../realtime/socket-quota.js';
import { getSetting } from '../services/settings/get-setting.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preValidation hook of a WebSocket route: refuses the upgrade with 429 when the client's
     * address or the process already holds its cap of sockets (settings realtime.*).
     */
    limitSockets(request: FastifyRequest): Promise<void>;
  }
}

/** How long the caps read from settings are reused: a connection flood must not flood the database. */
const CAPS_CACHE_MS = 5_000;

async function socketLimits(app: FastifyInstance, { deps }: { deps: Deps }) {
  const quota = new SocketQuota();
  let caps: { value: SocketCaps; readAtMs: number } | undefined;
  const currentCaps = async (): Promise<SocketCaps> => {
    const nowMs = Date.now();
    if (!caps || nowMs - caps.readAtMs > CAPS_CACHE_MS) {
      caps = {
        value: {
          perAddress: await getSetting(deps.db, 'realtime.socketsPerAddress'),
          total: await getSetting(deps.db, 'realtime.socketsTotal'),
        },
        readAtMs: nowMs,
      };
    }
    return caps.value;
  };
  app.decorate('limitSockets', async (request: FastifyRequest) => {
    const release = quota.tryTake(request.ip, await currentCaps());
    if (!release) throw tooManyRequests(1_000);
    // The WebSocket keeps the request's TCP socket: its close (by either side, or a failed
    // upgrade) gives the slot back.
    request.raw.socket.once('close', release);
  });
}

export const socketLimitsPlugin = fp(socketLimits, {
  name: 'socket-limits',
  dependencies: ['envelope'],
});
