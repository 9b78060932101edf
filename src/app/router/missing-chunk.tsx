import { type ComponentType, useEffect, useState } from 'react';

import { PageLoader } from '@/shared/ui';

import { mayReloadForMissingChunk } from '../telemetry/chunk-reload';
import { reportError } from '../telemetry/error-reports';

/**
 * Stands in for a page whose code a deploy removed. Rendered, the address is already the page's: the page loads
 * again there, once (the new build has the page). Within the guard's time it throws instead, and the route's error
 * screen shows (React's caught-error report says which chunk). A failed `lazy` left to the router blanks the app.
 */
export function missingChunkPage(error: unknown): ComponentType {
  return function MissingChunk() {
    const [reloading] = useState(mayReloadForMissingChunk);
    useEffect(() => {
      if (!reloading) return;
      reportError(error, 'chunk-load');
      window.location.reload();
    }, [reloading]);
    if (!reloading) throw error;
    return <PageLoader />;
  };
}
