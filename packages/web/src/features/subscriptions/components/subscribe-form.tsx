/**
 * The newsletter's compact subscribe form (issue 26), in the public footer and at the end of every article. Its code
 * (compact-subscribe-form.tsx, with Mantine's inputs and the request) is left out of the app's first chunk, as the
 * home page's search form is (news-search-bar.tsx): the server renders it with the page, and until its code has
 * arrived React keeps that markup, a native form that takes the address to the /subscribe page.
 */
import { lazy, memo, Suspense } from 'react';
// Its layout comes with the page, so the server's markup is laid out before the form's code arrives.
import './subscribe-form.module.css';
import type { SubscribeFormProps } from './compact-subscribe-form';

const CompactSubscribeForm = lazy(async () => ({ default: (await import('./compact-subscribe-form')).CompactSubscribeForm }));

/** Memoized: React keeps the server's markup while the code loads only if nothing asks this part to change meanwhile. */
export const SubscribeForm = memo(function SubscribeForm({ place }: SubscribeFormProps) {
  return (
    <Suspense fallback={null}>
      <CompactSubscribeForm place={place} />
    </Suspense>
  );
});
