import { useSyncExternalStore } from 'react';

/**
 * The staff session of the back office: the `stf_…` token in sessionStorage under its own key
 * (never the user's `meridian.token`; closing the tab ends it). `expired` says the last token
 * was refused (a 401 from /swx/admin), so the sign-in page can say why it is shown again.
 */

export const STAFF_TOKEN_KEY = 'meridian.staffToken';

export interface StaffSessionSnapshot {
  readonly token: string | null;
  readonly expired: boolean;
}

let memoryToken: string | null = null;
let expired = false;
let snapshot: StaffSessionSnapshot = { token: null, expired: false };
const listeners = new Set<() => void>();

function readToken(): string | null {
  try {
    return window.sessionStorage.getItem(STAFF_TOKEN_KEY);
  } catch {
    return memoryToken;
  }
}

function writeToken(token: string | null) {
  memoryToken = token;
  try {
    if (token === null) window.sessionStorage.removeItem(STAFF_TOKEN_KEY);
    else window.sessionStorage.setItem(STAFF_TOKEN_KEY, token);
  } catch {
    // memory keeps it for this page
  }
}

function current(): StaffSessionSnapshot {
  const token = readToken();
  if (snapshot.token !== token || snapshot.expired !== expired) snapshot = { token, expired };
  return snapshot;
}

function publish() {
  current();
  for (const listener of [...listeners]) listener();
}

export const staffSession = {
  token: (): string | null => readToken(),
  getSnapshot: current,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** After step 2 of the sign-in. */
  signIn(token: string) {
    expired = false;
    writeToken(token);
    publish();
  },
  /** Sign-out: the token goes, nothing else. */
  signOut() {
    expired = false;
    writeToken(null);
    publish();
  },
  /** The server refused the token (401): back to the staff sign-in, saying why. */
  expire() {
    if (readToken() === null) return;
    expired = true;
    writeToken(null);
    publish();
  },
};

export function useStaffSession(): StaffSessionSnapshot {
  return useSyncExternalStore(staffSession.subscribe, current, current);
}
