import { mswServer } from '@test-support/msw-server';
import { renderWithProviders } from '@test-support/render-with-providers';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addYears, format } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { loadDateInputParser } from '@/shared/lib/dates';

import enDates from '../../../../server/seed/translations/en-us/dates.json';
import { DateInput, type DateInputProps } from './date-input';
import { type DateRange, DateRangeInput } from './date-range-input';
import { TimeInput } from './time-input';

beforeEach(() => {
  mswServer.use(
    http.get('*/api/globalization/v1/translations/:lang', () => HttpResponse.json({ translations: enDates })),
  );
});

function ControlledDate(props: Partial<DateInputProps> & { onValue?: (date: Date | null) => void }) {
  const [value, setValue] = useState<Date | null>(props.value ?? null);
  return (
    <DateInput
      label="Due date"
      format="MM/DD/YYYY"
      {...props}
      value={value}
      onChange={(date) => {
        setValue(date);
        props.onValue?.(date);
      }}
    />
  );
}

const dateBox = (name = /Due date/) => screen.getByRole('textbox', { name });
/**
 * Types into a box as a user does: the box takes the focus (a date box loads its parser then), the text is read once
 * the parser has come, and the box is left.
 */
const typeInto = async (box: HTMLElement, text: string) => {
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: text } });
  await act(() => loadDateInputParser());
  fireEvent.blur(box);
};

