/**
 * The reader's dark-mode choice, kept in the browser under SPEC §3's storage key `darkMode` ('true' or 'false'),
 * and the script that applies it to the page before its first paint. The web app puts the script in its page's
 * head (vite.config.ts); the server allows exactly this script in its Content Security Policy (app.ts).
 */
export const DARK_MODE_STORAGE_KEY = 'darkMode';

export const COLOR_SCHEME_SCRIPT = `try{document.documentElement.setAttribute('data-mantine-color-scheme',localStorage.getItem('${DARK_MODE_STORAGE_KEY}')==='true'?'dark':'light')}catch(e){}`;
