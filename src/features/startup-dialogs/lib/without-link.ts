/**
 * A translated HTML text without its link to `href`: the link goes, and so does the paragraph it leaves empty.
 * Other links and text stay as they are.
 */
export function withoutLinkTo(html: string, href: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  body.querySelectorAll('a').forEach((anchor) => {
    if (anchor.getAttribute('href') !== href) return;
    const parent = anchor.parentElement;
    anchor.remove();
    if (parent && parent !== body && !parent.textContent?.trim()) parent.remove();
  });
  return body.innerHTML;
}
