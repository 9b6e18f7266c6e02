import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReviewStatus } from '../api/funds-api';

const COLORS: Record<ReviewStatus, string> = {
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
};

/** A deposit's or withdrawal's review status: pending review, approved, rejected. */
export function StatusBadge({ status }: { status: ReviewStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" size="sm" radius="sm" tt="none" fw={600}>
      {t(`funds.status.${status}`)}
    </Badge>
  );
}
