import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContributionDetails } from '@newsroom/shared';
import { changeAppLanguage } from '../../../i18n/i18n';
import { mockApi, pending, reply, type MockAnswer } from '../../../test/mock-api';
import { admin, renderRoute } from '../../../test/render-route';

const image = (name: string) => ({ url: `/media/${name}.webp`, srcset: `/media/${name}-480.webp 480w`, width: 1200, height: 800 });

const buildDetails = (overrides: Partial<ContributionDetails> = {}): ContributionDetails => ({
  id: 'c1',
  author: 'Juan Dela Cruz',
  authorEmail: 'juan@school.test',
  category: 'BalitAraneta',
  content: 'Who: The choir\nWhat: Won the regional contest\nWhere: Manila\nWhen: Friday',
  publicationDate: '2026-03-02T08:00:00.000Z',
  photoCount: 2,
  draftNewsId: null,
  additionalPhotos: ['/media/choir.webp', '/media/trophy.webp'],
  photos: [image('choir'), image('trophy')],
  fields: [
    { label: 'Who', value: 'The choir' },
    { label: 'What', value: 'Won the regional contest\nwith two songs' },
    { label: 'Where', value: 'Manila' },
    { label: 'When', value: 'Friday' },
    { label: 'Additional Info', value: '' },
  ],
  ...overrides,
});

const section = (name: string) => screen.getByRole('region', { name });

