import { requestInfoContext } from "~/lib/request-context";
import { handleChat } from "~/server/chat/chat.server";
import { methodNotAllowed } from "~/server/http.server";
import type { Route } from "./+types/api.chat";

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const { ip } = context.get(requestInfoContext);
  return handleChat({ request, ip });
}

export function loader() {
  return methodNotAllowed("POST");
}
