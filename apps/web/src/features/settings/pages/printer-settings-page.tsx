import { Alert, Box, CircularProgress } from '@mui/material';
import { PageHeader } from '@/components/page-header/page-header';
import { errorMessage } from '@/lib/api-client';
import { PermissionGate } from '@/lib/permission-gate';
import { useCan } from '@/lib/permissions';
import { usePrinterSettings } from '../api/get-printer-settings';
import { PrinterSettingsForm } from '../components/printer-settings-form';

const breadcrumbs = [{ label: 'Settings' }, { label: 'Printer Settings', to: '/settings/printer-settings' }];

function PrinterSettingsScreen() {
  const settings = usePrinterSettings();
  const mayEdit = useCan('Edit Printer Settings');
  if (settings.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  }
  if (settings.error) return <Alert severity="error">{errorMessage(settings.error, 'The printer settings could not be loaded.')}</Alert>;
  return <PrinterSettingsForm settings={settings.data} mayEdit={mayEdit} />;
}

/** /settings/printer-settings: View Printer Settings to see, Edit Printer Settings to save. */
export default function PrinterSettingsPage() {
  return (
    <Box>
      <PageHeader title="Printer Settings" breadcrumbs={breadcrumbs} />
      <PermissionGate permission="View Printer Settings">
        <PrinterSettingsScreen />
      </PermissionGate>
    </Box>
  );
}
