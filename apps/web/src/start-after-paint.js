/* Inline in a prerendered page (prerender-pages.ts, page-html.ts); data-modules: the entry, then its preloads. */
(() => {
  const [entry, ...preloads] = document.currentScript.dataset.modules.split(' ');
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  // Once the browser reports the page's first contentful paint. A background tab paints nothing
  // until shown, and a browser without paint timing says nothing: those start at once; and should
  // the report never come, the page starts anyway after 3 s.
  const paintTiming =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (document.hidden || !paintTiming) return start();
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 3000);
})();
