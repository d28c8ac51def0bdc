/**
 * The one photo picker (contribute form, both post forms): a zone that opens the file chooser or takes dropped
 * files, then a thumbnail of each photo, three per row (SPEC §9), with its remove button; on edit, the photos
 * already stored come first. Only the image types and sizes the server takes are added (shared upload limits),
 * and without the dropzone package, so the public contribute page stays light. A form that arranges its photos
 * (captions, order, crop: the post forms) gets those controls from a separate chunk, loaded only there.
 */
import { lazy, Suspense, useId, useRef, useState, type ChangeEvent, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Input, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useTranslation } from '../i18n/use-translation';
import { isUploadImageType, UPLOAD_FILE_SIZE_MAX, UPLOAD_IMAGE_TYPES, type ImageView } from '@newsroom/shared';
import type { FilePreview } from '../lib/use-file-previews';
import { PhotoTile, type PhotoArrangement, type PhotoListProps, type PickedPhoto } from './photo-tile';
import classes from './photo-picker.module.css';

const ArrangedPhotoList = lazy(() => import('./arranged-photo-list'));

/** A photo already stored with the item: its URL and, when known, the sizes the server made of it. */
export interface StoredPhoto {
  url: string;
  image?: ImageView | null;
}

const MAX_SIZE_MB = UPLOAD_FILE_SIZE_MAX / (1024 * 1024);
const TYPE_NAMES = 'JPEG, PNG, WebP, GIF, AVIF';

interface PhotoPickerProps {
  label: string;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Several photos, or one image that a new pick replaces (the caller replaces it: `onAdd` gets one file). */
  multiple?: boolean;
  /** How many photos, stored ones included, may be shown in all. */
  max?: number;
  previews: readonly FilePreview[];
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  stored?: readonly StoredPhoto[];
  /** Without it, stored photos have no remove button: a stored thumbnail can only be replaced. */
  onRemoveStored?: (url: string) => void;
  /** Captions, order and crop, for the forms that offer them. */
  arrange?: PhotoArrangement;
}

const isAccepted = (file: File) => isUploadImageType(file.type) && file.size <= UPLOAD_FILE_SIZE_MAX;

