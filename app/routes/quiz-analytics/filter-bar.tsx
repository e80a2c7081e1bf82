import { useId } from "react";
import { Button } from "~/components/ui/button";
import { staffCopy } from "~/content/staff";
import type { FunnelFilters } from "~/lib/staff-types";

const copy = staffCopy.filters;
const field =
  "mt-1 block min-h-11 w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring";

/** Date range and variant; every change reloads the figures. */
export function FilterBar({ filters, onChange }: { filters: FunnelFilters; onChange: (f: FunnelFilters) => void }) {
  const id = useId();
  const set = (patch: Partial<FunnelFilters>) => {
    const next = { ...filters, ...patch };
    for (const key of Object.keys(next) as (keyof FunnelFilters)[]) if (!next[key]) delete next[key];
    onChange(next);
  };
  return (
    <form className="rounded-lg border border-border bg-background p-4" onSubmit={(e) => e.preventDefault()}>
      <fieldset>
        <legend className="font-semibold">{copy.legend}</legend>
        <div className="mt-3 grid gap-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
          <div>
            <label htmlFor={`${id}-from`}>{copy.from}</label>
            <input
              id={`${id}-from`}
              type="date"
              className={field}
              value={filters.from ?? ""}
              max={filters.to}
              onChange={(e) => set({ from: e.target.value || undefined })}
            />
          </div>
          <div>
            <label htmlFor={`${id}-to`}>{copy.to}</label>
            <input
              id={`${id}-to`}
              type="date"
              className={field}
              value={filters.to ?? ""}
              min={filters.from}
              onChange={(e) => set({ to: e.target.value || undefined })}
            />
          </div>
          <div>
            <label htmlFor={`${id}-variant`}>{copy.variant}</label>
            <select
              id={`${id}-variant`}
              className={field}
              value={filters.variant ?? ""}
              onChange={(e) => set({ variant: (e.target.value || undefined) as FunnelFilters["variant"] })}
            >
              <option value="">{copy.allVariants}</option>
              <option value="a">{copy.variantA}</option>
              <option value="b">{copy.variantB}</option>
            </select>
          </div>
          <Button
            type="button"
            variant="outline"
            onClick={() => onChange({})}
            disabled={Object.keys(filters).length === 0}
          >
            {copy.reset}
          </Button>
        </div>
        <p className="mt-3 text-sm text-muted-foreground">{copy.note}</p>
      </fieldset>
    </form>
  );
}
