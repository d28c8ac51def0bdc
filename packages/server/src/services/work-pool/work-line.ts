/**
 * A bounded line for one kind of work: `slots` pieces at once, at most `maxWaiting` waiting their turn, and no one
 * let in to wait longer than `maxWaitMs` by the line's pace (how long a piece takes: the median of the last ones);
 * past either bound, a 503 whose Retry-After says how long the line ahead takes to clear. So a burst costs the callers past the
 * line a quick 503 instead of a latency that grows for everyone, and only `slots` pieces hold their memory at once.
 * The bound in time matters when the work slows down under load (plugins/heavy-work.ts has the measure). A waiter
 * whose client has gone leaves the line without ever running.
 */
import { errorMessages } from '@newsroom/shared';
import { ApiError } from '../../lib/api-error.js';
import { Admission, WorkCancelled, WorkRefused } from './admission.js';

/**
 * How many of the last pieces the pace is the median of. A median, not a mean: a few pieces far slower than the rest (a
 * thread's first render, a collector's pause) carry a running mean up for a while. On a machine three times slower,
 * the load check on PostgreSQL was refused 9 times at 50 connections while 99% of all answers took less than 4.1 s.
 */
const PACE_SAMPLES = 31;

export class WorkLine {
  private readonly admission: Admission;
  /**
   * How long the last PACE_SAMPLES pieces of work took, oldest first; their median is the line's pace. It starts full of
   * the initial pace, so the first pieces after a start (a thread's first render and search: 578 and 687 ms, then 61
   * and 109) move it no more than any others: as the median of those timed alone, they made the line refuse 31
   * readers with 33 waiting.
   */
  private readonly lastWorkMs: number[];
  private readonly maxWaitMs: number;
  /** Work ended since the start, by how it ended (for /metrics). */
  readonly ended = { done: 0, failed: 0, cancelled: 0, refused: 0 };

  constructor(slots: number, maxWaiting: number, options: { initialPaceMs?: number; maxWaitMs?: number } = {}) {
    this.admission = new Admission(slots, maxWaiting);
    this.lastWorkMs = Array<number>(PACE_SAMPLES).fill(options.initialPaceMs ?? 50);
    this.maxWaitMs = options.maxWaitMs ?? Number.POSITIVE_INFINITY;
  }

  get running(): number {
    return this.admission.busy;
  }

  get waiting(): number {
    return this.admission.waiting;
  }

  /**
   * Does `work` once it holds a slot; a 503 (ApiError with Retry-After) when the line is full; WorkCancelled when
   * `signal` aborts while it waits, or when the work itself ends so (it stopped for a client that has gone).
   */
  async run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    // With nobody waiting a newcomer takes the next free slot, however slow the work: only a line can be too long.
    if (this.admission.waiting > 0 && this.clearingMs(this.admission.waiting + 1) > this.maxWaitMs) {
      this.ended.refused += 1;
      throw this.busy();
    }
    let release: () => void;
    try {
      // The estimate above holds while the pace does; under a saturated event loop (a render waits for its data from
      // it) a wait can outgrow it. The deadline makes the bound hold whatever the pace.
      release = await this.admission.enter(signal, this.maxWaitMs);
    } catch (error) {
      if (error instanceof WorkRefused) {
        this.ended.refused += 1;
        throw this.busy();
      }
      this.ended.cancelled += 1;
      throw error;
    }
    const started = performance.now();
    try {
      const result = await work();
      this.ended.done += 1;
      return result;
    } catch (error) {
      if (signal?.aborted || error instanceof WorkCancelled) this.ended.cancelled += 1;
      else this.ended.failed += 1;
      throw error;
    } finally {
      this.lastWorkMs.shift();
      this.lastWorkMs.push(performance.now() - started);
      release();
    }
  }

  /** How long `pieces` of work take to go through the slots, at the line's pace. */
  private clearingMs(pieces: number): number {
    return (pieces * this.paceMs()) / this.admission.slots;
  }

  /** How long a piece of work takes: the median of the last ones. */
  private paceMs(): number {
    return [...this.lastWorkMs].sort((a, b) => a - b)[Math.floor(PACE_SAMPLES / 2)]!;
  }

  private busy(): ApiError {
    const seconds = Math.max(1, Math.ceil(this.clearingMs(this.admission.waiting + this.admission.busy) / 1000));
    return new ApiError(503, errorMessages.busy, undefined, { 'retry-after': String(seconds) });
  }
}
