/** Login: the request and SPEC §3's answer. */
import { z } from 'zod';
import { lengthMessages, loginMessages } from '../messages.js';
import { requiredText } from './common.js';

/** The most a sign-in may send: above the accounts' own limits, so no real account is refused for its length. */
const USERNAME_MAX_LENGTH = 100;
const PASSWORD_MAX_LENGTH = 1000;

export const loginBodySchema = z.object({
  username: requiredText(loginMessages.usernameRequired, USERNAME_MAX_LENGTH),
  password: z
    .string({ error: loginMessages.passwordRequired })
    .min(1, { error: loginMessages.passwordRequired })
    .max(PASSWORD_MAX_LENGTH, { error: lengthMessages.tooLong(PASSWORD_MAX_LENGTH) }),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginResponseSchema = z.object({
  accessToken: z.string(),
  tokenType: z.literal('Bearer'),
  expiresIn: z.number().int().describe('seconds until the token expires'),
  roles: z.array(z.string()),
  id: z.string(),
  username: z.string(),
  email: z.string(),
  fullname: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;
