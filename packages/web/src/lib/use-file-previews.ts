/**
 * Picked image files with an object URL each for their thumbnails. Every URL is revoked when its file is
 * removed, the list is cleared, or the component goes away, so picked photos do not pin memory.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export interface FilePreview {
  id: string;
  file: File;
  url: string;
}

let nextId = 0;

export function useFilePreviews() {
  const [previews, setPreviews] = useState<FilePreview[]>([]);
  // The committed list, for the callbacks below and the cleanup; written after each commit, never during a render.
  const current = useRef(previews);
  useEffect(() => {
    current.current = previews;
  }, [previews]);

  useEffect(() => () => current.current.forEach((preview) => URL.revokeObjectURL(preview.url)), []);

  const add = useCallback((files: readonly File[]) => {
    if (files.length === 0) return;
    // URLs are made here, not in the state updater, which React may call twice.
    const added = files.map((file) => ({ id: `file-${(nextId += 1)}`, file, url: URL.createObjectURL(file) }));
    setPreviews((list) => [...list, ...added]);
  }, []);

  const remove = useCallback((id: string) => {
    const preview = current.current.find((item) => item.id === id);
    if (!preview) return;
    URL.revokeObjectURL(preview.url);
    setPreviews((list) => list.filter((item) => item.id !== id));
  }, []);

  const clear = useCallback(() => {
    current.current.forEach((preview) => URL.revokeObjectURL(preview.url));
    setPreviews([]);
  }, []);

  return { previews, files: previews.map((preview) => preview.file), add, remove, clear };
}
