import { queryOptions } from '@tanstack/react-query';

import type { RuntimeConfig } from './runtime-config';
import { runtimeConfigQuery } from './runtime-config-query';

/** The addresses the deployment gives the shell to link to (`config.json`'s `links`); each may be absent. */
export type RuntimeLinks = RuntimeConfig['links'];

const linksOf = (config: RuntimeConfig): RuntimeLinks => config.links;

/** The links, read from the one config.json query (runtimeConfigQuery). */
export const runtimeLinksQuery = () => queryOptions({ ...runtimeConfigQuery(), select: linksOf });

/** The origin of an address given as a link (`https://community.example/` → `https://community.example`), or null. */
export const originOf = (address: string | undefined): string | null => (address ? new URL(address).origin : null);
