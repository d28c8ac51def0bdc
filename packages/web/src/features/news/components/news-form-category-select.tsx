/** The category select of both content forms, filled from GET /categories/get-categories; the value is the name. */
import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { useCategories } from '../../../api/get-categories';

type CategorySelectProps = Omit<NativeSelectProps, 'data' | 'label'>;

export function NewsCategorySelect(props: CategorySelectProps) {
  const categories = useCategories();
  const names = (categories.data ?? []).map((category) => category.name);
  const current = typeof props.value === 'string' ? props.value : '';
  // An item keeps its category even if that one is missing from the list (renamed meanwhile, or the list failed).
  if (current && !names.includes(current)) names.unshift(current);
  return (
    <NativeSelect
      label="Category"
      withAsterisk
      description={categories.isError ? 'The categories could not be loaded. Reload the page to try again.' : undefined}
      data={[{ value: '', label: categories.isPending ? 'Loading...' : 'Select a category' }, ...names.map((name) => ({ value: name, label: name }))]}
      {...props}
    />
  );
}
