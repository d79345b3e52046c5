import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { hasPermission, type Permission } from '@oim/shared/permissions';
import type { Tx } from '../../db/client';
import { loadSessionUser, sessionUserFrom, type AuthUser } from '../auth/session-user';
import { AppError, forbidden, invalid, unauthenticated } from '../errors';
import { requireFeature, type FeatureGate } from '../features';
import type { Tenant } from '../tenancy';
import type { AppDeps } from './deps';
import { uploadSlotKey, uploadSlots } from './upload-slots';
import { fileTypesOf, isOfType, type FileKind } from './openapi';

/**
 * Who may call a route: 'public' (anyone on a valid shop host), 'user' (anyone signed in), or
 * the permission(s) needed: one string, or a list of which any one suffices (spec 6).
 */
export type Access = 'public' | 'user' | Permission | readonly Permission[];

type Schema = z.ZodType | undefined;
type Out<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

/** A file of a multipart request, read into memory before the transaction starts. */
export type UploadedFile = { fieldname: string; filename: string; mimetype: string; data: Buffer };
/** The plain fields of a multipart request (name → values). */
export type UploadedFields = Record<string, string[]>;

/** What a route's prepare step sees: the request, read once sign-in and access let it through (the handler's transaction signs in again). */
export type PrepareInput = { files: UploadedFile[]; fields: UploadedFields; tenant: Tenant; req: FastifyRequest; deps: AppDeps };

/**
 * A caller whose token is genuine and for this shop, not yet signed in: the handler's first
 * statement selects sessionUserSql() (placeholders session and user: these ids) and passes its
 * value to `complete`, which answers the user or refuses (401, 403) as the router would have.
 */
export type PendingSignIn = { sessionId: number; userId: number; complete: (sessionUser: unknown) => AuthUser };

export type RouteContext<
  P extends Schema,
  Q extends Schema,
  B extends Schema,
  A extends Access,
  R = undefined,
  H extends boolean = false,
> = {
  tx: Tx;
  /** Files and fields of a multipart route (empty otherwise). */
  files: UploadedFile[];
  fields: UploadedFields;
  /** What the route's prepare step made (undefined without one). */
  prepared: R;
  /** Undo work outside the database (files written) if the transaction rolls back. */
  onRollback: (undo: () => Promise<void>) => void;
  /** Work outside the database (files to remove) that must wait until the transaction has committed. */
  afterCommit: (work: () => Promise<void>) => void;
  tenant: Tenant;
  /** The signed-in user (null on public routes, and on routes that sign in in their handler until it does). */
  user: H extends true ? null : A extends 'public' ? null : AuthUser;
  /** On a route with signInInHandler: the sign-in the handler completes with its first statement. */
  signIn: H extends true ? PendingSignIn : null;
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
  req: FastifyRequest;
  reply: FastifyReply;
  deps: AppDeps;
};

