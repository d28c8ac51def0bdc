import { describe, expect, it } from 'vitest';
import { newsMessages } from '@newsroom/shared';
import { emptyNewsForm, newsFormErrors } from './news-form-values';

const filled = { ...emptyNewsForm, title: 'Science fair', category: 'BalitAraneta', description: 'Forty projects', content: 'It opened.' };
const noPhotos = { thumbnail: null, additionalPhotos: [], storedThumbnailUrl: null };

describe('the story form’s thumbnail rule', () => {
  it('asks for a thumbnail when the story has no YouTube link and no video of its own', () => {
    expect(newsFormErrors(filled, noPhotos).thumbnail).toBe(newsMessages.thumbnailRequired);
  });

  it('lets a story with its own video go without a thumbnail: the poster stands in', () => {
    expect(newsFormErrors(filled, noPhotos, true).thumbnail).toBeUndefined();
  });
});
