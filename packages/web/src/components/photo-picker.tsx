/**
 * Picking several photos without the back office's dropzone package: a zone that opens the file chooser or takes
 * dropped files, then thumbnails three per row (SPEC §9), each with its remove button. Only images are taken.
 */
import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { ActionIcon, Input, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import type { FilePreview } from '../lib/use-file-previews';
import classes from './photo-picker.module.css';

interface PhotoPickerProps {
  label: string;
  description?: string;
  previews: readonly FilePreview[];
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  /** How many photos may be picked in all. */
  max: number;
  error?: string;
  disabled?: boolean;
}

const isImage = (file: File) => file.type.startsWith('image/');

export function PhotoPicker({ label, description, previews, onAdd, onRemove, max, error, disabled = false }: PhotoPickerProps) {
  const inputId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const full = previews.length >= max;
  const inactive = disabled || full;

  const take = (picked: readonly File[]) => {
    const images = picked.filter(isImage);
    const room = Math.max(0, max - previews.length);
    const accepted = images.slice(0, room);
    const notes: string[] = [];
    if (images.length < picked.length) notes.push('Only image files can be added.');
    if (accepted.length < images.length) notes.push(`You can add up to ${max} photos.`);
    setNotice(notes.length > 0 ? notes.join(' ') : null);
    onAdd(accepted);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    take(Array.from(event.currentTarget.files ?? []));
    // Lets the same file be picked again after it was removed.
    event.currentTarget.value = '';
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

  // Input.Wrapper names its description and error `${id}-description` and `${id}-error`.
  const describedBy = [description && `${inputId}-description`, error && `${inputId}-error`, notice && hintId].filter(Boolean).join(' ');

  return (
    <Input.Wrapper
      id={inputId}
      label={label}
      labelElement="div"
      description={description}
      error={error}
      inputWrapperOrder={['label', 'description', 'error', 'input']}
    >
      <Stack gap={6} mt={6}>
        <label
          htmlFor={inputId}
          className={classes.zone}
          data-dragging={dragging || undefined}
          data-disabled={inactive || undefined}
          data-error={error ? true : undefined}
          onDragOver={onDragOver}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <IconPhotoPlus size={32} className={classes.icon} aria-hidden />
          <Text size="sm">
            {full ? (
              `${max} photos added`
            ) : (
              <>
                Drag photos here or <span className={classes.browse}>choose files</span>
              </>
            )}
          </Text>
          <input
            id={inputId}
            type="file"
            accept="image/*"
            multiple
            className={classes.input}
            aria-label={label}
            aria-describedby={describedBy || undefined}
            aria-invalid={error ? true : undefined}
            disabled={inactive}
            onChange={onChange}
          />
        </label>

        {notice && (
          <Text id={hintId} size="xs" c="dimmed" role="status">
            {notice}
          </Text>
        )}

        {previews.length > 0 && (
          <SimpleGrid component="ul" cols={3} spacing="sm" className={classes.list} aria-label={`${label}: ${previews.length} selected`}>
            {previews.map((preview, index) => (
              <li key={preview.id} className={classes.thumb}>
                <img src={preview.url} alt={`Photo ${index + 1}: ${preview.file.name}`} />
                <ActionIcon
                  className={classes.remove}
                  variant="white"
                  color="red"
                  radius="xl"
                  size="md"
                  aria-label={`Remove photo ${index + 1} (${preview.file.name})`}
                  title="Remove photo"
                  disabled={disabled}
                  onClick={() => onRemove(preview.id)}
                >
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              </li>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
