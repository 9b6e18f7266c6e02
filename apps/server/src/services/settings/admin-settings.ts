import { GenericCode } from '@meridian/contract';
import type { Language } from '@meridian/i18n';
import { settingDescription, settingRule } from '@meridian/i18n/settings';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { publicParams, settings } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, notFound } from '../../lib/app-error.js';
import type { StaffPrincipal } from '../staff/staff-principal.js';
import { recordAudit } from '../audit/record-audit.js';
import { announceSettingsChanged } from './get-setting.js';
import {
  PUBLIC_PARAM_CATALOGUE,
  SETTING_DEFAULTS,
  SETTING_KEYS,
  isPublicParamKey,
  isSettingKey,
  settingDeclaration,
  type SettingDeclaration,
} from './setting-catalogue.js';

function declarationOf(key: string): SettingDeclaration | undefined {
  if (isPublicParamKey(key)) return PUBLIC_PARAM_CATALOGUE[key];
  if (isSettingKey(key)) return settingDeclaration(key);
  return undefined;
}

/** What the back office shows next to a value: its meaning, what it allows, and the range. */
function explained(declaration: SettingDeclaration, lang: Language) {
  return {
    kind: declaration.kind,
    description: settingDescription(
      lang,
      declaration.description.id,
      declaration.description.params,
    ),
    rule: settingRule(lang, declaration.rule.id, declaration.rule.params),
    limits: declaration.limits,
  };
}

/** GET /swx/admin/settings: every editable value with its kind, meaning and allowed range. */
export async function listAdminSettings(deps: Pick<Deps, 'db'>, lang: Language = 'en') {
  const [rows, params] = await Promise.all([
    deps.db.select().from(settings),
    deps.db.select().from(publicParams),
  ]);
  const stored = new Map(rows.map((r) => [r.key, r]));
  const fromSettings = SETTING_KEYS.map((key) => {
    const row = stored.get(key);
    return {
      key,
      value: (row?.value as { v?: unknown } | undefined)?.v ?? SETTING_DEFAULTS[key],
      ...explained(settingDeclaration(key), lang),
      updatedAt: row?.updatedAt.getTime() ?? null,
    };
  });
  const fromParams = (
    Object.keys(PUBLIC_PARAM_CATALOGUE) as (keyof typeof PUBLIC_PARAM_CATALOGUE)[]
  ).map((key) => {
    const row = params.find((p) => p.key === key);
    return {
      key,
      value: row?.value ?? '',
      ...explained(PUBLIC_PARAM_CATALOGUE[key], lang),
      updatedAt: row?.updatedAt.getTime() ?? null,
    };
  });
  return [...fromParams, ...fromSettings];
}

/**
 * PUT /swx/admin/settings (admin): one value, checked against its declaration (a value outside
 * the allowed range is refused with 400 naming the key and what it allows), audited with before
 * and after; after the commit every process's snapshot is reloaded.
 */
export async function updateAdminSetting(
  deps: Pick<Deps, 'db' | 'clock' | 'bus'> & Partial<Pick<Deps, 'log'>>,
  staff: StaffPrincipal,
  input: { key: string; value: unknown },
  lang: Language = 'en',
) {
  const declaration = declarationOf(input.key);
  if (!declaration) throw notFound();
  // An address pasted with a space around it is still that address.
  const candidate =
    declaration.kind === 'address' && typeof input.value === 'string'
      ? input.value.trim()
      : input.value;
  const parsed = declaration.schema.safeParse(candidate);
  if (!parsed.success) {
    throw badRequest(
      GenericCode.INVALID_REQUEST,
      {},
      `${input.key}: ${settingRule(lang, declaration.rule.id, declaration.rule.params)}`,
    );
  }
  const value = parsed.data;
  const now = deps.clock();
  await inTransaction(deps.db, async (tx) => {
    let before: unknown;
    if (isPublicParamKey(input.key)) {
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
      before = (row?.value as { v?: unknown } | undefined)?.v ?? declaration.default;
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
  if (isSettingKey(input.key)) await announceSettingsChanged(deps, [input.key]);
  return {
    key: input.key,
    value,
    ...explained(declaration, lang),
    updatedAt: now.getTime(),
  };
}
