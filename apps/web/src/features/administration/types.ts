import type { ApiRecord } from '@oim/shared/api/records';

export { SALES_CHANNELS_RESOURCE } from '@/lib/reference-data/sales-channels';
export { SYSTEM_USERS_RESOURCE } from '@/lib/reference-data/users';
export const ROLES_RESOURCE = 'rbac/roles';

// Records as the API answers them (packages/shared/src/api/records.ts); allPermissions marks the Administrator.
export type Role = ApiRecord<'roles'>;

/** GET rbac/permissions: every permission, grouped by area. */
export type PermissionGroup = { group: string; permissions: string[] };

/** A sales channel; isCommissionEnabled is changed only through the commission setting. */
export type SalesChannel = ApiRecord<'salesChannels'>;

/** Spec 3: User; the list loads with relations roles, roleNames and salesChannels (spec 7.3). */
export type SystemUser = ApiRecord<'users'>;

export type Saved<T> = { message?: string; data: T };

export function fullName(user: Pick<SystemUser, 'firstname' | 'lastname'>): string {
  return [user.firstname, user.lastname].filter(Boolean).join(' ');
}
