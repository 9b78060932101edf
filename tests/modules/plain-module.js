// A business module as a team writes it from docs/modules.md alone: plain JavaScript, nothing of the shell's source,
// no build. The end-to-end tests serve it from a port of its own and name it in TRELLIS_MODULES.

const TEXTS = {
  'en-us': {
    hello: 'Hello from a plain module, {name}',
    version: 'Platform version: {version}',
    ask: 'Ask the platform',
    page: 'This page: {page}',
  },
  ar: {
    hello: 'مرحبًا من وحدة بسيطة، {name}',
    version: 'إصدار المنصة: {version}',
    ask: 'اسأل المنصة',
    page: 'هذه الصفحة: {page}',
  },
};

const text = (language, key, values = {}) =>
  (TEXTS[language] ?? TEXTS['en-us'])[key].replace(/\{(\w+)\}/g, (_, name) => values[name] ?? '');

export function mount(container, host) {
  const heading = document.createElement('h1');
  const button = document.createElement('button');
  const where = document.createElement('p');
  const answer = document.createElement('p');
  answer.setAttribute('role', 'status');
  container.append(heading, where, button, answer);

  const render = () => {
    container.dir = host.direction;
    heading.textContent = text(host.language, 'hello', { name: host.user.name ?? host.user.email });
    button.textContent = text(host.language, 'ask');
    // host.location: the address below host.basePath ('' at the base).
    where.textContent = text(host.language, 'page', { page: host.location.pathname || '/' });
  };
  render();
  const stopListening = host.subscribe(render);

  button.addEventListener('click', async () => {
    const response = await host.fetch('/api/content/v1/info/version');
    const version = await response.text();
    answer.textContent = text(host.language, 'version', { version });
  });

  // Before a logout, an idle logoff, a switch: the shell waits for this (3 s at most). A key with the product's prefix,
  // so that the logout that follows clears it.
  const stopSaving = host.onSessionEnding((reason) => sessionStorage.setItem('Trellis:plain:ending', reason));

  // A module's own listeners and timers: its unmount must end them (the tests count what happens after).
  window.plainModuleTicks = 0;
  window.plainModuleResizes = 0;
  const tick = setInterval(() => (window.plainModuleTicks += 1), 50);
  const onResize = () => (window.plainModuleResizes += 1);
  window.addEventListener('resize', onResize);

  return () => {
    clearInterval(tick);
    window.removeEventListener('resize', onResize);
    stopSaving();
    stopListening();
    container.replaceChildren();
  };
}
