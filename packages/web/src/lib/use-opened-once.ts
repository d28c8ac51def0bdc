/**
 * Whether a dialog has been opened at least once. Dialogs whose code is loaded on demand mount from their first
 * open and then stay mounted, so they can play their closing transition.
 */
import { useState } from 'react';

export function useOpenedOnce(opened: boolean): boolean {
  const [openedOnce, setOpenedOnce] = useState(opened);
  if (opened && !openedOnce) setOpenedOnce(true);
  return openedOnce || opened;
}
