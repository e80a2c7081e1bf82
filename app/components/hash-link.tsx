import type * as React from "react";
import { Link, useLocation } from "react-router";
import { scrollToId, splitHashHref } from "~/lib/scroll";

type HashLinkProps = Omit<React.ComponentProps<typeof Link>, "to"> & {
  /** A path, optionally with a section: "/", "/#contact", "/about". */
  to: string;
  /** Section to scroll to when `to` is "/" and the visitor is already home. */
  homeTarget?: string;
};

/**
 * A link that scrolls smoothly to its section (80 px below the top) when the
 * section is on the current page, and otherwise navigates there; the router
 * then scrolls to the section once the page has loaded. Without JavaScript it
 * is a plain link and the browser jumps to the section.
 */
export function HashLink({ to, homeTarget, onClick, ...props }: HashLinkProps) {
  const location = useLocation();
  const { path, id } = splitHashHref(to);
  const target = id ?? (path === "/" ? homeTarget : undefined);
  return (
    <Link
      to={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        if (target && location.pathname === path && scrollToId(target)) event.preventDefault();
      }}
      {...props}
    />
  );
}
