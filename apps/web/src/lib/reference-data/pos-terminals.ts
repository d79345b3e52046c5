import { useQuery } from '@tanstack/react-query';
import { referenceListQueryOptions } from './reference-list';
import type { ApiRecord } from '@oim/shared/api/records';

export const POS_TERMINALS_RESOURCE = 'pos/terminals';

/** A BIR terminal (pos/terminals): its registration numbers and invoice series. */
export type PosTerminal = ApiRecord<'posTerminals'>;

/**
 * Every terminal of the shop, by name: the settings list, the terminal screen's picker (the
 * channel's active ones) and the journal screen. Readable with Manage Terminals, Create Sales
 * Orders, Open and Close Shifts, View Electronic Journal or View Readings.
 */
export function getPosTerminalOptionsQueryOptions() {
  return referenceListQueryOptions<PosTerminal>({ resource: POS_TERMINALS_RESOURCE, sortColumn: 'terminalName', staleTime: 60_000 });
}

export function usePosTerminalOptions(enabled = true) {
  return useQuery({ ...getPosTerminalOptionsQueryOptions(), enabled });
}
