import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { loadCatalogue, storedLocale } from "../lib/i18n.ts";
import { App } from "./app.tsx";
import { createAppRouter } from "./router.tsx";

/**
 * Shows the app in `root` once the catalogue of its language has downloaded. The router is
 * created first: it starts loading the page's own chunk at the same time.
 */
export async function mountApp(root: HTMLElement): Promise<void> {
  const router = createAppRouter();
  await loadCatalogue(storedLocale());
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}
