/** Settings: company profile (per shop and per channel), menus, printer, commissions and feature flags. */
import type { FastifyPluginAsync } from 'fastify';
import { registerCommissionSettingRoutes } from './commission-settings.routes';
import { registerCompanyProfileRoutes } from './company-profiles.routes';
import { registerFeatureFlagRoutes } from './feature-flags.routes';
import { registerMenuSettingRoutes } from './menu-settings.routes';
import { registerPrinterSettingRoutes } from './printer-settings.routes';
import { registerSetupChecklistRoutes } from './setup-checklist.routes';

export const settingsPlugin: FastifyPluginAsync = async (app) => {
  registerFeatureFlagRoutes(app);
  registerCompanyProfileRoutes(app);
  registerMenuSettingRoutes(app);
  registerPrinterSettingRoutes(app);
  registerCommissionSettingRoutes(app);
  registerSetupChecklistRoutes(app);
};

export { setUpSettings } from './set-up-settings';
// What printed documents carry on top.
export { companyHeader } from './company-profile-values';
// The zone every document prints times in.
export { shopTimeZone } from './company-profile-values';
