import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParam } from '@oim/shared/schemas/fields';
import {
  cashMovementBody,
  closeShiftBody,
  journalQuery,
  JOURNAL_KINDS,
  openShiftBody,
  posTerminalBody,
  posTerminalUpdateBody,
} from '@oim/shared/schemas/pos-terminals';
import { posCashMovements, posTerminals } from '../../db/schema/pos-terminals';
import { notFound } from '../../platform/errors';
import { createRouter } from '../../platform/http/routes';
import { registerCrud } from '../../platform/resource/crud';
import { shopWhere } from '../../platform/resource/rows';
import { checkInvoiceSeriesChange } from './invoice-series';
import { journalOfDay } from './journal';
import { closeShift, openShift, openShiftOf, recordCashMovement, shiftCash, shiftsOf } from './shifts';
import { posTerminalResource } from './terminals.resource';

const money = z.string();
const shiftSchema = z.object({
  id: z.number(),
  terminalId: z.number(),
  status: z.string(),
  openingFloat: money,
  openedBy: z.number(),
  openedAt: z.unknown(),
  closedBy: z.number().nullable(),
  closedAt: z.unknown(),
  denominationCounts: z.record(z.string(), z.number()).nullable(),
  countedCash: money.nullable(),
  expectedCash: money.nullable(),
  overShort: money.nullable(),
});
const cashSchema = z.object({
  openingFloat: money,
  cashSales: money,
  cashCollections: money,
  cashRefunds: money,
  cashIn: money,
  cashOut: money,
  expectedCash: money,
});

async function assertTerminal(tx: Parameters<typeof journalOfDay>[0], id: number) {
  const [row] = await tx
    .select({ id: posTerminals.id, name: posTerminals.terminalName })
    .from(posTerminals)
    .where(shopWhere(tx, posTerminals, eq(posTerminals.id, id)));
  if (!row) throw notFound('terminal');
  return row;
}

