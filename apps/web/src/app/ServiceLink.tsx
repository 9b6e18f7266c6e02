import { ActionIcon, Indicator } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useChatUnread } from './shell-queries';
import { HeadsetIcon } from '@/components/ui/icons';

/**
 * The service (headset) icon of both shells: the link to the customer-service chat, with a badge
 * counting the replies from support not read yet (a signed-in user's from their live channel, a
 * visitor's from the conversation they opened in this browser).
 */
export function ServiceLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  const unread = useChatUnread();
  return (
    <Indicator
      label={unread > 99 ? '99+' : unread}
      disabled={unread === 0}
      size={16}
      offset={6}
      color="red"
      inline
    >
      <ActionIcon
        component={Link}
        to="/profile/kefu"
        variant="subtle"
        color="gray"
        size={40}
        className={className}
        aria-label={
          unread > 0
            ? t('shell.customerServiceUnread', { count: unread })
            : t('shell.customerService')
        }
        data-testid="service-link"
      >
        <HeadsetIcon size={22} />
      </ActionIcon>
    </Indicator>
  );
}
