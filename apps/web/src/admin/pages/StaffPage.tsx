import {
  Alert,
  Button,
  Code,
  Group,
  Modal,
  NativeSelect,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  adminApi,
  adminKeys,
  type CreateStaffResult,
  type Staff,
  type StaffRole,
} from '../api/admin-api';
import classes from '../components/admin.module.css';
import { DataTable } from '../components/DataTable';
import { QueryState } from '../components/QueryState';
import { AdminStatus } from '../components/AdminStatus';
import { adminErrorMessage, displayError } from '../lib/errors';
import { useAdminFormat } from '../lib/format';
import { useStaff } from '../lib/staff-context';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { AlertIcon } from '@/components/ui/icons';
import { PageFrame } from '@/components/ui/PageFrame';
import { showToast } from '@/lib/toast';

const ROLES: readonly StaffRole[] = ['admin', 'compliance', 'support', 'content'];
const USERNAME = /^[A-Za-z0-9_.-]{3,32}$/;

type StaffAction = 'disable' | 'enable' | 'reset-two-factor';
const ACTION_KEYS = {
  disable: 'disable',
  enable: 'enable',
  'reset-two-factor': 'resetTwoFactor',
} as const;

/** Staff (admin): the accounts, a new one with a one-time password, disable, enable, reset 2FA. */
export function StaffPage() {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: adminKeys.staff,
    queryFn: ({ signal }) => adminApi.staff(signal),
  });
  return (
    <PageFrame
      title={t('admin.staff.title')}
      description={t('admin.staff.description')}
      width="wide"
    >
      <div className={classes.stack}>
        <CreateStaff />
        <QueryState query={query} errorTitle={t('admin.staff.failed')}>
          {(staff) => <StaffTable staff={staff} />}
        </QueryState>
      </div>
    </PageFrame>
  );
}

function StaffTable({ staff }: { staff: Staff[] }) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const me = useStaff();
  const [action, setAction] = useState<{ member: Staff; action: StaffAction } | null>(null);
  return (
    <>
      <DataTable
        label={t('admin.staff.title')}
        rows={staff}
        rowKey={(member) => member.id}
        rowTestId={(member) => `staff-${member.username}`}
        empty={t('admin.userDetail.none')}
        columns={[
          { label: t('admin.staff.username'), cell: (member) => member.username },
          { label: t('admin.staff.role'), cell: (member) => t(`admin.roles.${member.role}`) },
          {
            label: t('admin.user.status'),
            cell: (member) => <AdminStatus status={member.status} />,
          },
          {
            label: t('admin.staff.twoFactor'),
            cell: (member) =>
              t(member.twoFactorEnabled ? 'admin.staff.twoFactorOn' : 'admin.staff.twoFactorOff'),
          },
          { label: t('admin.user.createdAt'), cell: (member) => format.dateTime(member.createdAt) },
          {
            label: t('admin.staff.actions'),
            cell: (member) =>
              member.id !== me.id && (
                <Group gap={6} wrap="wrap">
                  {member.status === 'active' ? (
                    <Button
                      size="xs"
                      variant="light"
                      color="red.8"
                      onClick={() => setAction({ member, action: 'disable' })}
                      aria-label={t('admin.staff.disableFor', { username: member.username })}
                    >
                      {t('admin.staff.disable')}
                    </Button>
                  ) : (
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setAction({ member, action: 'enable' })}
                      aria-label={t('admin.staff.enableFor', { username: member.username })}
                    >
                      {t('admin.staff.enable')}
                    </Button>
                  )}
                  {member.twoFactorEnabled && (
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => setAction({ member, action: 'reset-two-factor' })}
                      aria-label={t('admin.staff.resetTwoFactorFor', {
                        username: member.username,
                      })}
                    >
                      {t('admin.staff.resetTwoFactor')}
                    </Button>
                  )}
                </Group>
              ),
          },
        ]}
      />
      {action && (
        <StaffActionDialog
          member={action.member}
          action={action.action}
          onClose={() => setAction(null)}
        />
      )}
    </>
  );
}

