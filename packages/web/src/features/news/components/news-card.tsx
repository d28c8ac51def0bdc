/**
 * One story in a grid (SPEC §2): picture or video, category, title, description and date. The whole card
 * opens the story in a modal (or, without script, its page); hovering or focusing it hands the story to the
 * article page's cache, so Read More opens at once.
 */
import { lazy, Suspense, useState } from 'react';
import { Badge, Paper, Text } from '@mantine/core';
import { IconMovie, IconNews, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { PRE_APP_ATTRIBUTE, preAppAttributes, type News } from '@newsroom/shared';
import { ResponsiveImage } from '../../../components/responsive-image';
import { SearchSnippetText } from '../../../components/search-snippet';
import { isPlayableVideo } from '../../../components/playable-video';
import { isYouTubeEmbedUrl, YouTubeEmbed } from '../../../components/youtube-embed';
import { formatDate } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { publicNewsItemQueryOptions } from '../../../api/get-public-news-item';
import classes from './news-card.module.css';

/**
 * The card's width in the grid: one column, two from 48em and three from 62em (news-grid.tsx), 20px apart inside
 * the large container (71.25em wide, 16px padding on each side), so the browser picks the smallest picture that fills it.
 */
export const NEWS_CARD_IMAGE_SIZES =
  '(min-width: 71.25em) 356px, (min-width: 62em) calc((100vw - 72px) / 3), (min-width: 48em) calc((100vw - 52px) / 2), calc(100vw - 32px)';

interface NewsCardProps {
  news: News;
  onOpen: (news: News) => void;
  /** The first card: its picture loads at once, ahead of everything else. */
  priority?: boolean;
  /** Category pages embed the video in the card itself: a play button swaps the poster for the player. */
  playVideoInline?: boolean;
  /**
   * The card's modal shows no more than the card (the home): tapped before the app has come, the page's start script
   * opens a native dialog of the card's parts at once (shared/app-start.ts) instead of following the link.
   */
  openBeforeApp?: boolean;
}

/** Marks the parts of the card that the start script's dialog shows. */
const part = (name: 'media' | 'badge' | 'description' | 'date') => ({ [`${PRE_APP_ATTRIBUTE}-part`]: name });

/** The date a story shows: when it was published, or when it was written if that is all there is. */
export function newsDate(news: Pick<News, 'publicationDate' | 'createdAt'>): string {
  return news.publicationDate ?? news.createdAt;
}

// The grid is in every public page's first load; our player's code comes only once a card's play is pressed.
const NewsVideoPlayer = lazy(() => import('../../../components/news-video-player').then((module) => ({ default: module.NewsVideoPlayer })));

/** Our own video once ready (shown first), or a YouTube one. */
function hasAnyVideo(news: News): boolean {
  return isPlayableVideo(news.video) || isYouTubeEmbedUrl(news.embedYouTubeUrl);
}

function CardPicture({ news, priority, playVideoInline }: Pick<NewsCardProps, 'news' | 'priority' | 'playVideoInline'>) {
  const hasVideo = hasAnyVideo(news);
  // The title follows right below, so the picture adds nothing for screen readers.
  if (news.thumbnail)
    return <ResponsiveImage image={news.thumbnail} alt="" sizes={NEWS_CARD_IMAGE_SIZES} priority={priority} style={{ height: '100%' }} />;
  // No still of YouTube's either: nothing is loaded from YouTube before the reader presses play (issue 27).
  return (
    <div className={classes.placeholder}>
      {/* An inline player draws its own play button here. */}
      {hasVideo ? !playVideoInline && <IconMovie size={48} stroke={1.4} aria-hidden /> : <IconNews size={48} stroke={1.4} aria-hidden />}
    </div>
  );
}

export function NewsCard({ news, onOpen, priority = false, playVideoInline = false, openBeforeApp = false }: NewsCardProps) {
  const { t } = useTranslation('news');
  const queryClient = useQueryClient();
  const [playing, setPlaying] = useState(false);
  const hasVideo = hasAnyVideo(news);
  const date = newsDate(news);

  // The list already holds the whole story: seeding the article's cache costs nothing and saves a request.
  const prefetchArticle = () => {
    const { queryKey } = publicNewsItemQueryOptions(news.id);
    if (queryClient.getQueryData(queryKey) === undefined) queryClient.setQueryData(queryKey, news);
  };

  return (
    <Paper component="article" withBorder radius="lg" className={classes.card} onPointerEnter={prefetchArticle} onFocusCapture={prefetchArticle}>
      {hasVideo && playing ? (
        <div className={classes.player}>
          {isPlayableVideo(news.video) ? (
            <Suspense fallback={<CardPicture news={news} priority={priority} />}>
              <NewsVideoPlayer video={news.video} title={news.title} autoplay />
            </Suspense>
          ) : (
            <YouTubeEmbed url={news.embedYouTubeUrl!} title={news.title} autoplay />
          )}
        </div>
      ) : (
        <div className={classes.media} {...part('media')}>
          <CardPicture news={news} priority={priority} playVideoInline={playVideoInline} />
          {hasVideo && playVideoInline && (
            <button type="button" className={classes.play} onClick={() => setPlaying(true)} aria-label={t('card.playVideo', { title: news.title })}>
              <span className={classes.playIcon}>
                <IconPlayerPlayFilled size={28} aria-hidden />
              </span>
            </button>
          )}
          {hasVideo && !playVideoInline && (
            <span className={classes.videoTag}>
              <IconPlayerPlayFilled size={12} aria-hidden />
              {t('card.video')}
            </span>
          )}
        </div>
      )}
      <div className={classes.body}>
        <Badge variant="light" radius="sm" size="sm" style={{ alignSelf: 'flex-start' }} {...part('badge')}>
          {news.category}
        </Badge>
        {/* Under the page's h1, so the cards' titles are its h2s. */}
        <h2 className={classes.title}>
          {/*
           * A link to the story for readers and crawlers without script; with it, a button that opens the story's
           * modal (a click with Ctrl, Cmd or Shift, or the middle button, still opens the page itself).
           */}
          <a
            href={paths.viewNews.getHref(news.id)}
            role="button"
            className={classes.open}
            {...(openBeforeApp ? preAppAttributes('story', { close: t('close'), more: t('card.readMore') }) : {})}
            onClick={(event) => {
              if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              onOpen(news);
            }}
            onKeyDown={(event) => {
              // Enter follows the link's click; a button also answers the space bar.
              if (event.key !== ' ') return;
              event.preventDefault();
              onOpen(news);
            }}
          >
            {news.title}
          </a>
        </h2>
        <Text size="sm" c="dimmed" lineClamp={3} {...part('description')}>
          {news.description}
        </Text>
        {news.snippet && <SearchSnippetText snippet={news.snippet} lineClamp={4} />}
        {date && (
          <Text component="time" dateTime={date} size="xs" c="dimmed" fw={500} className={classes.date} {...part('date')}>
            {formatDate(date)}
          </Text>
        )}
      </div>
    </Paper>
  );
}
