/**
 * The compact subscribe form's choices (categories, language, how often), in a dialog: its code and words come on
 * the first open (subscribe-form.tsx), so the pages that show the form stay light.
 */
import '../../../components/dialog-styles';
import { useEffect } from 'react';
import { Button, Group, Modal } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '../../../i18n/use-translation';
import { SubscriptionChoices, type ChoiceValues } from './subscription-choices';

interface SubscriptionChoicesDialogProps {
  opened: boolean;
  /** The choices the form holds now: the dialog starts from them each time it opens. */
  choices: ChoiceValues;
  onChoose: (choices: ChoiceValues) => void;
  onClose: () => void;
}

export function SubscriptionChoicesDialog({ opened, choices, onChoose, onClose }: SubscriptionChoicesDialogProps) {
  const { t } = useTranslation('subscriptions');
  const form = useForm<ChoiceValues>({ initialValues: choices });
  const { setValues } = form;
  useEffect(() => {
    if (opened) setValues(choices);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- from the form's choices as each opening finds them.
  }, [opened]);

  return (
    <Modal opened={opened} onClose={onClose} title={t('choices.title')} size="md" radius="lg">
      <form
        aria-label={t('choices.title')}
        onSubmit={form.onSubmit((values) => {
          onChoose(values);
          onClose();
        })}
      >
        <SubscriptionChoices form={form} />
        <Group justify="flex-end" mt="lg">
          <Button type="submit">{t('choices.done')}</Button>
        </Group>
      </form>
    </Modal>
  );
}