describe('DateInput', () => {
  it('reads a date in the user format and shows it again in that format', async () => {
    const onValue = vi.fn();
    await renderWithProviders(<ControlledDate onValue={onValue} />);
    await typeInto(dateBox(), '3/7/2024');
    expect(onValue).toHaveBeenLastCalledWith(new Date(2024, 2, 7));
    expect(dateBox()).toHaveValue('03/07/2024');
  });

  it.each([
    ['01/02/65', 2065],
    ['01/02/69', 2069],
    ['01/02/70', 1970],
    ['01/02/99', 1999],
  ])('reads the two-digit year of %s as %i', async (text, year) => {
    const onValue = vi.fn();
    await renderWithProviders(<ControlledDate onValue={onValue} />);
    await typeInto(dateBox(), text);
    expect(onValue).toHaveBeenLastCalledWith(new Date(year, 0, 2));
  });

  it('accepts an ISO 8601 date whatever the user format', async () => {
    const onValue = vi.fn();
    await renderWithProviders(<ControlledDate format="DD.MM.YYYY" onValue={onValue} />);
    await typeInto(dateBox(), '2024-12-31');
    expect(onValue).toHaveBeenLastCalledWith(new Date(2024, 11, 31));
    expect(dateBox()).toHaveValue('31.12.2024');
  });

  it('keeps text it cannot read, with a parse error', async () => {
    await renderWithProviders(<ControlledDate />);
    await typeInto(dateBox(), '31/31/2024');
    expect(dateBox()).toHaveValue('31/31/2024');
    expect(dateBox()).toHaveAccessibleDescription('Enter a date as MM/DD/YYYY, or as YYYY-MM-DD.');
    expect(dateBox()).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a date before 1 January 1900 and after today plus a hundred years', async () => {
    await renderWithProviders(<ControlledDate />);
    await typeInto(dateBox(), '12/31/1899');
    expect(dateBox()).toHaveAccessibleDescription('Enter a date on or after 01/01/1900.');
    const tooLate = addYears(new Date(), 100);
    tooLate.setDate(tooLate.getDate() + 1);
    await typeInto(dateBox(), format(tooLate, 'MM/dd/yyyy'));
    expect(dateBox()).toHaveAccessibleDescription(
      `Enter a date on or before ${format(addYears(new Date(), 100), 'MM/dd/yyyy')}.`,
    );
    await typeInto(dateBox(), '01/01/1900');
    expect(dateBox()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a date its filter rejects', async () => {
    await renderWithProviders(<ControlledDate filter={(date) => date.getDay() !== 0} />);
    await typeInto(dateBox(), '11/22/2026');
    expect(dateBox()).toHaveAccessibleDescription('This date cannot be chosen.');
  });

  it('asks for a required date only once the user has been there', async () => {
    await renderWithProviders(<ControlledDate required />);
    expect(dateBox()).toBeRequired();
    expect(dateBox()).not.toHaveAttribute('aria-invalid', 'true');
    fireEvent.blur(dateBox());
    expect(dateBox()).toHaveAccessibleDescription('Enter a date.');
  });

  it('opens a calendar starting on Sunday; picking a day fills the input and gives the focus back', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ControlledDate value={new Date(2026, 10, 22)} />);
    const button = screen.getByRole('button', { name: 'Choose Due date from a calendar' });
    await user.click(button);
    const calendar = await screen.findByRole('dialog', { name: 'Choose Due date from a calendar' });
    // The calendar's code loads as it opens: the popup shows before it.
    const weekdays = await within(calendar).findAllByRole('columnheader');
    expect(weekdays[0]).toHaveAttribute('aria-label', 'Sunday');
    await user.click(screen.getByRole('gridcell', { name: '25' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(dateBox()).toHaveValue('11/25/2026');
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('starts the week on Sunday in German too, whose weeks start on Monday', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ControlledDate value={new Date(2026, 10, 22)} />, { language: 'de' });
    await user.click(screen.getByRole('button', { name: 'Choose Due date from a calendar' }));
    const calendar = await screen.findByRole('dialog');
    // German's names load on demand: the calendar shows once they are there.
    await waitFor(() =>
      expect(calendar.querySelector('[role="columnheader"]')).toHaveAttribute('aria-label', 'Sonntag'),
    );
  });

  it('steps through the years fifteen at a time, counted from 1900', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    await renderWithProviders(<ControlledDate value={new Date(2026, 10, 22)} onValue={onValue} />);
    await user.click(screen.getByRole('button', { name: 'Choose Due date from a calendar' }));
    await user.click(await screen.findByRole('button', { name: 'Calendar view is open, switch to year view' }));
    expect(await screen.findByText('2020 – 2034')).toBeInTheDocument();
    const years = screen.getAllByRole('radio').map((year) => year.textContent);
    expect(years).toEqual(Array.from({ length: 15 }, (_, index) => String(2020 + index)));
    await user.click(screen.getByRole('button', { name: 'Next 15 years' }));
    expect(screen.getByText('2035 – 2049')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '2036' }));
    await user.click(await screen.findByRole('radio', { name: 'March' }));
    await user.click(await screen.findByRole('gridcell', { name: '4' }));
    expect(onValue).toHaveBeenLastCalledWith(new Date(2036, 2, 4));
  });

  it.each([
    ['Escape', '{Escape}'],
    ['Alt+Up', '{Alt>}{ArrowUp}{/Alt}'],
  ])('closes its calendar on %s and gives the focus back', async (_name, keys) => {
    const user = userEvent.setup();
    await renderWithProviders(<ControlledDate />);
    const button = screen.getByRole('button', { name: 'Choose Due date from a calendar' });
    await user.click(button);
    await screen.findByRole('dialog');
    await user.keyboard(keys);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('closes its calendar on a click on the backdrop', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ControlledDate />);
    await user.click(screen.getByRole('button', { name: 'Choose Due date from a calendar' }));
    await screen.findByRole('dialog');
    const backdrop = document.querySelector('.MuiBackdrop-root');
    expect(backdrop).not.toBeNull();
    await user.click(backdrop as Element);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

function ControlledRange({ required }: { required?: boolean }) {
  const [range, setRange] = useState<DateRange>({ start: null, end: null });
  return (
    <DateRangeInput
      startLabel="From"
      endLabel="Until"
      format="MM/DD/YYYY"
      value={range}
      onChange={setRange}
      required={required}
    />
  );
}

describe('DateRangeInput', () => {
  it('as an optional filter shows no asterisk and may stay empty', async () => {
    await renderWithProviders(<ControlledRange />);
    expect(screen.queryByText('*')).toBeNull();
    for (const box of [dateBox(/From/), dateBox(/Until/)]) {
      expect(box).not.toBeRequired();
      fireEvent.blur(box);
      expect(box).not.toHaveAttribute('aria-invalid', 'true');
    }
  });

  it('as a required range marks both inputs and asks for both dates', async () => {
    await renderWithProviders(<ControlledRange required />);
    expect(screen.getAllByText('*')).toHaveLength(2);
    expect(dateBox(/From/)).toBeRequired();
    fireEvent.blur(dateBox(/From/));
    expect(dateBox(/From/)).toHaveAccessibleDescription('Enter a date.');
  });

  it('needs both dates', async () => {
    await renderWithProviders(<ControlledRange />);
    await typeInto(dateBox(/From/), '01/10/2026');
    fireEvent.blur(dateBox(/Until/));
    expect(dateBox(/Until/)).toHaveAccessibleDescription('Enter a date.');
    expect(dateBox(/From/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a start after the end on both inputs, and keeps what was typed', async () => {
    await renderWithProviders(<ControlledRange />);
    await typeInto(dateBox(/From/), '01/10/2026');
    await typeInto(dateBox(/Until/), '01/09/2026');
    expect(dateBox(/From/)).toHaveAccessibleDescription('The start date must not be after the end date.');
    expect(dateBox(/Until/)).toHaveAccessibleDescription('The end date must not be before the start date.');
    expect(dateBox(/From/)).toHaveValue('01/10/2026');
    await typeInto(dateBox(/Until/), '01/10/2026');
    expect(dateBox(/From/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(dateBox(/Until/)).not.toHaveAttribute('aria-invalid', 'true');
  });
});

function ControlledTime({ twelveHour, onValue }: { twelveHour: boolean; onValue: (time: Date | null) => void }) {
  const [value, setValue] = useState<Date | null>(null);
  return (
    <TimeInput
      label="Starts at"
      twelveHour={twelveHour}
      value={value}
      onChange={(time) => {
        setValue(time);
        onValue(time);
      }}
    />
  );
}

const timeBox = () => screen.getByRole('textbox', { name: /Starts at/ });
const timeOf = (date: Date | null | undefined) => (date ? format(date, 'HH:mm') : null);

describe('TimeInput', () => {
  it('takes hours 0 to 23 and minutes 0 to 59 in 24-hour mode', async () => {
    const onValue = vi.fn();
    await renderWithProviders(<ControlledTime twelveHour={false} onValue={onValue} />);
    await typeInto(timeBox(), '23:59');
    expect(timeOf(onValue.mock.lastCall?.[0])).toBe('23:59');
    await typeInto(timeBox(), '24:00');
    expect(timeBox()).toHaveAccessibleDescription('Hours must be between 0 and 23, or 1 and 12 with AM or PM.');
    await typeInto(timeBox(), '12:60');
    expect(timeBox()).toHaveAccessibleDescription('Minutes must be between 0 and 59.');
    await typeInto(timeBox(), 'noon');
    expect(timeBox()).toHaveAccessibleDescription('Enter a time such as 09:30.');
  });

  it('takes hours 1 to 12 with a day period in 12-hour mode', async () => {
    const onValue = vi.fn();
    await renderWithProviders(<ControlledTime twelveHour onValue={onValue} />);
    await typeInto(timeBox(), '12:15 AM');
    expect(timeOf(onValue.mock.lastCall?.[0])).toBe('00:15');
    await typeInto(timeBox(), '3:07 pm');
    expect(timeOf(onValue.mock.lastCall?.[0])).toBe('15:07');
    expect(timeBox()).toHaveValue('03:07 PM');
    await typeInto(timeBox(), '13:00 PM');
    expect(timeBox()).toHaveAccessibleDescription('Hours must be between 0 and 23, or 1 and 12 with AM or PM.');
  });
});
