import { useDirection } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { UserInfoResult } from './shell-types';
import { api } from '@/lib/api-client';
import { directionOf } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';
import { pickUser } from '@/lib/session';
import { settingsStore, useAccountMode, useLanguage, useLoggedIn } from '@/lib/settings-store';

function useOnChange<T>(value: T, effect: (value: T) => void) {
  const previous = useRef(value);
  useEffect(() => {
    if (Object.is(previous.current, value)) return;
    previous.current = value;
    effect(value);
  });
}

/**
 * What follows the stored settings (SPEC §4): the language sets Mantine's direction and reloads
 * the content lists; the account mode reloads everything book-dependent; on start a logged-in
 * user's info is refreshed (a stale token then ends in the 401 path).
 */
export function SettingsEffects() {
  const language = useLanguage();
  const mode = useAccountMode();
  const loggedIn = useLoggedIn();
  const queryClient = useQueryClient();
  const { setDirection, dir } = useDirection();

  const wanted = directionOf(language);
  useEffect(() => {
    if (dir !== wanted) setDirection(wanted);
  }, [dir, wanted, setDirection]);

  useOnChange(language, () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.content.all });
  });
  useOnChange(mode, () => {
    void queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[0] !== 'content' && query.queryKey[0] !== 'param',
    });
  });

  const info = useQuery({
    queryKey: queryKeys.user.info,
    queryFn: ({ signal }) =>
      api.post<UserInfoResult>('/swx/customer/user/getUserInfo', undefined, { signal }),
    enabled: loggedIn,
    staleTime: 60_000,
    retry: false,
  });
  useEffect(() => {
    if (info.data && settingsStore.getSnapshot().loggedIn)
      settingsStore.setUser(pickUser(info.data));
  }, [info.data]);

  return null;
}
