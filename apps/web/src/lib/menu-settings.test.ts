import { describe, expect, it } from 'vitest';
import { menuSectionEntries, readMenuSettings, toMenuSettings } from './menu-settings';
import { MENU_SETTINGS_STORAGE_KEY } from './session-store';

const storageWith = (value: string | null) => ({ getItem: (key: string) => (key === MENU_SETTINGS_STORAGE_KEY ? value : null) });

describe('stored menu settings', () => {
  it('reads {section: {label: visible}}', () => {
    const settings = readMenuSettings(storageWith(JSON.stringify({ sales: { Customers: false, Quotations: true } })));
    expect(settings).toEqual({ sales: { Customers: false, Quotations: true } });
  });

  it('drops unknown sections and values that are not true/false', () => {
    const settings = readMenuSettings(storageWith(JSON.stringify({ sales: { Customers: 'no', Picklists: false }, bogus: { X: false } })));
    expect(settings).toEqual({ sales: { Picklists: false } });
  });

  it('treats missing or broken settings as nothing hidden', () => {
    expect(readMenuSettings(storageWith(null))).toEqual({});
    expect(readMenuSettings(storageWith('[1,2'))).toEqual({});
    expect(readMenuSettings(storageWith('[]'))).toEqual({});
  });
});

describe('the labels the menu settings screen offers', () => {
  const tree = [
    { type: 'subheading', label: 'Overview', children: [{ type: 'link', label: 'Store Insights' }] },
    {
      type: 'subheading',
      label: 'Operations',
      children: [
        {
          type: 'dropdown',
          label: 'Sales',
          section: 'sales' as const,
          children: [
            { type: 'link', label: 'Sales Orders' },
            { type: 'link', label: 'Picklists', flag: 'picklist_module' },
            { type: 'dropdown', label: 'More', children: [{ type: 'link', label: 'Deep' }] },
          ],
        },
        { type: 'dropdown', label: 'Service', children: [{ type: 'link', label: 'Service Orders' }] },
      ],
    },
    {
      type: 'dropdown',
      label: 'RMA',
      flag: 'rma_warranty_module',
      section: 'settings' as const,
      children: [{ type: 'link', label: 'Claims' }],
    },
  ];

  it('lists every label inside each section, nested ones too, in section order', () => {
    expect(menuSectionEntries(tree)).toEqual([
      {
        section: 'sales',
        title: 'Sales',
        entries: [{ label: 'Sales Orders' }, { label: 'Picklists', flag: 'picklist_module' }, { label: 'More' }, { label: 'Deep' }],
      },
      { section: 'settings', title: 'RMA', entries: [{ label: 'Claims', flag: 'rma_warranty_module' }] },
    ]);
  });

  it('leaves out links outside the seven sections', () => {
    const labels = menuSectionEntries(tree).flatMap((s) => s.entries.map((e) => e.label));
    expect(labels).not.toContain('Service Orders');
    expect(labels).not.toContain('Store Insights');
  });

  it('reads the server answer like the stored copy', () => {
    expect(toMenuSettings({ sales: { Customers: false }, other: { X: false } })).toEqual({ sales: { Customers: false } });
    expect(toMenuSettings(null)).toEqual({});
  });
});
