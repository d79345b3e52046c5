import { useState } from 'react';
import { Box, Button, Chip, CircularProgress, FormControlLabel, List, ListItem, Switch, Typography } from '@mui/material';
import { errorMessage } from '@/lib/api-client';
import { useFeatureFlags } from '@/lib/feature-flags';
import type { MenuSectionEntries, MenuSettings } from '@/lib/menu-settings';
import { notify } from '@/lib/notify';
import { useSaveMenuSettings } from '../api/save-menu-settings';
import { SettingsCard } from './settings-card';

/** Every label of every section with its visible flag (a label without a setting is visible). */
export function completeMenuSettings(sections: readonly MenuSectionEntries[], settings: MenuSettings): MenuSettings {
  return Object.fromEntries(
    sections.map(({ section, entries }) => [
      section,
      Object.fromEntries(entries.map(({ label }) => [label, settings[section]?.[label] !== false])),
    ]),
  ) as MenuSettings;
}

/** A visible toggle per menu label, section by section; saved for the whole shop (Edit Menu Settings). */
export function MenuSettingsForm({
  sections,
  settings,
  mayEdit,
}: {
  sections: readonly MenuSectionEntries[];
  settings: MenuSettings;
  mayEdit: boolean;
}) {
  const [draft, setDraft] = useState<MenuSettings>(() => completeMenuSettings(sections, settings));
  const [saved, setSaved] = useState(draft);
  const save = useSaveMenuSettings();
  const flags = useFeatureFlags().data ?? {};
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);

  const setVisible = (section: MenuSectionEntries['section'], label: string, visible: boolean) =>
    setDraft((current) => ({ ...current, [section]: { ...current[section], [label]: visible } }));

  const submit = async () => {
    try {
      const answer = await save.mutateAsync(draft);
      const next = completeMenuSettings(sections, answer.data);
      setDraft(next);
      setSaved(next);
      notify.success(answer.message || 'Updated successfully.');
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        {sections.map(({ section, title, entries }) => {
          const visible = entries.filter((e) => draft[section]?.[e.label] !== false).length;
          return (
            <SettingsCard
              key={section}
              title={title}
              description={
                visible === 0 ? 'Hidden: no entry is visible, so the group does not show.' : `${visible} of ${entries.length} visible`
              }
            >
              <List dense disablePadding>
                {entries.map(({ label, flag }) => (
                  <ListItem key={label} disableGutters sx={{ justifyContent: 'space-between', gap: 1 }}>
                    <FormControlLabel
                      sx={{ mr: 0, flex: 1, minWidth: 0 }}
                      disabled={!mayEdit || save.isPending}
                      control={
                        <Switch
                          size="small"
                          checked={draft[section]?.[label] !== false}
                          onChange={(event) => setVisible(section, label, event.target.checked)}
                        />
                      }
                      label={<Typography variant="body2">{label}</Typography>}
                    />
                    {flag && flags[flag] !== true ? (
                      <Chip size="small" variant="outlined" label="Feature off" title={`Also hidden while the feature ${flag} is off`} />
                    ) : null}
                  </ListItem>
                ))}
              </List>
            </SettingsCard>
          );
        })}
      </Box>
      {mayEdit ? (
        <Box sx={{ mt: 2, display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button onClick={() => setDraft(completeMenuSettings(sections, {}))} disabled={save.isPending}>
            Show All
          </Button>
          <Button onClick={() => setDraft(saved)} disabled={!dirty || save.isPending}>
            Discard Changes
          </Button>
          <Button
            variant="contained"
            onClick={() => void submit()}
            disabled={save.isPending}
            startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            Save Menu Settings
          </Button>
        </Box>
      ) : null}
    </>
  );
}