export type RouteSpec<P extends Schema, Q extends Schema, B extends Schema, A extends Access, R = undefined, H extends boolean = false> = {
  access: A;
  summary?: string;
  description?: string;
  params?: P;
  query?: Q;
  body?: B;
  response?: Record<number, z.ZodType>;
  /**
   * A route that answers a file instead of JSON: its kind(s) (FILE_TYPES: pdf, xlsx, csv, text,
   * image). The document describes its success answer with those content types, and an answer of
   * another type is a server error. Every route declares a success schema in `response` or this.
   */
  file?: FileKind | readonly FileKind[];
  /** The status of a successful answer (201 for creation). */
  status?: number;
  /** A feature flag the route belongs to; when it is off the route answers 403 (404 for a gate marked absent). */
  feature?: FeatureGate;
  /**
   * Multipart upload: the body is read before the transaction opens, but only after sign-in, the
   * route's access and `authorizeUpload` have let the caller through (a refusal reads nothing).
   * Each user's uploads are read and decoded at most UPLOADS_PER_USER at a time (upload-slots.ts).
   */
  multipart?: { maxFiles: number; maxFileBytes: number; /** The field its refusals name (default files). */ field?: string };
  /**
   * On a multipart route: the checks that need the user and the database (the record's kind, its
   * permission, that it exists), in a short transaction of their own before the body is read.
   * The handler still runs with the sign-in of its own transaction.
   */
  authorizeUpload?: (ctx: { tx: Tx; user: AuthUser; params: Out<P>; tenant: Tenant }) => Promise<void>;
  /**
   * Slow work that needs no database (decoding images), run after the multipart read and before
   * the transaction opens. An error it throws is answered after sign-in and permission, like invalid input.
   */
  prepare?: (input: PrepareInput) => Promise<R>;
  /**
   * The handler signs the caller in with its own first statement instead of the router's (a hot
   * route saves a round trip): see PendingSignIn. Until `complete` answers, the handler may only
   * read, or write what the transaction's rollback undoes (it throws on refusal). Only when the
   * input is valid: otherwise the router signs in first and answers 401, 403 or 422 as usual.
   */
  signInInHandler?: H;
  handler: (ctx: RouteContext<P, Q, B, A, R, H>) => Promise<unknown>;
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

type Register = <
  A extends Access,
  P extends Schema = undefined,
  Q extends Schema = undefined,
  B extends Schema = undefined,
  R = undefined,
  H extends boolean = false,
>(
  url: string,
  spec: RouteSpec<P, Q, B, A, R, H>,
) => void;

export type Router = Record<'get' | 'post' | 'put' | 'delete' | 'patch', Register>;

function bearer(req: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  return match?.[1];
}

async function readMultipart(req: FastifyRequest, limits: { maxFiles: number; maxFileBytes: number; field?: string }) {
  const field = limits.field ?? 'files';
  if (!req.isMultipart()) throw invalid({ [field]: ['Send the files as multipart/form-data.'] });
  const files: UploadedFile[] = [];
  const fields: UploadedFields = {};
  let reading = '';
  try {
    for await (const part of req.parts({
      limits: { files: limits.maxFiles, fileSize: limits.maxFileBytes, fields: 50, fieldSize: 10_000 },
    })) {
      if (part.type === 'file') {
        reading = part.filename;
        const data = await part.toBuffer();
        files.push({ fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype, data });
      } else {
        (fields[part.fieldname] ??= []).push(String(part.value));
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      const most = `at most ${Math.round(limits.maxFileBytes / 1024 / 1024)} MB`;
      throw invalid({ [field]: [reading ? `"${reading}" is too large: each file may be ${most}.` : `Each file may be ${most}.`] });
    }
    if (code === 'FST_FILES_LIMIT') throw invalid({ [field]: [`Send at most ${limits.maxFiles} files at once.`] });
    // A body cut off or malformed part way (the client's fault, not the server's).
    if (!(error instanceof AppError) && (error as { statusCode?: number }).statusCode === undefined)
      throw invalid({ [field]: ['The upload was cut off or is not valid multipart/form-data: send it again.'] });
    throw error;
  }
  return { files, fields };
}

type Claims = NonNullable<Awaited<ReturnType<AppDeps['tokens']['verifyAccessToken']>>>;
const verified = new WeakMap<FastifyRequest, Claims>();

/** The claims of the Authorization header's token, if it is genuine and for this shop; else 401. */
async function tokenClaims(req: FastifyRequest, deps: AppDeps, tenant: Tenant): Promise<Claims> {
  const known = verified.get(req);
  if (known) return known;
  const token = bearer(req);
  if (!token) throw unauthenticated();
  const claims = await deps.tokens.verifyAccessToken(token);
  // A token from another shop is refused here, before any query.
  if (!claims || claims.tenantId !== tenant.id) throw unauthenticated();
  verified.set(req, claims);
  return claims;
}

/** Signs the caller in from the Authorization header, inside the request's transaction. */
async function authenticate(tx: Tx, req: FastifyRequest, deps: AppDeps, tenant: Tenant): Promise<AuthUser> {
  const claims = await tokenClaims(req, deps, tenant);
  const user = await loadSessionUser(tx, tenant.id, claims.sessionId, claims.userId);
  if (!user) throw unauthenticated();
  return user;
}

/**
 * Registers routes under /api. Each request runs in one database transaction as the request's
 * shop: the session check, the permission check and the handler's work commit or roll back
 * together. A handler that throws rolls everything back.
 */
export function createRouter(app: FastifyInstance, tag: string): Router {
  const add =
    (method: Method): Register =>
    (url, spec) => {
      const {
        access,
        handler,
        status,
        summary,
        description,
        params,
        query,
        body,
        response,
        feature,
        multipart,
        authorizeUpload,
        prepare,
        signInInHandler,
        file,
      } = spec;
      const fileTypes = file === undefined ? undefined : fileTypesOf(file);
      if (signInInHandler && (access === 'public' || feature || multipart || prepare))
        throw new Error(`${url}: signInInHandler is for a signed-in route without feature, multipart or prepare`);
      if (multipart && access === 'public') throw new Error(`${url}: an upload needs a signed-in caller`);
      if (authorizeUpload && !multipart) throw new Error(`${url}: authorizeUpload is for a multipart route`);
      const permitted = (user: AuthUser) => {
        if (access !== 'public' && access !== 'user' && !hasPermission(user.permissions, access as Permission | readonly Permission[]))
          throw forbidden();
        return user;
      };
      const options: RouteOptions = {
        method,
        // Input is checked after sign-in and permission: a caller who may not act learns nothing from 422s.
        attachValidation: true,
        url: `/api/${url.replace(/^\//, '')}`,
        config: { openapi: { ...(multipart ? { multipart } : {}), ...(fileTypes ? { fileTypes } : {}), ...(status ? { status } : {}) } },
        // A caller without a genuine token is refused before the body is read: 401 comes before a malformed body's 400.
        ...(access === 'public'
          ? {}
          : {
              onRequest: async (req: FastifyRequest) => {
                if (req.tenant) await tokenClaims(req, app.deps, req.tenant);
              },
            }),
        schema: {
          tags: [tag],
          ...(summary ? { summary } : {}),
          ...(description ? { description } : {}),
          ...(params ? { params } : {}),
          ...(query ? { querystring: query } : {}),
          ...(body ? { body } : {}),
          ...(response ? { response } : {}),
          ...(access === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
        },
        handler: async (req, reply) => {
          const tenant = req.tenant;
          if (!tenant) throw new AppError('NOT_FOUND', 'Invalid tenant domain');
          const deps = app.deps;
          let files: UploadedFile[] = [];
          let fields: UploadedFields = {};
          let freeUploadSlot: (() => void) | undefined;
          if (multipart) {
            // Never hold a transaction open while a client uploads, and read nothing for a caller
            // who may not upload here: sign-in, access and the route's own check come first.
            const claims = await tokenClaims(req, deps, tenant);
            await deps.db.transaction(tenant.id, async (tx) => {
              const user = permitted(await authenticate(tx, req, deps, tenant));
              if (feature) await requireFeature(tx, feature);
              if (req.validationError) throw req.validationError;
              await authorizeUpload?.({ tx, user, params: req.params, tenant } as never);
            });
            // The user's third upload waits here, its body unread, until one of the first two is done.
            freeUploadSlot = await uploadSlots.acquire(uploadSlotKey(tenant.id, claims.userId));
            try {
              ({ files, fields } = await readMultipart(req, multipart));
            } catch (error) {
              freeUploadSlot();
              throw error;
            }
          }
          let prepared: unknown;
          let prepareFailure: { error: unknown } | undefined;
          if (prepare) {
            try {
              prepared = await prepare({ files, fields, tenant, req, deps });
            } catch (error) {
              prepareFailure = { error };
            }
          }
          const undo: (() => Promise<void>)[] = [];
          const later: (() => Promise<void>)[] = [];
          const runAll = async (work: (() => Promise<void>)[], what: string) => {
            for (const step of work) await step().catch((err: unknown) => req.log.error({ err }, what));
          };
          const transaction = deps.db.transaction(tenant.id, async (tx) => {
            let user: AuthUser | null = null;
            let signIn: (PendingSignIn & { done: boolean }) | null = null;
            if (signInInHandler && !req.validationError) {
              const claims = await tokenClaims(req, deps, tenant);
              signIn = {
                sessionId: claims.sessionId,
                userId: claims.userId,
                done: false,
                complete: (sessionUser) => {
                  const signedIn = sessionUserFrom(sessionUser, claims.sessionId);
                  if (!signedIn) throw unauthenticated();
                  signIn!.done = true;
                  return permitted(signedIn);
                },
              };
            } else if (access !== 'public') {
              user = permitted(await authenticate(tx, req, deps, tenant));
            }
            if (feature) await requireFeature(tx, feature);
            if (req.validationError) throw req.validationError;
            if (prepareFailure) throw prepareFailure.error;
            const answer = await handler({
              tx,
              files,
              fields,
              prepared,
              onRollback: (step: () => Promise<void>) => undo.push(step),
              afterCommit: (step: () => Promise<void>) => later.push(step),
              tenant,
              user,
              signIn,
              params: req.params,
              query: req.query,
              body: req.body,
              req,
              reply,
              deps,
            } as never);
            // Nothing is answered to a caller who was never signed in.
            if (signIn && !signIn.done) throw new Error(`${url}: the handler did not complete the sign-in`);
            return answer;
          });
          const result = await transaction.catch(async (error: unknown) => {
            freeUploadSlot?.();
            await runAll(undo, 'could not undo work after a rollback');
            throw error;
          });
          freeUploadSlot?.();
          await runAll(later, 'could not finish work after a commit');
          if (status && reply.statusCode === 200) reply.code(status);
          if (fileTypes && !fileTypes.some((type) => isOfType(reply.getHeader('content-type'), type)))
            throw new Error(
              `${method} ${url}: answered ${String(reply.getHeader('content-type'))}, not the declared ${fileTypes.join(' or ')}`,
            );
          return result;
        },
      };
      app.route(options);
    };
  return { get: add('GET'), post: add('POST'), put: add('PUT'), delete: add('DELETE'), patch: add('PATCH') };
}
