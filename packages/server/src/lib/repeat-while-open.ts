/**
 * Background work that repeats for as long as the app is open (the daily summary's clock, the pruning of unconfirmed
 * subscriptions): the first pass when the app is ready, each next one `everyMs` after the last has ended. The timer
 * never keeps the process alive, and closing the app waits for a pass under way. `pass` handles its own failures.
 */
import type { FastifyInstance } from 'fastify';

export function repeatWhileOpen(app: FastifyInstance, everyMs: number, pass: () => Promise<void>): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closing = false;

  function run(): void {
    running = pass().finally(() => {
      running = undefined;
      if (closing) return;
      timer = setTimeout(run, everyMs);
      timer.unref();
    });
  }

  app.addHook('onReady', async () => run());
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(timer);
    await running;
  });
}
