import { Button, Code, Group, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { adminApi, adminKeys, type AdminSetting, type SettingKind } from '../api/admin-api';
import classes from '../components/admin.module.css';
import { DataTable } from '../components/DataTable';
import { QueryState } from '../components/QueryState';
import { displayError } from '../lib/errors';
import { ApiError } from '@/lib/api-client';
import { useAdminFormat } from '../lib/format';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageFrame } from '@/components/ui/PageFrame';
import { showToast } from '@/lib/toast';

/** A sign-in limit: the throttling of failures, and what one address may ask for per hour or minute. */
const isSignInLimit = (key: string) =>
  key.startsWith('auth.login') || (key.startsWith('auth.') && key.includes('PerIp'));

/**
 * The groups of settings, by key (the server's setting catalogue and public parameters), in this
 * order; the first match wins, and anything else comes last under "Other".
 */
const GROUPS = [
  { id: 'depositAddress', match: (key: string) => key.startsWith('deposit.address.') },
  { id: 'depositMinimum', match: (key: string) => key.startsWith('deposit.minimum.') },
  { id: 'depositMaximum', match: (key: string) => key.startsWith('deposit.maximum.') },
  { id: 'withdrawalMinFee', match: (key: string) => key.startsWith('withdrawal.minFee.') },
  { id: 'fees', match: (key: string) => key.startsWith('fees.') },
  { id: 'margin', match: (key: string) => key.startsWith('margin.') },
  { id: 'options', match: (key: string) => key.startsWith('options.') },
  { id: 'marketMaker', match: (key: string) => key.startsWith('spot.marketMaker.') },
  { id: 'prices', match: (key: string) => key.startsWith('trading.') },
  {
    id: 'accounts',
    match: (key: string) => key.startsWith('user.') || key.startsWith('demo.'),
  },
  { id: 'signIn', match: (key: string) => key.startsWith('auth.') && !isSignInLimit(key) },
  { id: 'signInLimits', match: isSignInLimit },
  { id: 'realtime', match: (key: string) => key.startsWith('realtime.') },
  { id: 'smart', match: (key: string) => key.startsWith('smart.') },
  { id: 'loans', match: (key: string) => key.startsWith('loan.') },
  { id: 'nfts', match: (key: string) => key.startsWith('nft.') },
  { id: 'chat', match: (key: string) => key.startsWith('chat.') },
  { id: 'download', match: (key: string) => key === 'down_url' },
  { id: 'uploads', match: (key: string) => key.startsWith('uploads.') },
  { id: 'kyc', match: (key: string) => key.startsWith('kyc.') },
  { id: 'other', match: () => true },
] as const;
type GroupId = (typeof GROUPS)[number]['id'];

export function groupSettings(settings: readonly AdminSetting[]) {
  const groups = new Map<GroupId, AdminSetting[]>();
  for (const setting of [...settings].sort((a, b) => a.key.localeCompare(b.key))) {
    const group = GROUPS.find((g) => g.match(setting.key))!.id;
    groups.set(group, [...(groups.get(group) ?? []), setting]);
  }
  return GROUPS.flatMap((g) =>
    groups.has(g.id) ? [{ id: g.id, settings: groups.get(g.id)! }] : [],
  );
}

type Parsed = { ok: true; value: string | number } | { ok: false };

/** The typed value of what was typed: an amount stays a decimal string, an integer is a number. */
export function parseSettingValue(kind: SettingKind, text: string): Parsed {
  const trimmed = text.trim();
  switch (kind) {
    case 'amount':
      return /^\d{1,20}(\.\d{1,18})?$/.test(trimmed) ? { ok: true, value: trimmed } : { ok: false };
    case 'integer': {
      if (!/^-?\d{1,15}$/.test(trimmed)) return { ok: false };
      return { ok: true, value: Number(trimmed) };
    }
    case 'url': {
      if (trimmed === '') return { ok: true, value: '' };
      try {
        const url = new URL(trimmed);
        return url.protocol === 'https:' || url.protocol === 'http:'
          ? { ok: true, value: trimmed }
          : { ok: false };
      } catch {
        return { ok: false };
      }
    }
    case 'address':
      return trimmed.length <= 256 && !/\s/.test(trimmed)
        ? { ok: true, value: trimmed }
        : { ok: false };
    case 'text':
      return trimmed.length <= 2000 ? { ok: true, value: trimmed } : { ok: false };
  }
}

