import type { Db, Tx } from './client.js';

/** PostgreSQL SQLSTATEs worth one more try: serialization failure and deadlock. */
const RETRYABLE = new Set(['40001', '40P01']);

export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function pgConstraintName(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const name = (current as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Runs after a transaction of `inTransaction` committed, with that transaction's handle. */
export type CommitHook = (tx: Tx) => Promise<void>;

const commitHooks = new WeakMap<Db, CommitHook[]>();

/**
 * Registers work to run after every committed `inTransaction` on this database (the ledger's
 * "balances changed" announcement). Hooks run in order and are awaited before `inTransaction`
 * returns; a failing hook is the hook's business (it must not throw).
 */
export function onCommit(db: Db, hook: CommitHook): () => void {
  const hooks = commitHooks.get(db) ?? [];
  hooks.push(hook);
  commitHooks.set(db, hooks);
  return () => {
    const at = hooks.indexOf(hook);
    if (at >= 0) hooks.splice(at, 1);
  };
}

/** Runs `work` in a transaction, retrying a few times on deadlock or serialization failure. */
export async function inTransaction<T>(
  db: Db,
  work: (tx: Tx) => Promise<T>,
  attempts = 4,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      let committed: Tx | undefined;
      const result = await db.transaction(async (tx) => {
        committed = tx;
        return work(tx);
      });
      for (const hook of commitHooks.get(db) ?? []) await hook(committed!);
      return result;
    } catch (error) {
      const code = pgErrorCode(error);
      if (!code || !RETRYABLE.has(code) || attempt >= attempts) throw error;
    }
  }
}
