import { useSyncExternalStore } from 'react';

/**
 * Short confirmations ("Switched to the real account"): `showToast(text)` anywhere, one
 * <Toaster /> in the app shows them in a polite live region and lets them go after a while.
 */
export type ToastTone = 'info' | 'success' | 'error';
export interface Toast {
  readonly id: number;
  readonly message: string;
  readonly tone: ToastTone;
}

export const TOAST_DURATION_MS = 4_000;
const MAX_TOASTS = 3;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]) {
  toasts = next;
  for (const listener of [...listeners]) listener();
}

export function dismissToast(id: number): void {
  if (toasts.some((toast) => toast.id === id)) publish(toasts.filter((toast) => toast.id !== id));
}

export function showToast(message: string, tone: ToastTone = 'info'): number {
  const id = nextId++;
  publish([...toasts, { id, message, tone }].slice(-MAX_TOASTS));
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
  return id;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribe, () => toasts);
}
