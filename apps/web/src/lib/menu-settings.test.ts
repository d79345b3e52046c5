import { describe, expect, it } from 'vitest';
import { readMenuSettings } from './menu-settings';
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
