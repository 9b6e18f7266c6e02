import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageFrame } from '@/components/ui/PageFrame';

/**
 * /detail?id=…&title=…: a company, policy or statement text (SPEC §2), linked from the footer.
 * A page frame: the content feature loads GET /swx/customer/index/getContentsById/{id} here.
 */
export function DetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const title = params.get('title')?.trim() || t('content.detail.title');
  return (
    <PageFrame title={title} description={t('content.detail.description')}>
      <EmptyState title={t('content.detail.soon')} description={t('content.detail.soonDetail')} />
    </PageFrame>
  );
}
