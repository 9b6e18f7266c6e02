/**
 * A strategy's state as JSON for the `smart_plans.state` column: bigints (prices, averages) are
 * tagged `{"$n":"…"}` and come back exactly; nothing else in a strategy's state needs a tag
 * (numbers, strings, booleans, null, arrays and plain objects). Walked directly rather than
 * through a JSON round trip: the plan engine codes every running plan's state on every candle.
 */
export function encodePlanState(state: unknown): unknown {
  if (typeof state === 'bigint') return { $n: state.toString() };
  if (Array.isArray(state)) return state.map(encodePlanState);
  if (state !== null && typeof state === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(state)) {
      if (value !== undefined) out[key] = encodePlanState(value);
    }
    return out;
  }
  return state;
}

export function decodePlanState(json: unknown): unknown {
  if (Array.isArray(json)) return json.map(decodePlanState);
  if (json !== null && typeof json === 'object') {
    const tagged = (json as { $n?: unknown }).$n;
    if (typeof tagged === 'string' && Object.keys(json).length === 1) return BigInt(tagged);
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(json)) out[key] = decodePlanState(value);
    return out;
  }
  return json;
}
