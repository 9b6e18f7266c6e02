import { Button, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  adminChatApi,
  chatCache,
  type AdminChatDetail,
  type AdminChatItem,
  type ChatMessage,
} from '../../api/chat-api';
import { displayError } from '../../lib/errors';
import { highestPersonSeq, highestSeq, messageKey } from '../../lib/chat';
import { useAdminFormat } from '../../lib/format';
import { ChatComposer } from './ChatComposer';
import { ChatImage } from './ChatImage';
import { LanguageName, personName } from './ChatQueue';
import { LockIcon } from '@/components/ui/icons';
import classes from './chat.module.css';
import type { Draft, PendingMessage } from './use-chat';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { errorMessage } from '@/lib/api-client';
import { showToast } from '@/lib/toast';

/** Whether an element is shown (not inside a hidden pane); jsdom has no layout: shown. */
function shown(element: HTMLElement | null): boolean {
  if (!element) return false;
  if (typeof element.checkVisibility === 'function') return element.checkVisibility();
  return true;
}

/**
 * One conversation: who it is with and its state, the messages (the person's, staff replies,
 * internal notes marked as such, system lines, images, read receipts), "the customer is
 * typing…", the composer, and "Assign to me" / "Close conversation". While it is on screen the
 * person's new messages are marked read.
 */
