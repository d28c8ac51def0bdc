/** /add-user/{id} (ADMIN): create a user (`_add`) or edit one; Save and Cancel return to the list (SPEC §2). */
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { NativeSelect, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../../i18n/use-translation';
import { userMessages } from '@newsroom/shared';
import { FormCard } from '../../../components/form-card';
import { LoadedItem } from '../../../components/loaded-item';
import { useMessage } from '../../../i18n/messages';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { isNewItemId, paths } from '../../../lib/paths';
import { PasswordField } from '../../../components/password-field';
import { useCreateUser } from '../api/create-user';
import { useUpdateUser } from '../api/update-user';
import { useUser } from '../api/get-user';
import { createUserPayload, emptyUserForm, updateUserPayload, userFormErrors, userFormFromUser, type UserFormValues } from './user-form-values';
import { useInputPropsInLanguage } from '../../../i18n/form-messages';

const formFields: (keyof UserFormValues)[] = ['fullname', 'username', 'password', 'confirmPassword', 'email', 'role'];

export function UserFormPage() {
  const { t } = useTranslation('users');
  const message = useMessage();
  const { id = '' } = useParams();
  const creating = isNewItemId(id);
  const userQuery = useUser(id, { enabled: !creating });

  if (creating) return <UserForm id={id} initialValues={emptyUserForm} />;
  return (
    <LoadedItem
      query={userQuery}
      failure={message(userMessages.notFound)}
      back={{ label: t('form.backToList'), href: paths.userManagement.getHref() }}
    >
      {(user) => <UserForm key={user.id} id={id} initialValues={userFormFromUser(user)} />}
    </LoadedItem>
  );
}

function UserForm({ id, initialValues }: { id: string; initialValues: UserFormValues }) {
  const { t } = useTranslation('users');
  const message = useMessage();
  const creating = isNewItemId(id);
  const navigate = useNavigate();
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const [serverError, setServerError] = useState<string | null>(null);

  const form = useForm<UserFormValues>({
    initialValues,
    validate: (values) => userFormErrors(values, creating),
  });

  const inputProps = useInputPropsInLanguage(form);

  const backToList = () => navigate(paths.userManagement.getHref());

  const onFailure = (error: unknown) => {
    setServerError(errorMessage(error, userMessages.saveFailed));
    if (!isApiError(error)) return;
    const fieldErrors: Record<string, string> = {};
    for (const field of formFields) {
      if (error.fieldErrors[field]) fieldErrors[field] = error.fieldErrors[field];
    }
    if (error.status === 409 && error.message === userMessages.usernameTaken) fieldErrors.username = error.message;
    form.setErrors(fieldErrors);
  };

  const onSubmit = form.onSubmit((values) => {
    setServerError(null);
    const onSuccess = () => {
      notifications.show({ color: 'green', message: creating ? t('form.created') : t('form.saved') });
      backToList();
    };
    if (creating) createUser.mutate(createUserPayload(values), { onSuccess, onError: onFailure });
    else updateUser.mutate({ id, ...updateUserPayload(values) }, { onSuccess, onError: onFailure });
  });

  const saving = createUser.isPending || updateUser.isPending;

  return (
    <FormCard
      title={creating ? t('form.addTitle') : t('form.editTitle')}
      failureTitle={t('form.notSaved')}
      serverError={message(serverError ?? undefined) ?? null}
      submitLabel={t('form.save')}
      saving={saving}
      onSubmit={onSubmit}
      onCancel={backToList}
    >
      <TextInput label={t('form.fullname')} withAsterisk autoComplete="off" {...inputProps('fullname')} />
      <TextInput label={t('form.username')} withAsterisk autoComplete="off" {...inputProps('username')} />
      <PasswordField
        label={t('form.password')}
        withAsterisk={creating}
        autoComplete="new-password"
        placeholder={creating ? undefined : '••••••••'}
        description={creating ? t('form.passwordHintNew') : t('form.passwordHintEdit')}
        {...inputProps('password')}
      />
      <PasswordField
        label={t('form.confirmPassword')}
        withAsterisk={creating}
        autoComplete="new-password"
        placeholder={creating ? undefined : '••••••••'}
        {...inputProps('confirmPassword')}
      />
      <TextInput label={t('form.email')} type="email" withAsterisk autoComplete="off" {...inputProps('email')} />
      <NativeSelect
        label={t('form.role')}
        withAsterisk
        data={[
          { value: '', label: t('roles.choose') },
          { value: 'admin', label: t('roles.admin') },
          { value: 'author', label: t('roles.author') },
        ]}
        {...inputProps('role')}
      />
    </FormCard>
  );
}
