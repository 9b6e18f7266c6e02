import type { MatcherFunction } from '@testing-library/react';
import { stripIsolation } from '@/lib/format';

/** An element's text as a reader sees it: without the invisible bidi isolation marks. */
export function visibleText(element: Element | null | undefined): string {
  return stripIsolation(element?.textContent ?? '');
}

/**
 * A matcher for `…ByText` (an element's own text) or a role's `name` that holds formatted
 * figures: equal once the isolation marks (FSI…PDI, see lib/format) are removed and white space
 * is collapsed.
 */
export function figure(expected: string | RegExp): MatcherFunction {
  return (content) => {
    const text = stripIsolation(content).replace(/\s+/g, ' ').trim();
    return typeof expected === 'string' ? text === expected : expected.test(text);
  };
}
