import Beasties from 'beasties';

/**
 * A prerendered page with the rules its own markup uses inlined in <head>, and the whole
 * stylesheet (the dashboard's styles too) loaded without holding the first paint: it is fetched
 * as `media="print"` and switched to all media by one fixed inline script at the end of <body>,
 * which the page's Content-Security-Policy allows by its hash like the page's other inline script.
 */
export function criticalCssInliner(dist: string): (html: string) => Promise<string> {
  const beasties = new Beasties({
    path: dist,
    publicPath: '/',
    preload: 'media-script',
    logLevel: 'warn',
  });
  return (html) => beasties.process(html);
}
