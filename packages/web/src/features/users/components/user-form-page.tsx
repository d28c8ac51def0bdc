/** /add-user/{id} (ADMIN): create a user (`_add`) or edit one; Save and Cancel return to the list (SPEC §2). */
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { NativeSelect, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { userMessages } from '@newsroom/shared';
import { FormCard } from '../../../components/form-card';
import { LoadedItem } from '../../../components/loaded-item';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { isNewItemId, paths } from '../../../lib/paths';
import { PasswordField } from '../../../components/password-field';
import { useCreateUser } from '../api/create-user';
import { useUpdateUser } from '../api/update-user';
import { useUser } from '../api/get-user';
import { createUserPayload, emptyUserForm, updateUserPayload, userFormFromUser, validateUserForm, type UserFormValues } from './user-form-values';

const formFields: (keyof UserFormValues)[] = ['fullname', 'username', 'password', 'confirmPassword', 'email', 'role'];

export function UserFormPage() {
  const { id = '' } = useParams();
  const creating = isNewItemId(id);
  const userQuery = useUser(id, { enabled: !creating });

  if (creating) return <UserForm id={id} initialValues={emptyUserForm} />;
  return (
    <LoadedItem query={userQuery} failure={userMessages.notFound} back={{ label: 'Back to List', href: paths.userManagement.getHref() }}>
      {(user) => <UserForm key={user.id} id={id} initialValues={userFormFromUser(user)} />}
    </LoadedItem>
  );
}

function UserForm({ id, initialValues }: { id: string; initialValues: UserFormValues }) {
  const creating = isNewItemId(id);
  const navigate = useNavigate();
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const [serverError, setServerError] = useState<string | null>(null);

  const form = useForm<UserFormValues>({
    initialValues,
    validate: (values) => validateUserForm(values, creating),
  });

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
      notifications.show({ color: 'green', message: creating ? 'User created.' : 'User saved.' });
      backToList();
    };
    if (creating) createUser.mutate(createUserPayload(values), { onSuccess, onError: onFailure });
    else updateUser.mutate({ id, ...updateUserPayload(values) }, { onSuccess, onError: onFailure });
  });

  const saving = createUser.isPending || updateUser.isPending;

  return (
    <FormCard
      title={creating ? 'Add User' : 'Edit User'}
      failureTitle="The user was not saved"
      serverError={serverError}
      submitLabel="Save"
      saving={saving}
      onSubmit={onSubmit}
      onCancel={backToList}
    >
      <TextInput label="Full Name" withAsterisk autoComplete="off" {...form.getInputProps('fullname')} />
      <TextInput label="Username" withAsterisk autoComplete="off" {...form.getInputProps('username')} />
      <PasswordField
        label="Password"
        withAsterisk={creating}
        autoComplete="new-password"
        placeholder={creating ? undefined : '••••••••'}
        description={creating ? 'At least 8 characters with a special character.' : 'Leave empty to keep the current password.'}
        {...form.getInputProps('password')}
      />
      <PasswordField
        label="Confirm Password"
        withAsterisk={creating}
        autoComplete="new-password"
        placeholder={creating ? undefined : '••••••••'}
        {...form.getInputProps('confirmPassword')}
      />
      <TextInput label="Email" type="email" withAsterisk autoComplete="off" {...form.getInputProps('email')} />
      <NativeSelect
        label="Role"
        withAsterisk
        data={[
          { value: '', label: 'Select a role' },
          { value: 'admin', label: 'Admin' },
          { value: 'author', label: 'Author' },
        ]}
        {...form.getInputProps('role')}
      />
    </FormCard>
  );
}
