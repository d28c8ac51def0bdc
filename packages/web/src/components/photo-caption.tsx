/** The words under a story's photo: its caption, then "Photo: {credit}" in small dimmed text; nothing when it has neither. */
import { Box, Text, type BoxProps } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import type { PhotoWords } from '@newsroom/shared';

type CaptionWords = Partial<Pick<PhotoWords, 'caption' | 'credit'>> | null | undefined;

export function hasPhotoCaption(photo: CaptionWords): boolean {
  return Boolean(photo?.caption || photo?.credit);
}

interface PhotoCaptionProps extends BoxProps {
  photo: CaptionWords;
  /** On the full-screen preview's black backdrop, whatever the colour scheme. */
  onDark?: boolean;
  /** In a small tile: the caption cut after this many lines (the preview shows it whole). */
  lineClamp?: number;
}

/** A `<figcaption>`: put it in the `<figure>` that holds the photo. */
export function PhotoCaption({ photo, onDark = false, lineClamp, ...boxProps }: PhotoCaptionProps) {
  const { t } = useTranslation();
  if (!photo || !hasPhotoCaption(photo)) return null;
  return (
    <Box component="figcaption" {...boxProps} style={{ overflowWrap: 'anywhere' }}>
      {photo.caption && (
        <Text size="sm" c={onDark ? 'white' : undefined} lineClamp={lineClamp}>
          {photo.caption}
        </Text>
      )}
      {photo.credit && (
        <Text size="xs" c={onDark ? 'gray.4' : 'dimmed'} mt={photo.caption ? 2 : 0}>
          {t('photo.credit', { credit: photo.credit })}
        </Text>
      )}
    </Box>
  );
}
