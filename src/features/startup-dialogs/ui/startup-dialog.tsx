import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { AppButton, type AppButtonColor, AppModal } from '@/shared/ui';

/** A button of a startup dialog, and the answer it gives. */
export interface StartupDialogChoice<Answer> {
  answer: Answer;
  labelKey: string;
  color: AppButtonColor;
}

interface StartupDialogProps<Answer> {
  titleKey: string;
  onAnswer: (answer: NoInfer<Answer>) => void;
  /** The answer of closing the dialog without a button: its close button, Escape, a click outside, navigation. */
  answerOnClose: NoInfer<Answer>;
  /** In the order the buttons show. */
  choices: readonly StartupDialogChoice<Answer>[];
  children: ReactNode;
}

/** The frame of every startup dialog: an extra-small modal whose buttons, and closing it, each give an answer. */
export function StartupDialog<Answer>({
  titleKey,
  onAnswer,
  answerOnClose,
  choices,
  children,
}: StartupDialogProps<Answer>) {
  const { t } = useTranslation();
  return (
    <AppModal
      open
      onClose={() => onAnswer(answerOnClose)}
      size="x-small"
      title={t(titleKey)}
      actions={choices.map(({ answer, labelKey, color }) => (
        <AppButton key={labelKey} color={color} onClick={() => onAnswer(answer)}>
          {t(labelKey)}
        </AppButton>
      ))}
    >
      {children}
    </AppModal>
  );
}
