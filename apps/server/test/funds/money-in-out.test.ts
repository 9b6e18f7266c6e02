import { parseAmount } from '@meridian/domain';
import { WITHDRAWAL_CASES, WITHDRAWAL_MINIMUM, WITHDRAWAL_TERMS } from '@meridian/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerByEmail, type RegisteredUser } from '../helpers/accounts.js';
import { signInStaff, type SignedInStaff } from '../helpers/staff.js';
import { createTradingServer, type TradingServer } from '../helpers/trading.js';
import { balance, feeBalance, quickTrader } from '../spot/helpers.js';
import {
  approvedDeposit,
  configureDepositAddresses,
  depositBody,
  kycForm,
  setWithdrawalPassword,
  staffCall,
  userCall,
  verifiedKyc,
} from './helpers.js';

const $ = parseAmount;
let server: TradingServer;
let compliance: SignedInStaff;

beforeAll(async () => {
  server = await createTradingServer({ spot: { marketMaker: false } });
  await server.tick({ BTCUSDT: '50000', ETHUSDT: '2500', EURUSD: '1.08' });
  await configureDepositAddresses(server);
  compliance = await signInStaff(server, 'compliance');
});

afterAll(async () => {
  await server.assertLedgerSound();
  await server.close();
});

describe('KYC', () => {
  it('goes unverified → under review → failed with a reason → resubmitted → verified', async () => {
    const user = await quickTrader(server);
    expect((await userCall(server, user.token, 'GET', 'getKyc')).result).toMatchObject({
      status: 'unverified',
      reviewHours: 48,
      latest: null,
    });
    const form = await kycForm(server, user.token);
    const submitted = await userCall(server, user.token, 'POST', 'identification', form);
    expect(submitted.code).toBe(20001);
    expect(submitted.result.status).toBe('under_review');
    // A second submission while one is under review is refused.
    const again = await userCall(server, user.token, 'POST', 'identification', form);
    expect(again.code).toBe(10019);

    const queue = await staffCall(
      server,
      compliance.token,
      'GET',
      'kyc?status=under_review&size=100',
    );
    const item = queue.result.list.find(
      (i: { submission: { id: string } }) => i.submission.id === submitted.result.id,
    );
    expect(item.user.id).toBe(user.userId);
    expect(item.submission.frontImageId).toBe(form.frontImageId);

    const failed = await staffCall(
      server,
      compliance.token,
      'POST',
      `kyc/${submitted.result.id}/fail`,
      {
        reason: 'The photo of the back is blurred',
      },
    );
    expect(failed.code).toBe(200);
    const afterFail = await userCall(server, user.token, 'GET', 'getKyc');
    expect(afterFail.result.status).toBe('failed');
    expect(afterFail.result.latest.failReason).toBe('The photo of the back is blurred');
    // Deciding twice is refused.
    const twice = await staffCall(
      server,
      compliance.token,
      'POST',
      `kyc/${submitted.result.id}/approve`,
    );
    expect(twice.status).toBe(409);

    const resubmitted = await userCall(
      server,
      user.token,
      'POST',
      'identification',
      await kycForm(server, user.token),
    );
    expect(resubmitted.code).toBe(20001);
    const history = await staffCall(
      server,
      compliance.token,
      'GET',
      'kyc?status=under_review&size=100',
    );
    const withHistory = history.result.list.find(
      (i: { submission: { id: string } }) => i.submission.id === resubmitted.result.id,
    );
    expect(withHistory.history.map((h: { id: string }) => h.id)).toEqual([submitted.result.id]);
    await staffCall(server, compliance.token, 'POST', `kyc/${resubmitted.result.id}/approve`);
    expect((await userCall(server, user.token, 'GET', 'getKyc')).result.status).toBe('verified');
    const notes = await server.call({
      method: 'GET',
      url: '/swx/customer/user/listNotification',
      headers: { authorization: user.token },
    });
    const items = notes.body.result.items as { kind: string; body: string }[];
    expect(items.map((n) => n.kind)).toEqual(expect.arrayContaining(['kycFailed', 'kycVerified']));
    expect(items.find((n) => n.kind === 'kycFailed')!.body).toContain(
      'The photo of the back is blurred',
    );
  });

  it('refuses missing, foreign or wrong-purpose images and an unsigned form', async () => {
    const user = await quickTrader(server);
    const other = await quickTrader(server);
    const form = await kycForm(server, user.token);
    const foreign = await kycForm(server, other.token);
    const cases: [Record<string, unknown>, number][] = [
      [{ ...form, frontImageId: undefined }, 468],
      [{ ...form, signatureImageId: undefined }, 469],
      [{ ...form, frontImageId: foreign.frontImageId }, 468],
      [{ ...form, frontImageId: form.backImageId }, 468],
      [{ ...form, birthDate: '2020-01-01' }, 400],
      [{ ...form, firstName: ' ' }, 400],
    ];
    for (const [body, code] of cases) {
      const reply = await userCall(server, user.token, 'POST', 'identification', body);
      expect(reply.code, JSON.stringify(body)).toBe(code);
    }
    expect((await userCall(server, user.token, 'GET', 'getKyc')).result.status).toBe('unverified');
  });
});

