/** The reader's full-screen look at one image, with its caption and credit and a Close button; Escape closes it too. */
import { Button, Modal } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import type { NewsImage } from '@newsroom/shared';
import { hasPhotoCaption, PhotoCaption } from '../../../components/photo-caption';
import { ResponsiveImage } from '../../../components/responsive-image';

/** A story's photo as the reader opens it. */
export interface PreviewedPhoto {
  url: string;
  /** The stored image, with its caption and credit; null when there is only its URL. */
  image: NewsImage | null;
  /** Says which image this is, e.g. "Photo 3 of 7": the preview's title. */
  label: string;
  alt: string;
}

interface PhotoPreviewProps {
  photo: PreviewedPhoto | null;
  onClose: () => void;
}

const imageStyle = (withCaption: boolean) =>
  ({
    width: 'auto',
    maxWidth: '100%',
    height: 'auto',
    // Room below for the words, when there are some.
    maxHeight: withCaption ? 'calc(100dvh - 190px)' : 'calc(100dvh - 96px)',
    objectFit: 'contain',
    margin: '0 auto',
  }) as const;

export function PhotoPreview({ photo, onClose }: PhotoPreviewProps) {
  const { t } = useTranslation('desk');
  const style = imageStyle(hasPhotoCaption(photo?.image));
  return (
    // Above the All Gallery Photos modal, which can open it.
    <Modal.Root opened={photo !== null} onClose={onClose} fullScreen zIndex={400} transitionProps={{ duration: 0 }}>
      <Modal.Overlay />
      <Modal.Content bg="black" aria-label={photo?.label}>
        <Modal.Header bg="black" c="white">
          <Modal.Title fw={600}>{photo?.label}</Modal.Title>
          <Button variant="white" color="dark" leftSection={<IconX size={16} aria-hidden />} onClick={onClose} data-autofocus>
            {t('reader.close')}
          </Button>
        </Modal.Header>
        <Modal.Body>
          {photo && (
            <figure style={{ margin: 0, display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
              {photo.image ? (
                <ResponsiveImage image={photo.image} alt={photo.alt} sizes="100vw" priority style={style} />
              ) : (
                <img src={photo.url} alt={photo.alt} style={style} />
              )}
              <PhotoCaption photo={photo.image} onDark mt="sm" maw={800} ta="center" />
            </figure>
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
