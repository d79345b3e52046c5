import { sql } from 'drizzle-orm';
import { IMPORT_KINDS, IMPORT_STATUSES } from '@oim/shared/schemas/imports';
import { qualified } from '../../db/schema/columns';
import { imports } from '../../db/schema/imports';
import { defineResource } from '../../platform/resource/define';

/** Who made an import, by name (the list of past imports shows it; never the user's email). */
const createdByName = sql<
  string | null
>`(select u.display_name from users u where u.tenant_id = ${qualified(imports.tenantId)} and u.id = ${qualified(imports.createdBy)})`;

/** Past imports (Settings › Import Data): newest first, searched by number or file name. */
export const importResource = defineResource({
  name: 'imports',
  label: 'import',
  table: imports,
  fields: {
    id: { column: imports.id, type: 'integer' },
    importNumber: { column: imports.importNumber, type: 'text', search: true },
    kind: { column: imports.kind, type: 'enum', values: IMPORT_KINDS },
    status: { column: imports.status, type: 'enum', values: IMPORT_STATUSES },
    fileName: { column: imports.fileName, type: 'text', search: true },
    rowCount: { column: imports.rowCount, type: 'integer' },
    validCount: { column: imports.validCount, type: 'integer' },
    invalidCount: { column: imports.invalidCount, type: 'integer' },
    createdCount: { column: imports.createdCount, type: 'integer', nullable: true },
    updatedCount: { column: imports.updatedCount, type: 'integer', nullable: true },
    skippedCount: { column: imports.skippedCount, type: 'integer', nullable: true },
    createdBy: { column: imports.createdBy, type: 'integer', nullable: true },
    createdByName: { column: createdByName, type: 'text', nullable: true, filter: false, sort: false },
    createdAt: { column: imports.createdAt, type: 'datetime' },
    committedAt: { column: imports.committedAt, type: 'datetime', nullable: true },
    undoneAt: { column: imports.undoneAt, type: 'datetime', nullable: true },
  },
  read: 'Import Data',
  defaultSort: [
    { column: 'createdAt', direction: 'desc' },
    { column: 'id', direction: 'desc' },
  ],
});
