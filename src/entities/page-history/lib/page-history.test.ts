import { describe, expect, it } from 'vitest';

import { recentVisits, recordVisit, titleVisit } from './page-history';

const now = Date.UTC(2026, 10, 23, 12);
/** Section 9's age limit, written out: a changed constant must fail here. */
const FOURTEEN_DAYS_MS = 14 * 24 * 60 * 60 * 1000;

describe('page history', () => {
  it('puts a visit first and moves a revisited page to the front', () => {
    let history = recordVisit([], '/a', now - 2);
    history = recordVisit(history, '/b', now - 1);
    history = recordVisit(history, '/a', now);
    expect(history).toEqual([
      { url: '/a', timestamp: now },
      { url: '/b', timestamp: now - 1 },
    ]);
  });

  it('keeps the newest 100 entries', () => {
    let history = recordVisit([], '/page-0', now - 1000);
    for (let i = 1; i <= 100; i += 1) history = recordVisit(history, `/page-${i}`, now - 1000 + i);
    expect(history).toHaveLength(100);
    expect(history[0]?.url).toBe('/page-100');
    expect(history.some((visit) => visit.url === '/page-0')).toBe(false);
  });

  it('keeps visits of the last 14 days, up to exactly 14 days old', () => {
    const history = [
      { url: '/exactly-14-days', timestamp: now - FOURTEEN_DAYS_MS },
      { url: '/older', timestamp: now - FOURTEEN_DAYS_MS - 1 },
    ];
    expect(recentVisits(history, now).map((visit) => visit.url)).toEqual(['/exactly-14-days']);
    expect(recordVisit(history, '/new', now).map((visit) => visit.url)).toEqual(['/new', '/exactly-14-days']);
  });

  it('lists a page by the title it gave itself, and keeps that title when the page is visited again', () => {
    let history = recordVisit([], '/register/items/2', now - 2);
    history = recordVisit(history, '/register', now - 1);
    history = titleVisit(history, '/register/items/2', { title: 'Item 2' });
    history = recordVisit(history, '/register/items/2', now);
    expect(history).toEqual([
      { url: '/register/items/2', timestamp: now, title: 'Item 2', titleKey: undefined },
      { url: '/register', timestamp: now - 1, title: undefined, titleKey: undefined },
    ]);
    expect(titleVisit(history, '/elsewhere', { titleKey: 'X' })).toEqual(history);
  });
});
