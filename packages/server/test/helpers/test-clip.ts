/**
 * FFmpeg's arguments for a test clip: its test pattern (grainy if told) with a 440 Hz tone unless silent, H.264 in
 * MP4. The server's tests, the browser journey and the benches each run the bundled FFmpeg their own way (its
 * low-priority runner, a plain child process) on these arguments.
 */
export interface TestClip {
  /** `WIDTHxHEIGHT`. */
  size: string;
  seconds: number;
  fps: number;
  audio?: boolean;
  /** FFmpeg's `noise` strength (0-100): camera-like grain, which compresses far worse than the clean pattern. */
  grain?: number;
  /** The encoder's settings; the fastest by default. */
  encoder?: string[];
}

export function testClipArgs(file: string, { size, seconds, fps, audio = true, grain = 0, encoder = ['-preset', 'ultrafast'] }: TestClip): string[] {
  const args = ['-v', 'error', '-f', 'lavfi', '-i', `testsrc2=s=${size}:r=${fps}:d=${seconds}`];
  if (audio) args.push('-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`, '-c:a', 'aac');
  if (grain > 0) args.push('-vf', `noise=alls=${grain}:allf=t`);
  args.push('-c:v', 'libx264', ...encoder, '-pix_fmt', 'yuv420p', '-shortest', file);
  return args;
}
