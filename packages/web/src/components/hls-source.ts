/**
 * Puts an HLS stream on a <video> (issue 27), loaded only when a reader has pressed play: the browser's own HLS where
 * it has it, otherwise hls.js (its light build: no DRM or in-playlist subtitles, which we do not use), imported here
 * and nowhere else so it stays out of every page's first load. A slow or data-saving connection starts at the lowest
 * quality (and, saving data, stays there unless the reader picks another); ABR never picks a rendition larger than
 * the player shows. A signed-in reader's token goes with every request, so a story not yet public can be previewed
 * from the back office.
 */

export interface QualityLevel {
  /** hls.js's index of the rendition. */
  index: number;
  height: number;
}

export interface HlsSource {
  /** A rendition's index, or -1 to let ABR choose. */
  setLevel: (index: number) => void;
  destroy: () => void;
}

interface HlsSourceOptions {
  token: string | null;
  /** The renditions the reader may choose from; never called with native HLS, where the browser chooses. */
  onLevels: (levels: QualityLevel[]) => void;
}

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

const SLOW_CONNECTIONS = ['slow-2g', '2g', '3g'];

function connection(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

export const HLS_MIME_TYPE = 'application/vnd.apple.mpegurl';

function nativeSource(video: HTMLVideoElement, src: string): HlsSource {
  video.src = src;
  return {
    setLevel: () => {},
    destroy: () => {
      video.removeAttribute('src');
      video.load();
    },
  };
}

export async function attachHlsSource(video: HTMLVideoElement, src: string, { token, onLevels }: HlsSourceOptions): Promise<HlsSource> {
  const nativeHls = video.canPlayType(HLS_MIME_TYPE) !== '';
  // The browser's own HLS cannot send a token: a signed-in preview takes hls.js wherever it runs.
  if (nativeHls && !token) return nativeSource(video, src);
  const { default: Hls } = await import('hls.js/light');
  if (!Hls.isSupported()) return nativeSource(video, src);
  const { saveData = false, effectiveType = '' } = connection() ?? {};
  const slow = saveData || SLOW_CONNECTIONS.includes(effectiveType);
  const hls = new Hls({
    capLevelToPlayerSize: true,
    startLevel: slow ? 0 : -1,
    xhrSetup: token ? (xhr) => xhr.setRequestHeader('Authorization', `Bearer ${token}`) : undefined,
  });
  hls.on(Hls.Events.MANIFEST_PARSED, () => {
    if (saveData) hls.autoLevelCapping = 0;
    onLevels(hls.levels.map((level, index) => ({ index, height: level.height })));
  });
  hls.loadSource(src);
  hls.attachMedia(video);
  return {
    setLevel: (index) => {
      hls.currentLevel = index;
    },
    destroy: () => hls.destroy(),
  };
}
