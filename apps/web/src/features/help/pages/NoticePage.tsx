import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/EmptyState';
import { BellIcon } from '@/components/ui/icons';
import { PageFrame } from '@/components/ui/PageFrame';

/** /help/notice: platform notices (SPEC §2). A page frame: the help feature fills it. */
export function NoticePage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('help.notice.title')} description={t('help.notice.description')}>
      <EmptyState
        icon={<BellIcon size={24} />}
        title={t('help.notice.soon')}
        description={t('help.notice.soonDetail')}
      />
    </PageFrame>
  );
}
