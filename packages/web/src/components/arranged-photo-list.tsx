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
import { emptyPhotoWords, hasPhotoWords } from '../lib/photo-words';
import { PhotoCropDialog } from './photo-crop-dialog';
import { PhotoWordsDialog } from './photo-words-dialog';
import { PhotoTile, type PhotoArrangement, type PhotoListProps, type PickedPhoto } from './photo-tile';
import classes from './photo-picker.module.css';

const screenReaderInstructions = {
  draggable:
    'To move a photo, press space or enter on its handle, use the arrow keys to move it, then press space or enter to drop it, or escape to leave it where it was.',
};

function announcementsFor(photos: PickedPhoto[]): Announcements {
  const ids = photos.map((photo) => photo.id);
  const name = (id: UniqueIdentifier) => photos.find((photo) => photo.id === id)?.name ?? 'The photo';
  const place = (id: UniqueIdentifier) => `position ${ids.indexOf(String(id)) + 1} of ${ids.length}`;
  return {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}, at ${place(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${name(active.id)} is now at ${place(over.id)}.` : `${name(active.id)} is not over a place.`),
    onDragEnd: ({ active, over }) => (over ? `${name(active.id)} dropped at ${place(over.id)}.` : `${name(active.id)} dropped where it was.`),
    onDragCancel: ({ active }) => `Moving cancelled: ${name(active.id)} stays at ${place(active.id)}.`,
  };
}

export default function ArrangedPhotoList({ label, photos, disabled, arrange }: PhotoListProps & { arrange: PhotoArrangement }) {
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
          accessibility={{ announcements: announcementsFor(photos), screenReaderInstructions }}
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
  const editLabel = hasWords ? 'Edit caption' : 'Add caption';
  const handle = sortable && (
    <ActionIcon
      ref={setActivatorNodeRef}
      className={classes.handle}
      variant="white"
      color="gray"
      radius="xl"
      size="md"
      title="Drag to reorder"
      disabled={disabled}
      {...attributes}
      {...listeners}
      aria-label={`Drag to reorder ${photo.name}`}
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
            aria-label={`${editLabel} & credit for ${photo.name}`}
          >
            <IconPencil size={12} aria-hidden /> {editLabel}
          </Anchor>
          {onCrop && (
            <Anchor component="button" type="button" size="xs" onClick={onCrop} disabled={disabled} aria-label={`Crop ${photo.name}`}>
              <IconCrop size={12} aria-hidden /> Crop
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
