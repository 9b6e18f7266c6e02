import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { settings } from '../../src/db/schema/index.js';
import { createMemoryBus } from '../../src/realtime/memory-bus.js';
import {
  SETTING_CATALOGUE,
  type SettingKey,
} from '../../src/services/settings/setting-catalogue.js';
import {
  SettingsSnapshot,
  getSetting,
  reloadSettings,
} from '../../src/services/settings/get-setting.js';
import { registerByEmail } from '../helpers/accounts.js';
import { anotherHandle } from '../helpers/another-handle.js';
import { signInStaff, type SignedInStaff } from '../helpers/staff.js';
import { openTestDatabase } from '../helpers/test-database.js';
import { createTradingServer, order, type TradingServer } from '../helpers/trading.js';

/**
 * Typed settings (issue 13): a save outside a key's declared range is refused with the reason; a
 * stored value that is not valid any more reads as the default; every process reads a snapshot
 * (no settings query per call) that a staff change on any process refreshes at once.
 */

const TOUCHES_SETTINGS = /"settings"/;

let database: Database;
let a: TradingServer;
let b: TradingServer;
let admin: SignedInStaff;
/** Every statement process B ran (its handle logs them). */
const bStatements: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  const bus = createMemoryBus();
  a = await createTradingServer({ database: { ...database, close: async () => undefined }, bus });
  // B never leads (one in-process PGlite would let both); it hears A's ticks over the bus.
  b = await createTradingServer({
    database: {
      ...anotherHandle(database, (sql) => bStatements.push(sql)),
      tryLeadership: async () => undefined,
    },
    bus,
    startAt: a.time.clock(),
  });
  await a.tick({ BTCUSDT: '95000' });
  admin = await signInStaff(a, 'admin');
});

afterAll(async () => {
  try {
    await a.assertLedgerSound();
    await b.close();
    await a.close();
  } finally {
    await database.close();
  }
});

async function save(key: string, value: unknown, lang = 'en') {
  const reply = await a.call({
    method: 'PUT',
    url: '/swx/admin/settings',
    headers: { authorization: `Bearer ${admin.token}`, lang },
    payload: { key, value },
  });
  return { status: reply.status, ...reply.body };
}

async function storedValue(key: string): Promise<unknown> {
  const [row] = await a.deps.db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key));
  return (row?.value as { v?: unknown } | undefined)?.v;
}

function buyOption(server: TradingServer, token: string, timeframe = 30) {
  return order(server, token, 'POST', 'buyOptions', {
    code: 'BTCUSDT',
    direction: 'up',
    timeframe,
    stake: '10',
  });
}

