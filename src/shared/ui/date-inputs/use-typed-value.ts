import { useState } from 'react';

interface TypedValueOptions<TError> {
  value: Date | null;
  onChange: (date: Date | null) => void;
  toText: (date: Date) => string;
  parse: (text: string) => { date: Date } | { error: TError };
}

interface Typed<TError> {
  text: string;
  date: Date | null;
  error: TError | null;
}

const sameInstant = (a: Date | null, b: Date | null) => a?.getTime() === b?.getTime();

/**
 * The text of a typed date or time input: what the user typed while it stands for `value`, else `value` as text.
 * Text that cannot be read stays as typed, with its error, for the user to correct.
 */
export function useTypedValue<TError>({ value, onChange, toText, parse }: TypedValueOptions<TError>) {
  const [typed, setTyped] = useState<Typed<TError> | null>(null);
  const [touched, setTouched] = useState(false);
  const current = typed !== null && sameInstant(typed.date, value) ? typed : null;

  const changeText = (text: string) => {
    const parsed = text.trim() === '' ? { date: null } : parse(text);
    const date = 'date' in parsed ? parsed.date : null;
    setTyped({ text, date, error: 'error' in parsed ? parsed.error : null });
    if (!sameInstant(date, value)) onChange(date);
  };
  const pick = (date: Date | null) => {
    setTyped(null);
    setTouched(true);
    onChange(date);
  };
  // Text that was read shows again in the input's format on leaving the input.
  const blur = () => {
    setTouched(true);
    if (current?.error == null) setTyped(null);
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
