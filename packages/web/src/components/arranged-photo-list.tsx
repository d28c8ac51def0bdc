/**
 * The photo picker's list for forms that arrange their photos (photo-tile.tsx's PhotoArrangement): under each photo a
 * button to its caption, credit and alt text, a Crop button where the form crops, and, where the order matters, a
 * handle that drags the photo to another place (pointer, touch, or the keyboard: space, the arrow keys, space), each
 * move announced to screen readers by the photo's name and position. Loaded apart, so the public contribute page
 * does not carry the drag and crop libraries.
 */
import { useState } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Anchor, Group, SimpleGrid, Text } from '@mantine/core';
import { IconCrop, IconGripVertical, IconPencil } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from '../i18n/use-translation';
import { emptyPhotoWords, hasPhotoWords } from '../lib/photo-words';
import { PhotoCropDialog } from './photo-crop-dialog';
import { PhotoWordsDialog } from './photo-words-dialog';
import { PhotoTile, type PhotoArrangement, type PhotoListProps, type PickedPhoto } from './photo-tile';
import classes from './photo-picker.module.css';

function announcementsFor(photos: PickedPhoto[], t: TFunction<'desk'>): Announcements {
  const ids = photos.map((photo) => photo.id);
  const name = (id: UniqueIdentifier) => photos.find((photo) => photo.id === id)?.name ?? t('photos.thePhoto');
  const place = (id: UniqueIdentifier) => t('photos.place', { index: ids.indexOf(String(id)) + 1, count: ids.length });
  const at = (id: UniqueIdentifier, placeId: UniqueIdentifier) => ({ name: name(id), place: place(placeId) });
  return {
    onDragStart: ({ active }) => t('photos.dragStart', at(active.id, active.id)),
    onDragOver: ({ active, over }) => (over ? t('photos.dragOver', at(active.id, over.id)) : t('photos.dragOverNothing', { name: name(active.id) })),
    onDragEnd: ({ active, over }) => (over ? t('photos.dragEnd', at(active.id, over.id)) : t('photos.dragEndNothing', { name: name(active.id) })),
    onDragCancel: ({ active }) => t('photos.dragCancel', at(active.id, active.id)),
  };
}

export default function ArrangedPhotoList({ label, photos, disabled, arrange }: PhotoListProps & { arrange: PhotoArrangement }) {
  const { t } = useTranslation('desk');
  const [editing, setEditing] = useState<string | null>(null);
  const [cropping, setCropping] = useState<string | null>(null);
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a tap on the handle stays a tap.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const { onReorder } = arrange;
  const sortable = Boolean(onReorder) && photos.length > 1;
  const ids = photos.map((photo) => photo.id);
  const editedPhoto = photos.find((photo) => photo.id === editing) ?? null;
  const croppedPhoto = photos.find((photo) => photo.id === cropping) ?? null;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    // The dragged photo takes the place it was dropped on; the others shift over.
    const from = ids.indexOf(String(active.id));
    const to = over ? ids.indexOf(String(over.id)) : -1;
    if (from !== -1 && to !== -1 && from !== to) onReorder?.(arrayMove(ids, from, to));
  };

  const list = (
    <SimpleGrid component="ul" cols={3} spacing="sm" className={classes.list} aria-label={label}>
      {photos.map((photo) => (
        <ArrangedPhoto
          key={photo.id}
          photo={photo}
          disabled={disabled}
          sortable={sortable}
          caption={arrange.words[photo.id]?.caption.trim() ?? ''}
          hasWords={hasPhotoWords(arrange.words[photo.id])}
          onEdit={() => setEditing(photo.id)}
          onCrop={arrange.cropAspect && arrange.onCropped ? () => setCropping(photo.id) : undefined}
        />
      ))}
    </SimpleGrid>
  );

  return (
    <>
      {sortable ? (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements: announcementsFor(photos, t), screenReaderInstructions: { draggable: t('photos.dragInstructions') } }}
        >
          <SortableContext items={ids} strategy={rectSortingStrategy} disabled={disabled}>
            {list}
          </SortableContext>
        </DndContext>
      ) : (
        list
      )}
      <PhotoWordsDialog
        photo={editedPhoto}
        words={(editing && arrange.words[editing]) || emptyPhotoWords}
        onChange={(words) => editing && arrange.onWordsChange(editing, words)}
        onClose={() => setEditing(null)}
      />
      {arrange.cropAspect && arrange.onCropped && (
        <PhotoCropDialog
          photo={croppedPhoto}
          aspect={arrange.cropAspect}
          onCropped={(file) => {
            if (cropping) arrange.onCropped?.(cropping, file);
            setCropping(null);
          }}
          onClose={() => setCropping(null)}
        />
      )}
    </>
  );
}

interface ArrangedPhotoProps {
  photo: PickedPhoto;
  disabled: boolean;
  sortable: boolean;
  caption: string;
  hasWords: boolean;
  onEdit: () => void;
  onCrop?: () => void;
}

function ArrangedPhoto({ photo, disabled, sortable, caption, hasWords, onEdit, onCrop }: ArrangedPhotoProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: photo.id,
    disabled: !sortable || disabled,
  });
  const { t } = useTranslation('desk');
  const editLabel = hasWords ? t('photos.editCaption') : t('photos.addCaption');
  const handle = sortable && (
    <ActionIcon
      ref={setActivatorNodeRef}
      className={classes.handle}
      variant="white"
      color="gray"
      radius="xl"
      size="md"
      title={t('photos.drag')}
      disabled={disabled}
      {...attributes}
      {...listeners}
      aria-label={t('photos.dragFor', { name: photo.name })}
    >
      <IconGripVertical size={16} aria-hidden />
    </ActionIcon>
  );
  return (
    <li
      ref={setNodeRef}
      className={classes.tile}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <PhotoTile photo={photo} disabled={disabled} corner={handle}>
        <Group gap={4} wrap="wrap" align="flex-start">
          {/* Each name starts with the visible words (WCAG 2.5.3) and says which photo it is about. */}
          <Anchor
            component="button"
            type="button"
            size="xs"
            onClick={onEdit}
            disabled={disabled}
            aria-label={t('photos.captionFor', { action: editLabel, name: photo.name })}
          >
            <IconPencil size={12} aria-hidden /> {editLabel}
          </Anchor>
          {onCrop && (
            <Anchor
              component="button"
              type="button"
              size="xs"
              onClick={onCrop}
              disabled={disabled}
              aria-label={t('photos.cropFor', { name: photo.name })}
            >
              <IconCrop size={12} aria-hidden /> {t('photos.crop')}
            </Anchor>
          )}
        </Group>
        {caption && (
          <Text size="xs" c="dimmed" lineClamp={2} className={classes.caption}>
            {caption}
          </Text>
        )}
      </PhotoTile>
    </li>
  );
}
