/**
 * The FFmpeg and FFprobe this server runs: static builds shipped as npm packages, so `npm install` is the only set-up
 * step, and every child runs from an argument list (never a shell) at the lowest CPU priority.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import os from 'node:os';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import ffprobeInstaller from '@ffprobe-installer/ffprobe';

export const ffmpegPath: string = ffmpegInstaller.path;
export const ffprobePath: string = ffprobeInstaller.path;

/** Starts a child at the lowest priority (nice 19): readers' requests go first whenever both want the cores. */
export function spawnLowPriority(command: string, args: readonly string[]): ChildProcessWithoutNullStreams {
  const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
  if (child.pid !== undefined) {
    try {
      os.setPriority(child.pid, 19);
    } catch {
      // The child may already have ended (a tiny input); nothing to lower then.
    }
  }
  return child;
}

export interface RunResult {
  code: number | null;
  stdout: string;
  /** The last few KB of stderr: FFmpeg's reason when it fails, for the logs. */
  stderrTail: string;
}

const STDERR_TAIL_BYTES = 4096;

/** Runs a child to its end; `onStdout` sees each chunk as it comes (FFmpeg's progress). Killed when `signal` aborts. */
export function run(
  command: string,
  args: readonly string[],
  options: { signal?: AbortSignal; onStdout?: (chunk: string) => void } = {},
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    // An abort before the start has no event left to fire: without this the child would run to its end.
    if (options.signal?.aborted) {
      reject(options.signal.reason);
      return;
    }
    const child = spawnLowPriority(command, args);
    let stdout = '';
    let stderrTail = '';
    child.stdin.end();
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (options.onStdout) options.onStdout(chunk);
      else stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderrTail = (stderrTail + chunk).slice(-STDERR_TAIL_BYTES);
    });
    const abort = () => child.kill('SIGKILL');
    options.signal?.addEventListener('abort', abort, { once: true });
    child.on('error', (error) => {
      options.signal?.removeEventListener('abort', abort);
      reject(error);
    });
    child.on('close', (code) => {
      options.signal?.removeEventListener('abort', abort);
      if (options.signal?.aborted) reject(options.signal.reason);
      else resolve({ code, stdout, stderrTail });
    });
  });
}
