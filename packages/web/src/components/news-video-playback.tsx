/**
 * The player itself, in a chunk of its own that only a press on play loads (news-video-player.tsx): media-chrome's
 * controls (keyboard-operable, with a captions menu of the story's WebVTT files) around a <video> fed by hls-source,
 * and a quality choice among the renditions where hls.js plays them.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { readStorage, storageKeys } from '../lib/storage';
import './media-chrome-elements';
import { useCaptionSources } from './caption-sources';
import { useMediaChromeLanguage } from './media-chrome-language';
import { attachHlsSource, type HlsSource, type QualityLevel } from './hls-source';
import type { PlayableVideo } from './playable-video';
import classes from './news-video-playback.module.css';

const AUTO_LEVEL = -1;

/**
 * Caption files on another origin (MEDIA_PUBLIC_URL) load only in CORS mode, which the whole element then uses; on
 * our own origin the video keeps the default mode, so a media host without CORS headers still plays.
 */
function needsCors(captions: PlayableVideo['captions']): boolean {
  return captions.some((caption) => new URL(caption.url, window.location.href).origin !== window.location.origin);
}

function QualitySelect({ levels, onChange }: { levels: QualityLevel[]; onChange: (index: number) => void }) {
  const { t } = useTranslation('news');
  const [value, setValue] = useState(AUTO_LEVEL);
  // Highest first, as players list them; one rendition leaves nothing to choose.
  const choices = [...levels].sort((a, b) => b.height - a.height);
  if (choices.length < 2) return null;
  return (
    <select
      className={classes.quality}
      aria-label={t('player.quality')}
      value={value}
      onChange={(event) => {
        const index = Number(event.target.value);
        setValue(index);
        onChange(index);
      }}
    >
      <option value={AUTO_LEVEL}>{t('player.qualityAuto')}</option>
      {choices.map((level) => (
        <option key={level.index} value={level.index}>
          {t('player.qualityHeight', { height: level.height })}
        </option>
      ))}
    </select>
  );
}

export default function NewsVideoPlayback({ video, title }: { video: PlayableVideo; title: string }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const source = useRef<HlsSource | null>(null);
  const [levels, setLevels] = useState<QualityLevel[]>([]);
  const [token] = useState(() => readStorage(storageKeys.token) || null);
  const captions = useCaptionSources(video.captions, token);
  const language = useMediaChromeLanguage();

  useEffect(() => {
    const element = videoRef.current;
    if (!element) return;
    let gone = false;
    void attachHlsSource(element, video.hlsUrl, { token, onLevels: setLevels }).then((attached) => {
      if (gone) return attached.destroy();
      source.current = attached;
      // The reader pressed play to get here; a browser that still refuses shows the controls' own play button.
      element.play()?.catch(() => {});
    });
    return () => {
      gone = true;
      source.current?.destroy();
      source.current = null;
    };
  }, [video.hlsUrl, token]);

  return (
    <media-controller className={classes.player} lang={language}>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- its tracks are the story's caption files, below; a story may have none yet */}
      <video
        slot="media"
        ref={videoRef}
        playsInline
        crossOrigin={needsCors(captions) ? 'anonymous' : undefined}
        poster={video.posterUrl ?? undefined}
        aria-label={title}
      >
        {captions.map((caption) => (
          <track key={caption.language} kind="subtitles" src={caption.url} srcLang={caption.language} label={caption.label} />
        ))}
      </video>
      <media-loading-indicator slot="centered-chrome" noautohide />
      <media-captions-menu hidden anchor="auto" />
      <media-control-bar>
        <media-play-button />
        <media-time-range />
        <media-time-display showduration />
        <media-mute-button />
        <media-volume-range />
        <media-captions-menu-button />
        <QualitySelect levels={levels} onChange={(index) => source.current?.setLevel(index)} />
        <media-fullscreen-button />
      </media-control-bar>
    </media-controller>
  );
}
