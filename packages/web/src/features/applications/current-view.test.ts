import { beforeEach, describe, expect, it, vi } from "vitest";
import { neighbourInView, positionInView, rememberView } from "./current-view.ts";

const unused = () => Promise.reject(new Error("no page should be fetched"));

describe("current view of the workspace", () => {
  beforeEach(() => sessionStorage.clear());

  it("gives the previous and next id of the remembered view, null at the start", async () => {
    rememberView("?stage=validated&sort=name", [7, 3, 9], null, 3);
    expect(await neighbourInView("stage=validated&sort=name", 3, "next", unused)).toBe(9);
    expect(await neighbourInView("?stage=validated&sort=name", 3, "previous", unused)).toBe(7);
    expect(await neighbourInView("?stage=validated&sort=name", 7, "previous", unused)).toBeNull();
    expect(await neighbourInView("?stage=validated&sort=name", 9, "next", unused)).toBeNull();
    expect(positionInView("?stage=validated&sort=name", 9)).toEqual({ position: 3, total: 3 });
  });

  it("keeps one view per query: another filter knows nothing of it", async () => {
    rememberView("?stage=validated", [7, 3], null, 2);
    expect(await neighbourInView("?stage=started", 7, "next", unused)).toBeNull();
    expect(positionInView("?stage=started", 7)).toBeNull();
  });

  it("fetches the next page with the cursor at the end of what was remembered", async () => {
    rememberView("?jury=MAE", [1, 2], "c2", 4);
    const fetchPage = vi.fn(() => Promise.resolve({ ids: [3, 4], next: null, total: 4 }));
    expect(await neighbourInView("?jury=MAE", 2, "next", fetchPage)).toBe(3);
    expect(fetchPage).toHaveBeenCalledWith("jury=MAE", "c2");
    // The fetched page joined the view: moving on needs no other request.
    expect(await neighbourInView("?jury=MAE", 3, "next", unused)).toBe(4);
    expect(await neighbourInView("?jury=MAE", 3, "previous", unused)).toBe(2);
  });

  it("extends the view with a page reached by cursor, and restarts it with a first page", async () => {
    rememberView("?jury=MAE", [1, 2], "c2", 4);
    rememberView("?jury=MAE&cursor=c2", [3, 4], null, 4);
    expect(await neighbourInView("?jury=MAE", 3, "previous", unused)).toBe(2);
    rememberView("?jury=MAE", [4, 1], "c9", 4);
    expect(positionInView("?jury=MAE", 2)).toBeNull();
  });
});
