import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserSummary } from '../api/admin-api';
import { canUse, sectionPath } from '../lib/roles';
import { useStaff } from '../lib/staff-context';
import { Details } from './Details';
import { AdminStatus } from './AdminStatus';

/** Who the item belongs to: username (a link to the user's page), contact and KYC status. */
export function UserBlock({ user }: { user: UserSummary }) {
  const { t } = useTranslation();
  const staff = useStaff();
  const name = canUse(staff.role, 'users') ? (
    <Anchor component={Link} to={`${sectionPath('users')}/${user.id}`}>
      {user.username}
    </Anchor>
  ) : (
    user.username
  );
  return (
    <Details
      testId="item-user"
      rows={[
        [t('admin.user.username'), name],
        [t('admin.user.email'), user.email],
        [t('admin.user.phone'), user.phone],
        [t('admin.user.kycStatus'), <AdminStatus key="kyc" status={user.kycStatus} />],
      ]}
    />
  );
}
