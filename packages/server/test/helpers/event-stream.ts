/** Reads a live server-sent-events stream in the tests (the notification stream). */
import http, { type IncomingMessage } from 'node:http';

interface StreamEvent {
  event: string;
  data: string;
}

/**
 * A server-sent-events reader: `next()` waits for the next event, failing after `timeoutMs`. It uses node:http
 * with its own socket rather than fetch, because Node's fetch opens a spare connection after a cancelled body,
 * and that idle socket would hold up the server's close for a minute.
 */
export async function openStream(url: string, headers: Record<string, string> = {}) {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    http.get(url, { headers, agent: false }, resolve).on('error', reject);
  });
  response.setEncoding('utf8');
  let buffer = '';
  let ended = false;
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };

  response.on('data', (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const lines = buffer.slice(0, end).split('\n');
      buffer = buffer.slice(end + 2);
      const event = lines.find((line) => line.startsWith('event: '))?.slice('event: '.length);
      const data = lines.filter((line) => line.startsWith('data: ')).map((line) => line.slice('data: '.length));
      if (event) events.push({ event, data: data.join('\n') });
    }
    wake();
  });
  response.on('end', () => {
    ended = true;
    wake();
  });
  response.on('error', () => undefined);

  /** Resolves once `ready()` holds, or with false after `timeoutMs`. */
  function until(ready: () => boolean, timeoutMs: number): Promise<boolean> {
    if (ready()) return Promise.resolve(true);
    return new Promise((resolve) => {
      const finish = (value: boolean) => {
        clearTimeout(timer);
        waiters.delete(check);
        resolve(value);
      };
      const check = () => {
        if (ready()) finish(true);
      };
      const timer = setTimeout(() => finish(false), timeoutMs);
      waiters.add(check);
    });
  }

  async function next(timeoutMs = 2000): Promise<StreamEvent> {
    if (!(await until(() => events.length > 0 || ended, timeoutMs))) throw new Error('no event arrived in time');
    if (events.length === 0) throw new Error('the stream ended');
    return events.shift()!;
  }

  return {
    status: response.statusCode,
    headers: response.headers,
    next,
    /** Whether the server ends the stream within `timeoutMs`. */
    ended: (timeoutMs = 2000) => until(() => ended, timeoutMs),
    close: () => response.destroy(),
  };
}
