/** The reader's full-screen look at one image, with a Close button; Escape closes it too. */
import { Button, Modal } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { ResponsiveImage } from '../../../components/responsive-image';
import type { StoredPhoto } from '../../../components/photo-picker';

export interface PreviewedPhoto extends StoredPhoto {
  /** Says which image this is, e.g. "Photo 3 of 7". */
  alt: string;
}

interface PhotoPreviewProps {
  photo: PreviewedPhoto | null;
  onClose: () => void;
}

const imageStyle = {
  width: 'auto',
  maxWidth: '100%',
  height: 'auto',
  maxHeight: 'calc(100dvh - 96px)',
  objectFit: 'contain',
  margin: '0 auto',
} as const;

export function PhotoPreview({ photo, onClose }: PhotoPreviewProps) {
  return (
    // Above the All Gallery Photos modal, which can open it.
    <Modal.Root opened={photo !== null} onClose={onClose} fullScreen zIndex={400} transitionProps={{ duration: 0 }}>
      <Modal.Overlay />
      <Modal.Content bg="black" aria-label={photo?.alt}>
        <Modal.Header bg="black" c="white">
          <Modal.Title fw={600}>{photo?.alt}</Modal.Title>
          <Button variant="white" color="dark" leftSection={<IconX size={16} aria-hidden />} onClick={onClose} data-autofocus>
            Close
          </Button>
        </Modal.Header>
        <Modal.Body display="flex" style={{ justifyContent: 'center', alignItems: 'center' }}>
          {photo &&
            (photo.image ? (
              <ResponsiveImage image={photo.image} alt={photo.alt} sizes="100vw" priority style={imageStyle} />
            ) : (
              <img src={photo.url} alt={photo.alt} style={imageStyle} />
            ))}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
