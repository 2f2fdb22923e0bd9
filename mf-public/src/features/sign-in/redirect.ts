/** Full-page navigation (leaves the single-page app), kept in one place so tests can observe it. */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
