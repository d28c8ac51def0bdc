/** Forgot password: asking for a link by e-mail, and setting the new password with the link's token. */
import { z } from 'zod';
import { passwordResetMessages } from '../messages.js';
import { emailSchema, passwordSchema } from './user.js';

export const passwordResetRequestBodySchema = z.object({ email: emailSchema });
export type PasswordResetRequestBody = z.input<typeof passwordResetRequestBodySchema>;

/** Any token that is not one (missing, empty, too long) gets the same answer as a wrong one. */
const tokenSchema = z
  .string({ error: passwordResetMessages.linkInvalid })
  .min(1, { error: passwordResetMessages.linkInvalid })
  .max(200, { error: passwordResetMessages.linkInvalid });

/** The new password follows the user form's rules (passwordSchema). */
export const passwordResetBodySchema = z.object({ token: tokenSchema, password: passwordSchema });
export type PasswordResetBody = z.input<typeof passwordResetBodySchema>;

/** How long a reset link works, in minutes (PRODUCT.md: 60 minutes, once). */
export const PASSWORD_RESET_MINUTES = 60;
