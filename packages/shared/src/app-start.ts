import { DARK_MODE_STORAGE_KEY } from './color-scheme.js';

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
 *
 * A few controls answer the first tap at once, before the app has come (issue 23: on a slow phone the app's download,
 * evaluation and hydration took 3 s): a control marked `data-pre-app` does its own small part here, and its tap is
 * not pressed again. The dark-mode switch (`color-scheme`) switches and remembers the page's colour scheme as the
 * app would (shared/color-scheme.ts); the Summarize Content button (`summary`) opens a native dialog that asks for
 * the summary at `data-pre-app-url`; a home card's link (`story`) opens a native dialog with the card's picture,
 * category, date, title and description, and Read More to its page. Their texts come in `data-pre-app-*`
 * attributes of the control, in the page's language. Such a dialog stays the reader's until closed, whenever the app
 * arrives. The comment box needs nothing: it is a native field, and the app takes what was typed into it.
 */
export const APP_READY_CALLBACK = 'newsroomAppReady';

/** Marks a part of a server-rendered page that needs the app: the app starts when it comes into view. */
export const APP_NEEDED_ATTRIBUTE = 'data-needs-app';

/** Set on the document element once the app runs the page (hydrated, or rendered in the browser): tests wait for it. */
export const APP_STARTED_ATTRIBUTE = 'data-app-started';

/** Marks a control that answers a tap before the app has started; its value names what it does (see above). */
export const PRE_APP_ATTRIBUTE = 'data-pre-app';

/** The class of the native dialogs the start script opens (styled by the app's global.css, which the page loads). */
export const PRE_APP_DIALOG_CLASS = 'pre-app-dialog';

/** The attributes of a pre-app control, by what it does. */
export function preAppAttributes(
  action: 'color-scheme' | 'summary' | 'story',
  texts: { url?: string; title?: string; loading?: string; failed?: string; close?: string; more?: string } = {},
): Record<string, string> {
  const attributes: Record<string, string> = { [PRE_APP_ATTRIBUTE]: action };
  for (const [name, value] of Object.entries(texts)) if (value !== undefined) attributes[`${PRE_APP_ATTRIBUTE}-${name}`] = value;
  return attributes;
}

export const APP_START_SCRIPT = `(function(script){var started=false,ready=false,held=[],doc=document;
function start(){if(started)return;started=true;import(script.getAttribute('data-src'))}
function text(control,name){return control.getAttribute('${PRE_APP_ATTRIBUTE}-'+name)||''}
function make(tag,content,className){var element=doc.createElement(tag);if(content)element.textContent=content;if(className)element.className=className;return element}
function dialog(control,title){var box=make('dialog',0,'${PRE_APP_DIALOG_CLASS}'),heading=make('h2',title),form=make('form'),close=make('button',text(control,'close'));
heading.id='pre-app-dialog-title';box.setAttribute('aria-labelledby',heading.id);form.method='dialog';form.append(close);box.append(heading,form);
box.addEventListener('close',function(){box.remove()});box.addEventListener('click',function(event){if(event.target===box)box.close()});
doc.body.append(box);box.showModal();return function(){var parts=[].slice.call(arguments);parts.forEach(function(part){box.insertBefore(part,form)})}}
var act={'color-scheme':function(){var root=doc.documentElement,dark=root.getAttribute('data-mantine-color-scheme')!=='dark';
root.setAttribute('data-mantine-color-scheme',dark?'dark':'light');try{localStorage.setItem('${DARK_MODE_STORAGE_KEY}',String(dark))}catch(e){}},
summary:function(control){var said=make('p',text(control,'loading'));said.setAttribute('role','status');dialog(control,text(control,'title'))(said);
fetch(text(control,'url'),{method:'POST',headers:{Accept:'application/json','Accept-Language':doc.documentElement.lang}}).then(function(answer){
if(!answer.ok)throw answer;return answer.text().then(function(body){return /json/.test(answer.headers.get('content-type'))?JSON.parse(body):body})})
.then(function(summary){said.textContent=summary},function(){said.textContent=text(control,'failed');said.setAttribute('role','alert')})},
story:function(control){var card=control.closest('article'),part=function(name){var found=card.querySelector('[${PRE_APP_ATTRIBUTE}-part="'+name+'"]');return found?found.cloneNode(true):make('span')},
more=make('a',text(control,'more'));more.href=control.href;dialog(control,control.textContent)(part('media'),part('badge'),part('date'),make('p',(card.querySelector('[${PRE_APP_ATTRIBUTE}-part="description"]')||{}).textContent),more)}};
['pointerdown','pointermove','touchstart','wheel','scroll','keydown','focusin'].forEach(function(type){addEventListener(type,start,{capture:true,passive:true})});
addEventListener('click',function(event){if(ready)return;var target=event.target,control=target.closest&&target.closest('[${PRE_APP_ATTRIBUTE}]');
if(control&&act[control.getAttribute('${PRE_APP_ATTRIBUTE}')]&&!(event.button||event.ctrlKey||event.metaKey||event.shiftKey||event.altKey)){
event.preventDefault();event.stopPropagation();start();act[control.getAttribute('${PRE_APP_ATTRIBUTE}')](control);return}
var button=target.closest&&target.closest('button');
if(!button||button.type==='submit')return;event.preventDefault();event.stopPropagation();held.push(button);start()},true);
window.${APP_READY_CALLBACK}=function(){ready=true;held.splice(0).forEach(function(button){if(button.isConnected)button.click()})};
if(window.IntersectionObserver)addEventListener('DOMContentLoaded',function(){var seen=new IntersectionObserver(function(entries){
if(entries.some(function(entry){return entry.isIntersecting})){seen.disconnect();start()}});
doc.querySelectorAll('[${APP_NEEDED_ATTRIBUTE}]').forEach(function(part){seen.observe(part)})})})(document.currentScript)`;
