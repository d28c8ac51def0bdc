import { describe, expect, it } from 'vitest';
import { Admission, WorkCancelled, WorkRefused } from './admission.js';

describe('Admission', () => {
  it('lets in as many as it has slots, lines up the next ones, and refuses past the line', async () => {
    const admission = new Admission(2, 1);
    const first = await admission.enter();
    await admission.enter();
    let thirdIn = false;
    const third = admission.enter().then((release) => {
      thirdIn = true;
      return release;
    });
    await expect(admission.enter()).rejects.toBeInstanceOf(WorkRefused);
    expect([admission.busy, admission.waiting, thirdIn]).toEqual([2, 1, false]);
    first();
    await third;
    expect([admission.busy, admission.waiting, thirdIn]).toEqual([2, 0, true]);
  });

  it('gives a slot back once, however often it is released', async () => {
    const admission = new Admission(1, 5);
    const release = await admission.enter();
    release();
    release();
    expect(admission.busy).toBe(0);
    await admission.enter();
    expect(admission.busy).toBe(1);
  });

  it('drops a waiter whose client has gone without ever letting it in, and lets the next one in', async () => {
    const admission = new Admission(1, 5);
    const release = await admission.enter();
    const gone = new AbortController();
    const leaving = admission.enter(gone.signal);
    let nextIn = false;
    const next = admission.enter().then(() => (nextIn = true));
    gone.abort();
    await expect(leaving).rejects.toBeInstanceOf(WorkCancelled);
    expect(admission.waiting).toBe(1);
    release();
    await next;
    expect([nextIn, admission.busy, admission.waiting]).toEqual([true, 1, 0]);
  });

  it('refuses a caller whose client has already gone', async () => {
    const gone = new AbortController();
    gone.abort();
    await expect(new Admission(1, 1).enter(gone.signal)).rejects.toBeInstanceOf(WorkCancelled);
  });
});
