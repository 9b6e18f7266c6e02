import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.js';
import { tooManyRequests } from '../../lib/app-error.js';
import type { NumericSettingKey } from '../settings/defaults.js';
import { getSetting } from '../settings/get-setting.js';

/**
 * An onRequest hook: at most the setting's number of calls per `windowMs` from one IP to the
 * routes sharing `name`.
 */
export function limitPerIp(
  deps: Pick<Deps, 'rateLimiter' | 'db'>,
  name: string,
  limitSetting: NumericSettingKey,
  windowMs: number,
) {
  return async (request: FastifyRequest) => {
    const limit = await getSetting(deps.db, limitSetting);
    const result = await deps.rateLimiter.hit(`${name}:${request.ip}`, limit, windowMs);
    if (!result.allowed) throw tooManyRequests(result.retryAfterMs);
  };
}