export function ChatConversation({
  detail,
  staffId,
  typing,
  pending,
  draft,
  onDraft,
  onSend,
  onRetry,
  onTyping,
}: {
  detail: AdminChatDetail;
  staffId: string;
  typing: boolean;
  pending: readonly PendingMessage[];
  draft: Draft;
  onDraft: (draft: Draft) => void;
  onSend: (draft: Draft) => void;
  onRetry: (message: PendingMessage) => void;
  onTyping: () => void;
}) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const queryClient = useQueryClient();
  const { conversation, messages } = detail;
  const person = personName(t, conversation);
  const logRef = useRef<HTMLDivElement>(null);
  const [closing, setClosing] = useState(false);
  const cache = chatCache(queryClient, staffId);

  const assign = useMutation({
    mutationFn: () => adminChatApi.assignToMe(conversation.id),
    onSuccess: (item) => {
      cache.item(item);
      showToast(t('admin.chat.conversation.assigned'), 'success');
    },
    onError: (error) => showToast(errorMessage(displayError(error)), 'error'),
  });

  // Mark the person's messages read while the conversation is on screen.
  const readMark = useRef(0);
  const read = useMutation({
    mutationFn: (seq: number) => adminChatApi.read(conversation.id, seq),
    onSuccess: (item) => cache.item(item),
    onError: () => {
      readMark.current = 0; // try again with the next message
    },
  });
  const personSeq = highestPersonSeq(messages);
  const lastSeq = highestSeq(messages);
  const { mutate: markRead } = read;
  useEffect(() => {
    function mark() {
      if (personSeq <= conversation.staffReadSeq || personSeq <= readMark.current) return;
      if (document.visibilityState === 'hidden' || !shown(logRef.current)) return;
      readMark.current = lastSeq;
      markRead(lastSeq);
    }
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  });

  // Keep the newest message in view when one arrives, unless the reader scrolled up.
  const stick = useRef(true);
  const lastTop = useRef(0);
  const shownPending = pending.filter(
    (item) => !messages.some((message) => message.clientMsgId === item.clientMsgId),
  );
  const count = messages.length + shownPending.length;
  const toEnd = useCallback(() => {
    const log = logRef.current;
    if (log && stick.current) log.scrollTop = log.scrollHeight;
  }, []);
  useLayoutEffect(toEnd, [count, typing, toEnd]);
  // …and when the list's own height changes (the composer grew, the window was resized).
  useEffect(() => {
    const log = logRef.current;
    if (!log || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(toEnd);
    observer.observe(log);
    return () => observer.disconnect();
  }, [toEnd]);

  const closed = conversation.status === 'closed';
  const mine = conversation.assignedStaffId === staffId;

  return (
    <>
      <div className={classes.paneHeader}>
        <div className={classes.conversationHead}>
          <div className={classes.conversationTitle}>
            <Title order={2} className={classes.paneTitle} id="chat-conversation-title" dir="auto">
              {person}
            </Title>
            <Text size="xs" c="gray.7" component="div" className={classes.headMeta}>
              <span>{t('admin.chat.conversation.number', { id: conversation.id })}</span>
              <LanguageName code={conversation.language} />
              <span>
                {t('admin.chat.conversation.started', {
                  time: format.dateTime(conversation.createdAt),
                })}
              </span>
              <span data-testid="chat-assigned">
                {mine
                  ? t('admin.chat.conversation.assignedToYou')
                  : conversation.assignedTo
                    ? t('admin.chat.queue.assignedTo', { name: conversation.assignedTo })
                    : t('admin.chat.queue.unassigned')}
              </span>
            </Text>
          </div>
          {!closed && (
            <div className={classes.headActions}>
              {!mine && (
                <Button
                  size="xs"
                  variant="light"
                  loading={assign.isPending}
                  onClick={() => assign.mutate()}
                  data-testid="chat-assign"
                >
                  {t('admin.chat.conversation.assignToMe')}
                </Button>
              )}
              <Button
                size="xs"
                variant="outline"
                color="red.9"
                onClick={() => setClosing(true)}
                data-testid="chat-close"
              >
                {t('admin.chat.conversation.close')}
              </Button>
            </div>
          )}
        </div>
      </div>

      <div
        ref={logRef}
        className={classes.log}
        role="log"
        aria-label={t('admin.chat.conversation.messages', { person })}
        tabIndex={0}
        onScroll={(event) => {
          // Scrolled up by the reader: stay there. At the end: follow new messages again. (The
          // list getting shorter, as the composer grows, moves nothing and changes neither.)
          const log = event.currentTarget;
          if (log.scrollTop < lastTop.current - 2) stick.current = false;
          if (log.scrollHeight - log.scrollTop - log.clientHeight < 48) stick.current = true;
          lastTop.current = log.scrollTop;
        }}
        data-testid="chat-log"
      >
        {messages.length === 0 && shownPending.length === 0 && (
          <Text size="sm" c="gray.7" ta="center" p="md">
            {t('admin.chat.conversation.empty')}
          </Text>
        )}
        {messages.map((message) => (
          <Message
            key={messageKey(message)}
            message={message}
            person={person}
            userReadSeq={conversation.userReadSeq}
            onMedia={toEnd}
          />
        ))}
        {shownPending.map((item) => (
          <Pending key={item.clientMsgId} item={item} onRetry={() => onRetry(item)} />
        ))}
      </div>

      <div className={classes.typing} aria-live="polite" data-testid="chat-typing">
        {typing && !closed ? t('admin.chat.conversation.typing') : ''}
      </div>

      {closed ? (
        <div className={classes.closedNotice} data-testid="chat-closed">
          <Text size="sm">{t('admin.chat.conversation.closed')}</Text>
          {conversation.rating !== null && (
            <Text size="sm" c="gray.7">
              {t('admin.chat.conversation.rated', { rating: conversation.rating })}
            </Text>
          )}
        </div>
      ) : (
        <ChatComposer
          language={conversation.language}
          draft={draft}
          onDraft={onDraft}
          onSend={onSend}
          onTyping={onTyping}
        />
      )}

      {closing && (
        <CloseDialog
          conversation={conversation}
          staffId={staffId}
          onClose={() => setClosing(false)}
        />
      )}
    </>
  );
}

function senderName(t: TFunction, message: ChatMessage, person: string): string {
  switch (message.sender) {
    case 'user':
      return person;
    case 'staff':
      return message.staffName ?? t('admin.chat.conversation.staff');
    case 'system':
      return t('admin.chat.conversation.system');
  }
}

