/**
 * A YouTube player. Its frame address is rebuilt from the video id of the link (the server stores only embed
 * links, but an older item may hold another form), so a stored value can never turn into some other frame.
 */
import { youtubeEmbedUrl } from '@newsroom/shared';

interface YouTubeEmbedProps {
  url: string;
  title: string;
  /** Start playing at once (the reader already pressed a play button of ours). */
  autoplay?: boolean;
}

/** Whether the link names a YouTube video, in any form the forms accept. */
export function isYouTubeEmbedUrl(url: string | null | undefined): url is string {
  return typeof url === 'string' && youtubeEmbedUrl(url) !== null;
}

export function YouTubeEmbed({ url, title, autoplay = false }: YouTubeEmbedProps) {
  const embed = youtubeEmbedUrl(url);
  if (embed === null) return null;
  const src = autoplay ? `${embed}?autoplay=1` : embed;
  return (
    <div style={{ position: 'relative', width: '100%', aspectRatio: '16 / 9' }}>
      <iframe
        src={src}
        title={title}
        loading="lazy"
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
        style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
      />
    </div>
  );
}
