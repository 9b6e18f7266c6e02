import { CatalogueCode } from '@meridian/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { publicParams } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';

/** getParamByKey/{key}: a public parameter such as down_url; unknown keys answer 10018. */
export async function getParam(db: Executor, key: string): Promise<{ paramValue: string }> {
  const [row] = await db.select().from(publicParams).where(eq(publicParams.key, key));
  if (!row) throw new AppError(CatalogueCode.SYSTEM_PARAMETER_FAILED, 404);
  return { paramValue: row.value };
}
