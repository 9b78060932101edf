import { createEffect } from 'effector';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';

import { showToast, type Toast } from './show-toast';

/** A toast a model asks for: its texts are translation keys, shown in the language in effect and following it. */
export interface ToastOfKeys {
  variant: Toast['variant'];
  titleKey?: string;
  messageKey: string;
}

/** Re-renders in the new language when it changes (a text translated once would stay in the old one). */
function TranslatedText({ textKey }: { textKey: string }) {
  return useTranslation().t(textKey);
}

// Not <Trans>: toasts are plain texts, and Trans brings an HTML parser to every page.
const translated = (key: string) => createElement(TranslatedText, { textKey: key });

/**
 * The one way from a model to a toast: sampled from the event that failed (or succeeded), so that each happening
 * shows once. A component that re-read a store in an effect would show it again on every re-render it caused.
 */
export const showToastFx = createEffect(({ variant, titleKey, messageKey }: ToastOfKeys) =>
  showToast({ variant, title: titleKey ? translated(titleKey) : undefined, message: translated(messageKey) }),
);
