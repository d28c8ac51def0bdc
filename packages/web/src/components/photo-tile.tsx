/** One photo of the photo picker: its square preview with a remove button, and room for the controls a form adds. */
import type { ReactNode } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from '../i18n/use-translation';
import type { ImageView } from '@newsroom/shared';
import type { PhotoWordsValues } from '../lib/photo-words';
import { ResponsiveImage } from './responsive-image';
import classes from './photo-picker.module.css';

/** A photo as the picker shows it, stored or newly picked. */
export interface PickedPhoto {
  /** A stored photo's URL, or a new one's preview id. */
  id: string;
  /** What the photo is called in its image's alt text and its buttons' names ("Photo 2: cover.png", "Current photo 1"). */
  name: string;
  url: string;
  image?: ImageView | null;
  /** A newly picked photo's file; a stored photo has none. */
  file?: File;
  removeLabel: string;
  onRemove?: () => void;
}

/**
 * What a form may do with its photos beyond picking and removing them: give each a caption, credit and alt text,
 * drag them into another order, crop them to a shape.
 */
export interface PhotoArrangement {
  /** Each photo's caption, credit and alt text, by id. */
  words: Readonly<Record<string, PhotoWordsValues>>;
  onWordsChange: (id: string, words: PhotoWordsValues) => void;
  /** The ids in the order shown; with `onReorder`, the photos can be dragged into another. */
  order?: readonly string[];
  onReorder?: (order: string[]) => void;
  /** Width over height: with `onCropped`, each photo has a Crop button that cuts it to this shape. */
  cropAspect?: number;
  onCropped?: (id: string, cropped: File) => void;
}

/** What a list of photo tiles is given. */
export interface PhotoListProps {
  /** The list's accessible name ("Additional Photos: 3 selected"). */
  label: string;
  photos: PickedPhoto[];
  disabled: boolean;
}

interface PhotoTileProps {
  photo: PickedPhoto;
  disabled: boolean;
  /** Controls over the preview's top left corner (a drag handle). */
  corner?: ReactNode;
  /** Controls under the preview. */
  children?: ReactNode;
}

export function PhotoTile({ photo, disabled, corner, children }: PhotoTileProps) {
  const { t } = useTranslation('desk');
  return (
    <>
      <div className={classes.thumb}>
        {photo.image ? (
          <ResponsiveImage image={photo.image} alt={photo.name} sizes="200px" style={{ height: '100%' }} />
        ) : (
          <img src={photo.url} alt={photo.name} />
        )}
        {corner}
        {photo.onRemove && (
          <ActionIcon
            className={classes.remove}
            variant="white"
            color="red"
            radius="xl"
            size="md"
            aria-label={photo.removeLabel}
            title={t('photos.remove')}
            disabled={disabled}
            onClick={photo.onRemove}
          >
            <IconX size={16} aria-hidden />
          </ActionIcon>
        )}
      </div>
      {children}
    </>
  );
}
