import { eq } from 'drizzle-orm';
import { settings } from '../../src/db/schema/index.js';
import type { SettingKey } from '../../src/services/settings/defaults.js';
import { reloadSettings } from '../../src/services/settings/get-setting.js';
import type { TestServer } from './test-server.js';

/**
 * Changes a setting in the table (stored as {v: value}) and reloads the server's snapshot, as the
 * back office's save does. The value is not checked: tests may store what the catalogue refuses.
 */
export async function setSetting(
  server: TestServer,
  key: SettingKey,
  value: string | number,
): Promise<void> {
  await server.deps.db
    .update(settings)
    .set({ value: { v: value } })
    .where(eq(settings.key, key));
  await reloadSettings(server.deps.db);
}
