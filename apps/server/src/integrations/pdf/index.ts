/** Rendering of a generated tender response: PDF (pdfkit), DOCX (docx) and the download name. */
export { renderResponsePdf } from './response-pdf.ts';
export { renderResponseDocx } from './response-docx.ts';
export { responseFilename } from './layout.ts';