function StaffActionDialog({
  member,
  action,
  onClose,
}: {
  member: Staff;
  action: StaffAction;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = ACTION_KEYS[action];
  const mutation = useMutation({
    mutationFn: () => adminApi.staffAction(member.id, action),
    onSuccess: () => {
      showToast(t(`admin.staff.${key}Done`, { username: member.username }), 'success');
      void queryClient.invalidateQueries({ queryKey: adminKeys.staff });
      onClose();
    },
  });
  return (
    <ConfirmDialog
      title={t(`admin.staff.${key}Title`)}
      busy={mutation.isPending}
      onClose={onClose}
      onConfirm={() => mutation.mutate()}
      error={displayError(mutation.error)}
      confirmLabel={t(`admin.staff.${key}`)}
      confirmColor={action === 'enable' ? undefined : 'red.8'}
      testId="staff-action-dialog"
      errorTestId="staff-action-error"
      confirmTestId="staff-action-confirm"
    >
      <Text size="sm">{t(`admin.staff.${key}Text`, { username: member.username })}</Text>
    </ConfirmDialog>
  );
}

function CreateStaff() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<StaffRole>('support');
  const [invalid, setInvalid] = useState(false);
  const [created, setCreated] = useState<CreateStaffResult | null>(null);
  const create = useMutation({
    mutationFn: () => adminApi.createStaff({ username: username.trim(), role }),
    onSuccess: (result) => {
      setCreated(result);
      setUsername('');
      void queryClient.invalidateQueries({ queryKey: adminKeys.staff });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!USERNAME.test(username.trim())) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    create.mutate();
  };

  return (
    <section className={`${classes.card} ${classes.section}`} aria-labelledby="staff-create-title">
      <Title order={2} className={classes.sectionTitle} id="staff-create-title">
        {t('admin.staff.createTitle')}
      </Title>
      <form className={classes.toolbar} onSubmit={submit} noValidate>
        <TextInput
          label={t('admin.staff.username')}
          description={t('admin.staff.usernameRule')}
          value={username}
          onChange={(event) => {
            setUsername(event.currentTarget.value);
            setInvalid(false);
          }}
          error={invalid ? t('admin.staff.usernameRule') : undefined}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          style={{ flex: '1 1 14rem' }}
        />
        <NativeSelect
          label={t('admin.staff.role')}
          value={role}
          onChange={(event) => setRole(event.currentTarget.value as StaffRole)}
          data={ROLES.map((value) => ({ value, label: t(`admin.roles.${value}`) }))}
        />
        <Button type="submit" loading={create.isPending}>
          {t('admin.staff.create')}
        </Button>
      </form>
      {create.isError && (
        <Alert color="red" variant="light" role="alert" icon={<AlertIcon size={18} />}>
          {adminErrorMessage(create.error)}
        </Alert>
      )}
      {created && <OneTimePassword result={created} onClose={() => setCreated(null)} />}
    </section>
  );
}

/** The new account's password, shown this once: copy it and hand it over. */
function OneTimePassword({ result, onClose }: { result: CreateStaffResult; onClose: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(result.oneTimePassword);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('admin.staff.createdTitle', { username: result.staff.username })}
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <div className={classes.stack} data-testid="one-time-password-dialog">
        <Alert color="yellow" variant="light" icon={<AlertIcon size={18} />}>
          {t('admin.staff.shownOnce')}
        </Alert>
        <Text size="sm">{t('admin.staff.passwordLabel')}</Text>
        <Code className={classes.secret} data-testid="one-time-password" dir="ltr">
          {result.oneTimePassword}
        </Code>
        <Group justify="space-between">
          <Button variant="light" onClick={() => void copy()}>
            {t('admin.staff.copy')}
          </Button>
          <Button onClick={onClose}>{t('admin.staff.done')}</Button>
        </Group>
        <Text size="sm" role="status" aria-live="polite">
          {copied === 'yes'
            ? t('admin.staff.copied')
            : copied === 'failed'
              ? t('errors.copyFailed')
              : ''}
        </Text>
      </div>
    </Modal>
  );
}
