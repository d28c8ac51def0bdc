/**
 * The caption, credit and alt text of one photo, in a dialog: three fields do not fit under a preview a third of a
 * phone's width. What is typed is kept as it is typed; Done only closes.
 */
import './dialog-styles';
import { Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import { PHOTO_WORDS_MAX, type PhotoWordsValues } from '../lib/photo-words';
import type { PickedPhoto } from './photo-tile';

interface PhotoWordsDialogProps {
  photo: PickedPhoto | null;
  words: PhotoWordsValues;
  onChange: (words: PhotoWordsValues) => void;
  onClose: () => void;
}

function Count({ value, max }: { value: string; max: number }) {
  const { t } = useTranslation('desk');
  return (
    <Text component="span" size="xs" c="dimmed">
      {t('photoWords.count', { length: value.length, max })}
    </Text>
  );
}

export function PhotoWordsDialog({ photo, words, onChange, onClose }: PhotoWordsDialogProps) {
  const { t } = useTranslation('desk');
  const set = (name: keyof PhotoWordsValues) => (event: { currentTarget: { value: string } }) =>
    onChange({ ...words, [name]: event.currentTarget.value });
  return (
    <Modal
      opened={photo !== null}
      onClose={onClose}
      title={t('photoWords.title')}
      centered
      closeButtonProps={{ 'aria-label': t('photoWords.close') }}
    >
      {photo && (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {photo.name}
          </Text>
          <Textarea
            label={t('photoWords.caption')}
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
            label={t('photoWords.credit')}
            placeholder={t('photoWords.creditPlaceholder')}
            description={<Count value={words.credit} max={PHOTO_WORDS_MAX.credit} />}
            inputWrapperOrder={['label', 'input', 'description']}
            maxLength={PHOTO_WORDS_MAX.credit}
            autoComplete="off"
            value={words.credit}
            onChange={set('credit')}
          />
          <Textarea
            label={t('photoWords.alt')}
            description={
              <>
                {t('photoWords.altHelp')} <Count value={words.alt} max={PHOTO_WORDS_MAX.alt} />
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
            <Button onClick={onClose}>{t('photoWords.done')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
