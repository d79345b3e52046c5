export { saveFile } from '@/lib/save-file';

/** Today as yyyy-MM-dd, for file names. */
export function todayStamp(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
