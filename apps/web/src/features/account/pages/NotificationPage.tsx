import type { NotificationItem } from '@meridian/contract';
import { Badge, Button, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreadCountQuery } from '../api';
import { useMarkRead, useNotificationList } from '../hooks/useNotifications';
import classes from './NotificationPage.module.css';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { GuestState } from '@/components/ui/GuestState';
import { BellIcon, CheckIcon } from '@/components/ui/icons';
import { Loading } from '@/components/ui/Loading';
import { PageFrame } from '@/components/ui/PageFrame';
import { errorMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/format';
import { useLoggedIn } from '@/lib/settings-store';
import { showToast } from '@/lib/toast';

function Notification({
  item,
  open,
  onToggle,
}: {
  item: NotificationItem;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const bodyId = useId();
  return (
    <li className={classes.item} data-unread={!item.read || undefined} data-testid="notification">
      <UnstyledButton
        className={classes.toggle}
        onClick={onToggle}
        aria-expanded={open}
        aria-controls={bodyId}
      >
        <span className={classes.dot} aria-hidden="true" />
        <span className={classes.title}>
          {!item.read && <VisuallyHidden>{t('account.notification.unreadLabel')} </VisuallyHidden>}
          {item.title}
        </span>
        <time className={classes.time} dateTime={item.createdAt}>
          {format.date(item.createdAt)}
        </time>
        {!open && <span className={classes.preview}>{item.body}</span>}
      </UnstyledButton>
      <div id={bodyId} hidden={!open} className={classes.body}>
        {item.body}
      </div>
    </li>
  );
}

/**
 * /profile/notification (SPEC §2, PRODUCT §10): newest first, unread highlighted, opened ones
 * marked read, "mark all as read", more on demand; live over /websocket/user while open.
 */
export function NotificationPage() {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  const list = useNotificationList();
  const unreadQuery = useUnreadCountQuery();
  const markRead = useMarkRead();
  const [openId, setOpenId] = useState<string | null>(null);

  const unread = unreadQuery.data?.unread ?? list.data?.pages[0]?.unread ?? 0;

  if (!loggedIn) {
    return (
      <PageFrame
        title={t('account.notification.title')}
        description={t('account.notification.description')}
      >
        <GuestState title={t('account.guest.title')} description={t('account.guest.detail')} />
      </PageFrame>
    );
  }

  function toggle(item: NotificationItem) {
    const opening = openId !== item.id;
    setOpenId(opening ? item.id : null);
    if (opening && !item.read) markRead.mutate({ id: item.id });
  }

  function markAll() {
    markRead.mutate(
      { all: true },
      {
        onSuccess: () => showToast(t('account.notification.allRead'), 'success'),
        onError: (error) => showToast(errorMessage(error), 'error'),
      },
    );
  }

  return (
    <PageFrame
      title={t('account.notification.title')}
      description={t('account.notification.description')}
    >
      <div className={classes.toolbar}>
        <div aria-live="polite">
          {unread > 0 ? (
            <Badge
              color="red"
              variant="light"
              size="lg"
              radius="sm"
              tt="none"
              data-testid="unread-count"
            >
              {t('account.notification.unreadCount', { count: unread })}
            </Badge>
          ) : (
            list.items.length > 0 && (
              <Text size="sm" c="gray.7" data-testid="unread-count">
                {t('account.notification.allCaughtUp')}
              </Text>
            )
          )}
        </div>
        {list.items.length > 0 && (
          <Button
            variant="light"
            size="sm"
            leftSection={<CheckIcon size={16} />}
            onClick={markAll}
            disabled={unread <= 0 || markRead.isPending}
          >
            {t('account.notification.markAll')}
          </Button>
        )}
      </div>

      {list.isPending && <Loading />}
      {list.isError && (
        <ErrorState
          title={t('account.notification.loadFailed')}
          description={errorMessage(list.error)}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.isSuccess && list.items.length === 0 && (
        <EmptyState
          icon={<BellIcon size={24} />}
          title={t('account.notification.empty')}
          description={t('account.notification.emptyDetail')}
        />
      )}
      {list.items.length > 0 && (
        <>
          <ul className={classes.list} aria-label={t('account.notification.listLabel')}>
            {list.items.map((item) => (
              <Notification
                key={item.id}
                item={item}
                open={openId === item.id}
                onToggle={() => toggle(item)}
              />
            ))}
          </ul>
          <div className={classes.footer}>
            {list.hasNextPage ? (
              <Button
                variant="default"
                onClick={() => void list.fetchNextPage()}
                loading={list.isFetchingNextPage}
              >
                {t('account.notification.loadMore')}
              </Button>
            ) : (
              <Text size="sm" c="gray.6" data-testid="no-more">
                {t('errors.noMoreData')}
              </Text>
            )}
          </div>
        </>
      )}
    </PageFrame>
  );
}
