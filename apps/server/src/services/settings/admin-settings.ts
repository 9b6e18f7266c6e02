import { networkSchema } from '@meridian/contract';
import { isAmountString } from '@meridian/domain';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { publicParams, settings } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, notFound } from '../../lib/app-error.js';
import type { StaffPrincipal } from '../staff/staff-principal.js';
import { isValidAddress } from '../funds/crypto-address.js';
import { SETTING_DEFAULTS, type SettingKey } from './defaults.js';
import { recordAudit } from '../audit/record-audit.js';

type Kind = 'amount' | 'integer' | 'text' | 'url' | 'address';

/** Public parameters (getParamByKey) that staff may edit, besides every settings key. */
const PUBLIC_PARAMS = ['down_url'] as const;

function kindOf(key: string): Kind | undefined {
  if ((PUBLIC_PARAMS as readonly string[]).includes(key)) return 'url';
  // Own keys only: 'constructor' or 'toString' are "in" every object.
  if (!Object.hasOwn(SETTING_DEFAULTS, key)) return undefined;
  if (key.startsWith('deposit.address.')) return 'address';
  const fallback = SETTING_DEFAULTS[key as SettingKey];
  if (typeof fallback === 'number') return 'integer';
  return isAmountString(fallback) ? 'amount' : 'text';
}

/** Checks a value against its kind; returns what is stored. */
function validValue(key: string, kind: Kind, value: unknown): string | number {
  const invalid = () => badRequest(400, {}, key);
  switch (kind) {
    case 'integer':
      if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw invalid();
      return value;
    case 'amount':
      if (typeof value !== 'string' || !isAmountString(value) || value.startsWith('-'))
        throw invalid();
      return value;
    case 'address': {
      if (typeof value !== 'string') throw invalid();
      const network = networkSchema.parse(key.split('.')[3]);
      // Empty closes deposits on that network; anything else must be a real address for it.
      if (value !== '' && !isValidAddress(network, value.trim())) throw invalid();
      return value.trim();
    }
    case 'url': {
      if (typeof value !== 'string') throw invalid();
      try {
        const url = new URL(value);
        if (url.protocol !== 'https:' && url.protocol !== 'http:') throw invalid();
      } catch {
        throw invalid();
      }
      return value;
    }
    case 'text':
      if (typeof value !== 'string' || value.length > 2000) throw invalid();
      return value;
  }
}

/** GET /swx/admin/settings: every editable value with its kind. */
export async function listAdminSettings(deps: Pick<Deps, 'db'>) {
  const [rows, params] = await Promise.all([
    deps.db.select().from(settings),
    deps.db.select().from(publicParams),
  ]);
  const stored = new Map(rows.map((r) => [r.key, r]));
  const fromSettings = (Object.keys(SETTING_DEFAULTS) as SettingKey[]).map((key) => {
    const row = stored.get(key);
    return {
      key,
      value: (row?.value as { v?: unknown } | undefined)?.v ?? SETTING_DEFAULTS[key],
      kind: kindOf(key)!,
      updatedAt: row?.updatedAt.getTime() ?? null,
    };
  });
  const fromParams = PUBLIC_PARAMS.map((key) => {
    const row = params.find((p) => p.key === key);
    return {
      key,
      value: row?.value ?? '',
      kind: 'url' as const,
      updatedAt: row?.updatedAt.getTime() ?? null,
    };
  });
  return [...fromParams, ...fromSettings];
}

/** PUT /swx/admin/settings (admin): one value, checked by kind, audited with before and after. */
export async function updateAdminSetting(
  deps: Pick<Deps, 'db' | 'clock'>,
  staff: StaffPrincipal,
  input: { key: string; value: unknown },
) {
  const kind = kindOf(input.key);
  if (!kind) throw notFound();
  const value = validValue(input.key, kind, input.value);
  const now = deps.clock();
  await inTransaction(deps.db, async (tx) => {
    let before: unknown;
    if (kind === 'url') {
      const [row] = await tx
        .select()
        .from(publicParams)
        .where(eq(publicParams.key, input.key))
        .for('update');
      before = row?.value ?? null;
      await tx
        .insert(publicParams)
        .values({ key: input.key, value: String(value), updatedAt: now })
        .onConflictDoUpdate({
          target: publicParams.key,
          set: { value: String(value), updatedAt: now },
        });
    } else {
      const [row] = await tx
        .select()
        .from(settings)
        .where(eq(settings.key, input.key))
        .for('update');
      before =
        (row?.value as { v?: unknown } | undefined)?.v ?? SETTING_DEFAULTS[input.key as SettingKey];
      await tx
        .insert(settings)
        .values({ key: input.key, value: { v: value }, updatedAt: now, updatedBy: staff.staffId })
        .onConflictDoUpdate({
          target: settings.key,
          set: { value: { v: value }, updatedAt: now, updatedBy: staff.staffId },
        });
    }
    await recordAudit(tx, {
      actorId: staff.staffId,
      action: 'setting.update',
      targetType: 'setting',
      targetId: input.key,
      before: { value: before },
      after: { value },
    });
  });
  return { key: input.key, value, kind, updatedAt: now.getTime() };
}
