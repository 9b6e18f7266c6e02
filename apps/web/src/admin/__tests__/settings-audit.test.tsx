import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminSetting, AuditEntry } from '../api/admin-api';
import { groupSettings } from '../pages/SettingsPage';
import {
  ADMIN,
  bodyOf,
  page,
  renderAdmin,
  requestBody,
  serveAdmin,
  signedIn,
  staff,
} from './fixtures';
import { ok, requests } from '@/test/render';

beforeEach(() => {
  signedIn();
});

const SETTINGS: AdminSetting[] = [
  {
    key: 'fees.withdrawalBp',
    value: 100,
    kind: 'integer',
    description: 'Withdrawal fee in basis points of the amount (at least the minimum fee).',
    rule: 'A whole number from 0 to 1000',
    limits: { min: 0, max: 1000 },
    updatedAt: null,
  },
  { key: 'withdrawal.minFee.USDT', value: '1', kind: 'amount', updatedAt: 1_760_000_000_000 },
  { key: 'deposit.address.USDT.TRC20', value: '', kind: 'address', updatedAt: null },
  { key: 'down_url', value: '', kind: 'url', updatedAt: null },
  { key: 'kyc.reviewHours', value: 48, kind: 'integer', updatedAt: null },
  { key: 'uploads.maxBytes', value: 5242880, kind: 'integer', updatedAt: null },
  {
    key: 'options.timeframes',
    value: '30:80:10:1000,60:82:10:2000',
    kind: 'text',
    updatedAt: null,
  },
];

function serveSettings() {
  return serveAdmin(staff('admin'), {
    [`GET ${ADMIN}/settings`]: ok(SETTINGS),
    [`PUT ${ADMIN}/settings`]: () => {
      // The updated setting, as the server answers.
      const body = requestBody<{ key: string; value: unknown }>();
      const setting = SETTINGS.find((s) => s.key === body.key) ?? SETTINGS[0]!;
      return ok({ ...setting, value: body.value, updatedAt: 1_770_000_000_000 });
    },
  });
}

async function putBodies(fetch: ReturnType<typeof serveAdmin>) {
  const puts = requests(fetch).filter((r) => r.method === 'PUT');
  return Promise.all(puts.map(bodyOf));
}

describe('settings', () => {
  it('groups the settings by key prefix', async () => {
    serveSettings();
    renderAdmin('/admin/settings');
    for (const [id, heading] of [
      ['depositAddress', 'Deposit addresses'],
      ['withdrawalMinFee', 'Minimum withdrawal fees'],
      ['fees', 'Fees'],
      ['options', 'Options'],
      ['download', 'App download'],
      ['uploads', 'Uploads'],
      ['kyc', 'KYC'],
    ] as const) {
      const group = await screen.findByTestId(`settings-${id}`);
      expect(within(group).getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(
      within(screen.getByTestId('settings-fees')).getByText('fees.withdrawalBp'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByTestId('settings-download')).getByText('(empty)'),
    ).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Deposit addresses',
      'Minimum withdrawal fees',
      'Fees',
      'Options',
      'App download',
      'Uploads',
      'KYC',
    ]);
    // Each group is a table (a card list on a phone) named by its group, a row per setting.
    const fees = within(screen.getByTestId('settings-fees')).getByRole('region', { name: 'Fees' });
    expect(within(fees).getByRole('table')).toBeInTheDocument();
    expect(within(fees).getAllByRole('row')).toHaveLength(2);
    const cells = within(screen.getByTestId('setting-fees.withdrawalBp')).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual([
      'Setting',
      'Value',
      'Changed',
    ]);
  });

  it('an integer is saved as a number after a confirmation', async () => {
    const fetch = serveSettings();
    renderAdmin('/admin/settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit fees.withdrawalBp' }));
    const input = screen.getByRole('textbox', { name: 'New value for fees.withdrawalBp' });
    await userEvent.clear(input);
    await userEvent.type(input, '1.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a whole number')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.clear(input);
    await userEvent.type(input, '150');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change this setting?' });
    expect(within(dialog).getByTestId('setting-confirm-value')).toHaveTextContent('150');
    expect(requests(fetch).some((r) => r.method === 'PUT')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests(fetch).some((r) => r.method === 'PUT')).toBe(true));
    expect(await putBodies(fetch)).toEqual([{ key: 'fees.withdrawalBp', value: 150 }]);
    expect(await screen.findByText('fees.withdrawalBp saved')).toBeInTheDocument();
  });

  it('an amount is saved as a decimal string, an address as text', async () => {
    const fetch = serveSettings();
    renderAdmin('/admin/settings');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit withdrawal.minFee.USDT' }),
    );
    const amount = screen.getByRole('textbox', { name: 'New value for withdrawal.minFee.USDT' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '2.50');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    let dialog = await screen.findByRole('dialog', { name: 'Change this setting?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Edit deposit.address.USDT.TRC20' }));
    const address = screen.getByRole('textbox', {
      name: 'New value for deposit.address.USDT.TRC20',
    });
    await userEvent.type(address, 'TQ7Kp5Rrr3fVJiSJbHqQeYSdTYE2KRw7Tm');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    dialog = await screen.findByRole('dialog', { name: 'Change this setting?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests(fetch).filter((r) => r.method === 'PUT')).toHaveLength(2));
    expect(await putBodies(fetch)).toEqual([
      { key: 'withdrawal.minFee.USDT', value: '2.50' },
      { key: 'deposit.address.USDT.TRC20', value: 'TQ7Kp5Rrr3fVJiSJbHqQeYSdTYE2KRw7Tm' },
    ]);
  });
});

