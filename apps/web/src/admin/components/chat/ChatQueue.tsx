import { Badge, SegmentedControl, Switch, Text, Title, VisuallyHidden } from '@mantine/core';
import { isLanguage, LANGUAGE_HTML_TAGS, LANGUAGE_NATIVE_NAMES } from '@meridian/i18n';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { chatPath, type AdminChatItem, type AdminChatQueue } from '../../api/chat-api';
import type { AdminChatConnection } from '../../api/chat-socket';
import { adminErrorMessage, isForbidden } from '../../lib/errors';
import { previewText, visitorNumber, type QueueFilter } from '../../lib/chat';
import { useAdminFormat } from '../../lib/format';
import { Forbidden } from '../QueryState';
import classes from './chat.module.css';
import { ErrorState } from '@/components/ui/ErrorState';
import { Loading } from '@/components/ui/Loading';
import { useFormat } from '@/lib/format';
import type { UseQueryResult } from '@tanstack/react-query';

/** The person of a conversation: the username, or "Visitor #id" in the interface language. */
export function personName(t: TFunction, item: Pick<AdminChatItem, 'person' | 'id' | 'signedIn'>) {
  return item.signedIn ? item.person : t('admin.chat.queue.visitor', { id: visitorNumber(item) });
}

/** A language code as its own name ("日本語"), tagged so it is read out in that language. */
export function LanguageName({ code }: { code: string }) {
  const { t } = useTranslation();
  const name = isLanguage(code) ? LANGUAGE_NATIVE_NAMES[code] : code;
  return (
    <span className={classes.language}>
      <VisuallyHidden>{t('admin.chat.queue.language', { language: name })}</VisuallyHidden>
      <span aria-hidden="true" lang={isLanguage(code) ? LANGUAGE_HTML_TAGS[code] : undefined}>
        {name}
      </span>
    </span>
  );
}

/** How long, in the interface language's short units: "4 min", "3 hr", "2 days". */
export function useDuration() {
  const { locale } = useFormat();
  return (ms: number) => {
    const minutes = Math.max(1, Math.floor(ms / 60_000));
    const [value, unit] =
      minutes < 60
        ? [minutes, 'minute']
        : minutes < 48 * 60
          ? [Math.floor(minutes / 60), 'hour']
          : [Math.floor(minutes / (24 * 60)), 'day'];
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      numberingSystem: 'latn',
    }).format(value);
  };
}

const LIVE_TONE: Record<AdminChatConnection, string> = {
  connecting: 'gray',
  live: 'green',
  reconnecting: 'yellow',
  refused: 'red',
};

/**
 * The queue: Open / Closed, "assigned to me", and each conversation with its person, language,
 * last message, how long the person has waited, what staff have not read and who looks after it.
 */
export function ChatQueue({
  filter,
  onFilter,
  query,
  selectedId,
  linkSearch,
  staffId,
  typing,
  connection,
  now,
}: {
  filter: QueueFilter;
  onFilter: (filter: QueueFilter) => void;
  query: UseQueryResult<AdminChatQueue>;
  selectedId: number | null;
  /** The queue's own search (status, mine) kept on each conversation's link. */
  linkSearch: string;
  staffId: string;
  typing: ReadonlySet<number>;
  connection: AdminChatConnection;
  now: number;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className={classes.paneHeader}>
        <div className={classes.paneTitleRow}>
          <Title order={2} className={classes.paneTitle} id="chat-queue-title">
            {t('admin.chat.queue.label')}
          </Title>
          <span
            className={classes.live}
            role="status"
            data-state={connection}
            data-testid="chat-live"
          >
            <span
              className={classes.liveDot}
              data-color={LIVE_TONE[connection]}
              aria-hidden="true"
            />
            {t(`admin.chat.live.${connection}`)}
          </span>
        </div>
        <SegmentedControl
          aria-label={t('admin.chat.queue.status')}
          fullWidth
          size="xs"
          value={filter.status}
          onChange={(value) => onFilter({ ...filter, status: value as QueueFilter['status'] })}
          data={[
            { value: 'open', label: t('admin.chat.queue.open') },
            { value: 'closed', label: t('admin.chat.queue.closed') },
          ]}
        />
        <Switch
          size="sm"
          label={t('admin.chat.queue.mine')}
          checked={filter.mine}
          onChange={(event) => onFilter({ ...filter, mine: event.currentTarget.checked })}
          data-testid="chat-mine"
        />
      </div>
      <div className={classes.paneBody}>
        <QueueList
          query={query}
          filter={filter}
          selectedId={selectedId}
          linkSearch={linkSearch}
          staffId={staffId}
          typing={typing}
          now={now}
        />
      </div>
    </>
  );
}

