/** SPEC §7's login answer: the token and who it is for, nothing else of the user's row. */
import { roleName, type LoginResponse } from '@newsroom/shared';
import type { OpenedSession } from './sign-in.js';

export function presentSession({ user, accessToken }: OpenedSession, expiresIn: number): LoginResponse {
  return {
    accessToken,
    tokenType: 'Bearer',
    expiresIn,
    roles: [roleName(user.role)],
    id: user.id,
    username: user.username,
    email: user.email,
    fullname: user.fullname,
  };
}
