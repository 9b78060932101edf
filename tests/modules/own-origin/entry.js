// A plain-JavaScript module that brings its own files and backend (docs/modules.md): its logo and its data from its
// own origin, and a second logo and data from another origin its manifest entry names (`images`, `connect`).

const here = new URL('.', import.meta.url);
/** The same files on the other origin the entry names: 127.0.0.1 in place of localhost. */
const elsewhere = new URL(here.href.replace('//localhost:', '//127.0.0.1:'));

function image(url, alt) {
  const img = document.createElement('img');
  img.alt = alt;
  img.width = 48;
  img.height = 48;
  img.src = new URL('logo.svg', url).href;
  return img;
}

async function message(url) {
  const response = await fetch(new URL('data.json', url));
  return (await response.json()).message;
}

export function mount(container, host) {
  container.dir = host.direction;
  const heading = document.createElement('h1');
  heading.textContent = 'Own origin';
  const own = document.createElement('p');
  const other = document.createElement('p');
  own.dataset.testid = 'own-data';
  other.dataset.testid = 'other-data';
  container.append(heading, image(here, 'Own logo'), image(elsewhere, 'Other logo'), own, other);
  let mounted = true;
  void message(here).then((text) => mounted && (own.textContent = text));
  void message(elsewhere).then((text) => mounted && (other.textContent = text));
  return () => {
    mounted = false;
    container.replaceChildren();
  };
}
