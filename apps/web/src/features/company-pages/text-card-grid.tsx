/** A grid of small cards, each a title and a sentence or two (who we serve, how we work). */
export function TextCardGrid({
  items,
  columns,
}: {
  items: ReadonlyArray<{ title: string; text: string }>;
  /** Tailwind grid-column classes, e.g. `sm:grid-cols-3`. */
  columns: string;
}) {
  return (
    <ul className={`grid gap-4 ${columns}`}>
      {items.map(({ title, text }) => (
        <li
          key={title}
          className="rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
        >
          <h3 className="font-semibold text-slate-900 dark:text-white">{title}</h3>
          <p className="mt-2 text-slate-600 text-sm leading-6 dark:text-slate-300">{text}</p>
        </li>
      ))}
    </ul>
  );
}
