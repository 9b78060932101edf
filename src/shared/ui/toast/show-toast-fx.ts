import { createEffect } from 'effector';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';

import { showToast, type Toast } from './show-toast';

/**
 * A value put into a toast's text, worked out in the language in effect each time it shows (a page's title: a text
 * per language, or a translation key of its own).
 */
export type ToastTextValue = (language: string, translate: (key: string) => string) => string;

/** A toast a model asks for: its texts are translation keys, shown in the language in effect and following it. */
export interface ToastOfKeys {
  variant: Toast['variant'];
  titleKey?: string;
  messageKey: string;
  /** The message's `{{placeholders}}`. */
  messageValues?: Readonly<Record<string, ToastTextValue>>;
}

/** Re-renders in the new language when it changes (a text translated once would stay in the old one). */
function TranslatedText({ textKey, values }: { textKey: string; values?: ToastOfKeys['messageValues'] }) {
  const { t, i18n } = useTranslation();
  if (!values) return t(textKey);
  const translate = (key: string) => t(key);
  const filled = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, value(i18n.language, translate)]),
  );
  return t(textKey, filled);
}

// Not <Trans>: toasts are plain texts, and Trans brings an HTML parser to every page.
const translated = (key: string, values?: ToastOfKeys['messageValues']) =>
  createElement(TranslatedText, { textKey: key, values });

/**
 * The one way from a model to a toast: sampled from the event that failed (or succeeded), so that each happening
 * shows once. A component that re-read a store in an effect would show it again on every re-render it caused.
 */
export const showToastFx = createEffect(({ variant, titleKey, messageKey, messageValues }: ToastOfKeys) =>
  showToast({
    variant,
    title: titleKey ? translated(titleKey) : undefined,
    message: translated(messageKey, messageValues),
  }),
);
