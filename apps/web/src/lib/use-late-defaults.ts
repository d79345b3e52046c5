import { useEffect, useRef, useState } from 'react';
import { get, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Defaults that arrive after a form opened (a record or a shop default answered on a slow line): a
 * form initialises once, and late values only fill the fields the user has not changed, never
 * overwriting what was picked or typed. A field counts as changed when it no longer holds what the
 * form last gave it (its default, or the last late value). Only the fields named in `values` are
 * looked at; `undefined` (not answered yet) does nothing.
 */
export function useLateDefaults<T extends FieldValues>(
  form: Pick<UseFormReturn<T, any, any>, 'getValues' | 'setValue' | 'formState'>,
  values: Partial<T> | null | undefined,
): void {
  const { getValues, setValue, formState } = form;
  const given = useRef(new Map<string, unknown>());
  const key = values ? JSON.stringify(values) : null;
  useEffect(() => {
    if (!values) return;
    for (const name of Object.keys(values) as Path<T>[]) {
      const value = values[name as keyof T];
      const last = given.current.has(name) ? given.current.get(name) : get(formState.defaultValues ?? {}, name);
      if (!same(getValues(name), last)) continue; // the user changed it
      given.current.set(name, value);
      if (!same(getValues(name), value)) setValue(name, value as PathValue<T, Path<T>>, { shouldValidate: false });
    }
    // Compared by content: a parent may build the same values anew on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

/**
 * The same for one field kept in React state (a settings card without a form library): it starts
 * at `empty`, takes `late` whenever that answers (again) while the user has not changed the field,
 * and keeps what the user typed otherwise.
 */
export function useLateState<V>(late: V | undefined, empty: V): [V, (value: V) => void] {
  const [value, setValue] = useState<V>(late ?? empty);
  const given = useRef<V>(late ?? empty);
  const key = late === undefined ? undefined : JSON.stringify(late);
  useEffect(() => {
    if (late === undefined) return;
    const previous = given.current;
    given.current = late;
    setValue((current) => (same(current, previous) ? late : current));
    // Compared by content, as above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return [value, setValue];
}
