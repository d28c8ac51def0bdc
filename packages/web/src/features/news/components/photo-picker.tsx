/**
 * Picks images for a news form (a thumbnail, or several additional photos): drop or choose files, see a
 * preview of each with a remove button, and, on edit, the photos already stored with the item.
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { ActionIcon, Box, Group, Input, SimpleGrid, Stack, Text } from '@mantine/core';
import { Dropzone, MIME_TYPES, type FileRejection } from '@mantine/dropzone';
import { IconPhotoPlus, IconPhotoX, IconUpload, IconX } from '@tabler/icons-react';
import type { ImageView, News } from '@newsroom/shared';
import { ResponsiveImage } from '../../../components/responsive-image';

/** The formats the server turns into display sizes; anything else it refuses (415). */
const ACCEPTED_TYPES = [MIME_TYPES.jpeg, MIME_TYPES.png, MIME_TYPES.webp, MIME_TYPES.gif, MIME_TYPES.avif];
/** The server's per-file limit (413 above it), checked here first so nothing big is sent for nothing. */
const MAX_FILE_SIZE = 10 * 1024 * 1024;
const photoPickerMessages = {
  rejected: 'Only image files (JPEG, PNG, WebP, GIF, AVIF) of up to 10 MB can be added.',
} as const;

/** A photo already stored with the item: its URL (what existingPhotos lists) and its sizes when known. */
export interface StoredPhoto {
  url: string;
  image?: ImageView | null;
}

/** An item's additional photos (SPEC's list of URLs) with the sizes the server made for each. */
export function photosOf(news: Pick<News, 'additionalPhotos' | 'photos'>): StoredPhoto[] {
  return news.additionalPhotos.map((url) => ({ url, image: news.photos.find((photo) => photo.url === url) }));
}

interface PhotoPickerProps {
  label: string;
  /** Several photos, or one image that a new pick replaces. */
  multiple?: boolean;
  files: File[];
  /** Given an update of the current list (a state setter fits), so picks made in quick succession all count. */
  onFilesChange: (update: (current: File[]) => File[]) => void;
  stored?: StoredPhoto[];
  /** Without it, stored photos have no remove button: a stored thumbnail can only be replaced. */
  onRemoveStored?: (url: string) => void;
  error?: ReactNode;
  required?: boolean;
  description?: ReactNode;
}

export function PhotoPicker({
  label,
  multiple = false,
  files,
  onFilesChange,
  stored = [],
  onRemoveStored,
  error,
  required,
  description,
}: PhotoPickerProps) {
  const inputId = useId();
  const [rejection, setRejection] = useState<string | null>(null);
  // A newly picked thumbnail replaces the stored one, so the stored one is no longer shown.
  const shownStored = multiple || files.length === 0 ? stored : [];
  const hasPreviews = shownStored.length + files.length > 0;

  const onDrop = (dropped: File[]) => {
    setRejection(null);
    if (dropped.length === 0) return;
    onFilesChange((current) => (multiple ? [...current, ...dropped] : [dropped[0]]));
  };
  const onReject = (rejections: FileRejection[]) => {
    if (rejections.length > 0) setRejection(photoPickerMessages.rejected);
  };
  const prompt = multiple
    ? 'Drag images here or click to choose'
    : files.length + stored.length > 0
      ? 'Drag an image here or click to replace it'
      : 'Drag an image here or click to choose one';
  const hint = `JPEG, PNG, WebP, GIF or AVIF, up to 10 MB${multiple ? ' each' : ''}`;
  const removeFile = (index: number) => onFilesChange((current) => current.filter((_, i) => i !== index));

  return (
    <Input.Wrapper id={inputId} label={label} required={required} description={description} error={error ?? rejection}>
      <Stack gap="sm" mt={4}>
        <Dropzone
          onDrop={onDrop}
          onReject={onReject}
          accept={ACCEPTED_TYPES}
          maxSize={MAX_FILE_SIZE}
          multiple={multiple}
          role="button"
          // The name holds all the visible text (WCAG 2.5.3, label in name).
          aria-label={`${label}: ${prompt} ${hint}`}
          // The drop zone is the control; its file input stays out of the accessibility tree rather than
          // nest a second, unreachable control inside it. Nothing here relies on the input's own validation.
          inputProps={{ id: inputId, style: { display: 'none' } }}
          p="md"
          style={error || rejection ? { borderColor: 'var(--mantine-color-error)' } : undefined}
        >
          <Group justify="center" gap="sm" wrap="nowrap" style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={32} stroke={1.5} aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconPhotoX size={32} stroke={1.5} aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhotoPlus size={32} stroke={1.5} aria-hidden />
            </Dropzone.Idle>
            <div>
              <Text size="sm" fw={500}>
                {prompt}
                {/* A trailing space keeps "one" and "JPEG" two words for tools that join the lines' text (axe). */}{' '}
              </Text>
              <Text size="xs" c="dimmed">
                {hint}
              </Text>
            </div>
          </Group>
        </Dropzone>

        {hasPreviews && (
          <SimpleGrid cols={multiple ? { base: 2, xs: 3, lg: 4 } : { base: 2, xs: 2, lg: 3 }} spacing="sm">
            {shownStored.map((photo, index) => (
              <PreviewTile
                key={photo.url}
                alt={multiple ? `Current photo ${index + 1}` : `Current ${label.toLowerCase()}`}
                removeLabel={`Remove current photo ${index + 1}`}
                onRemove={onRemoveStored ? () => onRemoveStored(photo.url) : undefined}
              >
                {photo.image ? (
                  <ResponsiveImage image={photo.image} alt="" sizes="200px" style={tileImageStyle} />
                ) : (
                  <img src={photo.url} alt="" loading="lazy" style={tileImageStyle} />
                )}
              </PreviewTile>
            ))}
            {files.map((file, index) => (
              <PreviewTile key={`${file.name}-${file.lastModified}-${index}`} alt={file.name} removeLabel={`Remove ${file.name}`} onRemove={() => removeFile(index)}>
                <FilePreview file={file} />
              </PreviewTile>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Input.Wrapper>
  );
}

const tileImageStyle = { width: '100%', height: '100%', objectFit: 'cover', aspectRatio: 'auto' } as const;

interface PreviewTileProps {
  /** What the tile shows, as a caption for assistive technology and for the eye. */
  alt: string;
  removeLabel: string;
  onRemove?: () => void;
  children: ReactNode;
}

function PreviewTile({ alt, removeLabel, onRemove, children }: PreviewTileProps) {
  return (
    <Box component="figure" m={0} role="group" aria-label={alt}>
      <Box
        pos="relative"
        style={{
          aspectRatio: '4 / 3',
          overflow: 'hidden',
          borderRadius: 'var(--mantine-radius-md)',
          border: '1px solid var(--mantine-color-default-border)',
          background: 'var(--mantine-color-default-hover)',
        }}
      >
        {children}
        {onRemove && (
          <ActionIcon
            pos="absolute"
            top={6}
            right={6}
            radius="xl"
            color="red"
            variant="filled"
            size="md"
            aria-label={removeLabel}
            onClick={onRemove}
          >
            <IconX size={16} aria-hidden />
          </ActionIcon>
        )}
      </Box>
      <Text component="figcaption" size="xs" c="dimmed" mt={4} truncate>
        {alt}
      </Text>
    </Box>
  );
}

/** A picked file shown from a temporary object URL, released when the preview goes away. */
function FilePreview({ file }: { file: File }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url ? <img src={url} alt="" style={tileImageStyle} /> : null;
}
