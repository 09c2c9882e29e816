/** The look of the top bar's dropdown menus (Radix dropdown-menu), shared by every one of them. */
export const menuContentClassName =
  'z-50 rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700';

export const menuItemClassName =
  'flex cursor-default gap-2.5 rounded-lg px-3 py-2 text-slate-700 text-sm outline-none ' +
  'data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 ' +
  'dark:text-slate-200 dark:data-[highlighted]:bg-slate-800 dark:data-[highlighted]:text-white';

export const menuSeparatorClassName = 'my-1 h-px bg-slate-100 dark:bg-slate-800';
