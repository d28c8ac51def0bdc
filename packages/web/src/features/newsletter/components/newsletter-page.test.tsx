import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DIGEST_STORIES_MAX, type Newsletter, type SubscriberPage } from '@newsroom/shared';
import { changeAppLanguage } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/format-date';
import { buildNews } from '../../../test/build-news';
import { mockApi, pagedList, reply, type RecordedRequest } from '../../../test/mock-api';
import { admin, author, renderRoute } from '../../../test/render-route';

const HISTORY = 'GET /api/v1/newsletters';
const PREVIEW = 'POST /api/v1/newsletters/preview';
const SEND = 'POST /api/v1/newsletters';
const TEST = 'POST /api/v1/newsletters/test';

const stories = [
  buildNews({ id: 'a', title: 'Robotics team wins regional title', publicationDate: '2026-12-03T01:00:00.000Z' }),
  buildNews({ id: 'b', title: 'Library opens on Saturdays', category: 'Animo Idol', publicationDate: '2026-12-02T01:00:00.000Z' }),
  buildNews({ id: 'c', title: 'Choir sings at the fair', publicationDate: '2026-12-01T01:00:00.000Z' }),
];

const buildNewsletter = (overrides: Partial<Newsletter> = {}): Newsletter => ({
  id: 'nl1',
  kind: 'digest',
  state: 'sent',
  subject: 'This week at School Newsroom',
  newsIds: ['a', 'b'],
  sendAt: '2026-12-01T23:00:00.000Z',
  createdAt: '2026-12-01T23:00:00.000Z',
  createdBy: 'admin',
  counts: { recipients: 40, queued: 0, sent: 39, failed: 1 },
  ...overrides,
});

const subscribers = (confirmed: number) =>
  reply.ok({
    items: [],
    page: 1,
    size: 1,
    total: confirmed,
    counts: {
      total: confirmed + 3,
      byState: { pending: 3, confirmed },
      byLanguage: { en: confirmed, fil: 3 },
      byFrequency: { each: confirmed + 3, weekly: 0 },
      allCategories: confirmed + 3,
      byCategory: [],
    },
  } satisfies SubscriberPage);

/** The preview of the stories asked for, in the language asked for, as the server would make it. */
const preview = ({ body }: RecordedRequest) => {
  const { newsIds, language } = body as { newsIds: string[]; language: 'en' | 'fil' };
  const subject = language === 'fil' ? `Ang linggong ito (${newsIds.join(',')})` : `This week (${newsIds.join(',')})`;
  return reply.ok({ subject, html: `<p style="color: red">${subject}</p>`, text: subject });
};

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/v1/public-news': pagedList(stories),
    'GET /api/v1/subscribers': subscribers(42),
    [HISTORY]: reply.ok([]),
    [PREVIEW]: preview,
    ...extra,
  });
}

const chosenList = () => screen.getByRole('list', { name: 'In the digest' });
const chosenTitles = () =>
  within(chosenList())
    .getAllByRole('listitem')
    .map((item) => item.querySelectorAll('p')[1]!.textContent);

