import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { badgedIcon } from '../lib/badged-icon';
import { $secondsLeft } from '../model/session-timeout';
import { usePageHidden } from './use-page-hidden';

const iconLink = () => document.querySelector<HTMLLinkElement>('link[rel="icon"]');

/**
 * Issue 39: a user in another tab or window sees the idle warning's countdown in this tab's title and a badge on its
 * icon. Both come back as they were when the warning ends or the tab is in front again, unless the page has set
 * others meanwhile (the branding of another tenant), which are then left alone.
 */
export function HiddenTabCountdown() {
  const { t } = useTranslation();
  const secondsLeft = useUnit($secondsLeft);
  const hidden = usePageHidden();
  const showing = hidden && secondsLeft !== null;
  const shownTitle = useRef<string | null>(null);
  const originalTitle = useRef('');

  useEffect(() => {
    if (!showing) return;
    originalTitle.current = document.title;
    const link = iconLink();
    const originalIcon = link?.getAttribute('href') ?? null;
    let shownIcon: string | null = null;
    let ended = false;
    void badgedIcon(link?.href ?? '').then((badged) => {
      if (ended || !link || !badged || link.getAttribute('href') !== originalIcon) return;
      shownIcon = badged;
      link.setAttribute('href', badged);
    });
    return () => {
      ended = true;
      if (document.title === shownTitle.current) document.title = originalTitle.current;
      shownTitle.current = null;
      if (link && shownIcon !== null && link.getAttribute('href') === shownIcon && originalIcon !== null) {
        link.setAttribute('href', originalIcon);
      }
    };
  }, [showing]);

  const seconds = Math.max(0, secondsLeft ?? 0);
  useEffect(() => {
    if (!showing) return;
    const title = t('SessionEndingTabTitle', { seconds, title: originalTitle.current });
    shownTitle.current = title;
    document.title = title;
  }, [showing, seconds, t]);
  return null;
}
