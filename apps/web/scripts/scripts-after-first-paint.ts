const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
/** The longest a page waits for its first paint before its scripts load anyway. */
const SAFETY_MS = 3000;

/**
 * A prerendered page whose JavaScript starts downloading once its HTML has been painted, instead
 * of from <head>: on a slow line the page's markup, inlined styles and stylesheet no longer share
 * the first round trips with 100 KB of scripts it does not need to show itself. One fixed inline
 * script at the end of <body> (allowed by its hash, like the page's others) adds the entry script
 * and its module preloads once the first contentful paint is reported; until the code has taken
 * over, the page is the prerendered HTML, whose links work without it.
 */
export function loadScriptsAfterFirstPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('a prerendered page has no entry script');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string);
  const load =
    `${JSON.stringify(preloads)}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.appendChild(l)});` +
    `var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=${JSON.stringify(entry)};document.head.appendChild(s)`;
  // Once the browser reports the first contentful paint; where it cannot, after the first frame;
  // and in any case after SAFETY_MS (a page that never paints, e.g. opened in a background tab).
  const loader =
    `(function(){var started=false;function go(){if(started)return;started=true;${load}}` +
    'var P=window.PerformanceObserver;' +
    'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){' +
    'new P(function(list){if(list.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true})' +
    '}else requestAnimationFrame(function(){setTimeout(go)});' +
    `setTimeout(go,${SAFETY_MS})})()`;
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', `<script>${loader}</script></body>`);
}
