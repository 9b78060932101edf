// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { currentTrace, startTrace, startTracesOnUserActions, traceparentOfRequest } from './trace-context';

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/;

describe('trace context', () => {
  it('gives each request a traceparent of the current trace with a span id of its own', () => {
    const first = TRACEPARENT.exec(traceparentOfRequest());
    const second = TRACEPARENT.exec(traceparentOfRequest());
    expect(first?.[1]).toBe(currentTrace());
    expect(second?.[1]).toBe(first?.[1]);
    expect(second?.[2]).not.toBe(first?.[2]);
    expect(first?.[1]).not.toMatch(/^0+$/);
  });

  it('starts a new trace at a click, a submitted form, Enter and going back, not at other keys', () => {
    const stop = startTracesOnUserActions(window);
    const traceAfter = (event: Event) => {
      const before = currentTrace();
      document.body.dispatchEvent(event);
      return currentTrace() === before ? 'same' : 'new';
    };
    expect(traceAfter(new MouseEvent('click', { bubbles: true }))).toBe('new');
    expect(traceAfter(new Event('submit', { bubbles: true }))).toBe('new');
    expect(traceAfter(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))).toBe('new');
    expect(traceAfter(new KeyboardEvent('keydown', { key: 'a', bubbles: true }))).toBe('same');
    const before = currentTrace();
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(currentTrace()).not.toBe(before);
    stop();
    expect(traceAfter(new MouseEvent('click', { bubbles: true }))).toBe('same');
  });

  it('is new before the handlers of the action run, so that their requests join it', () => {
    const stop = startTracesOnUserActions(window);
    const button = document.createElement('button');
    document.body.append(button);
    const before = currentTrace();
    let seenByHandler = '';
    button.addEventListener('click', () => (seenByHandler = TRACEPARENT.exec(traceparentOfRequest())?.[1] ?? ''));
    button.click();
    expect(seenByHandler).not.toBe(before);
    expect(seenByHandler).toBe(currentTrace());
    stop();
    startTrace();
  });
});
