/**
 * Which answers are worth keeping in memory: those asked for again lately. A crawler, or readers of the archive's long
 * tail, ask for each old story or deep page once; keeping each of those answers cost the event loop its copy into the
 * cache, pushed out answers that are asked for again, and grew the heap the collector walks. Issue 23, a random story
 * by id at 100,000 stories and 50 connections: 5,000-5,460 req/s with p99 26-27 ms when every answer was kept,
 * 6,150-6,460 req/s with p99 18 ms from the second asking; peak RSS 196 MB, then 153 MB.
 *
 * This is TinyLFU's doorkeeper (Einziger, Friedman and Manes): a fixed table of the hashes of recent keys. Two keys
 * sharing a slot make each other forget they were seen, which costs one more make, never a wrong answer.
 */
export class Doorkeeper {
  private readonly seen: Uint32Array;

  /** `slots`: a power of two; 65,536 slots take 256 kB. */
  constructor(slots = 1 << 16) {
    if (!Number.isInteger(Math.log2(slots))) throw new Error('a doorkeeper’s slots must be a power of two');
    this.seen = new Uint32Array(slots);
  }

  /** Whether the key was asked for lately (since its slot last changed hands); notes that it was, either way. */
  admits(key: string): boolean {
    const hash = fnv1a(key) || 1;
    const slot = hash & (this.seen.length - 1);
    if (this.seen[slot] === hash) return true;
    this.seen[slot] = hash;
    return false;
  }
}

/** 32-bit FNV-1a of the key's UTF-16 code units: cheap, and spread well enough for a table's slots. */
function fnv1a(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index++) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
