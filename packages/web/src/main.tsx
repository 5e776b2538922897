import "bootstrap/dist/css/bootstrap.min.css";
import "./app/app.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { createAppRouter } from "./app/router.tsx";

// Entry point: mounts the app in #root (index.html has no inline script: the CSP forbids it).
const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
createRoot(root).render(
  <StrictMode>
    <App router={createAppRouter()} />
  </StrictMode>,
);
