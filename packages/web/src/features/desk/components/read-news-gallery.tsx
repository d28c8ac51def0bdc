/**
 * The reader's right panel (SPEC §2): up to four additional photos, and a View All Photos button when there
 * are more, which opens them all in the All Gallery Photos modal. Each photo shows its caption and credit under
 * it and opens the full-screen preview.
 */
import { useState } from 'react';
import { Box, Button, Modal, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { storyPhotoAlt, type NewsImage } from '@newsroom/shared';
import { PhotoCaption } from '../../../components/photo-caption';
import { ResponsiveImage } from '../../../components/responsive-image';
import type { PreviewedPhoto } from './read-news-photo-preview';

/** SPEC §9: the reader's gallery shows 4 photos, View All above 4. */
const GALLERY_SHOWN = 4;

interface PhotoButtonProps {
  photo: { url: string; image: NewsImage | null };
  /** Says which image this is, e.g. "Photo 3 of 7". */
  label: string;
  /** The story's title, for the alt text of a photo its writer gave neither an alt text nor a caption. */
  title: string;
  sizes: string;
  onOpen: (photo: PreviewedPhoto) => void;
  aspectRatio?: string;
}

/** A photo that opens in full screen, with its caption and credit under it. */
export function PhotoButton({ photo, label, title, sizes, onOpen, aspectRatio = '4 / 3' }: PhotoButtonProps) {
  const { t } = useTranslation('desk');
  const style = { width: '100%', height: '100%', objectFit: 'cover', aspectRatio } as const;
  const { image } = photo;
  const alt = storyPhotoAlt(image, title);
  return (
    <figure style={{ margin: 0, minWidth: 0 }}>
      <UnstyledButton
        onClick={() => onOpen({ url: photo.url, image, label, alt })}
        aria-label={t('reader.openFullScreen', { label: `${label.charAt(0).toLowerCase()}${label.slice(1)}` })}
        display="block"
        w="100%"
        style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', border: '1px solid var(--mantine-color-default-border)' }}
      >
        {image ? (
          <ResponsiveImage image={image} alt={alt} sizes={sizes} style={style} />
        ) : (
          <img src={photo.url} alt={alt} loading="lazy" style={style} />
        )}
      </UnstyledButton>
      <PhotoCaption photo={image} mt={6} lineClamp={3} />
    </figure>
  );
}

interface ReadNewsGalleryProps {
  /** The additional photos, in their order. */
  photos: readonly NewsImage[];
  /** The story's title, for the photos' alt texts. */
  title: string;
  onOpen: (photo: PreviewedPhoto) => void;
  /** While a preview is open on top, Escape is the preview's alone (every open Mantine modal hears it). */
  previewOpen: boolean;
}

export function ReadNewsGallery({ photos, title, onOpen, previewOpen }: ReadNewsGalleryProps) {
  const { t } = useTranslation('desk');
  const [allOpened, setAllOpened] = useState(false);
  const photoButtons = (shown: readonly NewsImage[], sizes: string) =>
    shown.map((photo, index) => (
      <PhotoButton
        key={photo.url}
        photo={{ url: photo.url, image: photo }}
        label={t('reader.photoOf', { index: index + 1, count: photos.length })}
        title={title}
        sizes={sizes}
        onOpen={onOpen}
      />
    ));

  if (photos.length === 0) {
    return (
      <Box p="lg" ta="center" style={emptyPanelStyle}>
        <IconPhoto size={32} stroke={1.4} aria-hidden color="var(--mantine-color-dimmed)" />
        <Text c="dimmed">{t('reader.noPhotos')}</Text>
      </Box>
    );
  }

  return (
    <Box>
      <SimpleGrid cols={2} spacing="xs">
        {photoButtons(photos.slice(0, GALLERY_SHOWN), '(max-width: 768px) 50vw, 240px')}
      </SimpleGrid>
      {photos.length > GALLERY_SHOWN && (
        <Button variant="light" fullWidth mt="sm" leftSection={<IconPhoto size={18} aria-hidden />} onClick={() => setAllOpened(true)}>
          {t('reader.viewAll', { count: photos.length })}
        </Button>
      )}
      <Modal
        opened={allOpened}
        onClose={() => setAllOpened(false)}
        closeOnEscape={!previewOpen}
        title={t('reader.allPhotos')}
        size="xl"
        closeButtonProps={{ 'aria-label': t('reader.close') }}
      >
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          {photoButtons(photos, '(max-width: 768px) 50vw, 260px')}
        </SimpleGrid>
      </Modal>
    </Box>
  );
}

export const emptyPanelStyle = {
  border: '1px dashed var(--mantine-color-default-border)',
  borderRadius: 'var(--mantine-radius-md)',
  minHeight: 160,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 8,
} as const;
