/**
 * The story modal of the home and category pages, whose code (Mantine's modal, its focus trap and scroll lock)
 * is fetched when a reader first opens a card, so the pages themselves stay light. Until then it renders nothing.
 */
import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import type { NewsCardDialogProps } from './news-card-dialog';

const NewsCardDialog = lazy(async () => ({ default: (await import('./news-card-dialog')).NewsCardDialog }));

export function NewsCardModal(props: NewsCardDialogProps) {
  const openedOnce = useOpenedOnce(props.news !== null);
  if (!openedOnce) return null;
  return (
    <Suspense fallback={null}>
      <NewsCardDialog {...props} />
    </Suspense>
  );
}
