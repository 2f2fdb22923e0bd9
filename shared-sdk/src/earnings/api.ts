import { callForFile } from '../core/http';
import { earningsCalls } from './calls';

/** The educator's ledger as a CSV file, saved by the browser as `lectern-earnings.csv`. */
export async function downloadMyEarningsCsv(): Promise<void> {
  saveFile(await callForFile(earningsCalls.myEarningsCsv), 'lectern-earnings.csv');
}

/** Hands a file to the browser's downloads, as a link with `download` would. */
function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over; revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
