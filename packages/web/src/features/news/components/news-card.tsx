/**
 * One story in a grid (SPEC §2): picture or video, category, title, description and date. The whole card
 * opens the story; hovering or focusing it hands the story to the article page's cache, so Read More opens
 * at once.
 */
import { useState } from 'react';
import { Badge, Paper, Text } from '@mantine/core';
import { IconMovie, IconNews, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { News } from '@newsroom/shared';
import { ResponsiveImage } from '../../../components/responsive-image';
import { isYouTubeEmbedUrl, YouTubeEmbed } from '../../../components/youtube-embed';
import { formatDate } from '../../../lib/format-date';
import { publicNewsItemQueryOptions } from '../api/get-public-news-item';
import classes from './news-card.module.css';

/** The card's width in the grid (1 column, 2 from 48em, 3 from 62em inside a 1200px container). */
export const NEWS_CARD_IMAGE_SIZES = '(min-width: 75em) 384px, (min-width: 62em) 33vw, (min-width: 48em) 50vw, 100vw';

interface NewsCardProps {
  news: News;
  onOpen: (news: News) => void;
  /** Cards in the first row: their images load at once. */
  priority?: boolean;
  /** Category pages embed the video in the card itself: a play button swaps the poster for the player. */
  playVideoInline?: boolean;
}

/** The date a story shows: when it was published, or when it was written if that is all there is. */
export function newsDate(news: Pick<News, 'publicationDate' | 'createdAt'>): string {
  return news.publicationDate ?? news.createdAt;
}

/** YouTube's own still of the video, for stories that have a video but no thumbnail of their own. */
function youTubePoster(embedUrl: string): string | undefined {
  const videoId = /\/embed\/([A-Za-z0-9_-]+)/.exec(embedUrl)?.[1];
  return videoId ? `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg` : undefined;
}

function withAutoplay(embedUrl: string): string {
  return `${embedUrl}${embedUrl.includes('?') ? '&' : '?'}autoplay=1`;
}

function CardPicture({ news, priority, playVideoInline }: Pick<NewsCardProps, 'news' | 'priority' | 'playVideoInline'>) {
  // Networks that block YouTube (schools often do) get the plain placeholder instead of a broken image.
  const [posterFailed, setPosterFailed] = useState(false);
  const hasVideo = isYouTubeEmbedUrl(news.embedYouTubeUrl);
  // The title follows right below, so the picture adds nothing for screen readers.
  if (news.thumbnail) return (
      <ResponsiveImage image={news.thumbnail} alt="" sizes={NEWS_CARD_IMAGE_SIZES} priority={priority} style={{ height: '100%' }} />
    );
  const poster = hasVideo ? youTubePoster(news.embedYouTubeUrl!) : undefined;
  if (poster && !posterFailed) {
    return (
      <img
        src={poster}
        alt=""
        width={480}
        height={360}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        onError={() => setPosterFailed(true)}
      />
    );
  }
  return (
    <div className={classes.placeholder}>
      {/* An inline player draws its own play button here. */}
      {hasVideo ? !playVideoInline && <IconMovie size={48} stroke={1.4} aria-hidden /> : <IconNews size={48} stroke={1.4} aria-hidden />}
    </div>
  );
}

export function NewsCard({ news, onOpen, priority = false, playVideoInline = false }: NewsCardProps) {
  const queryClient = useQueryClient();
  const [playing, setPlaying] = useState(false);
  const hasVideo = isYouTubeEmbedUrl(news.embedYouTubeUrl);
  const date = newsDate(news);

  // The list already holds the whole story: seeding the article's cache costs nothing and saves a request.
  const prefetchArticle = () => {
    const { queryKey } = publicNewsItemQueryOptions(news.id);
    if (queryClient.getQueryData(queryKey) === undefined) queryClient.setQueryData(queryKey, news);
  };

  return (
    <Paper
      component="article"
      withBorder
      radius="lg"
      className={classes.card}
      onPointerEnter={prefetchArticle}
      onFocusCapture={prefetchArticle}
    >
      {hasVideo && playing ? (
        <div className={classes.player}>
          <YouTubeEmbed url={withAutoplay(news.embedYouTubeUrl!)} title={news.title} />
        </div>
      ) : (
        <div className={classes.media}>
          <CardPicture news={news} priority={priority} playVideoInline={playVideoInline} />
          {hasVideo && playVideoInline && (
            <button type="button" className={classes.play} onClick={() => setPlaying(true)} aria-label={`Play video: ${news.title}`}>
              <span className={classes.playIcon}>
                <IconPlayerPlayFilled size={28} aria-hidden />
              </span>
            </button>
          )}
          {hasVideo && !playVideoInline && (
            <span className={classes.videoTag}>
              <IconPlayerPlayFilled size={12} aria-hidden />
              Video
            </span>
          )}
        </div>
      )}
      <div className={classes.body}>
        <Badge variant="light" radius="sm" size="sm" style={{ alignSelf: 'flex-start' }}>
          {news.category}
        </Badge>
        <h3 className={classes.title}>
          <button type="button" className={classes.open} onClick={() => onOpen(news)}>
            {news.title}
          </button>
        </h3>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {news.description}
        </Text>
        {date && (
          <Text component="time" dateTime={date} size="xs" c="dimmed" fw={500} className={classes.date}>
            {formatDate(date)}
          </Text>
        )}
      </div>
    </Paper>
  );
}
