import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { lazyComponent } from "./lazy-component.tsx";

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe("lazyComponent", () => {
  it("shows the fallback until the module arrives, then the component, and downloads it once", async () => {
    const load = vi.fn(async () => Greeting);
    const { Component } = lazyComponent(load, ({ name }) => <p>Loading {name}</p>);
    render(
      <>
        <Component name="Ada" />
        <Component name="Alan" />
      </>,
    );
    expect(screen.getByText("Loading Ada")).toBeInTheDocument();
    expect(await screen.findByText("Hello Ada")).toBeInTheDocument();
    expect(await screen.findByText("Hello Alan")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("renders at once, in the first render, once preloaded", async () => {
    const lazy = lazyComponent(async () => Greeting);
    await lazy.preload();
    render(<lazy.Component name="Grace" />);
    expect(screen.getByText("Hello Grace")).toBeInTheDocument();
  });

  it("asks again after a failed download, on the next mount", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(Greeting);
    const lazy = lazyComponent<{ name: string }>(load, () => <p>Waiting</p>);
    await expect(lazy.preload()).rejects.toThrow("offline");
    render(<lazy.Component name="Edsger" />);
    expect(screen.getByText("Waiting")).toBeInTheDocument();
    expect(await screen.findByText("Hello Edsger")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
