import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatPanel } from '../components/ChatPanel';
import { useChatSession, useDocumentVisible } from '../hooks/useChatSession';
import { unreadOf } from '../lib/chat-session';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { PageFrame } from '@/components/ui/PageFrame';
import { useLayout } from '@/lib/layout';

/**
 * /profile/kefu: the customer-service chat (issue 17), for visitors and signed-in users alike.
 * On a desktop a centred panel; on a phone the whole page, the composer fixed above the tab bar.
 * While the tab is in the background with replies unread, its title counts them: "(2) …".
 */
export function ChatPage() {
  const { t } = useTranslation();
  const layout = useLayout();
  const { session, state } = useChatSession();
  const visible = useDocumentVisible();
  const [confirming, setConfirming] = useState(false);
  const close = useMutation({
    mutationFn: () => session!.api.close(),
    onSuccess: (conversation) => {
      session?.updateConversation(conversation);
      setConfirming(false);
    },
  });

  const title = t('chat.page.title');
  const base = t('common.documentTitle', { page: title });
  const unread = unreadOf(state);
  const canClose =
    state.phase === 'ready' &&
    state.conversation?.status === 'open' &&
    (state.messages.length > 0 || state.pending.length > 0);

  return (
    <PageFrame
      title={title}
      description={t('chat.page.description')}
      documentTitle={!visible && unread > 0 ? `(${unread}) ${base}` : base}
      actions={
        canClose ? (
          <Button
            variant="default"
            size={layout === 'mobile' ? 'xs' : 'sm'}
            onClick={() => {
              close.reset();
              setConfirming(true);
            }}
            data-testid="chat-end"
          >
            {t('chat.close.action')}
          </Button>
        ) : undefined
      }
    >
      <ChatPanel session={session} state={state} layout={layout} />
      {confirming && (
        <ConfirmDialog
          title={t('chat.close.title')}
          busy={close.isPending}
          onClose={() => setConfirming(false)}
          testId="chat-end-dialog"
          error={close.error}
          confirmLabel={t('chat.close.confirm')}
          confirmColor="red"
          confirmTestId="chat-end-confirm"
          onConfirm={() => close.mutate()}
        >
          <p>{t('chat.close.text')}</p>
        </ConfirmDialog>
      )}
    </PageFrame>
  );
}
