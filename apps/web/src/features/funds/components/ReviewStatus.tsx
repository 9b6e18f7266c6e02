import { useTranslation } from 'react-i18next';
import type { ReviewStatus as Status } from '../api/funds-api';
import { StatusBadge, type StatusTone } from '@/components/ui/StatusBadge';

const TONES: Record<Status, StatusTone> = {
  pending: 'pending',
  approved: 'up',
  rejected: 'down',
};

/** A deposit's or withdrawal's review status: pending review, approved, rejected. */
export function ReviewStatusBadge({ status }: { status: Status }) {
  const { t } = useTranslation();
  return <StatusBadge tone={TONES[status]}>{t(`funds.status.${status}`)}</StatusBadge>;
}