/** A setting's value as text for the table and the input. */
export function settingText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** Settings (admin): the values staff may change, grouped, each edited in place and confirmed. */
export function SettingsPage() {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const query = useQuery({
    queryKey: adminKeys.settings,
    queryFn: ({ signal }) => adminApi.settings(signal),
  });
  return (
    <PageFrame
      title={t('admin.settings.title')}
      description={t('admin.settings.description')}
      width="wide"
    >
      <QueryState query={query} errorTitle={t('admin.settings.failed')}>
        {(settings) =>
          settings.length === 0 ? (
            <EmptyState title={t('admin.settings.empty')} />
          ) : (
            <div className={classes.stack}>
              {groupSettings(settings).map((group) => (
                <section
                  key={group.id}
                  className={`${classes.card} ${classes.section}`}
                  aria-labelledby={`settings-${group.id}`}
                  data-testid={`settings-${group.id}`}
                >
                  <Title order={2} className={classes.sectionTitle} id={`settings-${group.id}`}>
                    {t(`admin.settings.groups.${group.id}`)}
                  </Title>
                  <DataTable
                    label={t(`admin.settings.groups.${group.id}`)}
                    rows={group.settings}
                    rowKey={(setting) => setting.key}
                    rowTestId={(setting) => `setting-${setting.key}`}
                    empty={t('admin.settings.empty')}
                    columns={[
                      {
                        label: t('admin.settings.key'),
                        cell: (setting) => <SettingKey setting={setting} />,
                      },
                      {
                        label: t('admin.settings.value'),
                        cell: (setting) => <SettingValue setting={setting} />,
                      },
                      {
                        label: t('admin.settings.updatedAt'),
                        cell: (setting) => format.dateTime(setting.updatedAt),
                      },
                    ]}
                  />
                </section>
              ))}
            </div>
          )
        }
      </QueryState>
    </PageFrame>
  );
}

/** The key, what it means and what it allows (words that wrap, not a line across the screen). */
function SettingKey({ setting }: { setting: AdminSetting }) {
  return (
    <div className={classes.wrapCell}>
      <Code>{setting.key}</Code>
      {setting.description && (
        <Text size="xs" c="dimmed" mt={4} data-testid="setting-description">
          {setting.description}
        </Text>
      )}
      {setting.rule && (
        <Text size="xs" c="dimmed" data-testid="setting-rule">
          {setting.rule}
        </Text>
      )}
    </div>
  );
}

/** The value, edited in place and saved after a confirmation. */
function SettingValue({ setting }: { setting: AdminSetting }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const current = settingText(setting.value);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(current);
  const [invalid, setInvalid] = useState(false);
  const [pending, setPending] = useState<string | number | null>(null);
  /** The server's reason for refusing the value (400), shown at the field. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (value: string | number) => adminApi.updateSetting(setting.key, value),
    onSuccess: (updated) => {
      queryClient.setQueryData<AdminSetting[]>(adminKeys.settings, (list) =>
        list?.map((s) => (s.key === updated.key ? updated : s)),
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.settings });
      showToast(t('admin.settings.saved', { key: setting.key }), 'success');
      setPending(null);
      setEditing(false);
    },
    onError: (error) => {
      // A refused value goes back to the field with the server's reason; anything else (no
      // permission, no network) stays in the dialog.
      if (error instanceof ApiError && error.status === 400) {
        setRefusal(error.message);
        setPending(null);
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseSettingValue(setting.kind, text);
    if (!parsed.ok) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setRefusal(null);
    save.reset();
    setPending(parsed.value);
  };

  return (
    <div className={classes.valueCell}>
      {editing ? (
        <form onSubmit={submit} className={classes.toolbar} noValidate>
          <TextInput
            aria-label={t('admin.settings.newValue', { key: setting.key })}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setInvalid(false);
              setRefusal(null);
            }}
            inputMode={
              setting.kind === 'amount'
                ? 'decimal'
                : setting.kind === 'integer'
                  ? 'numeric'
                  : undefined
            }
            dir={setting.kind === 'text' ? undefined : 'ltr'}
            description={setting.rule}
            error={invalid ? t(`admin.settings.invalid.${setting.kind}`) : (refusal ?? undefined)}
            size="xs"
            style={{ flex: '1 1 12rem' }}
            autoFocus
          />
          <Group gap={6}>
            <Button type="submit" size="xs">
              {t('admin.settings.save')}
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => {
                setEditing(false);
                setInvalid(false);
                setRefusal(null);
                setText(current);
              }}
            >
              {t('common.cancel')}
            </Button>
          </Group>
        </form>
      ) : current === '' ? (
        <Text size="sm" c="gray.6" fs="italic">
          {t('admin.settings.emptyValue')}
        </Text>
      ) : (
        <span className={classes.mono} dir="ltr" data-testid="setting-value">
          {current}
        </span>
      )}
      {!editing && (
        <Button
          size="xs"
          variant="light"
          onClick={() => {
            setText(current);
            setEditing(true);
          }}
          aria-label={t('admin.settings.editKey', { key: setting.key })}
        >
          {t('admin.settings.edit')}
        </Button>
      )}
      {pending !== null && (
        <ConfirmDialog
          title={t('admin.settings.confirmTitle')}
          busy={save.isPending}
          onClose={() => setPending(null)}
          onConfirm={() => save.mutate(pending)}
          error={displayError(save.error)}
          confirmLabel={t('admin.settings.save')}
          testId="setting-confirm"
          errorTestId="setting-error"
          confirmTestId="setting-confirm-submit"
        >
          <Text size="sm">{t('admin.settings.confirmText', { key: setting.key })}</Text>
          <Text size="sm">
            {t('admin.settings.from')}{' '}
            <Code>{current === '' ? t('admin.settings.emptyValue') : current}</Code>
          </Text>
          <Text size="sm">
            {t('admin.settings.to')}{' '}
            <Code data-testid="setting-confirm-value">
              {pending === '' ? t('admin.settings.emptyValue') : String(pending)}
            </Code>
          </Text>
        </ConfirmDialog>
      )}
    </div>
  );
}
