/**
 * A YouTube player, built only from a link that passed the embed check (the server checks it too), so a
 * stored value can never turn into some other frame.
 */
import { YOUTUBE_EMBED_PATTERN } from '@newsroom/shared';

interface YouTubeEmbedProps {
  url: string;
  title: string;
}

export function isYouTubeEmbedUrl(url: string | null | undefined): url is string {
  return typeof url === 'string' && YOUTUBE_EMBED_PATTERN.test(url);
}

export function YouTubeEmbed({ url, title }: YouTubeEmbedProps) {
  if (!isYouTubeEmbedUrl(url)) return null;
  return (
    <div style={{ position: 'relative', width: '100%', aspectRatio: '16 / 9' }}>
      <iframe
        src={url}
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
