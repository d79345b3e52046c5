import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, CASHIER_PERMISSIONS, MANAGER_PERMISSIONS } from '@oim/shared/permissions';
import { applyTenantIsolation } from '../src/db/security';
import { MIGRATIONS_DIR } from '../src/paths';
import { signInAs, startTestApp, type Client, type TestApp } from './support/test-app';

let t: TestApp;
let admin: Client;
let cashier: Client;
let cashierId: number;
let roleIds: Record<string, number>;

beforeAll(async () => {
  t = await startTestApp();
  admin = t.as('demo', (await t.login('demo')).token);
  roleIds = Object.fromEntries((await admin.get('/api/rbac/roles')).body.data.map((r: { name: string; id: number }) => [r.name, r.id]));
  const created = await admin.post('/api/masterfile/system-users', {
    firstname: 'Carla',
    lastname: 'Cruz',
    email: 'carla@demo.shop',
    displayName: 'Carla',
    password: 'cashier-pass',
    roles: ['Cashier'],
    salesChannelIds: [(await admin.get('/api/sales/sales-channels')).body.data[0].id],
  });
  expect(created.status).toBe(201);
  cashierId = created.body.data.id;
  cashier = t.as('demo', (await t.login('demo', 'carla@demo.shop', 'cashier-pass')).token);
});
afterAll(async () => t.close());

describe('permissions', () => {
  it("answers the signed-in user's permission list", async () => {
    expect((await admin.get('/api/rbac/roles/get-permissions')).body.data).toEqual([...ALL_PERMISSIONS].sort());
    expect((await cashier.get('/api/rbac/roles/get-permissions')).body.data).toEqual([...CASHIER_PERMISSIONS].sort());
  });

  it('lets a cashier sell and look after customers, but nothing destructive, no masterfile, no settings', async () => {
    expect((await cashier.get('/api/sales/customers')).status).toBe(200);
    expect((await cashier.get('/api/sales/customers/default')).status).toBe(200);
    expect((await cashier.get('/api/masterfile/payment-types')).status).toBe(200);
    const created = await cashier.post('/api/sales/customers', {
      customerName: 'Walk-up',
      defaultPaymentTypeId: (await cashier.get('/api/masterfile/payment-types')).body.data[0].id,
    });
    expect(created.status).toBe(201);
    const forbidden = [
      cashier.put(`/api/sales/customers/${created.body.data.id}`, { customerName: 'Changed' }),
      cashier.delete(`/api/sales/customers/${created.body.data.id}`),
      cashier.get('/api/masterfile/system-users'),
      cashier.post('/api/masterfile/system-users', {}),
      cashier.get('/api/rbac/roles'),
      cashier.post('/api/rbac/roles', { name: 'Boss' }),
      cashier.get('/api/masterfile/stock-locations'),
      cashier.post('/api/masterfile/payment-types', { name: 'Free', category: 'OTHER' }),
      cashier.delete(`/api/masterfile/payment-types/1`),
      cashier.put('/api/setting/feature-flags/picklist_module/toggle'),
      cashier.post('/api/setting/company-profiles', { settings: { company_name: 'Mine now' } }),
      cashier.post(`/api/masterfile/users/${cashierId}/assign-roles`, { roles: ['Administrator'] }),
      cashier.put(`/api/masterfile/users/1/update-passwords`, { currentPassword: 'x', newPassword: 'not-my-account-1' }),
    ];
    for (const answer of await Promise.all(forbidden)) {
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: 'This action is unauthorized.' });
    }
    expect((await admin.get(`/api/sales/customers/${created.body.data.id}`)).body.data.customerName).toBe('Walk-up');
  });

  it('still lets a cashier read the flags, the company profile, their channels and their own password', async () => {
    expect((await cashier.get('/api/setting/feature-flags/client-flags')).status).toBe(200);
    expect((await cashier.get('/api/setting/company-profiles/value')).body.data.company_name).toBe('Demo Shop');
    expect((await cashier.get('/api/sales/sales-channels/my')).body.data.map((c: { name: string }) => c.name)).toEqual(['Main Store']);
    const own = await cashier.put(`/api/masterfile/users/${cashierId}/update-passwords`, {
      currentPassword: 'cashier-pass',
      newPassword: 'cashier-pass-2',
      id: cashierId,
    });
    expect(own.status).toBe(200);
    await t.login('demo', 'carla@demo.shop', 'cashier-pass-2');
  });

  it('takes effect on the next request when a role changes', async () => {
    const role = await admin.post('/api/rbac/roles', { name: 'Senior Cashier', permissions: [...CASHIER_PERMISSIONS, 'Edit Customer'] });
    expect(role.status).toBe(201);
    expect(role.body.data.permissions).toContain('Edit Customer');
    const assigned = await admin.put(`/api/masterfile/users/${cashierId}/update-assign-roles`, { roles: ['Senior Cashier'] });
    expect(assigned.body.data).toEqual([{ id: role.body.data.id, name: 'Senior Cashier' }]);
    const someone = (await admin.get('/api/sales/customers?customerName=Walk-up')).body.data[0];
    expect((await cashier.put(`/api/sales/customers/${someone.id}`, { customerName: 'Walk-up Edited' })).status).toBe(200);

    await admin.put(`/api/rbac/roles/${role.body.data.id}`, { permissions: CASHIER_PERMISSIONS });
    expect((await cashier.put(`/api/sales/customers/${someone.id}`, { customerName: 'Again' })).status).toBe(403);
  });
});

