/** Samples one process's resident memory from /proc (Linux) while the bench runs: its peak overall and per window. */
import fs from 'node:fs';

const MB = 1024 * 1024;

/** VmRSS and VmHWM (the kernel's own high-water mark) in bytes, or undefined once the process is gone. */
function readStatus(pid: number): { rss: number; hwm: number } | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kilobytes = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
    return { rss: kilobytes('VmRSS'), hwm: kilobytes('VmHWM') };
  } catch {
    return undefined;
  }
}

export class MemorySampler {
  private timer: NodeJS.Timeout;
  private peak = 0;
  private windowPeak = 0;
  private hwm = 0;
  /** Resident memory at the first sample: what the process holds before any load. */
  readonly startMb: number;

  constructor(
    private readonly pid: number,
    intervalMs = 250,
  ) {
    this.sample();
    this.startMb = this.peak / MB;
    this.timer = setInterval(() => this.sample(), intervalMs);
  }

  private sample(): void {
    const status = readStatus(this.pid);
    if (!status) return;
    this.peak = Math.max(this.peak, status.rss);
    this.windowPeak = Math.max(this.windowPeak, status.rss);
    this.hwm = Math.max(this.hwm, status.hwm);
  }

  /** Starts a new window: windowPeakMb then tells the peak since this call. */
  startWindow(): void {
    this.sample();
    this.windowPeak = 0;
  }

  windowPeakMb(): number {
    this.sample();
    return this.windowPeak / MB;
  }

  /**
   * Stops sampling. Call before the process exits: VmHWM, read last, also holds a peak that fell between two samples.
   * Returns the larger of the sampled peak and VmHWM.
   */
  stop(): { sampledPeakMb: number; highWaterMarkMb: number; peakMb: number } {
    this.sample();
    clearInterval(this.timer);
    return { sampledPeakMb: this.peak / MB, highWaterMarkMb: this.hwm / MB, peakMb: Math.max(this.peak, this.hwm) / MB };
  }
}
