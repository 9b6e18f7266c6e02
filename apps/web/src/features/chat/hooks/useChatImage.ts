import { useEffect, useState } from 'react';
import { fetchChatImage } from '../api/chat-api';

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
  const [state, setState] = useState<ChatImageState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    setState({ status: 'loading' });
    fetchChatImage(conversationId, imageId, visitorToken, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setState({ status: 'ready', url });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [conversationId, imageId, visitorToken, attempt]);
  return state;
}
