import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { SessionView } from '@meridian/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { securityApi, securityKeys, useSessions } from '../security-api';
import { SettingsSection } from './SettingsSection';
import classes from './Security.module.css';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { ErrorState } from '@/components/ui/ErrorState';
import { Loading } from '@/components/ui/Loading';
import { errorMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/format';
import { showToast } from '@/lib/toast';

/** An address kept left-to-right inside any sentence (first-strong isolate … pop). */
const isolate = (ip: string | null) => `\u2068${ip ?? '—'}\u2069`;

type Pending = { kind: 'one'; session: SessionView } | { kind: 'others' };

/** The signed-in devices: each with its address and times; sign out one, or all but this one. */
export function SessionsSection() {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const sessions = useSessions();
  const [pending, setPending] = useState<Pending | null>(null);
  const end = useMutation({
    mutationFn: async (what: Pending) =>
      what.kind === 'one'
        ? (await securityApi.endSession(what.session.id), null)
        : (await securityApi.endOtherSessions()).ended,
    onSuccess: (ended, what) => {
      setPending(null);
      // The ended rows leave the list now; the refetch below confirms it.
      queryClient.setQueryData<{ list: SessionView[] }>(securityKeys.sessions, (data) =>
        data
          ? {
              ...data,
              list: data.list.filter((s) =>
                what.kind === 'one' ? s.id !== what.session.id : s.current,
              ),
            }
          : data,
      );
      showToast(
        ended === null
          ? t('security.sessions.done')
          : t('security.sessions.doneOthers', { count: ended }),
        'success',
      );
      void queryClient.invalidateQueries({ queryKey: securityKeys.all });
    },
  });
  const when = (ms: number) => format.date(ms);
  const deviceOf = (session: SessionView) => session.device ?? t('security.sessions.unknownDevice');
  const list = sessions.data?.list ?? [];
  const others = list.filter((session) => !session.current).length;

  return (
    <SettingsSection
      id="sessions"
      title={t('security.sessions.title')}
      description={t('security.sessions.description')}
    >
      {sessions.isPending ? (
        <Loading minHeight={120} />
      ) : sessions.isError ? (
        <ErrorState
          headingOrder={3}
          title={t('security.sessions.loadFailed')}
          description={errorMessage(sessions.error)}
          onRetry={() => void sessions.refetch()}
        />
      ) : (
        <Stack gap="md">
          <ul className={classes.rows} data-testid="session-list">
            {list.map((session) => (
              <li key={session.id} className={classes.row} data-testid="session-row">
                <div className={classes.rowMain}>
                  <Group gap="xs" wrap="wrap">
                    <Text fw={600} size="sm">
                      <bdi>{deviceOf(session)}</bdi>
                    </Text>
                    {session.current && (
                      <Badge
                        color="teal"
                        variant="light"
                        size="sm"
                        tt="none"
                        data-testid="session-current"
                      >
                        {t('security.sessions.thisDevice')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="gray.7">
                    {t('security.sessions.address', { ip: isolate(session.ip) })}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {t('security.sessions.signedIn', { time: when(session.createdAt) })}
                    {' · '}
                    {t('security.sessions.lastSeen', { time: when(session.lastSeenAt) })}
                  </Text>
                </div>
                {!session.current && (
                  <Button
                    variant="default"
                    size="xs"
                    className={classes.rowAction}
                    onClick={() => {
                      end.reset();
                      setPending({ kind: 'one', session });
                    }}
                    aria-label={t('security.sessions.signOutLabel', { device: deviceOf(session) })}
                    data-testid="session-end"
                  >
                    {t('security.sessions.signOut')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {others > 0 && (
            <div>
              <Button
                variant="default"
                color="red"
                onClick={() => {
                  end.reset();
                  setPending({ kind: 'others' });
                }}
                data-testid="session-end-others"
              >
                {t('security.sessions.signOutOthers')}
              </Button>
            </div>
          )}
        </Stack>
      )}
      {pending && (
        <ConfirmDialog
          title={
            pending.kind === 'one'
              ? t('security.sessions.confirmTitle')
              : t('security.sessions.confirmOthersTitle')
          }
          busy={end.isPending}
          onClose={() => !end.isPending && setPending(null)}
          onConfirm={() => end.mutate(pending)}
          error={end.error}
          confirmLabel={t('security.sessions.confirm')}
          confirmColor="red"
          testId="session-confirm"
          confirmTestId="session-confirm-submit"
        >
          <Text size="sm">
            {pending.kind === 'one'
              ? t('security.sessions.confirmDetail', {
                  device: deviceOf(pending.session),
                  ip: isolate(pending.session.ip),
                })
              : t('security.sessions.confirmOthersDetail')}
          </Text>
        </ConfirmDialog>
      )}
    </SettingsSection>
  );
}
