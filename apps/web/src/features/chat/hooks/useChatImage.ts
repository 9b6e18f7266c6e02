import { useEffect, useState } from 'react';
import { fetchChatImage } from '../api/chat-api';
import { useImageUrl } from '@/lib/use-image-url';

/** A blob URL for `blob` while the component shows it (revoked after). */
export function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
}

export type ChatImageState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; url: string };

/**
 * An attached image: its bytes read with the person's credentials (the session, or the visitor
 * token) into a blob URL, revoked when the message leaves the screen. `attempt` reads it again.
 */
export function useChatImage(
  conversationId: number,
  imageId: string,
  visitorToken: string | null,
  attempt = 0,
): ChatImageState {
  const state = useImageUrl(
    (signal) => fetchChatImage(conversationId, imageId, visitorToken, signal),
    `${conversationId}/${imageId}/${visitorToken ?? ''}/${attempt}`,
  );
  return state.status === 'error' ? { status: 'failed' } : state;
}
