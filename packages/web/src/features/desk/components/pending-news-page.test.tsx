import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { setDisplayTimeZone } from '../../../lib/format-date';
import { buildNews } from '../../../test/build-news';
import { changeAppLanguage } from '../../../i18n/i18n';
import { mockApi, pagedList, pending, reply, type MockAnswer } from '../../../test/mock-api';
import { admin, author, renderRoute } from '../../../test/render-route';

const today = dayjs().hour(12).minute(0).second(0).millisecond(0);

const older = buildNews({
  id: 'p1',
  title: 'Science fair results',
  description: 'Winners of the science fair.',
  author: 'Maria Santos',
  status: 'Pending',
  publicationDate: null,
  createdAt: today.subtract(1, 'year').toISOString(),
});
const newer = buildNews({
  id: 'p2',
  title: 'Basketball finals',
  description: 'The team plays on Friday.',
  author: 'Jose Rizal',
  status: 'Pending',
  publicationDate: null,
  createdAt: today.toISOString(),
});

const rowOf = (title: string) => screen.getByText(title).closest('tr')!;

describe('pending content', () => {
  it('shows Loading... while the list loads', async () => {
    mockApi({ 'GET /api/v1/news/pending': pending });
    renderRoute('/pending-news', { as: admin });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
  });

  it('shows "No Pending Content Available" for an empty list', async () => {
    mockApi({ 'GET /api/v1/news/pending': pagedList([]) });
    renderRoute('/pending-news', { as: admin });
    expect(await screen.findByText('No Pending Content Available')).toBeInTheDocument();
  });

  it('shows the empty list and a quiet error line when the list cannot be read', async () => {
    mockApi({ 'GET /api/v1/news/pending': reply.error(500, 'Database unavailable.') });
    renderRoute('/pending-news', { as: admin });
    expect(await screen.findByText('No Pending Content Available')).toBeInTheDocument();
    expect(screen.getByText(/The list could not be loaded\. Database unavailable\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('lists pending items newest created first with SPEC columns and review actions', async () => {
    const api = mockApi({ 'GET /api/v1/news/pending': pagedList([older, newer]) });
    renderRoute('/pending-news', { as: admin });
    await screen.findByText('Basketball finals');
    const table = screen.getByRole('table', { name: 'Pending Content' });
    for (const header of ['Title', 'Description', 'Author', 'Status', 'Actions']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Basketball finals')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Science fair results')).toBeInTheDocument();

    const row = rowOf('Basketball finals');
    expect(within(row).getByText('Publication date: —')).toBeInTheDocument();
    expect(within(row).getByText('The team plays on Friday.')).toBeInTheDocument();
    expect(within(row).getByText('Jose Rizal')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(row).getByRole('checkbox', { name: 'Set Publication Date' })).not.toBeChecked();
    expect(within(row).getByRole('button', { name: 'Approve Basketball finals' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Reject Basketball finals' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View Basketball finals' })).toHaveAttribute('href', '/read-news/p2');
    expect(api.calls('GET /api/v1/news/pending')[0]!.query.get('size')).toBe('100');
  });

  it('filters by text on title, description and author, case-insensitively', async () => {
    mockApi({ 'GET /api/v1/news/pending': pagedList([older, newer]) });
    const { user } = renderRoute('/pending-news', { as: admin });
    await screen.findByText('Basketball finals');
    const box = screen.getByRole('searchbox', { name: 'Search title, description, author' });

    await user.type(box, 'FRI');
    await waitFor(() => expect(screen.queryByText('Science fair results')).not.toBeInTheDocument());
    expect(screen.getByText('Basketball finals')).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'mAr');
    await waitFor(() => expect(screen.queryByText('Basketball finals')).not.toBeInTheDocument());
    expect(screen.getByText('Science fair results')).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'zzz');
    expect(await screen.findByText('No Pending Content Available')).toBeInTheDocument();
  });

  it('filters by creation day', async () => {
    mockApi({ 'GET /api/v1/news/pending': pagedList([older, newer]) });
    const { user } = renderRoute('/pending-news', { as: admin });
    await screen.findByText('Science fair results');
    await user.click(screen.getByRole('button', { name: 'Created on' }));
    await user.click(screen.getByRole('button', { name: today.format('D MMMM YYYY') }));
    await waitFor(() => expect(screen.queryByText('Science fair results')).not.toBeInTheDocument());
    expect(screen.getByText('Basketball finals')).toBeInTheDocument();
  });

  it('approves without a date: the body has no publicationDate and the row leaves only after success', async () => {
    let answer: (value: MockAnswer) => void = () => {};
    const api = mockApi({
      'GET /api/v1/news/pending': pagedList([older, newer]),
      'POST /api/v1/approve/news/p2': () => new Promise((resolve) => (answer = resolve)),
    });
    const { user } = renderRoute('/pending-news', { as: admin });
    await user.click(await screen.findByRole('button', { name: 'Approve Basketball finals' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to approve this content?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(api.calls('POST /api/v1/approve/news/p2')).toHaveLength(1));
    expect(api.calls('POST /api/v1/approve/news/p2')[0]!.body).toEqual({ updatedAt: newer.updatedAt });
    expect(screen.getByText('Basketball finals')).toBeInTheDocument();

    answer(reply.ok({ ...newer, status: 'Approved', publicationDate: new Date().toISOString() }));
    await waitFor(() => expect(screen.queryByText('Basketball finals')).not.toBeInTheDocument());
    expect(screen.getByText('“Basketball finals” is approved and published.')).toBeInTheDocument();
    expect(screen.getByText('Science fair results')).toBeInTheDocument();
  });

  it("approves as breaking news when the row's Breaking news box is ticked, and only that row", async () => {
    const api = mockApi({
      'GET /api/v1/news/pending': pagedList([older, newer]),
      'POST /api/v1/approve/news/p2': reply.ok({ ...newer, status: 'Approved', publicationDate: new Date().toISOString() }),
      'POST /api/v1/approve/news/p1': reply.ok({ ...older, status: 'Approved', publicationDate: new Date().toISOString() }),
    });
    const { user } = renderRoute('/pending-news', { as: admin });
    const row = within(await screen.findByRole('group', { name: 'Review Basketball finals' }));
    await user.click(row.getByRole('checkbox', { name: /Breaking news/ }));
    await user.click(row.getByRole('button', { name: 'Approve Basketball finals' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.calls('POST /api/v1/approve/news/p2')).toHaveLength(1));
    expect(api.calls('POST /api/v1/approve/news/p2')[0]!.body).toEqual({ updatedAt: newer.updatedAt, breaking: true });

    await user.click(await screen.findByRole('button', { name: 'Approve Science fair results' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.calls('POST /api/v1/approve/news/p1')).toHaveLength(1));
    expect(api.calls('POST /api/v1/approve/news/p1')[0]!.body).toEqual({ updatedAt: older.updatedAt });
  });

  it('approves with a chosen date sent as an ISO timestamp', async () => {
    const api = mockApi({
      'GET /api/v1/news/pending': pagedList([newer]),
      'POST /api/v1/approve/news/p2': ({ body }) =>
        reply.ok({ ...newer, status: 'Approved', publicationDate: (body as { publicationDate: string }).publicationDate }),
    });
    const { user } = renderRoute('/pending-news', { as: admin });
    await screen.findByText('Basketball finals');
    const row = rowOf('Basketball finals');
    await user.click(within(row).getByRole('checkbox', { name: 'Set Publication Date' }));
    await user.click(within(row).getByRole('button', { name: 'Publication date and time' }));
    const day = today.add(1, 'month').startOf('month').add(14, 'day');
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await user.click(screen.getByRole('button', { name: day.format('D MMMM YYYY') }));

    await user.click(within(row).getByRole('button', { name: 'Approve Basketball finals' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(api.calls('POST /api/v1/approve/news/p2')).toHaveLength(1));
    const sent = (api.calls('POST /api/v1/approve/news/p2')[0]!.body as { publicationDate: string }).publicationDate;
    expect(sent).toBe(day.hour(8).minute(0).second(0).millisecond(0).toISOString());
    await waitFor(() => expect(screen.queryByText('Basketball finals')).not.toBeInTheDocument());
    expect(screen.getByText(/“Basketball finals” is approved and will be published on/)).toBeInTheDocument();
  });

  it("takes a chosen time as the school's time, wherever the reviewer is, and says so", async () => {
    const readerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    // A school whose clock is not this machine's: Manila (UTC+8), or UTC on a machine in Manila.
    const [schoolZone, schoolOffsetHours] = readerZone === 'Asia/Manila' ? ['UTC', 0] : ['Asia/Manila', 8];
    setDisplayTimeZone(schoolZone);
    try {
      const api = mockApi({
        'GET /api/v1/news/pending': pagedList([newer]),
        'POST /api/v1/approve/news/p2': ({ body }) =>
          reply.ok({ ...newer, status: 'Approved', publicationDate: (body as { publicationDate: string }).publicationDate }),
      });
      const { user } = renderRoute('/pending-news', { as: admin });
      await screen.findByText('Basketball finals');
      const row = rowOf('Basketball finals');
      await user.click(within(row).getByRole('checkbox', { name: 'Set Publication Date' }));
      const picker = within(row).getByRole('button', { name: 'Publication date and time' });
      expect(picker).toHaveAccessibleDescription(`School time (${schoolZone})`);
      await user.click(picker);
      const day = today.add(1, 'month').startOf('month').add(14, 'day');
      await user.click(screen.getByRole('button', { name: 'Next month' }));
      await user.click(screen.getByRole('button', { name: day.format('D MMMM YYYY') }));
      await user.click(within(row).getByRole('button', { name: 'Approve Basketball finals' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));

      await waitFor(() => expect(api.calls('POST /api/v1/approve/news/p2')).toHaveLength(1));
      const sent = (api.calls('POST /api/v1/approve/news/p2')[0]!.body as { publicationDate: string }).publicationDate;
      // The picker's 08:00 on that date, at the school.
      expect(sent).toBe(new Date(Date.UTC(day.year(), day.month(), day.date(), 8 - schoolOffsetHours)).toISOString());
      expect(await screen.findByText(/“Basketball finals” is approved and will be published on .*8:00\sAM\./)).toBeInTheDocument();
    } finally {
      setDisplayTimeZone(readerZone);
    }
  });

  it('asks for a date when Set Publication Date is ticked without one, and sends nothing', async () => {
    const api = mockApi({ 'GET /api/v1/news/pending': pagedList([newer]) });
    const { user } = renderRoute('/pending-news', { as: admin });
    await user.click(await screen.findByRole('checkbox', { name: 'Set Publication Date' }));
    await user.click(screen.getByRole('button', { name: 'Approve Basketball finals' }));
    expect(await screen.findByText('Choose a publication date, or untick Set Publication Date.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls('POST /api/v1/approve/news/p2')).toHaveLength(0);
  });

  it('rejects after confirmation and removes the row after success', async () => {
    const api = mockApi({
      'GET /api/v1/news/pending': pagedList([older, newer]),
      'POST /api/v1/reject/news/p1': reply.ok({ ...older, status: 'Rejected' }),
    });
    const { user } = renderRoute('/pending-news', { as: admin });
    await user.click(await screen.findByRole('button', { name: 'Reject Science fair results' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to reject this content?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByText('Science fair results')).not.toBeInTheDocument());
    expect(api.calls('POST /api/v1/reject/news/p1')[0]!.body).toEqual({ updatedAt: older.updatedAt });
  });

  it('asks for an optional reason when rejecting, counts it, and sends it trimmed', async () => {
    const api = mockApi({
      'GET /api/v1/news/pending': pagedList([older, newer]),
      'POST /api/v1/reject/news/p1': reply.ok({ ...older, status: 'Rejected', rejectionReason: 'Please add the winners’ names.' }),
    });
    const { user } = renderRoute('/pending-news', { as: admin });
    await user.click(await screen.findByRole('button', { name: 'Reject Science fair results' }));
    const dialog = await screen.findByRole('dialog');
    const reason = within(dialog).getByRole('textbox', { name: 'Reason (optional)' });
    expect(reason).toHaveAttribute('maxlength', '1000');
    expect(within(dialog).getByText('0/1000 characters')).toBeInTheDocument();
    await user.type(reason, '  Please add the winners’ names.  ');
    expect(within(dialog).getByText('34/1000 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByText('Science fair results')).not.toBeInTheDocument());
    expect(api.calls('POST /api/v1/reject/news/p1')[0]!.body).toEqual({ updatedAt: older.updatedAt, reason: 'Please add the winners’ names.' });
  });

  it('sends no reason when the reason is left blank, and starts each rejection with an empty reason', async () => {
    const api = mockApi({
      'GET /api/v1/news/pending': pagedList([older, newer]),
      'POST /api/v1/reject/news/p2': reply.ok({ ...newer, status: 'Rejected' }),
    });
    const { user } = renderRoute('/pending-news', { as: admin });
    await user.click(await screen.findByRole('button', { name: 'Reject Science fair results' }));
    await user.type(within(await screen.findByRole('dialog')).getByRole('textbox', { name: 'Reason (optional)' }), 'Not this one');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Reject Basketball finals' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: 'Reason (optional)' })).toHaveValue('');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(api.calls('POST /api/v1/reject/news/p2')).toHaveLength(1));
    expect(api.calls('POST /api/v1/reject/news/p2')[0]!.body).toEqual({ updatedAt: newer.updatedAt });
    expect(api.calls('POST /api/v1/reject/news/p1')).toHaveLength(0);
  });

  it('keeps the row and shows the server message on a 409', async () => {
    mockApi({
      'GET /api/v1/news/pending': pagedList([newer]),
      'POST /api/v1/approve/news/p2': reply.error(409, 'This content is already approved.'),
    });
    const { user } = renderRoute('/pending-news', { as: admin });
    await user.click(await screen.findByRole('button', { name: 'Approve Basketball finals' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('This content is already approved.')).toBeInTheDocument();
    expect(screen.getByText('Could not approve the content')).toBeInTheDocument();
    expect(screen.getByText('Basketball finals')).toBeInTheDocument();
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const api = mockApi({ 'GET /api/v1/news/pending': pagedList([newer]) });
    const { user } = renderRoute('/pending-news', { as: admin });
    await user.click(await screen.findByRole('button', { name: 'Reject Basketball finals' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('POST /api/v1/reject/news/p2')).toHaveLength(0);
    expect(screen.getByText('Basketball finals')).toBeInTheDocument();
  });

  it('shows an AUTHOR their pending items with View only', async () => {
    mockApi({ 'GET /api/v1/news/pending': pagedList([newer]) });
    const { router } = renderRoute('/pending-news', { as: author });
    await screen.findByText('Basketball finals');
    const row = rowOf('Basketball finals');
    expect(router.state.location.pathname).toBe('/pending-news');
    expect(within(row).getByRole('link', { name: 'View Basketball finals' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Reject/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

describe('pending content in Filipino', () => {
  it('words the review controls, the missing date and the reject question in Filipino', async () => {
    mockApi({ 'GET /api/v1/news/pending': pagedList([newer]) });
    await changeAppLanguage('fil');
    const { user } = renderRoute('/pending-news', { as: admin });
    expect(await screen.findByRole('heading', { name: 'Content na Hinihintay' })).toBeInTheDocument();
    await screen.findByText('Basketball finals');
    const row = rowOf('Basketball finals');
    expect(within(row).getByText('Hinihintay')).toBeInTheDocument();
    await user.click(within(row).getByRole('checkbox', { name: 'Itakda ang Petsa ng Paglalathala' }));
    await user.click(within(row).getByRole('button', { name: 'Aprubahan ang Basketball finals' }));
    expect(await screen.findByText('Pumili ng petsa ng paglalathala, o alisin ang tsek sa Itakda ang Petsa ng Paglalathala.')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Tanggihan ang Basketball finals' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Sigurado ka bang hindi mo tatanggapin ang content na ito?')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Dahilan (hindi sapilitan)')).toBeInTheDocument();
  });
});
