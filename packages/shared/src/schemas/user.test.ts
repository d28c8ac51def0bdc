import { describe, expect, it } from 'vitest';
import { createUserBodySchema, passwordConfirmationSchema, updateUserBodySchema, passwordSchema } from './user.js';

const valid = {
  fullname: 'Rita Reporter',
  username: 'ritarep',
  email: 'rita@school.test',
  role: ['author'],
  password: 'Secret#123',
};

/** The messages for one field, in order. */
function messagesFor(schema: typeof createUserBodySchema | typeof updateUserBodySchema, input: unknown, field: string) {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
}

describe('createUserBodySchema', () => {
  it('accepts a valid user, trimmed, with the role as a stored role', () => {
    const parsed = createUserBodySchema.parse({ ...valid, fullname: '  Rita Reporter ', username: ' ritarep ', email: ' rita@school.test ' });
    expect(parsed).toEqual({ ...valid, role: ['AUTHOR'] });
  });

  it('does not trim the password', () => {
    expect(createUserBodySchema.parse({ ...valid, password: ' Secret#123 ' }).password).toBe(' Secret#123 ');
  });

  it.each([
    ['fullname', undefined, 'Full name is required.'],
    ['fullname', '  ', 'Full name is required.'],
    ['fullname', 'x'.repeat(101), 'Full name must be 100 characters or less.'],
    ['username', undefined, 'Username is required.'],
    ['username', '', 'Username is required.'],
    ['username', 'abcd', 'Username must be at least 5 characters long.'],
    ['username', 'ab cd', 'Username cannot contain spaces.'],
    ['username', 'ab c', 'Username cannot contain spaces.'],
    ['username', 'x'.repeat(51), 'Username must be 50 characters or less.'],
    ['username', 'İ'.repeat(26), 'Username must be 50 characters or less.'],
    ['email', undefined, 'Email is required.'],
    ['email', ' ', 'Email is required.'],
    ['email', 'rita', 'Invalid email format.'],
    ['email', 'rita@school', 'Invalid email format.'],
    ['email', `${'x'.repeat(250)}@a.bc`, 'Invalid email format.'],
    ['role', undefined, 'Please select a role.'],
    ['role', [], 'Please select a role.'],
    ['role', ['reader'], 'Please select a role.'],
    ['role', ['admin', 'author'], 'Please select a role.'],
    ['role', 'admin', 'Please select a role.'],
    ['password', undefined, 'Password is required.'],
    ['password', '', 'Password is required.'],
    ['password', 'Secret#', 'Password must contain 8 or more characters and a special character.'],
    ['password', 'Secret1234', 'Password must contain 8 or more characters and a special character.'],
  ])('gives %s %j exactly the message %j', (field, value, message) => {
    expect(messagesFor(createUserBodySchema, { ...valid, [field]: value }, field)).toEqual([message]);
  });

  it.each([['abcde'], ['x'.repeat(50)], ['İ'.repeat(25)]])('accepts the username %j', (username) => {
    expect(createUserBodySchema.safeParse({ ...valid, username }).success).toBe(true);
  });

  it.each([
    ['admin', 'ADMIN'],
    ['ROLE_AUTHOR', 'AUTHOR'],
    [' Author ', 'AUTHOR'],
  ])('reads the role %j as %s', (value, role) => {
    expect(createUserBodySchema.parse({ ...valid, role: [value] }).role).toEqual([role]);
  });

  it('accepts an 8-character password with one special character', () => {
    expect(passwordSchema.safeParse('abcdefg!').success).toBe(true);
  });
});

describe('updateUserBodySchema', () => {
  const { password: _password, ...withoutPassword } = valid;

  it.each([[undefined], [''], [null]])('keeps the password out when it is %j', (password) => {
    const parsed = updateUserBodySchema.parse({ ...withoutPassword, password });
    expect(parsed.password).toBeUndefined();
  });

  it('checks a new password with the same rules', () => {
    expect(messagesFor(updateUserBodySchema, { ...withoutPassword, password: 'short' }, 'password')).toEqual([
      'Password must contain 8 or more characters and a special character.',
    ]);
    expect(updateUserBodySchema.parse({ ...withoutPassword, password: 'Brand#New9' }).password).toBe('Brand#New9');
  });

  it('requires the other fields as on create', () => {
    expect(messagesFor(updateUserBodySchema, { ...withoutPassword, username: 'abc' }, 'username')).toEqual([
      'Username must be at least 5 characters long.',
    ]);
  });
});

describe('passwordConfirmationSchema', () => {
  const messages = (password: string, confirmPassword: string) => {
    const result = passwordConfirmationSchema.safeParse({ password, confirmPassword });
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('asks for the confirmation, then for the same password', () => {
    expect(messages('Secret#123', '')).toEqual([['confirmPassword', 'Please confirm your password.']]);
    expect(messages('Secret#123', 'Secret#124')).toEqual([['confirmPassword', 'Passwords do not match.']]);
    expect(messages('Secret#123', 'Secret#123')).toEqual([]);
  });

  it('leaves a missing password to the password check', () => {
    expect(messages('', 'Secret#123')).toEqual([]);
  });
});