describe('roles', () => {
  it('refuses unknown permissions and duplicate names', async () => {
    const unknown = await admin.post('/api/rbac/roles', { name: 'Weird', permissions: ['Fly To The Moon'] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.permissions).toEqual(['Unknown permission: Fly To The Moon.']);
    const duplicate = await admin.post('/api/rbac/roles', { name: 'Cashier' });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.errors.name).toEqual(['The name has already been taken.']);
  });

  it('keeps the Administrator role whole', async () => {
    expect((await admin.put(`/api/rbac/roles/${roleIds.Administrator}`, { permissions: [] })).status).toBe(409);
    expect((await admin.delete(`/api/rbac/roles/${roleIds.Administrator}`)).status).toBe(409);
    const shown = await admin.get(`/api/rbac/roles/${roleIds.Administrator}`);
    expect(shown.body.data.permissions).toEqual([...ALL_PERMISSIONS].sort());
  });

  it('refuses to delete a role users still hold (409), and deletes an unused one', async () => {
    const inUse = await admin.delete(`/api/rbac/roles/${roleIds.Manager}`);
    expect(inUse.status).toBe(200);
    const senior = (await admin.get('/api/rbac/roles?name=Senior%20Cashier')).body.data[0];
    const held = await admin.delete(`/api/rbac/roles/${senior.id}`);
    expect(held.status).toBe(409);
    expect(held.body.message).toBe('This record cannot be deleted because it is still used by users.');
  });

  it('lists the permission catalogue grouped by area', async () => {
    const answer = await admin.get('/api/rbac/permissions');
    const all = answer.body.data.flatMap((g: { permissions: string[] }) => g.permissions);
    expect(all.sort()).toEqual([...ALL_PERMISSIONS].sort());
    expect(answer.body.data.map((g: { group: string }) => g.group)).toContain('Masterfile');
  });
});

