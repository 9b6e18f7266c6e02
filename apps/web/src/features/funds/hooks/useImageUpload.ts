import { useCallback, useEffect, useRef, useState } from 'react';
import { fundsApi, type UploadPurpose } from '../api/funds-api';
import { checkImage, type ImageProblem } from '../lib/images';
import { ApiError } from '@/lib/api-client';

/**
 * One image of a form: checked when chosen, then uploaded at once (so a failure shows next to the
 * image, with a retry), its upload id kept for the form's submission.
 */
export type ImageUploadState =
  | { status: 'empty' }
  | { status: 'invalid'; problem: ImageProblem }
  | { status: 'uploading'; file: File }
  | { status: 'failed'; file: File; error: unknown }
  | { status: 'done'; file: File; id: string };

export interface ImageUpload {
  state: ImageUploadState;
  choose: (file: File | null) => void;
  retry: () => void;
  clear: () => void;
}

/** The server's refusal (wrong content, too large…) in its words; undefined for a lost upload. */
export function refusalMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.message : undefined;
}

export function useImageUpload(purpose: UploadPurpose): ImageUpload {
  const [state, setState] = useState<ImageUploadState>({ status: 'empty' });
  const current = useRef<AbortController | null>(null);

  const start = useCallback(
    (file: File) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      setState({ status: 'uploading', file });
      fundsApi.upload(purpose, file, controller.signal).then(
        (result) => {
          if (current.current === controller) setState({ status: 'done', file, id: result.id });
        },
        (error: unknown) => {
          if (current.current !== controller || controller.signal.aborted) return;
          setState({ status: 'failed', file, error });
        },
      );
    },
    [purpose],
  );

  useEffect(() => () => current.current?.abort(), []);

  const choose = useCallback(
    (file: File | null) => {
      if (!file) return;
      const problem = checkImage(file);
      if (problem) {
        current.current?.abort();
        current.current = null;
        setState({ status: 'invalid', problem });
        return;
      }
      start(file);
    },
    [start],
  );

  const retry = useCallback(() => {
    if (state.status === 'failed') start(state.file);
  }, [start, state]);

  const clear = useCallback(() => {
    current.current?.abort();
    current.current = null;
    setState({ status: 'empty' });
  }, []);

  return { state, choose, retry, clear };
}
