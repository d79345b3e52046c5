/** Roles and their permissions, and which roles a user holds. */
import type { FastifyPluginAsync } from 'fastify';
import { registerRoleRoutes } from './roles.routes';

export const rbacPlugin: FastifyPluginAsync = async (app) => {
  registerRoleRoutes(app);
};

export { assertAdministratorRemains, resolveRoles, rolesOfUser, setUserRoles } from './role-assignment';
export { setUpRoles } from './set-up-roles';
// Nobody grants what they do not hold.
export { assertMayAssignRoles, assertMayManageUser, lacking, permissionsOfRoles, roleIdsOfUser } from './grants';
