/**
 * One load that several callers wait for, stopped only when every one of them has gone: a reader who leaves does
 * not cancel the answer another reader of the same page still waits for.
 */
import { WorkCancelled } from '../work-pool/admission.js';

export class SharedLoad<T> {
  readonly result: Promise<T>;
  private readonly controller = new AbortController();
  private interested = 0;

  constructor(load: (signal: AbortSignal) => Promise<T>) {
    let result: Promise<T>;
    try {
      result = load(this.controller.signal);
    } catch (error) {
      result = Promise.reject(error as Error);
    }
    this.result = result;
    // A caller that went away still leaves the load's outcome to someone: never an unhandled rejection.
    this.result.catch(() => {});
  }

  /** The load's result for one caller; when `signal` aborts, this caller stops waiting (and the load, if it was the last). */
  join(signal?: AbortSignal): Promise<T> {
    if (!signal) {
      // A caller that cannot leave keeps the load wanted for good.
      this.interested = Number.POSITIVE_INFINITY;
      return this.result;
    }
    if (signal.aborted) return Promise.reject(new WorkCancelled());
    this.interested += 1;
    return new Promise<T>((resolve, reject) => {
      const leave = () => {
        this.interested -= 1;
        if (this.interested === 0) this.controller.abort();
        reject(new WorkCancelled());
      };
      signal.addEventListener('abort', leave, { once: true });
      this.result.then(
        (value) => {
          signal.removeEventListener('abort', leave);
          resolve(value);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', leave);
          reject(error);
        },
      );
    });
  }
}
