import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/EmptyState';
import { BellIcon, HeadsetIcon, QuestionIcon } from '@/components/ui/icons';
import { LinkList } from '@/components/ui/LinkList';
import { PageFrame } from '@/components/ui/PageFrame';

/** /help: the help centre (SPEC §2): FAQ, notices and customer service. */
export function HelpPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('help.centre.title')} description={t('help.centre.description')}>
      <LinkList
        items={[
          { key: 'faq', to: '/help/faq', label: t('help.centre.faqLink'), icon: QuestionIcon },
          { key: 'notice', to: '/help/notice', label: t('help.centre.noticeLink'), icon: BellIcon },
          {
            key: 'service',
            to: '/profile/kefu',
            label: t('help.centre.serviceLink'),
            icon: HeadsetIcon,
          },
        ]}
      />
      <EmptyState title={t('help.centre.soon')} description={t('help.centre.soonDetail')} />
    </PageFrame>
  );
}
