/** Issue 5 item 3: only images, at most 10 MB each (product images, expense receipts). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** Why a file will not be uploaded, or null when it may be. */
export function imageProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return `${file.name} is not an image.`;
  if (file.size > MAX_IMAGE_BYTES) return `${file.name} is larger than 10 MB.`;
  return null;
}
