import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import {
  type AppearanceConfig,
  BORDER_RADIUS_CHOICES,
  type ColorScheme,
  LAYOUT_PRESETS,
  type LayoutPreset,
  ROUNDED_BUTTON_RADIUS,
  THEME_COLORS,
  themeColorOf,
  useAppearance,
} from '@/lib/appearance-store';
import { useShell } from './shell-store';

export const CONFIG_PANEL_WIDTH = 320;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ px: 3, py: 2 }}>
      <Typography variant="overline" component="h3" color="text.secondary" sx={{ fontWeight: 700, display: 'block', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A small drawing of a layout: where the navigation, toolbar and content sit. */
function LayoutPreview({ preset, scheme, primary }: { preset: LayoutPreset; scheme: ColorScheme; primary: string }) {
  const dark = scheme === 'dark';
  const page = dark ? '#111827' : '#f1f5f9';
  const card = dark ? '#1f2937' : '#ffffff';
  const rail = dark ? '#0b1220' : '#1e293b';
  const { layout, boxed, style } = preset.config;
  const r = `${Math.min(style.borderRadius.value * 4, 4)}px`;
  return (
    <Box
      aria-hidden
      sx={{ height: 64, display: 'flex', bgcolor: page, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}
    >
      {layout === 'vertical' ? <Box sx={{ width: 22, bgcolor: rail, flexShrink: 0 }} /> : null}
      <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: '3px', p: '3px' }}>
        <Box sx={{ height: 9, bgcolor: card, borderRadius: r, display: 'flex', alignItems: 'center', px: '3px' }}>
          <Box sx={{ width: 10, height: 4, bgcolor: primary, borderRadius: 1 }} />
        </Box>
        {layout === 'horizontal' ? <Box sx={{ height: 5, bgcolor: card, borderRadius: r, opacity: 0.8 }} /> : null}
        <Box sx={{ flex: 1, display: 'flex', gap: '3px', px: boxed ? '10px' : 0 }}>
          <Box sx={{ flex: 2, bgcolor: card, borderRadius: r }} />
          <Box sx={{ flex: 1, bgcolor: card, borderRadius: r }} />
        </Box>
      </Box>
    </Box>
  );
}

function PresetCard({ preset, config }: { preset: LayoutPreset; config: AppearanceConfig }) {
  const applyPreset = useAppearance((s) => s.applyPreset);
  const primary = themeColorOf(config).primary;
  const current = config.id === preset.id;
  return (
    <Box
      role="group"
      aria-label={`${preset.name} layout`}
      sx={{ border: 1, borderColor: current ? 'primary.main' : 'divider', borderRadius: 1, p: 1.25 }}
    >
      <LayoutPreview preset={preset} scheme={config.style.colorScheme} primary={primary} />
      <Typography variant="subtitle2" component="h4" sx={{ mt: 1 }}>
        {preset.name}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {preset.description}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <Button
          size="small"
          variant="outlined"
          fullWidth
          onClick={() => applyPreset(preset.id, 'light')}
          aria-label={`${preset.name} light`}
        >
          LIGHT
        </Button>
        <Button
          size="small"
          variant="contained"
          fullWidth
          onClick={() => applyPreset(preset.id, 'dark')}
          aria-label={`${preset.name} dark`}
        >
          DARK
        </Button>
      </Box>
    </Box>
  );
}

/** The configuration side panel (spec 2.3). Every change is stored and survives a reload. */
export function ConfigPanel() {
  const open = useShell((s) => s.configPanelOpen);
  const setShell = useShell((s) => s.set);
  const config = useAppearance((s) => s.config);
  const update = useAppearance((s) => s.update);
  const close = () => setShell({ configPanelOpen: false });

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={close}
      slotProps={{ paper: { 'aria-label': 'Configuration panel', sx: { width: CONFIG_PANEL_WIDTH, maxWidth: '100vw' } } }}
    >
      <Box role="region" aria-label="Configuration">
        <Box sx={{ display: 'flex', alignItems: 'center', px: 3, py: 2 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            Configuration
          </Typography>
          <IconButton aria-label="Close the configuration panel" onClick={close}>
            <Close />
          </IconButton>
        </Box>
        <Divider />

        <Section title="Theme Base">
          <FormControlLabel
            control={
              <Switch
                checked={config.style.colorScheme === 'dark'}
                onChange={(e) => update({ style: { colorScheme: e.target.checked ? 'dark' : 'light' } })}
              />
            }
            label="Dark Mode"
          />
        </Section>

        <Section title="Theme Colors">
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }} role="radiogroup" aria-label="Theme colour">
            {THEME_COLORS.map((color) => {
              const selected = config.style.themeClassName === color.className;
              return (
                <ButtonBase
                  key={color.name}
                  role="radio"
                  aria-checked={selected}
                  onClick={() => update({ style: { themeClassName: color.className } })}
                  sx={{
                    flexDirection: 'column',
                    gap: 0.5,
                    py: 1,
                    borderRadius: 1,
                    border: 1,
                    borderColor: selected ? color.primary : 'divider',
                  }}
                >
                  <Box
                    sx={{
                      width: 28,
                      height: 28,
                      borderRadius: '50%',
                      bgcolor: color.primary,
                      color: '#fff',
                      display: 'flex',
                      alignItems: 'center',
                      justifyContent: 'center',
                    }}
                  >
                    {selected ? <Check fontSize="small" /> : null}
                  </Box>
                  <Typography variant="caption">{color.label}</Typography>
                </ButtonBase>
              );
            })}
          </Box>
        </Section>

        <Section title="Pre-built Layouts">
          <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}>
            {LAYOUT_PRESETS.map((preset) => (
              <PresetCard key={preset.id} preset={preset} config={config} />
            ))}
          </Box>
        </Section>

        <Section title="Rounded Corners">
          <Box role="group" aria-label="Rounded corners" sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 1 }}>
            {BORDER_RADIUS_CHOICES.map((value) => (
              <ToggleButton
                key={value}
                value={value}
                size="small"
                selected={config.style.borderRadius.value === value}
                onChange={() => update({ style: { borderRadius: { value, unit: 'rem' } } })}
                aria-label={`${value}rem`}
                sx={{ flexDirection: 'column', gap: 0.5, py: 0.75, px: 0 }}
              >
                <Box
                  aria-hidden
                  sx={{
                    width: 20,
                    height: 20,
                    borderTop: '2px solid',
                    borderLeft: '2px solid',
                    borderColor: 'currentColor',
                    borderTopLeftRadius: `${value}rem`,
                  }}
                />
                <Typography variant="caption" sx={{ textTransform: 'none', lineHeight: 1 }}>
                  {value}rem
                </Typography>
              </ToggleButton>
            ))}
          </Box>
        </Section>

        <Section title="Button Style">
          <ToggleButtonGroup
            exclusive
            size="small"
            fullWidth
            value={config.style.button.borderRadius === ROUNDED_BUTTON_RADIUS ? 'rounded' : 'inherit'}
            onChange={(_e, value: 'inherit' | 'rounded' | null) => {
              if (value !== null) update({ style: { button: { borderRadius: value === 'rounded' ? ROUNDED_BUTTON_RADIUS : undefined } } });
            }}
            aria-label="Button style"
          >
            <ToggleButton value="inherit">INHERIT</ToggleButton>
            <ToggleButton value="rounded">ROUNDED</ToggleButton>
          </ToggleButtonGroup>
        </Section>

        <Section title="Layout">
          <FormControlLabel
            control={
              <Switch checked={config.direction === 'rtl'} onChange={(e) => update({ direction: e.target.checked ? 'rtl' : 'ltr' })} />
            }
            label="RTL"
          />
        </Section>

        <Section title="Toolbar">
          <RadioGroup
            row
            aria-label="Toolbar position"
            value={config.toolbar.fixed ? 'fixed' : 'static'}
            onChange={(e) => update({ toolbar: { fixed: e.target.value === 'fixed' } })}
          >
            <FormControlLabel value="fixed" control={<Radio />} label="Fixed" />
            <FormControlLabel value="static" control={<Radio />} label="Static" />
          </RadioGroup>
        </Section>

        <Section title="Footer">
          <FormControlLabel
            control={<Switch checked={config.footer.visible} onChange={(e) => update({ footer: { visible: e.target.checked } })} />}
            label="Visible"
          />
          <RadioGroup
            row
            aria-label="Footer position"
            value={config.footer.fixed ? 'fixed' : 'static'}
            onChange={(e) => update({ footer: { fixed: e.target.value === 'fixed' } })}
          >
            <FormControlLabel value="fixed" control={<Radio />} label="Fixed" disabled={!config.footer.visible} />
            <FormControlLabel value="static" control={<Radio />} label="Static" disabled={!config.footer.visible} />
          </RadioGroup>
        </Section>
      </Box>
    </Drawer>
  );
}

/**
 * The toolbar's button that opens the configuration panel (when the config allows it). It sits in
 * the toolbar, not floating over the page, so it never covers a control.
 */
export function ConfigPanelToggle() {
  const setShell = useShell((s) => s.set);
  return (
    <Tooltip title="Configuration">
      <IconButton aria-label="Open the configuration panel" onClick={() => setShell({ configPanelOpen: true })}>
        <SettingsOutlined />
      </IconButton>
    </Tooltip>
  );
}
