import { queryOptions } from '@tanstack/react-query';

import { fetchRuntimeConfig, type RuntimeConfig } from './runtime-config';

/** The addresses the deployment gives the shell to link to (`config.json`'s `links`); each may be absent. */
export type RuntimeLinks = RuntimeConfig['links'];

export const fetchRuntimeLinks = async (): Promise<RuntimeLinks> => (await fetchRuntimeConfig()).links;

export const runtimeLinksQuery = () =>
  queryOptions({ queryKey: ['runtime-links'], queryFn: fetchRuntimeLinks, staleTime: Infinity });

/** The origin of an address given as a link (`https://community.example/` → `https://community.example`), or null. */
export const originOf = (address: string | undefined): string | null => (address ? new URL(address).origin : null);
