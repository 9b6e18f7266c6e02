import { Button, VisuallyHidden } from '@mantine/core';
import type { ChatMessage } from '@meridian/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatImage, useObjectUrl } from '../hooks/useChatImage';
import type { PendingMessage } from '../lib/chat-session';
import { messageTime } from '../lib/time';
import classes from './Chat.module.css';
import { CheckIcon, DoubleCheckIcon } from '@/components/ui/icons';
import { useFormat } from '@/lib/format';

/** Text as text: React escapes it, and line breaks stay (white-space: pre-wrap). */
function MessageText({ text }: { text: string }) {
  return (
    <p className={classes.text} dir="auto" data-testid="chat-text">
      {text}
    </p>
  );
}

function ChatImage({
  conversationId,
  imageId,
  visitorToken,
  mine,
}: {
  conversationId: number;
  imageId: string;
  visitorToken: string | null;
  mine: boolean;
}) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const image = useChatImage(conversationId, imageId, visitorToken, attempt);
  const alt = mine ? t('chat.image.mine') : t('chat.image.staff');
  if (image.status === 'loading')
    return (
      <div className={classes.imageBox} role="img" aria-label={t('chat.image.loading')}>
        <span className={classes.imageLoading} aria-hidden="true" />
      </div>
    );
  if (image.status === 'failed')
    return (
      <div className={classes.imageFailed}>
        <span>{t('chat.image.failed')}</span>
        <Button size="compact-xs" variant="subtle" onClick={() => setAttempt((n) => n + 1)}>
          {t('common.retry')}
        </Button>
      </div>
    );
  return (
    <a
      href={image.url}
      target="_blank"
      rel="noopener noreferrer"
      className={classes.imageLink}
      aria-label={`${alt} · ${t('chat.image.open')}`}
    >
      <img src={image.url} alt={alt} className={classes.image} data-testid="chat-image" />
    </a>
  );
}

function useTime(epochMs: number) {
  const format = useFormat();
  return { text: messageTime(epochMs, format.locale), iso: new Date(epochMs).toISOString() };
}

export interface MessageItemProps {
  message: ChatMessage;
  /** Staff have read up to this seq (read receipts on the person's own messages). */
  staffReadSeq: number;
  visitorToken: string | null;
}

/** One stored message: staff's at the start side, the person's at the end side (mirrored in RTL). */
export function MessageItem({ message, staffReadSeq, visitorToken }: MessageItemProps) {
  const { t } = useTranslation();
  const time = useTime(message.createdAt);
  if (message.sender === 'system')
    return (
      <li className={classes.item} data-sender="system" data-testid={`chat-message-${message.seq}`}>
        <p className={classes.system}>
          <VisuallyHidden>{t('chat.log.system')}: </VisuallyHidden>
          <span dir="auto">{message.text}</span>
        </p>
      </li>
    );
  const mine = message.sender === 'user';
  const read = mine && message.seq <= staffReadSeq;
  return (
    <li
      className={classes.item}
      data-sender={message.sender}
      data-testid={`chat-message-${message.seq}`}
    >
      {mine ? (
        <VisuallyHidden>{t('chat.log.you')}:</VisuallyHidden>
      ) : (
        <span className={classes.sender}>
          {message.staffName
            ? t('chat.log.supportNamed', { name: message.staffName })
            : t('chat.log.support')}
        </span>
      )}
      <div
        className={classes.bubble}
        data-image-only={!message.text && message.imageId ? true : undefined}
      >
        {message.text !== null && message.text !== '' && <MessageText text={message.text} />}
        {message.imageId && (
          <ChatImage
            conversationId={message.conversationId}
            imageId={message.imageId}
            visitorToken={visitorToken}
            mine={mine}
          />
        )}
      </div>
      <div className={classes.meta}>
        <time dateTime={time.iso}>{time.text}</time>
        {mine && (
          <span
            className={classes.receipt}
            data-testid="chat-receipt"
            data-state={read ? 'read' : 'sent'}
            data-read={read || undefined}
          >
            {read ? <DoubleCheckIcon size={14} /> : <CheckIcon size={14} />}
            {read ? t('chat.status.read') : t('chat.status.sent')}
          </span>
        )}
      </div>
    </li>
  );
}

export interface PendingItemProps {
  pending: PendingMessage;
  onRetry(clientMsgId: string): void;
  onDiscard(clientMsgId: string): void;
}

/** A message on its way: shown at once, with where it is (sending, waiting, not sent). */
export function PendingItem({ pending, onRetry, onDiscard }: PendingItemProps) {
  const { t } = useTranslation();
  const preview = useObjectUrl(pending.file);
  const time = useTime(pending.createdAt);
  const status = pending.stored
    ? t('chat.status.sent')
    : pending.status === 'failed'
      ? t('chat.status.failed')
      : pending.status === 'waiting'
        ? t('chat.status.waiting')
        : pending.uploading
          ? t('chat.status.uploading')
          : t('chat.status.sending');
  return (
    <li
      className={classes.item}
      data-sender="user"
      data-pending={pending.status}
      data-testid="chat-pending"
      data-client-msg-id={pending.clientMsgId}
    >
      <VisuallyHidden>{t('chat.log.you')}:</VisuallyHidden>
      <div className={classes.bubble} data-image-only={!pending.text && preview ? true : undefined}>
        {pending.text !== null && <MessageText text={pending.text} />}
        {preview && <img src={preview} alt={t('chat.image.mine')} className={classes.image} />}
      </div>
      <div className={classes.meta}>
        <time dateTime={time.iso}>{time.text}</time>
        <span className={classes.pendingStatus} data-testid="chat-pending-status">
          {status}
        </span>
      </div>
      {pending.status === 'failed' && !pending.stored && (
        <div className={classes.failed}>
          {pending.error && (
            <p className={classes.error} role="alert">
              {pending.error}
            </p>
          )}
          <div className={classes.failedActions}>
            <Button size="compact-sm" variant="light" onClick={() => onRetry(pending.clientMsgId)}>
              {t('chat.status.retry')}
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              color="gray"
              onClick={() => onDiscard(pending.clientMsgId)}
            >
              {t('chat.status.remove')}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
