import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN,
  bodyOf,
  DEPOSIT_ITEM,
  fail,
  KYC_ITEM,
  page,
  renderAdmin,
  serveAdmin,
  signedIn,
  staff,
  STAFF_TOKEN,
  stubObjectUrls,
  WITHDRAWAL_ITEM,
} from './fixtures';
import { ok, requests, type FakeRoutes } from '@/test/render';

const KYC_ID = KYC_ITEM.submission.id;

beforeEach(() => {
  signedIn();
});

function calls(fetch: ReturnType<typeof serveAdmin>, method: string, path: string) {
  return requests(fetch).filter((r) => r.method === method && new URL(r.url).pathname === path);
}

function serveKyc(routes: FakeRoutes = {}) {
  return serveAdmin(staff('compliance'), {
    [`GET ${ADMIN}/kyc`]: (request) =>
      new URL(request.url).searchParams.get('status') === 'under_review'
        ? page([KYC_ITEM])
        : page([]),
    ...routes,
  });
}

describe('the KYC queue', () => {
  it('shows the user, the details, the earlier submissions and the four images (fetched with the staff header)', async () => {
    const urls = stubObjectUrls();
    const fetch = serveKyc();
    const view = renderAdmin('/admin/kyc');
    const item = await screen.findByTestId(`kyc-${KYC_ID}`);
    expect(
      within(item).getByRole('heading', { name: 'Alice Liddell (alice)' }),
    ).toBeInTheDocument();
    const user = within(item).getByTestId('item-user');
    expect(user).toHaveTextContent('alice');
    expect(user).toHaveTextContent('alice@example.test');
    expect(user).toHaveTextContent('+44 7700 900123');
    expect(user).toHaveTextContent('Under review');
    const details = within(item).getByTestId('kyc-details');
    expect(details).toHaveTextContent('Passport');
    expect(details).toHaveTextContent('P1234567');
    expect(details).toHaveTextContent('1990-05-04');
    expect(details).toHaveTextContent('United Kingdom');
    const history = within(item).getByTestId('kyc-history-c0ffee00-0000-4000-8000-000000000000');
    expect(history).toHaveTextContent('Failed');
    expect(history).toHaveTextContent('The photo is blurred');
    expect(history).toHaveTextContent('ID998877');

    // The images: GET uploads/{id} with the Bearer token, shown through object URLs.
    const ids = [
      KYC_ITEM.submission.frontImageId,
      KYC_ITEM.submission.backImageId,
      KYC_ITEM.submission.holdingImageId,
      KYC_ITEM.submission.signatureImageId,
    ];
    const front = await within(item).findByRole('button', {
      name: 'Enlarge: Front of the document',
    });
    await within(item).findByRole('button', { name: 'Enlarge: Signature' });
    for (const id of ids) {
      const [request] = calls(fetch, 'GET', `${ADMIN}/uploads/${id}`);
      expect(request?.headers.get('authorization')).toBe(`Bearer ${STAFF_TOKEN}`);
    }
    expect(urls.created).toHaveLength(4);

    // Click to enlarge: a dialog with the image.
    await userEvent.click(front);
    const dialog = await screen.findByRole('dialog', { name: 'Front of the document' });
    expect(within(dialog).getByRole('img', { name: 'Front of the document' })).toHaveAttribute(
      'src',
      urls.created[0],
    );

    // Leaving the page gives the object URLs back.
    view.unmount();
    expect([...urls.revoked].sort()).toEqual([...urls.created].sort());
  });

  it('verifies after a confirmation', async () => {
    stubObjectUrls();
    const fetch = serveKyc({ [`POST ${ADMIN}/kyc/${KYC_ID}/approve`]: ok(null) });
    renderAdmin('/admin/kyc');
    await userEvent.click(await screen.findByTestId(`approve-${KYC_ID}`));
    const dialog = await screen.findByRole('dialog', { name: 'Verify this identity?' });
    expect(dialog).toHaveTextContent('The identity of alice will be verified');
    expect(calls(fetch, 'POST', `${ADMIN}/kyc/${KYC_ID}/approve`)).toHaveLength(0);
    const before = calls(fetch, 'GET', `${ADMIN}/kyc`).length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(calls(fetch, 'POST', `${ADMIN}/kyc/${KYC_ID}/approve`)).toHaveLength(1),
    );
    const [approve] = calls(fetch, 'POST', `${ADMIN}/kyc/${KYC_ID}/approve`);
    expect(approve!.headers.get('authorization')).toBe(`Bearer ${STAFF_TOKEN}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Identity verified')).toBeInTheDocument();
    // The queue and its count are fetched again.
    await waitFor(() => expect(calls(fetch, 'GET', `${ADMIN}/kyc`).length).toBeGreaterThan(before));
  });

  it('fails only with a reason of 3 to 500 characters', async () => {
    stubObjectUrls();
    const fetch = serveKyc({ [`POST ${ADMIN}/kyc/${KYC_ID}/fail`]: ok(null) });
    renderAdmin('/admin/kyc');
    await userEvent.click(await screen.findByTestId(`reject-${KYC_ID}`));
    const dialog = await screen.findByRole('dialog', { name: 'Fail this verification?' });
    const submit = within(dialog).getByRole('button', { name: 'Fail' });

    // Empty: blocked.
    await userEvent.click(submit);
    expect(
      await within(dialog).findByText('Enter a reason of 3 to 500 characters'),
    ).toBeInTheDocument();
    // Too short after trimming: blocked.
    await userEvent.type(within(dialog).getByLabelText(/Reason/), '  ab  ');
    await userEvent.click(submit);
    expect(
      await within(dialog).findByText('Enter a reason of 3 to 500 characters'),
    ).toBeInTheDocument();
    expect(calls(fetch, 'POST', `${ADMIN}/kyc/${KYC_ID}/fail`)).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText(/Reason/));
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'The document has expired');
    await userEvent.click(submit);
    await waitFor(() =>
      expect(calls(fetch, 'POST', `${ADMIN}/kyc/${KYC_ID}/fail`)).toHaveLength(1),
    );
    const [request] = calls(fetch, 'POST', `${ADMIN}/kyc/${KYC_ID}/fail`);
    expect(await bodyOf(request!)).toEqual({ reason: 'The document has expired' });
    expect(await screen.findByText('Verification failed')).toBeInTheDocument();
  });

  it('a 409 (already reviewed by someone else) refreshes the queue and says so', async () => {
    stubObjectUrls();
    let reviewed = false;
    const fetch = serveAdmin(staff('compliance'), {
      [`GET ${ADMIN}/kyc`]: (request) =>
        new URL(request.url).searchParams.get('size') === '1' || reviewed
          ? page([])
          : page([KYC_ITEM]),
      [`POST ${ADMIN}/kyc/${KYC_ID}/approve`]: () => {
        reviewed = true;
        return fail(409, 409, 'Already reviewed');
      },
    });
    renderAdmin('/admin/kyc');
    await userEvent.click(await screen.findByTestId(`approve-${KYC_ID}`));
    const dialog = await screen.findByRole('dialog', { name: 'Verify this identity?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('queue-conflict')).toHaveTextContent(
      'That item was already reviewed by someone else. The queue has been refreshed.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The refreshed queue no longer has the item.
    expect(await screen.findByTestId('queue-empty')).toBeInTheDocument();
    expect(calls(fetch, 'POST', `${ADMIN}/kyc/${KYC_ID}/approve`)).toHaveLength(1);
  });

  it('other statuses are listed without review buttons', async () => {
    stubObjectUrls();
    const verified = {
      ...KYC_ITEM,
      submission: {
        ...KYC_ITEM.submission,
        status: 'verified' as const,
        reviewedAt: 1_760_000_500_000,
      },
      reviewedBy: 'compliance-1',
    };
    const fetch = serveAdmin(staff('compliance'), {
      [`GET ${ADMIN}/kyc`]: (request) =>
        new URL(request.url).searchParams.get('status') === 'verified'
          ? page([verified])
          : page([]),
    });
    renderAdmin('/admin/kyc');
    expect(await screen.findByTestId('queue-empty')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Verified' }));
    const item = await screen.findByTestId(`kyc-${KYC_ID}`);
    expect(within(item).getByTestId('kyc-details')).toHaveTextContent('compliance-1');
    expect(within(item).queryByTestId(`approve-${KYC_ID}`)).toBeNull();
    const statuses = calls(fetch, 'GET', `${ADMIN}/kyc`).map((r) =>
      new URL(r.url).searchParams.get('status'),
    );
    expect(statuses).toContain('verified');
  });
});

describe('the deposit queue', () => {
  const ID = DEPOSIT_ITEM.deposit.id;

  function serveDeposits(routes: FakeRoutes = {}) {
    return serveAdmin(staff('admin'), {
      [`GET ${ADMIN}/deposits`]: (request) =>
        new URL(request.url).searchParams.get('status') === 'pending'
          ? page([DEPOSIT_ITEM])
          : page([]),
      ...routes,
    });
  }

  it('shows the deposit, the proof image, and approves after a confirmation', async () => {
    stubObjectUrls();
    const fetch = serveDeposits({ [`POST ${ADMIN}/deposits/${ID}/approve`]: ok(null) });
    renderAdmin('/admin/deposits');
    const item = await screen.findByTestId(`deposit-${ID}`);
    const details = within(item).getByTestId('deposit-details');
    for (const text of [
      '250.5 USDT',
      'TRC20',
      DEPOSIT_ITEM.deposit.address,
      DEPOSIT_ITEM.deposit.txHash,
      '8d9c0b',
      'matches the hash',
    ])
      expect(details).toHaveTextContent(text);
    expect(within(item).getByTestId('item-user')).toHaveTextContent('alice');
    await within(item).findByRole('button', { name: 'Enlarge: Proof of payment' });
    const [proof] = calls(fetch, 'GET', `${ADMIN}/uploads/${DEPOSIT_ITEM.deposit.proofImageId}`);
    expect(proof!.headers.get('authorization')).toBe(`Bearer ${STAFF_TOKEN}`);

    await userEvent.click(within(item).getByTestId(`approve-${ID}`));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this deposit?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(calls(fetch, 'POST', `${ADMIN}/deposits/${ID}/approve`)).toHaveLength(1),
    );
    expect(await screen.findByText('Deposit approved and credited')).toBeInTheDocument();
  });

  it('rejects with a reason', async () => {
    stubObjectUrls();
    const fetch = serveDeposits({ [`POST ${ADMIN}/deposits/${ID}/reject`]: ok(null) });
    renderAdmin('/admin/deposits');
    await userEvent.click(await screen.findByTestId(`reject-${ID}`));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this deposit?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await within(dialog).findByText('Enter a reason of 3 to 500 characters'),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'No such transaction on TRON');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(calls(fetch, 'POST', `${ADMIN}/deposits/${ID}/reject`)).toHaveLength(1),
    );
    const [request] = calls(fetch, 'POST', `${ADMIN}/deposits/${ID}/reject`);
    expect(await bodyOf(request!)).toEqual({ reason: 'No such transaction on TRON' });
    expect(await screen.findByText('Deposit rejected')).toBeInTheDocument();
  });

  it('a refusal other than 409 stays in the dialog with the server message', async () => {
    stubObjectUrls();
    serveDeposits({ [`POST ${ADMIN}/deposits/${ID}/approve`]: fail(403, 403, 'Forbidden') });
    renderAdmin('/admin/deposits');
    await userEvent.click(await screen.findByTestId(`approve-${ID}`));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this deposit?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByTestId('review-error')).toHaveTextContent(
      'You do not have permission',
    );
  });
});

describe('the withdrawal queue', () => {
  const ID = WITHDRAWAL_ITEM.withdrawal.id;

  it('shows the bank details and amounts, and rejects with a reason', async () => {
    const fetch = serveAdmin(staff('compliance'), {
      [`GET ${ADMIN}/withdrawals`]: (request) =>
        new URL(request.url).searchParams.get('status') === 'pending'
          ? page([WITHDRAWAL_ITEM])
          : page([]),
      [`POST ${ADMIN}/withdrawals/${ID}/reject`]: ok(null),
    });
    renderAdmin('/admin/withdrawals');
    const item = await screen.findByTestId(`withdrawal-${ID}`);
    const details = within(item).getByTestId('withdrawal-details');
    for (const text of [
      'Bank transfer',
      'Alice Liddell',
      'GB33BUKB20201555555555',
      'Barclays',
      '1,000 USD',
      '10 USD',
      '990 USD',
    ])
      expect(details).toHaveTextContent(text);
    expect(within(item).getByTestId('item-user')).toHaveTextContent('Verified');

    await userEvent.click(within(item).getByTestId(`reject-${ID}`));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this withdrawal?' });
    expect(dialog).toHaveTextContent(
      'The frozen amount goes back to the available balance of alice.',
    );
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Account name does not match');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(calls(fetch, 'POST', `${ADMIN}/withdrawals/${ID}/reject`)).toHaveLength(1),
    );
    const [request] = calls(fetch, 'POST', `${ADMIN}/withdrawals/${ID}/reject`);
    expect(await bodyOf(request!)).toEqual({ reason: 'Account name does not match' });
    expect(await screen.findByText('Withdrawal rejected and refunded')).toBeInTheDocument();
  });

  it('a crypto withdrawal shows its network and address', async () => {
    const crypto = {
      ...WITHDRAWAL_ITEM,
      withdrawal: {
        ...WITHDRAWAL_ITEM.withdrawal,
        asset: 'USDT' as const,
        method: 'crypto' as const,
        network: 'ERC20' as const,
        address: '0x52908400098527886E0F7030069857D2E4169EE7',
        bankHolder: null,
        bankAccount: null,
        bankType: null,
      },
    };
    serveAdmin(staff('compliance'), { [`GET ${ADMIN}/withdrawals`]: page([crypto]) });
    renderAdmin('/admin/withdrawals');
    const details = await screen.findByTestId('withdrawal-details');
    expect(details).toHaveTextContent('ERC20');
    expect(details).toHaveTextContent('0x52908400098527886E0F7030069857D2E4169EE7');
    expect(details).not.toHaveTextContent('Barclays');
  });
});
