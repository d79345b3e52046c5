import { Alert, Box, CircularProgress, Grid, Stack } from '@mui/material';
import { PageHeader } from '@/components/page-header/page-header';
import { errorMessage } from '@/lib/api-client';
import { PermissionGate } from '@/lib/permission-gate';
import { useCan } from '@/lib/permissions';
import { useCompanyProfileForm } from '../api/get-company-profile';
import { ChannelOverridesCard } from '../components/channel-overrides-card';
import { CompanyDetailsCard } from '../components/company-details-card';
import { CompanyLogoCard } from '../components/company-logo-card';
import { InventorySettingsCard } from '../components/inventory-settings-card';
import { SalesSettingsCard } from '../components/sales-settings-card';

const breadcrumbs = [{ label: 'Settings' }, { label: 'Company Profile', to: '/settings/company-profile' }];

function CompanyProfileScreen() {
  const profile = useCompanyProfileForm();
  const mayEdit = useCan('Edit Company Profile');
  if (profile.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  }
  if (profile.error) return <Alert severity="error">{errorMessage(profile.error, 'The company profile could not be loaded.')}</Alert>;
  return (
    <Stack spacing={2}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <CompanyDetailsCard profile={profile.data} mayEdit={mayEdit} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={2}>
            <CompanyLogoCard mayEdit={mayEdit} />
            <InventorySettingsCard />
            <SalesSettingsCard />
          </Stack>
        </Grid>
      </Grid>
      <ChannelOverridesCard shopProfile={profile.data} mayEdit={mayEdit} />
    </Stack>
  );
}

/** /settings/company-profile: View Company Profile to see, Edit Company Profile to save. */
export default function CompanyProfilePage() {
  return (
    <Box>
      <PageHeader title="Company Profile" breadcrumbs={breadcrumbs} />
      <PermissionGate permission="View Company Profile">
        <CompanyProfileScreen />
      </PermissionGate>
    </Box>
  );
}
