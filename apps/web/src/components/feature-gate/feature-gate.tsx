import type { ReactNode } from 'react';
import { Box, CircularProgress, Paper, Typography } from '@mui/material';
import ToggleOffOutlined from '@mui/icons-material/ToggleOffOutlined';
import type { FeatureFlag } from '@oim/shared/feature-flags';
import type { Breadcrumb } from '@/components/list-table/list-table-types';
import { PageHeader } from '@/components/page-header/page-header';
import { useFeatureFlags } from '@/lib/feature-flags';

export type FeatureGateProps = {
  flag: FeatureFlag;
  title: string;
  breadcrumbs: Breadcrumb[];
  /** The module's name as an owner knows it, e.g. 'commission module'. */
  moduleName: string;
  children: ReactNode;
};

/**
 * A screen behind a feature flag (spec 2.2, 6): its content shows only while the flag is on; with
 * the flag off (the API answers 403 then) the screen says so instead.
 */
export function FeatureGate({ flag, title, breadcrumbs, moduleName, children }: FeatureGateProps) {
  const flags = useFeatureFlags();
  if (flags.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  if (flags.data?.[flag] === true) return <>{children}</>;
  return (
    <Box>
      <PageHeader title={title} breadcrumbs={breadcrumbs} />
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, md: 6 }, display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 1.5 }}
      >
        <ToggleOffOutlined color="disabled" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h6" component="h2">
          {title} is turned off
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
          This screen belongs to the {moduleName}, which is off for this shop. An administrator can turn it on under Settings &gt; Feature
          Flags.
        </Typography>
      </Paper>
    </Box>
  );
}
