/** The choices of a subscription, shared by the subscribe and manage forms: categories (none = all), language, frequency. */
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Radio.css';
import { Checkbox, Group, Radio, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import type { Language, SubscriptionFrequency } from '@newsroom/shared';
import { categoriesQueryOptions } from '../../../api/get-categories';
import { useInputPropsInLanguage } from '../../../i18n/form-messages';

export interface ChoiceValues {
  categories: string[];
  language: Language;
  frequency: SubscriptionFrequency;
}

export function SubscriptionChoices<Values extends ChoiceValues>({ form }: { form: UseFormReturnType<Values> }) {
  const { t } = useTranslation('subscriptions');
  const inputProps = useInputPropsInLanguage(form);
  const categories = useQuery(categoriesQueryOptions());
  return (
    <Stack gap="sm">
      <Checkbox.Group label={t('choices.categories')} description={t('choices.categoriesHelp')} {...inputProps('categories')}>
        <Group gap="sm" mt={4}>
          {(categories.data ?? []).map((category) => (
            <Checkbox key={category.id} value={category.name} label={category.name} />
          ))}
        </Group>
      </Checkbox.Group>
      <Radio.Group label={t('choices.language')} {...inputProps('language')}>
        <Group gap="md" mt={4}>
          <Radio value="en" label="English" />
          <Radio value="fil" label="Filipino" />
        </Group>
      </Radio.Group>
      <Radio.Group label={t('choices.frequency')} {...inputProps('frequency')}>
        <Group gap="md" mt={4}>
          <Radio value="each" label={t('choices.each')} />
          <Radio value="weekly" label={t('choices.weekly')} />
        </Group>
      </Radio.Group>
    </Stack>
  );
}
