/**
 * Reading a barcode from the phone's camera: the browser's own BarcodeDetector where it has one
 * that reads shop barcodes, else ZXing, loaded only when the camera is first used (it is not part
 * of the terminal's first download).
 */

/** What a camera frame is read for: the retail symbologies and QR codes, in BarcodeDetector's names. */
export const SCAN_FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e', 'code_128', 'code_39', 'itf', 'qr_code'] as const;
export type ScanFormat = (typeof SCAN_FORMATS)[number];

/** Reads one frame of the video: the first code in it, or null. */
export type FrameReader = { read: (video: HTMLVideoElement) => Promise<string | null> };

/** The Barcode Detection API, which lib.dom does not describe yet. */
type NativeDetector = { detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]> };
type NativeDetectorClass = {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats?: () => Promise<string[]>;
};

async function nativeReader(): Promise<FrameReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  // Some phones have the API without a barcode engine behind it (no formats).
  const supported = (await Detector.getSupportedFormats?.().catch(() => [])) ?? [...SCAN_FORMATS];
  const formats = SCAN_FORMATS.filter((f) => supported.includes(f));
  if (formats.length === 0) return null;
  const detector = new Detector({ formats });
  return { read: async (video) => (await detector.detect(video))[0]?.rawValue ?? null };
}

/** The reader for this browser. */
export async function createFrameReader(): Promise<FrameReader> {
  const native = await nativeReader();
  if (native) return native;
  const { zxingReader } = await import('./zxing-reader');
  return zxingReader();
}
