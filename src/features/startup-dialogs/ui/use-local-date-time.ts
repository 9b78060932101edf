import { useTranslation } from 'react-i18next';

/** Formats an ISO instant in the user's local time zone and language. */
export function useLocalDateTime() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso: string) => format.format(new Date(iso));
}
