/** `items` in consecutive runs of at most `size`: the rows or ids of one statement each (a database caps its parameters). */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}
