import { renderToStaticMarkup } from "react-dom/server";
import { isRouteErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import type { Route } from "./+types/root";
import { ErrorBoundary } from "./root";

const render = (error: unknown) =>
  renderToStaticMarkup(<ErrorBoundary {...({ error } as unknown as Route.ErrorBoundaryProps)} />);

describe("root error screen", () => {
  it("is headed 'Unexpected Application Error!' and shows the error's message", () => {
    const html = render(new Error("Database exploded"));
    expect(html).toContain("<h1");
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain("Database exploded");
  });

  it("shows the status of an error response", () => {
    // A thrown data() with a status other than 404 becomes an ErrorResponse.
    const response = { status: 503, statusText: "Service Unavailable", data: null, internal: false };
    expect(isRouteErrorResponse(response)).toBe(true);
    expect(render(response)).toContain("503 Service Unavailable");
  });
});