describe('newsletter page', () => {
  it('is in the ADMIN sidebar under NEWSLETTER and shows what was sent; an AUTHOR is sent to /unauthorized', async () => {
    const sending = buildNewsletter({
      id: 'nl2',
      kind: 'story',
      state: 'sending',
      subject: 'Robotics team wins regional title',
      createdBy: null,
      counts: { recipients: 42, queued: 30, sent: 12, failed: 0 },
    });
    const server = api({ [HISTORY]: reply.ok([sending, buildNewsletter()]) });
    renderRoute('/newsletter', { as: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'NEWSLETTER' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Newsletter' })).toHaveAttribute('aria-current', 'page');

    const history = await screen.findByRole('table', { name: 'Sent' });
    await within(history).findByText('This week at School Newsroom');
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['Story', 'Robotics team wins regional title', 'Sending', '12 sent, 0 failed, of 42', formatDateTime(sending.sendAt), 'The site'],
      ['Digest', 'This week at School Newsroom', 'Sent', '39 sent, 1 failed, of 40', formatDateTime(buildNewsletter().sendAt), 'admin'],
    ]);
    // Something is still sending: the history is read again until it is done.
    await waitFor(() => expect(server.calls(HISTORY).length).toBeGreaterThan(1), { timeout: 5000 });

    const refused = api();
    const { router } = renderRoute('/newsletter', { as: author });
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
    expect(refused.calls(HISTORY)).toHaveLength(0);
  });

  it('picks public stories by title, in an order that can change, and previews the digest in English and in Filipino', async () => {
    const server = api();
    const { user } = renderRoute('/newsletter', { as: admin });
    await screen.findByText('Library opens on Saturdays');
    expect(server.calls('GET /api/v1/public-news')[0]!.query.toString()).toBe('page=1&size=100');
    expect(screen.getByText('The preview shows once a story is chosen.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    await user.type(screen.getByRole('searchbox', { name: 'Search the stories by title' }), 'choir');
    expect(screen.queryByText('Library opens on Saturdays')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Choir sings at the fair' }));
    await user.clear(screen.getByRole('searchbox', { name: 'Search the stories by title' }));
    await user.click(screen.getByRole('button', { name: 'Add Robotics team wins regional title' }));
    await user.click(screen.getByRole('button', { name: 'Add Library opens on Saturdays' }));
    expect(screen.getByRole('button', { name: 'Add Choir sings at the fair' })).toBeDisabled();
    expect(chosenTitles()).toEqual(['Choir sings at the fair', 'Robotics team wins regional title', 'Library opens on Saturdays']);
    expect(screen.getByText('3 of 20')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move Library opens on Saturdays up' }));
    await user.click(screen.getByRole('button', { name: 'Move Choir sings at the fair down' }));
    await user.click(screen.getByRole('button', { name: 'Take Robotics team wins regional title out' }));
    expect(chosenTitles()).toEqual(['Library opens on Saturdays', 'Choir sings at the fair']);

    expect(await screen.findByText('This week (b,c)')).toBeInTheDocument();
    const frame = screen.getByTitle('The digest in English');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', '<p style="color: red">This week (b,c)</p>');
    expect(server.calls(PREVIEW).at(-1)!.body).toEqual({ newsIds: ['b', 'c'], language: 'en' });

    await user.click(screen.getByRole('tab', { name: 'Filipino' }));
    expect(await screen.findByText('Ang linggong ito (b,c)')).toBeInTheDocument();
    expect(screen.getByTitle('The digest in Filipino')).toHaveAttribute('srcdoc', '<p style="color: red">Ang linggong ito (b,c)</p>');
    expect(server.calls(PREVIEW).at(-1)!.body).toEqual({ newsIds: ['b', 'c'], language: 'fil' });
  });

  it(`takes at most ${DIGEST_STORIES_MAX} stories`, async () => {
    const many = Array.from({ length: DIGEST_STORIES_MAX + 1 }, (_, index) => buildNews({ id: `s${index}`, title: `Story number ${index}` }));
    api({ 'GET /api/v1/public-news': pagedList(many) });
    const { user } = renderRoute('/newsletter', { as: admin });
    await screen.findByText('Story number 0');
    for (let index = 0; index < DIGEST_STORIES_MAX; index += 1) await user.click(screen.getByRole('button', { name: `Add Story number ${index}` }));
    expect(screen.getByText(`${DIGEST_STORIES_MAX} of ${DIGEST_STORIES_MAX}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Add Story number ${DIGEST_STORIES_MAX}` })).toBeDisabled();
  });

  it('sends a test to the ADMIN, then the digest after a confirmation naming the confirmed subscribers, and follows its progress', async () => {
    let reads = 0;
    const server = api({
      [TEST]: reply.accepted(),
      [SEND]: { status: 202, body: buildNewsletter({ id: 'nl9', state: 'sending', counts: { recipients: 42, queued: 42, sent: 0, failed: 0 } }) },
      'GET /api/v1/newsletters/nl9': () => {
        reads += 1;
        const counts = reads === 1 ? { recipients: 42, queued: 22, sent: 19, failed: 1 } : { recipients: 42, queued: 0, sent: 41, failed: 1 };
        return reply.ok(buildNewsletter({ id: 'nl9', state: reads === 1 ? 'sending' : 'sent', counts }));
      },
    });
    const { user } = renderRoute('/newsletter', { as: admin });
    await user.click(await screen.findByRole('button', { name: 'Add Robotics team wins regional title' }));
    await user.click(screen.getByRole('button', { name: 'Add Library opens on Saturdays' }));
    expect(await screen.findByText('42 confirmed subscribers will get it.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send a test to me' }));
    expect(await screen.findByText('A test is on its way to your e-mail address.')).toBeInTheDocument();
    expect(server.calls(TEST).map((call) => call.body)).toEqual([{ newsIds: ['a', 'b'] }]);
    expect(server.calls(SEND)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Send this digest of 2 stories to 42 confirmed subscribers now?')).toBeInTheDocument();
    expect(server.calls(SEND)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(server.calls(SEND).map((call) => call.body)).toEqual([{ newsIds: ['a', 'b'] }]));
    const progress = await screen.findByRole('region', { name: 'Sending' });
    expect(await within(progress).findByText('19 sent, 1 failed, of 42 · 22 waiting')).toBeInTheDocument();
    expect(within(progress).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '48');
    // Read again 2 seconds later, until everything is sent.
    expect(await within(progress).findByText('41 sent, 1 failed, of 42', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(progress).getByText('Sent')).toBeInTheDocument();
    expect(within(progress).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    // The chosen stories are cleared for the next digest.
    expect(screen.getByText('Add stories from the list.')).toBeInTheDocument();
  });

  it('shows why the server refused the digest, field by field, in Filipino', async () => {
    const server = api({
      [SEND]: reply.error(400, 'Choose public stories for the digest.', [
        { field: 'newsIds.0', message: "The story 'Robotics team wins regional title' is not public." },
      ]),
    });
    await changeAppLanguage('fil');
    const { user } = renderRoute('/newsletter', { as: admin });
    await user.click(await screen.findByRole('button', { name: 'Idagdag ang Robotics team wins regional title' }));
    expect(await screen.findByText('42 kumpirmadong subscriber ang makatatanggap nito.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ipadala' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Ipadala na ngayon ang buod na ito ng 1 kuwento sa 42 kumpirmadong subscriber?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ipadala' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Choose public stories for the digest.');
    expect(alert).toHaveTextContent("The story 'Robotics team wins regional title' is not public.");
    expect(server.calls(SEND)).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Pagpapadala' })).not.toBeInTheDocument();
  });

  it('says nobody would get it while no subscriber has confirmed, and does not offer to send', async () => {
    api({ 'GET /api/v1/subscribers': subscribers(0) });
    const { user } = renderRoute('/newsletter', { as: admin });
    await user.click(await screen.findByRole('button', { name: 'Add Robotics team wins regional title' }));
    expect(await screen.findByText('No confirmed subscribers yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send a test to me' })).toBeEnabled();
  });
});
