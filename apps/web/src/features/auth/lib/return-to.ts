import { safeReturnPath } from '../hooks/useFinishSignIn';

/**
 * Google sign-in leaves the app and comes back on /api/loginCallback/google: the page to return
 * to waits in sessionStorage meanwhile (this tab only; read once).
 */
const KEY = 'meridian.auth.returnTo';

export function rememberReturnPath(path: string | undefined): void {
  try {
    if (path) sessionStorage.setItem(KEY, path);
    else sessionStorage.removeItem(KEY);
  } catch {
    // storage disabled: the callback goes home
  }
}

export function takeReturnPath(): string | undefined {
  try {
    const value = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return safeReturnPath(value);
  } catch {
    return undefined;
  }
}
