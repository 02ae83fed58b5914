// Runs before the first paint so a dark-mode preference does not flash light (an external file: the CSP forbids inline scripts).
(function () {
  try {
    var preference = window.localStorage.getItem('theme');
    var prefersDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
    if (preference === 'dark' || (preference !== 'light' && prefersDark)) {
      document.documentElement.classList.add('dark');
    }
  } catch {
    // Storage blocked: the light theme stays.
  }
})();
