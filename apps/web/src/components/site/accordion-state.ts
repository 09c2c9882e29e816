/** The open item after a click on `clicked`: it opens, or closes when it was the open one (spec 2.3). */
export function nextOpenItem(open: number | null, clicked: number): number | null {
  return open === clicked ? null : clicked;
}
