import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { hasPermission, type Permission } from '@oim/shared/permissions';
import { hasNul, nulMessage } from '@oim/shared/schemas/fields';
import { MEDIA_COLLECTIONS, type MediaCollection } from '@oim/shared/schemas/inventory';
import type { Tx } from '../../db/client';
import type { AuthUser } from '../../platform/auth/session-user';
import { forbidden, invalid, notFound } from '../../platform/errors';
import { createRouter, type RouteContext, type UploadedFields, type UploadedFile } from '../../platform/http/routes';
import { prepareImage, type ReadyImage } from './images';
import { addMedia, deleteMedia, describeMedia, makePrimary, mediaById, mediaOf, ownerRecordExists, type MediaRow } from './media-files';
import { anyMediaEditPermission, mediaOwner, type MediaOwner } from './owners';

const MAX_FILES = 10;
const MAX_FILE_BYTES = 10 * 1024 * 1024;
const MAX_BULK_IDS = 1000;
const MAX_PROPERTIES = 20;
const FILE_FIELDS = new Set(['files[]', 'files']);
const PROPERTY = /^custom_properties\[(.*)\]$/;
const PROPERTY_NAME = /^[A-Za-z0-9_.-]{1,64}$/;
/** These ask for the primary image; the flag itself is kept in its own column, not among the properties. */
const PRIMARY_PROPERTIES = new Set(['primary', 'is_primary']);

const recordId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const ownerParams = z.object({ type: z.string().max(60), id: recordId });
const fileParams = z.object({ id: recordId });
const collectionQuery = z.object({ collection: z.enum(MEDIA_COLLECTIONS).optional() });
const oneOrMany = z.union([z.string(), z.array(z.string())]).optional();
const bulkQuery = collectionQuery.extend({ 'ids[]': oneOrMany, ids: oneOrMany });

const mediaFileSchema = z.object({
  id: z.number(),
  fileName: z.string(),
  collectionName: z.enum(MEDIA_COLLECTIONS),
  mimeType: z.string(),
  size: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  urls: z.object({ thumb: z.string(), large: z.string(), original: z.string() }),
  customProperties: z.record(z.string(), z.union([z.string(), z.boolean()])),
  createdAt: z.string(),
});
const filesAnswer = z.object({ data: z.object({ files: z.array(mediaFileSchema) }) });

type Prepared = { images: ReadyImage[]; refusals: string[] };

/** Decodes and resizes every uploaded image before the transaction opens (sign-in and permission were checked before the read). */
async function prepareUploads({ files }: { files: UploadedFile[] }): Promise<Prepared> {
  const images: ReadyImage[] = [];
  const refusals: string[] = [];
  for (const file of files) {
    if (!FILE_FIELDS.has(file.fieldname)) {
      refusals.push(`"${file.filename}" was not accepted: send images in the field files[].`);
      continue;
    }
    const outcome = await prepareImage(file.filename, file.data);
    if (outcome.ok) images.push(outcome.image);
    else refusals.push(outcome.reason);
  }
  return { images, refusals };
}

function ownerOf(type: string): MediaOwner {
  const owner = mediaOwner(type);
  if (!owner) throw notFound('media type');
  return owner;
}

function requirePermission(user: AuthUser, permissions: readonly Permission[]): void {
  if (!hasPermission(user.permissions, permissions)) throw forbidden();
}

/** The upload's collection and custom properties, from its plain fields. */
function readUploadFields(owner: MediaOwner, fields: UploadedFields) {
  const errors: Record<string, string[]> = {};
  const requested = fields.collection?.[0]?.trim() || owner.collections[0];
  const collection = owner.collections.find((c) => c === requested);
  if (!collection) {
    errors.collection = [`The collection must be one of: ${owner.collections.join(', ')}.`];
  }
  const customProperties = new Map<string, string>();
  let primary = false;
  for (const [name, values] of Object.entries(fields)) {
    const key = PROPERTY.exec(name)?.[1];
    if (key === undefined) continue;
    const value = values.at(-1) ?? '';
    if (PRIMARY_PROPERTIES.has(key)) {
      primary = ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());
    } else if (!PROPERTY_NAME.test(key)) {
      (errors.custom_properties ??= []).push(`"${key}" is not a valid property name (letters, digits, _ . -).`);
    } else if (hasNul(value)) {
      (errors.custom_properties ??= []).push(nulMessage(`property "${key}"`));
    } else if (value.length > 1000) {
      (errors.custom_properties ??= []).push(`The property "${key}" may be at most 1000 characters.`);
    } else {
      customProperties.set(key, value);
    }
  }
  if (customProperties.size > MAX_PROPERTIES) {
    (errors.custom_properties ??= []).push(`Send at most ${MAX_PROPERTIES} custom properties.`);
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return { collection: collection as MediaCollection, customProperties: Object.fromEntries(customProperties), primary };
}

/** ids[]=1&ids[]=2 or ids=1,2; at most 1000 distinct ones. */
function readIds(query: z.output<typeof bulkQuery>): number[] {
  const raw = [query['ids[]'], query.ids].flat().filter((v): v is string => v !== undefined);
  const parts = raw
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');
  if (parts.length === 0) throw invalid({ ids: ['The ids field is required.'] });
  const bad = parts.find((v) => !/^[1-9][0-9]{0,15}$/.test(v) || !Number.isSafeInteger(Number(v)));
  if (bad !== undefined) throw invalid({ ids: [`"${bad.slice(0, 40)}" is not an id.`] });
  const ids = [...new Set(parts.map(Number))];
  if (ids.length > MAX_BULK_IDS) throw invalid({ ids: [`Ask for at most ${MAX_BULK_IDS} ids at once.`] });
  return ids;
}

