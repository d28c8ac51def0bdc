/**
 * When a page the server rendered starts its script. The page is whole without it (links are links, the search is
 * a form, the story reads in full), so its script waits for the reader's first sign of life: a touch, a pointer
 * moving over the page, a scroll, a key or a focus. A phone spends neither bandwidth nor a busy main thread on
 * script while the page arrives and is read; the app (about 120 kB of gzipped script, evaluated and hydrated in
 * some 100 ms of a fast machine's time, four times that on a cheap phone) comes the moment the reader does
 * something, as Angular's incremental hydration does `on interaction`. A button tapped before the app has taken
 * over the page is not lost: it is held, and pressed again once the app has hydrated (the app calls
 * `window[APP_READY_CALLBACK]`). Submit buttons are left to the browser: their form works without script.
 *
 * A part of the page that shows nothing useful without the app (the comments, which are the reader's own to load)
 * carries `data-needs-app`: the app also starts when such a part comes into view, as Astro's `client:visible` does.
 * Everything else the app does waits for the first sign: the article's view is counted once the reader has touched,
 * scrolled or moved over the page, or the comments came into view (a link preview or prerender that loads the page
 * and never interacts counts no view).
 *
 * The server writes this script inline, in place of the page's module script, with the module's address in its
 * `data-src` (lib/html-shell.ts), and allows exactly this text in its Content Security Policy (app.ts).
 */
export const APP_READY_CALLBACK = 'newsroomAppReady';

/** Marks a part of a server-rendered page that needs the app: the app starts when it comes into view. */
export const APP_NEEDED_ATTRIBUTE = 'data-needs-app';

/** Set on the document element once the app runs the page (hydrated, or rendered in the browser): tests wait for it. */
export const APP_STARTED_ATTRIBUTE = 'data-app-started';

export const APP_START_SCRIPT = `(function(script){var started=false,ready=false,held=[];
function start(){if(started)return;started=true;import(script.getAttribute('data-src'))}
['pointerdown','pointermove','touchstart','wheel','scroll','keydown','focusin'].forEach(function(type){addEventListener(type,start,{capture:true,passive:true})});
addEventListener('click',function(event){if(ready)return;var button=event.target.closest&&event.target.closest('button');
if(!button||button.type==='submit')return;event.preventDefault();event.stopPropagation();held.push(button);start()},true);
window.${APP_READY_CALLBACK}=function(){ready=true;held.splice(0).forEach(function(button){if(button.isConnected)button.click()})};
if(window.IntersectionObserver)addEventListener('DOMContentLoaded',function(){var seen=new IntersectionObserver(function(entries){
if(entries.some(function(entry){return entry.isIntersecting})){seen.disconnect();start()}});
document.querySelectorAll('[${APP_NEEDED_ATTRIBUTE}]').forEach(function(part){seen.observe(part)})})})(document.currentScript)`;
