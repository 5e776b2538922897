import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { catalogues } from "@portal/domain/i18n/index";
import { provideCatalogues } from "./lib/i18n.ts";
import { takeContractViolations } from "./test-contract.ts";

// Every language at hand, as the browser has the one it shows once downloaded.
provideCatalogues(catalogues);

// Each test starts from an empty DOM and empty storage (session and language live there).
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(";").forEach((c) => {
    const name = c.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  // A fake server answer the real server could not give fails the test that received it.
  const violations = takeContractViolations();
  if (violations.length > 0)
    throw new Error(`Fake answers that break the API contract:\n${violations.join("\n")}`);
});
