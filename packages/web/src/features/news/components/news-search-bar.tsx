/**
 * The public search bar of the home page (news-search-form.tsx). Its code, Mantine's inputs with it, is left out of
 * the app's first chunk: on a page the server rendered, its markup shows and submits to the server until that code
 * has arrived, and only then does React hydrate it.
 *
 * React keeps a part of the page that waits for its code as the server wrote it, unless that part is asked to
 * change first: the props below therefore stay the same object for the same search, and never change meanwhile.
 */
import { lazy, memo, Suspense, useCallback, useEffect, useRef, useState } from 'react';
// The form's layout comes with the page, so the server's markup is laid out before the form's code arrives.
import './news-search-bar.module.css';
import type { NewsSearch } from './news-search';
import type { NewsSearchFormProps } from './news-search-form';

const NewsSearchForm = lazy(async () => ({ default: (await import('./news-search-form')).NewsSearchForm }));

const DeferredSearchForm = memo(function DeferredSearchForm(props: NewsSearchFormProps) {
  return (
    <Suspense fallback={null}>
      <NewsSearchForm {...props} />
    </Suspense>
  );
});

export function NewsSearchBar({ initial, onSearch }: NewsSearchFormProps) {
  const latestOnSearch = useRef(onSearch);
  useEffect(() => {
    latestOnSearch.current = onSearch;
  });
  const search = useCallback((next: NewsSearch | null) => latestOnSearch.current(next), []);
  // The search on screen, the same object while the address names the same search (the page remounts this on a new one).
  const [shown] = useState(initial);
  return <DeferredSearchForm initial={shown} onSearch={search} />;
}
