/**
 * When a page the server rendered starts its script. The page is whole without it (links are links, the search is
 * a form), so its script waits for the page's `load` (text, styles and first picture first: a phone on a slow
 * network spends its bandwidth on what the reader sees) or the reader's first touch, key or focus, whichever
 * comes first. A button tapped before the app has taken over the page is not lost: it is held, and pressed again
 * once the app has hydrated (the app calls `window[APP_READY_CALLBACK]`). Submit buttons are left to the browser:
 * their form works without script.
 *
 * The server writes this script inline, in place of the page's module script, with the module's address in its
 * `data-src` (lib/html-shell.ts), and allows exactly this text in its Content Security Policy (app.ts).
 */
export const APP_READY_CALLBACK = 'newsroomAppReady';

/** Set on the document element once the app runs the page (hydrated, or rendered in the browser): tests wait for it. */
export const APP_STARTED_ATTRIBUTE = 'data-app-started';

export const APP_START_SCRIPT = `(function(script){var started=false,ready=false,held=[];
function start(){if(started)return;started=true;import(script.getAttribute('data-src'))}
['pointerdown','touchstart','keydown','focusin'].forEach(function(type){addEventListener(type,start,{capture:true,passive:true})});
addEventListener('click',function(event){if(ready)return;var button=event.target.closest&&event.target.closest('button');
if(!button||button.type==='submit')return;event.preventDefault();event.stopPropagation();held.push(button);start()},true);
window.${APP_READY_CALLBACK}=function(){ready=true;held.splice(0).forEach(function(button){if(button.isConnected)button.click()})};
if(document.readyState==='complete')start();else addEventListener('load',function(){setTimeout(start,0)})})(document.currentScript)`;
