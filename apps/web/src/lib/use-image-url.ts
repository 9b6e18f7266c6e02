import { useEffect, useState } from 'react';

export type ImageUrlState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; url: string };

/**
 * An image whose bytes need credentials (a staff upload, a chat image): fetched by
 * `load`, turned into an object URL for the caller's life and revoked when it goes or `key`
 * changes.
 */
export function useImageUrl(
  load: (signal: AbortSignal) => Promise<Blob>,
  key: string,
): ImageUrlState {
  const [state, setState] = useState<ImageUrlState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    setState({ status: 'loading' });
    load(controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        if (typeof URL.createObjectURL !== 'function') {
          setState({ status: 'error' });
          return;
        }
        url = URL.createObjectURL(blob);
        setState({ status: 'ready', url });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
    // `key` names the image; `load` is a new function on every render.
  }, [key]);
  return state;
}
