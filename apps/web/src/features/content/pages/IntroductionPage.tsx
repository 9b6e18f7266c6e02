import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageFrame } from '@/components/ui/PageFrame';

/** /introduction: what the platform offers (SPEC §2). A page frame: the content feature fills it. */
export function IntroductionPage() {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('content.introduction.title')}
      description={t('content.introduction.description')}
    >
      <EmptyState
        title={t('content.introduction.soon')}
        description={t('content.introduction.soonDetail')}
      />
    </PageFrame>
  );
}
