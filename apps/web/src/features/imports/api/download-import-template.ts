import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { templateFileName } from '../lib/import-kinds';
import { IMPORTS_RESOURCE, type ImportKind } from '../types';

/** GET imports/templates/{kind}: an .xlsx with the kind's headers, an example row and a sheet explaining each column. */
export async function downloadImportTemplate(kind: ImportKind): Promise<void> {
  const blob = await api.get<Blob>(`${IMPORTS_RESOURCE}/templates/${kind}`, undefined, { responseType: 'blob' });
  saveFile(blob, templateFileName(kind));
}
