// Runs in a prerendered page, written into it by after-paint-start.ts right after the element that
// holds the page's start files as JSON (scripts, preloads, the files of the parts it embeds). It
// starts them once the page has been painted and parsed. Where paint timing is unknown, the page
// is hidden (a tab opened in the background paints nothing until shown) or no paint has been
// reported a second after the document was parsed, it starts them when parsed: a late start,
// never none.
(function startAfterFirstPaint() {
  var self = document.currentScript;
  var element = self && self.previousElementSibling;
  var files = JSON.parse((element && element.textContent) || '{}');
  var nonce = (self && self.nonce) || '';
  var painted = false;
  var started = false;
  function start() {
    if (started || !painted || document.readyState === 'loading') return;
    started = true;
    (files.scripts || []).forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      // In order, as `defer` scripts run; asked for first, as the page's own code.
      script.async = false;
      script.setAttribute('fetchpriority', 'high');
      if (nonce) script.nonce = nonce;
      document.head.appendChild(script);
    });
    var preloads = (files.preloads || []).slice();
    var near = files.near || { aheadScreens: 0, parts: {} };
    var ahead = near.aheadScreens * innerHeight;
    Object.keys(near.parts).forEach(function (id) {
      var place = document.querySelector('[data-embed="' + id + '"]');
      var box = place && place.getBoundingClientRect();
      // The shell's rule for running an embedded part (its EmbeddedPart, the same margin): a part
      // it will run at once has its files asked for now.
      if (!box || box.top >= innerHeight + ahead || box.bottom <= -ahead) return;
      near.parts[id].forEach(function (href) {
        if (preloads.indexOf(href) === -1) preloads.push(href);
      });
    });
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      document.head.appendChild(link);
    });
  }
  function paint() {
    painted = true;
    start();
  }
  var paintTimed =
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') !== -1;
  if (!paintTimed || document.visibilityState === 'hidden') {
    paint();
  } else {
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      paint();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  function parsed() {
    start();
    setTimeout(paint, 1000);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', parsed);
  else parsed();
})();
