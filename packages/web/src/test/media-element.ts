/**
 * What jsdom's <video> lacks for the video player's tests: it neither plays nor knows HLS, its track lists are no
 * event targets (media-chrome listens to them), and media-chrome warns of its unreadable shadow styles per control.
 */
import { vi } from 'vitest';

function emptyTrackList() {
  return Object.assign(new EventTarget(), { length: 0, [Symbol.iterator]: [][Symbol.iterator] });
}

/** Call in beforeEach (vi.restoreAllMocks undoes it); a browser with its own HLS answers "maybe". */
export function stubMediaElement({ nativeHls = false }: { nativeHls?: boolean } = {}) {
  for (const list of ['textTracks', 'audioTracks']) {
    const tracks = emptyTrackList();
    Object.defineProperty(HTMLMediaElement.prototype, list, { configurable: true, get: () => tracks });
  }
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) =>
    nativeHls && type === 'application/vnd.apple.mpegurl' ? 'maybe' : '',
  );
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('Media Chrome:')) warn(...args);
  });
}
