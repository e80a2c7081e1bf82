import { CircleCheck, ClipboardList, LogOut, Play } from "lucide-react";
import type { ReactNode } from "react";
import { staffCopy } from "~/content/staff";
import type { QuizFunnel } from "~/lib/staff-types";

const copy = staffCopy.cards;
const number = new Intl.NumberFormat("en-GB");
export const formatCount = (n: number) => number.format(n);
export const formatRate = (n: number) => `${n.toLocaleString("en-GB", { maximumFractionDigits: 1 })}%`;

function Card({ icon, label, value, rate }: { icon: ReactNode; label: string; value: number; rate?: string }) {
  return (
    <li className="rounded-lg border border-border bg-background p-5">
      <p className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        {icon}
        {label}
      </p>
      <p className="mt-2 text-3xl font-bold text-primary">{formatCount(value)}</p>
      {rate && <p className="mt-1 text-sm text-muted-foreground">{rate}</p>}
    </li>
  );
}

/** The four cards of spec §7. */
export function FunnelCards({ funnel }: { funnel: QuizFunnel }) {
  const icon = "size-5 text-primary";
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <Card icon={<Play aria-hidden="true" className={icon} />} label={copy.starts} value={funnel.totalStarts} />
      <Card
        icon={<ClipboardList aria-hidden="true" className={icon} />}
        label={copy.formReached}
        value={funnel.formReached}
        rate={`${formatRate(funnel.formReachRate)} ${copy.completionRate}`}
      />
      <Card
        icon={<CircleCheck aria-hidden="true" className={icon} />}
        label={copy.submissions}
        value={funnel.submissions}
        rate={`${formatRate(funnel.conversionRate)} ${copy.conversionRate}`}
      />
      <Card
        icon={<LogOut aria-hidden="true" className={icon} />}
        label={copy.abandoned}
        value={funnel.abandoned}
        rate={`${formatRate(funnel.dropOffRate)} ${copy.dropOffRate}`}
      />
    </ul>
  );
}
