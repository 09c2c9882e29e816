import { useEffect, useRef } from 'react';

/**
 * The HTML body of a post. The server stores only sanitised HTML (the built-in articles are
 * checked by their tests; posts from the dashboard are cleaned when saved), so it is rendered
 * as is; the element styles come from arbitrary variants since the HTML carries no classes.
 */
const PROSE = [
  'min-w-0 wrap-anywhere text-base text-slate-700 leading-7 sm:text-lg sm:leading-8',
  '[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:scroll-mt-20 [&_h2]:font-bold [&_h2]:text-2xl [&_h2]:text-slate-900 [&_h2]:tracking-tight',
  '[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:font-semibold [&_h3]:text-slate-900 [&_h3]:text-xl',
  '[&_p]:my-5 [&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_a]:font-medium [&_a]:text-emerald-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-emerald-900',
  '[&_ul]:my-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-2 [&_li]:pl-1',
  '[&_blockquote]:my-6 [&_blockquote]:border-emerald-600 [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:text-slate-600 [&_blockquote]:italic',
  '[&_:not(pre)>code]:break-words [&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-slate-100 [&_:not(pre)>code]:px-1.5 [&_:not(pre)>code]:py-0.5 [&_:not(pre)>code]:font-mono [&_:not(pre)>code]:text-[0.875em] [&_:not(pre)>code]:text-slate-900',
  '[&_pre]:my-6 [&_pre]:max-w-full [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-slate-100 [&_pre]:text-sm [&_pre]:leading-6',
  '[&_pre_code]:font-mono',
  '[&_:is(pre,table):focus-visible]:outline-2 [&_:is(pre,table):focus-visible]:outline-emerald-600 [&_:is(pre,table):focus-visible]:outline-offset-2',
  '[&_table]:my-6 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:border-collapse [&_table]:text-left [&_table]:text-sm',
  '[&_th]:border-slate-300 [&_th]:border-b [&_th]:bg-slate-50 [&_th]:px-3 [&_th]:py-2 [&_th]:font-semibold [&_th]:text-slate-900 [&_th]:align-bottom',
  '[&_td]:border-slate-200 [&_td]:border-b [&_td]:px-3 [&_td]:py-2 [&_td]:align-top',
  // Whole words in cells of a readable width: a narrow screen scrolls the table instead of squeezing it.
  '[&_:is(th,td)]:min-w-36 [&_:is(th,td)]:wrap-normal',
].join(' ');

export function ArticleBody({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  // Code blocks and tables scroll sideways on narrow screens: keyboard users must reach them too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the HTML changes the elements to mark
  useEffect(() => {
    for (const element of ref.current?.querySelectorAll('pre, table') ?? [])
      element.setAttribute('tabindex', '0');
  }, [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server keeps only sanitised HTML (see above)
  return <div ref={ref} className={PROSE} dangerouslySetInnerHTML={{ __html: html }} />;
}
