import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { type ReactElement, useCallback } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { useBlocker, useLocation, useParams, useRouteError, useSearchParams } from "./hooks.ts";
import { Link, NavLink, Navigate } from "./links.tsx";
import type { RouteObject } from "./match-routes.ts";
import { Outlet, RouterProvider } from "./router-provider.tsx";
import { type BlockerFunction, type Router, createBrowserRouter, createMemoryRouter } from "./router.ts";

function ShowParams({ name }: { name: string }) {
  return <p>{`${name} ${JSON.stringify(useParams())}`}</p>;
}

function show(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

/** A promise and its resolve, to hold a lazy module until the test lets it arrive. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe("matching", () => {
  const routes: RouteObject[] = [
    {
      path: "/",
      element: (
        <>
          <p>layout</p>
          <Outlet />
        </>
      ),
      children: [
        { index: true, element: <ShowParams name="home" /> },
        { path: "admin/new", element: <ShowParams name="static" /> },
        { path: "admin/:id", element: <ShowParams name="dynamic" /> },
        { path: "form/:id/:tab?", element: <ShowParams name="form" /> },
        {
          element: <Outlet />,
          children: [{ path: "/absolute/:page", element: <ShowParams name="absolute" /> }],
        },
        { path: "*", element: <ShowParams name="splat" /> },
      ],
    },
  ];

  it("prefers a static segment to a parameter, whatever the order, inside the parent's layout", () => {
    show(routes, "/admin/new");
    expect(screen.getByText("layout")).toBeInTheDocument();
    expect(screen.getByText("static {}")).toBeInTheDocument();
  });

  it("gives the parameters decoded, with or without an optional segment, and ignores a trailing slash", () => {
    const router = show(routes, "/form/cand%20form/home/");
    expect(screen.getByText('form {"id":"cand form","tab":"home"}')).toBeInTheDocument();
    act(() => void router.navigate("/form/candform"));
    expect(screen.getByText('form {"id":"candform"}')).toBeInTheDocument();
  });

  it("shows the index route on its parent's path, an absolute child under a pathless parent, the rest under *", () => {
    const router = show(routes, "/");
    expect(screen.getByText("home {}")).toBeInTheDocument();
    act(() => void router.navigate("/absolute/x"));
    expect(screen.getByText('absolute {"page":"x"}')).toBeInTheDocument();
    act(() => void router.navigate("/no/such/page"));
    expect(screen.getByText('splat {"*":"no/such/page"}')).toBeInTheDocument();
  });
});

describe("lazy routes", () => {
  it("shows the fallback while the first page loads, then the page", async () => {
    const module = deferred<{ Component: () => ReactElement }>();
    show(
      [
        {
          path: "/",
          HydrateFallback: () => <p>loading</p>,
          children: [{ index: true, lazy: () => module.promise }],
        },
      ],
      "/",
    );
    expect(screen.getByText("loading")).toBeInTheDocument();
    await act(async () => module.resolve({ Component: () => <p>page</p> }));
    expect(screen.getByText("page")).toBeInTheDocument();
  });

  it("keeps the current page and address until the next page's module has loaded", async () => {
    const module = deferred<{ Component: () => ReactElement }>();
    const router = show(
      [
        { path: "/", element: <p>first</p> },
        { path: "/next", lazy: () => module.promise },
      ],
      "/",
    );
    let done = false;
    act(() => void router.navigate("/next").then(() => (done = true)));
    expect(screen.getByText("first")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
    await act(async () => module.resolve({ Component: () => <p>next</p> }));
    expect(screen.getByText("next")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/next");
    expect(done).toBe(true);
  });

  it("shows the nearest error element when a module fails to load, and loads it again on the next visit", async () => {
    let attempts = 0;
    function Failure() {
      return <p>{`failed: ${(useRouteError() as Error).message}`}</p>;
    }
    const router = show(
      [
        {
          path: "/",
          errorElement: <Failure />,
          element: <Outlet />,
          children: [
            { index: true, element: <p>home</p> },
            {
              path: "page",
              lazy: async () => {
                attempts += 1;
                if (attempts === 1) throw new Error("offline");
                return { Component: () => <p>page</p> };
              },
            },
          ],
        },
      ],
      "/",
    );
    await act(() => router.navigate("/page"));
    expect(screen.getByText("failed: offline")).toBeInTheDocument();
    await act(() => router.navigate("/"));
    await act(() => router.navigate("/page"));
    expect(screen.getByText("page")).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});

describe("error elements", () => {
  it("shows the error element in place of a route that throws, and the route afresh at a new location", () => {
    let broken = true;
    function Page() {
      if (broken) throw new Error("broken page");
      return <p>fixed</p>;
    }
    function Failure() {
      return <p>{(useRouteError() as Error).message}</p>;
    }
    const router = show([{ path: "/", element: <Page />, errorElement: <Failure /> }], "/");
    expect(screen.getByText("broken page")).toBeInTheDocument();
    broken = false;
    act(() => void router.navigate("/", { replace: true }));
    expect(screen.getByText("fixed")).toBeInTheDocument();
  });
});

describe("links", () => {
  function Where() {
    const { pathname, search, hash } = useLocation();
    return <p data-testid="where">{pathname + search + hash}</p>;
  }
  const page = (
    <>
      <NavLink to="/admin" end>
        Dashboard
      </NavLink>
      <NavLink to="/admin/applications" className="nav-link">
        Applications
      </NavLink>
      <Link to={{ pathname: "/admin/applications/7", search: "q=1", hash: "notes" }}>Dossier</Link>
      <Where />
    </>
  );
  const routes: RouteObject[] = [{ path: "*", element: page }];

  it("follows a click without reloading, and leaves a click with a modifier key to the browser", () => {
    const router = show(routes, "/admin");
    const dossier = screen.getByRole("link", { name: "Dossier" });
    expect(dossier).toHaveAttribute("href", "/admin/applications/7?q=1#notes");
    // The browser's own handling (a new tab) is not jsdom's: the page's last listener stops it.
    let leftToBrowser: boolean | undefined;
    const browser = (event: Event) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener("click", browser);
    fireEvent.click(dossier, { ctrlKey: true });
    document.removeEventListener("click", browser);
    expect(leftToBrowser).toBe(true);
    expect(router.state.location.pathname).toBe("/admin");
    act(() => void fireEvent.click(dossier));
    expect(screen.getByTestId("where")).toHaveTextContent("/admin/applications/7?q=1#notes");
    expect(router.state.historyAction).toBe("PUSH");
  });

  it("replaces the entry when the link goes to the address shown", () => {
    const router = show(routes, "/admin");
    act(() => void fireEvent.click(screen.getByRole("link", { name: "Dashboard" })));
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("marks the current page's link, below its path too unless `end`", () => {
    const router = show(routes, "/admin/applications/7");
    const dashboard = screen.getByRole("link", { name: "Dashboard" });
    const applications = screen.getByRole("link", { name: "Applications" });
    expect(applications).toHaveAttribute("aria-current", "page");
    expect(applications).toHaveClass("nav-link", "active");
    expect(dashboard).not.toHaveAttribute("aria-current");
    act(() => void router.navigate("/admin"));
    expect(dashboard).toHaveAttribute("aria-current", "page");
    expect(applications).not.toHaveClass("active");
  });

  it("Navigate replaces the address once rendered", () => {
    const router = show(
      [
        { path: "/old", element: <Navigate to="/new?x=1" replace /> },
        { path: "/new", element: <Where /> },
      ],
      "/old",
    );
    expect(screen.getByTestId("where")).toHaveTextContent("/new?x=1");
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("useSearchParams reads the query and sets another on the same path", () => {
    function Search() {
      const [params, setParams] = useSearchParams();
      return (
        <button onClick={() => setParams({ login: "ada@example.org" })}>
          {params.get("login") ?? "none"}
        </button>
      );
    }
    const router = show([{ path: "/form/:id", element: <Search /> }], "/form/candform?login=bob#field-x");
    expect(screen.getByRole("button")).toHaveTextContent("bob");
    act(() => void fireEvent.click(screen.getByRole("button")));
    expect(screen.getByRole("button")).toHaveTextContent("ada@example.org");
    expect(router.state.location).toMatchObject({
      pathname: "/form/candform",
      search: "?login=ada%40example.org",
      hash: "",
    });
  });
});

describe("useBlocker", () => {
  function Guard({ block }: { block: boolean }) {
    const shouldBlock = useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) => block && currentLocation.pathname !== nextLocation.pathname,
      [block],
    );
    const blocker = useBlocker(shouldBlock);
    const { pathname } = useLocation();
    return (
      <>
        <p data-testid="where">{pathname}</p>
        {blocker.state === "blocked" && (
          <>
            <p>{`leave for ${blocker.location.pathname}?`}</p>
            <button onClick={() => blocker.proceed()}>Leave</button>
            <button onClick={() => blocker.reset()}>Stay</button>
          </>
        )}
      </>
    );
  }
  const routes = (block: boolean): RouteObject[] => [{ path: "*", element: <Guard block={block} /> }];

  it("holds a navigation until the user leaves, and stays when told", async () => {
    const router = show(routes(true), "/one");
    await act(() => router.navigate("/two"));
    expect(screen.getByText("leave for /two?")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/one");
    act(() => void fireEvent.click(screen.getByRole("button", { name: "Stay" })));
    expect(screen.queryByText("leave for /two?")).not.toBeInTheDocument();
    expect(screen.getByTestId("where")).toHaveTextContent("/one");
    await act(() => router.navigate("/two"));
    act(() => void fireEvent.click(screen.getByRole("button", { name: "Leave" })));
    expect(screen.getByTestId("where")).toHaveTextContent("/two");
  });

  it("lets a navigation the function does not block through", async () => {
    const router = show(routes(false), "/one");
    await act(() => router.navigate("/two"));
    expect(screen.getByTestId("where")).toHaveTextContent("/two");
  });

  it("holds Back, keeping the history where it was, and goes Back once the user leaves", async () => {
    const router = createMemoryRouter(routes(true), { initialEntries: ["/one", "/two"] });
    render(<RouterProvider router={router} />);
    await act(() => router.navigate(-1));
    expect(screen.getByText("leave for /one?")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/two");
    act(() => void fireEvent.click(screen.getByRole("button", { name: "Leave" })));
    expect(screen.getByTestId("where")).toHaveTextContent("/one");
    expect(router.state.historyAction).toBe("POP");
  });
});

describe("the browser's history", () => {
  let router: Router | undefined;
  afterEach(() => {
    router = undefined;
    window.history.replaceState(null, "", "/");
  });

  it("goes Back and Forward with the browser, each entry keeping its state", async () => {
    window.history.replaceState(null, "", "/start");
    router = createBrowserRouter([{ path: "*", element: <p>page</p> }]);
    render(<RouterProvider router={router} />);
    await act(() => router!.navigate("/next", { state: { flash: "saved" } }));
    expect(window.location.pathname).toBe("/next");
    await act(async () => window.history.back());
    await waitFor(() => expect(router!.state.location.pathname).toBe("/start"));
    await act(async () => window.history.forward());
    await waitFor(() =>
      expect(router!.state.location).toMatchObject({ pathname: "/next", state: { flash: "saved" } }),
    );
  });
});