describe('contribution details', () => {
  it('shows Loading... while the contribution loads', async () => {
    mockApi({ 'GET /api/v1/contribute-news/c1': pending });
    renderRoute('/ReadContributeContent/c1', { as: admin });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
  });

  it('says why when the contribution cannot be read, and still goes back', async () => {
    mockApi({ 'GET /api/v1/contribute-news/c1': reply.error(404, 'Contribution not found.') });
    renderRoute('/ReadContributeContent/c1', { as: admin });
    expect(await screen.findByRole('alert')).toHaveTextContent('Contribution not found.');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/ListContributeContent');
  });

  it("shows the contributor, the content's fields and the photos, with Back to the list", async () => {
    mockApi({
      'GET /api/v1/contribute-news/c1': reply.ok(buildDetails()),
      'GET /api/v1/contribute-news': reply.ok({ items: [], page: 1, size: 20, total: 0 }),
    });
    const { user, router } = renderRoute('/ReadContributeContent/c1', { as: admin });
    await screen.findByRole('heading', { name: 'Contributor Details' });

    const contributor = within(section('Contributor Details'));
    expect(contributor.getByText('Author').nextSibling).toHaveTextContent('Juan Dela Cruz');
    expect(contributor.getByRole('link', { name: 'juan@school.test' })).toHaveAttribute('href', 'mailto:juan@school.test');
    expect(contributor.getByText('Category').nextSibling).toHaveTextContent('BalitAraneta');
    expect(contributor.getByText('Contributed On').nextSibling).toHaveTextContent('March 2, 2026');

    const content = within(section('Details for Content'));
    expect(content.getByText('Who').nextSibling).toHaveTextContent('The choir');
    expect(content.getByText('What').nextSibling!.textContent).toBe('Won the regional contest\nwith two songs');
    // An empty optional field is left out.
    expect(content.queryByText('Additional Info')).not.toBeInTheDocument();

    const photos = within(section('Photos'));
    expect(photos.getAllByRole('button', { name: /Enlarge photo/ })).toHaveLength(2);
    expect(photos.getByRole('img', { name: 'Photo 1 of 2 sent by Juan Dela Cruz' })).toHaveAttribute('src', '/media/choir.webp');

    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/ListContributeContent');
  });

  it("shows 'N/A', 'No content available.' and 'No additional photos available.' when there is nothing to show", async () => {
    mockApi({
      'GET /api/v1/contribute-news/c1': reply.ok(
        buildDetails({ publicationDate: '', content: '', fields: [], photos: [], additionalPhotos: [], photoCount: 0 }),
      ),
    });
    renderRoute('/ReadContributeContent/c1', { as: admin });
    await screen.findByRole('heading', { name: 'Contributor Details' });
    expect(within(section('Contributor Details')).getByText('Contributed On').nextSibling).toHaveTextContent('N/A');
    expect(within(section('Details for Content')).getByText('No content available.')).toBeInTheDocument();
    expect(within(section('Photos')).getByText('No additional photos available.')).toBeInTheDocument();
  });

  it('enlarges a photo full screen; Close or Escape closes it and focus goes back', async () => {
    mockApi({ 'GET /api/v1/contribute-news/c1': reply.ok(buildDetails()) });
    const { user } = renderRoute('/ReadContributeContent/c1', { as: admin });
    const opener = await screen.findByRole('button', { name: 'Enlarge photo 2' });
    await user.click(opener);

    const preview = await screen.findByRole('dialog', { name: 'Photo 2 of 2' });
    expect(within(preview).getByRole('img', { name: 'Photo 2 of 2 sent by Juan Dela Cruz' })).toHaveAttribute('src', '/media/trophy.webp');
    await user.click(within(preview).getByRole('button', { name: 'Next photo' }));
    expect(within(preview).getByRole('img', { name: 'Photo 1 of 2 sent by Juan Dela Cruz' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(preview).getByRole('img', { name: 'Photo 2 of 2 sent by Juan Dela Cruz' })).toBeInTheDocument();

    await user.click(within(preview).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Enlarge photo 1' }));
    expect(await screen.findByRole('dialog', { name: 'Photo 1 of 2' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('turns the contribution into a news draft, then offers to open it', async () => {
    let answerDraft: (answer: MockAnswer) => void = () => {};
    const api = mockApi({
      'GET /api/v1/contribute-news/c1': reply.ok(buildDetails()),
      'POST /api/v1/contribute-news/c1/draft': () => new Promise((resolve) => (answerDraft = resolve)),
    });
    const { user } = renderRoute('/ReadContributeContent/c1', { as: admin });
    await user.click(await screen.findByRole('button', { name: 'Turn into draft' }));
    await waitFor(() => expect(api.calls('POST /api/v1/contribute-news/c1/draft')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'Open the draft' })).not.toBeInTheDocument();

    answerDraft({ status: 201, body: { message: 'A Pending news draft was made from this contribution.', newsId: 'n9' } });
    expect(await screen.findByRole('link', { name: 'Open the draft' })).toHaveAttribute('href', '/add-news/n9');
    expect(screen.getByText('A Pending news draft was made from this contribution.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn into draft' })).toBeDisabled();
  });

  it('shows why a draft was not made', async () => {
    mockApi({
      'GET /api/v1/contribute-news/c1': reply.ok(buildDetails()),
      'POST /api/v1/contribute-news/c1/draft': reply.error(
        409,
        "There is no category named 'BalitAraneta' any more; create it in Category Management, then try again.",
      ),
    });
    const { user } = renderRoute('/ReadContributeContent/c1', { as: admin });
    await user.click(await screen.findByRole('button', { name: 'Turn into draft' }));
    expect(await screen.findByText(/There is no category named 'BalitAraneta' any more/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn into draft' })).toBeEnabled();
  });

  it('disables the action with a note and links the draft when the contribution was already drafted', async () => {
    mockApi({ 'GET /api/v1/contribute-news/c1': reply.ok(buildDetails({ draftNewsId: 'n3' })) });
    renderRoute('/ReadContributeContent/c1', { as: admin });
    const button = await screen.findByRole('button', { name: 'Turn into draft' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('This contribution has already been turned into a news draft.');
    expect(screen.getByRole('link', { name: 'Open the draft' })).toHaveAttribute('href', '/add-news/n3');
  });
});

describe('contribution details in Filipino', () => {
  it('words the sections, the field labels, the photos and the draft action in Filipino', async () => {
    mockApi({ 'GET /api/v1/contribute-news/c1': reply.ok(buildDetails()) });
    await changeAppLanguage('fil');
    renderRoute('/ReadContributeContent/c1', { as: admin });
    expect(await screen.findByRole('heading', { name: 'Detalye ng Ambag' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bumalik' })).toBeInTheDocument();
    const contributor = within(await screen.findByRole('region', { name: 'Detalye ng Nag-ambag' }));
    expect(contributor.getByText('Awtor').nextSibling).toHaveTextContent('Juan Dela Cruz');
    expect(contributor.getByText('Petsa ng Pagpapadala').nextSibling).toHaveTextContent('Marso 2, 2026');
    const content = within(section('Detalye ng Nilalaman'));
    expect(content.getByText('Sino').nextSibling).toHaveTextContent('The choir');
    const photos = within(section('Mga Larawan'));
    expect(photos.getByRole('img', { name: 'Larawan 1 sa 2 na ipinadala ni Juan Dela Cruz' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gawing draft' })).toBeInTheDocument();
  });
});
