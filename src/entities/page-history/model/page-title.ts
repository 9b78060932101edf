import { createEvent, createStore } from 'effector';

import type { VisitTitle } from '../lib/page-history';

/** The open page's own title, for the recently visited list and (a hosted module's text) the document's title. */
export interface PageTitle extends VisitTitle {
  /** The page's address (path and query), as the page history keys it. */
  url: string;
  /** The title of the module the page belongs to, in the user's language; null when the page names none. */
  moduleTitle: string | null;
}

export const pageTitled = createEvent<PageTitle>();
/** The title the open page gave itself; a page that gave none (yet) has none. */
export const $pageTitle = createStore<PageTitle | null>(null).on(pageTitled, (_, title) => title);
