import type { ReactNode } from 'react';
import { Alert, Box, CircularProgress } from '@mui/material';
import { hasPermission } from '@oim/shared/permissions';
import { usePermissions } from './permissions';

export const NO_ACCESS_MESSAGE = 'You do not have permission to view this page.';

/**
 * The content of a screen for users who hold the permission (or any one of a list); others see a
 * notice. The shell only checks signing in (spec 6), so a screen reached by its address checks here.
 */
export function PermissionGate({
  permission,
  header,
  children,
}: {
  permission: string | readonly string[];
  /** Shown above the spinner or the notice (the page's title), since the children are not. */
  header?: ReactNode;
  children: ReactNode;
}) {
  const { data, isPending } = usePermissions();
  if (isPending) {
    return (
      <>
        {header}
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading" />
        </Box>
      </>
    );
  }
  if (!data || !hasPermission(data, permission)) {
    return (
      <>
        {header}
        <Alert severity="warning">{NO_ACCESS_MESSAGE}</Alert>
      </>
    );
  }
  return <>{children}</>;
}
