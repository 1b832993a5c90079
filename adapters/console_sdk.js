/* The page SDK of the standalone Memory Console (`main.py console`): the same `langbot` object the
   Memory Console page uses inside LangBot, answered by this process's HTTP API with the console token.
   The token arrives once in the address (#token=...), is kept for this tab only, and leaves the address bar. */
(function () {
  'use strict';
  var KEY = 'ltm-console-token';
  var token = '';
  var found = /[#&]token=([^&]+)/.exec(window.location.hash);
  if (found) {
    token = decodeURIComponent(found[1]);
    try { window.sessionStorage.setItem(KEY, token); } catch (e) { /* storage refused: the token lives until reload */ }
    window.history.replaceState(null, '', window.location.pathname);
  } else {
    try { token = window.sessionStorage.getItem(KEY) || ''; } catch (e) { token = ''; }
  }
  var dark = !!(window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var colours = dark
    ? { bg: '#0a0a0a', 'bg-card': '#171717', text: '#fafafa', 'text-muted': '#a1a1aa', border: '#27272a', accent: '#3b82f6' }
    : { bg: '#ffffff', 'bg-card': '#f8fafc', text: '#0a0a0a', 'text-muted': '#71717a', border: '#e4e4e7', accent: '#2563eb' };
  Object.keys(colours).forEach(function (name) { document.documentElement.style.setProperty('--langbot-' + name, colours[name]); });
  window.langbot = {
    theme: dark ? 'dark' : 'light',
    language: navigator.language || 'en-US',
    onReady: function (callback) {
      var context = { theme: this.theme, language: this.language };
      window.setTimeout(function () { callback(context); }, 0);
    },
    api: function (endpoint, body) {
      return fetch('/api/console' + endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer ' + token },
        body: JSON.stringify(body || {})
      }).then(function (response) {
        return response.json().then(function (answer) {
          if (!response.ok) throw new Error(answer.error || ('HTTP ' + response.status));
          return answer.data;
        });
      });
    }
  };
})();
