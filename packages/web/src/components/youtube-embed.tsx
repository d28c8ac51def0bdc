/**
 * A YouTube video behind a click-to-play facade (PRODUCT.md, issue 27): until the reader presses play, the page shows
 * the story's own picture (or a plain placeholder) and loads nothing from YouTube, not even a still; the press swaps
 * in YouTube's privacy-enhanced player (youtube-nocookie.com), playing at once. Its address is rebuilt from the video
 * id of the link (the server stores only embed links, but an older item may hold another form), so a stored value can
 * never turn into some other frame. Pressed before the app has come, the button is held and pressed again once it has
 * (shared/app-start.ts).
 */
import { useState, type ReactNode } from 'react';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useTranslation } from '../i18n/use-translation';
import { youtubeEmbedUrl, youtubePrivacyEmbedUrl } from '@newsroom/shared';
import classes from './youtube-embed.module.css';

interface YouTubeEmbedProps {
  url: string;
  title: string;
  /** Play at once, without the facade (the reader already pressed a play button of ours). */
  autoplay?: boolean;
  /** What the facade shows under its play button: the story's own picture; a placeholder without one. */
  poster?: ReactNode;
}

/** Whether the link names a YouTube video, in any form the forms accept. */
export function isYouTubeEmbedUrl(url: string | null | undefined): url is string {
  return typeof url === 'string' && youtubeEmbedUrl(url) !== null;
}

export function YouTubeEmbed({ url, title, autoplay = false, poster }: YouTubeEmbedProps) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(autoplay);
  const embed = youtubePrivacyEmbedUrl(url);
  if (embed === null) return null;
  if (!playing) {
    return (
      <button type="button" className={classes.facade} onClick={() => setPlaying(true)} aria-label={t('video.play', { title })}>
        {poster ?? <span className={classes.placeholder} />}
        <span className={classes.playIcon}>
          <IconPlayerPlayFilled size={28} aria-hidden />
        </span>
        <span className={classes.notice}>{t('video.fromYouTube')}</span>
      </button>
    );
  }
  return (
    <div className={classes.frame}>
      <iframe
        src={`${embed}?autoplay=1`}
        title={title}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
      />
    </div>
  );
}
