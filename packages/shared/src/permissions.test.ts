import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, CASHIER_PERMISSIONS, hasPermission, MANAGER_PERMISSIONS } from './permissions';

describe('permissions', () => {
  it('names every permission once', () => {
    expect(new Set(ALL_PERMISSIONS).size).toBe(ALL_PERMISSIONS.length);
  });

  it('passes for a single string, or for any one of a list; an empty list is no restriction', () => {
    const granted = new Set(['View Customer']);
    expect(hasPermission(granted, 'View Customer')).toBe(true);
    expect(hasPermission(granted, 'Delete Customer')).toBe(false);
    expect(hasPermission(granted, ['Delete Customer', 'View Customer'])).toBe(true);
    expect(hasPermission(granted, [])).toBe(true);
  });

  it('gives the cashier nothing destructive and no administration', () => {
    expect(CASHIER_PERMISSIONS.filter((p) => /^(Delete|Edit System|Create Roles|Edit Roles)/.test(p))).toEqual([]);
    expect(CASHIER_PERMISSIONS.every((p) => ALL_PERMISSIONS.includes(p))).toBe(true);
    expect(MANAGER_PERMISSIONS).not.toContain('Create System Users');
    expect(MANAGER_PERMISSIONS).toContain('Create Sales Orders');
  });

  it('separates taking a return in from settling it: the manager resolves, the cashier does not', () => {
    expect(MANAGER_PERMISSIONS).toEqual(expect.arrayContaining(['Create RMA', 'Resolve RMA']));
    expect(CASHIER_PERMISSIONS).not.toContain('Resolve RMA');
  });
});
