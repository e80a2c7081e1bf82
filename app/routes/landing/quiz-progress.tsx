/** 'Question N of M' (or the contact step's label) with a percentage bar, announced politely. */
export function QuizProgress({ label, percent }: { label: string; percent: number }) {
  return (
    <div>
      <div className="flex items-center justify-between text-sm font-semibold text-primary">
        <p aria-live="polite" aria-atomic="true">
          {label}
        </p>
        <p aria-hidden="true">{percent}%</p>
      </div>
      <div
        role="progressbar"
        aria-label="Quiz progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-accent transition-[width] duration-300 ease-out"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
