/** The item a back-office form edits, once loaded: the loading text meanwhile, and why it failed with the way back. */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../lib/api-client';
import { LoadFailure } from './load-failure';
import { LoadingText } from './loading-text';

interface LoadedItemProps<T> {
  query: UseQueryResult<T>;
  /** Said when the server gives no message of its own. */
  failure: string;
  back: { label: string; href: string };
  children: (item: T) => ReactNode;
}

export function LoadedItem<T>({ query, failure, back, children }: LoadedItemProps<T>) {
  if (query.isPending) return <LoadingText />;
  if (query.isError) return <LoadFailure message={errorMessage(query.error, failure)} back={back} />;
  return children(query.data);
}
