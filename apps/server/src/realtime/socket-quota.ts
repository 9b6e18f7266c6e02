/**
 * Open WebSockets of this process, per client address and in total. Public sockets cost memory
 * and a share of every broadcast, so one address cannot hold thousands of them and the process
 * refuses new ones beyond its total before it runs out of memory. Counted per process: behind a
 * load balancer each process enforces the caps on the sockets it holds.
 */
export interface SocketCaps {
  perAddress: number;
  total: number;
}

export class SocketQuota {
  private readonly byAddress = new Map<string, number>();
  private total = 0;

  /** Takes a slot and returns the function that gives it back, or undefined when over a cap. */
  tryTake(address: string, caps: SocketCaps): (() => void) | undefined {
    const mine = this.byAddress.get(address) ?? 0;
    if (mine >= caps.perAddress || this.total >= caps.total) return undefined;
    this.byAddress.set(address, mine + 1);
    this.total += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      const left = (this.byAddress.get(address) ?? 1) - 1;
      if (left <= 0) this.byAddress.delete(address);
      else this.byAddress.set(address, left);
    };
  }

  get open(): number {
    return this.total;
  }
}
