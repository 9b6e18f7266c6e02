import { ThemeIcon } from '@mantine/core';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatSession, ChatState } from '../lib/chat-session';
import classes from './Chat.module.css';
import { MessageItem, PendingItem } from './MessageBubble';
import { HeadsetIcon } from '@/components/ui/icons';
import type { Layout } from '@/lib/layout';

/** How close to the end counts as "reading the latest" (new messages then scroll into view). */
const NEAR_END_PX = 120;

/**
 * The conversation as a log (role="log", announced politely as messages arrive): the greeting
 * while it is empty, the stored messages in seq order, then those on their way. It follows new
 * messages while the person is at the end (always after their own); on a desktop the panel
 * scrolls, on a phone the page does.
 */
export function MessageList({
  state,
  session,
  layout,
}: {
  state: ChatState;
  session: ChatSession;
  layout: Layout;
}) {
  const { t } = useTranslation();
  const logRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const atEnd = useRef(true);
  const { messages, pending, conversation } = state;
  const empty = messages.length === 0 && pending.length === 0;

  useEffect(() => {
    const log = logRef.current;
    if (layout === 'desktop') {
      if (!log) return;
      const onScroll = () => {
        atEnd.current = log.scrollHeight - log.scrollTop - log.clientHeight < NEAR_END_PX;
      };
      log.addEventListener('scroll', onScroll, { passive: true });
      return () => log.removeEventListener('scroll', onScroll);
    }
    const onScroll = () => {
      const root = document.documentElement;
      atEnd.current = root.scrollHeight - window.scrollY - window.innerHeight < NEAR_END_PX;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [layout]);

  const scrollToEnd = useCallback(() => {
    if (layout === 'desktop') {
      const log = logRef.current;
      if (log) log.scrollTop = log.scrollHeight;
    } else {
      // The page scrolls; its end keeps room for the dock fixed above the tab bar.
      window.scrollTo({ top: document.documentElement.scrollHeight });
    }
    atEnd.current = true;
  }, [layout]);

  const lastKey = pending.at(-1)?.clientMsgId ?? messages.at(-1)?.seq ?? 0;
  const count = messages.length + pending.length;
  const ownLast = pending.length > 0 || messages.at(-1)?.sender === 'user';
  const first = useRef(true);
  useLayoutEffect(() => {
    if (!first.current && !atEnd.current && !ownLast) return;
    first.current = false;
    scrollToEnd();
  }, [lastKey, count, ownLast, scrollToEnd]);

  // An image that arrives, or a panel that shrinks (the rating below it), keeps the end in view.
  useEffect(() => {
    const log = logRef.current;
    const list = listRef.current;
    if (!log) return;
    const observer = new ResizeObserver(() => {
      if (atEnd.current) scrollToEnd();
    });
    observer.observe(log);
    if (list) observer.observe(list);
    return () => observer.disconnect();
  }, [scrollToEnd, empty]);

  return (
    <div
      ref={logRef}
      className={classes.log}
      role="log"
      aria-live="polite"
      aria-label={t('chat.log.label')}
      // The panel scrolls on a desktop: reachable by keyboard.
      tabIndex={layout === 'desktop' ? 0 : undefined}
      data-testid="chat-log"
    >
      {empty && (
        <div className={classes.greeting} data-testid="chat-greeting">
          <ThemeIcon size={44} radius="xl" variant="light" aria-hidden="true">
            <HeadsetIcon size={22} />
          </ThemeIcon>
          <h2 className={classes.greetingTitle}>{t('chat.greeting.title')}</h2>
          <p className={classes.muted}>{t('chat.greeting.text')}</p>
        </div>
      )}
      {!empty && (
        <ol className={classes.list} ref={listRef}>
          {messages.map((message) => (
            <MessageItem
              key={`m${message.conversationId}-${message.seq}`}
              message={message}
              staffReadSeq={conversation?.staffReadSeq ?? 0}
              visitorToken={state.visitorToken}
            />
          ))}
          {pending.map((item) => (
            <PendingItem
              key={item.clientMsgId}
              pending={item}
              onRetry={(id) => session.retry(id)}
              onDiscard={(id) => session.discard(id)}
            />
          ))}
        </ol>
      )}
    </div>
  );
}
