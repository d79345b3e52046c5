/** A full page load at a path (after login and logout the app starts afresh, spec 2.1 and 2.3). */
export function reloadAt(path: string): void {
  window.location.assign(path);
}