export function PhotoPicker({
  label,
  description,
  error,
  required,
  disabled = false,
  multiple = true,
  max = Number.POSITIVE_INFINITY,
  previews,
  onAdd,
  onRemove,
  stored = [],
  onRemoveStored,
  arrange,
}: PhotoPickerProps) {
  const { t } = useTranslation('desk');
  const inputId = useId();
  const noticeId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  // What was left out of the last pick, kept as what to say rather than the words, so they follow the language.
  const [notice, setNotice] = useState<{ rejected: boolean; tooMany: boolean } | null>(null);
  // A newly picked image replaces the stored one, so the stored one is no longer shown.
  const shownStored = multiple || previews.length === 0 ? stored : [];
  const shown = shownStored.length + previews.length;
  const full = multiple && shown >= max;
  const inactive = disabled || full;

  const take = (picked: readonly File[]) => {
    const accepted = picked.filter(isAccepted);
    const room = multiple ? Math.max(0, max - shown) : 1;
    const added = accepted.slice(0, room);
    const rejected = accepted.length < picked.length;
    const tooMany = multiple && added.length < accepted.length;
    setNotice(rejected || tooMany ? { rejected, tooMany } : null);
    if (added.length > 0) onAdd(added);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    take(Array.from(event.currentTarget.files ?? []));
    // Lets the same file be picked again after it was removed.
    event.currentTarget.value = '';
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (inactive || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    input.current?.click();
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!inactive) setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!inactive) take(Array.from(event.dataTransfer.files));
  };

  const allPhotos: PickedPhoto[] = [
    ...shownStored.map((photo, index) => ({
      id: photo.url,
      name: multiple ? t('photos.currentPhoto', { index: index + 1 }) : t('photos.currentSingle', { label: label.toLowerCase() }),
      removeLabel: t('photos.removeCurrent', { index: index + 1 }),
      onRemove: onRemoveStored && (() => onRemoveStored(photo.url)),
      url: photo.url,
      image: photo.image,
    })),
    ...previews.map((preview, index) => ({
      id: preview.id,
      name: t('photos.newPhoto', { index: index + 1, name: preview.file.name }),
      removeLabel: t('photos.removeNew', { index: index + 1, name: preview.file.name }),
      onRemove: () => onRemove(preview.id),
      url: preview.url,
      file: preview.file,
    })),
  ];
  const photos = arrange?.order ? inOrder(allPhotos, arrange.order) : allPhotos;
  const listLabel = t('photos.selected', { label, count: shown });

  const prompt = full ? t('photos.full', { max }) : multiple ? t('photos.promptMany') : shown > 0 ? t('photos.promptReplace') : t('photos.promptOne');
  const limits = { types: TYPE_NAMES, size: MAX_SIZE_MB };
  const hint = multiple ? t('photos.hintEach', limits) : t('photos.hint', limits);
  const noticeText =
    notice && [notice.rejected && t('photos.rejected', limits), notice.tooMany && t('photos.tooMany', { max })].filter(Boolean).join(' ');
  // Input.Wrapper names its description and error `${id}-description` and `${id}-error`.
  const describedBy = [description && `${inputId}-description`, error && `${inputId}-error`, notice && noticeId].filter(Boolean).join(' ');

  return (
    <Input.Wrapper
      id={inputId}
      label={label}
      labelElement="div"
      required={required}
      description={description}
      error={error}
      inputWrapperOrder={['label', 'description', 'error', 'input']}
    >
      <Stack gap={6} mt={6}>
        {/* The zone is the control, named by all its visible text (WCAG 2.5.3); its file input stays out of sight
            and out of the accessibility tree, labelled for the tools that set files on it. */}
        <div
          role="button"
          tabIndex={inactive ? -1 : 0}
          aria-disabled={inactive || undefined}
          aria-describedby={describedBy || undefined}
          className={classes.zone}
          data-dragging={dragging || undefined}
          data-disabled={inactive || undefined}
          data-error={error ? true : undefined}
          onClick={() => !inactive && input.current?.click()}
          onKeyDown={onKeyDown}
          onDragOver={onDragOver}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <VisuallyHidden>{`${label}: `}</VisuallyHidden>
          <IconPhotoPlus size={32} className={classes.icon} aria-hidden />
          {/* A trailing space keeps the prompt and the hint two words for tools that join the lines' text (axe). */}
          <Text size="sm" fw={500}>
            {prompt}{' '}
          </Text>
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={UPLOAD_IMAGE_TYPES.join(',')}
            multiple={multiple}
            aria-label={label}
            aria-invalid={error ? true : undefined}
            disabled={inactive}
            hidden
            onChange={onChange}
          />
        </div>

        {notice && (
          <Text id={noticeId} size="xs" c="dimmed" role="status">
            {noticeText}
          </Text>
        )}

        {shown > 0 && (
          <Suspense fallback={<PlainPhotoList label={listLabel} photos={photos} disabled={disabled} />}>
            {arrange ? (
              <ArrangedPhotoList label={listLabel} photos={photos} disabled={disabled} arrange={arrange} />
            ) : (
              <PlainPhotoList label={listLabel} photos={photos} disabled={disabled} />
            )}
          </Suspense>
        )}
      </Stack>
    </Input.Wrapper>
  );
}

/** The photos in the order given; any the order does not name yet go last. */
function inOrder(photos: PickedPhoto[], order: readonly string[]): PickedPhoto[] {
  const position = (photo: PickedPhoto) => {
    const index = order.indexOf(photo.id);
    return index === -1 ? order.length : index;
  };
  return [...photos].sort((a, b) => position(a) - position(b));
}

function PlainPhotoList({ label, photos, disabled }: PhotoListProps) {
  return (
    <SimpleGrid component="ul" cols={3} spacing="sm" className={classes.list} aria-label={label}>
      {photos.map((photo) => (
        <li key={photo.id} className={classes.tile}>
          <PhotoTile photo={photo} disabled={disabled} />
        </li>
      ))}
    </SimpleGrid>
  );
}
