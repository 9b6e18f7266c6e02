import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageFrame } from '@/components/ui/PageFrame';

/** /help/faq: frequently asked questions (SPEC §2). A page frame: the help feature fills it. */
export function FaqPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('help.faq.title')} description={t('help.faq.description')}>
      <EmptyState title={t('help.faq.soon')} description={t('help.faq.soonDetail')} />
    </PageFrame>
  );
}
