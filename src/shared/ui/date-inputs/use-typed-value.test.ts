// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { useTypedValue } from './use-typed-value';

type Parse = (text: string) => { date: Date } | { error: string };

const readSlashed: Parse = (text) => {
  const [month, day, year] = text.split('/').map(Number);
  return month && day && year ? { date: new Date(year, month - 1, day) } : { error: 'DateParseError' };
};

/** The hook on a controlled value, as an input holds it, with a parser that comes when `parserCame` is called. */
function renderTyping() {
  const onChange = vi.fn();
  let parserCame: (parse: Parse) => void = () => undefined;
  const parser = new Promise<Parse>((resolve) => {
    parserCame = resolve;
  });
  const loadParser = vi.fn(() => parser);
  const hook = renderHook(() => {
    const [value, setValue] = useState<Date | null>(null);
    return useTypedValue({
      value,
      onChange: (date) => {
        setValue(date);
        onChange(date);
      },
      toText: (date) => date.toDateString(),
      parse: null,
      loadParser,
    });
  });
  const arrive = () => act(async () => parserCame(readSlashed));
  return { ...hook, onChange, loadParser, arrive };
}

describe('useTypedValue before its parser has come', () => {
  it('keeps what is typed, through leaving the input, and reads the last text as the parser comes', async () => {
    const { result, onChange, loadParser, arrive } = renderTyping();
    act(() => result.current.changeText('3/7/202'));
    act(() => result.current.changeText('3/7/2024'));
    expect(loadParser).toHaveBeenCalled();
    act(() => result.current.blur());
    expect(result.current.text).toBe('3/7/2024');
    expect(result.current.typedError).toBeNull();
    expect(onChange).not.toHaveBeenCalled();

    await arrive();
    expect(onChange).toHaveBeenCalledOnce();
    expect(onChange).toHaveBeenLastCalledWith(new Date(2024, 2, 7));
    // Left before it was read: once read, it shows in the input's format, as on leaving.
    expect(result.current.text).toBe(new Date(2024, 2, 7).toDateString());
  });

  it('keeps the text as typed while the input is still being typed in when the parser comes', async () => {
    const { result, onChange, arrive } = renderTyping();
    act(() => result.current.changeText('3/7/2024'));
    await arrive();
    expect(onChange).toHaveBeenLastCalledWith(new Date(2024, 2, 7));
    expect(result.current.text).toBe('3/7/2024');
  });

  it('reads unreadable text as the parser comes, and keeps it with its error', async () => {
    const { result, onChange, arrive } = renderTyping();
    act(() => result.current.changeText('soon'));
    await arrive();
    expect(result.current.typedError).toBe('DateParseError');
    expect(result.current.text).toBe('soon');
    expect(onChange).not.toHaveBeenCalled();
  });

  it("shows the read date in the input's format when the input is left as the parser comes, before a new render", async () => {
    const { result, onChange, arrive } = renderTyping();
    act(() => result.current.changeText('1/2/2065'));
    // The handlers of the render that still showed the text unread: the parser comes, then the input is left, with no
    // render between them (a blur right after typing, as the parser's chunk arrives; seen in date-inputs.spec).
    const rendered = result.current;
    await act(async () => {
      await arrive();
      rendered.blur();
    });
    expect(onChange).toHaveBeenLastCalledWith(new Date(2065, 0, 2));
    expect(result.current.text).toBe(new Date(2065, 0, 2).toDateString());
  });

  it('clears without the parser: an empty input needs no reading', () => {
    const { result, loadParser } = renderTyping();
    act(() => result.current.changeText('  '));
    expect(loadParser).not.toHaveBeenCalled();
    expect(result.current.typedError).toBeNull();
  });
});
