import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { settingsStore } from '@/lib/settings-store';
import { ok, renderApp, requests, stubFetch } from '@/test/render';

const item = (
  id: number,
  title: string,
  type: number,
  publishedAt = '2026-11-01T00:00:00.000Z',
) => ({
  id,
  slug: `${type}.${id}`,
  title,
  type,
  language: 'en',
  publishedAt,
});

const faqList = ok([item(21, 'What is the demo account?', 5), item(22, 'How do I deposit?', 5)]);

beforeEach(() => settingsStore.markOnboardingShown());

describe('FAQ (/help/faq)', () => {
  it('lists the questions and shows an answer, paragraph by paragraph, when opened', async () => {
    const fetch = stubFetch({
      'GET /swx/customer/index/listContents/5': faqList,
      'GET /swx/customer/index/getContentsById/21': ok({
        ...item(21, 'What is the demo account?', 5),
        body: 'A practice book with virtual money.\n\nIt cannot be withdrawn.\nReset it any time.',
      }),
    });
    const ui = userEvent.setup();
    renderApp('/help/faq', 'desktop');
    const question = await screen.findByRole('button', { name: 'What is the demo account?' });
    expect(screen.getByRole('button', { name: 'How do I deposit?' })).toBeInTheDocument();
    // Answers are fetched when opened, not before.
    expect(requests(fetch).some((r) => r.url.includes('getContentsById'))).toBe(false);

    await ui.click(question);
    const body = await screen.findByTestId('content-body');
    const paragraphs = within(body).getAllByText(/./, { selector: 'p' });
    expect(paragraphs.map((p) => p.textContent)).toEqual([
      'A practice book with virtual money.',
      'It cannot be withdrawn.\nReset it any time.',
    ]);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(requests(fetch).filter((r) => r.url.includes('getContentsById'))).toHaveLength(1);
  });

  it('reloads the questions in the new language (content query keys)', async () => {
    const fetch = stubFetch({ 'GET /swx/customer/index/listContents/5': faqList });
    renderApp('/help/faq', 'desktop');
    await screen.findByRole('button', { name: 'How do I deposit?' });
    act(() => changeLanguage('de'));
    await waitFor(() =>
      expect(
        requests(fetch).some(
          (r) => r.url.endsWith('/listContents/5') && r.headers.get('lang') === 'de',
        ),
      ).toBe(true),
    );
    act(() => changeLanguage('en'));
  });
});

describe('notices (/help/notice)', () => {
  it('lists notices newest first and opens one', async () => {
    stubFetch({
      'GET /swx/customer/index/listContents/4': ok([
        item(31, 'Welcome to Meridian', 4, '2026-10-01T00:00:00.000Z'),
        item(32, 'Trading hours', 4, '2026-11-05T00:00:00.000Z'),
      ]),
      'GET /swx/customer/index/getContentsById/32': ok({
        ...item(32, 'Trading hours', 4),
        body: 'Crypto trades around the clock.\n\nOther markets follow their sessions.',
      }),
    });
    const ui = userEvent.setup();
    const { router } = renderApp('/help/notice', 'desktop');
    const links = await screen.findAllByRole('link', { name: /Trading hours|Welcome to Meridian/ });
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Trading hours'),
      expect.stringContaining('Welcome to Meridian'),
    ]);
    await ui.click(links[0]!);
    expect(router.state.location.search).toBe('?id=32');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Trading hours' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Other markets follow their sessions.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All notices' })).toHaveAttribute(
      'href',
      '/help/notice',
    );
  });
});

describe('help centre (/help)', () => {
  it('links to the FAQ, notices, customer service and the introduction, with the latest of each', async () => {
    stubFetch({
      'GET /swx/customer/index/listContents/5': faqList,
      'GET /swx/customer/index/listContents/4': ok([item(31, 'Welcome to Meridian', 4)]),
    });
    renderApp('/help', 'desktop');
    const topics = await screen.findByRole('list', { name: 'Help topics' });
    expect(
      within(topics)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/help/faq', '/help/notice', '/profile/kefu', '/introduction']);
    expect(await screen.findByRole('link', { name: 'How do I deposit?' })).toHaveAttribute(
      'href',
      '/help/faq?id=22',
    );
    expect(await screen.findByRole('link', { name: /Welcome to Meridian/ })).toHaveAttribute(
      'href',
      '/help/notice?id=31',
    );
  });
});
