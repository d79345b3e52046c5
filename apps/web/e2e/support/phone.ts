// A phone in browser tests: its screen size, a camera that films a code, and what a phone user
// would notice on a screen (sideways scrolling, controls too small for a finger).
import { writeFileSync } from 'node:fs';
import { BarcodeFormat, EncodeHintType, QRCodeWriter } from '@zxing/library';
import type { Page } from 'playwright-core';

/** A common phone's screen in CSS pixels (390 × 844). */
export const PHONE_VIEWPORT = { width: 390, height: 844 };
/** The least a finger can hit reliably (WCAG 2.5.5). */
export const TAP_TARGET_PX = 44;

/** How far the page reaches past the screen's right edge (0 when it does not scroll sideways). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * The visible controls (buttons, links, fields, options) smaller than a finger in either direction,
 * inside `within` when given; a field is measured by its outlined box, as a finger sees it.
 */
export function smallTapTargets(page: Page, within = 'body'): Promise<string[]> {
  return page.evaluate(
    async ({ selector, least }) => {
      // A sheet still sliding or growing in is measured scaled: wait for running transitions first.
      await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
      const root = document.querySelector(selector) ?? document.body;
      const controls = root.querySelectorAll<HTMLElement>(
        'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="option"], [role="menuitem"]',
      );
      return [...controls]
        .filter((el) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && !el.closest('[aria-hidden="true"]'))
        .map((el) => {
          const box = (el.closest('.MuiInputBase-root') ?? el).getBoundingClientRect();
          const name = el.getAttribute('aria-label') ?? el.innerText?.trim() ?? el.tagName;
          // Whole pixels, as the size is reported: a 43.9 px box from sub-pixel layout is a 44 px target.
          const [width, height] = [Math.round(box.width), Math.round(box.height)];
          return { name: `${name || el.tagName} (${width}×${height})`, small: width < least || height < least };
        })
        .filter((c) => c.small)
        .map((c) => c.name);
    },
    { selector: within, least: TAP_TARGET_PX },
  );
}

/**
 * A video file Chromium can use as its camera (--use-file-for-fake-video-capture): grey frames
 * (YUV 4:2:0) showing `text` as a QR code, large and centred, as a cashier would hold it.
 */
export function writeQrCodeVideo(path: string, text: string, width = 640, height = 480): void {
  const matrix = new QRCodeWriter().encode(text, BarcodeFormat.QR_CODE, 0, 0, new Map([[EncodeHintType.MARGIN, 4]]));
  const modules = matrix.getWidth();
  const scale = Math.floor((Math.min(width, height) * 0.8) / modules);
  const left = Math.floor((width - modules * scale) / 2);
  const top = Math.floor((height - modules * scale) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < modules * scale; y++)
    for (let x = 0; x < modules * scale; x++)
      if (matrix.get(Math.floor(x / scale), Math.floor(y / scale))) luma[(top + y) * width + left + x] = 16;
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  writeFileSync(path, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\n`), frame, frame]));
}
