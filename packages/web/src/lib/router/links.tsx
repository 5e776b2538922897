import { type AnchorHTMLAttributes, type MouseEvent, forwardRef, useEffect } from "react";
import { createPath } from "./history.ts";
import { useLocation, useNavigate } from "./hooks.ts";
import { useRouter } from "./router-provider.tsx";
import { type To, resolveTo } from "./router.ts";

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: To;
  replace?: boolean;
  state?: unknown;
}

/**
 * A link the router follows without reloading the page. A click with a modifier key, another
 * button or another target is the browser's (a new tab, a download); a link to the address shown
 * replaces it instead of adding the same entry again.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, onClick, target, ...rest },
  ref,
) {
  const router = useRouter();
  const location = useLocation();
  const path = resolveTo(to, location);
  const href = createPath(path);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || (target && target !== "_self")) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void router.navigate(path, { replace: replace ?? createPath(location) === href, state });
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={follow} />;
});

export interface NavLinkProps extends LinkProps {
  /** Current only on its own path, not on the paths below it. */
  end?: boolean;
}

/** A link that marks itself as the current page (class `active`, aria-current) on its path and, unless `end`, below it. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { end = false, className, "aria-current": ariaCurrent = "page", ...props },
  ref,
) {
  const location = useLocation();
  const target = resolveTo(props.to, location).pathname.toLowerCase();
  const current = location.pathname.toLowerCase();
  const slashAt = target !== "/" && target.endsWith("/") ? target.length - 1 : target.length;
  const active =
    current === target || (!end && current.startsWith(target) && current.charAt(slashAt) === "/");
  return (
    <Link
      {...props}
      ref={ref}
      className={[className, active ? "active" : undefined].filter(Boolean).join(" ") || undefined}
      aria-current={active ? ariaCurrent : undefined}
    />
  );
});

/** Goes to `to` once rendered (again whenever `to`, `replace` or `state` change). */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  const path = createPath(resolveTo(to, useLocation()));
  useEffect(() => {
    void navigate(path, { replace, state });
  }, [navigate, path, replace, state]);
  return null;
}
