import { createContext, use } from 'react';

/**
 * Desktop or mobile shell (SPEC §9): desktop unless the user agent is an Android, iPhone, iPad
 * or iPod browser. Decided once per page load; both shells are responsive at any width.
 */
export type Layout = 'desktop' | 'mobile';

export const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod/i;

export function detectLayout(userAgent?: string): Layout {
  const agent = userAgent ?? (typeof navigator === 'undefined' ? '' : navigator.userAgent);
  return MOBILE_USER_AGENT.test(agent) ? 'mobile' : 'desktop';
}

export const LayoutContext = createContext<Layout>('desktop');

/** The shell this page runs in (features use it to choose desktop or mobile content). */
export function useLayout(): Layout {
  return use(LayoutContext);
}
