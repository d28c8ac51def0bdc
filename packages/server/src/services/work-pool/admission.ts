/**
 * Who may start heavy work now: a fixed number of slots and a bounded line of waiters. Past the line a caller is
 * refused at once, so a burst costs the readers behind it a quick 503 instead of a latency that grows for everyone;
 * a waiter whose client has gone leaves the line without ever running.
 */

/** The line is full: the caller should come back later. */
export class WorkRefused extends Error {
  constructor() {
    super('the work queue is full');
    this.name = 'WorkRefused';
  }
}

/** The client that asked for the work has gone: the work was dropped or stopped. */
export class WorkCancelled extends Error {
  constructor() {
    super('the client that asked for this work has gone');
    this.name = 'WorkCancelled';
  }
}

interface Waiter {
  start: () => void;
  cancel: () => void;
}

export class Admission {
  private running = 0;
  private readonly line: Waiter[] = [];

  constructor(
    /** How many may work at once. */
    readonly slots: number,
    /** How many may wait for a slot; the next one is refused. */
    readonly maxWaiting: number,
  ) {}

  get waiting(): number {
    return this.line.length;
  }

  get busy(): number {
    return this.running;
  }

  /**
   * Resolves once the caller holds a slot, which it gives back with the function it gets. Rejects with WorkRefused
   * when the line is full or the caller has waited `maxWaitMs` without a slot, and with WorkCancelled when `signal`
   * aborts while it waits.
   */
  enter(signal?: AbortSignal, maxWaitMs = Number.POSITIVE_INFINITY): Promise<() => void> {
    if (signal?.aborted) return Promise.reject(new WorkCancelled());
    if (this.running < this.slots) return Promise.resolve(this.take());
    if (this.line.length >= this.maxWaiting) return Promise.reject(new WorkRefused());
    return new Promise((resolve, reject) => {
      const leave = (error: Error) => {
        clearTimeout(deadline);
        signal?.removeEventListener('abort', onAbort);
        const at = this.line.indexOf(waiter);
        if (at !== -1) this.line.splice(at, 1);
        reject(error);
      };
      const onAbort = () => waiter.cancel();
      const waiter: Waiter = {
        start: () => {
          clearTimeout(deadline);
          signal?.removeEventListener('abort', onAbort);
          resolve(this.take());
        },
        cancel: () => leave(new WorkCancelled()),
      };
      const deadline = Number.isFinite(maxWaitMs) ? setTimeout(() => leave(new WorkRefused()), maxWaitMs) : undefined;
      signal?.addEventListener('abort', onAbort, { once: true });
      this.line.push(waiter);
    });
  }

  private take(): () => void {
    this.running += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running -= 1;
      this.line.shift()?.start();
    };
  }
}
