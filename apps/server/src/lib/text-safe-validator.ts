import { validatorCompiler } from 'fastify-type-provider-zod';

/**
 * The zod validator compiler, preceded by one check of everything a request carries (body,
 * query string, path parameters, headers — whatever the route has a schema for): no string or
 * object key may hold a NUL character (PostgreSQL text cannot store one: the query fails with a
 * 500) or broken UTF-16 (a lone surrogate, which the driver silently turns into U+FFFD, so what
 * is stored is not what was sent), and nothing may be nested absurdly deep. It runs before the
 * schema, so it also covers values the schema would pass through untouched (`z.unknown()`,
 * records). The refusal has the shape of a zod issue, so the envelope answers 400 naming the
 * field like any other validation error.
 */

/** fastify-type-provider-zod marks its issues with this registered symbol. */
const ZOD_VALIDATION_ISSUE = Symbol.for('ZodFastifySchemaValidationError');

/** No call of the API takes anything deeper than a few levels; 32 is far beyond honest use. */
const MAX_DEPTH = 32;
/** Names in the reply are cut to this length: they may be an attacker's made-up keys. */
const MAX_NAME_LENGTH = 64;

// With the u flag, \p{Cs} matches only a surrogate that is not part of a valid pair.
const LONE_SURROGATE = /\p{Cs}/u;

function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'contains a NUL character';
  if (LONE_SURROGATE.test(text)) return 'is not valid Unicode (a lone surrogate)';
  return null;
}

function printable(name: string): string {
  // eslint-disable-next-line no-control-regex
  return name.replace(/[\u0000-\u001f\u007f]|\p{Cs}/gu, '?').slice(0, MAX_NAME_LENGTH);
}

export interface BrokenInput {
  /** Path segments from the root of the checked value. */
  path: string[];
  problem: string;
}

/** The first string, key or nesting in `data` that must not reach the database, if any. */
export function findBrokenInput(data: unknown): BrokenInput | null {
  // Iterative: a 1 MB body can nest hundreds of thousands of levels deep.
  const stack: Array<{ value: unknown; path: string[] }> = [{ value: data, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return { path, problem };
      continue;
    }
    // Raw bodies (an upload's bytes) are not text: only parsed JSON and parameters are walked.
    if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) continue;
    if (path.length >= MAX_DEPTH) return { path, problem: `is nested deeper than ${MAX_DEPTH}` };
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i -= 1)
        stack.push({ value: value[i], path: [...path, String(i)] });
      continue;
    }
    const keys = Object.keys(value);
    for (let i = keys.length - 1; i >= 0; i -= 1) {
      const key = keys[i]!;
      const keyProblem = textProblem(key);
      if (keyProblem) return { path: [...path, printable(key)], problem: `(a key) ${keyProblem}` };
      stack.push({ value: (value as Record<string, unknown>)[key], path: [...path, key] });
    }
  }
  return null;
}

export const textSafeValidatorCompiler: typeof validatorCompiler = (route) => {
  const validate = validatorCompiler(route);
  return (data) => {
    const broken = findBrokenInput(data);
    if (!broken) return validate(data);
    const instancePath = `/${broken.path.map(printable).join('/')}`;
    return {
      error: [
        {
          [ZOD_VALIDATION_ISSUE]: true,
          keyword: 'invalid_format',
          instancePath,
          schemaPath: `#${instancePath}/invalid_format`,
          message: broken.problem,
          params: {},
        },
      ],
    } as unknown as ReturnType<ReturnType<typeof validatorCompiler>>;
  };
};
