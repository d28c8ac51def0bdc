import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.js';
import { WorkCancelled } from './admission.js';
import { WorkLine } from './work-line.js';

/** Work that ends when the test says so. */
function heldWork() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => done.then(() => 'done'), finish };
}

const refusal = (run: Promise<unknown>) =>
  run.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('WorkLine', () => {
  it('runs as many as it has slots, lines up the next, and answers 503 with Retry-After past the line', async () => {
    const line = new WorkLine(1, 1);
    const first = heldWork();
    const running = line.run(first.work);
    const waiting = line.run(async () => 'second');
    const error = await refusal(line.run(async () => 'third'));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).statusCode).toBe(503);
    expect(Number((error as ApiError).headers?.['retry-after'])).toBeGreaterThanOrEqual(1);
    expect([line.running, line.waiting]).toEqual([1, 1]);
    first.finish();
    expect(await running).toBe('done');
    expect(await waiting).toBe('second');
    expect(line.ended).toEqual({ done: 2, failed: 0, cancelled: 0, refused: 1 });
  });

  it('refuses a caller who would wait longer than maxWaitMs at the line’s pace, however short the line', async () => {
    // Each piece took about 1 s; one waits already, so the next would wait about 2 s for the one slot.
    const line = new WorkLine(1, 100, { initialPaceMs: 1000, maxWaitMs: 1500 });
    const first = heldWork();
    const running = line.run(first.work);
    const waiting = line.run(async () => 'second');
    const error = await refusal(line.run(async () => 'third'));
    expect((error as ApiError).statusCode).toBe(503);
    expect((error as ApiError).headers?.['retry-after']).toBe('2');
    first.finish();
    await Promise.all([running, waiting]);
  });

  it('sends a waiter away with the same 503 once it has waited maxWaitMs, however fast the pace promised', async () => {
    // The pace says 10 ms a piece, but the piece running now holds its slot far longer.
    const line = new WorkLine(1, 100, { initialPaceMs: 10, maxWaitMs: 80 });
    const first = heldWork();
    const running = line.run(first.work);
    const started = performance.now();
    const error = await refusal(line.run(async () => 'second'));
    expect((error as ApiError).statusCode).toBe(503);
    expect(performance.now() - started).toBeGreaterThanOrEqual(70);
    expect([line.running, line.waiting, line.ended.refused]).toEqual([1, 0, 1]);
    // The slot, once free, goes to the next caller as before.
    first.finish();
    await running;
    expect(await line.run(async () => 'third')).toBe('third');
  });

  it('lets a caller wait when the line moves fast enough', async () => {
    const line = new WorkLine(1, 100, { initialPaceMs: 10, maxWaitMs: 1500 });
    const first = heldWork();
    const running = line.run(first.work);
    const waiters = Array.from({ length: 20 }, (_, index) => line.run(async () => index));
    expect(line.waiting).toBe(20);
    first.finish();
    await running;
    expect(await Promise.all(waiters)).toEqual(Array.from({ length: 20 }, (_, index) => index));
  });

  /** Whether the line, after pieces that took these times, lets five wait behind one running without refusing any. */
  async function letsFiveWaitAfter(pieces: number[]): Promise<boolean> {
    const line = new WorkLine(1, 100, { initialPaceMs: 1, maxWaitMs: 100 });
    for (const ms of pieces) await line.run(() => new Promise((resolve) => setTimeout(resolve, ms)));
    const first = heldWork();
    const running = line.run(first.work);
    const waiters = Array.from({ length: 5 }, (_, index) => line.run(async () => index).catch(() => 'refused'));
    first.finish();
    await running;
    return (await Promise.all(waiters)).every((result) => result !== 'refused');
  }

  it('keeps its pace from a few pieces far slower than the rest: a thread’s first ones, or some among many', async () => {
    // A running mean of either would be over 20 ms: six pieces in line, over 100 ms.
    expect(await letsFiveWaitAfter([150, 150])).toBe(true);
    expect(await letsFiveWaitAfter([...Array<number>(10).fill(0), 150, 150])).toBe(true);
  });

  it('refuses once most pieces have become slow', async () => {
    expect(await letsFiveWaitAfter(Array<number>(16).fill(30))).toBe(false);
  });

  it('drops a waiter whose client has gone, and counts work that failed', async () => {
    const line = new WorkLine(1, 5);
    const first = heldWork();
    const running = line.run(first.work);
    const gone = new AbortController();
    const leaving = line.run(async () => 'never', gone.signal);
    gone.abort();
    await expect(leaving).rejects.toBeInstanceOf(WorkCancelled);
    first.finish();
    await running;
    await expect(line.run(() => Promise.reject(new Error('the database is away')))).rejects.toThrow('the database is away');
    expect(line.ended).toEqual({ done: 1, failed: 1, cancelled: 1, refused: 0 });
    expect([line.running, line.waiting]).toEqual([0, 0]);
  });
});
