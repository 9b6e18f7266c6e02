import { useTranslation } from 'react-i18next';
import { CONTENT_TYPE, useContent, useContentList } from '@/lib/content';
import { Article } from '@/components/ui/Article';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { Loading } from '@/components/ui/Loading';
import { PageFrame } from '@/components/ui/PageFrame';
import { errorMessage } from '@/lib/api-client';

/**
 * About us (SPEC §2 names the screen but gives it no route, so it is not mounted): the company
 * page `company.about` (content type 1), in the interface language.
 */
export function AboutPage() {
  const { t } = useTranslation();
  const list = useContentList(CONTENT_TYPE.company);
  const item =
    list.data?.find((entry) => entry.slug === 'company.about') ?? list.data?.[0] ?? undefined;
  const page = useContent(item?.id);

  return (
    <PageFrame title={t('content.about.title')} description={t('content.about.description')}>
      {list.isPending || (item && page.isPending) ? (
        <Loading />
      ) : list.isError || page.isError ? (
        <ErrorState
          title={t('content.about.loadFailed')}
          description={errorMessage(list.error ?? page.error)}
          onRetry={() => void (list.isError ? list.refetch() : page.refetch())}
        />
      ) : page.data ? (
        <Article page={page.data} />
      ) : (
        <EmptyState title={t('content.about.empty')} />
      )}
    </PageFrame>
  );
}
