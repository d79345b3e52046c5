import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { IMPORTS_RESOURCE } from '../types';

/** GET imports/{id}/errors/export: the file's rows with errors, with an Error column, as .xlsx. */
export async function exportImportErrors({ id, importNumber }: { id: number; importNumber: string }): Promise<void> {
  const blob = await api.get<Blob>(`${IMPORTS_RESOURCE}/${id}/errors/export`, undefined, { responseType: 'blob' });
  saveFile(blob, `${importNumber}-errors.xlsx`);
}
