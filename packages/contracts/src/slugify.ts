/**
 * Blog slug rule (spec section 5): lowercase, every non-alphanumeric run becomes one hyphen,
 * no leading or trailing hyphen.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
