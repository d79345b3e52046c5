import {
  BarcodeFormat,
  BinaryBitmap,
  ChecksumException,
  DecodeHintType,
  FormatException,
  HybridBinarizer,
  MultiFormatReader,
  NotFoundException,
  RGBLuminanceSource,
} from '@zxing/library';
import type { FrameReader, ScanFormat } from './barcode-detection';

const ZXING_FORMATS: Record<ScanFormat, BarcodeFormat> = {
  ean_13: BarcodeFormat.EAN_13,
  ean_8: BarcodeFormat.EAN_8,
  upc_a: BarcodeFormat.UPC_A,
  upc_e: BarcodeFormat.UPC_E,
  code_128: BarcodeFormat.CODE_128,
  code_39: BarcodeFormat.CODE_39,
  itf: BarcodeFormat.ITF,
  qr_code: BarcodeFormat.QR_CODE,
};

/** Grey levels of an RGBA frame, as ZXing reads them. */
function luminance({ data, width, height }: ImageData): Uint8ClampedArray {
  const grey = new Uint8ClampedArray(width * height);
  for (let i = 0, p = 0; i < grey.length; i++, p += 4) grey[i] = (data[p]! * 77 + data[p + 1]! * 150 + data[p + 2]! * 29) >> 8;
  return grey;
}

/** ZXing (pure JavaScript, no eval, nothing fetched) reading a frame drawn on a canvas. */
export function zxingReader(): FrameReader {
  const reader = new MultiFormatReader();
  reader.setHints(
    new Map<DecodeHintType, unknown>([
      [DecodeHintType.POSSIBLE_FORMATS, Object.values(ZXING_FORMATS)],
      [DecodeHintType.TRY_HARDER, true],
    ]),
  );
  const canvas = document.createElement('canvas');
  return {
    read: async (video) => {
      const { videoWidth: width, videoHeight: height } = video;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!width || !height || !context) return null;
      canvas.width = width;
      canvas.height = height;
      context.drawImage(video, 0, 0, width, height);
      const source = new RGBLuminanceSource(luminance(context.getImageData(0, 0, width, height)), width, height);
      try {
        return reader.decodeWithState(new BinaryBitmap(new HybridBinarizer(source))).getText();
      } catch (error) {
        // No code in this frame, or one half seen: the next frame is tried.
        if (error instanceof NotFoundException || error instanceof ChecksumException || error instanceof FormatException) return null;
        throw error;
      }
    },
  };
}