export function registerMediaRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'Media');
  app.deps.mediaStorage.registerRoutes?.(app);

  const listFiles = async ({
    tx,
    user,
    params,
    query,
    deps,
  }: RouteContext<typeof ownerParams, typeof collectionQuery, undefined, 'user'>) => {
    const owner = ownerOf(params.type);
    requirePermission(user, owner.view);
    if (!(await ownerRecordExists(tx, owner, params.id, { lock: false }))) throw notFound(owner.label);
    const rows = await mediaOf(tx, owner.type, [params.id], query.collection);
    return { data: { files: await Promise.all(rows.map((row) => describeMedia(deps.mediaStorage, row))) } };
  };

  r.post('media/:type/:id/upload', {
    access: 'user',
    summary: 'Upload images of a record (multipart: files[], collection, custom_properties[key]); each at most 10 MB, at most 10 at once',
    params: ownerParams,
    multipart: { maxFiles: MAX_FILES, maxFileBytes: MAX_FILE_BYTES },
    // Before a byte of the files is read: the kind of record, the permission to change its images, the record.
    authorizeUpload: async ({ tx, user, params }) => {
      const owner = ownerOf(params.type);
      requirePermission(user, owner.edit);
      if (!(await ownerRecordExists(tx, owner, params.id, { lock: false }))) throw notFound(owner.label);
    },
    prepare: prepareUploads,
    status: 201,
    response: { 201: filesAnswer.extend({ message: z.string() }) },
    handler: async ({ tx, tenant, user, params, fields, prepared, onRollback, deps }) => {
      const owner = ownerOf(params.type);
      requirePermission(user, owner.edit);
      if (!(await ownerRecordExists(tx, owner, params.id, { lock: true }))) throw notFound(owner.label);
      if (prepared.refusals.length > 0) throw invalid({ files: prepared.refusals });
      if (prepared.images.length === 0) throw invalid({ files: ['Choose at least one image to upload.'] });
      const { collection, customProperties, primary } = readUploadFields(owner, fields);
      const rows = await addMedia(
        tx,
        deps.mediaStorage,
        { tenantId: tenant.id, userId: user.id, owner, modelId: params.id, collection, customProperties, primary, images: prepared.images },
        onRollback,
      );
      const files = await Promise.all(rows.map((row) => describeMedia(deps.mediaStorage, row)));
      return {
        message: files.length === 1 ? 'File uploaded successfully.' : `${files.length} files uploaded successfully.`,
        data: { files },
      };
    },
  });

  r.get('media/bulk/:type/presigned', {
    access: 'user',
    summary:
      'The images of many records of one kind, with signed URLs: {data: {"<id>": [files]}} (ids[]=1&ids[]=2 or ids=1,2; at most 1000)',
    params: z.object({ type: z.string().max(60) }),
    query: bulkQuery,
    response: { 200: z.object({ data: z.record(z.string(), z.array(mediaFileSchema)) }) },
    handler: async ({ tx, user, params, query, deps }) => {
      const owner = ownerOf(params.type);
      requirePermission(user, owner.view);
      const ids = readIds(query);
      const rows = await mediaOf(tx, owner.type, ids, query.collection);
      const data: Record<string, z.output<typeof mediaFileSchema>[]> = Object.fromEntries(ids.map((id) => [String(id), []]));
      const files = await Promise.all(rows.map((row) => describeMedia(deps.mediaStorage, row)));
      rows.forEach((row, i) => data[String(row.modelId)]!.push(files[i]!));
      return { data };
    },
  });

  r.get('media/:type/:id', {
    access: 'user',
    summary: "A record's images with signed URLs, primary first (optionally one collection)",
    params: ownerParams,
    query: collectionQuery,
    response: { 200: filesAnswer },
    handler: listFiles,
  });

  r.get('media/:type/:id/presigned', {
    access: 'user',
    summary: "A record's images with signed URLs, primary first (optionally one collection)",
    params: ownerParams,
    query: collectionQuery,
    response: { 200: filesAnswer },
    handler: listFiles,
  });

  /** The file and its owner, for a user who may change that kind of media. */
  const editable = async (tx: Tx, user: AuthUser, id: number): Promise<{ row: MediaRow; owner: MediaOwner }> => {
    // Someone who may change no media at all is refused before learning whether the file exists.
    requirePermission(user, anyMediaEditPermission());
    const row = await mediaById(tx, id);
    const owner = mediaOwner(row.modelType);
    if (!owner) throw notFound('file');
    requirePermission(user, owner.edit);
    return { row, owner };
  };

  r.delete('media/:id', {
    access: 'user',
    summary: 'Delete an image; if it was the primary one, the oldest image left becomes primary',
    params: fileParams,
    response: { 200: z.object({ message: z.string() }) },
    handler: async ({ tx, user, params, afterCommit, deps }) => {
      const { row, owner } = await editable(tx, user, params.id);
      await deleteMedia(tx, deps.mediaStorage, owner, row, afterCommit);
      return { message: 'Deleted successfully.' };
    },
  });

  r.post('media/:id/primary', {
    access: 'user',
    summary: "Make an image its record's primary one (the others stop being primary)",
    params: fileParams,
    response: { 200: z.object({ message: z.string(), data: mediaFileSchema }) },
    handler: async ({ tx, user, params, deps }) => {
      const { row, owner } = await editable(tx, user, params.id);
      const updated = await makePrimary(tx, owner, row);
      return { message: 'Primary image updated successfully.', data: await describeMedia(deps.mediaStorage, updated) };
    },
  });
}
