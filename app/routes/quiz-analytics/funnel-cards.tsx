import { CircleCheck, ClipboardList, Info, LogOut, Play } from "lucide-react";
import type { ReactNode } from "react";
import { Tooltip } from "~/components/ui/tooltip";
import { staffCopy } from "~/content/staff";
import type { QuizFunnel } from "~/lib/staff-types";

const copy = staffCopy.cards;
const number = new Intl.NumberFormat("en-GB");
export const formatCount = (n: number) => number.format(n);
export const formatRate = (n: number) => `${n.toLocaleString("en-GB", { maximumFractionDigits: 1 })}%`;

interface CardProps {
  icon: ReactNode;
  label: string;
  hint: string;
  value: number;
  rate?: string;
}

function Card({ icon, label, hint, value, rate }: CardProps) {
  return (
    <li className="rounded-lg border border-border bg-background p-5">
      <div className="flex items-center justify-between gap-2">
        <p className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
          {icon}
          {label}
        </p>
        <Tooltip content={hint}>
          <button
            type="button"
            aria-label={copy.aboutLabel(label)}
            className="-m-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-primary focus-visible:outline-3 focus-visible:outline-offset-2"
          >
            <Info aria-hidden="true" className="size-4" />
          </button>
        </Tooltip>
      </div>
      <p className="mt-2 text-3xl font-bold text-primary">{formatCount(value)}</p>
      {rate && <p className="mt-1 text-sm text-muted-foreground">{rate}</p>}
    </li>
  );
}

/** The four cards of docs/product.md §7.5, each with a hint saying how it is counted. */
export function FunnelCards({ funnel }: { funnel: QuizFunnel }) {
  const icon = "size-5 text-primary";
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <Card
        icon={<Play aria-hidden="true" className={icon} />}
        label={copy.starts}
        hint={copy.hints.starts}
        value={funnel.totalStarts}
      />
      <Card
        icon={<ClipboardList aria-hidden="true" className={icon} />}
        label={copy.formReached}
        hint={copy.hints.formReached}
        value={funnel.formReached}
        rate={`${formatRate(funnel.formReachRate)} ${copy.completionRate}`}
      />
      <Card
        icon={<CircleCheck aria-hidden="true" className={icon} />}
        label={copy.submissions}
        hint={copy.hints.submissions}
        value={funnel.submissions}
        rate={`${formatRate(funnel.conversionRate)} ${copy.conversionRate}`}
      />
      <Card
        icon={<LogOut aria-hidden="true" className={icon} />}
        label={copy.abandoned}
        hint={copy.hints.abandoned}
        value={funnel.abandoned}
        rate={`${formatRate(funnel.dropOffRate)} ${copy.dropOffRate}`}
      />
    </ul>
  );
}
