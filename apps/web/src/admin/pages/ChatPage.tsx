import { Anchor, SegmentedControl, Title } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { CHAT_PATH, chatPath, useChatDetail, useChatQueue } from '../api/chat-api';
import { ChatContext } from '../components/chat/ChatContext';
import { ChatConversation } from '../components/chat/ChatConversation';
import { ChatQueue } from '../components/chat/ChatQueue';
import { HeadsetIcon } from '@/components/ui/icons';
import classes from '../components/chat/chat.module.css';
import { useChatLive, useChatSender, useNow, type Draft } from '../components/chat/use-chat';
import { QueryState } from '../components/QueryState';
import { parseConversationId, type QueueFilter } from '../lib/chat';
import { useStaff } from '../lib/staff-context';
import { EmptyState } from '@/components/ui/EmptyState';
import { ArrowBackIcon } from '@/components/ui/icons';
import { PageFrame } from '@/components/ui/PageFrame';

const EMPTY_DRAFT: Draft = { text: '', note: false, file: null };

type Pane = 'queue' | 'conversation' | 'context';

/**
 * The customer-service console (issue 17) at /admin/chat and /admin/chat/:id, for support and
 * administrators: the queue, the open conversation and the person's context side by side on a
 * wide screen; on a narrow one, one at a time (the queue, then the conversation with a way back,
 * and the customer as a second view of it). The queue's filters are in the address
 * (?status=closed&mine=1), and so is the customer view (?panel=context), so the browser's back
 * button steps back through them. The staff socket keeps all of it live.
 */
export function ChatPage() {
  const { t } = useTranslation();
  const staff = useStaff();
  const navigate = useNavigate();
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const id = parseConversationId(params['*']);

  const filter: QueueFilter = {
    status: search.get('status') === 'closed' ? 'closed' : 'open',
    mine: search.get('mine') === '1',
  };
  const queueSearch = new URLSearchParams();
  if (filter.status === 'closed') queueSearch.set('status', 'closed');
  if (filter.mine) queueSearch.set('mine', '1');
  const linkSearch = queueSearch.size > 0 ? `?${queueSearch.toString()}` : '';
  const panel = id !== null && search.get('panel') === 'context' ? 'context' : 'conversation';
  const pane: Pane = id === null ? 'queue' : panel;

  const queue = useChatQueue(filter, 1);
  const detail = useChatDetail(id);
  const { connection, typing, sendTyping } = useChatLive(staff.id);
  const sender = useChatSender(staff.id);
  const now = useNow();

  // Drafts per conversation, kept while the console is open.
  const drafts = useRef(new Map<number, Draft>());
  const [, redraw] = useState(0);
  const draft = id === null ? EMPTY_DRAFT : (drafts.current.get(id) ?? EMPTY_DRAFT);
  const setDraft = useCallback(
    (next: Draft) => {
      if (id === null) return;
      drafts.current.set(id, next);
      redraw((n) => n + 1);
    },
    [id],
  );

  function onFilter(next: QueueFilter) {
    const query = new URLSearchParams();
    if (next.status === 'closed') query.set('status', 'closed');
    if (next.mine) query.set('mine', '1');
    setSearch(query);
  }

  function showPanel(next: string) {
    if (id === null) return;
    const query = new URLSearchParams(queueSearch);
    if (next === 'context') query.set('panel', 'context');
    const text = query.toString();
    void navigate(`${chatPath(id)}${text ? `?${text}` : ''}`);
  }

  const person = detail.data?.conversation;

  return (
    // No description under the title: the console keeps the height for the conversation.
    <PageFrame title={t('admin.chat.title')} width="wide">
      <div className={classes.wrap}>
        {id !== null && (
          <div className={classes.narrowBar}>
            <Anchor
              component={Link}
              to={`${CHAT_PATH}${linkSearch}`}
              className={classes.back}
              size="sm"
              data-testid="chat-back"
            >
              <ArrowBackIcon size={16} className="meridian-flip-rtl" />
              <span>{t('admin.chat.panels.back')}</span>
            </Anchor>
            <SegmentedControl
              aria-label={t('admin.chat.panels.label')}
              size="xs"
              value={panel}
              onChange={showPanel}
              data={[
                { value: 'conversation', label: t('admin.chat.panels.conversation') },
                { value: 'context', label: t('admin.chat.panels.context') },
              ]}
              data-testid="chat-panels"
            />
          </div>
        )}
        <div className={classes.console} data-pane={pane} data-testid="chat-console">
          <section
            className={`${classes.pane} ${classes.queuePane}`}
            aria-labelledby="chat-queue-title"
          >
            <ChatQueue
              filter={filter}
              onFilter={onFilter}
              query={queue}
              selectedId={id}
              linkSearch={linkSearch}
              staffId={staff.id}
              typing={typing}
              connection={connection}
              now={now}
            />
          </section>

          <section
            className={`${classes.pane} ${classes.conversationPane}`}
            aria-labelledby={id === null ? 'chat-choose-title' : 'chat-conversation-title'}
          >
            {id === null ? (
              <div className={classes.choose}>
                <EmptyState
                  title={t('admin.chat.conversation.choose')}
                  description={t('admin.chat.conversation.chooseDetail')}
                  icon={<HeadsetIcon size={24} />}
                  data-testid="chat-choose"
                />
              </div>
            ) : (
              <QueryState query={detail} errorTitle={t('admin.chat.conversation.failed')}>
                {(data) => (
                  <ChatConversation
                    key={data.conversation.id}
                    detail={data}
                    staffId={staff.id}
                    typing={typing.has(data.conversation.id)}
                    pending={sender.pending.filter(
                      (item) => item.conversationId === data.conversation.id,
                    )}
                    draft={draft}
                    onDraft={setDraft}
                    onSend={(next) => sender.send(data.conversation.id, next)}
                    onRetry={sender.retry}
                    onTyping={() => sendTyping(data.conversation.id)}
                  />
                )}
              </QueryState>
            )}
          </section>

          {id !== null && (
            <section
              className={`${classes.pane} ${classes.contextPane}`}
              aria-labelledby="chat-context-title"
            >
              <div className={classes.paneHeader}>
                <Title order={2} className={classes.paneTitle} id="chat-context-title">
                  {t('admin.chat.context.title')}
                </Title>
              </div>
              <div className={classes.paneBody}>
                {person && detail.data && (
                  <ChatContext conversation={person} context={detail.data.context} />
                )}
              </div>
            </section>
          )}
        </div>
      </div>
    </PageFrame>
  );
}
