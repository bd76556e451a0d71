import { Alert } from '@mantine/core';
import { errorDetail } from '../api/http';
import { IconAlertCircle } from '@tabler/icons-react';

/** A failed load or save, shown where its result would be: a red banner with the server's detail (nothing without an error). */
export function ErrorBanner({ title, error }: { title: string; error: unknown }) {
  if (!error) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} title={title} role="alert">
      {errorDetail(error)}
    </Alert>
  );
}