/**
 * Every key the server may list: its setting catalogue and the public parameters edited on the
 * same screen, read from the catalogue's source so a new key is checked the day it is declared.
 */
function catalogueKeys(): string[] {
  // Resolved from this file's path (a `new URL(…, import.meta.url)` is rewritten under jsdom).
  const here = path.dirname(fileURLToPath(import.meta.url));
  const source = readFileSync(
    path.resolve(here, '../../../../server/src/services/settings/setting-catalogue.ts'),
    'utf8',
  );
  const block = (start: string) => {
    const from = source.indexOf(start);
    expect(from, start).toBeGreaterThanOrEqual(0);
    return source.slice(from, source.indexOf('} satisfies', from));
  };
  const settings = [
    ...block('export const SETTING_CATALOGUE = {').matchAll(/^ {2}'([^']+)':/gm),
  ].map((match) => match[1]!);
  const params = [
    ...block('export const PUBLIC_PARAM_CATALOGUE = {').matchAll(/^ {2}(\w+): \{/gm),
  ].map((match) => match[1]!);
  return [...settings, ...params];
}

function setting(key: string): AdminSetting {
  return { key, value: '', kind: 'text', updatedAt: null };
}

describe('groupSettings', () => {
  const keys = catalogueKeys();

  it('reads the whole catalogue', () => {
    // The source still parses: far more keys than a few, the known ones among them.
    expect(keys.length).toBeGreaterThanOrEqual(50);
    for (const key of [
      'demo.grantUsdt',
      'auth.codeValidityMinutes',
      'fees.withdrawalBp',
      'deposit.address.USDT.TRC20',
      'deposit.maximum.ETH',
      'spot.marketMaker.inventory',
      'down_url',
    ])
      expect(keys).toContain(key);
  });

  it('puts every catalogue key in a group of its own kind, none in "Other"', () => {
    const groups = groupSettings(keys.map(setting));
    const groupOf = new Map(
      groups.flatMap((group) => group.settings.map((s) => [s.key, group.id] as const)),
    );
    expect(groups.find((group) => group.id === 'other')?.settings.map((s) => s.key) ?? []).toEqual(
      [],
    );
    expect(groupOf.size).toBe(keys.length);
    expect(
      Object.fromEntries(
        [
          'deposit.address.BTC.BTC',
          'deposit.minimum.USDT',
          'deposit.maximum.USDT',
          'withdrawal.minFee.EUR',
          'fees.spotMakerBp',
          'margin.stopOutLevelPercent',
          'options.maxSettleTickAgeMs',
          'spot.marketMaker.levels',
          'trading.maxQuoteAgeMs',
          'demo.grantUsdt',
          'user.initialCreditPoints',
          'auth.codeValidityMinutes',
          'auth.sessionDays',
          'auth.twoFactorChallengeMinutes',
          'auth.loginDelayBaseMs',
          'auth.codeSendsPerIpPerHour',
          'auth.availabilityChecksPerIpPerMinute',
          'realtime.socketsTotal',
          'smart.slippageBp',
          'down_url',
          'uploads.maxPixels',
          'kyc.reviewHours',
        ].map((key) => [key, groupOf.get(key)]),
      ),
    ).toEqual({
      'deposit.address.BTC.BTC': 'depositAddress',
      'deposit.minimum.USDT': 'depositMinimum',
      'deposit.maximum.USDT': 'depositMaximum',
      'withdrawal.minFee.EUR': 'withdrawalMinFee',
      'fees.spotMakerBp': 'fees',
      'margin.stopOutLevelPercent': 'margin',
      'options.maxSettleTickAgeMs': 'options',
      'spot.marketMaker.levels': 'marketMaker',
      'trading.maxQuoteAgeMs': 'prices',
      'demo.grantUsdt': 'accounts',
      'user.initialCreditPoints': 'accounts',
      'auth.codeValidityMinutes': 'signIn',
      'auth.sessionDays': 'signIn',
      'auth.twoFactorChallengeMinutes': 'signIn',
      'auth.loginDelayBaseMs': 'signInLimits',
      'auth.codeSendsPerIpPerHour': 'signInLimits',
      'auth.availabilityChecksPerIpPerMinute': 'signInLimits',
      'realtime.socketsTotal': 'realtime',
      'smart.slippageBp': 'smart',
      down_url: 'download',
      'uploads.maxPixels': 'uploads',
      'kyc.reviewHours': 'kyc',
    });
  });

  it('an unknown key still shows, last, under "Other"', () => {
    const groups = groupSettings([setting('someday.newThing'), setting('fees.withdrawalBp')]);
    expect(groups.map((group) => [group.id, group.settings.map((s) => s.key)])).toEqual([
      ['fees', ['fees.withdrawalBp']],
      ['other', ['someday.newThing']],
    ]);
  });
});

