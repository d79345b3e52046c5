import { createRequire } from 'node:module';
import PdfPrinter from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

// Roboto, shipped with pdfmake, has the peso sign (the PDF standard fonts do not).
const require = createRequire(import.meta.url);
const vfsModule = require('pdfmake/build/vfs_fonts.js') as { pdfMake?: { vfs: Record<string, string> } } & Record<string, string>;
const vfs = vfsModule.pdfMake?.vfs ?? vfsModule;
const font = (name: string) => Buffer.from(vfs[name]!, 'base64');

const printer = new PdfPrinter({
  Roboto: {
    normal: font('Roboto-Regular.ttf'),
    bold: font('Roboto-Medium.ttf'),
    italics: font('Roboto-Italic.ttf'),
    bolditalics: font('Roboto-MediumItalic.ttf'),
  },
});

/** Renders a pdfmake document to a Buffer. */
export function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = printer.createPdfKitDocument({ ...definition, defaultStyle: { font: 'Roboto', fontSize: 9, ...definition.defaultStyle } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
