// A framed module that tries everything docs/modules.md (section 9) says it may not do, and writes down what each
// attempt got. The end-to-end test reads the list and checks the shell: nothing of the session crossed, nothing moved.

const attempts = document.getElementById('attempts');
const note = (name, outcome) => {
  const item = document.createElement('li');
  item.dataset.attempt = name;
  item.textContent = `${name}: ${outcome}`;
  attempts.append(item);
};
const tryTo = (name, attempt) => {
  try {
    note(name, `got ${JSON.stringify(attempt() ?? null)}`);
  } catch (error) {
    note(name, `refused (${error.name})`);
  }
};

// Its own origin's storage (which a browser may block to a third party's frame): never the shell's session.
tryTo('own storage', () => localStorage.getItem('TrellisZenAuth') ?? sessionStorage.getItem('TrellisZenAuth'));
tryTo('own cookies', () => (document.cookie.includes('XSRF') ? document.cookie : null));
tryTo('parent storage', () => window.parent.localStorage.getItem('TrellisZenAuth'));
tryTo('parent document', () => window.parent.document.cookie);
tryTo('top location', () => {
  window.top.location = 'https://evil.example/';
});
tryTo('popup', () => (window.open('https://evil.example/', '_blank') === null ? 'no window' : 'a window'));
tryTo('form to top', () => document.getElementById('to-top').submit());

// Forged bridge messages on the window: the shell hears its frame only on the port.
window.parent.postMessage({ type: 'navigate', path: '/preferences', replace: false }, '*');
window.parent.postMessage({ type: 'trellis:connect', hostApiVersion: '1.1.0', moduleId: 'hostile' }, '*');

window.addEventListener('message', (event) => {
  if (event.data?.type !== 'trellis:connect' || event.source !== window.parent || !event.ports[0]) return;
  const port = event.ports[0];
  const answers = new Map();
  port.onmessage = ({ data }) => {
    if (data.type === 'fetch-result') answers.get(data.id)?.(data.status);
    if (data.type === 'context') note('context', Object.keys(data.context).sort().join(','));
  };
  let nextId = 0;
  const fetchThrough = (path, body = null) =>
    new Promise((resolve) => {
      const id = (nextId += 1);
      answers.set(id, resolve);
      port.postMessage({
        type: 'fetch',
        id,
        method: body ? 'POST' : 'GET',
        path,
        headers: [['authorization', 'Bearer x']],
        body,
      });
    });
  port.postMessage({ type: 'hello', requires: null });
  setTimeout(async () => {
    note('granted path', await fetchThrough('/api/content/v1/info/version'));
    note('path not granted', await fetchThrough('/api/access/v1/users/current/tenants'));
    note('path bent with dots', await fetchThrough('/api/content/%2e%2e/access/v1/permissions'));
    note('huge body', await fetchThrough('/api/content/v1/info/version', new ArrayBuffer(2 * 1024 * 1024)));
    port.postMessage({ type: 'steal', what: 'the token' });
    for (let index = 0; index < 1000; index += 1) port.postMessage({ type: 'set-title', text: `flood ${index}` });
    note('done', 'yes');
  }, 0);
});
// Ready, as the SDK says it: the shell answers with the port. Said again at once, as a flood would.
for (let index = 0; index < 50; index += 1) window.parent.postMessage({ type: 'trellis:ready' }, '*');
