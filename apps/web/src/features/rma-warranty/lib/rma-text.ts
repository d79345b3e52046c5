import { RESOLUTION_LABELS, type Rma, type RmaLine } from '../types';

/** The resolutions of an RMA's lines, e.g. "Replace, Refund". */
export function resolutionSummary(rma: Pick<Rma, 'lines'>): string {
  return [...new Set((rma.lines ?? []).map((l) => RESOLUTION_LABELS[l.resolution] ?? l.resolution))].join(', ');
}

/** Where a returned line went: back to a location, written off, or kept by the customer for repair. */
export function destinationText(
  line: Pick<RmaLine, 'resolution' | 'writeOff' | 'restockLocationId'>,
  locationName: (id: number) => string,
): string {
  if (line.resolution === 'REPAIR') return 'Stays the customer’s (repair)';
  if (line.writeOff) return 'Written off';
  return line.restockLocationId === null ? '—' : `Back to ${locationName(line.restockLocationId)}`;
}
