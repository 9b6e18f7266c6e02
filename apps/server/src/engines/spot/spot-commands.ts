import type { SpotOrderView } from '@meridian/contract';
import type { Amount, Book, SpotFeeTerms, SpotSide } from '@meridian/domain';
import type { IdempotencyClaim } from '../../services/idempotency/idempotency-store.js';

/** A new order as its market's writer receives it: already checked against the pair's grid. */
export interface SpotSubmitCommand {
  kind: 'submit';
  userId: string;
  side: SpotSide;
  type: 'limit' | 'market';
  priceTicks: bigint | null;
  lots: bigint | null;
  /** A market buy by total: the most it may spend, fee included. */
  quoteBudget: Amount | null;
  timeInForce: 'GTC' | 'IOC';
  postOnly: boolean;
  /** The owner's fee discount and inviter when the order was placed (issue 17). */
  feeTerms: SpotFeeTerms;
  claim: IdempotencyClaim | null;
}

export interface SpotCancelCommand {
  kind: 'cancel';
  userId: string;
  orderId: number;
  claim: IdempotencyClaim | null;
}

/** The house market maker replaces all its orders in a market with these (within its inventory). */
export interface SpotRequoteCommand {
  kind: 'requote';
  userId: string;
  quotes: { side: SpotSide; priceTicks: bigint; lots: bigint }[];
}

export type SpotMarketCommand = SpotSubmitCommand | SpotCancelCommand | SpotRequoteCommand;

export type SpotOutcome =
  | { ok: true; order: SpotOrderView }
  | { ok: true; requoted: number }
  | { ok: false; code: number; httpStatus: number; params?: Record<string, string> };

export interface SpotMarketKey {
  book: Book;
  pair: string;
}

export const marketKeyOf = ({ book, pair }: SpotMarketKey) => `${book}:${pair}`;

// Commands travel between processes as JSON: bigints as strings.
type Wire<T> = {
  [K in keyof T]: T[K] extends bigint
    ? string
    : T[K] extends bigint | null
      ? string | null
      : T[K] extends (infer U)[]
        ? Wire<U>[]
        : T[K];
};
interface WireFeeTerms {
  discountBp: string;
  inviter: string | null;
  shareBp: string;
}
export type WireSpotCommand =
  | (Omit<Wire<SpotSubmitCommand>, 'feeTerms'> & { feeTerms: WireFeeTerms })
  | Wire<SpotCancelCommand>
  | Wire<SpotRequoteCommand>;

const big = (value: string | null) => (value === null ? null : BigInt(value));
const str = (value: bigint | null) => (value === null ? null : value.toString());

export function commandToWire(command: SpotMarketCommand): WireSpotCommand {
  switch (command.kind) {
    case 'submit':
      return {
        ...command,
        priceTicks: str(command.priceTicks),
        lots: str(command.lots),
        quoteBudget: str(command.quoteBudget),
        feeTerms: {
          discountBp: command.feeTerms.discountBp.toString(),
          inviter: command.feeTerms.inviter,
          shareBp: command.feeTerms.shareBp.toString(),
        },
      };
    case 'cancel':
      return command;
    case 'requote':
      return {
        ...command,
        quotes: command.quotes.map((q) => ({
          side: q.side,
          priceTicks: q.priceTicks.toString(),
          lots: q.lots.toString(),
        })),
      };
  }
}

export function commandFromWire(wire: WireSpotCommand): SpotMarketCommand {
  switch (wire.kind) {
    case 'submit':
      return {
        ...wire,
        priceTicks: big(wire.priceTicks),
        lots: big(wire.lots),
        quoteBudget: big(wire.quoteBudget),
        feeTerms: {
          discountBp: BigInt(wire.feeTerms.discountBp),
          inviter: wire.feeTerms.inviter,
          shareBp: BigInt(wire.feeTerms.shareBp),
        },
      };
    case 'cancel':
      return wire;
    case 'requote':
      return {
        ...wire,
        quotes: wire.quotes.map((q) => ({
          side: q.side,
          priceTicks: BigInt(q.priceTicks),
          lots: BigInt(q.lots),
        })),
      };
  }
}
