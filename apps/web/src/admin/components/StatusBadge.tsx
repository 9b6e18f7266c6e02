import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type AnyStatus =
  | 'unverified'
  | 'under_review'
  | 'verified'
  | 'failed'
  | 'pending'
  | 'approved'
  | 'rejected'
  | 'active'
  | 'disabled';

const COLORS: Record<AnyStatus, string> = {
  unverified: 'gray',
  under_review: 'yellow',
  pending: 'yellow',
  verified: 'teal',
  approved: 'teal',
  active: 'teal',
  failed: 'red',
  rejected: 'red',
  disabled: 'gray',
};

/** A KYC, review or account status as a coloured word. */
export function StatusBadge({ status }: { status: AnyStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" radius="sm">
      {t(`admin.status.${status}`)}
    </Badge>
  );
}
