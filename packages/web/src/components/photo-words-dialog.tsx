/**
 * The caption, credit and alt text of one photo, in a dialog: three fields do not fit under a preview a third of a
 * phone's width. What is typed is kept as it is typed; Done only closes.
 */
import './dialog-styles';
import { Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { PHOTO_WORDS_MAX, type PhotoWordsValues } from '../lib/photo-words';
import type { PickedPhoto } from './photo-tile';

interface PhotoWordsDialogProps {
  photo: PickedPhoto | null;
  words: PhotoWordsValues;
  onChange: (words: PhotoWordsValues) => void;
  onClose: () => void;
}

function Count({ value, max }: { value: string; max: number }) {
  return (
    <Text component="span" size="xs" c="dimmed">
      {value.length}/{max} characters
    </Text>
  );
}

export function PhotoWordsDialog({ photo, words, onChange, onClose }: PhotoWordsDialogProps) {
  const set = (name: keyof PhotoWordsValues) => (event: { currentTarget: { value: string } }) =>
    onChange({ ...words, [name]: event.currentTarget.value });
  return (
    <Modal opened={photo !== null} onClose={onClose} title="Caption & credit" centered closeButtonProps={{ 'aria-label': 'Close caption & credit' }}>
      {photo && (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {photo.name}
          </Text>
          <Textarea
            label="Caption"
            description={<Count value={words.caption} max={PHOTO_WORDS_MAX.caption} />}
            inputWrapperOrder={['label', 'input', 'description']}
            autosize
            minRows={2}
            maxRows={5}
            maxLength={PHOTO_WORDS_MAX.caption}
            value={words.caption}
            onChange={set('caption')}
            data-autofocus
          />
          <TextInput
            label="Credit"
            placeholder="Photo by ..."
            description={<Count value={words.credit} max={PHOTO_WORDS_MAX.credit} />}
            inputWrapperOrder={['label', 'input', 'description']}
            maxLength={PHOTO_WORDS_MAX.credit}
            autoComplete="off"
            value={words.credit}
            onChange={set('credit')}
          />
          <Textarea
            label="Alt text"
            description={
              <>
                What the photo shows, read out to readers who cannot see it. <Count value={words.alt} max={PHOTO_WORDS_MAX.alt} />
              </>
            }
            inputWrapperOrder={['label', 'input', 'description']}
            autosize
            minRows={2}
            maxRows={5}
            maxLength={PHOTO_WORDS_MAX.alt}
            value={words.alt}
            onChange={set('alt')}
          />
          <Group justify="flex-end">
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
