import { createRequire } from 'node:module';
import type { FastifyReply } from 'fastify';
import PdfPrinter from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';

// Roboto, shipped with pdfmake, has the peso sign (the PDF standard fonts do not).
const require = createRequire(import.meta.url);
const vfsModule = require('pdfmake/build/vfs_fonts.js') as { pdfMake?: { vfs: Record<string, string> } } & Record<string, string>;
const vfs = vfsModule.pdfMake?.vfs ?? vfsModule;
const font = (name: string) => Buffer.from(vfs[name]!, 'base64');

/** The fonts of streamed table PDFs (pdf-table.ts), by the name pdfkit knows them. */
export const pdfFonts = { Roboto: font('Roboto-Regular.ttf'), 'Roboto-Bold': font('Roboto-Medium.ttf') };

const printer = new PdfPrinter({
  Roboto: {
    normal: font('Roboto-Regular.ttf'),
    bold: font('Roboto-Medium.ttf'),
    italics: font('Roboto-Italic.ttf'),
    bolditalics: font('Roboto-MediumItalic.ttf'),
  },
});

const pdfDocument = (definition: TDocumentDefinitions) =>
  printer.createPdfKitDocument({ ...definition, defaultStyle: { font: 'Roboto', fontSize: 9, ...definition.defaultStyle } });

/** Renders a pdfmake document to a Buffer. */
export function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = pdfDocument(definition);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/**
 * Answers a PDF as pdfkit writes it, never gathered into one Buffer. pdfmake lays the whole
 * document out before the first byte (an error there still answers as JSON): for a short document
 * (a reading); a long report streams its rows through sendTablePdf (pdf-table.ts).
 */
export function sendPdf(reply: FastifyReply, definition: TDocumentDefinitions, fileName: string): FastifyReply {
  const doc = pdfDocument(definition);
  reply.header('Content-Type', 'application/pdf').header('Content-Disposition', `attachment; filename="${fileName}"`);
  reply.send(doc);
  doc.end();
  return reply;
}

/** The company block on top of a printed document: logo, name, address · phone · email, TIN. */
export function companyBlock(company: Record<string, string | null>, logo: string | null): Content[] {
  return [
    ...(logo ? [{ image: logo, fit: [80, 80] } as Content] : []),
    { text: company.company_name ?? '', fontSize: 16, bold: true },
    { text: [company.address, company.phone, company.email].filter(Boolean).join(' · '), fontSize: 8 },
    ...(company.tin ? [{ text: `TIN ${company.tin}`, fontSize: 8 } as Content] : []),
  ];
}

const peso = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP', minimumFractionDigits: 2, maximumFractionDigits: 2 });

const plain = new Intl.NumberFormat('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount without the peso sign, for a column whose heading says pesos. */
export const amountText = (value: unknown) => plain.format(Number(value));

/** An amount in pesos, as documents print it. */
export const formatPesos = (value: unknown) => peso.format(Number(value));
