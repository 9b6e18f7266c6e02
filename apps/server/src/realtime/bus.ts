/**
 * Fan-out between server processes: a message published on a topic reaches every subscriber of
 * that topic in every process. In-process by default; Redis pub/sub when REDIS_URL is set.
 */
export type BusHandler = (message: unknown) => void;

export interface Bus {
  publish(topic: string, message: unknown): Promise<void>;
  /** Returns a function that unsubscribes. */
  subscribe(topic: string, handler: BusHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export const userTopic = (userId: string) => `user:${userId}`;
