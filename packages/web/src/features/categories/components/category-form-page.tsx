/** /add-category/{id}: create (`_add`) or edit a category's name and description (SPEC §2, §5). ADMIN only. */
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../../i18n/use-translation';
import { DESCRIPTION_MAX_LENGTH, NAME_MAX_LENGTH, categoryBodySchema, categoryMessages, type Category } from '@newsroom/shared';
import { FormCard } from '../../../components/form-card';
import { LoadedItem } from '../../../components/loaded-item';
import { useMessage } from '../../../i18n/messages';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { formErrors } from '../../../lib/form-errors';
import { isNewItemId, paths } from '../../../lib/paths';
import { RequireRole } from '../../../lib/require-role';
import { useCategories } from '../../../api/get-categories';
import { useCategory } from '../api/get-category';
import { useCreateCategory } from '../api/create-category';
import { useUpdateCategory } from '../api/update-category';
import { isCategoryNameTaken } from './category-name';
import { useInputPropsInLanguage } from '../../../i18n/form-messages';

interface CategoryFormValues {
  name: string;
  description: string;
}

export function CategoryFormPage() {
  return (
    <RequireRole action="manageCategories">
      <CategoryFormLoader />
    </RequireRole>
  );
}

function CategoryFormLoader() {
  const { t } = useTranslation('categories');
  const message = useMessage();
  const { id = '' } = useParams();
  const creating = isNewItemId(id);
  const categoryQuery = useCategory(id, { enabled: !creating });

  if (creating) return <CategoryForm initialValues={{ name: '', description: '' }} />;
  return (
    <LoadedItem
      query={categoryQuery}
      failure={message(categoryMessages.notFound)}
      back={{ label: t('form.backToList'), href: paths.categoryManagement.getHref() }}
    >
      {(category) => <CategoryForm key={category.id} category={category} initialValues={category} />}
    </LoadedItem>
  );
}

function CategoryForm({ category, initialValues }: { category?: Category; initialValues: CategoryFormValues }) {
  const { t } = useTranslation('categories');
  const message = useMessage();
  const navigate = useNavigate();
  const { data: categories = [] } = useCategories();
  const createCategory = useCreateCategory();
  const updateCategory = useUpdateCategory();
  const [serverError, setServerError] = useState<string | null>(null);

  const form = useForm<CategoryFormValues>({
    initialValues: { name: initialValues.name, description: initialValues.description },
    // The server's schema, and its uniqueness rule against the categories already loaded.
    validate: (values) => {
      const errors = formErrors(categoryBodySchema, values);
      if (!errors.name && isCategoryNameTaken(values.name, categories, category?.id)) errors.name = categoryMessages.nameExists;
      return errors;
    },
  });

  const inputProps = useInputPropsInLanguage(form);

  const backToList = () => navigate(paths.categoryManagement.getHref());

  const onError = (error: unknown) => {
    if (isApiError(error, 409)) {
      form.setFieldError('name', error.message || categoryMessages.nameExists);
      return;
    }
    setServerError(errorMessage(error, t('form.saveFailed')));
    if (isApiError(error)) {
      const { name, description } = error.fieldErrors;
      form.setErrors({ ...(name ? { name } : {}), ...(description ? { description } : {}) });
    }
  };

  const onSubmit = form.onSubmit((values) => {
    setServerError(null);
    const body = { name: values.name.trim(), description: values.description.trim() };
    const onSuccess = () => {
      notifications.show({ color: 'green', message: t('form.saved') });
      backToList();
    };
    if (category) updateCategory.mutate({ id: category.id, ...body }, { onSuccess, onError });
    else createCategory.mutate(body, { onSuccess, onError });
  });

  return (
    <FormCard
      title={category ? t('form.editTitle') : t('form.addTitle')}
      failureTitle={t('form.notSaved')}
      serverError={message(serverError ?? undefined) ?? null}
      submitLabel={t('form.save')}
      saving={createCategory.isPending || updateCategory.isPending}
      onSubmit={onSubmit}
      onCancel={backToList}
    >
      <TextInput label={t('form.name')} withAsterisk maxLength={NAME_MAX_LENGTH} {...inputProps('name')} />
      <Textarea label={t('form.description')} withAsterisk autosize minRows={3} maxLength={DESCRIPTION_MAX_LENGTH} {...inputProps('description')} />
    </FormCard>
  );
}
