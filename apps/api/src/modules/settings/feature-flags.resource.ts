import { featureFlags } from '../../db/schema/settings';
import { defineResource } from '../../platform/resource/define';

export const featureFlagResource = defineResource({
  name: 'featureFlags',
  label: 'feature flag',
  table: featureFlags,
  fields: {
    id: { column: featureFlags.id, type: 'integer' },
    name: { column: featureFlags.name, type: 'text', search: true },
    enabled: { column: featureFlags.enabled, type: 'boolean' },
    updatedAt: { column: featureFlags.updatedAt, type: 'datetime' },
  },
  defaultSort: [{ column: 'name', direction: 'asc' }],
});