describe('settings: meaning, allowed values and refusals', () => {
  it('shows what each setting means and allows, and the server’s refusal at the field', async () => {
    const fetch = serveAdmin(staff('admin'), {
      [`GET ${ADMIN}/settings`]: ok(SETTINGS),
      [`PUT ${ADMIN}/settings`]: {
        status: 400,
        body: {
          code: 400,
          msg: 'Invalid request: fees.withdrawalBp: A whole number from 0 to 1000',
          result: null,
        },
      },
    });
    renderAdmin('/admin/settings');
    const row = await screen.findByTestId('setting-fees.withdrawalBp');
    expect(within(row).getByTestId('setting-description')).toHaveTextContent(
      'Withdrawal fee in basis points of the amount (at least the minimum fee).',
    );
    expect(within(row).getByTestId('setting-rule')).toHaveTextContent(
      'A whole number from 0 to 1000',
    );

    await userEvent.click(within(row).getByRole('button', { name: 'Edit fees.withdrawalBp' }));
    const input = screen.getByRole('textbox', { name: 'New value for fees.withdrawalBp' });
    await userEvent.clear(input);
    await userEvent.type(input, '5000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change this setting?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await putBodies(fetch)).toEqual([{ key: 'fees.withdrawalBp', value: 5000 }]);
    const refusal = 'Invalid request: fees.withdrawalBp: A whole number from 0 to 1000';
    const shown = within(row).getByText(refusal);
    expect(shown.id).not.toBe('');
    // The reason is the field's error, announced with it.
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain(shown.id);
    // Typing again clears the refusal.
    await userEvent.type(input, '0');
    expect(within(row).queryByText(refusal)).toBeNull();
  });
});

const ENTRIES: AuditEntry[] = [
  {
    id: 9,
    actorId: '5a1f0000-0000-4000-8000-000000000001',
    actorName: 'boss',
    actorKind: 'staff',
    action: 'setting.update',
    targetType: 'setting',
    targetId: 'fees.withdrawalBp',
    before: { key: 'fees.withdrawalBp', value: 100 },
    after: { key: 'fees.withdrawalBp', value: 150 },
    createdAt: 1_770_000_000_000,
  },
  {
    id: 8,
    actorId: null,
    actorName: null,
    actorKind: 'system',
    action: 'staff.bootstrap',
    targetType: 'staff',
    targetId: 'admin',
    before: null,
    after: { username: 'admin', role: 'admin' },
    createdAt: 1_769_000_000_000,
  },
];

describe('the audit log', () => {
  it('lists the entries and shows before and after side by side', async () => {
    serveAdmin(staff('admin'), { [`GET ${ADMIN}/audit`]: page(ENTRIES) });
    renderAdmin('/admin/audit');
    const first = await screen.findByTestId('audit-9');
    expect(first).toHaveTextContent('boss');
    expect(first).toHaveTextContent('setting.update');
    expect(first).toHaveTextContent('fees.withdrawalBp');
    expect(screen.getByTestId('audit-8')).toHaveTextContent('System');

    await userEvent.click(
      within(first).getByRole('button', { name: 'View the changes of entry 9' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'setting.update on setting fees.withdrawalBp',
    });
    expect(within(dialog).getByTestId('audit-before').textContent).toBe(
      JSON.stringify({ key: 'fees.withdrawalBp', value: 100 }, null, 2),
    );
    expect(within(dialog).getByTestId('audit-after').textContent).toBe(
      JSON.stringify({ key: 'fees.withdrawalBp', value: 150 }, null, 2),
    );
    expect(within(dialog).getByTestId('audit-changed')).toHaveTextContent('Changed: value');
    expect(within(dialog).getByRole('heading', { name: 'Before' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'After' })).toBeInTheDocument();
  });

  it('filters by action and target type', async () => {
    const fetch = serveAdmin(staff('admin'), { [`GET ${ADMIN}/audit`]: page(ENTRIES) });
    renderAdmin('/admin/audit');
    await screen.findByTestId('audit-9');
    await userEvent.type(screen.getByRole('textbox', { name: 'Action' }), 'deposit.approve');
    await userEvent.type(screen.getByRole('textbox', { name: 'Target type' }), 'deposit');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => {
      const last = requests(fetch)
        .map((r) => new URL(r.url))
        .filter((url) => url.pathname === `${ADMIN}/audit`)
        .at(-1)!;
      expect(last.searchParams.get('action')).toBe('deposit.approve');
      expect(last.searchParams.get('targetType')).toBe('deposit');
    });
  });

  it('an empty log says so', async () => {
    serveAdmin(staff('admin'), { [`GET ${ADMIN}/audit`]: page([]) });
    renderAdmin('/admin/audit');
    expect(await screen.findByRole('heading', { name: 'No entries' })).toBeInTheDocument();
  });
});
