/** POST /contribute-news (public, no sign-in): a visitor's story as multipart, with its photos. */
import { useMutation } from '@tanstack/react-query';
import { publicRequest } from '../../../lib/api-client';

export interface ContributionSubmission {
  author: string;
  authorEmail: string;
  category: string;
  /** "Label: value" lines, built with the shared buildContributionContent. */
  content: string;
  photos: File[];
}

export interface ContributionSubmitted {
  message: string;
  id: string;
}

export function submitContribution({ photos, ...fields }: ContributionSubmission): Promise<ContributionSubmitted> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const photo of photos) body.append('photos', photo, photo.name);
  return publicRequest<ContributionSubmitted>('/contribute-news', { method: 'POST', body });
}

export function useSubmitContribution() {
  return useMutation({ mutationFn: submitContribution });
}
