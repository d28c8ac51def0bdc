/**
 * A photo enlarged to the whole screen (SPEC §2 preview overlays): a Close button, Escape closes, focus goes back
 * to what opened it; with several photos, Previous and Next buttons and the arrow keys step through them.
 */
import type { KeyboardEvent } from 'react';
import { ActionIcon, Button, Modal, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconX } from '@tabler/icons-react';
import { useTranslation } from '../i18n/use-translation';
import type { ImageView } from '@newsroom/shared';
import { ResponsiveImage } from './responsive-image';
import classes from './photo-preview.module.css';

interface PhotoPreviewProps {
  photos: readonly ImageView[];
  /** The photo shown; null keeps the preview closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** The alt text of photo `index` (0-based). */
  altOf: (index: number) => string;
}

export function PhotoPreview({ photos, index, onIndexChange, onClose, altOf }: PhotoPreviewProps) {
  const { t } = useTranslation();
  const opened = index !== null && index >= 0 && index < photos.length;
  const current = opened ? index : 0;
  const photo = photos[current];
  const several = photos.length > 1;
  const step = (by: number) => onIndexChange((current + by + photos.length) % photos.length);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!several) return;
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
  };

  return (
    <Modal.Root opened={opened && photo !== undefined} onClose={onClose} fullScreen returnFocus>
      <Modal.Overlay />
      <Modal.Content className={classes.content}>
        {/* Modal.Content keeps onKeyDown for itself; this wrapper takes no room of its own. */}
        <div className={classes.keys} onKeyDown={onKeyDown} role="presentation">
          <Modal.Header className={classes.header}>
            <Modal.Title>
              <Text component="span" fw={600}>
                {several ? t('photo.position', { current: current + 1, total: photos.length }) : t('photo.single')}
              </Text>
            </Modal.Title>
            <Button variant="white" color="dark" leftSection={<IconX size={16} aria-hidden />} onClick={onClose} data-autofocus>
              {t('actions.close')}
            </Button>
          </Modal.Header>
          <Modal.Body className={classes.body}>
            {several && (
              <ActionIcon variant="white" color="dark" size="xl" radius="xl" aria-label={t('photo.previous')} onClick={() => step(-1)}>
                <IconChevronLeft aria-hidden />
              </ActionIcon>
            )}
            <div className={classes.frame}>
              {photo && (
                <ResponsiveImage
                  image={photo}
                  alt={altOf(current)}
                  sizes="100vw"
                  priority
                  style={{ width: 'auto', maxWidth: '100%', maxHeight: 'calc(100dvh - 110px)', objectFit: 'contain', borderRadius: 4 }}
                />
              )}
            </div>
            {several && (
              <ActionIcon variant="white" color="dark" size="xl" radius="xl" aria-label={t('photo.next')} onClick={() => step(1)}>
                <IconChevronRight aria-hidden />
              </ActionIcon>
            )}
          </Modal.Body>
        </div>
      </Modal.Content>
    </Modal.Root>
  );
}