describe('system users', () => {
  it('never answers a password or its hash', async () => {
    const list = await admin.get('/api/masterfile/system-users?relations=roles|roleNames|salesChannels');
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toMatch(/password|argon2/i);
    const carla = list.body.data.find((u: { email: string }) => u.email === 'carla@demo.shop');
    expect(carla.roleNames).toEqual(['Senior Cashier']);
    expect(carla.salesChannels.map((c: { name: string }) => c.name)).toEqual(['Main Store']);
  });

  it('validates a new user', async () => {
    const answer = await admin.post('/api/masterfile/system-users', {
      firstname: 'X',
      email: 'carla@demo.shop',
      password: 'short',
      roles: ['Nope'],
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors).sort()).toEqual(['displayName', 'lastname', 'password']);
    const taken = await admin.post('/api/masterfile/system-users', {
      firstname: 'X',
      lastname: 'Y',
      displayName: 'XY',
      email: 'CARLA@demo.shop',
      password: 'long-enough',
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.email).toEqual(['The email has already been taken.']);
    const badRole = await admin.post('/api/masterfile/system-users', {
      firstname: 'X',
      lastname: 'Y',
      displayName: 'XY',
      email: 'new@demo.shop',
      password: 'long-enough',
      roles: ['Nope'],
    });
    expect(badRole.status).toBe(422);
    expect(badRole.body.errors.roles).toBeDefined();
    expect((await admin.get('/api/masterfile/system-users?email=new@demo.shop')).body.meta.total).toBe(0);
  });

  it("assigns roles by name or id, and answers a user's roles", async () => {
    const added = await admin.post(`/api/masterfile/users/${cashierId}/assign-roles`, { roles: [roleIds.Cashier] });
    expect(added.status).toBe(200);
    expect((await admin.get(`/api/masterfile/users/${cashierId}/get-roles`)).body.data.map((r: { name: string }) => r.name)).toEqual([
      'Cashier',
      'Senior Cashier',
    ]);
    expect((await admin.get('/api/masterfile/users/999999/get-roles')).status).toBe(404);
  });

  it("lets an administrator change another user's password, with the current one", async () => {
    const wrong = await admin.put(`/api/masterfile/users/${cashierId}/update-passwords`, {
      currentPassword: 'nope',
      newPassword: 'cashier-pass-3',
    });
    expect(wrong.status).toBe(422);
    const ok = await admin.put(`/api/masterfile/users/${cashierId}/update-passwords`, {
      currentPassword: 'cashier-pass-2',
      newPassword: 'cashier-pass-3',
    });
    expect(ok.status).toBe(200);
    cashier = t.as('demo', (await t.login('demo', 'carla@demo.shop', 'cashier-pass-3')).token);
  });

  it('keeps one active administrator and refuses to delete yourself', async () => {
    const me = (await admin.get('/api/me')).body.data;
    expect((await admin.delete(`/api/masterfile/system-users/${me.id}`)).status).toBe(409);
    const demote = await admin.put(`/api/masterfile/users/${me.id}/update-assign-roles`, { roles: ['Cashier'] });
    expect(demote.status).toBe(409);
    expect(demote.body.message).toBe('At least one active administrator must remain.');
    expect((await admin.get('/api/rbac/roles/get-permissions')).body.data.length).toBe(ALL_PERMISSIONS.length);
  });

  it('a deactivated user is signed out and cannot sign in', async () => {
    const off = await admin.put(`/api/masterfile/system-users/${cashierId}`, { isActive: false });
    expect(off.status).toBe(200);
    expect((await cashier.get('/api/me')).status).toBe(401);
    const login = await t.request('POST', '/api/login', { body: { email: 'carla@demo.shop', password: 'cashier-pass-3' } });
    expect(login.status).toBe(401);
  });

  it('deletes a user', async () => {
    expect((await admin.delete(`/api/masterfile/system-users/${cashierId}`)).status).toBe(200);
    expect((await admin.get(`/api/masterfile/system-users/${cashierId}`)).status).toBe(404);
  });
});

describe('the grant rule: nobody gives what they do not hold', () => {
  /** A role with exactly these permissions, and a user signed in with only that role. */
  const userWith = async (permissions: string[]) => {
    const name = `Only ${permissions.join(' + ')} ${Math.random().toString(36).slice(2, 6)}`;
    const role = await admin.post('/api/rbac/roles', { name, permissions });
    expect(role.status, JSON.stringify(role.body)).toBe(201);
    return Object.assign(await signInAs(t, admin, 'demo', [name]), { roleId: role.body.data.id as number, roleName: name });
  };
  const ownerId = async () => (await admin.get('/api/me')).body.data.id as number;
  const rolesOf = async (id: number) =>
    (await admin.get(`/api/masterfile/users/${id}/get-roles`)).body.data.map((r: { name: string }) => r.name).sort();
  const newUser = (roles: (string | number)[]) => ({
    firstname: 'New',
    lastname: 'Hire',
    displayName: 'New Hire',
    email: `hire-${Math.random().toString(36).slice(2, 8)}@demo.shop`,
    password: 'a-new-hire-pass',
    roles,
  });

  it('refuses a user manager who gives themselves or anyone the Administrator role, or any role with more than they hold', async () => {
    const manager = await userWith(['View System Users', 'Edit System Users']);
    const self = await manager.post(`/api/masterfile/users/${manager.id}/assign-roles`, { roles: ['Administrator'] });
    expect(self.status).toBe(403);
    expect(self.body.message).toBe('You cannot change your own roles; ask an administrator.');
    expect((await manager.put(`/api/masterfile/users/${manager.id}/update-assign-roles`, { roles: ['Administrator'] })).status).toBe(403);
    expect((await manager.put(`/api/masterfile/system-users/${manager.id}`, { roles: ['Administrator'] })).status).toBe(403);
    expect(await rolesOf(manager.id)).toEqual([manager.roleName]);

    const clerk = await signInAs(t, admin, 'demo', []);
    const toAdmin = await manager.post(`/api/masterfile/users/${clerk.id}/assign-roles`, { roles: ['Administrator'] });
    expect(toAdmin.status).toBe(403);
    expect(toAdmin.body.message).toBe('Only an administrator can assign a role that holds every permission.');
    const toCashier = await manager.put(`/api/masterfile/users/${clerk.id}/update-assign-roles`, { roles: ['Cashier'] });
    expect(toCashier.status).toBe(403);
    expect(toCashier.body.message).toMatch(
      /^You cannot grant the permissions 'Count Stock', 'Create Customer', 'Create Job Order', 'Create Quotations', .* and \d+ more: you do not hold them\.$/,
    );
    expect(await rolesOf(clerk.id)).toEqual([]);
    // A role whose permissions the manager holds is theirs to give.
    expect((await manager.post(`/api/masterfile/users/${clerk.id}/assign-roles`, { roles: [manager.roleName] })).status).toBe(200);
    expect(await rolesOf(clerk.id)).toEqual([manager.roleName]);
  });

  it('refuses a role editor who adds a permission to a role they hold, or one they lack to any role', async () => {
    const editor = await userWith(['View Roles', 'Edit Roles', 'View Customer']);
    const own = await editor.put(`/api/rbac/roles/${editor.roleId}`, {
      permissions: ['View Roles', 'Edit Roles', 'View Customer', 'Delete Roles'],
    });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(
      `You cannot change the permissions of the role '${editor.roleName}', which you hold; ask an administrator.`,
    );

    const other = (await admin.post('/api/rbac/roles', { name: 'Greeter', permissions: [] })).body.data.id;
    const more = await editor.put(`/api/rbac/roles/${other}`, { permissions: ['View Customer', 'Delete Roles'] });
    expect(more.status).toBe(403);
    expect(more.body.message).toBe("You cannot grant the permission 'Delete Roles': you do not hold it.");
    expect((await admin.get(`/api/rbac/roles/${other}`)).body.data.permissions).toEqual([]);
    expect((await editor.put(`/api/rbac/roles/${other}`, { permissions: ['View Customer'] })).status).toBe(200);
    // Renaming needs no grant, and a permission the role already had may stay.
    expect((await admin.put(`/api/rbac/roles/${other}`, { permissions: ['View Customer', 'Delete Customer'] })).status).toBe(200);
    expect(
      (await editor.put(`/api/rbac/roles/${other}`, { name: 'Door Greeter', permissions: ['View Customer', 'Delete Customer'] })).status,
    ).toBe(200);
  });

  it('refuses a role creator who puts in a permission they lack', async () => {
    const creator = await userWith(['View Roles', 'Create Roles', 'View Customer']);
    const answer = await creator.post('/api/rbac/roles', { name: 'Super Clerk', permissions: ['View Customer', 'Edit System Users'] });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe("You cannot grant the permission 'Edit System Users': you do not hold it.");
    expect((await admin.get('/api/rbac/roles?name=Super%20Clerk')).body.meta.total).toBe(0);
    expect((await creator.post('/api/rbac/roles', { name: 'Clerk', permissions: ['View Customer'] })).status).toBe(201);
  });

  it('refuses a user creator who creates an Administrator, or a user with more than they hold, and writes nothing', async () => {
    const creator = await userWith(['View System Users', 'Create System Users', 'View Roles', 'View Customer']);
    const asAdmin = newUser(['Administrator']);
    const refused = await creator.post('/api/masterfile/system-users', asAdmin);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only an administrator can assign a role that holds every permission.');
    expect((await admin.get(`/api/masterfile/system-users?email=${asAdmin.email}`)).body.meta.total).toBe(0);
    expect((await creator.post('/api/masterfile/system-users', newUser(['Cashier']))).status).toBe(403);
    const plain = await creator.post('/api/masterfile/system-users', newUser([]));
    expect(plain.status, JSON.stringify(plain.body)).toBe(201);
  });

  it("resets another user's password only with 'Reset System User Passwords', never an administrator's unless one", async () => {
    const resetter = await userWith(['View System Users', 'Reset System User Passwords', 'View Customer']);
    const editor = await userWith(['View System Users', 'Edit System Users']);
    const owner = await ownerId();
    const body = { newPassword: 'taken-over-now' };

    expect((await editor.put(`/api/masterfile/users/${owner}/reset-password`, body)).status).toBe(403);
    const ofOwner = await resetter.put(`/api/masterfile/users/${owner}/reset-password`, body);
    expect(ofOwner.status).toBe(403);
    expect(ofOwner.body.message).toBe("Only an administrator can reset an administrator's password.");
    const cashierRole = await signInAs(t, admin, 'demo', ['Cashier']);
    const ofMore = await resetter.put(`/api/masterfile/users/${cashierRole.id}/reset-password`, body);
    expect(ofMore.status).toBe(403);
    expect(ofMore.body.message).toMatch(
      /^You cannot reset the password of a user who holds permissions you do not: 'Count Stock', 'Create Customer', /,
    );
    const own = await resetter.put(`/api/masterfile/users/${resetter.id}/reset-password`, body);
    expect(own.status).toBe(403);
    // The owner still signs in with the old password.
    await t.login('demo');

    const clerk = await signInAs(t, admin, 'demo', []);
    expect((await resetter.put(`/api/masterfile/users/${clerk.id}/reset-password`, body)).status).toBe(200);
    expect((await clerk.get('/api/me')).status).toBe(401);
    // An administrator resets anyone else's.
    expect((await admin.put(`/api/masterfile/users/${resetter.id}/reset-password`, body)).status).toBe(200);
  });
});

describe('the reach rule: nobody changes an account that holds more than they do', () => {
  const USER_AND_ROLE_PERMISSIONS = [
    'View System Users',
    'Create System Users',
    'Edit System Users',
    'Delete System Users',
    'Reset System User Passwords',
    'View Roles',
    'Create Roles',
    'Edit Roles',
    'Delete Roles',
  ];
  const account = async (id: number) =>
    (await admin.get(`/api/masterfile/system-users/${id}?relations=roleNames`)).body.data as {
      email: string;
      firstname: string;
      isActive: boolean;
      roleNames: string[];
    };

  it('refuses a delegated user administrator every change of an Administrator or a Manager (403), and writes nothing', async () => {
    const name = `User admin ${Math.random().toString(36).slice(2, 6)}`;
    expect((await admin.post('/api/rbac/roles', { name, permissions: USER_AND_ROLE_PERMISSIONS })).status).toBe(201);
    const delegate = await signInAs(t, admin, 'demo', [name]);
    const administrator = await signInAs(t, admin, 'demo', ['Administrator']);
    // A manager as a new shop seeds one (this file deleted the demo shop's Manager role above).
    const managerRole = `Manager ${Math.random().toString(36).slice(2, 6)}`;
    expect((await admin.post('/api/rbac/roles', { name: managerRole, permissions: [...MANAGER_PERMISSIONS] })).status).toBe(201);
    const manager = await signInAs(t, admin, 'demo', [managerRole]);

    for (const [target, message] of [
      [administrator, "Only an administrator can change an administrator's account."],
      [manager, /^You cannot change a user who holds permissions you do not: '[^']+', .* and \d+ more\.$/],
    ] as const) {
      const before = await account(target.id);
      const actions = {
        'remove every role': () => delegate.put(`/api/masterfile/users/${target.id}/update-assign-roles`, { roles: [] }),
        'replace the roles': () => delegate.put(`/api/masterfile/users/${target.id}/update-assign-roles`, { roles: [name] }),
        'add a role': () => delegate.post(`/api/masterfile/users/${target.id}/assign-roles`, { roles: [name] }),
        'remove roles in an edit': () => delegate.put(`/api/masterfile/system-users/${target.id}`, { roles: [] }),
        disable: () => delegate.put(`/api/masterfile/system-users/${target.id}`, { isActive: false }),
        're-email': () => delegate.put(`/api/masterfile/system-users/${target.id}`, { email: `taken-${target.id}@demo.shop` }),
        rename: () => delegate.put(`/api/masterfile/system-users/${target.id}`, { firstname: 'Renamed' }),
        'reset the password': () => delegate.put(`/api/masterfile/users/${target.id}/reset-password`, { newPassword: 'taken-over-now' }),
        'change the password': () =>
          delegate.put(`/api/masterfile/users/${target.id}/update-passwords`, {
            currentPassword: 'test-password',
            newPassword: 'taken-over-now',
          }),
        delete: () => delegate.delete(`/api/masterfile/system-users/${target.id}`),
      };
      for (const [action, call] of Object.entries(actions)) {
        const answer = await call();
        expect(answer.status, `${action} of ${before.roleNames.join()}`).toBe(403);
        if (action !== 'reset the password') expect(answer.body.message, action).toMatch(message);
      }
      expect(await account(target.id)).toEqual(before);
      expect((await target.get('/api/me')).status).toBe(200);
    }

    // Everyone else is still the delegate's to manage.
    const clerk = await signInAs(t, admin, 'demo', []);
    expect((await delegate.put(`/api/masterfile/system-users/${clerk.id}`, { email: `clerk-${clerk.id}@demo.shop` })).status).toBe(200);
    expect((await delegate.post(`/api/masterfile/users/${clerk.id}/assign-roles`, { roles: [name] })).status).toBe(200);
    expect((await delegate.put(`/api/masterfile/users/${clerk.id}/update-assign-roles`, { roles: [] })).status).toBe(200);
    expect((await delegate.put(`/api/masterfile/system-users/${clerk.id}`, { isActive: false })).status).toBe(200);
    expect((await delegate.delete(`/api/masterfile/system-users/${clerk.id}`)).status).toBe(200);
    // And an administrator manages the Manager and the other Administrator.
    expect((await admin.put(`/api/masterfile/system-users/${manager.id}`, { email: `manager-${manager.id}@demo.shop` })).status).toBe(200);
    expect((await admin.put(`/api/masterfile/users/${manager.id}/update-assign-roles`, { roles: [] })).status).toBe(200);
    expect((await admin.delete(`/api/masterfile/system-users/${manager.id}`)).status).toBe(200);
    expect((await admin.put(`/api/masterfile/system-users/${administrator.id}`, { isActive: false })).status).toBe(200);
    expect((await admin.delete(`/api/masterfile/system-users/${administrator.id}`)).status).toBe(200);
  });

  it('never demotes, disables or deletes the last active user holding every permission (409)', async () => {
    const owner = (await admin.get('/api/me')).body.data.id as number;
    // The owner is the only active administrator left.
    const everyone = (await admin.get('/api/masterfile/system-users?relations=roleNames&pageSize=100')).body.data as {
      id: number;
      isActive: boolean;
      roleNames: string[];
    }[];
    for (const other of everyone.filter((u) => u.id !== owner && u.isActive && u.roleNames.includes('Administrator')))
      expect((await admin.put(`/api/masterfile/system-users/${other.id}`, { isActive: false })).status).toBe(200);
    // A user whose role lists every permission one by one may reach the owner, but not take the shop's last administrator.
    const name = `Everything ${Math.random().toString(36).slice(2, 6)}`;
    expect((await admin.post('/api/rbac/roles', { name, permissions: [...ALL_PERMISSIONS] })).status).toBe(201);
    const deputy = await signInAs(t, admin, 'demo', [name]);
    const before = await account(owner);
    const LAST = 'At least one active administrator must remain.';
    for (const [action, answer] of [
      ['remove every role', await deputy.put(`/api/masterfile/users/${owner}/update-assign-roles`, { roles: [] })],
      ['demote to Cashier', await deputy.put(`/api/masterfile/users/${owner}/update-assign-roles`, { roles: ['Cashier'] })],
      ['demote in an edit', await deputy.put(`/api/masterfile/system-users/${owner}`, { roles: [name] })],
      ['disable', await deputy.put(`/api/masterfile/system-users/${owner}`, { isActive: false })],
      ['delete', await deputy.delete(`/api/masterfile/system-users/${owner}`)],
      ['disable oneself', await admin.put(`/api/masterfile/system-users/${owner}`, { isActive: false })],
      ['demote oneself', await admin.put(`/api/masterfile/users/${owner}/update-assign-roles`, { roles: [name] })],
      ['delete oneself', await admin.delete(`/api/masterfile/system-users/${owner}`)],
    ] as const) {
      expect(answer.status, action).toBe(409);
      if (!action.endsWith('oneself') || action === 'demote oneself') expect(answer.body.message, action).toBe(LAST);
    }
    expect(await account(owner)).toEqual(before);
    // The deputy still edits what is not the last administrator's standing.
    expect((await deputy.put(`/api/masterfile/system-users/${owner}`, { firstname: 'Owner' })).status).toBe(200);
  });
});

describe('shops made before the counter and voided payments (migration 0034)', () => {
  const COUNTER = ['Manage Terminals', 'Open and Close Shifts', 'View Readings', 'Make Z Reading', 'View Electronic Journal'];
  const migration = readFileSync(join(MIGRATIONS_DIR, '0034_permissions_for_earlier_shops.sql'), 'utf8').split('--> statement-breakpoint');
  // Read and set up as each shop (row-level security binds the tables' owner too on PostgreSQL).
  const held = (tenantId: number, role: string) =>
    t.db.transaction(tenantId, async (tx) => {
      const rows = await tx.execute<{ permission: string }>(sql`
        select rp.permission from role_permissions rp join roles r on r.tenant_id = rp.tenant_id and r.id = rp.role_id
         where rp.tenant_id = ${tenantId} and r.name = ${role}`);
      return rows.rows.map((r) => r.permission).sort();
    });

  it('gives their roles what a new shop’s roles get, and leaves a shop that already has them as its owner set it', async () => {
    const other = await t.db.asOwner(async (db) => {
      const rows = await db.execute<{ id: number }>(sql`select id::int from tenants where slug = 'other'`);
      return rows.rows[0]!.id;
    });
    const demoId = await t.db.asOwner(async (db) => {
      const rows = await db.execute<{ id: number }>(sql`select id::int from tenants where slug = 'demo'`);
      return rows.rows[0]!.id;
    });
    // The other shop as it was made before: no role holds a counter permission or Void Payments.
    await t.db.transaction(other, (tx) =>
      tx.execute(sql`delete from role_permissions where tenant_id = ${other}
                      and permission in (${sql.join(
                        [...COUNTER, 'Void Payments'].map((p) => sql`${p}`),
                        sql`, `,
                      )})`),
    );
    // The demo shop's owner took View Readings and Void Payments from the Manager on purpose.
    await t.db.transaction(demoId, async (tx) => {
      await tx.execute(sql`delete from role_permissions where tenant_id = ${demoId} and permission in ('View Readings', 'Void Payments')
                            and role_id = (select id from roles where tenant_id = ${demoId} and name = 'Manager')`);
    });
    const demoManager = await held(demoId, 'Manager');

    try {
      await t.db.asOwner(async (db) => {
        for (const statement of migration) await db.execute(sql.raw(statement));
      });
      expect(await held(other, 'Manager')).toEqual([...MANAGER_PERMISSIONS].sort());
      expect(await held(other, 'Cashier')).toEqual([...CASHIER_PERMISSIONS].sort());
      expect(await held(demoId, 'Manager')).toEqual(demoManager);
      expect(demoManager).not.toContain('View Readings');
    } finally {
      await t.db.transaction(demoId, (tx) =>
        tx.execute(sql`insert into role_permissions (tenant_id, role_id, permission)
                             select ${demoId}, id, permission from roles, (values ('View Readings'), ('Void Payments')) p (permission)
                              where tenant_id = ${demoId} and name = 'Manager'
                             on conflict do nothing`),
      );
      await t.db.asOwner((db) => applyTenantIsolation(db));
    }
  });
});

describe('View Price Exceptions in shops made before it (migration 0037)', () => {
  const migration = readFileSync(join(MIGRATIONS_DIR, '0037_price_exceptions_permission.sql'), 'utf8').split('--> statement-breakpoint');
  const holders = (tenantId: number) =>
    t.db.transaction(tenantId, async (tx) => {
      const rows = await tx.execute<{ name: string }>(sql`
        select r.name from role_permissions rp join roles r on r.tenant_id = rp.tenant_id and r.id = rp.role_id
         where rp.tenant_id = ${tenantId} and rp.permission = 'View Price Exceptions' order by r.name`);
      return rows.rows.map((r) => r.name);
    });

  it('is in a new shop’s Manager and Administrator roles, not its Cashier’s', () => {
    expect(MANAGER_PERMISSIONS).toContain('View Price Exceptions');
    expect(ALL_PERMISSIONS).toContain('View Price Exceptions');
    expect(CASHIER_PERMISSIONS).not.toContain('View Price Exceptions');
  });

  it('is given to every role that holds Override Prices, and to no other', async () => {
    const other = await t.db.asOwner(async (db) => {
      const rows = await db.execute<{ id: number }>(sql`select id::int from tenants where slug = 'other'`);
      return rows.rows[0]!.id;
    });
    // The shop as it was before: nobody holds it; a role of its own holds Override Prices.
    await t.db.transaction(other, async (tx) => {
      await tx.execute(sql`delete from role_permissions where tenant_id = ${other} and permission = 'View Price Exceptions'`);
      await tx.execute(sql`insert into roles (tenant_id, name) values (${other}, 'Price supervisor') on conflict do nothing`);
      await tx.execute(sql`insert into role_permissions (tenant_id, role_id, permission)
                           select ${other}, id, 'Override Prices' from roles where tenant_id = ${other} and name = 'Price supervisor'
                           on conflict do nothing`);
    });
    expect(await holders(other)).toEqual([]);
    try {
      await t.db.asOwner(async (db) => {
        for (const statement of migration) await db.execute(sql.raw(statement));
      });
      // The Administrator role holds every permission by its flag, without rows.
      expect(await holders(other)).toEqual(['Manager', 'Price supervisor']);
    } finally {
      await t.db.asOwner((db) => applyTenantIsolation(db));
      await t.db.transaction(other, (tx) => tx.execute(sql`delete from roles where tenant_id = ${other} and name = 'Price supervisor'`));
    }
  });
});

describe('shops made before Resolve RMA (migration 0035)', () => {
  const migration = readFileSync(join(MIGRATIONS_DIR, '0035_resolve_rma_permission.sql'), 'utf8').split('--> statement-breakpoint');
  const holders = (tenantId: number) =>
    t.db.transaction(tenantId, async (tx) => {
      const rows = await tx.execute<{ name: string }>(sql`
        select r.name from role_permissions rp join roles r on r.tenant_id = rp.tenant_id and r.id = rp.role_id
         where rp.tenant_id = ${tenantId} and rp.permission = 'Resolve RMA' order by r.name`);
      return rows.rows.map((r) => r.name);
    });

  it('gives it to the roles that take returns and may void a sale, never to a Cashier that takes returns', async () => {
    const other = await t.db.asOwner(async (db) => {
      const rows = await db.execute<{ id: number }>(sql`select id::int from tenants where slug = 'other'`);
      return rows.rows[0]!.id;
    });
    // The other shop as it was before: nobody holds Resolve RMA; its owner let the Cashier take returns in,
    // has a returns desk that may void sales, and a supervisor who voids sales but takes no returns.
    await t.db.transaction(other, async (tx) => {
      await tx.execute(sql`delete from role_permissions where tenant_id = ${other} and permission = 'Resolve RMA'`);
      await tx.execute(sql`insert into role_permissions (tenant_id, role_id, permission)
                            select ${other}, id, 'Create RMA' from roles where tenant_id = ${other} and name = 'Cashier'`);
      await tx.execute(sql`insert into roles (tenant_id, name) values (${other}, 'Returns desk'), (${other}, 'Supervisor')`);
      await tx.execute(sql`insert into role_permissions (tenant_id, role_id, permission)
                            select ${other}, r.id, p.permission from roles r,
                                   (values ('Returns desk', 'Create RMA'), ('Returns desk', 'Delete Sales Orders'),
                                           ('Supervisor', 'Delete Sales Orders')) p (role, permission)
                             where r.tenant_id = ${other} and r.name = p.role`);
    });
    try {
      expect(await holders(other)).toEqual([]);
      await t.db.asOwner(async (db) => {
        for (const statement of migration) await db.execute(sql.raw(statement));
      });
      expect(await holders(other)).toEqual(['Manager', 'Returns desk']);
    } finally {
      await t.db.transaction(other, async (tx) => {
        await tx.execute(sql`delete from roles where tenant_id = ${other} and name in ('Returns desk', 'Supervisor')`);
        await tx.execute(sql`delete from role_permissions where tenant_id = ${other} and permission = 'Create RMA'
                              and role_id = (select id from roles where tenant_id = ${other} and name = 'Cashier')`);
      });
      await t.db.asOwner((db) => applyTenantIsolation(db));
    }
  });
});
