import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence whose interpolated figures are each a `<bdi>`: in Arabic "0.01 لوت · 2×"
 * the sentence follows the page's direction while every number keeps its own order. `translate`
 * is called with markers in place of the values, so each language's word order is kept.
 */
export function withIsolatedValues<K extends string>(
  translate: (values: Record<K, string>) => string,
  values: Record<K, string | number>,
): ReactNode {
  const names = Object.keys(values) as K[];
  const markers = Object.fromEntries(names.map((name, i) => [name, `\u0000${i}\u0000`])) as Record<
    K,
    string
  >;
  const parts = translate(markers).split('\u0000');
  return parts.map((part, index) => {
    if (index % 2 === 0) return <Fragment key={index}>{part}</Fragment>;
    const name = names[Number(part)];
    return <bdi key={index}>{name === undefined ? part : String(values[name])}</bdi>;
  });
}
