import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { Certificate } from '@lectern/shared-sdk/certificates/schemas';

/** A4 landscape, in PDF points. */
const PAGE = { width: 841.89, height: 595.28 };
const MARGIN = 64;
const TEXT_WIDTH = PAGE.width - 2 * MARGIN;
const QR_SIZE = 96;
const colours = { ink: '#1c2733', muted: '#5b6773', accent: '#1f4e79' };

const completionDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** What the standard fonts' encoding (WinAnsi) holds beyond Latin-1: typographic quotes and dashes, €, Œ, Š, Ž, ™ … */
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const isWinAnsi = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.has(char);
};

/**
 * Text the standard fonts can print: a letter they lack becomes its base letter where it has one ('ő' prints as 'o'),
 * anything else as '?' ('ł', '中'). Unmapped, pdfkit would print unrelated glyphs and measure the line wrong.
 */
export function printable(text: string): string {
  return Array.from(text.normalize('NFC'), (char) => {
    if (isWinAnsi(char)) return char;
    const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
    return base !== '' && Array.from(base).every(isWinAnsi) ? base : '?';
  }).join('');
}

/**
 * The certificate as a one-page PDF, A4 landscape: who completed which course taught by whom and when, and at the
 * bottom the verification address, printed and as a QR code, so a reader of a printout can check it is real. The
 * fonts are the PDF standard Helvetica (nothing to embed or read from disk); text outside its Latin character set
 * prints as the nearest it has. The document's dates are the certificate's, so one certificate is always the same bytes.
 */
export function renderCertificatePdf(certificate: Certificate): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: {
      // The document's properties are Unicode text: the names as they are.
      Title: `Certificate of Completion: ${certificate.courseTitle}`,
      Author: 'Lectern',
      Subject: `${certificate.learnerName} completed ${certificate.courseTitle}`,
      Creator: 'Lectern',
      CreationDate: new Date(certificate.issuedAt),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  drawFrame(doc);
  centred(doc, 'LECTERN', { y: 78, font: 'Helvetica-Bold', size: 13, colour: colours.accent, characterSpacing: 4 });
  centred(doc, 'Certificate of Completion', { y: 108, font: 'Helvetica-Bold', size: 34, colour: colours.ink });
  centred(doc, 'This certifies that', { y: 180, font: 'Helvetica', size: 14, colour: colours.muted });
  centred(doc, printable(certificate.learnerName), { y: 204, font: 'Helvetica-Bold', size: 30, minSize: 16, colour: colours.ink });
  centred(doc, 'has completed the course', { y: 256, font: 'Helvetica', size: 14, colour: colours.muted });
  centred(doc, printable(certificate.courseTitle), { y: 280, font: 'Helvetica-Bold', size: 22, minSize: 14, lines: 2, colour: colours.ink });
  centred(doc, `taught by ${printable(certificate.educatorName)}`, { y: 348, font: 'Helvetica', size: 14, colour: colours.ink });
  centred(doc, `Completed on ${completionDate.format(new Date(certificate.completedAt))}`, {
    y: 374,
    font: 'Helvetica',
    size: 14,
    colour: colours.ink,
  });

  const qrX = PAGE.width - MARGIN - QR_SIZE;
  const qrY = PAGE.height - MARGIN - QR_SIZE - 8;
  drawQuizResults(doc, certificate.quizResults);
  drawQrCode(doc, certificate.verificationUrl, qrX, qrY, QR_SIZE);
  const footerWidth = qrX - MARGIN - 24;
  doc.fillColor(colours.muted).font('Helvetica').fontSize(9);
  doc.text(`Certificate ID: ${certificate.id}`, MARGIN, qrY + 36, { width: footerWidth, lineBreak: false });
  doc.text('Verify this certificate at', MARGIN, qrY + 52, { width: footerWidth, lineBreak: false });
  doc.fillColor(colours.accent).text(certificate.verificationUrl, MARGIN, qrY + 66, {
    width: footerWidth,
    link: certificate.verificationUrl,
    height: 24,
    ellipsis: true,
  });

  doc.end();
  return done;
}

/** Room for quiz lines between the completion date and the footer; more quizzes than this end in an 'and N more' line. */
const QUIZ_LINES = { top: 400, height: 13, most: 4, size: 10 } as const;

