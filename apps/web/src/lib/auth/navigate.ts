/** Full-page navigation to the identity provider (a seam the unit tests replace). */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
