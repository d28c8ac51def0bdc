/**
 * How often a new password may be asked for: 5 times an hour per e-mail address (PRODUCT.md), and 20 an hour from one
 * client address whatever addresses it types. Counted in the shared limits (services/rate-limit-counters.ts), like the login throttle:
 * every instance on the database sees the same counts, and a restart forgets none. Counted alike whether or not the
 * address has an account, so the limit tells nothing either.
 */
import { passwordResetMessages } from '@newsroom/shared';
import { ApiError } from '../../lib/api-error.js';
import type { Limits } from '../../services/rate-limit-counters.js';

export const RESET_REQUEST_LIMITS = { perEmail: 5, perAddress: 20, windowSeconds: 60 * 60 };

export function createResetRequestLimits(limits: Limits, options = RESET_REQUEST_LIMITS) {
  const byEmail = limits.limit({ name: 'password-reset-email', points: options.perEmail, durationSeconds: options.windowSeconds });
  const byAddress = limits.limit({ name: 'password-reset-address', points: options.perAddress, durationSeconds: options.windowSeconds });

  return {
    /** Counts one request, or throws the 429 (with Retry-After) when the address or the e-mail has used its hour. */
    async admit(email: string, address: string): Promise<void> {
      for (const [limit, key] of [
        [byAddress, address],
        [byEmail, email.trim().toLowerCase()],
      ] as const) {
        const counted = await limit.consume(key);
        if (!counted.allowed) {
          throw new ApiError(429, passwordResetMessages.tooManyRequests, undefined, {
            'retry-after': String(Math.ceil(counted.retryAfterMs / 1000)),
          });
        }
      }
    },
  };
}
