import { Badge, Button, Text } from '@mantine/core';
import type { SignInEvent } from '@meridian/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HISTORY_PAGE_SIZE, useSignInHistory } from '../security-api';
import { SettingsSection } from './SettingsSection';
import classes from './Security.module.css';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { Loading } from '@/components/ui/Loading';
import { errorMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/format';

const OUTCOME_COLOR: Record<SignInEvent['outcome'], string> = {
  success: 'teal',
  wrong_password: 'red',
  wrong_code: 'red',
  second_step_required: 'gray',
};

/** Sign-ins and failed attempts, newest first, ten more at a time. */
export function SignInHistorySection() {
  const { t } = useTranslation();
  const format = useFormat();
  const [size, setSize] = useState(HISTORY_PAGE_SIZE);
  const history = useSignInHistory(size);
  const list = history.data?.list ?? [];

  return (
    <SettingsSection
      id="history"
      title={t('security.history.title')}
      description={t('security.history.description')}
    >
      {history.isPending ? (
        <Loading minHeight={120} />
      ) : history.isError ? (
        <ErrorState
          headingOrder={3}
          title={t('security.history.loadFailed')}
          description={errorMessage(history.error)}
          onRetry={() => void history.refetch()}
        />
      ) : list.length === 0 ? (
        <EmptyState headingOrder={3} title={t('security.history.empty')} />
      ) : (
        <>
          <ul className={classes.rows} data-testid="history-list">
            {list.map((event) => (
              <li key={event.id} className={classes.row} data-testid="history-row">
                <div className={classes.rowMain}>
                  <Text fw={600} size="sm">
                    {format.date(event.at)}
                  </Text>
                  <Text size="xs" c="gray.7">
                    <bdi>{event.device ?? t('security.sessions.unknownDevice')}</bdi>
                    {' · '}
                    <bdi dir="ltr">{event.ip ?? '—'}</bdi>
                    {' · '}
                    {t(`security.history.methods.${event.method}`)}
                  </Text>
                </div>
                <Badge
                  color={OUTCOME_COLOR[event.outcome]}
                  variant="light"
                  size="sm"
                  tt="none"
                  className={classes.outcome}
                >
                  {t(`security.history.outcomes.${event.outcome}`)}
                </Badge>
              </li>
            ))}
          </ul>
          {history.data && history.data.total > list.length && (
            <Button
              variant="subtle"
              mt="sm"
              loading={history.isFetching}
              onClick={() => setSize((current) => current + HISTORY_PAGE_SIZE)}
            >
              {t('security.history.more')}
            </Button>
          )}
        </>
      )}
    </SettingsSection>
  );
}
