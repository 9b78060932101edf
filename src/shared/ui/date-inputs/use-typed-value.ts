import { useRef, useState } from 'react';

type Parsed<TError> = { date: Date } | { error: TError };
type Parse<TError> = (text: string) => Parsed<TError>;

interface TypedValueOptions<TError> {
  value: Date | null;
  onChange: (date: Date | null) => void;
  toText: (date: Date) => string;
  /** Null while the parser is still loading: what is typed meanwhile is kept, and read as the parser comes. */
  parse: Parse<TError> | null;
  /** Loads the parser, when text is typed before it has come. */
  loadParser?: () => Promise<Parse<TError>>;
}

interface Typed<TError> {
  text: string;
  date: Date | null;
  error: TError | null;
  /** Typed before the parser came: not read yet. */
  unread: boolean;
}

const sameInstant = (a: Date | null, b: Date | null) => a?.getTime() === b?.getTime();

/**
 * The text of a typed date or time input: what the user typed while it stands for `value`, else `value` as text.
 * Text that cannot be read stays as typed, with its error, for the user to correct.
 */
export function useTypedValue<TError>({ value, onChange, toText, parse, loadParser }: TypedValueOptions<TError>) {
  const [typed, setTyped] = useState<Typed<TError> | null>(null);
  const [touched, setTouched] = useState(false);
  const current = typed !== null && sameInstant(typed.date, value) ? typed : null;

  // The text typed last before the parser came: only it is read as the parser comes.
  const unreadText = useRef<string | null>(null);
  // Whether the input was left before that text was read: once read, it shows in the input's format, as on leaving.
  const leftUnread = useRef(false);

  const read = (text: string, parseText: Parse<TError> | null) => {
    const parsed = text.trim() === '' || !parseText ? { date: null } : parseText(text);
    const date = 'date' in parsed ? parsed.date : null;
    const error = 'error' in parsed ? parsed.error : null;
    setTyped({ text, date, error, unread: false });
    if (!sameInstant(date, value)) onChange(date);
    return error;
  };
  const changeText = (text: string) => {
    unreadText.current = null;
    leftUnread.current = false;
    if (parse || text.trim() === '' || !loadParser) {
      read(text, parse);
      return;
    }
    unreadText.current = text;
    setTyped({ text, date: value, error: null, unread: true });
    // A parser that fails to load is reported by its loader; the text stays as typed.
    loadParser().then(
      (loaded) => {
        if (unreadText.current !== text) return;
        unreadText.current = null;
        if (read(text, loaded) === null && leftUnread.current) setTyped(null);
      },
      () => undefined,
    );
  };

  const pick = (date: Date | null) => {
    unreadText.current = null;
    setTyped(null);
    setTouched(true);
    onChange(date);
  };
  // Text that was read shows again in the input's format on leaving the input; unread text stays as typed. Judged by
  // the latest state, not this render's: the parser may have come and read the text since this render.
  const blur = () => {
    setTouched(true);
    leftUnread.current = unreadText.current !== null;
    if (!leftUnread.current) setTyped((latest) => (latest?.error != null ? latest : null));
  };
  return {
    text: current?.text ?? (value ? toText(value) : ''),
    typedError: current?.error ?? null,
    touched,
    changeText,
    pick,
    blur,
  };
}
