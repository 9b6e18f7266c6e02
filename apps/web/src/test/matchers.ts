import { expect } from 'vitest';

/**
 * The three DOM matchers the web tests use (a tiny stand-in for @testing-library/jest-dom, which
 * this repository does not install).
 */
function describeElement(element: unknown): string {
  return element instanceof Element ? element.outerHTML.slice(0, 200) : String(element);
}

expect.extend({
  toBeInTheDocument(received: unknown) {
    const pass = received instanceof Element && received.ownerDocument.contains(received);
    return {
      pass,
      message: () =>
        pass
          ? `expected ${describeElement(received)} not to be in the document`
          : `expected ${describeElement(received)} to be in the document`,
    };
  },
  toHaveAttribute(received: unknown, name: string, value?: string) {
    const element = received as Element;
    const actual = element instanceof Element ? element.getAttribute(name) : null;
    const pass = actual !== null && (value === undefined || actual === value);
    return {
      pass,
      message: () =>
        `expected ${describeElement(received)} ${pass ? 'not ' : ''}to have attribute ${name}${
          value === undefined ? '' : `="${value}"`
        } (it has ${actual === null ? 'none' : `"${actual}"`})`,
    };
  },
  toHaveTextContent(received: unknown, text: string | RegExp) {
    // The text a reader sees: without the invisible bidi isolation marks (FSI…PDI) of lib/format.
    const content =
      received instanceof Element
        ? (received.textContent ?? '').replace(/[\u2066-\u2069]/g, '')
        : '';
    const pass = typeof text === 'string' ? content.includes(text) : text.test(content);
    return {
      pass,
      message: () => `expected text "${content}" ${pass ? 'not ' : ''}to contain ${String(text)}`,
    };
  },
});

declare module 'vitest' {
  interface Matchers<T = any> {
    toBeInTheDocument(): T;
    toHaveAttribute(name: string, value?: string): T;
    toHaveTextContent(text: string | RegExp): T;
  }
}
