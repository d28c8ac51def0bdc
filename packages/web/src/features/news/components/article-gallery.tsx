/**
 * The article's photo gallery (SPEC §2): a carousel that moves on every 3000 ms with dots below the photos.
 * It holds still while the pointer is over it or focus is inside it, and a button pauses it for good (WCAG
 * 2.2.2); readers who ask for reduced motion get it paused from the start. Arrow keys move between photos.
 * Each photo shows its caption and credit under it.
 */
import '@mantine/carousel/styles.css';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { Box, Button, Group, Title } from '@mantine/core';
import { Carousel, type CarouselProps } from '@mantine/carousel';
import Autoplay from 'embla-carousel-autoplay';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { storyPhotoAlt, type NewsImage } from '@newsroom/shared';
import { PhotoCaption } from '../../../components/photo-caption';
import { ResponsiveImage } from '../../../components/responsive-image';
import { ARTICLE_IMAGE_SIZES } from './article-image-sizes';
import classes from './article-gallery.module.css';

export const GALLERY_AUTOPLAY_DELAY = 3000;

type EmblaApi = Parameters<NonNullable<CarouselProps['getEmblaApi']>>[0];

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

interface ArticleGalleryProps {
  photos: NewsImage[];
  /** The article's title: the alt text of a photo its writer gave neither an alt text nor a caption. */
  title: string;
}

export function ArticleGallery({ photos, title }: ArticleGalleryProps) {
  const { t } = useTranslation('news');
  // Starts playing on the server and in the browser alike, so hydration matches; a reduced-motion wish is read below.
  const [pausedByReader, setPausedByReader] = useState(false);
  const [autoplay] = useState(() =>
    Autoplay({
      delay: GALLERY_AUTOPLAY_DELAY,
      playOnInit: false,
      // A swipe or drag stops it (and the button says so); hover and focus only hold it, handled below.
      stopOnInteraction: true,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
    }),
  );
  const [embla, setEmbla] = useState<EmblaApi | null>(null);

  const count = photos.length;
  const canMove = count > 1;

  // Once the carousel is up: readers who ask for reduced motion get it paused, everyone else gets it moving.
  // A single photo never moves (the carousel then starts no plugins at all).
  const started = useRef(false);
  useEffect(() => {
    if (!embla || !canMove || started.current) return;
    started.current = true;
    // The reader's motion preference is read after hydration, so the server's markup (never paused) still matches.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-time read of an outside setting, not derived state
    if (prefersReducedMotion()) setPausedByReader(true);
    else autoplay.play();
  }, [embla, autoplay, canMove]);

  useEffect(() => {
    if (!embla) return;
    const takeOver = () => setPausedByReader(true);
    embla.on('pointerDown', takeOver);
    return () => {
      embla.off('pointerDown', takeOver);
    };
  }, [embla]);

  // The pointer over it or focus inside it holds the slideshow; it moves on once neither is left.
  const holders = useRef({ pointer: false, focus: false });
  const setHolder = (holder: 'pointer' | 'focus', holding: boolean) => {
    holders.current[holder] = holding;
    if (!canMove) return;
    if (holding) autoplay.stop();
    else if (!pausedByReader && !holders.current.pointer && !holders.current.focus) autoplay.play();
  };
  const releaseFocusWhenItLeaves = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHolder('focus', false);
  };
  const togglePaused = () => {
    if (pausedByReader) autoplay.play();
    else autoplay.stop();
    setPausedByReader(!pausedByReader);
  };

  return (
    <section aria-labelledby="article-photos-heading" className={classes.section}>
      <Group justify="space-between" align="center" mb="sm">
        <Title order={2} size="h3" id="article-photos-heading">
          {t('gallery.heading')}
        </Title>
        {canMove && (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={pausedByReader ? <IconPlayerPlay size={16} aria-hidden /> : <IconPlayerPause size={16} aria-hidden />}
            onClick={togglePaused}
          >
            {pausedByReader ? t('gallery.play') : t('gallery.pause')}
          </Button>
        )}
      </Group>
      <Box
        onMouseEnter={() => setHolder('pointer', true)}
        onMouseLeave={() => setHolder('pointer', false)}
        onFocus={() => setHolder('focus', true)}
        onBlur={releaseFocusWhenItLeaves}
      >
        <Carousel
          aria-label={t('gallery.label', { title })}
          classNames={{ root: classes.carousel, indicators: classes.indicators, indicator: classes.indicator, controls: classes.controls }}
          withIndicators={canMove}
          withControls={canMove}
          emblaOptions={{ loop: true }}
          plugins={[autoplay]}
          getEmblaApi={setEmbla}
          previousControlProps={{ 'aria-label': t('gallery.previous') }}
          nextControlProps={{ 'aria-label': t('gallery.next') }}
          getIndicatorProps={(index) => ({ 'aria-label': t('gallery.showPhoto', { number: index + 1, total: count }) })}
        >
          {photos.map((photo, index) => (
            <Carousel.Slide key={photo.url} aria-label={t('gallery.photo', { number: index + 1, total: count })}>
              <figure className={classes.figure}>
                <div className={classes.frame}>
                  <ResponsiveImage
                    image={photo}
                    alt={storyPhotoAlt(photo, title)}
                    sizes={ARTICLE_IMAGE_SIZES}
                    style={{ height: '100%', objectFit: 'contain' }}
                  />
                </div>
                <PhotoCaption photo={photo} mt="xs" />
              </figure>
            </Carousel.Slide>
          ))}
        </Carousel>
      </Box>
    </section>
  );
}
