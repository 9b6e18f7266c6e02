// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({ cwd: REPO_ROOT });

/** The rule ids ESLint reports for `code` as if it were the file at `filePath`. */
async function violations(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId?.startsWith('web/'))
    .map((m) => `${m.ruleId}: ${m.message}`);
}

const HOME_PAGE = 'apps/web/src/features/home/pages/HomePage.tsx';

describe('ESLint: a feature never imports another feature', () => {
  it.each([
    ["import { MarketPage } from '../../markets/pages/MarketPage';"],
    ["export { MarketPage } from '../../markets/pages/MarketPage';"],
    ["export * from '../../markets/pages/MarketPage';"],
    ["const page = import('../../markets/pages/MarketPage');"],
    ["import { MarketPage } from '@/features/markets/pages/MarketPage';"],
    ["import { MarketPage } from '../../../features/markets/pages/MarketPage';"],
    ["import { x } from '../../markets';"],
  ])('fails: %s', async (code) => {
    expect(await violations(HOME_PAGE, code)).not.toEqual([]);
  });

  it('names both features in the message', async () => {
    const [message] = await violations(HOME_PAGE, "import { a } from '../../loans/api/loans';");
    expect(message).toBe(
      'web/no-cross-feature-imports: The "home" feature may not import the "loans" feature. Move shared code to @/components or @/lib.',
    );
  });

  it.each([
    ["import { HealthStatus } from '../components/HealthStatus';"],
    ["import { useHealth } from '../api/health';"],
    ["import { x } from './HomePage.helpers';"],
    ["import { PageFrame } from '@/components/ui/PageFrame';"],
    ["import { api } from '@/lib/api-client';"],
    ["import { api } from '../../../lib/api-client';"],
    ["import { uiEn } from '@meridian/i18n';"],
  ])('passes: %s', async (code) => {
    expect(await violations(HOME_PAGE, code)).toEqual([]);
  });

  it('allows relative imports deep inside the same feature', async () => {
    const file = 'apps/web/src/features/account/components/menu/MenuItem.tsx';
    expect(await violations(file, "import { a } from '../../pages/ProfilePage';")).toEqual([]);
    expect(await violations(file, "import { a } from '../../../help/pages/HelpPage';")).not.toEqual(
      [],
    );
  });

  it('keeps the web layer rules inside features (never the server)', async () => {
    expect(await violations(HOME_PAGE, "import { x } from '@meridian/server';")).not.toEqual([]);
  });

  it('does not restrict the app shell, which composes features', async () => {
    const file = 'apps/web/src/app/router.tsx';
    expect(
      await violations(file, "import { HomePage } from '@/features/home/pages/HomePage';"),
    ).toEqual([]);
  });
});
