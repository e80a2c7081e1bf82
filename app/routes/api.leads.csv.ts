import { requestInfoContext } from "~/lib/request-context";
import { requireStaff } from "~/server/auth.server";
import { leadsCsv } from "~/server/leads-csv.server";
import type { Route } from "./+types/api.leads.csv";

/** Every lead as a spreadsheet-safe CSV download. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context.get(requestInfoContext).ip);
  const date = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());
  return new Response(leadsCsv(), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${date}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
