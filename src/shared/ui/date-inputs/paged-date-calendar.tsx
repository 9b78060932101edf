import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { IconButton, Stack, Typography, useTheme } from '@mui/material';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import type { DateView } from '@mui/x-date-pickers/models';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DATE_VIEWS, YEARS_PER_PAGE, YEARS_PER_ROW } from './config';

interface PagedDateCalendarProps {
  value: Date | null;
  onPick: (date: Date | null) => void;
  min: Date;
  max: Date;
  filter?: (date: Date) => boolean;
}

/** Pages of fifteen years, counted from the first year allowed. */
const pageStartOf = (year: number, minYear: number) =>
  year - ((((year - minYear) % YEARS_PER_PAGE) + YEARS_PER_PAGE) % YEARS_PER_PAGE);
const later = (a: Date, b: Date) => (a > b ? a : b);
const earlier = (a: Date, b: Date) => (a < b ? a : b);

/** MUI's calendar, whose year view shows fifteen years at a time with buttons for the previous and next fifteen. */
export function PagedDateCalendar({ value, onPick, min, max, filter }: PagedDateCalendarProps) {
  const { t } = useTranslation();
  const isRtl = useTheme().direction === 'rtl';
  const [view, setView] = useState<DateView>('day');
  const [pageStart, setPageStart] = useState(() => pageStartOf((value ?? new Date()).getFullYear(), min.getFullYear()));
  const pageEnd = pageStart + YEARS_PER_PAGE - 1;
  const onYears = view === 'year';
  const [Back, Forward] = isRtl ? [ChevronRight, ChevronLeft] : [ChevronLeft, ChevronRight];

  return (
    <Stack>
      {onYears && (
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 1 }}>
          <IconButton
            aria-label={t('DatePreviousYears', { count: YEARS_PER_PAGE })}
            disabled={pageStart <= min.getFullYear()}
            onClick={() => setPageStart(pageStart - YEARS_PER_PAGE)}
          >
            <Back />
          </IconButton>
          <Typography aria-live="polite">{`${pageStart} – ${pageEnd}`}</Typography>
          <IconButton
            aria-label={t('DateNextYears', { count: YEARS_PER_PAGE })}
            disabled={pageEnd >= max.getFullYear()}
            onClick={() => setPageStart(pageStart + YEARS_PER_PAGE)}
          >
            <Forward />
          </IconButton>
        </Stack>
      )}
      <DateCalendar
        value={value}
        onChange={(date, selection) => {
          if (selection === 'finish') onPick(date);
        }}
        view={view}
        onViewChange={setView}
        minDate={onYears ? later(min, new Date(pageStart, 0, 1)) : min}
        maxDate={onYears ? earlier(max, new Date(pageEnd, 11, 31)) : max}
        shouldDisableDate={filter && ((date) => !filter(date))}
        views={DATE_VIEWS}
        yearsPerRow={YEARS_PER_ROW}
        autoFocus
      />
    </Stack>
  );
}
