import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { ApiError } from './api-client';
import { newIdempotencyKey } from './idempotency';

/**
 * A call that moves money, with its Idempotency-Key: one key per user action (`begin()` when the
 * confirmation opens), reused when the same confirmation is sent again after a network failure or
 * a timeout (the first attempt may have gone through: the server then answers it once), and
 * dropped after an answer (success, or a refusal such as 10011, after which the user may change
 * something and try again as a new action).
 */
export function useMoneyAction<TVariables, TResult>(
  call: (variables: TVariables, idempotencyKey: string) => Promise<TResult>,
  options: Omit<UseMutationOptions<TResult, Error, TVariables>, 'mutationFn'> = {},
) {
  const key = useRef<string | null>(null);
  const mutation = useMutation<TResult, Error, TVariables>({
    ...options,
    mutationFn: (variables) => call(variables, (key.current ??= newIdempotencyKey())),
    onSuccess: (...args) => {
      key.current = null;
      return options.onSuccess?.(...args);
    },
    onError: (...args) => {
      if (args[0] instanceof ApiError) key.current = null;
      return options.onError?.(...args);
    },
  });
  const { reset } = mutation;
  const begin = useCallback(() => {
    key.current = null;
    reset();
  }, [reset]);
  return { ...mutation, begin };
}
