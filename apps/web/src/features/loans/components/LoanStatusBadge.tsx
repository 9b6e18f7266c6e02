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

export function LoanStatusBadge({ status, testId }: { status: LoanStatus; testId?: string }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={TONES[status]} testId={testId}>
      {t(`loanQuote.status.${status}`)}
    </StatusBadge>
  );
}
