/** GET /subscribers/export (ADMIN): the whole list as a CSV file, saved under the name the server gives it. */
import { useMutation } from '@tanstack/react-query';
import { backOfficeFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export async function exportSubscribers(): Promise<void> {
  const { blob, filename } = await backOfficeFile('/subscribers/export');
  saveFile(blob, filename ?? 'subscribers.csv');
}

export function useExportSubscribers() {
  return useMutation({ mutationFn: exportSubscribers });
}
