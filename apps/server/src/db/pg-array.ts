/**
 * A PostgreSQL array literal (NULL for null), passed as one parameter: batch writers send
 * columns of thousands of rows as a handful of parameters (`unnest(${pgArray(ids)}::bigint[])`).
 */
export function pgArray(values: readonly (string | number | bigint | null)[]): string {
  const items = values.map((v) =>
    v === null ? 'NULL' : `"${String(v).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`,
  );
  return `{${items.join(',')}}`;
}
