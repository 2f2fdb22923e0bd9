/** A promise a test holds shut until it calls `open`: a task awaiting it stays running until then. */
export function gate() {
  let open = (): void => undefined;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}
