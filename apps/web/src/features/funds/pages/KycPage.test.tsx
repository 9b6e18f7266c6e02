import type { KycResult, KycSubmission } from '@meridian/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  bodyOf,
  calls,
  choose,
  image,
  logIn,
  renderFunds,
  sign,
  stubCanvas,
  UPLOAD_IDS,
  uploadReply,
  USER,
} from '../test-fixtures';
import { settingsStore } from '@/lib/settings-store';
import { ok, stubFetch, type FakeRoutes } from '@/test/render';
import { visibleText } from '@/test/text';

const UNVERIFIED: KycResult = { status: 'unverified', reviewHours: 48, latest: null };

const SUBMISSION: KycSubmission = {
  id: '99999999-9999-4999-8999-999999999999',
  firstName: 'Ada',
  lastName: 'Lovelace',
  sex: 'female',
  birthDate: '1990-12-10',
  country: 'United Kingdom',
  address: '12 St James Square, London',
  phone: '+44 20 7946 0000',
  documentType: 'passport',
  documentNumber: 'P1234567',
  frontImageId: UPLOAD_IDS.kyc_front,
  backImageId: UPLOAD_IDS.kyc_back,
  holdingImageId: UPLOAD_IDS.kyc_holding,
  signatureImageId: UPLOAD_IDS.kyc_signature,
  status: 'under_review',
  failReason: null,
  submittedAt: Date.UTC(2026, 10, 20, 9, 30),
  reviewedAt: null,
};

beforeEach(() => {
  settingsStore.markOnboardingShown();
  stubCanvas();
});

function serve(kyc: KycResult | (() => KycResult), extra: FakeRoutes = {}) {
  return stubFetch({
    [`GET ${USER}/getKyc`]: () => ok(typeof kyc === 'function' ? kyc() : kyc),
    [`POST ${USER}/upload`]: uploadReply,
    ...extra,
  });
}

async function openForm(kyc: KycResult = UNVERIFIED, extra: FakeRoutes = {}) {
  logIn();
  const fetch = serve(kyc, extra);
  renderFunds('/profile/kyc');
  const form = await screen.findByTestId('kyc-form');
  return { fetch, form };
}

async function fill(form: HTMLElement) {
  const ui = userEvent.setup();
  await ui.type(within(form).getByRole('textbox', { name: 'First name' }), 'Ada');
  await ui.type(within(form).getByRole('textbox', { name: 'Last name' }), 'Lovelace');
  await ui.click(within(form).getByRole('radio', { name: 'Female' }));
  await ui.type(within(form).getByLabelText('Date of birth'), '1990-12-10');
  await ui.type(within(form).getByRole('textbox', { name: 'Country' }), 'United Kingdom');
  await ui.type(within(form).getByRole('textbox', { name: 'Phone' }), '+44 20 7946 0000');
  await ui.type(
    within(form).getByRole('textbox', { name: 'Address' }),
    '12 St James Square, London',
  );
  await ui.click(within(form).getByRole('radio', { name: 'Passport' }));
  await ui.type(within(form).getByRole('textbox', { name: 'Document number' }), 'P1234567');
}

async function addPhotos() {
  await choose('kyc-front', image('front.jpg', 'image/jpeg'));
  await choose('kyc-back', image('back.png'));
  await choose('kyc-holding', image('holding.jp2', ''));
  for (const id of ['kyc-front', 'kyc-back', 'kyc-holding'])
    await waitFor(() => expect(visibleText(screen.getByTestId(`${id}-status`))).toBe(' Uploaded'));
}

