import { spawn } from 'node:child_process';
import { apiRoot } from '../config/env';

export interface PdfPage {
  /** In points, rounded: A4 landscape is 842 x 595. */
  width: number;
  height: number;
  text: string;
}

/** Reads the pages of the PDF on stdin with unpdf (PDF.js) and writes them as JSON. */
const reader = `
const { extractText, getDocumentProxy } = require('unpdf');
const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', async () => {
  const pdf = await getDocumentProxy(new Uint8Array(Buffer.concat(chunks)));
  const { text } = await extractText(pdf);
  const pages = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const [left, bottom, right, top] = (await pdf.getPage(number)).view;
    pages.push({ width: Math.round(right - left), height: Math.round(top - bottom), text: text[number - 1] });
  }
  process.stdout.write(JSON.stringify(pages));
});
`;

/**
 * What a PDF reader finds in a PDF: each page's size and text. Read in a child node process because PDF.js is an ES
 * module that jest's CommonJS runtime cannot import; a PDF it cannot read fails the call with the reader's error.
 */
export function readPdf(pdf: Buffer): Promise<PdfPage[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', reader], { cwd: apiRoot, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) resolve(JSON.parse(stdout) as PdfPage[]);
      else reject(new Error(`reading the PDF failed (exit ${code}): ${stderr}`));
    });
    child.stdin.end(pdf);
  });
}
