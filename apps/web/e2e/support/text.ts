/**
 * Text as a reader sees it: without the invisible bidi isolation marks (FSI…PDI) that the web
 * app's lib/format puts around every figure so Arabic pages keep numbers and dates in order.
 */
export function visible(text: string): string {
  return text.replace(/[\u2066-\u2069]/g, '');
}
