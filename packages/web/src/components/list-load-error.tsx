/** Why a back-office list could not be read, above the list; nothing while it reads fine. */
import { Alert } from '@mantine/core';
import { errorMessage } from '../lib/api-client';

interface ListLoadErrorProps {
  error: Error | null;
  /** Said when the server gave no reason, e.g. "The users could not be loaded." */
  fallback: string;
}

export function ListLoadError({ error, fallback }: ListLoadErrorProps) {
  if (!error) return null;
  return (
    <Alert color="red" role="alert">
      {errorMessage(error, fallback)}
    </Alert>
  );
}
