/**
 * A strategy's state as JSON for the `smart_plans.state` column: bigints (prices, averages) are
 * tagged `{"$n":"…"}` and come back exactly; nothing else in a strategy's state needs a tag
 * (numbers, strings, booleans, null, arrays and plain objects).
 */
export function encodePlanState(state: unknown): unknown {
  return JSON.parse(
    JSON.stringify(state, (_key, value: unknown) =>
      typeof value === 'bigint' ? { $n: value.toString() } : value,
    ),
  );
}

export function decodePlanState(json: unknown): unknown {
  return JSON.parse(JSON.stringify(json), (_key, value: unknown) =>
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.keys(value).length === 1 &&
    typeof (value as { $n?: unknown }).$n === 'string'
      ? BigInt((value as { $n: string }).$n)
      : value,
  );
}
