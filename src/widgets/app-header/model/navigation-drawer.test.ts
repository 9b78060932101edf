import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';

import { $navigationDrawerOpen, navigationDrawerClosed, navigationDrawerOpened } from './navigation-drawer';

describe('navigation drawer', () => {
  it('starts closed, opens from the menu button and closes again', async () => {
    const scope = fork();
    expect(scope.getState($navigationDrawerOpen)).toBe(false);
    await allSettled(navigationDrawerOpened, { scope });
    expect(scope.getState($navigationDrawerOpen)).toBe(true);
    await allSettled(navigationDrawerClosed, { scope });
    expect(scope.getState($navigationDrawerOpen)).toBe(false);
  });

  it('is open in one scope only', async () => {
    const opened = fork();
    const other = fork();
    await allSettled(navigationDrawerOpened, { scope: opened });
    expect(other.getState($navigationDrawerOpen)).toBe(false);
  });
});