/** "Quiz: <title> — 85 % (pass mark 70 %)", one line per quiz in course order, clear of the QR code on either side. */
export function quizResultLines(results: Certificate['quizResults']): string[] {
  const line = (result: Certificate['quizResults'][number]) =>
    `Quiz: ${printable(result.title)} — ${result.score} % (pass mark ${result.passMark} %)`;
  if (results.length <= QUIZ_LINES.most) return results.map(line);
  const shown = results.slice(0, QUIZ_LINES.most - 1);
  return [...shown.map(line), `and ${results.length - shown.length} more quizzes passed`];
}

function drawQuizResults(doc: PDFKit.PDFDocument, results: Certificate['quizResults']): void {
  const inset = QR_SIZE + 24;
  doc.font('Helvetica').fontSize(QUIZ_LINES.size).fillColor(colours.ink);
  for (const [index, text] of quizResultLines(results).entries()) {
    doc.text(text, MARGIN + inset, QUIZ_LINES.top + index * QUIZ_LINES.height, {
      width: TEXT_WIDTH - 2 * inset,
      align: 'center',
      lineBreak: false,
      height: QUIZ_LINES.height,
      ellipsis: true,
    });
  }
}

function drawFrame(doc: PDFKit.PDFDocument): void {
  doc
    .lineWidth(3)
    .strokeColor(colours.accent)
    .rect(24, 24, PAGE.width - 48, PAGE.height - 48)
    .stroke();
  doc
    .lineWidth(0.75)
    .rect(32, 32, PAGE.width - 64, PAGE.height - 64)
    .stroke();
}

interface Line {
  y: number;
  font: string;
  size: number;
  colour: string;
  /** Smallest size the text may shrink to so that it fits its lines; at that size, what still does not fit ends in '…'. */
  minSize?: number;
  lines?: number;
  characterSpacing?: number;
}

/** Text centred across the page, shrunk (down to minSize) to fit its lines, cut with an ellipsis past that. */
function centred(doc: PDFKit.PDFDocument, text: string, { y, font, size, colour, minSize = size, lines = 1, characterSpacing = 0 }: Line): void {
  doc.font(font);
  let fitted = size;
  while (fitted > minSize && doc.fontSize(fitted).heightOfString(text, { width: TEXT_WIDTH, characterSpacing }) > lines * doc.currentLineHeight(true))
    fitted -= 1;
  doc.fontSize(fitted).fillColor(colour);
  doc.text(text, MARGIN, y, { width: TEXT_WIDTH, align: 'center', characterSpacing, height: lines * doc.currentLineHeight(true), ellipsis: true });
}

/** The QR code drawn as filled squares (vector, sharp at any zoom), each row's dark modules merged into runs. */
function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  for (let row = 0; row < modules.size; row += 1) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      doc.rect(x + start * cell, y + row * cell, (column - start) * cell, cell);
    }
  }
  doc.fillColor('#000000').fill();
}

export interface RenderedPdf {
  pdf: Buffer;
  etag: string;
}

/**
 * Rendered certificates, the most recently asked kept. Everything a PDF prints was fixed when its certificate was
 * issued, so one rendering per id serves every later request, and requests for the same certificate at once share
 * the rendering under way rather than each costing the CPU its own. Ask only with a certificate just read from the
 * database: one that is gone must not be served from here.
 */
export class RenderedPdfCache {
  private readonly entries = new Map<string, Promise<RenderedPdf>>();

  constructor(
    private readonly render: (certificate: Certificate) => Promise<RenderedPdf>,
    private readonly capacity = 200,
  ) {}

  get(certificate: Certificate): Promise<RenderedPdf> {
    const cached = this.entries.get(certificate.id);
    if (cached) {
      // Most recently used last, so the oldest entry is the first key.
      this.entries.delete(certificate.id);
      this.entries.set(certificate.id, cached);
      return cached;
    }
    const rendering = this.render(certificate);
    // A failed rendering is not kept: the next request tries again.
    rendering.catch(() => {
      if (this.entries.get(certificate.id) === rendering) this.entries.delete(certificate.id);
    });
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(certificate.id, rendering);
    return rendering;
  }
}