describe('a save is checked against the key’s declaration', () => {
  it('refuses options.timeframes = "garbage;;" with the reason, and option purchases keep working', async () => {
    const before = await storedValue('options.timeframes');
    const refused = await save('options.timeframes', 'garbage;;');
    expect(refused.status).toBe(400);
    expect(refused.code).toBe(400);
    expect(refused.msg).toContain('options.timeframes');
    expect(refused.msg).toContain('Written like 30:80:10:1000,60:82:10:2000');
    expect(await storedValue('options.timeframes')).toBe(before);
    const user = await registerByEmail(a);
    expect((await buyOption(a, user.token)).code).toBe(20004);
  });

  it('gives the reason in the staff member’s language', async () => {
    const refused = await save('fees.spotMakerBp', 5000, 'de');
    expect(refused.status).toBe(400);
    expect(refused.msg).toContain('fees.spotMakerBp: Eine ganze Zahl von 0 bis 1000');
  });

  it('refuses any integer outside a key’s range (property)', async () => {
    const integerKeys = (Object.keys(SETTING_CATALOGUE) as SettingKey[]).filter(
      (key) => SETTING_CATALOGUE[key].kind === 'integer',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...integerKeys),
        fc.boolean(),
        fc.integer({ min: 1, max: 1_000_000_000 }),
        async (key, below, distance) => {
          const { min, max } = SETTING_CATALOGUE[key].limits as { min: number; max: number };
          const value = below ? min - distance : max + distance;
          const before = await storedValue(key);
          const reply = await save(key, value);
          expect({ key, value, status: reply.status }).toEqual({ key, value, status: 400 });
          expect(reply.msg).toContain(key);
          expect(await storedValue(key)).toEqual(before);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('refuses amounts outside their range and malformed lists', async () => {
    for (const [key, value] of [
      ['margin.minLots', '0'],
      ['deposit.maximum.BTC', '0'],
      ['demo.grantUsdt', '1000000000.5'],
      ['deposit.minimum.ETH', '-1'],
      ['deposit.minimum.ETH', '1e3'],
      ['deposit.minimum.ETH', 12],
      ['options.timeframes', '30:80:10:5,60:82:20:10'],
      ['options.timeframes', '30:80:10:1000,30:85:10:1000'],
      ['spot.marketMaker.inventory', 'USDT:100,DOGE:5'],
      ['deposit.address.BTC.BTC', 'not an address'],
    ] as const) {
      const reply = await save(key, value);
      expect({ key, value, status: reply.status }).toEqual({ key, value, status: 400 });
      expect(reply.msg).toContain(key);
    }
    const accepted = await save('deposit.minimum.ETH', '0.25');
    expect(accepted).toMatchObject({ status: 200, result: { value: '0.25' } });
  });

  it('lists each setting with its meaning and allowed values in the caller’s language', async () => {
    const listed = await a.call({
      method: 'GET',
      url: '/swx/admin/settings',
      headers: { authorization: `Bearer ${admin.token}`, lang: 'fr' },
    });
    const byKey = new Map(
      (listed.body.result as { key: string }[]).map((setting) => [setting.key, setting]),
    );
    expect(byKey.get('fees.spotTakerBp')).toMatchObject({
      kind: 'integer',
      description: 'Frais taker au comptant, en points de base (1 pb = 0,01 %).',
      rule: 'Un nombre entier de 0 à 1000',
      limits: { min: 0, max: 1000 },
    });
    expect(byKey.get('deposit.minimum.BTC')).toMatchObject({
      description: 'Plus petit dépôt en BTC.',
    });
  });
});

describe('a stored value that is not valid any more', () => {
  it('reads as the default, with a warning, instead of breaking the calls that use it', async () => {
    await a.deps.db
      .update(settings)
      .set({ value: { v: 'garbage;;' } })
      .where(eq(settings.key, 'options.timeframes'));
    const warnings: unknown[] = [];
    const snapshot = new SettingsSnapshot(a.deps.db, {
      warn: (...args: unknown[]) => warnings.push(args),
    } as never);
    await snapshot.reload();
    expect(snapshot.get('options.timeframes')).toBe(
      SETTING_CATALOGUE['options.timeframes'].default,
    );
    expect(JSON.stringify(warnings)).toContain('options.timeframes');

    await reloadSettings(a.deps.db);
    const user = await registerByEmail(a);
    const bought = await buyOption(a, user.token);
    expect(bought.code).toBe(20004);
    expect(bought.result.payoutPercent).toBe(80);
    // Inside a transaction, and on a handle without a snapshot (a script on the bare database,
    // which reads the row), the same fallback applies.
    await a.deps.db.transaction(async (tx) => {
      expect(await getSetting(tx, 'options.timeframes')).toBe(
        SETTING_CATALOGUE['options.timeframes'].default,
      );
    });
    expect(await getSetting(anotherHandle(database).db, 'options.timeframes')).toBe(
      SETTING_CATALOGUE['options.timeframes'].default,
    );
    expect(
      (await save('options.timeframes', SETTING_CATALOGUE['options.timeframes'].default)).status,
    ).toBe(200);
  });
});

describe('the snapshot', () => {
  it('serves calls without any settings query (sign-up, sign-in, rules, an option purchase)', async () => {
    bStatements.length = 0;
    const user = await registerByEmail(b);
    const login = await b.call({
      method: 'POST',
      url: '/swx/customer/login/login',
      payload: { username: user.username, password: user.password },
    });
    expect(login.body.code).toBe(200);
    const rules = await order(b, user.token, 'GET', 'getTradingRules?code=BTCUSDT');
    expect(rules.code).toBe(200);
    await a.tick({ BTCUSDT: '95010' });
    expect((await buyOption(b, user.token)).code).toBe(20004);
    expect(bStatements.length).toBeGreaterThan(10);
    expect(bStatements.filter((sql) => TOUCHES_SETTINGS.test(sql))).toEqual([]);
  });

  it('a staff change on process A reaches process B within a second, without a restart', async () => {
    const user = await registerByEmail(b);
    await a.tick({ BTCUSDT: '95020' });
    // 45 s is no timeframe yet: B refuses it.
    expect((await buyOption(b, user.token, 45)).code).not.toBe(20004);
    const rulesBefore = await order(b, user.token, 'GET', 'getTradingRules?code=BTCUSDT');
    expect(rulesBefore.result.margin.stopOutLevelPercent).toBe(50);

    expect((await save('margin.stopOutLevelPercent', 60)).status).toBe(200);
    expect((await save('options.timeframes', '30:80:10:1000,45:81:10:1000')).status).toBe(200);
    const savedAt = Date.now();
    let seen: { stopOut: number; timeframes: number[] } | undefined;
    while (Date.now() - savedAt < 1000) {
      const rules = await order(b, user.token, 'GET', 'getTradingRules?code=BTCUSDT');
      seen = {
        stopOut: rules.result.margin.stopOutLevelPercent,
        timeframes: rules.result.options.timeframes.map((t: { seconds: number }) => t.seconds),
      };
      if (seen.stopOut === 60 && seen.timeframes.includes(45)) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(seen).toEqual({ stopOut: 60, timeframes: [30, 45] });
    const bought = await buyOption(b, user.token, 45);
    expect(bought.code).toBe(20004);
    expect(bought.result.payoutPercent).toBe(81);
  });
});
