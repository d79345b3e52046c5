import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { hasPermission } from '@oim/shared/permissions';
import { idParam } from '@oim/shared/schemas/fields';
import {
  IMPORT_CREATE_PERMISSIONS,
  IMPORT_KINDS,
  IMPORT_MAX_BYTES,
  IMPORT_STATUSES,
  importCommitBody,
  importKindSchema,
  importMappingBody,
  type ImportKind,
} from '@oim/shared/schemas/imports';
import type { AuthUser } from '../../platform/auth/session-user';
import { renderXlsx, XLSX_TYPE } from '../../platform/export/xlsx';
import { AppError, invalid } from '../../platform/errors';
import { createRouter, type PrepareInput } from '../../platform/http/routes';
import { listResource, readListQuery } from '../../platform/resource/list';
import { listQueryOf, pageSchema } from '../../platform/resource/schema';
import { commitImport } from './commit';
import { importResource } from './imports.resource';
import { createImport, importErrors, loadImport, previewOf, remapImport, stagingRows } from './preview';
import { readSheet, type Sheet } from './read-sheet';
import { undoBlocker, undoImport } from './undo';

const importErrorSchema = z.object({ row: z.number(), column: z.string().nullable(), field: z.string().nullable(), message: z.string() });

/** The answer of POST imports, GET imports/{id}, PUT mapping, commit and undo (ImportPreview). */
const importPreviewSchema = z.object({
  id: z.number(),
  importNumber: z.string(),
  kind: z.enum(IMPORT_KINDS),
  status: z.enum(IMPORT_STATUSES),
  fileName: z.string(),
  rowCount: z.number(),
  validCount: z.number(),
  invalidCount: z.number(),
  columns: z.array(z.string()),
  mapping: z.record(z.string(), z.string()),
  rows: z.array(
    z.object({
      row: z.number(),
      cells: z.array(z.string()),
      values: z.record(z.string(), z.unknown()),
      errors: z.array(importErrorSchema),
    }),
  ),
  errors: z.array(importErrorSchema),
  createdCount: z.number().nullable(),
  updatedCount: z.number().nullable(),
  skippedCount: z.number().nullable(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  committedAt: z.string().nullable(),
  canUndo: z.boolean().optional(),
});
const previewAnswer = { data: importPreviewSchema };

const KIND_WORDS: Record<ImportKind, string> = {
  PRODUCTS: 'importing products',
  CUSTOMERS: 'importing customers',
  SUPPLIERS: 'importing suppliers',
  OPENING_STOCK: 'importing opening stock',
  OPENING_RECEIVABLES: 'importing opening receivables',
  OPENING_PAYABLES: 'importing opening payables',
};

/** Beside Import Data, an import needs the permission to create what its kind makes (403 naming it). */
function requireKindPermission(user: AuthUser, kind: ImportKind): void {
  const permission = IMPORT_CREATE_PERMISSIONS[kind];
  if (!hasPermission(user.permissions, permission))
    throw new AppError('FORBIDDEN', `This action is unauthorized: ${KIND_WORDS[kind]} needs the ${permission} permission.`);
}

const FILE_FIELDS = new Set(['file', 'file[]', 'files', 'files[]']);
const FILE_TYPE = /\.(csv|xlsx)$/i;

type Upload = { kind: ImportKind | null; errors: Record<string, string[]>; fileName: string; sheet: Sheet | null };

/** Reads the upload's kind and file (outside the transaction); refusals are answered after sign-in and permission. */
async function prepareUpload({ files, fields }: PrepareInput): Promise<Upload> {
  const errors: Record<string, string[]> = {};
  const kindText = fields.kind?.at(-1);
  const kind = importKindSchema.safeParse(kindText);
  if (kindText === undefined || kindText === '') errors.kind = ['The kind field is required.'];
  else if (!kind.success) errors.kind = [kind.error.issues[0]?.message ?? 'The kind is invalid.'];
  const file = files.find((f) => FILE_FIELDS.has(f.fieldname));
  const fileName = (file?.filename ?? '').replaceAll('\0', '').slice(0, 255);
  let sheet: Sheet | null = null;
  if (!file) errors.file = ['Choose a .csv or .xlsx file to import.'];
  else if (!FILE_TYPE.test(fileName)) errors.file = ['The file must be a .csv or .xlsx spreadsheet.'];
  else if (file.data.length === 0) errors.file = ['The file is empty.'];
  else {
    try {
      sheet = await readSheet({ fileName, data: file.data });
    } catch (error) {
      if (error instanceof AppError && error.errors) Object.assign(errors, error.errors);
      else errors.file = ['The file could not be read as a spreadsheet.'];
    }
  }
  return { kind: kind.success ? kind.data : null, errors, fileName, sheet };
}

export function registerImportRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'Imports');

  r.get('imports', {
    access: 'Import Data',
    summary: 'Past imports, newest first (list protocol: search by number or file name, filter by kind and status)',
    query: listQueryOf(importResource),
    response: { 200: pageSchema(importResource) },
    handler: async ({ tx, query, user }) => listResource(tx, importResource, readListQuery(query), { viewer: user }),
  });

  r.post('imports', {
    access: 'Import Data',
    summary:
      'Upload a spreadsheet (multipart: file = .csv or .xlsx, at most 20 MB; kind) and answer its preview; nothing is saved to the shop’s records',
    multipart: { maxFiles: 1, maxFileBytes: IMPORT_MAX_BYTES, field: 'file' },
    prepare: prepareUpload,
    status: 201,
    response: { 201: z.object(previewAnswer) },
    handler: async ({ tx, tenant, user, prepared }) => {
      if (prepared.kind) requireKindPermission(user, prepared.kind);
      if (Object.keys(prepared.errors).length > 0 || !prepared.kind || !prepared.sheet) throw invalid(prepared.errors);
      const actor = { tx, tenantId: tenant.id, userId: user.id, user };
      return { data: await createImport(actor, { kind: prepared.kind, fileName: prepared.fileName, sheet: prepared.sheet }) };
    },
  });

  r.get('imports/:id', {
    access: 'Import Data',
    summary: 'One import: its preview, counts and whether it can be undone now',
    params: idParam,
    response: { 200: z.object(previewAnswer) },
    handler: async ({ tx, tenant, user, params }) => {
      const record = await loadImport(tx, params.id);
      const canUndo =
        record.status === 'COMMITTED' && (await undoBlocker({ tx, tenantId: tenant.id, userId: user.id, user }, record)) === null;
      return { data: await previewOf(tx, record, { canUndo }) };
    },
  });

  r.get('imports/:id/errors', {
    access: 'Import Data',
    summary: 'Every error of an import, in file order ({data: [{row, column, field, message}]})',
    params: idParam,
    response: { 200: z.object({ data: z.array(importErrorSchema) }) },
    handler: async ({ tx, params }) => {
      await loadImport(tx, params.id);
      return { data: await importErrors(tx, params.id) };
    },
  });

  r.get('imports/:id/errors/export', {
    access: 'Import Data',
    summary: 'The invalid rows of an import as an .xlsx file: the file’s columns and an Error column',
    params: idParam,
    file: 'xlsx',
    handler: async ({ tx, params, reply }) => {
      const record = await loadImport(tx, params.id);
      const errors = await importErrors(tx, params.id);
      const messages = new Map<number, string[]>();
      for (const e of errors)
        (messages.get(e.row) ?? messages.set(e.row, []).get(e.row)!).push(e.column ? `${e.column}: ${e.message}` : e.message);
      const rows = (await stagingRows(tx, params.id)).filter((r) => messages.has(r.rowNumber));
      type Line = { cells: string[]; error: string };
      const lines: Line[] = rows.map((r) => ({ cells: r.cells, error: messages.get(r.rowNumber)!.join('; ') }));
      const file = await renderXlsx<Line>(
        'Errors',
        [
          ...record.columns.map((header, i) => ({ header, value: (line: Line) => line.cells[i] ?? '' })),
          { header: 'Error', width: 60, value: (line: Line) => line.error },
        ],
        lines,
      );
      const name = `${record.importNumber}-errors.xlsx`;
      reply.header('Content-Type', XLSX_TYPE).header('Content-Disposition', `attachment; filename="${name}"`);
      return file;
    },
  });

  r.put('imports/:id/mapping', {
    access: 'Import Data',
    summary: 'Map the file’s columns again (header → field, or null to leave it out; the whole mapping) and answer the new preview',
    params: idParam,
    body: importMappingBody,
    response: { 200: z.object(previewAnswer) },
    handler: async ({ tx, tenant, user, params, body }) => {
      const record = await loadImport(tx, params.id);
      requireKindPermission(user, record.kind);
      return { data: await remapImport({ tx, tenantId: tenant.id, userId: user.id, user }, params.id, body.mapping) };
    },
  });

  r.post('imports/:id/commit', {
    access: 'Import Data',
    summary: 'Save the import in one transaction: every valid row, or nothing while a row is invalid and skipInvalid is false (422)',
    params: idParam,
    body: importCommitBody,
    response: { 200: z.object(previewAnswer) },
    handler: async ({ tx, tenant, user, params, body }) => {
      const record = await loadImport(tx, params.id);
      requireKindPermission(user, record.kind);
      return { data: await commitImport({ tx, tenantId: tenant.id, userId: user.id, user }, params.id, { skipInvalid: body.skipInvalid }) };
    },
  });

  r.delete('imports/:id', {
    access: 'Import Data',
    summary: 'Undo a committed import while nothing has used what it made (409 naming the first record in use)',
    params: idParam,
    response: { 200: z.object({ message: z.string(), ...previewAnswer }) },
    handler: async ({ tx, tenant, user, params }) => {
      const record = await loadImport(tx, params.id);
      requireKindPermission(user, record.kind);
      const data = await undoImport({ tx, tenantId: tenant.id, userId: user.id, user }, params.id);
      return { message: `${data.importNumber} has been undone.`, data };
    },
  });
}
