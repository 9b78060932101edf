import { connectedAppHref } from './rewrite-link';

const ORIGINAL_HREF = 'data-original-href';

function rewrite(anchor: HTMLAnchorElement) {
  const href = anchor.getAttribute('href');
  if (!href) return;
  const target = connectedAppHref(href, anchor.ownerDocument.baseURI);
  if (!target) return;
  anchor.setAttribute(ORIGINAL_HREF, href);
  anchor.setAttribute('href', target);
}

function rewriteWithin(node: Node) {
  if (node instanceof HTMLAnchorElement) rewrite(node);
  if (node instanceof Element || node instanceof Document)
    node.querySelectorAll<HTMLAnchorElement>('a[href]').forEach(rewrite);
}

/**
 * Rewrites links to the community application under `root`, now and as the page changes (modules render their own
 * links). Answers a function that stops watching.
 */
export function rewriteConnectedAppLinks(root: ParentNode & Node): () => void {
  rewriteWithin(root);
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.type === 'attributes') rewriteWithin(mutation.target);
      else mutation.addedNodes.forEach(rewriteWithin);
    }
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['href'] });
  return () => observer.disconnect();
}
