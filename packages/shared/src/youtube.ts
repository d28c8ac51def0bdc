/**
 * YouTube links as people paste them (PRODUCT.md): a watch, short (youtu.be), Shorts, live or embed link becomes
 * the one embed link news items store, `https://www.youtube.com/embed/{id}`. The server, the forms and the player
 * all read links through here, so what the form accepts is exactly what the server stores.
 */

/** A YouTube video id: always 11 characters of this alphabet. */
export const YOUTUBE_VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;

const EMBED_BASE = 'https://www.youtube.com/embed/';

/** The hosts YouTube serves each kind of link from (lower case, as URL gives them). */
const WATCH_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be']);
const NOCOOKIE_HOSTS = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com']);

/** Paths on the watch hosts that name a video by its second segment. */
const VIDEO_PATH_KINDS = new Set(['embed', 'shorts', 'live']);

/** A link copied from an address bar has a scheme; one typed by hand may not (`youtu.be/…`). */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function videoIdOf(url: URL): string | null | undefined {
  const segments = url.pathname.split('/').filter(Boolean);
  const [first, second] = segments;
  if (SHORT_HOSTS.has(url.hostname)) return segments.length === 1 ? first : undefined;
  if (NOCOOKIE_HOSTS.has(url.hostname)) return segments.length === 2 && first === 'embed' ? second : undefined;
  if (!WATCH_HOSTS.has(url.hostname)) return undefined;
  if (segments.length === 1 && first === 'watch') return url.searchParams.get('v');
  return segments.length === 2 && VIDEO_PATH_KINDS.has(first!) ? second : undefined;
}

/** The embed link for a YouTube video link, or null when the text is not one (another site, a playlist, a bad id). */
export function youtubeEmbedUrl(input: string): string | null {
  const text = input.trim();
  if (text === '') return null;
  let url: URL;
  try {
    url = new URL(HAS_SCHEME.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.port !== '' || url.username !== '' || url.password !== '') return null;
  const id = videoIdOf(url);
  return id && YOUTUBE_VIDEO_ID_PATTERN.test(id) ? `${EMBED_BASE}${id}` : null;
}

/** Where the player plays from: YouTube's privacy-enhanced host, which sets no cookie before the viewer plays. */
const PRIVACY_EMBED_BASE = 'https://www.youtube-nocookie.com/embed/';

/**
 * The privacy-enhanced player's address for a YouTube link (PRODUCT.md, issue 27): the page loads it only when the
 * reader presses play, so nothing is fetched from YouTube before then. Null when the text is not a video link.
 */
export function youtubePrivacyEmbedUrl(input: string): string | null {
  const embed = youtubeEmbedUrl(input);
  return embed === null ? null : `${PRIVACY_EMBED_BASE}${embed.slice(EMBED_BASE.length)}`;
}