export function registerTerminalRoutes(app: FastifyInstance): void {
  registerCrud(createRouter(app, 'POS terminals'), {
    path: 'pos/terminals',
    resource: posTerminalResource,
    access: {
      // The terminal screen picks its terminal; the journal and shift screens name them.
      list: ['Manage Terminals', 'Create Sales Orders', 'Open and Close Shifts', 'View Electronic Journal', 'View Readings'],
      create: 'Manage Terminals',
      update: 'Manage Terminals',
      delete: 'Manage Terminals',
    },
    create: { body: posTerminalBody },
    update: {
      body: posTerminalUpdateBody,
      // A terminal that has issued an invoice keeps its series (409); before that it may change freely.
      before: async ({ tx }, values, existing) => checkInvoiceSeriesChange(tx, existing.id, values),
    },
  });

  const r = createRouter(app, 'POS shifts and journal');
  const shifts = 'Open and Close Shifts' as const;

  r.get('pos/terminals/:id/shift', {
    access: [shifts, 'Create Sales Orders'],
    summary: "The terminal's open shift (null when none) with its expected cash so far and its cash in/out",
    params: idParam,
    response: {
      200: z.object({
        data: z.object({
          shift: shiftSchema.nullable(),
          cash: cashSchema.nullable(),
          movements: z.array(z.object({ id: z.number(), kind: z.string(), amount: money, reason: z.string(), createdAt: z.unknown() })),
        }),
      }),
    },
    handler: async ({ tx, params }) => {
      await assertTerminal(tx, params.id);
      const shift = await openShiftOf(tx, params.id);
      if (!shift) return { data: { shift: null, cash: null, movements: [] } };
      const movements = await tx
        .select({
          id: posCashMovements.id,
          kind: posCashMovements.kind,
          amount: posCashMovements.amount,
          reason: posCashMovements.reason,
          createdAt: posCashMovements.createdAt,
        })
        .from(posCashMovements)
        .where(shopWhere(tx, posCashMovements, eq(posCashMovements.shiftId, shift.id)))
        .orderBy(posCashMovements.id);
      return { data: { shift, cash: await shiftCash(tx, shift.id), movements } };
    },
  });

  r.get('pos/terminals/:id/shifts', {
    access: [shifts, 'View Readings'],
    summary: "The terminal's latest 50 shifts, latest first",
    params: idParam,
    response: { 200: z.object({ data: z.array(shiftSchema) }) },
    handler: async ({ tx, params }) => {
      await assertTerminal(tx, params.id);
      return { data: await shiftsOf(tx, params.id) };
    },
  });

  r.post('pos/terminals/:id/shifts', {
    access: shifts,
    summary: 'Open a shift at the terminal with an opening float (409 while one is open there)',
    params: idParam,
    body: openShiftBody,
    status: 201,
    response: { 201: z.object({ message: z.string(), data: shiftSchema }) },
    handler: async ({ tx, tenant, user, params, body }) => {
      await openShift({ tx, tenantId: tenant.id, userId: user.id }, params.id, body.openingFloat);
      return { message: 'Shift opened.', data: (await openShiftOf(tx, params.id))! };
    },
  });

  r.post('pos/terminals/:id/cash-movements', {
    access: shifts,
    summary: "Cash in (change fund) or cash out (petty cash) of the open shift's drawer, with a reason",
    params: idParam,
    body: cashMovementBody,
    status: 201,
    response: {
      201: z.object({
        message: z.string(),
        data: z.object({ id: z.number(), shiftId: z.number(), kind: z.string(), amount: money, reason: z.string() }),
      }),
    },
    handler: async ({ tx, tenant, user, params, body }) => {
      const row = await recordCashMovement({ tx, tenantId: tenant.id, userId: user.id }, params.id, body);
      return { message: 'Cash movement recorded.', data: row };
    },
  });

  r.post('pos/terminals/:id/shift/close', {
    access: shifts,
    summary: 'Close the open shift with the count by denomination; answers expected cash and over/short (negative is short)',
    params: idParam,
    body: closeShiftBody,
    response: {
      200: z.object({
        message: z.string(),
        data: cashSchema.extend({ shiftId: z.number(), countedCash: money, overShort: money }),
      }),
    },
    handler: async ({ tx, tenant, user, params, body }) => ({
      message: 'Shift closed.',
      data: await closeShift({ tx, tenantId: tenant.id, userId: user.id }, params.id, body.denominationCounts),
    }),
  });

  const journalEntry = z.object({
    id: z.number(),
    kind: z.enum(JOURNAL_KINDS),
    businessDate: z.string(),
    documentId: z.number().nullable(),
    documentNumber: z.string().nullable(),
    content: z.string(),
    createdBy: z.number().nullable(),
    createdAt: z.unknown(),
  });

  r.get('pos/terminals/:id/journal', {
    access: 'View Electronic Journal',
    summary: "The terminal's electronic journal for one business day (?date=YYYY-MM-DD), in the order issued",
    params: idParam,
    query: journalQuery,
    response: { 200: z.object({ data: z.array(journalEntry) }) },
    handler: async ({ tx, params, query }) => {
      await assertTerminal(tx, params.id);
      return { data: await journalOfDay(tx, params.id, query.date) };
    },
  });

  r.get('pos/terminals/:id/journal/export', {
    access: 'View Electronic Journal',
    file: 'text',
    summary: "The terminal's electronic journal for one business day as a text file",
    params: idParam,
    query: journalQuery,
    handler: async ({ tx, params, query, reply }) => {
      const terminal = await assertTerminal(tx, params.id);
      const entries = await journalOfDay(tx, params.id, query.date);
      const rule = '='.repeat(40);
      const text = [
        `ELECTRONIC JOURNAL — ${terminal.name} — ${query.date}`,
        ...entries.map((e) => `${rule}\n${e.kind} ${e.documentNumber ?? ''} ${new Date(e.createdAt).toISOString()}\n${rule}\n${e.content}`),
        '',
      ].join('\n');
      const safeName = terminal.name.replace(/[^A-Za-z0-9-]+/g, '-');
      reply
        .header('Content-Type', 'text/plain; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="journal-${safeName}-${query.date}.txt"`);
      return text;
    },
  });
}
