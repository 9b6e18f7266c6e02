import { eq } from 'drizzle-orm';
import { settings } from '../../src/db/schema/index.js';
import type { SettingKey } from '../../src/services/settings/defaults.js';
import type { TestServer } from './test-server.js';

/** Changes a setting as an administrator would (stored as {v: value}). */
export async function setSetting(
  server: TestServer,
  key: SettingKey,
  value: string | number,
): Promise<void> {
  await server.deps.db
    .update(settings)
    .set({ value: { v: value } })
    .where(eq(settings.key, key));
}
