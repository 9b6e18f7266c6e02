import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { settings } from '../../db/schema/index.js';
import { SETTING_DEFAULTS, type SettingKey, type SettingValue } from './defaults.js';

export async function getSetting<K extends SettingKey>(
  db: Executor,
  key: K,
): Promise<SettingValue<K>> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key));
  const fallback = SETTING_DEFAULTS[key];
  // Stored as {v: value}: a bare JSON string would be parsed twice by the jsonb driver mapping.
  const value = (row?.value as { v?: unknown } | undefined)?.v ?? fallback;
  if (typeof value !== typeof fallback) throw new Error(`Setting ${key} has the wrong type`);
  return value as SettingValue<K>;
}

/** Inserts any missing default; never overwrites an administrator's value. */
export async function seedSettings(db: Executor): Promise<void> {
  const rows = Object.entries(SETTING_DEFAULTS).map(([key, value]) => ({
    key,
    value: { v: value },
  }));
  await db.insert(settings).values(rows).onConflictDoNothing({ target: settings.key });
}
