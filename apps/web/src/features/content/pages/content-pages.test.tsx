import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { settingsStore } from '@/lib/settings-store';
import { ok, renderApp, requests, stubFetch } from '@/test/render';

beforeEach(() => settingsStore.markOnboardingShown());

const page = (id: number, title: string, body: string, type = 2) => ({
  id,
  slug: `page.${id}`,
  title,
  type,
  language: 'en',
  publishedAt: '2026-11-01T00:00:00.000Z',
  body,
});

describe('content page (/detail?id&title)', () => {
  it('shows the page title and its paragraphs', async () => {
    const fetch = stubFetch({
      'GET /swx/customer/index/getContentsById/7': ok(
        page(7, 'Privacy policy', 'We collect what we need.\n\n\nWe do not sell your data.'),
      ),
    });
    renderApp('/detail?id=7&title=Privacy', 'desktop');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy policy' }),
    ).toBeInTheDocument();
    expect(screen.getByText('We collect what we need.').tagName).toBe('P');
    expect(screen.getByText('We do not sell your data.').tagName).toBe('P');
    await waitFor(() => expect(document.title).toBe('Privacy policy · Meridian'));
    expect(requests(fetch).map((r) => new URL(r.url).pathname)).toContain(
      '/swx/customer/index/getContentsById/7',
    );
  });

  it('an unknown id (404) shows a not-found state under the linked title', async () => {
    stubFetch({
      'GET /swx/customer/index/getContentsById/999': {
        status: 404,
        body: { code: 404, msg: 'Not found', result: null },
      },
    });
    renderApp('/detail?id=999&title=Old%20page', 'desktop');
    expect(await screen.findByTestId('content-not-found')).toHaveTextContent(
      'This page does not exist',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Old page' })).toBeInTheDocument();
  });

  it('no id at all is not found either, without a request', async () => {
    const fetch = stubFetch();
    renderApp('/detail', 'desktop');
    expect(await screen.findByTestId('content-not-found')).toBeInTheDocument();
    expect(requests(fetch).some((r) => r.url.includes('getContentsById'))).toBe(false);
  });
});

describe('introduction (/introduction)', () => {
  it('shows the first introduction page and the map of the platform', async () => {
    stubFetch({
      'GET /swx/customer/index/listContents/6': ok([
        { ...page(41, 'How Meridian works', '', 6), body: undefined },
        { ...page(42, 'Second', '', 6), body: undefined },
      ]),
      'GET /swx/customer/index/getContentsById/41': ok(
        page(41, 'How Meridian works', 'Practise first.\n\nThen trade for real.', 6),
      ),
    });
    renderApp('/introduction', 'desktop');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'How Meridian works' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Then trade for real.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Automated plans whose results/ })).toHaveAttribute(
      'href',
      '/trading',
    );
  });
});
