/** The error answers a route declares in its response schema: every error status has the one error shape. */
import { errorResponseSchema } from '@newsroom/shared';

export function errorResponses<const Status extends number>(...statuses: Status[]): Record<Status, typeof errorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<Status, typeof errorResponseSchema>;
}
