import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('localhost'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  /** Namespace of this deployment's Redis channels and keys; default derived from the database. */
  REDIS_PREFIX: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'letters, digits, _ . : - (at most 64)')
    .optional(),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Meridian <no-reply@localhost>'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  PUBLIC_URL: optionalUrl,
  /**
   * Which peers may tell us the client's address (X-Forwarded-For): off by default; a hop count
   * (`1`) or comma-separated addresses/CIDRs (`127.0.0.1,10.0.0.0/8`, also `loopback`).
   */
  TRUST_PROXY: z.string().trim().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Chain ids accepted for Sign-In with Ethereum. */
  SIWE_CHAIN_IDS: z.string().default('1'),
  MARKET_FEED: z.enum(['simulated', 'binance']).default('simulated'),
  MARKET_SEED: z.string().default('meridian'),
  MARKET_STEP_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  MARKET_BATCH_MS: z.coerce.number().int().min(20).max(10_000).default(500),
  BINANCE_WS_URL: z.url().default('wss://stream.binance.com:9443/stream'),
  /** First-start history of every instrument (issue 13): on unless `off`. */
  MARKET_HISTORY: z.enum(['on', 'off']).default('on'),
  /** Public REST base for the kline backfill of first-start history (MARKET_FEED=binance). */
  BINANCE_REST_URL: z.url().default('https://api.binance.com'),
  /** Where the built web app lives; the server serves it when present. */
  WEB_DIST_DIR: z.string().optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Set: used as is. Unset: derived from the database identity (db/deployment-prefix.ts). */
  redisPrefix: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  google: { clientId: string; clientSecret: string | undefined; issuer: string } | undefined;
  publicUrl: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Fastify's trustProxy: false, a hop count, or a list of trusted proxy addresses/CIDRs. */
  trustProxy: false | number | string[];
  siweChainIds: number[];
  webDistDir: string | undefined;
  market: {
    feed: 'simulated' | 'binance';
    seed: string;
    stepMs: number;
    batchMs: number;
    binanceWsUrl: string;
    binanceRestUrl: string;
    history: boolean;
  };
}

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY. `true` is refused on purpose: trusting every peer lets any client choose its own
 * address and so step around every per-address limit.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  if (value === undefined || value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number.parseInt(value, 10);
    if (hops > 10) throw new Error('Invalid configuration: TRUST_PROXY hop count above 10');
    return hops;
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const version = isIP(address ?? '');
    const bitsOk =
      bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 6 ? 128 : 32));
    if (!NAMED_RANGES.has(entry) && (version === 0 || !bitsOk || extra !== undefined)) {
      throw new Error(
        `Invalid configuration: TRUST_PROXY "${entry}" is not an address, a CIDR, loopback, linklocal or uniquelocal`,
      );
    }
  }
  return entries;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    google: e.GOOGLE_CLIENT_ID
      ? {
          clientId: e.GOOGLE_CLIENT_ID,
          clientSecret: e.GOOGLE_CLIENT_SECRET,
          issuer: e.GOOGLE_ISSUER,
        }
      : undefined,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    siweChainIds: e.SIWE_CHAIN_IDS.split(',')
      .map((s) => Number.parseInt(s.trim(), 10))
      .filter(Number.isFinite),
    webDistDir: e.WEB_DIST_DIR,
    market: {
      feed: e.MARKET_FEED,
      seed: e.MARKET_SEED,
      stepMs: e.MARKET_STEP_MS,
      batchMs: e.MARKET_BATCH_MS,
      binanceWsUrl: e.BINANCE_WS_URL,
      binanceRestUrl: e.BINANCE_REST_URL,
      history: e.MARKET_HISTORY === 'on',
    },
  };
}
