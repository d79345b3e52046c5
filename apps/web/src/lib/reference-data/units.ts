import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { referenceListQueryOptions } from './reference-list';
import type { ApiRecord } from '@oim/shared/api/records';

export const UNIT_CLASSES_RESOURCE = 'masterfile/unit-classes';

/** A unit of measure as the API answers it: its factor converts it to the class's base unit (factor 1). */
export type UnitOfMeasure = ApiRecord<'unitsOfMeasure'>;

/** A unit class as the API answers it (its units only when loaded with them). */
export type UnitClass = ApiRecord<'unitClasses'>;

/** Every unit class, by name: the product form's Unit Class select. */
export function getUnitClassOptionsQueryOptions() {
  return referenceListQueryOptions<UnitClass>({ resource: UNIT_CLASSES_RESOURCE, sortColumn: 'name', staleTime: 5 * 60_000 });
}

export function useUnitClassOptions() {
  return useQuery(getUnitClassOptionsQueryOptions());
}

/**
 * Under the unit-classes key, so saving a class (which invalidates that key) refreshes its units.
 * The one cache of a class's units: the autocompletes, the product form, the movement lines and
 * the masterfile dialogs all read it, so every screen shares one entry per class.
 */
export const unitClassUnitsKey = (unitClassId: number) => [UNIT_CLASSES_RESOURCE, 'unit-of-measures', unitClassId] as const;

/** GET masterfile/unit-classes/{id}/unit-of-measures: the class's units, smallest first. */
export async function getUnitClassUnits(unitClassId: number, signal?: AbortSignal): Promise<UnitOfMeasure[]> {
  return (
    await api.get<{ data: UnitOfMeasure[] }>(
      `${UNIT_CLASSES_RESOURCE}/${unitClassId}/unit-of-measures`,
      undefined,
      signal ? { signal } : {},
    )
  ).data;
}

/**
 * Spec 7.3: a class's units are cached per class and an in-flight request is shared: one query per
 * class id (TanStack Query runs one request for every caller of the same key), kept until the
 * class is saved here.
 */
export function getUnitClassUnitsQueryOptions(unitClassId: number) {
  return queryOptions({
    queryKey: unitClassUnitsKey(unitClassId),
    queryFn: ({ signal }) => getUnitClassUnits(unitClassId, signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useUnitClassUnits(unitClassId: number | null | undefined) {
  const id = unitClassId ?? 0;
  return useQuery({ ...getUnitClassUnitsQueryOptions(id), enabled: Number.isSafeInteger(id) && id > 0 });
}
