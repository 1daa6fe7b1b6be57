// The hydration scripts start after the page's first paint. A page is complete HTML with its stylesheet
// linked and its heading font preloaded, so nothing in the scripts is needed to show it; fetched while it
// is still painting, their 110 KB only compete with the font and the hero image for a phone's connection.
//
// On the server, `scriptsAfterFirstPaint` (scripts-after-first-paint.server.ts) writes React Router's
// module preloads and module script inert: `<link rel="dns-prefetch" data-rel="modulepreload">` (a valid
// link that does nothing: the page's own origin is resolved already) and
// `<script type="text/plain" data-after-first-paint>`. In the browser, `afterFirstPaintScript`, in the
// document head, brings them to life once the first frame has been painted: the preloads fetch the
// scripts in parallel, and a copy of the module script (allowed by the page's CSP nonce or, on a cached
// page, by the hash of its text) starts React Router as usual. Without JavaScript nothing changes.

/** The attribute that marks the inert module script. */
export const afterFirstPaintAttribute = "data-after-first-paint";

/** The attribute that holds an inert module preload's `rel` until the paint: `<link rel="dns-prefetch" data-rel="modulepreload">`. */
export const inertRelAttribute = "data-rel";

/**
 * Inline, in the root layout's head; plain ES5 so it runs wherever the page can be read. "After the first
 * paint" is when the browser reports the first contentful paint as shown (a frame can take a while to
 * reach the screen after the main thread is done with it); where paint timing is missing, one frame
 * later. A page in a background tab starts at once, and `startAnywayMs` covers a page that never paints.
 */
const startAnywayMs = 3000;
export const afterFirstPaintScript = `(function(){var n=document.currentScript&&document.currentScript.nonce,d=false;function start(){if(d)return;d=true;var l=document.querySelectorAll('link[${inertRelAttribute}="modulepreload"]');for(var i=0;i<l.length;i++)l[i].rel="modulepreload";var s=document.querySelectorAll("script[${afterFirstPaintAttribute}]");for(var j=0;j<s.length;j++){var m=document.createElement("script");m.type="module";if(n)m.setAttribute("nonce",n);m.textContent=s[j].textContent;document.head.appendChild(m)}}function afterPaint(){if(document.visibilityState==="hidden")return start();setTimeout(start,${startAnywayMs});var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(list){if(list.getEntriesByName("first-contentful-paint").length)start()}).observe({type:"paint",buffered:true})}else requestAnimationFrame(function(){setTimeout(start,0)})}if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",afterPaint);else afterPaint()})();`;
