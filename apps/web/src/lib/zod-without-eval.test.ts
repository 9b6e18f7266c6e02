import { describe, expect, it, vi } from 'vitest';

describe('zod-without-eval', () => {
  it("turns on Zod's jitless mode, so parsing an object never evaluates code", async () => {
    await import('./zod-without-eval');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);

    const evaluate = vi.spyOn(globalThis, 'Function');
    try {
      const schema = z.object({ username: z.string(), amount: z.string() });
      expect(schema.parse({ username: 'a', amount: '1.5' })).toEqual({
        username: 'a',
        amount: '1.5',
      });
      expect(evaluate).not.toHaveBeenCalled();
    } finally {
      evaluate.mockRestore();
    }
  });
});
