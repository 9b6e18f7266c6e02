import { describe, expect, it } from 'vitest';
import { CONTENT_CATALOGUES } from '../../src/content/catalogues.js';
import { contents } from '../../src/db/schema/index.js';
import { useTestServer } from '../helpers/test-server.js';

const server = useTestServer();

const get = (url: string, lang?: string) =>
  server.call({ method: 'GET', url: `/swx/customer/index/${url}`, headers: lang ? { lang } : {} });

describe('content pages', () => {
  it('lists the pages of each footer type', async () => {
    const company = await get('listContents/1');
    expect(company.body.code).toBe(200);
    expect(company.body.result.map((c: { slug: string }) => c.slug)).toEqual([
      'company.about',
      'company.contact',
    ]);
    const statements = (await get('listContents/3')).body.result.map(
      (c: { slug: string }) => c.slug,
    );
    expect(statements).toEqual([
      'statement.disclaimer',
      'statement.risk',
      'statement.advertising',
      'statement.licence',
    ]);
    expect((await get('listContents/5')).body.result.length).toBeGreaterThanOrEqual(5);
    expect((await get('listContents/9')).status).toBe(400);
  });

  it('returns a page by id with its body, in the caller language when translated', async () => {
    const [about] = (await get('listContents/1')).body.result;
    const page = await get(`getContentsById/${about.id}`);
    expect(page.body.result).toMatchObject({
      slug: 'company.about',
      title: 'About us',
      language: 'en',
    });
    expect(page.body.result.body).toMatch(/open-source/);
    const translatedLanguages = Object.keys(CONTENT_CATALOGUES).filter((l) => l !== 'en');
    for (const lang of translatedLanguages) {
      const localized = await get(`getContentsById/${about.id}`, lang);
      expect(localized.body.result.language, lang).toBe(lang);
      expect(localized.body.result.title, lang).not.toBe('About us');
      const list = await get('listContents/1', lang);
      expect(
        list.body.result.every((c: { language: string }) => c.language === lang),
        lang,
      ).toBe(true);
    }
    expect((await get('getContentsById/999999')).status).toBe(404);
  });

  it('falls back to English for a page not translated yet', async () => {
    // A page staff published in English only: every other language must still list and show it.
    const [page] = await server.deps.db
      .insert(contents)
      .values({
        slug: 'notice.english-only',
        type: 4,
        category: 'notice',
        language: 'en',
        title: 'English only',
        body: 'Only in English.',
        sortOrder: 99,
      })
      .returning({ id: contents.id });
    const list = await get('listContents/4', 'ja');
    const entry = list.body.result.find((c: { slug: string }) => c.slug === 'notice.english-only');
    expect(entry).toMatchObject({ id: page!.id, language: 'en', title: 'English only' });
    expect(
      list.body.result.filter((c: { language: string }) => c.language === 'ja').length,
    ).toBeGreaterThan(0);
    const detail = await get(`getContentsById/${page!.id}`, 'ja');
    expect(detail.body.result).toMatchObject({ language: 'en', body: 'Only in English.' });
  });

  it('answers public parameters and 10018 for unknown keys', async () => {
    expect((await get('getParamByKey/down_url')).body).toMatchObject({
      code: 200,
      result: { paramValue: '' },
    });
    expect((await get('getParamByKey/nope')).body.code).toBe(10018);
    expect((await get('getParamByKey/BAD-KEY')).status).toBe(400);
  });
});