describe('deposits', () => {
  it('shows the addresses and minimums, refuses bad reports, and credits once on approval', async () => {
    const options = await server.call({
      method: 'GET',
      url: '/swx/customer/user/listDepositOptions',
    });
    expect(options.body.result).toContainEqual({
      asset: 'BTC',
      network: 'BTC',
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      minimum: '0.015',
      maximum: '100',
    });
    const user = await quickTrader(server);
    const body = await depositBody(server, user.token, 'USDT', '500');

    const demo = await userCall(server, user.token, 'POST', 'recharge', body, { book: 'demo' });
    expect(demo.code).toBe(460);
    const small = await userCall(server, user.token, 'POST', 'recharge', {
      ...body,
      amount: '119.99',
    });
    expect(small.code).toBe(471);
    expect(small.msg).toBe('The minimum deposit for USDT is 120');
    const btcSmall = await userCall(server, user.token, 'POST', 'recharge', {
      ...(await depositBody(server, user.token, 'BTC', '0.0149')),
    });
    expect(btcSmall.msg).toBe('The minimum deposit for BTC is 0.015');
    const wrongLast6 = await userCall(server, user.token, 'POST', 'recharge', {
      ...body,
      last6: '000000',
    });
    expect(wrongLast6.code).toBe(400);
    const noProof = await userCall(server, user.token, 'POST', 'recharge', {
      ...body,
      proofImageId: '00000000-0000-4000-8000-000000000000',
    });
    expect(noProof.code).toBe(468);

    const ok = await userCall(server, user.token, 'POST', 'recharge', body);
    expect(ok.code).toBe(20002);
    expect(ok.result).toMatchObject({ status: 'pending', amount: '500', network: 'TRC20' });
    expect((await balance(server, user.userId, 'USDT', 'real')).available).toBe(0n);
    const duplicate = await userCall(server, user.token, 'POST', 'recharge', body);
    expect(duplicate.code).toBe(477);

    const approved = await staffCall(
      server,
      compliance.token,
      'POST',
      `deposits/${ok.result.id}/approve`,
    );
    expect(approved.result.status).toBe('approved');
    expect((await balance(server, user.userId, 'USDT', 'real')).available).toBe($('500'));
    const again = await staffCall(
      server,
      compliance.token,
      'POST',
      `deposits/${ok.result.id}/approve`,
    );
    expect(again.status).toBe(409);
    const reject = await staffCall(
      server,
      compliance.token,
      'POST',
      `deposits/${ok.result.id}/reject`,
      {
        reason: 'too late',
      },
    );
    expect(reject.status).toBe(409);
    expect((await balance(server, user.userId, 'USDT', 'real')).available).toBe($('500'));
    const unknown = await staffCall(server, compliance.token, 'POST', 'deposits/999999/approve');
    expect(unknown.status).toBe(404);
  });

  it('rejects with a reason the user sees; nothing is credited', async () => {
    const user = await quickTrader(server);
    const ok = await userCall(
      server,
      user.token,
      'POST',
      'recharge',
      await depositBody(server, user.token),
    );
    const rejected = await staffCall(
      server,
      compliance.token,
      'POST',
      `deposits/${ok.result.id}/reject`,
      {
        reason: 'No such transaction on TRON',
      },
    );
    expect(rejected.result.status).toBe('rejected');
    const list = await userCall(server, user.token, 'GET', 'listRecharge');
    expect(list.result.list[0]).toMatchObject({
      status: 'rejected',
      rejectReason: 'No such transaction on TRON',
    });
    expect((await balance(server, user.userId, 'USDT', 'real')).available).toBe(0n);
    // The decision is audited (who, before, after) and the user is told why.
    const admin = await signInStaff(server, 'admin');
    const audit = await staffCall(server, admin.token, 'GET', 'audit?action=deposit.reject');
    const row = audit.result.list.find(
      (r: { targetId: string }) => r.targetId === String(ok.result.id),
    );
    expect(row).toMatchObject({
      actorName: compliance.username,
      targetType: 'deposit',
      before: { status: 'pending' },
      after: {
        status: 'rejected',
        amount: '500',
        asset: 'USDT',
        reason: 'No such transaction on TRON',
      },
    });
    const notes = await server.call({
      method: 'GET',
      url: '/swx/customer/user/listNotification',
      headers: { authorization: user.token },
    });
    const notice = notes.body.result.items[0];
    expect(notice.kind).toBe('depositRejected');
    // The figure as the app writes it: the asset's places, bidi-isolated.
    expect(notice.body).toBe(
      'Your deposit of \u2068500.00\u2069 USDT was rejected: No such transaction on TRON.',
    );
  });
});

