import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { buttonVariants } from "./ui/button";

export function NotFound() {
  const location = useLocation();
  useEffect(() => {
    // Kept in the browser console so a broken link can be traced (docs/product.md §2.10).
    console.warn("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);
  return (
    <main id="main" className="flex min-h-[70dvh] items-center justify-center bg-surface px-4 pb-16 pt-28">
      <div className="text-center">
        <h1 className="text-7xl font-extrabold text-primary">404</h1>
        <p className="mt-4 text-xl text-muted-foreground">Oops! Page not found</p>
        <Link to="/" className={buttonVariants({ className: "mt-8" })}>
          Return to Home
        </Link>
      </div>
    </main>
  );
}
