import { data } from "react-router";
import { NotFound } from "~/components/not-found";
import { notFoundPage } from "~/content/pages";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

// A POST to an unknown address is a 404 too, not a 405.
export function action() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: notFoundPage.title },
  { name: "description", content: notFoundPage.description },
  { name: "robots", content: "noindex" },
];

export default function NotFoundRoute() {
  return <NotFound />;
}
