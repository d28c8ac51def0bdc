/**
 * What heads a news item: its own video once ready (issue 27), else its YouTube video when it has a valid embed link,
 * otherwise its thumbnail with its caption and credit.
 */
import { storyPhotoAlt, type News } from '@newsroom/shared';
import { hasPhotoCaption, PhotoCaption } from './photo-caption';
import { NewsVideoPlayer } from './news-video-player';
import { isPlayableVideo } from './playable-video';
import { ResponsiveImage } from './responsive-image';
import { VideoNotReadyNote } from './video-not-ready-note';
import { isYouTubeEmbedUrl, YouTubeEmbed } from './youtube-embed';

interface NewsMediaProps {
  news: Pick<News, 'title' | 'thumbnail' | 'embedYouTubeUrl' | 'video'>;
  sizes: string;
  priority?: boolean;
  /** Cards show the thumbnail even when there is a video, so a grid of players does not load at once. */
  preferThumbnail?: boolean;
}

export function NewsMedia(props: NewsMediaProps) {
  const { video } = props.news;
  if (!video || isPlayableVideo(video)) return <NewsMediaShown {...props} />;
  return (
    <>
      <VideoNotReadyNote video={video} />
      <NewsMediaShown {...props} />
    </>
  );
}

function NewsMediaShown({ news, sizes, priority, preferThumbnail = false }: NewsMediaProps) {
  const hasVideo = isPlayableVideo(news.video) || isYouTubeEmbedUrl(news.embedYouTubeUrl);
  if (hasVideo && !(preferThumbnail && news.thumbnail)) {
    // The story's own picture stands in for the player until play is pressed; the title follows, so it adds no words.
    const poster = news.thumbnail ? <ResponsiveImage image={news.thumbnail} alt="" sizes={sizes} priority={priority} /> : undefined;
    // A story with both plays ours first: it needs no other site.
    if (isPlayableVideo(news.video))
      return <NewsVideoPlayer video={news.video} title={news.title} fallbackPoster={poster} sizes={sizes} priority={priority} />;
    return <YouTubeEmbed url={news.embedYouTubeUrl!} title={news.title} poster={poster} />;
  }
  if (!news.thumbnail) return null;
  const withCaption = hasPhotoCaption(news.thumbnail);
  const image = (
    <ResponsiveImage
      image={news.thumbnail}
      alt={storyPhotoAlt(news.thumbnail, news.title)}
      sizes={sizes}
      priority={priority}
      // Under a caption the picture keeps its own rounded corners: its frame's now end below the words.
      style={{ aspectRatio: '16 / 9', ...(withCaption && { borderRadius: 'var(--mantine-radius-md)' }) }}
    />
  );
  if (!withCaption) return image;
  return (
    <figure style={{ margin: 0 }}>
      {image}
      <PhotoCaption photo={news.thumbnail} mt="xs" />
    </figure>
  );
}
