import { Loader, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useImageUrl } from '@/lib/use-image-url';
import { adminChatApi } from '../../api/chat-api';
import classes from './chat.module.css';

/**
 * An image of a message. GET /swx/customer/chat/image/:conversationId/:imageId needs the staff
 * Authorization header, so the bytes are fetched into an object URL for this component's life
 * (revoked when it goes); the thumbnail enlarges in a dialog.
 */
export function ChatImage({
  conversationId,
  imageId,
  from,
  onLoad,
}: {
  conversationId: number;
  imageId: string;
  /** Who sent it (the image's description). */
  from: string;
  /** The picture is shown (its height is known now). */
  onLoad?: () => void;
}) {
  const { t } = useTranslation();
  const state = useImageUrl(
    (signal) => adminChatApi.image(conversationId, imageId, signal),
    `${conversationId}/${imageId}`,
  );
  const [open, setOpen] = useState(false);
  const alt = t('admin.chat.conversation.image', { name: from });

  if (state.status !== 'ready')
    return (
      <div className={classes.imageBox} data-testid={`chat-image-${imageId}`}>
        {state.status === 'loading' ? (
          <Loader size="xs" type="dots" aria-label={t('admin.chat.conversation.imageLoading')} />
        ) : (
          <Text size="xs" c="red.9">
            {t('admin.chat.conversation.imageFailed')}
          </Text>
        )}
      </div>
    );

  return (
    <>
      <button
        type="button"
        className={classes.imageButton}
        onClick={() => setOpen(true)}
        aria-label={t('admin.chat.conversation.enlarge', { name: from })}
        data-testid={`chat-image-${imageId}`}
      >
        <img src={state.url} alt={alt} className={classes.image} onLoad={onLoad} />
      </button>
      {open && (
        <Modal
          opened
          onClose={() => setOpen(false)}
          title={alt}
          size="xl"
          centered
          closeButtonProps={{ 'aria-label': t('common.close') }}
        >
          <img src={state.url} alt={alt} className={classes.enlarged} />
        </Modal>
      )}
    </>
  );
}
