/** Sends the browser to another site (central login). A function of its own so tests can replace it. */
export function redirectBrowser(url: string): void {
  window.location.assign(url);
}

/** The full address of the current page, as the central login site must see it. */
export function currentPageUrl(): string {
  return window.location.href;
}
