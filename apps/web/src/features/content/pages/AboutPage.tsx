import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageFrame } from '@/components/ui/PageFrame';

/** About us (SPEC §2 names the screen but gives it no route: not mounted yet) (SPEC §2). A page frame: the content feature fills it. */
export function AboutPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('content.about.title')} description={t('content.about.description')}>
      <EmptyState title={t('content.about.soon')} description={t('content.about.soonDetail')} />
    </PageFrame>
  );
}
