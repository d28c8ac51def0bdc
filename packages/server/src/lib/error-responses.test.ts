import { describe, expect, it } from 'vitest';
import { errorResponseSchema } from '@newsroom/shared';
import { errorResponses } from './error-responses.js';

describe('errorResponses', () => {
  it('declares the error shape for exactly the statuses named', () => {
    const responses = errorResponses(400, 404, 429);
    expect(Object.keys(responses)).toEqual(['400', '404', '429']);
    expect(Object.values(responses).every((schema) => schema === errorResponseSchema)).toBe(true);
  });
});
