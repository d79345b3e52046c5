import { useCallback, useState } from 'react';
import type { UploadItem } from './upload-progress-list';

let sequence = 0;

/** The state behind an upload progress list: add files, report progress, completion or failure. */
export function useUploadItems() {
  const [items, setItems] = useState<UploadItem[]>([]);
  const patch = useCallback(
    (id: string, change: Partial<UploadItem>) => setItems((all) => all.map((item) => (item.id === id ? { ...item, ...change } : item))),
    [],
  );
  const add = useCallback((files: File[]): UploadItem[] => {
    const added = files.map((file) => ({ id: `upload-${++sequence}`, file, status: 'uploading' as const, progress: 0 }));
    setItems((all) => [...all, ...added]);
    return added;
  }, []);
  const progress = useCallback((id: string, percent: number) => patch(id, { progress: percent }), [patch]);
  const complete = useCallback((id: string) => patch(id, { status: 'completed', progress: 100 }), [patch]);
  const fail = useCallback((id: string, error: string) => patch(id, { status: 'error', error }), [patch]);
  const remove = useCallback((id: string) => setItems((all) => all.filter((item) => item.id !== id)), []);
  return { items, add, progress, complete, fail, remove };
}
