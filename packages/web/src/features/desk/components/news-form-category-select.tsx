/** The category select of both content forms, filled from GET /categories/get-categories; the value is the name. */
import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useCategories } from '../../../api/get-categories';

type CategorySelectProps = Omit<NativeSelectProps, 'data' | 'label'>;

export function NewsCategorySelect(props: CategorySelectProps) {
  const { t } = useTranslation('desk');
  const categories = useCategories();
  const names = (categories.data ?? []).map((category) => category.name);
  const current = typeof props.value === 'string' ? props.value : '';
  // An item keeps its category even if that one is missing from the list (renamed meanwhile, or the list failed).
  if (current && !names.includes(current)) names.unshift(current);
  return (
    <NativeSelect
      label={t('form.category')}
      withAsterisk
      description={categories.isError ? t('form.categoriesFailed') : undefined}
      data={[
        { value: '', label: categories.isPending ? t('form.loading') : t('form.selectCategory') },
        ...names.map((name) => ({ value: name, label: name })),
      ]}
      {...props}
    />
  );
}