describe('/profile/kyc, identity verification', () => {
  it('an empty form says what is missing: fields, photos and the signature', async () => {
    const { form, fetch } = await openForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Submit for review' }));

    expect(await within(form).findAllByText('Fill in this field')).toHaveLength(6);
    expect(within(form).getAllByText('Choose one')).toHaveLength(2);
    expect(within(form).getByText('Enter your date of birth')).toBeInTheDocument();
    expect(visibleText(screen.getByTestId('kyc-photos-error'))).toBe('Upload the required images');
    for (const id of ['kyc-front', 'kyc-back', 'kyc-holding'])
      expect(visibleText(screen.getByTestId(`${id}-error`))).toBe('Upload this image');
    expect(visibleText(screen.getByTestId('signature-error'))).toBe('Sign first');
    expect(visibleText(screen.getByTestId('kyc-incomplete'))).toBe('Complete all the information');
    expect(calls(fetch, 'identification')).toHaveLength(0);
    expect(calls(fetch, 'upload')).toHaveLength(0);
  });

  it('filled in but unsigned and without photos: not sent, and says so', async () => {
    const { form, fetch } = await openForm();
    await fill(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByTestId('signature-error')).toHaveTextContent('Sign first');
    expect(screen.getByTestId('kyc-photos-error')).toHaveTextContent('Upload the required images');
    expect(within(form).queryByText('Fill in this field')).toBeNull();
    expect(visibleText(screen.getByTestId('signature-state'))).toBe('Not signed yet');

    // Signed and cleared again: still not signed.
    sign();
    expect(visibleText(screen.getByTestId('signature-state'))).toBe('Signed');
    expect(screen.queryByTestId('signature-error')).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Clear' }));
    expect(visibleText(screen.getByTestId('signature-state'))).toBe('Not signed yet');
    expect(screen.getByTestId('signature-error')).toHaveTextContent('Sign first');
    expect(calls(fetch, 'identification')).toHaveLength(0);
  });

  it('checks a photo before uploading it, and retries a failed upload', async () => {
    let failNext = true;
    const { fetch } = await openForm(UNVERIFIED, {
      [`POST ${USER}/upload`]: (request) => {
        if (failNext) {
          failNext = false;
          throw new TypeError('Failed to fetch');
        }
        return uploadReply(request);
      },
    });
    await choose('kyc-front', image('front.gif', 'image/gif'));
    expect(visibleText(screen.getByTestId('kyc-front-error'))).toBe(
      'Wrong image format: use JPG, JPEG 2000 or PNG',
    );
    await choose('kyc-front', image('front.png', 'image/png', 5 * 1024 * 1024 + 1));
    expect(visibleText(screen.getByTestId('kyc-front-error'))).toBe(
      'The image cannot be larger than 5 MB',
    );
    expect(calls(fetch, 'upload')).toHaveLength(0);

    // A lost upload: the thumbnail stays, with "try again".
    await choose('kyc-front', image('front.png'));
    expect(await screen.findByText('Upload failed, please try again')).toBeInTheDocument();
    const picker = screen.getByTestId('kyc-front');
    expect(
      within(picker).getByRole('img', { name: 'Preview: Front of the document' }),
    ).toBeInTheDocument();
    await userEvent.click(within(picker).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(visibleText(screen.getByTestId('kyc-front-status'))).toBe(' Uploaded'),
    );
    expect(screen.queryByTestId('kyc-front-error')).toBeNull();

    const [, retried] = calls(fetch, 'upload');
    expect(new URL(retried!.url).searchParams.get('purpose')).toBe('kyc_front');
    expect(retried!.headers.get('content-type')).toBe('image/png');
  });

  it('a server refusal of the image is shown in its words', async () => {
    await openForm(UNVERIFIED, {
      [`POST ${USER}/upload`]: {
        status: 400,
        body: {
          code: 465,
          msg: 'Image format wrong: upload a JPG, JPEG 2000 or PNG image',
          result: null,
        },
      },
    });
    await choose('kyc-back', image('back.png'));
    expect(await screen.findByTestId('kyc-back-error')).toHaveTextContent(
      'Image format wrong: upload a JPG, JPEG 2000 or PNG image',
    );
  });

  it('submits: three photos and the signature uploaded, then identification with their ids', async () => {
    let kyc: KycResult = UNVERIFIED;
    const { form, fetch } = await openForm(UNVERIFIED, {
      [`GET ${USER}/getKyc`]: () => ok(kyc),
      [`POST ${USER}/identification`]: () => {
        kyc = { status: 'under_review', reviewHours: 48, latest: SUBMISSION };
        return { body: { code: 20001, msg: 'Submitted for review', result: null } };
      },
    });
    await fill(form);
    await addPhotos();
    sign();
    await userEvent.click(within(form).getByRole('button', { name: 'Submit for review' }));

    expect(await screen.findByTestId('kyc-sent')).toHaveTextContent('Submitted for review');
    expect(await screen.findByTestId('kyc-under-review')).toBeInTheDocument();

    const uploads = calls(fetch, 'upload');
    expect(uploads.map((request) => new URL(request.url).searchParams.get('purpose'))).toEqual([
      'kyc_front',
      'kyc_back',
      'kyc_holding',
      'kyc_signature',
    ]);
    // The JPEG 2000 file had no type: sent as octet-stream; the signature as a PNG.
    expect(uploads.map((request) => request.headers.get('content-type'))).toEqual([
      'image/jpeg',
      'image/png',
      'application/octet-stream',
      'image/png',
    ]);
    expect(await uploads[3]!.text()).toBe('signature-png');
    const identification = calls(fetch, 'identification');
    expect(identification).toHaveLength(1);
    expect(await bodyOf(identification[0]!)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      sex: 'female',
      birthDate: '1990-12-10',
      country: 'United Kingdom',
      address: '12 St James Square, London',
      phone: '+44 20 7946 0000',
      documentType: 'passport',
      documentNumber: 'P1234567',
      frontImageId: UPLOAD_IDS.kyc_front,
      backImageId: UPLOAD_IDS.kyc_back,
      holdingImageId: UPLOAD_IDS.kyc_holding,
      signatureImageId: UPLOAD_IDS.kyc_signature,
    });
  });

  it('a refused submission shows the server message and keeps everything typed', async () => {
    const { form, fetch } = await openForm(UNVERIFIED, {
      [`POST ${USER}/identification`]: {
        status: 400,
        body: { code: 400, msg: 'Invalid request', result: null },
      },
    });
    await fill(form);
    await addPhotos();
    sign();
    await userEvent.click(within(form).getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByTestId('kyc-error')).toHaveTextContent('Invalid request');
    expect(within(form).getByRole('textbox', { name: 'First name' })).toHaveProperty(
      'value',
      'Ada',
    );
    expect(visibleText(screen.getByTestId('kyc-holding-status'))).toBe(' Uploaded');
    expect(visibleText(screen.getByTestId('signature-state'))).toBe('Signed');

    // Sent again: the signature already uploaded is not uploaded twice.
    await userEvent.click(within(form).getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(calls(fetch, 'identification')).toHaveLength(2));
    expect(calls(fetch, 'upload')).toHaveLength(4);
  });

  it('under review: says so, for how long, and since when', async () => {
    logIn();
    serve({ status: 'under_review', reviewHours: 48, latest: SUBMISSION });
    renderFunds('/profile/kyc');
    const card = await screen.findByTestId('kyc-under-review');
    expect(
      within(card).getByRole('heading', { name: 'Your documents are under review' }),
    ).toBeInTheDocument();
    expect(card).toHaveTextContent('Reviews take up to 48 hours.');
    expect(visibleText(screen.getByTestId('kyc-submitted-at'))).toMatch(/^Submitted .*2026/);
    expect(screen.queryByTestId('kyc-form')).toBeNull();
  });

  it('failed: the reason, then "Submit again" opens the form with the earlier details', async () => {
    logIn();
    serve({
      status: 'failed',
      reviewHours: 48,
      latest: { ...SUBMISSION, status: 'failed', failReason: 'The photo of the back is blurred' },
    });
    renderFunds('/profile/kyc');
    const card = await screen.findByTestId('kyc-failed');
    expect(visibleText(screen.getByTestId('kyc-fail-reason'))).toBe(
      'Reason: The photo of the back is blurred',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Submit again' }));
    const form = await screen.findByTestId('kyc-form');
    expect(within(form).getByRole('textbox', { name: 'Last name' })).toHaveProperty(
      'value',
      'Lovelace',
    );
    expect(within(form).getByRole('radio', { name: 'Passport' })).toHaveProperty('checked', true);
    // The photos and the signature are given again.
    expect(visibleText(screen.getByTestId('kyc-front-status'))).toBe('');
    expect(visibleText(screen.getByTestId('signature-state'))).toBe('Not signed yet');
  });

  it('verified: says so and leads to withdrawals', async () => {
    logIn('demo');
    serve({ status: 'verified', reviewHours: 48, latest: { ...SUBMISSION, status: 'verified' } });
    renderFunds('/profile/kyc');
    const card = await screen.findByTestId('kyc-verified');
    expect(
      within(card).getByRole('heading', { name: 'Your identity is verified' }),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
      'href',
      '/profile/withdraw',
    );
  });

  it('a load failure offers a retry; a visitor is asked to log in', async () => {
    logIn();
    stubFetch({
      [`GET ${USER}/getKyc`]: {
        status: 500,
        body: { code: 500, msg: 'Unknown error', result: null },
      },
    });
    const view = renderFunds('/profile/kyc');
    expect(
      await screen.findByRole('heading', { name: 'Your verification status could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    view.unmount();

    settingsStore.clearSession();
    renderFunds('/profile/kyc');
    expect(
      await screen.findByRole('heading', { name: 'Log in to deposit and withdraw' }),
    ).toBeInTheDocument();
  });

  it('works on a phone', async () => {
    logIn();
    serve(UNVERIFIED);
    renderFunds('/profile/kyc', 'mobile');
    expect(await screen.findByTestId('kyc-form')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Identity verification' }),
    ).toBeInTheDocument();
  });
});
