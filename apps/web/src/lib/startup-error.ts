import { create } from 'zustand';
import { ApiError } from './api-client';

/** The server's answer for a host that names no shop (spec 8). */
export const INVALID_TENANT_DOMAIN = 'Invalid tenant domain';
export const UNEXPECTED_ERROR = 'An unexpected error occurred';

type StartupErrorState = {
  /** The message of the tenant-domain error dialog; null while there is none. */
  message: string | null;
  show: (message: string) => void;
};

/** The tenant-domain setup failure (spec 8): shown in the error dialog, then off to the central app. */
export const useStartupError = create<StartupErrorState>((set) => ({
  message: null,
  show: (message) => set({ message }),
}));

export function isInvalidTenantError(error: unknown): boolean {
  return (
    (error instanceof Error && error.name === 'InvalidTenantDomainError') ||
    (error instanceof ApiError && error.status === 404 && error.message === INVALID_TENANT_DOMAIN)
  );
}

export function showStartupError(error: unknown): void {
  const message = error instanceof Error && error.message ? error.message : UNEXPECTED_ERROR;
  useStartupError.getState().show(message);
}
