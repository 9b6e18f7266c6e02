import { useTranslation } from 'react-i18next';
import { StatusBadge, type StatusTone } from '@/components/ui/StatusBadge';

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

const TONES: Record<AnyStatus, StatusTone> = {
  unverified: 'neutral',
  under_review: 'pending',
  pending: 'pending',
  verified: 'up',
  approved: 'up',
  active: 'up',
  failed: 'down',
  rejected: 'down',
  disabled: 'neutral',
};

/** A KYC, review or account status in the back office's words (the app's one StatusBadge). */
export function AdminStatus({ status }: { status: AnyStatus }) {
  const { t } = useTranslation();
  return <StatusBadge tone={TONES[status]}>{t(`admin.status.${status}`)}</StatusBadge>;
}
