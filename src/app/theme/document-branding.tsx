import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';

import { brandingQuery, loginPageResourcesQuery } from '@/entities/branding';
import { $pageTitle, type PageTitle } from '@/entities/page-history';
import { $tenantGuid } from '@/entities/session';
import { appBasePath, PRODUCT_NAME } from '@/shared/config';
import { sanitizeUrl } from '@/shared/lib/sanitize';

const DEFAULT_FAVICON = `${appBasePath()}favicon.svg`;

/** A hosted module's page that named itself (`host.setTitle`): `<text> – <module title> – <product>`. */
const documentTitleOf = (product: string, page: PageTitle | null) =>
  page?.title ? [page.title, page.moduleTitle, product].filter(Boolean).join(' – ') : product;

/** The tab's title and icon: the resources' tabTitle and favicon, else the branding's page title, else the product. */
export function DocumentBranding() {
  const [tenantGuid, pageTitle] = useUnit([$tenantGuid, $pageTitle]);
  const { data: branding } = useQuery(brandingQuery(tenantGuid));
  const { data: resources } = useQuery(loginPageResourcesQuery(tenantGuid));
  const tabTitle = resources?.find((item) => item.tabTitle)?.tabTitle;
  const favicon = resources?.find((item) => item.favicon)?.favicon;
  const title = documentTitleOf(tabTitle ?? branding?.pageTitle ?? PRODUCT_NAME, pageTitle);
  // The resources' favicon is sanitised where it is read; again here, where it is written into the document.
  const icon = (favicon && sanitizeUrl('image-url', favicon)) || DEFAULT_FAVICON;

  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (link) link.href = icon;
  }, [icon]);
  return null;
}
