import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { PageHeader } from '@/components/page-header/page-header';
import { useMenuSettings, useServerMenuSettings, type MenuSectionEntries } from '@/lib/menu-settings';
import { PermissionGate } from '@/lib/permission-gate';
import { useCan } from '@/lib/permissions';
import { MenuSettingsForm } from '../components/menu-settings-form';

const breadcrumbs = [{ label: 'Settings' }, { label: 'Menu Settings', to: '/settings/menu-settings' }];

function MenuSettingsScreen({ sections }: { sections: readonly MenuSectionEntries[] }) {
  const server = useServerMenuSettings();
  const stored = useMenuSettings((s) => s.settings);
  const mayEdit = useCan('Edit Menu Settings');
  if (server.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  }
  return (
    <>
      {server.error ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          The shop&apos;s menu settings could not be loaded; this device&apos;s copy is shown.
        </Alert>
      ) : null}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Hide menu entries the shop does not use. This applies to everyone in the shop, on top of their permissions; a group with no visible
        entry is hidden too.
      </Typography>
      <MenuSettingsForm sections={sections} settings={server.data ?? stored} mayEdit={mayEdit} />
    </>
  );
}

/**
 * /settings/menu-settings: a visible toggle per menu label of the sections sales, inventory,
 * masterfile, purchasing, financials, reports and settings (spec 2.2). The route passes the labels
 * from the navigation items.
 */
export default function MenuSettingsPage({ sections = [] }: { sections?: readonly MenuSectionEntries[] }) {
  return (
    <Box>
      <PageHeader title="Menu Settings" breadcrumbs={breadcrumbs} />
      <PermissionGate permission="View Menu Settings">
        <MenuSettingsScreen sections={sections} />
      </PermissionGate>
    </Box>
  );
}
