import { createHash } from 'node:crypto';
import type { MarketItem } from '@meridian/contract';
import type { InstrumentClass } from '@meridian/domain';
import type { Language } from '@meridian/i18n';
import type { Deps } from '../../deps.js';
import { notFound } from '../../lib/app-error.js';
import {
  compressBody,
  COMPRESS_THRESHOLD_BYTES,
  type Encoding,
} from '../../lib/content-encoding.js';
import { toMarketItem } from './market-view.js';

/** listMarketByType: every enabled instrument of a class (or all), in catalogue order. */
export function listMarkets(
  deps: Pick<Deps, 'market' | 'clock'>,
  type: InstrumentClass | undefined,
): MarketItem[] {
  const now = deps.clock().getTime();
  return deps.market.state
    .instruments()
    .filter((instrument) => !type || instrument.class === type)
    .map((instrument) => toMarketItem(deps.market.state, instrument.code, now)!);
}

export interface SerializedReply {
  /** The whole reply body, JSON. */
  body: string;
  /** A strong entity tag of `body`. */
  etag: string;
  /**
   * `body` brotli- or gzip-compressed with its own strong entity tag, made on first use and kept
   * with the entry (so once per change, not per request); undefined when `body` is too small to
   * be worth it.
   */
  encoded(encoding: Encoding): { body: Buffer; etag: string } | undefined;
}

function serializedReply(body: string): SerializedReply {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  const variants = new Map<Encoding, { body: Buffer; etag: string } | undefined>();
  return {
    body,
    etag: `"${hash}"`,
    encoded(encoding) {
      if (!variants.has(encoding)) {
        const compressed =
          Buffer.byteLength(body) >= COMPRESS_THRESHOLD_BYTES
            ? compressBody(body, encoding)
            : undefined;
        // A variant is another representation: its own tag, so caches never mix them up.
        variants.set(
          encoding,
          compressed ? { body: compressed, etag: `"${hash}-${encoding}"` } : undefined,
        );
      }
      return variants.get(encoding);
    },
  };
}

const MINUTE_MS = 60_000;

/**
 * listMarketByType's reply, serialised once per change instead of once per request: formatting
 * 64 × 100 sparkline prices and validating them cost about 2 ms of CPU per call, so a few hundred
 * anonymous requests a second would saturate a core. An entry is rebuilt when MarketState's
 * version moves (a tick was applied) or the minute changes (`tradingOpen` follows fixed UTC
 * session windows counted in minutes, with no tick to announce it). The envelope's `msg` is in
 * the caller's language, so entries are per (type, language): at most 6 × 11. Each entry also
 * keeps its brotli and gzip copies once asked for (about 24 KiB → 4 KiB for the whole list).
 */
export class MarketListReplies {
  private readonly entries = new Map<
    string,
    { version: number; minute: number; reply: SerializedReply }
  >();

  constructor(
    private readonly deps: Pick<Deps, 'market' | 'clock'>,
    /** Builds the reply body from the items; called once per change of each (type, language). */
    private readonly serialize: (items: MarketItem[], lang: Language) => string,
  ) {}

  get(type: InstrumentClass | undefined, lang: Language): SerializedReply {
    const version = this.deps.market.state.version;
    const minute = Math.floor(this.deps.clock().getTime() / MINUTE_MS);
    const key = `${type ?? ''}|${lang}`;
    const cached = this.entries.get(key);
    if (cached && cached.version === version && cached.minute === minute) return cached.reply;
    const reply = serializedReply(this.serialize(listMarkets(this.deps, type), lang));
    this.entries.set(key, { version, minute, reply });
    return reply;
  }
}

/** getMarketInfo/{id}. */
export function getMarketInfo(deps: Deps, id: number): MarketItem {
  const instrument = deps.market.state.byId(id);
  if (!instrument) throw notFound();
  return toMarketItem(deps.market.state, instrument.code, deps.clock().getTime())!;
}
