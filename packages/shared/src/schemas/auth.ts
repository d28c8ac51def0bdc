/** Login: the request and SPEC §3's answer. */
import { z } from 'zod';
import { loginMessages } from '../messages.js';

export const loginBodySchema = z.object({
  username: z.string({ error: loginMessages.usernameRequired }).trim().min(1, { error: loginMessages.usernameRequired }).max(100),
  password: z.string({ error: loginMessages.passwordRequired }).min(1, { error: loginMessages.passwordRequired }).max(1000),
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
