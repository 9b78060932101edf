import { connectedAppHref } from './rewrite-link';

const ORIGINAL_HREF = 'data-original-href';

function rewrite(anchor: HTMLAnchorElement, appOrigin: string) {
  const href = anchor.getAttribute('href');
  if (!href) return;
  const target = connectedAppHref(href, anchor.ownerDocument.baseURI, appOrigin);
  if (!target) return;
  anchor.setAttribute(ORIGINAL_HREF, href);
  anchor.setAttribute('href', target);
}

function rewriteWithin(node: Node, appOrigin: string) {
  if (node instanceof HTMLAnchorElement) rewrite(node, appOrigin);
  if (node instanceof Element || node instanceof Document)
    node.querySelectorAll<HTMLAnchorElement>('a[href]').forEach((anchor) => rewrite(anchor, appOrigin));
}

/**
 * Rewrites links to the community application under `root`, now and as the page changes (modules render their own
 * links). Answers a function that stops watching.
 */
export function rewriteConnectedAppLinks(root: ParentNode & Node, appOrigin: string): () => void {
  rewriteWithin(root, appOrigin);
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.type === 'attributes') rewriteWithin(mutation.target, appOrigin);
      else mutation.addedNodes.forEach((node) => rewriteWithin(node, appOrigin));
    }
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['href'] });
  return () => observer.disconnect();
}
