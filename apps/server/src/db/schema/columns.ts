import { numeric } from 'drizzle-orm/pg-core';

/** An exact decimal amount or rate: numeric(38, 18), read and written as a string. */
export const amount = (name: string) => numeric(name, { precision: 38, scale: 18 });
