/** What heads a news item: its video when it has a valid embed link, otherwise its thumbnail. */
import type { News } from '@newsroom/shared';
import { ResponsiveImage } from './responsive-image';
import { isYouTubeEmbedUrl, YouTubeEmbed } from './youtube-embed';

interface NewsMediaProps {
  news: Pick<News, 'title' | 'thumbnail' | 'embedYouTubeUrl'>;
  sizes: string;
  priority?: boolean;
  /** Cards show the thumbnail even when there is a video, so a grid of players does not load at once. */
  preferThumbnail?: boolean;
}

export function NewsMedia({ news, sizes, priority, preferThumbnail = false }: NewsMediaProps) {
  const hasVideo = isYouTubeEmbedUrl(news.embedYouTubeUrl);
  if (hasVideo && !(preferThumbnail && news.thumbnail)) return <YouTubeEmbed url={news.embedYouTubeUrl!} title={news.title} />;
  if (news.thumbnail)
    return <ResponsiveImage image={news.thumbnail} alt={news.title} sizes={sizes} priority={priority} style={{ aspectRatio: '16 / 9' }} />;
  return null;
}
