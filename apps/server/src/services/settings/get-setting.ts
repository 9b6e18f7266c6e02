import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client.js';
import { settings } from '../../db/schema/index.js';
import type { Bus } from '../../realtime/bus.js';
import {
  SETTING_CATALOGUE,
  SETTING_DEFAULTS,
  SETTING_KEYS,
  isSettingKey,
  settingDeclaration,
  type SettingKey,
  type SettingValue,
} from './setting-catalogue.js';

/**
 * Settings are read from a snapshot in memory (issue 13): each process loads every row once at
 * start, and again when staff change a value (announced on the bus after the commit, so every
 * process reloads at once) and every SETTINGS_RESYNC_MS in case a bus message was lost. A call
 * that reads settings runs no settings query.
 */
export const SETTINGS_CHANGED_TOPIC = 'settings:changed';
export const SETTINGS_RESYNC_MS = 30_000;

type Log = Pick<FastifyBaseLogger, 'warn'>;
type Values = ReadonlyMap<SettingKey, string | number>;

/**
 * A stored value if it is valid for its key, else the default (an older database may hold a value
 * the catalogue no longer allows: it must not break the calls that read it).
 */
function storedOrDefault(key: SettingKey, stored: unknown, log: Log | undefined): string | number {
  // Stored as {v: value}: a bare JSON string would be parsed twice by the jsonb driver mapping.
  const value = (stored as { v?: unknown } | null | undefined)?.v;
  if (value === undefined) return SETTING_DEFAULTS[key];
  const parsed = settingDeclaration(key).schema.safeParse(value);
  if (parsed.success) return parsed.data;
  log?.warn(
    { setting: key, stored: value, used: SETTING_DEFAULTS[key] },
    'stored setting is not valid for its declaration; using the default',
  );
  return SETTING_DEFAULTS[key];
}

/** One process's view of every setting. */
export class SettingsSnapshot {
  private values: Values = new Map();
  /** The load waiting to start (coalesces reload requests that arrive during a load). */
  private queued: Promise<void> | undefined;
  private last: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly log?: Log,
  ) {}

  get<K extends SettingKey>(key: K): SettingValue<K> {
    return (this.values.get(key) ?? SETTING_DEFAULTS[key]) as SettingValue<K>;
  }

  /**
   * Reads every row again. Loads run one after another, so the one that finishes last read last;
   * a request made while a load waits to start joins it.
   */
  reload(): Promise<void> {
    if (this.queued) return this.queued;
    const next = this.last
      .catch(() => undefined)
      .then(async () => {
        this.queued = undefined;
        const rows = await this.db
          .select({ key: settings.key, value: settings.value })
          .from(settings);
        const stored = new Map(rows.map((row) => [row.key, row.value]));
        this.values = new Map(
          SETTING_KEYS.map((key) => [key, storedOrDefault(key, stored.get(key), this.log)]),
        );
      });
    this.queued = next;
    this.last = next;
    return next;
  }
}

/**
 * The snapshot serving a database handle. A transaction shares its database's dialect object
 * (drizzle), so the database and its transactions find the same snapshot.
 */
const snapshots = new WeakMap<object, SettingsSnapshot>();
const handleOf = (executor: Executor): object =>
  (executor as unknown as { dialect?: object }).dialect ?? executor;

export interface RunningSettings {
  snapshot: SettingsSnapshot;
  stop(): Promise<void>;
}

/**
 * Loads this process's snapshot, serves getSetting for `db` from it, and reloads it whenever a
 * change is announced on the bus (and every SETTINGS_RESYNC_MS). Called once at start.
 */
export async function startSettings(deps: {
  db: Db;
  bus: Bus;
  log?: Log;
  resyncMs?: number;
}): Promise<RunningSettings> {
  const snapshot = new SettingsSnapshot(deps.db, deps.log);
  const reload = () =>
    void snapshot.reload().catch((error: unknown) => {
      deps.log?.warn({ err: error }, 'settings reload failed; keeping the previous values');
    });
  // Subscribe before the first load, so a change committed meanwhile is not missed.
  const unsubscribe = await deps.bus.subscribe(SETTINGS_CHANGED_TOPIC, reload);
  await snapshot.reload();
  const handle = handleOf(deps.db);
  snapshots.set(handle, snapshot);
  const timer = setInterval(reload, deps.resyncMs ?? SETTINGS_RESYNC_MS);
  timer.unref();
  return {
    snapshot,
    async stop() {
      clearInterval(timer);
      await unsubscribe();
      if (snapshots.get(handle) === snapshot) snapshots.delete(handle);
    },
  };
}

/**
 * After a change commits: reload this process's snapshot, then tell every other process. The
 * change is saved whatever happens here, so a failure is logged, not thrown: a process that missed
 * the message catches up at its next periodic reload.
 */
export async function announceSettingsChanged(
  deps: { db: Executor; bus: Bus; log?: Log },
  keys: readonly string[],
): Promise<void> {
  try {
    await snapshots.get(handleOf(deps.db))?.reload();
    await deps.bus.publish(SETTINGS_CHANGED_TOPIC, { type: 'settingsChanged', keys: [...keys] });
  } catch (error) {
    deps.log?.warn({ err: error, keys }, 'settings change saved but not announced');
  }
}

/** Reloads the snapshot serving `db` now (tests that write the table directly). */
export async function reloadSettings(db: Executor): Promise<void> {
  await snapshots.get(handleOf(db))?.reload();
}

/**
 * A setting's value: from the process's snapshot (no query). A database without a running
 * snapshot (a script, or a test working on the database alone) reads the one row.
 */
export async function getSetting<K extends SettingKey>(
  db: Executor,
  key: K,
): Promise<SettingValue<K>> {
  const snapshot = snapshots.get(handleOf(db));
  if (snapshot) return snapshot.get(key);
  // A key the catalogue does not declare has no value (as before: callers build some keys).
  if (!isSettingKey(key)) return undefined as unknown as SettingValue<K>;
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key));
  return storedOrDefault(key, row?.value, undefined) as SettingValue<K>;
}

/** Inserts any missing default; never overwrites an administrator's value. */
export async function seedSettings(db: Executor): Promise<void> {
  const rows = Object.entries(SETTING_CATALOGUE).map(([key, declaration]) => ({
    key,
    value: { v: declaration.default },
  }));
  await db.insert(settings).values(rows).onConflictDoNothing({ target: settings.key });
}
