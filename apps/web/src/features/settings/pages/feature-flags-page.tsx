import { Alert, Box, Button, CircularProgress, List, ListItem, ListItemText, Paper, Switch, Typography } from '@mui/material';
import { FEATURE_FLAG_DEFAULTS, FEATURE_FLAGS, isFeatureFlag } from '@oim/shared/feature-flags';
import { PageHeader } from '@/components/page-header/page-header';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { PermissionGate } from '@/lib/permission-gate';
import { useFeatureFlagRecords } from '../api/get-feature-flags';
import { useInitializeFeatureFlags } from '../api/initialize-feature-flags';
import { useToggleFeatureFlag } from '../api/toggle-feature-flag';
import { FEATURE_FLAG_DESCRIPTIONS } from '../components/feature-flag-descriptions';
import type { FeatureFlagRecord } from '../types';

const breadcrumbs = [{ label: 'Settings' }, { label: 'Feature Flags', to: '/settings/feature-flags' }];

/** A flag's name in words ("loyalty_points_module" → "Loyalty Points"), for one this screen has no description of. */
export function flagLabel(key: string): string {
  const words = key
    .replace(/_module$/, '')
    .split(/[_\s-]+/)
    .filter(Boolean);
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()).join(' ') || key;
}

/** What the screen shows of a flag: its name and what it turns on, never its key. */
function aboutFlag(key: string): { label: string; description: string } {
  return isFeatureFlag(key) ? FEATURE_FLAG_DESCRIPTIONS[key] : { label: flagLabel(key), description: '' };
}

function FlagRow({ flag }: { flag: Pick<FeatureFlagRecord, 'name' | 'enabled'> }) {
  const toggle = useToggleFeatureFlag();
  const about = aboutFlag(flag.name);
  const checked = toggle.isPending ? !flag.enabled : flag.enabled;

  const change = async () => {
    try {
      const answer = await toggle.mutateAsync(flag.name);
      // Named as the screen names it: the server's message speaks of the flag's key.
      notify.success(`${about.label} is now ${answer.data.enabled ? 'on' : 'off'}.`);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <ListItem
      divider
      secondaryAction={
        <Switch
          edge="end"
          checked={checked}
          // The API flips the flag, so a second click must wait for the first answer.
          disabled={toggle.isPending}
          onChange={() => void change()}
          slotProps={{ input: { 'aria-label': about.label } }}
        />
      }
      sx={{ py: 1.5, pr: 10 }}
    >
      <ListItemText primary={about.label} secondary={about.description} />
    </ListItem>
  );
}

function FeatureFlagsScreen() {
  const records = useFeatureFlagRecords();
  const initialize = useInitializeFeatureFlags();
  if (records.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  }
  if (records.error) return <Alert severity="error">{errorMessage(records.error, 'The feature flags could not be loaded.')}</Alert>;

  const stored = new Map(records.data.map((r) => [r.name, r]));
  const missing = FEATURE_FLAGS.filter((f) => !stored.has(f));
  // Every known flag in the order of spec 6 (one not stored yet shows its default, and toggling stores it), then any other the server keeps.
  const rows: Pick<FeatureFlagRecord, 'name' | 'enabled'>[] = [
    ...FEATURE_FLAGS.map((name) => stored.get(name) ?? { name, enabled: FEATURE_FLAG_DEFAULTS[name] }),
    ...records.data.filter((r) => !isFeatureFlag(r.name)),
  ];

  const addMissing = async () => {
    try {
      const answer = await initialize.mutateAsync();
      notify.success(answer.message || 'Updated successfully.');
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Turn whole areas of the product on or off for the shop. A feature that is off hides its menu entries and actions for everyone.
      </Typography>
      {missing.length > 0 ? (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void addMissing()} disabled={initialize.isPending}>
              Add Defaults
            </Button>
          }
        >
          Not stored for this shop yet, so on their defaults: {missing.map((f) => FEATURE_FLAG_DESCRIPTIONS[f].label).join(', ')}.
        </Alert>
      ) : null}
      <Paper variant="outlined">
        <List disablePadding aria-label="Feature flags">
          {rows.map((flag) => (
            <FlagRow key={flag.name} flag={flag} />
          ))}
        </List>
      </Paper>
    </>
  );
}

/** /settings/feature-flags: a toggle per flag (access features); the menu follows at once. */
export default function FeatureFlagsPage() {
  return (
    <Box>
      <PageHeader title="Feature Flags" breadcrumbs={breadcrumbs} />
      <PermissionGate permission="access features">
        <FeatureFlagsScreen />
      </PermissionGate>
    </Box>
  );
}
