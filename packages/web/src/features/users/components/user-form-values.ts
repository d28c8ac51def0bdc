/** The user form's values, its SPEC §5 checks (the server's schemas) and the payload it sends (inputs trimmed, role as a list). */
import {
  createUserBodySchema,
  passwordConfirmationSchema,
  updateUserBodySchema,
  type CreateUserBody,
  type UpdateUserBody,
  type User,
} from '@newsroom/shared';
import { formErrors } from '../../../lib/form-errors';

export type RoleChoice = '' | 'admin' | 'author';

export interface UserFormValues {
  fullname: string;
  username: string;
  password: string;
  confirmPassword: string;
  email: string;
  role: RoleChoice;
}

export const emptyUserForm: UserFormValues = {
  fullname: '',
  username: '',
  password: '',
  confirmPassword: '',
  email: '',
  role: '',
};

export function userFormFromUser(user: User): UserFormValues {
  return {
    ...emptyUserForm,
    fullname: user.fullname,
    username: user.username,
    email: user.email,
    role: user.role === 'ADMIN' ? 'admin' : 'author',
  };
}

/** On edit the password fields start empty: they count only when the admin typed in one of them. */
export function passwordChanged(values: UserFormValues, creating: boolean): boolean {
  return creating || values.password !== '' || values.confirmPassword !== '';
}

/**
 * What the server would refuse, checked on what would be sent, and the confirmation SPEC asks for. A changed password
 * is checked as on create, where it is required: the edit schema reads an empty one as "unchanged".
 */
export function userFormErrors(values: UserFormValues, creating: boolean): Partial<Record<keyof UserFormValues, string>> {
  if (!passwordChanged(values, creating)) return formErrors(updateUserBodySchema, updateUserPayload(values));
  return { ...formErrors(createUserBodySchema, createUserPayload(values)), ...formErrors(passwordConfirmationSchema, values) };
}

function trimmedFields(values: UserFormValues) {
  return {
    fullname: values.fullname.trim(),
    username: values.username.trim(),
    email: values.email.trim(),
    role: [values.role],
  };
}

/*
 * Request bodies: text trimmed, the role as a one-item list. The password is sent as typed (it may hold
 * spaces on purpose, and login does not trim it either).
 */
export function createUserPayload(values: UserFormValues): CreateUserBody {
  return { ...trimmedFields(values), password: values.password };
}

/** On edit the password is sent only when it was changed. */
export function updateUserPayload(values: UserFormValues): UpdateUserBody {
  const body = trimmedFields(values);
  return passwordChanged(values, false) ? { ...body, password: values.password } : body;
}
