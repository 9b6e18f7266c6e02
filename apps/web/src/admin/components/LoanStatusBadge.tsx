import { useTranslation } from 'react-i18next';
import type { LoanStatus } from '../api/loans-api';
import { StatusBadge, type StatusTone } from '@/components/ui/StatusBadge';

const TONES: Record<LoanStatus, StatusTone> = {
  pending: 'pending',
  repaying: 'info',
  overdue: 'down',
  repaid: 'up',
  rejected: 'neutral',
};

/** A loan's status in the back office's words (the app's one StatusBadge). */
export function LoanStatusBadge({ status }: { status: LoanStatus }) {
  const { t } = useTranslation();
  return <StatusBadge tone={TONES[status]}>{t(`admin.loans.statuses.${status}`)}</StatusBadge>;
}
