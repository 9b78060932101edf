import { mswServer } from '@test-support/msw-server';
import { renderWithProviders } from '@test-support/render-with-providers';
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';

import enUi from '../../../../server/seed/translations/en-us/ui.json';
import { ListPagination, type ListPaginationProps } from './list-pagination';

/** The pagination of a list of `count` numbers, holding its page and page size as the list's owner would. */
function PagedNumbers(props: Pick<ListPaginationProps, 'count'>) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  return (
    <ListPagination {...props} page={page} pageSize={pageSize} onPageChange={setPage} onPageSizeChange={setPageSize} />
  );
}

beforeEach(() => {
  mswServer.use(
    http.get('*/api/globalization/v1/translations/:lang', () =>
      HttpResponse.json({ LanguageCode: 'en-us', translations: enUi }),
    ),
  );
});

describe('ListPagination', () => {
  it("says 'Showing a-b of n' and moves a page on", async () => {
    await renderWithProviders(<PagedNumbers count={23} />);
    expect(await screen.findByText('Showing 1-10 of 23')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(screen.getByText('Showing 11-20 of 23')).toBeInTheDocument();
  });

  it("offers page sizes labelled '{n}/page', and starts again on the first page with another size", async () => {
    await renderWithProviders(<PagedNumbers count={60} />);
    fireEvent.click(await screen.findByRole('button', { name: /next page/i }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Items per page' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['10/page', '25/page', '50/page']);
    fireEvent.click(options[1] as HTMLElement);
    expect(screen.getByText('Showing 1-25 of 60')).toBeInTheDocument();
  });
});
