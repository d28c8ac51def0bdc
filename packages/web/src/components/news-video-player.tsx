/**
 * A story's own video (issue 27), as YouTube's facade does it: until the reader presses play, a poster and a play
 * button, rendered on the server like the rest of the page and loading nothing else; the press loads the player
 * (media-chrome's controls and hls.js, in their own chunk) and plays.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Loader } from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
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
  /** The page's lead (an article's head): its poster is what the page shows largest first, fetched before the rest. */
  priority?: boolean;
}

export function NewsVideoPlayer({ video, title, autoplay = false, fallbackPoster, priority = false }: NewsVideoPlayerProps) {
  const { t } = useTranslation(['common', 'news']);
  const [playing, setPlaying] = useState(autoplay);
  const poster = video.posterUrl ? (
    <img src={video.posterUrl} alt="" fetchPriority={priority ? 'high' : undefined} />
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
