/** The user form's values, its SPEC §5 checks and the payload it sends (inputs trimmed, role as a list). */
import {
  SPECIAL_CHARACTER_PATTERN,
  PASSWORD_MIN_LENGTH,
  USERNAME_MIN_LENGTH,
  isEmail,
  userMessages,
  type CreateUserBody,
  type UpdateUserBody,
  type User,
} from '@newsroom/shared';

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

function usernameError(raw: string): string | null {
  const username = raw.trim();
  if (!username) return userMessages.usernameRequired;
  if (/\s/.test(username)) return userMessages.usernameNoSpaces;
  if (username.length < USERNAME_MIN_LENGTH) return userMessages.usernameTooShort;
  return null;
}

function emailError(raw: string): string | null {
  const email = raw.trim();
  if (!email) return userMessages.emailRequired;
  return isEmail(email) ? null : userMessages.emailInvalid;
}

export function validateUserForm(values: UserFormValues, creating: boolean): Partial<Record<keyof UserFormValues, string>> {
  const errors: Partial<Record<keyof UserFormValues, string>> = {};
  if (!values.fullname.trim()) errors.fullname = userMessages.fullnameRequired;
  const username = usernameError(values.username);
  if (username) errors.username = username;
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (!values.role) errors.role = userMessages.roleRequired;
  if (passwordChanged(values, creating)) {
    if (!values.password) errors.password = userMessages.passwordRequired;
    else if (values.password.length < PASSWORD_MIN_LENGTH || !SPECIAL_CHARACTER_PATTERN.test(values.password)) {
      errors.password = userMessages.passwordWeak;
    }
    if (!values.confirmPassword) errors.confirmPassword = userMessages.confirmRequired;
    else if (values.password && values.confirmPassword !== values.password) errors.confirmPassword = userMessages.passwordsMismatch;
  }
  return errors;
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
