/** A user for tests, as the server presents it; override what a test cares about. */
import type { User } from '@newsroom/shared';

export const buildUser = (overrides: Partial<User> = {}): User => ({
  id: 'u1',
  fullname: 'Maria Santos',
  username: 'maria',
  email: 'maria@school.test',
  role: 'AUTHOR',
  roles: ['ROLE_AUTHOR'],
  createdAt: '2026-01-10T08:00:00.000Z',
  ...overrides,
});
