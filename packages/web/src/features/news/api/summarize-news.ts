/** POST /hitOpenaiApi/{id} at the site root: the item's short summary, answered as plain text. */
import { useMutation } from '@tanstack/react-query';
import { publicRequest } from '../../../lib/api-client';

export function summarizeNews(id: string): Promise<string> {
  return publicRequest<string>(`/hitOpenaiApi/${encodeURIComponent(id)}`, { method: 'POST', base: '' });
}

export function useSummarizeNews() {
  return useMutation({ mutationFn: summarizeNews });
}
