/**
 * Which kept answers each tag names, to forget them together. Most tags name one answer (a story's own tag, its view
 * count's), so a lone key is held as it is and a Set made only for a second: a Set per tag cost each kept story
 * about 750 bytes per tag, more than many answers' own bytes (issue 23).
 */
export class TagIndex {
  private readonly keysByTag = new Map<string, string | Set<string>>();

  add(tag: string, key: string): void {
    const keys = this.keysByTag.get(tag);
    if (keys === undefined) this.keysByTag.set(tag, key);
    else if (typeof keys === 'string') {
      if (keys !== key) this.keysByTag.set(tag, new Set([keys, key]));
    } else keys.add(key);
  }

  /** The keys the tag names, no longer indexed under it. */
  take(tag: string): string[] {
    const keys = this.keysByTag.get(tag);
    this.keysByTag.delete(tag);
    if (keys === undefined) return [];
    return typeof keys === 'string' ? [keys] : [...keys];
  }

  remove(tag: string, key: string): void {
    const keys = this.keysByTag.get(tag);
    if (keys === undefined) return;
    if (typeof keys === 'string') {
      if (keys === key) this.keysByTag.delete(tag);
      return;
    }
    keys.delete(key);
    if (keys.size === 0) this.keysByTag.delete(tag);
  }

  clear(): void {
    this.keysByTag.clear();
  }
}
