import { it } from 'vitest';

/**
 * Tests that are steps of one story (a user's session, then staff's review, …): once a step
 * fails, the later ones are skipped with the failed step's name instead of failing on its
 * consequences. Call it inside the `describe`.
 */
export function storySteps() {
  let failed: string | undefined;
  return function step(name: string, body: () => Promise<void>, timeout?: number) {
    it(
      name,
      async (context) => {
        if (failed) context.skip(`an earlier step failed: ${failed}`);
        try {
          await body();
        } catch (error) {
          failed = name;
          throw error;
        }
      },
      timeout,
    );
  };
}