describe('withdrawals', () => {
  let user: RegisteredUser;
  beforeAll(async () => {
    user = await registerByEmail(server);
  });

  it('needs verified KYC and a withdrawal password, checks address, amount and balance', async () => {
    const crypto = {
      method: 'crypto',
      asset: 'USDT',
      network: 'TRC20',
      address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
      amount: '100',
      password: 'withdraw-123',
    };
    expect((await userCall(server, user.token, 'POST', 'withdrawal', crypto)).code).toBe(10022);
    await verifiedKyc(server, user.token, compliance.token);
    expect((await userCall(server, user.token, 'POST', 'withdrawal', crypto)).code).toBe(473);
    // The first withdrawal password needs the login password.
    const wrongLogin = await userCall(server, user.token, 'POST', 'repasswordTx', {
      password: 'withdraw-123',
      confirmPassword: 'withdraw-123',
      currentPassword: 'not it',
    });
    expect(wrongLogin.code).toBe(10004);
    await setWithdrawalPassword(server, user.token, user.password);
    // Changing it needs the current withdrawal password; the owner is told both times.
    const wrongCurrent = await userCall(server, user.token, 'POST', 'repasswordTx', {
      password: 'withdraw-456',
      confirmPassword: 'withdraw-456',
      currentPassword: user.password,
    });
    expect(wrongCurrent.code).toBe(10093);
    await setWithdrawalPassword(server, user.token, 'withdraw-123', 'withdraw-456');
    await setWithdrawalPassword(server, user.token, 'withdraw-456', 'withdraw-123');
    const notes = await server.call({
      method: 'GET',
      url: '/swx/customer/user/listNotification',
      headers: { authorization: user.token },
    });
    const kinds = (notes.body.result.items as { kind: string }[]).map((n) => n.kind);
    expect(kinds.filter((k) => k === 'withdrawalPasswordSet')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'withdrawalPasswordChanged')).toHaveLength(2);
    await approvedDeposit(server, user.token, compliance.token, 'USDT', '500');

    const cases: [Record<string, unknown>, number][] = [
      [{ ...crypto, method: undefined }, 10025],
      [{ ...crypto, method: 'pigeon' }, 10025],
      [{ ...crypto, address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv9' }, 474],
      [{ ...crypto, network: 'ERC20' }, 474],
      [{ ...crypto, network: 'BTC' }, 400],
      [{ ...crypto, amount: '1' }, 475],
      [{ ...crypto, amount: '0.0000001' }, 400],
      [{ ...crypto, amount: '501' }, 10092],
      [{ ...crypto, password: 'nope' }, 10093],
      [
        {
          method: 'bank',
          asset: 'USDT',
          holder: 'A',
          accountNumber: '12345678',
          bankType: 'X',
          amount: '10',
          password: 'withdraw-123',
        },
        10025,
      ],
      [
        {
          method: 'bank',
          asset: 'USD',
          accountNumber: '12345678',
          bankType: 'X',
          amount: '10',
          password: 'withdraw-123',
        },
        400,
      ],
    ];
    for (const [body, code] of cases) {
      const reply = await userCall(server, user.token, 'POST', 'withdrawal', body);
      expect(reply.code, JSON.stringify(body)).toBe(code);
    }
    expect(await balance(server, user.userId, 'USDT', 'real')).toEqual({
      available: $('500'),
      frozen: 0n,
    });
    const demo = await userCall(server, user.token, 'POST', 'withdrawal', crypto, { book: 'demo' });
    expect(demo.code).toBe(460);
  });

  it('answers the shared withdrawal table as the web form does (both call checkWithdrawal)', async () => {
    // The web's withdrawal-math test runs the same table (@meridian/domain/testing).
    const trader = await registerByEmail(server);
    await verifiedKyc(server, trader.token, compliance.token);
    await setWithdrawalPassword(server, trader.token, trader.password);
    await approvedDeposit(server, trader.token, compliance.token, 'USDT', '500');
    const terms = await userCall(server, trader.token, 'GET', 'getWithdrawalTerms');
    expect(
      terms.result.terms.find((t: { asset: string }) => t.asset === WITHDRAWAL_TERMS.asset),
    ).toMatchObject({ feeBp: WITHDRAWAL_TERMS.feeBp, minFee: WITHDRAWAL_TERMS.minFee });
    const codes = { decimals: 400, not_positive: 475, below_minimum: 475 } as const;
    const answers: unknown[] = [];
    const expected: unknown[] = [];
    for (const row of WITHDRAWAL_CASES) {
      const reply = await userCall(server, trader.token, 'POST', 'withdrawal', {
        method: 'crypto',
        asset: WITHDRAWAL_TERMS.asset,
        network: 'TRC20',
        address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
        amount: row.amount,
        password: 'withdraw-123',
      });
      if ('problem' in row) {
        answers.push([row.amount, reply.code, codes[row.problem] === 475 && reply.msg]);
        expected.push([
          row.amount,
          codes[row.problem],
          codes[row.problem] === 475 && expect.stringContaining(WITHDRAWAL_MINIMUM),
        ]);
      } else {
        answers.push([row.amount, reply.code, reply.result?.fee, reply.result?.received]);
        expected.push([row.amount, 20003, row.fee, row.received]);
      }
    }
    expect(answers).toEqual(expected);
  });

  it('freezes at submission; rejection unfreezes with the reason, approval pays out and the fee', async () => {
    const crypto = {
      method: 'crypto',
      asset: 'USDT',
      network: 'TRC20',
      address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
      amount: '200',
      password: 'withdraw-123',
    };
    const first = await userCall(server, user.token, 'POST', 'withdrawal', crypto);
    expect(first.code).toBe(20003);
    expect(first.result).toMatchObject({
      amount: '200',
      fee: '2',
      received: '198',
      status: 'pending',
    });
    expect(await balance(server, user.userId, 'USDT', 'real')).toEqual({
      available: $('300'),
      frozen: $('200'),
    });
    const rejected = await staffCall(
      server,
      compliance.token,
      'POST',
      `withdrawals/${first.result.id}/reject`,
      {
        reason: 'Address on a sanctions list',
      },
    );
    expect(rejected.result.status).toBe('rejected');
    expect(await balance(server, user.userId, 'USDT', 'real')).toEqual({
      available: $('500'),
      frozen: 0n,
    });
    const list = await userCall(server, user.token, 'GET', 'listWithdrwal');
    expect(list.result.list[0]).toMatchObject({ rejectReason: 'Address on a sanctions list' });

    const feeBefore = await feeBalance(server, 'USDT', 'real');
    const second = await userCall(server, user.token, 'POST', 'withdrawal', {
      ...crypto,
      amount: '50',
    });
    expect(second.result).toMatchObject({ fee: '1', received: '49' });
    const paid = await staffCall(
      server,
      compliance.token,
      'POST',
      `withdrawals/${second.result.id}/approve`,
    );
    expect(paid.result.status).toBe('approved');
    expect(await balance(server, user.userId, 'USDT', 'real')).toEqual({
      available: $('450'),
      frozen: 0n,
    });
    expect((await feeBalance(server, 'USDT', 'real')) - feeBefore).toBe($('1'));
    const twice = await staffCall(
      server,
      compliance.token,
      'POST',
      `withdrawals/${second.result.id}/reject`,
      {
        reason: 'changed my mind',
      },
    );
    expect(twice.status).toBe(409);

    // Bank withdrawal of euros: the user sees the account masked, staff see it whole.
    await server.tick({ BTCUSDT: '50000', ETHUSDT: '2500', EURUSD: '1.08' });
    const eur = await userCall(server, user.token, 'POST', 'dh', {
      from: 'USDT',
      to: 'EUR',
      amount: '100',
    });
    expect(eur.code).toBe(200);
    const bank = await userCall(server, user.token, 'POST', 'withdrawal', {
      method: 'bank',
      asset: 'EUR',
      holder: 'Ada Lovelace',
      accountNumber: 'GB33BUKB20201555555555',
      bankType: 'Barclays',
      amount: '50',
      password: 'withdraw-123',
    });
    expect(bank.code).toBe(20003);
    expect(bank.result.bankAccount).toBe('••••••••••••••••••5555');
    const queue = await staffCall(
      server,
      compliance.token,
      'GET',
      'withdrawals?status=pending&size=100',
    );
    const item = queue.result.list.find(
      (i: { withdrawal: { id: number } }) => i.withdrawal.id === bank.result.id,
    );
    expect(item.withdrawal.bankAccount).toBe('GB33BUKB20201555555555');

    // The statement lists every step.
    const statement = await userCall(server, user.token, 'GET', 'listStatement', undefined, {
      query: { asset: 'USDT', size: '100' },
    });
    const reasons = statement.result.list.map((l: { reason: string }) => l.reason).reverse();
    expect(reasons).toEqual([
      'deposit',
      'withdrawal_freeze',
      'withdrawal_release',
      'withdrawal_freeze',
      'withdrawal_payout',
      'exchange',
    ]);
    const last = statement.result.list[0];
    expect(last).toMatchObject({
      availableChange: '-100',
      availableAfter: '350',
      frozenAfter: '0',
    });
    const csv = await server.call({
      method: 'GET',
      url: '/swx/customer/user/exportStatement?asset=USDT',
      headers: { authorization: user.token, virtually: 'YES' },
    });
    expect(csv.response.headers['content-type']).toContain('text/csv');
    const lines = csv.response.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'time_utc,entry,type,reference_type,reference,asset,available_change,frozen_change,available_after,frozen_after',
    );
    expect(lines).toHaveLength(7);
    expect(lines[1]).toContain(',exchange,exchange,');
  });
});

