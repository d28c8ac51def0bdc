import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTRIBUTION_CATEGORIES } from '@newsroom/shared';
import { changeAppLanguage } from '../../../i18n/i18n';
import { mockApi, reply } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { pageReload } from './submitted-notice';

const photo = (name: string, type = 'image/jpeg') => new File(['pixels'], name, { type });

let createObjectURL: ReturnType<typeof vi.fn>;
let revokeObjectURL: ReturnType<typeof vi.fn>;

beforeEach(() => {
  let count = 0;
  createObjectURL = vi.fn(() => `blob:preview-${(count += 1)}`);
  revokeObjectURL = vi.fn();
  // jsdom has no object URLs.
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  window.sessionStorage.clear();
});

async function openForm() {
  const view = renderRoute('/ContributeContent');
  await screen.findByRole('heading', { name: 'Contribute a Post' });
  return view;
}

/** Pasting instead of typing key by key keeps these tests fast. */
async function fill(user: Awaited<ReturnType<typeof openForm>>['user'], field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

const categorySelect = () => screen.getByRole('combobox', { name: /Category/ });

// Filling a whole form is slow in jsdom on a busy machine; the success path also waits for the reload delay.
describe('contribute form', { timeout: 30_000 }, () => {
  it('shows the form: Back to Home, title, category select with the nine categories, name, email, photos, Submit Post', async () => {
    mockApi({});
    await openForm();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    const options = within(categorySelect())
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Select a category', ...CONTRIBUTION_CATEGORIES.map((category) => category.name)]);
    expect(screen.getByRole('textbox', { name: /Your Name/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Your Email/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Photos')).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif,image/avif');
    expect(screen.getByRole('button', { name: 'Submit Post' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Who/ })).not.toBeInTheDocument();
    // The round Contribute button of the other public pages would only cover this form.
    expect(screen.queryByRole('link', { name: 'Contribute a post' })).not.toBeInTheDocument();
  });

  it("shows the chosen category's fields with their labels; only Additional Info is optional", async () => {
    mockApi({});
    const { user } = await openForm();
    await user.selectOptions(categorySelect(), 'BalitAraneta');
    for (const label of ['Who', 'What', 'Where', 'When']) {
      expect(screen.getByRole('textbox', { name: label })).toBeRequired();
    }
    expect(screen.getByRole('textbox', { name: 'Additional Info' })).not.toBeRequired();

    await user.selectOptions(categorySelect(), 'The DLSAU InfoTalk');
    for (const label of ['Name of Speaker/Presenter and grade/year/course', 'Topic/Title', 'Details About the Topic', 'Video Link']) {
      expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument();
    }
    expect(screen.queryByRole('textbox', { name: /Who/ })).not.toBeInTheDocument();
  });

  it('shows each validation message and sends nothing while the form is invalid', async () => {
    const api = mockApi({});
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Submit Post' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Category is required')).toBeInTheDocument();
    // The first invalid input gets the focus.
    expect(categorySelect()).toHaveFocus();

    await user.selectOptions(categorySelect(), 'Proud Lasallian');
    await fill(user, screen.getByLabelText(/Your Name/), 'Juan Dela Cruz');
    await fill(user, screen.getByLabelText(/Your Email/), 'juan@');
    await user.click(screen.getByRole('button', { name: 'Submit Post' }));
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: /Name of Featured Lasallian/ })).toHaveAccessibleDescription('This field is required');
    expect(api.calls('POST /api/v1/contribute-news')).toHaveLength(0);
  });

  it("refuses a story longer than the server takes, with the server's message, and sends nothing", async () => {
    const api = mockApi({});
    const { user } = await openForm();
    await user.selectOptions(categorySelect(), 'Proud Lasallian');
    await fill(user, screen.getByLabelText(/Your Name/), 'Juan Dela Cruz');
    await fill(user, screen.getByLabelText(/Your Email/), 'juan@school.test');
    await fill(user, screen.getByRole('textbox', { name: /Name of Featured Lasallian/ }), 'Ana Reyes');
    await fill(user, screen.getByRole('textbox', { name: /Grade\/Year and Section\/Course/ }), 'g'.repeat(100_000));
    await user.click(screen.getByRole('button', { name: 'Submit Post' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Must be 100000 characters or less.');
    expect(api.calls('POST /api/v1/contribute-news')).toHaveLength(0);
  });

  it('clears every entered field and every error when the category changes', async () => {
    mockApi({});
    const { user } = await openForm();
    await user.selectOptions(categorySelect(), 'BalitAraneta');
    await fill(user, screen.getByLabelText(/Your Name/), 'Juan');
    await fill(user, screen.getByLabelText(/^Who/), 'The choir');
    await user.click(screen.getByRole('button', { name: 'Submit Post' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();

    await user.selectOptions(categorySelect(), 'Animo Idol');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Your Name/ })).toHaveValue('');
    for (const field of screen.getAllByRole('textbox')) expect(field).toHaveValue('');
  });

  it('adds image thumbnails with a remove button each, takes only images, and frees removed previews', async () => {
    mockApi({});
    const { user } = await openForm();
    await user.upload(screen.getByLabelText('Photos'), [photo('choir.jpg'), photo('stage.png', 'image/png')]);

    const list = screen.getByRole('list', { name: 'Photos: 2 selected' });
    expect(within(list).getAllByRole('img')).toHaveLength(2);
    expect(within(list).getByRole('img', { name: 'Photo 1: choir.jpg' })).toHaveAttribute('src', 'blob:preview-1');

    await user.click(screen.getByRole('button', { name: 'Remove photo 1 (choir.jpg)' }));
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(screen.getByRole('list', { name: 'Photos: 1 selected' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo 1: stage.png' })).toBeInTheDocument();

    const zone = screen.getByRole('button', { name: /^Photos: Drag photos here/ });
    fireEvent.drop(zone, {
      dataTransfer: { files: [new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }), photo('hall.webp', 'image/webp')] },
    });
    expect(await screen.findByText('Only image files (JPEG, PNG, WebP, GIF, AVIF) of up to 10 MB can be added.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Photos: 2 selected' })).toBeInTheDocument();
  });

  it('sends the story as "Label: value" lines with the photos, says so, then reloads the page', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => {});
    const api = mockApi({ 'POST /api/v1/contribute-news': { status: 201, body: { message: 'Post submitted successfully!', id: 'c1' } } });
    const { user } = await openForm();
    await user.selectOptions(categorySelect(), 'BalitAraneta');
    await fill(user, screen.getByLabelText(/Your Name/), '  Juan Dela Cruz ');
    await fill(user, screen.getByLabelText(/Your Email/), 'juan@school.test');
    await fill(user, screen.getByLabelText(/^Who/), 'The school choir');
    await fill(user, screen.getByLabelText(/^What/), 'Won the regional contest');
    await fill(user, screen.getByLabelText(/^Where/), 'Manila');
    await fill(user, screen.getByLabelText(/^When/), 'Last Friday');
    await user.upload(screen.getByLabelText('Photos'), [photo('choir.jpg'), photo('trophy.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Submit Post' }));

    expect(await screen.findByText('Post submitted successfully!')).toBeInTheDocument();
    const body = api.calls('POST /api/v1/contribute-news')[0].body as FormData;
    expect(body.get('author')).toBe('Juan Dela Cruz');
    expect(body.get('authorEmail')).toBe('juan@school.test');
    expect(body.get('category')).toBe('BalitAraneta');
    expect(body.get('content')).toBe('Who: The school choir\nWhat: Won the regional contest\nWhere: Manila\nWhen: Last Friday');
    expect((body.getAll('photos') as File[]).map((file) => file.name)).toEqual(['choir.jpg', 'trophy.jpg']);

    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(window.sessionStorage.getItem('contributionSubmitted')).toBe('1');
  });

  it('still says the post was sent right after the reload, once', async () => {
    mockApi({});
    window.sessionStorage.setItem('contributionSubmitted', '1');
    await openForm();
    expect(screen.getByText('Post submitted successfully!')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('contributionSubmitted')).toBeNull();
  });

  it("keeps what was typed on failure and shows 'Error submitting post.' with the server's field errors", async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => {});
    mockApi({
      'POST /api/v1/contribute-news': reply.error(400, 'This field is required', [{ field: 'Skills/Talents', message: 'This field is required' }]),
    });
    const { user } = await openForm();
    await user.selectOptions(categorySelect(), 'Animo Idol');
    await fill(user, screen.getByLabelText(/Your Name/), 'Juan');
    await fill(user, screen.getByLabelText(/Your Email/), 'juan@school.test');
    await fill(user, screen.getByLabelText(/Name of Featured Lasallian/), 'Maria');
    await fill(user, screen.getByRole('textbox', { name: /Grade\/Year/ }), 'Grade 10 - St. John');
    await fill(user, screen.getByRole('textbox', { name: /Skills\/Talents/ }), 'Singing');
    await fill(user, screen.getByRole('textbox', { name: /Why he\/she/ }), 'She inspires us');
    await user.click(screen.getByRole('button', { name: 'Submit Post' }));

    const alert = await screen.findByRole('alert', { name: /Error submitting post\./ });
    expect(alert).toHaveTextContent('Please correct the highlighted fields and try again.');
    expect(screen.getByRole('textbox', { name: /Skills\/Talents/ })).toHaveAccessibleDescription('This field is required');
    expect(screen.getByRole('textbox', { name: /Your Name/ })).toHaveValue('Juan');
    expect(screen.getByRole('textbox', { name: /Why he\/she/ })).toHaveValue('She inspires us');
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows the reason of a refused upload (413, 415) under the failure message', async () => {
    const api = mockApi({ 'POST /api/v1/contribute-news': reply.error(415, 'Only image files can be uploaded.') });
    const { user } = await openForm();
    await user.selectOptions(categorySelect(), 'Proud Lasallian');
    await fill(user, screen.getByLabelText(/Your Name/), 'Juan');
    await fill(user, screen.getByLabelText(/Your Email/), 'juan@school.test');
    await fill(user, screen.getByLabelText(/Name of Featured Lasallian/), 'Maria');
    await fill(user, screen.getByRole('textbox', { name: /Grade\/Year/ }), 'Grade 10');
    await user.upload(screen.getByLabelText('Photos'), [photo('fake.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Submit Post' }));

    expect(await screen.findByRole('alert', { name: /Error submitting post\./ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Photos: / })).toHaveAccessibleDescription(/Only image files can be uploaded\./);
    expect(screen.getByRole('img', { name: 'Photo 1: fake.jpg' })).toBeInTheDocument();

    api.set('POST /api/v1/contribute-news', reply.error(413, 'Each file must be 10 MB or smaller.'));
    await user.click(screen.getByRole('button', { name: 'Submit Post' }));
    await waitFor(() =>
      expect(screen.getByRole('alert', { name: /Error submitting post\./ })).toHaveTextContent('Each file must be 10 MB or smaller.'),
    );
  });
});

describe('contribute form in Filipino', { timeout: 30_000 }, () => {
  it("words the form, a category's field labels and the validation messages in Filipino", async () => {
    mockApi({});
    await changeAppLanguage('fil');
    const { user } = renderRoute('/ContributeContent');
    expect(await screen.findByRole('heading', { name: 'Mag-ambag ng Post' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bumalik sa Home' })).toBeInTheDocument();
    const kategorya = () => screen.getByRole('combobox', { name: /^Kategorya/ });
    expect(within(kategorya()).getByRole('option', { name: 'Pumili ng kategorya' })).toBeInTheDocument();
    expect(screen.getByText('Pumili ng kategorya para makita kung ano ang ikukuwento mo sa amin.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ipasa ang Post' }));
    expect(await screen.findByText('Kailangan ang pangalan')).toBeInTheDocument();
    expect(screen.getByText('Kailangan ang kategorya')).toBeInTheDocument();
    await user.selectOptions(kategorya(), 'BalitAraneta');
    expect(screen.getByRole('textbox', { name: /^Sino/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Karagdagang Impormasyon/ })).toBeInTheDocument();
  });
});
