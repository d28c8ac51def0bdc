/**
 * Crops a photo to a shape (the news card's 16:9 for a thumbnail) in a dialog: drag or use the arrow keys to move
 * the photo under the frame, the slider (or the wheel, or a pinch) to zoom. "Apply crop" hands back a new file of the
 * same name; Cancel changes nothing. A stored photo is fetched from its same-origin address first.
 */
import '@mantine/core/styles/Slider.css';
import './dialog-styles';
import { useEffect, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { Alert, Box, Button, Group, Loader, Modal, Slider, Stack, Text } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import { cropImage } from '../lib/crop-image';
import type { PickedPhoto } from './photo-tile';

interface PhotoCropDialogProps {
  photo: PickedPhoto | null;
  /** Width over height. */
  aspect: number;
  onCropped: (cropped: File) => void;
  onClose: () => void;
}

/** The photo's bytes: the picked file, or the stored one fetched. */
async function photoBlob(file: File | undefined, url: string): Promise<Blob> {
  if (file) return file;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The photo answered ${response.status}.`);
  return response.blob();
}

/** A stored photo's file name: the last part of its address ("1600.webp"). */
function fileNameOf(photo: PickedPhoto): string {
  return photo.file?.name ?? (new URL(photo.url, window.location.href).pathname.split('/').pop() || 'thumbnail');
}

export function PhotoCropDialog({ photo, aspect, onCropped, onClose }: PhotoCropDialogProps) {
  const { t } = useTranslation('desk');
  return (
    <Modal opened={photo !== null} onClose={onClose} title={t('crop.title')} size="lg" centered closeButtonProps={{ 'aria-label': t('crop.close') }}>
      {photo && <CropEditor key={photo.id} photo={photo} aspect={aspect} onCropped={onCropped} onClose={onClose} />}
    </Modal>
  );
}

function CropEditor({ photo, aspect, onCropped, onClose }: PhotoCropDialogProps & { photo: PickedPhoto }) {
  const { t } = useTranslation('desk');
  const [source, setSource] = useState<{ blob: Blob; url: string } | null>(null);
  // A catalog key, so the message follows the language.
  const [error, setError] = useState<'crop.loadFailed' | 'crop.cropFailed' | null>(null);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [working, setWorking] = useState(false);

  // The picker builds its photo objects again on each render: the photo is read again only when it is another one.
  const { file, url: photoUrl } = photo;
  useEffect(() => {
    let url: string | null = null;
    let active = true;
    photoBlob(file, photoUrl)
      .then((blob) => {
        if (!active) return;
        url = URL.createObjectURL(blob);
        setSource({ blob, url });
      })
      .catch(() => active && setError('crop.loadFailed'));
    return () => {
      active = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [file, photoUrl]);

  const apply = async () => {
    if (!source || !area) return;
    setWorking(true);
    setError(null);
    try {
      onCropped(await cropImage(source.blob, area, fileNameOf(photo)));
    } catch {
      setError('crop.cropFailed');
      setWorking(false);
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('crop.intro', { name: photo.name })}
      </Text>
      {error && (
        <Alert color="red" role="alert">
          {t(error)}
        </Alert>
      )}
      <Box pos="relative" h={{ base: 240, sm: 360 }} bg="dark.7" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
        {source ? (
          <Cropper
            image={source.url}
            crop={crop}
            zoom={zoom}
            aspect={aspect}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
            cropperProps={{ 'aria-label': t('crop.frame', { name: photo.name }), role: 'group' }}
            mediaProps={{ alt: photo.name }}
          />
        ) : (
          !error && <Loader pos="absolute" top="50%" left="50%" style={{ transform: 'translate(-50%, -50%)' }} aria-label={t('crop.loading')} />
        )}
      </Box>
      <Box>
        <Text size="sm" fw={500} aria-hidden>
          {t('crop.zoom')}
        </Text>
        <Slider
          thumbLabel={t('crop.zoom')}
          min={1}
          max={3}
          step={0.05}
          value={zoom}
          onChange={setZoom}
          label={(value) => `${value.toFixed(1)}×`}
          disabled={!source}
        />
      </Box>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('crop.cancel')}
        </Button>
        <Button onClick={() => void apply()} loading={working} disabled={!source || !area}>
          {t('crop.apply')}
        </Button>
      </Group>
    </Stack>
  );
}
