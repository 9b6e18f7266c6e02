import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isNotFound, useContent } from '@/lib/content';
import { Article } from '@/components/ui/Article';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { Loading } from '@/components/ui/Loading';
import { PageFrame } from '@/components/ui/PageFrame';
import { errorMessage } from '@/lib/api-client';

/**
 * /detail?id=…&title=…: a company, policy or statement text (SPEC §2), linked from the footer.
 * The title in the link shows at once; the page's own title replaces it when it arrives (it
 * follows the interface language).
 */
export function DetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const page = useContent(id);
  const validId = /^\d+$/.test(id);
  const title = page.data?.title || params.get('title')?.trim() || t('content.detail.title');
  const notFound = !validId || (page.isError && isNotFound(page.error));

  return (
    <PageFrame width="default" title={title}>
      {notFound ? (
        <EmptyState
          title={t('content.detail.notFound')}
          description={t('content.detail.notFoundDetail')}
          data-testid="content-not-found"
        >
          <Button component={Link} to="/" variant="default">
            {t('common.goHome')}
          </Button>
        </EmptyState>
      ) : page.isError ? (
        <ErrorState
          title={t('content.detail.loadFailed')}
          description={errorMessage(page.error)}
          onRetry={() => void page.refetch()}
        />
      ) : page.data ? (
        <Article page={page.data} />
      ) : (
        <Loading />
      )}
    </PageFrame>
  );
}
