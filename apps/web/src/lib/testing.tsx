/* Test helpers: providers around a component, and a fake API behind `fetch`. Used by *.test.tsx only. */
import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { useFeatureFlags } from './feature-flags';
import { usePermissions } from './permissions';
import { useSession } from './session-store';

export type FakeRequest = { method: string; url: URL; path: string; body: unknown };
export type FakeAnswer = { status?: number; body?: unknown };
export type FakeHandler = (request: FakeRequest) => FakeAnswer | undefined | Promise<FakeAnswer | undefined>;

/**
 * Replaces fetch with a fake API: each request is recorded and answered by the first handler that
 * answers; permissions and feature flags have defaults. Returns the recorded requests.
 */
export function fakeApi(handler: FakeHandler, { permissions = [] as string[], flags = {} as Record<string, boolean> } = {}): FakeRequest[] {
  const requests: FakeRequest[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const path = url.pathname.replace(/^\/api\//, '');
    const request: FakeRequest = {
      method: init.method ?? 'GET',
      url,
      path,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    let answer: FakeAnswer | undefined;
    if (path === 'rbac/roles/get-permissions') answer = { body: { data: permissions } };
    else if (path === 'setting/feature-flags/client-flags') answer = { body: { data: flags } };
    else {
      requests.push(request);
      answer = await handler(request);
    }
    const status = answer?.status ?? (answer ? 200 : 404);
    return new Response(JSON.stringify(answer?.body ?? { message: 'Not found' }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return requests;
}

export function signInForTests(): void {
  useSession.setState({
    isLoggedIn: true,
    accessToken: 'test-token',
    refreshToken: 'test-refresh',
    user: {
      id: 1,
      firstname: 'Test',
      lastname: 'User',
      email: 'test@demo.shop',
      displayName: 'Test',
      salesChannels: [],
      roles: [],
      roleNames: [],
    },
  } as never);
}

export function newQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: false } } });
}

/** Renders inside a fresh query client and a router at `route` (matching `path` when given). */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path, extraRoutes }: { route?: string; path?: string; extraRoutes?: ReactNode } = {},
) {
  const queryClient = newQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path ?? '*'} element={ui} />
          {extraRoutes}
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** A paged list answer (spec 3). */
export function paged<T>(data: T[], page = 1, perPage = 15, total = data.length) {
  return { data, meta: { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) } };
}

/**
 * Rendered beside a screen, shows once the user's permissions and the shop's feature flags are
 * loaded: the screen has rendered with them by then (one answer updates both in one render). A test
 * that checks something is absent waits for it (`accessLoaded`), not for a fixed time.
 */
export function AccessLoaded() {
  const permissions = usePermissions();
  const flags = useFeatureFlags();
  return permissions.data && flags.data ? <span data-testid="access-loaded" hidden /> : null;
}

export const accessLoaded = () => screen.findByTestId('access-loaded');
