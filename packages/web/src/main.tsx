import "bootstrap/dist/css/bootstrap.min.css";
import "./app/app.css";
import { mountApp } from "./app/mount.tsx";

// Entry point: mounts the app in #root (index.html has no inline script: the CSP forbids it).
const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
void mountApp(root);
