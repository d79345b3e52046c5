import type { ReactNode } from 'react';
import { Box, CircularProgress, Paper, Typography } from '@mui/material';
import ToggleOffOutlinedIcon from '@mui/icons-material/ToggleOffOutlined';
import type { Breadcrumb } from '@/components/list-table/list-table-types';
import { PageHeader } from '@/components/page-header/page-header';
import { useFeatureFlags } from '@/lib/feature-flags';
import { PermissionGate } from '@/lib/permission-gate';

/**
 * The picklist screens show only while picklist_module is on (spec 2.2; the API answers 403
 * otherwise) and to users with View Picklist.
 */
export function PicklistGate({ title, breadcrumbs, children }: { title: string; breadcrumbs: Breadcrumb[]; children: ReactNode }) {
  const flags = useFeatureFlags();
  const header = <PageHeader title={title} breadcrumbs={breadcrumbs} />;
  if (flags.isPending)
    return (
      <>
        {header}
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading" />
        </Box>
      </>
    );
  if (flags.data?.picklist_module !== true)
    return (
      <>
        {header}
        <Paper
          variant="outlined"
          sx={{ p: { xs: 3, md: 6 }, display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 1.5 }}
        >
          <ToggleOffOutlinedIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
          <Typography variant="h6" component="h2">
            Picklists are turned off
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
            This screen belongs to the picklist module, which is off for this shop. An administrator can turn it on under Settings &gt;
            Feature Flags.
          </Typography>
        </Paper>
      </>
    );
  return (
    <PermissionGate permission="View Picklist" header={header}>
      {children}
    </PermissionGate>
  );
}
