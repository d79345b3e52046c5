import { imageProblem } from '@/components/upload/image-files';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { uploadServicePhoto } from '../api/upload-service-photo';

/** Uploads the chosen photos one by one once their record exists; answers how many failed (each failure is shown). */
export async function uploadPhotos(ownerType: string, ownerId: number, collection: string, files: File[]): Promise<number> {
  let failed = 0;
  for (const file of files) {
    const problem = imageProblem(file);
    try {
      if (problem) throw new Error(problem);
      await uploadServicePhoto(ownerType, ownerId, collection, file);
    } catch (error) {
      failed++;
      notify.error(
        error instanceof Error && !('status' in error) ? error.message : errorMessage(error, `${file.name} could not be uploaded.`),
      );
    }
  }
  return failed;
}
