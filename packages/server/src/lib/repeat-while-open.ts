/**
 * Background work that repeats for as long as the app is open (the daily summary's clock, the pruning of unconfirmed
 * subscriptions, the breaking news alerts): the first pass when the app is ready, each next one `everyMs` after the
 * last has ended, or sooner when woken (work just arrived). The timer never keeps the process alive, and closing the
 * app waits for a pass under way. `pass` handles its own failures.
 */
import type { FastifyInstance } from 'fastify';

export interface Repetition {
  /** Runs a pass now, or right after the one under way; nothing before the app is ready or once it closes. */
  wake(): void;
}

export function repeatWhileOpen(app: FastifyInstance, everyMs: number, pass: () => Promise<void>): Repetition {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let ready = false;
  let closing = false;
  let wokenWhileRunning = false;

  function run(): void {
    running = pass().finally(() => {
      running = undefined;
      if (closing) return;
      if (wokenWhileRunning) {
        wokenWhileRunning = false;
        run();
        return;
      }
      timer = setTimeout(run, everyMs);
      timer.unref();
    });
  }

  app.addHook('onReady', async () => {
    ready = true;
    run();
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(timer);
    await running;
  });
  return {
    wake() {
      if (!ready || closing) return;
      if (running) {
        wokenWhileRunning = true;
        return;
      }
      clearTimeout(timer);
      run();
    },
  };
}
