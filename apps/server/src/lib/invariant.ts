/**
 * A broken invariant (docs/ARCHITECTURE.md names them: L… ledger, T… triggers, S… spot, M… money
 * in and out). Engines check theirs at run time and throw this before anything is committed, so
 * the work is refused and rebuilt from the database instead of being written wrong.
 */
export class InvariantViolation extends Error {
  constructor(
    readonly invariant: string,
    detail: string,
  ) {
    super(`invariant ${invariant} violated: ${detail}`);
    this.name = 'InvariantViolation';
  }
}

export function assertInvariant(condition: boolean, invariant: string, detail: () => string) {
  if (!condition) throw new InvariantViolation(invariant, detail());
}