describe('the withdrawal password lock', () => {
  it('five wrong guesses through either call lock both for the user (429)', async () => {
    const user = await registerByEmail(server);
    await verifiedKyc(server, user.token, compliance.token);
    const password = await setWithdrawalPassword(server, user.token, user.password);
    await approvedDeposit(server, user.token, compliance.token, 'USDT', '200');
    for (let i = 0; i < 5; i += 1) {
      const wrong = await userCall(server, user.token, 'POST', 'repasswordTx', {
        password: 'another-one',
        confirmPassword: 'another-one',
        currentPassword: `guess-${i}`,
      });
      expect(wrong.code).toBe(10093);
    }
    const locked = await userCall(server, user.token, 'POST', 'withdrawal', {
      method: 'crypto',
      asset: 'USDT',
      network: 'TRC20',
      address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
      amount: '50',
      password,
    });
    expect(locked.code).toBe(429);
    expect(await balance(server, user.userId, 'USDT', 'real')).toEqual({
      available: $('200'),
      frozen: 0n,
    });
  });
});

describe('currency exchange (dh)', () => {
  it('quotes from the feed with the spread, exchanges exactly, and refuses what it must', async () => {
    const user = await quickTrader(server);
    await server.tick({ BTCUSDT: '50000', ETHUSDT: '2500', EURUSD: '1.08' });
    const quote = await userCall(server, user.token, 'GET', 'getExchangeQuote', undefined, {
      book: 'demo',
      query: { from: 'USDT', to: 'BTC', amount: '1000' },
    });
    expect(quote.result).toMatchObject({
      midRate: '0.00002',
      rate: '0.00001996',
      spreadBp: 20,
      toAmount: '0.01996',
      available: '100000',
    });
    const same = await userCall(
      server,
      user.token,
      'POST',
      'dh',
      { from: 'BTC', to: 'BTC', amount: '1' },
      { book: 'demo' },
    );
    expect(same.code).toBe(472);
    expect(same.msg).toBe('Do not exchange the same currency');
    const moved = await userCall(
      server,
      user.token,
      'POST',
      'dh',
      { from: 'USDT', to: 'BTC', amount: '1000', minToAmount: '0.02' },
      { book: 'demo' },
    );
    expect(moved.status).toBe(409);
    const tooMuch = await userCall(
      server,
      user.token,
      'POST',
      'dh',
      { from: 'USDT', to: 'BTC', amount: '100001' },
      { book: 'demo' },
    );
    expect(tooMuch.code).toBe(10092);

    const key = 'dh-retry-0001';
    const done = await userCall(
      server,
      user.token,
      'POST',
      'dh',
      { from: 'USDT', to: 'BTC', amount: '1000', minToAmount: '0.01996' },
      { book: 'demo', key },
    );
    expect(done.result).toMatchObject({ fromAmount: '1000', toAmount: '0.01996', book: 'demo' });
    const retry = await userCall(
      server,
      user.token,
      'POST',
      'dh',
      { from: 'USDT', to: 'BTC', amount: '1000', minToAmount: '0.01996' },
      { book: 'demo', key },
    );
    expect(retry.result.id).toBe(done.result.id);
    expect(await balance(server, user.userId, 'USDT')).toEqual({
      available: $('99000'),
      frozen: 0n,
    });
    expect(await balance(server, user.userId, 'BTC')).toEqual({
      available: $('0.01996'),
      frozen: 0n,
    });
    const history = await userCall(server, user.token, 'GET', 'listExchange', undefined, {
      book: 'demo',
    });
    expect(history.result.total).toBe(1);

    // A stale price (the feed went quiet) is refused rather than guessed.
    server.time.advance(120_000);
    const stale = await userCall(server, user.token, 'GET', 'getExchangeQuote', undefined, {
      book: 'demo',
      query: { from: 'USDT', to: 'ETH' },
    });
    expect(stale.code).toBe(478);
    await server.tick({ BTCUSDT: '50000', ETHUSDT: '2500', EURUSD: '1.08' });
  });

  it('lists both books with USDT values', async () => {
    const user = await quickTrader(server);
    const books = await userCall(server, user.token, 'GET', 'listBalances');
    expect(books.result.map((b: { book: string }) => b.book)).toEqual(['demo', 'real']);
    expect(books.result[0].totalUsdt).toBe('100000');
    expect(books.result[1].totalUsdt).toBe('0');
  });
});
