/**
 * Runs in <head> before the first paint, so a dark-mode preference does not flash light. Inline rather than a file:
 * a blocking script file costs a round trip before anything shows. The CSP allows exactly this text, by its hash
 * (src/server/plugins/security-headers.ts).
 */
export const THEME_INIT_SCRIPT =
  "(function(){try{var p=localStorage.getItem('theme');if(p==='dark'||(p!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches))document.documentElement.classList.add('dark')}catch(e){}})();";
