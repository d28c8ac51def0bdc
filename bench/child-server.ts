/** Runs a server as a child process on a free loopback port: started, awaited until it answers, stopped. */
import { spawn } from 'node:child_process';
import { SERVER_ENV } from './server-command.js';
import net from 'node:net';

export interface ChildServer {
  pid: number;
  url: string;
  /** How the process ended, once it has; undefined while it runs. */
  exited(): string | undefined;
  /** The last lines it wrote, to explain a failure. */
  output(): string;
  stop(): Promise<void>;
}

export interface ChildServerOptions {
  name: string;
  /** Arguments to node (this process's own binary, so the child's pid is the server itself, not a wrapper). */
  args: string[];
  env: Record<string, string>;
  cwd: string;
  /** Answers 200 once the server is ready. */
  readyPath: string;
  readyTimeoutMs?: number;
}

const OUTPUT_KEPT = 8_000;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function startChildServer(options: ChildServerOptions): Promise<ChildServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd,
    // Every child runs with the allocator settings `npm run serve` gives the server, the bare servers too (same terms).
    env: { ...process.env, ...SERVER_ENV, ...options.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exitedAs: string | undefined;
  const exit = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exitedAs = signal ? `killed by ${signal}` : `exited with code ${code}`;
      resolve();
    });
    // Not started at all (a missing binary or working directory): no 'exit' follows.
    child.once('error', (error) => {
      exitedAs ??= `could not run: ${error.message}`;
      resolve();
    });
  });

  const server: ChildServer = {
    pid: child.pid!,
    url,
    exited: () => exitedAs,
    output: () => output,
    async stop() {
      if (exitedAs) return;
      child.kill('SIGTERM');
      const killed = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exit;
      clearTimeout(killed);
    },
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  for (;;) {
    if (exitedAs) throw new Error(`${options.name} ${exitedAs} before it was ready:\n${output}`);
    try {
      if ((await fetch(url + options.readyPath)).ok) return server;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`${options.name} did not answer ${options.readyPath} within ${options.readyTimeoutMs ?? 60_000} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
