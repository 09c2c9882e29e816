/** The round number of a setup step (the list item's position, so hidden from screen readers). */
export function StepNumber({ step }: { step: number }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-7 shrink-0 items-center justify-center rounded-full bg-emerald-50 font-semibold text-emerald-700 text-sm dark:bg-emerald-950 dark:text-emerald-300"
    >
      {step}
    </span>
  );
}