function QueueList({
  query,
  filter,
  selectedId,
  linkSearch,
  staffId,
  typing,
  now,
}: {
  query: UseQueryResult<AdminChatQueue>;
  filter: QueueFilter;
  selectedId: number | null;
  linkSearch: string;
  staffId: string;
  typing: ReadonlySet<number>;
  now: number;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <Loading label={t('common.loading')} minHeight={160} />;
  if (query.isError) {
    if (isForbidden(query.error)) return <Forbidden />;
    return (
      <ErrorState
        title={t('admin.chat.queue.failed')}
        description={adminErrorMessage(query.error)}
        onRetry={() => void query.refetch()}
        minHeight={160}
      />
    );
  }
  const { items, total } = query.data;
  if (items.length === 0)
    return (
      <div className={classes.emptyQueue} data-testid="chat-queue-empty">
        <Text fw={600}>
          {filter.status === 'open'
            ? t('admin.chat.queue.emptyOpen')
            : t('admin.chat.queue.emptyClosed')}
        </Text>
        <Text size="sm" c="gray.7">
          {t('admin.chat.queue.emptyDetail')}
        </Text>
      </div>
    );
  return (
    <>
      <ul className={classes.queueList} aria-labelledby="chat-queue-title" data-testid="chat-queue">
        {items.map((item) => (
          <li key={item.id}>
            <QueueItem
              item={item}
              selected={item.id === selectedId}
              linkSearch={linkSearch}
              staffId={staffId}
              typing={typing.has(item.id)}
              now={now}
            />
          </li>
        ))}
      </ul>
      {total > items.length && (
        <Text size="xs" c="gray.7" p="xs">
          {t('admin.chat.queue.more', { shown: items.length, total })}
        </Text>
      )}
    </>
  );
}

function QueueItem({
  item,
  selected,
  linkSearch,
  staffId,
  typing,
  now,
}: {
  item: AdminChatItem;
  selected: boolean;
  linkSearch: string;
  staffId: string;
  typing: boolean;
  now: number;
}) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const duration = useDuration();
  const last = item.lastMessage;
  const preview = last ? (previewText(last) ?? t('admin.chat.queue.image')) : null;
  const waitingSince = item.status === 'open' && last?.sender === 'user' ? last.createdAt : null;
  const timing =
    item.status === 'closed'
      ? t('admin.chat.queue.closedAt', { time: format.dateTime(item.closedAt) })
      : waitingSince !== null
        ? t('admin.chat.queue.waiting', { time: duration(now - waitingSince) })
        : last
          ? t('admin.chat.queue.lastAt', { time: format.dateTime(last.createdAt) })
          : t('admin.chat.queue.waiting', { time: duration(now - item.createdAt) });
  const assigned =
    item.assignedStaffId === staffId
      ? t('admin.chat.conversation.assignedToYou')
      : item.assignedTo
        ? t('admin.chat.queue.assignedTo', { name: item.assignedTo })
        : t('admin.chat.queue.unassigned');
  return (
    <Link
      to={`${chatPath(item.id)}${linkSearch}`}
      className={classes.item}
      aria-current={selected ? 'page' : undefined}
      data-unread={item.staffUnread > 0}
      data-testid={`chat-item-${item.id}`}
    >
      <span className={classes.itemTop}>
        <span className={classes.person} dir="auto">
          {personName(t, item)}
        </span>
        <LanguageName code={item.language} />
        {item.staffUnread > 0 && (
          <>
            <VisuallyHidden>
              {`, ${t('admin.chat.queue.unread', { count: item.staffUnread })}`}
            </VisuallyHidden>
            <Badge
              size="sm"
              color="red.8"
              variant="filled"
              aria-hidden="true"
              className={classes.unread}
              data-testid={`chat-unread-${item.id}`}
            >
              {item.staffUnread}
            </Badge>
          </>
        )}
      </span>
      <span className={classes.preview} dir="auto" data-testid={`chat-preview-${item.id}`}>
        {typing ? (
          <em>{t('admin.chat.queue.typing')}</em>
        ) : last === null ? (
          t('admin.chat.queue.noMessages')
        ) : last.note && preview ? (
          t('admin.chat.queue.notePreview', { text: preview })
        ) : (
          preview
        )}
      </span>
      <span className={classes.itemMeta}>
        <span>{timing}</span>
        <span aria-hidden="true">·</span>
        <span data-testid={`chat-assigned-${item.id}`}>{assigned}</span>
      </span>
    </Link>
  );
}
