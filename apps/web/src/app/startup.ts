import { apiBaseFor, apiHostConfig } from '@/lib/api-host';
import { setApiBase } from '@/lib/api-client';
import { fetchCsrfCookie } from '@/lib/csrf';
import { isInvalidTenantError, showStartupError } from '@/lib/startup-error';

/**
 * Points the API client at this shop's API (spec 1). Answers false, with the error dialog shown,
 * when the page's host names no shop.
 */
export function configureApiBase(): boolean {
  try {
    setApiBase(apiBaseFor(window.location, apiHostConfig));
    return true;
  } catch (error) {
    console.error('Could not derive the API address from this host', error);
    showStartupError(error);
    return false;
  }
}

/**
 * Asks the server whether it knows this shop: an unknown shop host answers 'Invalid tenant
 * domain', which gets the error dialog. Other failures (server briefly down) are only logged.
 */
export async function verifyTenant(): Promise<void> {
  try {
    await fetchCsrfCookie();
  } catch (error) {
    if (isInvalidTenantError(error)) showStartupError(error);
    else console.error('Could not reach the server', error);
  }
}
