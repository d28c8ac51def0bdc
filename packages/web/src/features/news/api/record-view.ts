/**
 * POST /view-news/{id}: counts the reader's visit (the server counts each viewer once per item per 24 hours)
 * and answers the new total.
 */
import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { publicRequest } from '../../../lib/api-client';

export interface RecordedView {
  views: number;
  counted: boolean;
}

export function recordView(id: string): Promise<RecordedView> {
  return publicRequest<RecordedView>(`/view-news/${encodeURIComponent(id)}`, { method: 'POST', withVisitorId: true });
}

/**
 * Records one view per page visit once `id` is known (undefined while the item loads), and gives back the
 * server's new total. StrictMode runs effects twice on mount; the ref keeps that from counting twice.
 */
export function useRecordView(id: string | undefined): number | undefined {
  const { mutate, data, variables } = useMutation({ mutationFn: recordView });
  const recordedId = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!id || recordedId.current === id) return;
    recordedId.current = id;
    mutate(id);
  }, [id, mutate]);
  // A total for the item shown, never one left over from the previous article.
  return variables === id ? data?.views : undefined;
}
