import { describe, expect, it } from 'vitest';
import { WorkCancelled } from '../work-pool/admission.js';
import { SharedLoad } from './shared-load.js';

/** A load that ends when told, and tells whether its signal aborted. */
function controllableLoad() {
  let finish!: (value: string) => void;
  let signal!: AbortSignal;
  const load = new SharedLoad<string>((given) => {
    signal = given;
    return new Promise((resolve) => (finish = resolve));
  });
  return { load, finish: (value: string) => finish(value), aborted: () => signal.aborted };
}

describe('SharedLoad', () => {
  it('goes on for the callers still waiting when one leaves, and answers them', async () => {
    const { load, finish, aborted } = controllableLoad();
    const leaving = new AbortController();
    const staying = new AbortController();
    const left = load.join(leaving.signal);
    const stayed = load.join(staying.signal);
    leaving.abort();
    await expect(left).rejects.toBeInstanceOf(WorkCancelled);
    expect(aborted()).toBe(false);
    finish('page');
    expect(await stayed).toBe('page');
  });

  it('stops the load once every caller has gone', async () => {
    const { load, aborted } = controllableLoad();
    const callers = [new AbortController(), new AbortController()];
    const waits = callers.map((caller) => load.join(caller.signal));
    callers[0]!.abort();
    expect(aborted()).toBe(false);
    callers[1]!.abort();
    expect(aborted()).toBe(true);
    for (const wait of waits) await expect(wait).rejects.toBeInstanceOf(WorkCancelled);
  });

  it('is never stopped while a caller that cannot leave waits', async () => {
    const { load, finish, aborted } = controllableLoad();
    const leaving = new AbortController();
    const forGood = load.join();
    void load.join(leaving.signal).catch(() => {});
    leaving.abort();
    expect(aborted()).toBe(false);
    finish('page');
    expect(await forGood).toBe('page');
  });
});
