import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/EmptyState';
import { RobotIcon } from '@/components/ui/icons';
import { PageFrame } from '@/components/ui/PageFrame';

/** /trading: smart (automated) trading plans (SPEC §2). A page frame: the trading feature fills it. */
export function SmartTradingPage() {
  const { t } = useTranslation();
  return (
    <PageFrame
      width="wide"
      title={t('trading.smart.title')}
      description={t('trading.smart.description')}
    >
      <EmptyState
        icon={<RobotIcon size={24} />}
        title={t('trading.smart.soon')}
        description={t('trading.smart.soonDetail')}
      />
    </PageFrame>
  );
}
