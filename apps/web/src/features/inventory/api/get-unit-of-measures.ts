import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { resourceKeys } from '@/lib/use-list';
import { UNIT_CLASSES_RESOURCE, type UnitOfMeasure } from '../types';

/** GET masterfile/unit-classes/{id}/unit-of-measures: a class's units, smallest first. */
export async function getUnitOfMeasures(unitClassId: number, signal?: AbortSignal): Promise<UnitOfMeasure[]> {
  return (
    await api.get<{ data: UnitOfMeasure[] }>(
      `${UNIT_CLASSES_RESOURCE}/${unitClassId}/unit-of-measures`,
      undefined,
      signal ? { signal } : {},
    )
  ).data;
}

/**
 * Spec 7.3: results are cached per unit class and in-flight requests are shared (one query per
 * class; a masterfile change to the class invalidates it through the resource key).
 */
export function getUnitOfMeasuresQueryOptions(unitClassId: number) {
  return queryOptions({
    queryKey: [...resourceKeys.all(UNIT_CLASSES_RESOURCE), 'unit-of-measures', unitClassId] as const,
    queryFn: ({ signal }) => getUnitOfMeasures(unitClassId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useUnitOfMeasures(unitClassId: number | null | undefined) {
  return useQuery({
    ...getUnitOfMeasuresQueryOptions(unitClassId ?? 0),
    enabled: typeof unitClassId === 'number' && unitClassId > 0,
  });
}
