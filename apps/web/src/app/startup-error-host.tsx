import { lazy, Suspense } from 'react';
import { apiHostConfig, centralAppUrl } from '@/lib/api-host';
import { reloadAt } from '@/lib/page-reload';
import { useStartupError } from '@/lib/startup-error';

const ErrorDialog = lazy(() => import('@/components/dialogs/error-dialog').then((m) => ({ default: m.ErrorDialog })));

/** Spec 8: the tenant-domain failure dialog; after OK the user goes to the central app address. */
export function StartupErrorHost() {
  const message = useStartupError((s) => s.message);
  if (message === null) return null;
  return (
    <Suspense fallback={null}>
      <ErrorDialog open message={message} onClose={() => reloadAt(centralAppUrl(window.location, apiHostConfig))} />
    </Suspense>
  );
}
