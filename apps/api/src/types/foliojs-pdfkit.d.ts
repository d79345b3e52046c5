// pdfmake's own pdfkit (a fork with the same API as pdfkit, whose types describe it).
declare module '@foliojs-fork/pdfkit' {
  import PDFDocument from 'pdfkit';
  export default PDFDocument;
}
