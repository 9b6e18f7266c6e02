import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { endpoints } from '@meridian/contract';
import { marketKeys } from './markets';
import { callEndpoint } from '@/lib/endpoint-client';
import { useLoggedIn } from '@/lib/settings-store';
import { showToast } from '@/lib/toast';

/**
 * The watchlist: on the server for a logged-in user (listWatchlist / toggleWatchlist), in this
 * browser's localStorage for a visitor. Toggling is optimistic; a failed server call puts the
 * star back and says so.
 */

interface WatchlistResult {
  codes: string[];
}

export const LOCAL_WATCHLIST_KEY = 'meridian.watchlist';

const EMPTY: readonly string[] = [];
const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cached: readonly string[] = EMPTY;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(LOCAL_WATCHLIST_KEY);
  } catch {
    return cachedRaw;
  }
}

function parse(raw: string | null): readonly string[] {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((code) => typeof code === 'string') : EMPTY;
  } catch {
    return EMPTY;
  }
}

/** The visitor's watchlist in this browser. */
export const localWatchlist = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Re-read on every call (cheap): another tab or a cleared storage is seen at once. */
  getSnapshot(): readonly string[] {
    const raw = readRaw();
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cached = parse(raw);
    }
    return cached;
  },
  toggle(code: string) {
    const next = toggled(localWatchlist.getSnapshot(), code);
    const raw = JSON.stringify(next);
    try {
      window.localStorage.setItem(LOCAL_WATCHLIST_KEY, raw);
    } catch {
      // Storage is disabled: keep it for this page.
    }
    cachedRaw = raw;
    cached = next;
    for (const listener of [...listeners]) listener();
  },
  /** Forgets this browser's list (it was added to the account's). */
  clear() {
    try {
      window.localStorage.removeItem(LOCAL_WATCHLIST_KEY);
    } catch {
      // Storage is disabled: nothing was kept there.
    }
    cachedRaw = null;
    cached = EMPTY;
    for (const listener of [...listeners]) listener();
  },
};

/** One merge at a time, however many lists are on the page. */
let merging: Promise<void> | undefined;

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== LOCAL_WATCHLIST_KEY) return;
    for (const listener of [...listeners]) listener();
  });
}

function toggled(codes: readonly string[], code: string): string[] {
  return codes.includes(code) ? codes.filter((c) => c !== code) : [...codes, code];
}

export interface Watchlist {
  codes: ReadonlySet<string>;
  /** Stable across renders, so memoised rows do not re-render because of it. */
  toggle: (code: string) => void;
}

export function useWatchlist(): Watchlist {
  const loggedIn = useLoggedIn();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const local = useSyncExternalStore(
    localWatchlist.subscribe,
    localWatchlist.getSnapshot,
    () => EMPTY,
  );

  const remote = useQuery({
    queryKey: marketKeys.watchlist,
    queryFn: ({ signal }): Promise<WatchlistResult> =>
      callEndpoint(endpoints.listWatchlist, {}, { signal }),
    enabled: loggedIn,
    staleTime: 60_000,
  });

  const { mutate } = useMutation({
    mutationFn: (code: string): Promise<WatchlistResult> =>
      callEndpoint(endpoints.toggleWatchlist, { body: { code } }),
    onMutate: async (code) => {
      await queryClient.cancelQueries({ queryKey: marketKeys.watchlist });
      const previous = queryClient.getQueryData<WatchlistResult>(marketKeys.watchlist);
      queryClient.setQueryData<WatchlistResult>(marketKeys.watchlist, {
        codes: toggled(previous?.codes ?? [], code),
      });
      return { previous };
    },
    onError: (_error, _code, context) => {
      queryClient.setQueryData(marketKeys.watchlist, context?.previous);
      showToast(t('markets.watchlist.failed'), 'error');
    },
    onSuccess: (result) => {
      queryClient.setQueryData(marketKeys.watchlist, result);
    },
  });

  // Stars a visitor set in this browser join the account's list at sign-in, then the browser
  // forgets them. A failed merge keeps them for the next try.
  useEffect(() => {
    if (!loggedIn || local.length === 0 || merging) return;
    merging = callEndpoint(endpoints.mergeWatchlist, { body: { codes: [...local] } })
      .then(async (result) => {
        // A list fetched before the merge must not overwrite the merged one.
        await queryClient.cancelQueries({ queryKey: marketKeys.watchlist });
        queryClient.setQueryData(marketKeys.watchlist, result);
        localWatchlist.clear();
      })
      .catch(() => undefined)
      .finally(() => {
        merging = undefined;
      });
  }, [loggedIn, local, queryClient]);

  const serverCodes = remote.data?.codes;
  const codes = useMemo(
    () => new Set(loggedIn ? (serverCodes ?? EMPTY) : local),
    [loggedIn, serverCodes, local],
  );
  const toggle = useCallback(
    (code: string) => (loggedIn ? mutate(code) : localWatchlist.toggle(code)),
    [loggedIn, mutate],
  );
  return { codes, toggle };
}
