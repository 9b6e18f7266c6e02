import { useTranslation } from 'react-i18next';
import type { NftStatus } from '../api/nfts-api';
import { StatusBadge, type StatusTone } from '@/components/ui/StatusBadge';

const TONES: Record<NftStatus, StatusTone> = {
  upcoming: 'pending',
  live: 'info',
  sold: 'up',
  unsold: 'neutral',
  cancelled: 'neutral',
};

export function NftStatusBadge({
  status,
  testId,
  live,
}: {
  status: NftStatus;
  testId?: string;
  live?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={TONES[status]} testId={testId} live={live}>
      {t(`nftMarket.status.${status}`)}
    </StatusBadge>
  );
}
