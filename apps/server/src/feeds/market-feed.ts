import type { Amount } from '@meridian/domain';

/** One observed price. `volume` is what traded since the previous tick, when the source knows it. */
export interface PriceTick {
  code: string;
  price: Amount;
  epochMs: number;
  volume?: Amount;
}

export type TickHandler = (ticks: PriceTick[]) => void;

/**
 * A market-data source (PRODUCT §3): the simulated feed by default, a real exchange adapter for
 * crypto. Every price the platform uses comes through one of these.
 */
export interface MarketFeed {
  readonly name: string;
  start(onTicks: TickHandler): Promise<void>;
  stop(): Promise<void>;
}
