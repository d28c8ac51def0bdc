/**
 * A story's own video (issue 27), as YouTube's facade does it: until the reader presses play, a poster and a play
 * button, rendered on the server like the rest of the page and loading nothing else; the press loads the player
 * (media-chrome's controls and hls.js, in their own chunk) and plays.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Loader } from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useTranslation } from '../i18n/use-translation';
import type { PlayableVideo } from './playable-video';
import classes from './youtube-embed.module.css';

const NewsVideoPlayback = lazy(() => import('./news-video-playback'));

interface NewsVideoPlayerProps {
  video: PlayableVideo;
  title: string;
  /** Play at once (the reader already pressed a play button of ours). */
  autoplay?: boolean;
  /** Shown under the play button when the video has no poster of its own: the story's picture. */
  fallbackPoster?: ReactNode;
  /** The CSS width the player takes, for the poster's `sizes`. */
  sizes?: string;
  /** Above the fold (an article's lead): its poster loads at once and early. */
  priority?: boolean;
}

export function NewsVideoPlayer({
  video,
  title,
  autoplay = false,
  fallbackPoster,
  sizes = '(max-width: 768px) 100vw, 768px',
  priority = false,
}: NewsVideoPlayerProps) {
  const { t } = useTranslation(['common', 'news']);
  const [playing, setPlaying] = useState(autoplay);
  const poster = video.posterUrl ? (
    // The WebP sizes where the video has them (the JPEG alone for one made before them): a phone takes the smallest that fills it.
    <img
      src={video.posterUrl}
      srcSet={video.posterSrcSet ?? undefined}
      sizes={video.posterSrcSet ? sizes : undefined}
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
    />
  ) : (
    (fallbackPoster ?? <span className={classes.placeholder} />)
  );
  if (!playing) {
    return (
      <button type="button" className={classes.facade} onClick={() => setPlaying(true)} aria-label={t('video.play', { title })}>
        {poster}
        <span className={classes.playIcon}>
          <IconPlayerPlayFilled size={28} aria-hidden />
        </span>
      </button>
    );
  }
  return (
    <Suspense
      fallback={
        <div className={classes.facade} role="status" aria-label={t('news:player.loading')}>
          {poster}
          <span className={classes.playIcon}>
            <Loader size="sm" color="white" />
          </span>
        </div>
      }
    >
      <NewsVideoPlayback video={video} title={title} />
    </Suspense>
  );
}