function Message({
  message,
  person,
  userReadSeq,
  onMedia,
}: {
  message: ChatMessage;
  person: string;
  userReadSeq: number;
  /** An image finished loading (the list grew). */
  onMedia: () => void;
}) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const name = senderName(t, message, person);
  const kind = message.note ? 'note' : message.sender;
  return (
    <div className={classes.message} data-kind={kind} data-testid={`chat-message-${message.seq}`}>
      {message.note && (
        <div className={classes.noteLabel} data-testid="chat-note-label">
          <LockIcon size={14} />
          <span>{t('admin.chat.conversation.note')}</span>
        </div>
      )}
      {message.sender !== 'system' && (
        <div className={classes.messageHead}>
          <span className={classes.sender} dir="auto">
            {name}
          </span>
          <span className={classes.time}>{format.dateTime(message.createdAt)}</span>
        </div>
      )}
      {message.text !== null && message.text !== '' && (
        <p className={classes.text} dir="auto">
          {message.text}
        </p>
      )}
      {message.imageId !== null && (
        <ChatImage
          conversationId={message.conversationId}
          imageId={message.imageId}
          from={name}
          onLoad={onMedia}
        />
      )}
      {message.sender === 'system' && (
        <span className={classes.time}>{format.dateTime(message.createdAt)}</span>
      )}
      {message.sender === 'staff' && !message.note && (
        <span className={classes.receipt} data-testid={`chat-receipt-${message.seq}`}>
          {message.seq <= userReadSeq
            ? t('admin.chat.conversation.seen')
            : t('admin.chat.conversation.notSeen')}
        </span>
      )}
    </div>
  );
}

function Pending({ item, onRetry }: { item: PendingMessage; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      className={classes.message}
      data-kind={item.note ? 'note' : 'staff'}
      data-pending={item.status}
      data-testid={`chat-pending-${item.clientMsgId}`}
    >
      {item.note && (
        <div className={classes.noteLabel}>
          <LockIcon size={14} />
          <span>{t('admin.chat.conversation.note')}</span>
        </div>
      )}
      {item.text !== '' && (
        <p className={classes.text} dir="auto">
          {item.text}
        </p>
      )}
      {item.fileName && (
        <Text size="xs" c="gray.7">
          {t('admin.chat.composer.attached', { name: item.fileName })}
        </Text>
      )}
      {item.status === 'sending' ? (
        <span className={classes.receipt}>{t('admin.chat.conversation.sending')}</span>
      ) : (
        <div className={classes.failed} role="alert">
          <Text size="xs" c="red.9">
            {t('admin.chat.conversation.notSent', { message: errorMessage(item.error) })}
          </Text>
          <Button size="compact-xs" variant="outline" color="red.9" onClick={onRetry}>
            {t('admin.chat.conversation.retry')}
          </Button>
        </div>
      )}
    </div>
  );
}

/** Closes the conversation after a confirmation. */
function CloseDialog({
  conversation,
  staffId,
  onClose,
}: {
  conversation: AdminChatItem;
  staffId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => adminChatApi.close(conversation.id),
    onSuccess: (item) => {
      chatCache(queryClient, staffId).item(item);
      showToast(t('admin.chat.conversation.closedToast'), 'success');
      onClose();
    },
  });
  return (
    <ConfirmDialog
      title={t('admin.chat.conversation.closeTitle')}
      busy={mutation.isPending}
      onClose={onClose}
      onConfirm={() => mutation.mutate()}
      error={displayError(mutation.error)}
      cancelLabel={t('admin.chat.conversation.keepOpen')}
      confirmLabel={t('admin.chat.conversation.closeConfirm')}
      confirmColor="red.8"
      testId="chat-close-dialog"
      errorTestId="chat-close-error"
      confirmTestId="chat-close-confirm"
    >
      <Text size="sm">{t('admin.chat.conversation.closeText')}</Text>
    </ConfirmDialog>
  );
}
