import type { ContentDetail } from '@meridian/contract';
import { LANGUAGE_HTML_TAGS, type Language } from '@meridian/i18n';
import { useTranslation } from 'react-i18next';
import { ContentBody } from './ContentBody';
import classes from './Article.module.css';
import { formatDate as formatMoment } from '@/lib/format';
import { useLanguage } from '@/lib/settings-store';

/** A publication date in words ("November 1, 2026"), isolated; '' when it is unreadable. */
export function formatDate(iso: string, language: Language): string {
  if (Number.isNaN(new Date(iso).getTime())) return '';
  return formatMoment(iso, LANGUAGE_HTML_TAGS[language], 'long');
}

/** A content page in a white card: an optional h2, the date, then its paragraphs. */
export function Article({ page, heading }: { page: ContentDetail; heading?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const date = formatDate(page.publishedAt, language);
  return (
    <article className={classes.article} lang={LANGUAGE_HTML_TAGS[page.language as Language]}>
      {heading && <h2 className={classes.heading}>{heading}</h2>}
      {date && (
        <p className={classes.meta}>
          {t('content.detail.published')} <time dateTime={page.publishedAt}>{date}</time>
        </p>
      )}
      <ContentBody body={page.body} />
    </article>
  );
}
