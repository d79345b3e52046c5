import type { StockLocation } from '@/lib/reference-data/stock-locations';

export { SALES_CHANNELS_RESOURCE } from '@/lib/reference-data/sales-channels';
export { SYSTEM_USERS_RESOURCE } from '@/lib/reference-data/users';
export const ROLES_RESOURCE = 'rbac/roles';

/** A role as the API answers it (rbac/roles); allPermissions marks the Administrator. */
export type Role = {
  id: number;
  name: string;
  description: string | null;
  allPermissions: boolean;
  permissions?: string[];
  createdAt?: string;
  updatedAt?: string;
};

/** GET rbac/permissions: every permission, grouped by area. */
export type PermissionGroup = { group: string; permissions: string[] };

/** A sales channel as the API answers it; isCommissionEnabled is changed only through the commission setting. */
export type SalesChannel = {
  id: number;
  name: string;
  defaultPickingWarehouseId: number | null;
  isActive: boolean;
  isCommissionEnabled: boolean;
  defaultPickingWarehouse?: StockLocation | null;
  users?: SystemUser[];
  createdAt?: string;
  updatedAt?: string;
};

/** Spec 3: User; the list loads with relations roles, roleNames and salesChannels (spec 7.3). */
export type SystemUser = {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  displayName: string;
  isActive: boolean;
  roles?: Role[];
  roleNames?: string[];
  salesChannels?: SalesChannel[];
  createdAt?: string;
  updatedAt?: string;
};

export type Saved<T> = { message?: string; data: T };

export function fullName(user: Pick<SystemUser, 'firstname' | 'lastname'>): string {
  return [user.firstname, user.lastname].filter(Boolean).join(' ');
}
