import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '../api';

export type KycStatus = UserInfo['kycStatus'];

const COLORS: Record<KycStatus, string> = {
  unverified: 'gray',
  under_review: 'yellow',
  verified: 'teal',
  failed: 'red',
};

/** SPEC §4 KYC: not verified → under review → verified | failed. */
export function KycBadge({
  status,
  size = 'sm',
}: {
  status: KycStatus;
  size?: 'xs' | 'sm' | 'md';
}) {
  const { t } = useTranslation();
  return (
    <Badge
      color={COLORS[status]}
      variant="light"
      size={size}
      radius="sm"
      tt="none"
      fw={600}
      data-testid="kyc-status"
    >
      {t(`account.kyc.${status}`)}
    </Badge>
  );
}
