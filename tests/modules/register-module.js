// A business module with pages of its own, written from docs/modules.md alone as plain JavaScript: a list of items
// and a page per item below its path, a draft note it must not lose. The end-to-end tests serve it from another
// origin and count its mounts (one per visit) and what its session-ending handler saw.

const ITEMS = [
  { id: '1', name: { 'en-us': 'Gate valve', ar: 'صمام البوابة' } },
  { id: '2', name: { 'en-us': 'Pressure gauge', ar: 'مقياس الضغط' } },
  { id: '3', name: { 'en-us': 'Relief valve', ar: 'صمام التنفيس' } },
];

const TEXTS = {
  'en-us': {
    register: 'Register',
    back: 'Back to the register',
    next: 'Next item',
    note: 'Draft note',
    save: 'Save note',
    saved: 'Note saved',
  },
  ar: {
    register: 'السجل',
    back: 'العودة إلى السجل',
    next: 'العنصر التالي',
    note: 'مسودة ملاحظة',
    save: 'حفظ الملاحظة',
    saved: 'تم حفظ الملاحظة',
  },
};

const text = (host, key) => (TEXTS[host.language] ?? TEXTS['en-us'])[key];
const nameOf = (host, item) => item.name[host.language] ?? item.name['en-us'];

/** What the tests read: outside the product's prefix, so that a logout does not clear it. */
const LOG_KEY = 'register-module-log';
const log = (entry) => {
  const entries = JSON.parse(sessionStorage.getItem(LOG_KEY) ?? '[]');
  sessionStorage.setItem(LOG_KEY, JSON.stringify([...entries, entry]));
};

export function mount(container, host) {
  window.registerMounts = (window.registerMounts ?? 0) + 1;
  let draft = '';

  const link = (label, path) => {
    const anchor = document.createElement('a');
    anchor.href = `${host.basePath}/${path}`;
    anchor.textContent = label;
    anchor.addEventListener('click', (event) => {
      event.preventDefault();
      host.navigate(path);
    });
    return anchor;
  };

  const renderList = () => {
    host.setTitle(null);
    const heading = document.createElement('h1');
    heading.textContent = text(host, 'register');
    const list = document.createElement('ul');
    for (const item of ITEMS) {
      const entry = document.createElement('li');
      entry.append(link(nameOf(host, item), `items/${item.id}`));
      list.append(entry);
    }
    container.append(heading, list);
  };

  const renderItem = (item) => {
    host.setTitle(nameOf(host, item));
    const heading = document.createElement('h1');
    heading.textContent = nameOf(host, item);
    const next = ITEMS[(ITEMS.indexOf(item) + 1) % ITEMS.length];
    const nextButton = document.createElement('button');
    nextButton.textContent = text(host, 'next');
    nextButton.addEventListener('click', () => host.navigate(`items/${next.id}`));
    const label = document.createElement('label');
    label.textContent = text(host, 'note');
    const note = document.createElement('textarea');
    note.value = draft;
    label.append(note);
    note.addEventListener('input', () => {
      draft = note.value;
      host.setUnsaved(draft !== '');
    });
    const save = document.createElement('button');
    save.textContent = text(host, 'save');
    const status = document.createElement('p');
    status.setAttribute('role', 'status');
    save.addEventListener('click', () => {
      draft = '';
      host.setUnsaved(false);
      status.textContent = text(host, 'saved');
    });
    container.append(heading, link(text(host, 'back'), ''), nextButton, label, save, status);
  };

  const render = () => {
    container.dir = host.direction;
    container.replaceChildren();
    const id = /^\/items\/([^/]+)$/.exec(host.location.pathname)?.[1];
    const item = ITEMS.find((candidate) => candidate.id === id);
    if (item) renderItem(item);
    else renderList();
  };
  render();
  const stopListening = host.subscribe((_context, change) => {
    if (change === 'location' || change === 'language') {
      draft = '';
      host.setUnsaved(false);
      render();
    }
  });
  const stopSaving = host.onSessionEnding(async (reason) => {
    await Promise.resolve();
    log({ reason, draft, signedIn: localStorage.getItem('TrellisZenAuth') !== null });
  });

  return () => {
    stopSaving();
    stopListening();
    container.replaceChildren();
  };
}
