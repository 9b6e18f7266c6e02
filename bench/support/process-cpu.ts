import { readdirSync, readFileSync } from 'node:fs';

/** CPU seconds used so far by a process (Linux /proc; 100 ticks a second); 0 once it is gone. */
export function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** The PostgreSQL server's processes on this machine (postmaster and backends). */
export function postgresPids(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim().startsWith('postgres');
      } catch {
        return false;
      }
    });
}

/** CPU seconds of each process by pid. */
export const cpuByPid = (pids: number[]) => new Map(pids.map((pid) => [pid, cpuSeconds(pid)]));

/**
 * CPU used between two readings by the processes present in both: a summed reading drops what a
 * backend that exited had used, and can go backwards.
 */
export const cpuBetween = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce(
    (sum, [pid, seconds]) => sum + (before.has(pid) ? seconds - before.get(pid)! : 0),
    0,
  );
