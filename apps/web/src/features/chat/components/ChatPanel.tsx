import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatSession, ChatState } from '../lib/chat-session';
import { AwayBanner } from './AwayBanner';
import classes from './Chat.module.css';
import { ClosedBlock } from './ClosedBlock';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { ErrorState } from '@/components/ui/ErrorState';
import { Loading } from '@/components/ui/Loading';
import type { Layout } from '@/lib/layout';

/**
 * The chat itself: loading, the error with Try again, or the conversation — the connection's
 * state, business hours, who looks after it, the messages, staff typing, and the composer (or,
 * once closed, the rating and "Start a new conversation").
 */
export function ChatPanel({
  session,
  state,
  layout,
}: {
  session: ChatSession | null;
  state: ChatState;
  layout: Layout;
}) {
  const { t } = useTranslation();
  const [startNew, setStartNew] = useState(false);
  const conversation = state.conversation;
  const closed = conversation?.status === 'closed';
  const conversationId = conversation?.id;
  // A new conversation (after a send) is open: the next close asks again.
  useEffect(() => setStartNew(false), [conversationId]);

  // On a phone the dock (typing, composer) is fixed above the tab bar: the page keeps room for it.
  const panel = useRef<HTMLElement>(null);
  const dock = useRef<HTMLDivElement>(null);
  const ready = state.phase === 'ready';
  useEffect(() => {
    const element = dock.current;
    if (layout !== 'mobile' || !element) return;
    const apply = () =>
      panel.current?.style.setProperty('--chat-dock-height', `${element.offsetHeight}px`);
    apply();
    const observer = new ResizeObserver(apply);
    observer.observe(element);
    return () => observer.disconnect();
  }, [layout, ready]);

  if (state.phase === 'error')
    return (
      <section className={classes.panel} data-layout={layout} aria-label={t('chat.panel.label')}>
        <ErrorState
          title={t('chat.errors.openFailed')}
          description={t('chat.errors.openFailedDetail')}
          onRetry={() => void session?.start()}
          minHeight={320}
        />
      </section>
    );

  if (state.phase === 'loading' || !session || !conversation)
    return (
      <section className={classes.panel} data-layout={layout} aria-label={t('chat.panel.label')}>
        <Loading minHeight={320} />
      </section>
    );

  const showComposer = !closed || startNew;
  return (
    <section
      ref={panel}
      className={classes.panel}
      data-layout={layout}
      aria-label={t('chat.panel.label')}
      data-testid="chat-panel"
    >
      <div className={classes.top}>
        <p
          className={classes.reconnecting}
          role="status"
          data-testid="chat-connection"
          data-state={state.connection}
        >
          {state.connection === 'reconnecting' ? t('chat.connection.reconnecting') : ''}
        </p>
        {state.hours && !state.hours.open && (
          <AwayBanner hours={state.hours} conversation={conversation} session={session} />
        )}
        {conversation.assignedTo && !closed && (
          <p className={classes.assigned} data-testid="chat-assigned">
            {t('chat.assigned', { name: conversation.assignedTo })}
          </p>
        )}
      </div>
      <MessageList state={state} session={session} layout={layout} />
      {closed && !startNew && (
        <ClosedBlock
          conversation={conversation}
          session={session}
          onStartNew={() => setStartNew(true)}
        />
      )}
      <div className={classes.dock} ref={dock}>
        <p className={classes.typing} role="status" data-testid="chat-typing">
          {state.staffTyping ? t('chat.typing') : ''}
        </p>
        {showComposer && <Composer session={session} layout={layout} autoFocus={startNew} />}
      </div>
    </section>
  );
}
