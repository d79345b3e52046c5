import './app/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { setSessionExpiredHandler } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { hideSplashScreen } from './app/splash-screen';
import { StartupErrorHost } from './app/startup-error-host';
import { configureApiBase, verifyTenant } from './app/startup';
import { registerServiceWorker } from '@/lib/offline/register-service-worker';

function start(): void {
  const root = createRoot(document.getElementById('root')!);

  if (!configureApiBase()) {
    // Nothing else can work on this host: only the error dialog, which leads to the central app.
    root.render(
      <AppProviders>
        <StartupErrorHost />
      </AppProviders>,
    );
    hideSplashScreen();
    return;
  }

  const router = createAppRouter();
  setSessionExpiredHandler(() => {
    queryClient.clear();
    void router.navigate('/login', { replace: true });
  });

  root.render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  void verifyTenant();
  registerServiceWorker();
}

try {
  start();
} catch (error) {
  // Spec 8: a startup failure is logged to the console.
  console.error('The application failed to start', error);
  hideSplashScreen();
}
