import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, CircularProgress, Link } from '@mui/material';
import { ApiError } from '@/lib/api-client';

/**
 * A document page's body while its record loads: not found (with the way back to its list), the
 * load error, a spinner; the document once it is there.
 */
export function DocumentState<T>({
  id,
  query,
  noun,
  list,
  children,
}: {
  id: number;
  query: { data: T | undefined; error: Error | null };
  noun: string;
  list: { label: string; to: string };
  children: (data: T) => ReactNode;
}) {
  const missing = !Number.isSafeInteger(id) || id <= 0 || (query.error instanceof ApiError && query.error.status === 404);
  if (missing)
    return (
      <Alert severity="warning">
        This {noun} does not exist.{' '}
        <Link component={RouterLink} to={list.to}>
          Back to {list.label}
        </Link>
      </Alert>
    );
  if (query.error) return <Alert severity="error">{query.error.message || `The ${noun} could not be loaded.`}</Alert>;
  if (query.data === undefined)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  return <>{children(query.data)}</>;
}
