import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notificationSettingsMessages } from '@newsroom/shared';
import { changeAppLanguage } from '../../../i18n/i18n';
import { mockApi, reply, type RecordedRequest } from '../../../test/mock-api';
import { admin, author, renderRoute, type TestUser } from '../../../test/render-route';

const SETTINGS = 'GET /api/v1/user/me/notification-settings';
const SAVE = 'PUT /api/v1/user/me/notification-settings';

/** What the server answers to a good PUT: the saved settings, as sent. */
const saved = (request: RecordedRequest) => reply.ok(request.body);

async function openAccount(as: TestUser = author, handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ [SETTINGS]: reply.ok({ email: 'instant' }), [SAVE]: saved, ...handlers });
  const view = renderRoute('/my-account', { as });
  await screen.findByRole('radiogroup', { name: /How do you want to get e-mail alerts/ });
  return { ...view, api };
}

const choice = (name: RegExp | string) => screen.getByRole('radio', { name });

describe('My account', () => {
  it('is in the sidebar of an AUTHOR and of an ADMIN, titled MY ACCOUNT, showing who is signed in and the saved choice', async () => {
    await openAccount(author);
    expect(screen.getByRole('heading', { level: 1, name: 'MY ACCOUNT' })).toBeInTheDocument();
    const entry = within(screen.getByRole('navigation', { name: 'Back office' })).getByRole('link', { name: 'My Account' });
    expect(entry).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('row', { name: 'Name Arthur Author' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'E-mail arthur@school.test' })).toBeInTheDocument();
    expect(choice('Each alert as it happens')).toBeChecked();
    expect(choice(/^One summary a day at 07:00 \(.+ time\)$/)).not.toBeChecked();
    expect(choice('No e-mail alerts')).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Saved: Each alert as it happens.');
  });

  it('is an ADMIN page as well', async () => {
    await openAccount(admin);
    expect(within(screen.getByRole('navigation', { name: 'Back office' })).getByRole('link', { name: 'My Account' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('row', { name: 'Role ADMIN' })).toBeInTheDocument();
  });

  it('saves the choice with PUT and then shows it as saved', async () => {
    const { user, api } = await openAccount(author, { [SETTINGS]: reply.ok({ email: 'off' }) });
    expect(choice('No e-mail alerts')).toBeChecked();

    await user.click(choice(/^One summary a day at 07:00/));
    expect(screen.getByRole('status')).toHaveTextContent('Not saved yet.');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.calls(SAVE)).toHaveLength(1));
    expect(api.calls(SAVE)[0]!.body).toEqual({ email: 'daily' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Saved: One summary a day at 07:00 \(.+ time\)\.$/));
    expect(await screen.findByText('Your e-mail alert choice is saved.')).toBeInTheDocument();
    expect(choice(/^One summary a day/)).toBeChecked();
  });

  it("shows the server's refusal of the choice under it, in the reader's language, and keeps it unsaved", async () => {
    const message = notificationSettingsMessages.emailChoiceInvalid;
    const { user } = await openAccount(author, { [SAVE]: reply.error(400, message, [{ field: 'email', message }]) });
    await user.click(choice('No e-mail alerts'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Not saved yet.');

    await changeAppLanguage('fil');
    expect(
      await screen.findByText('Piliin kung paano mo matatanggap ang mga e-mail alert: bawat isa habang nangyayari, isang buod bawat araw, o wala.'),
    ).toBeInTheDocument();
  });

  it('says why a save failed otherwise, and Cancel goes back to the saved choice', async () => {
    const { user } = await openAccount(author, { [SAVE]: reply.error(503, 'The service is busy. Please try again.') });
    await user.click(choice('No e-mail alerts'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your choice could not be saved.');
    expect(alert).toHaveTextContent('The service is busy. Please try again.');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(choice('Each alert as it happens')).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Saved: Each alert as it happens.');
  });

  it('says when the saved choice cannot be loaded', async () => {
    mockApi({ [SETTINGS]: reply.error(500, 'Internal Server Error') });
    renderRoute('/my-account', { as: author });
    expect(await screen.findByText('Internal Server Error')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Internal Server Error');
    expect(screen.queryByRole('radio', { name: 'Each alert as it happens' })).not.toBeInTheDocument();
  });

  it('is worded in Filipino for a Filipino reader', async () => {
    mockApi({ [SETTINGS]: reply.ok({ email: 'daily' }), [SAVE]: saved });
    await changeAppLanguage('fil');
    renderRoute('/my-account', { as: admin });
    expect(await screen.findByRole('radiogroup', { name: 'Paano mo gustong matanggap ang mga e-mail alert?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'AKING ACCOUNT' })).toBeInTheDocument();
    expect(choice(/^Isang buod bawat araw nang 07:00 \(oras sa .+\)$/)).toBeChecked();
    expect(choice('Bawat alert habang nangyayari')).not.toBeChecked();
    expect(choice('Walang e-mail alert')).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent(/^Naka-save: Isang buod bawat araw nang 07:00/);
    expect(screen.getByRole('button', { name: 'I-save' })).toBeInTheDocument();
  });
});
