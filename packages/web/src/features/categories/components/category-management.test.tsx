import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Category } from '@newsroom/shared';
import { changeAppLanguage } from '../../../i18n/i18n';
import { mockApi, reply } from '../../../test/mock-api';
import { admin, renderRoute } from '../../../test/render-route';

const buildCategory = (id: string, name: string): Category => ({
  id,
  name,
  description: `${name} stories`,
  slug: name.replace(/\s+/g, '-'),
});

const sports = buildCategory('c1', 'Sports');
const idol = buildCategory('c2', 'Animo Idol');
const listAnswer = reply.ok([sports, idol]);

describe('category list', () => {
  it('lists categories and filters them by name, ignoring case', async () => {
    mockApi({ 'GET /api/v1/categories/get-categories': listAnswer });
    const { user } = renderRoute('/category-management', { as: admin });
    const table = await screen.findByRole('table');
    for (const header of ['ID', 'Category Name', 'Actions']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(await screen.findByRole('cell', { name: 'Sports' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Category' })).toHaveAttribute('href', '/add-category/_add');

    await user.type(screen.getByRole('textbox', { name: 'Search by category name' }), 'aNiMo');
    expect(screen.queryByRole('cell', { name: 'Sports' })).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Animo Idol' })).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Search by category name' }));
    await user.type(screen.getByRole('textbox', { name: 'Search by category name' }), 'zzz');
    expect(screen.getByText('No categories found.')).toBeInTheDocument();
  });

  it("alerts 'Category name cannot be empty.' on an empty inline name and sends nothing", async () => {
    const api = mockApi({ 'GET /api/v1/categories/get-categories': listAnswer });
    const { user } = renderRoute('/category-management', { as: admin });
    await user.click(await screen.findByRole('button', { name: 'Edit Sports' }));
    const input = screen.getByRole('textbox', { name: 'Category Name' });
    await user.clear(input);
    await user.type(input, '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Category name cannot be empty.');
    expect(api.calls('PUT /api/v1/categories/c1')).toHaveLength(0);
  });

  it('refuses an inline name another category has, in any case', async () => {
    const api = mockApi({ 'GET /api/v1/categories/get-categories': listAnswer });
    const { user } = renderRoute('/category-management', { as: admin });
    await user.click(await screen.findByRole('button', { name: 'Edit Sports' }));
    const input = screen.getByRole('textbox', { name: 'Category Name' });
    await user.clear(input);
    await user.type(input, 'animo idol');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Category name already exists.');
    expect(api.calls('PUT /api/v1/categories/c1')).toHaveLength(0);
  });

  it('saves an inline rename by sending only the name', async () => {
    const api = mockApi({
      'GET /api/v1/categories/get-categories': listAnswer,
      'PUT /api/v1/categories/c1': reply.ok({ ...sports, name: 'School Sports' }),
    });
    const { user } = renderRoute('/category-management', { as: admin });
    await user.click(await screen.findByRole('button', { name: 'Edit Sports' }));
    const input = screen.getByRole('textbox', { name: 'Category Name' });
    await user.clear(input);
    await user.type(input, '  School Sports ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PUT /api/v1/categories/c1')).toHaveLength(1));
    expect(api.calls('PUT /api/v1/categories/c1')[0].body).toEqual({ name: 'School Sports' });
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Category Name' })).not.toBeInTheDocument());
  });

  it("shows the server's 409 message when a category with content is deleted, and keeps the row", async () => {
    mockApi({
      'GET /api/v1/categories/get-categories': listAnswer,
      'DELETE /api/v1/categories/c1': reply.error(409, 'This category still has content and cannot be deleted.'),
    });
    const { user } = renderRoute('/category-management', { as: admin });
    await user.click(await screen.findByRole('button', { name: 'Delete Sports' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this category?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This category still has content and cannot be deleted.')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Sports' })).toBeInTheDocument();
  });

  it('removes a deleted category once the server agreed', async () => {
    const api = mockApi({
      'GET /api/v1/categories/get-categories': listAnswer,
      'DELETE /api/v1/categories/c1': reply.noContent(),
    });
    const { user } = renderRoute('/category-management', { as: admin });
    await user.click(await screen.findByRole('button', { name: 'Delete Sports' }));
    api.set('GET /api/v1/categories/get-categories', reply.ok([idol]));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Sports' })).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'Animo Idol' })).toBeInTheDocument();
  });
});

describe('category form', () => {
  const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, textarea' });

  it('requires a name and a description', async () => {
    const api = mockApi({ 'GET /api/v1/categories/get-categories': listAnswer });
    const { user } = renderRoute('/add-category/_add', { as: admin });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Category name is required.')).toBeInTheDocument();
    expect(screen.getByText('Description is required.')).toBeInTheDocument();
    expect(api.calls('POST /api/v1/categories')).toHaveLength(0);
  });

  it("says 'Category name already exists.' for a name in the list, in any case", async () => {
    const api = mockApi({ 'GET /api/v1/categories/get-categories': listAnswer });
    const { user } = renderRoute('/add-category/_add', { as: admin });
    await screen.findByRole('heading', { name: 'Add Category' });
    await waitFor(() => expect(api.calls('GET /api/v1/categories/get-categories').length).toBeGreaterThan(0));
    await user.type(field(/^category name/i), ' SPORTS ');
    await user.type(field(/^description/i), 'Games and teams');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Category name already exists.')).toBeInTheDocument();
    expect(api.calls('POST /api/v1/categories')).toHaveLength(0);
  });

  it("shows the server's 409 on the name field", async () => {
    mockApi({
      'GET /api/v1/categories/get-categories': reply.ok([]),
      'POST /api/v1/categories': reply.error(409, 'Category name already exists.'),
    });
    const { user } = renderRoute('/add-category/_add', { as: admin });
    await user.type(await screen.findByLabelText(/^category name/i, { selector: 'input' }), 'Sports');
    await user.type(field(/^description/i), 'Games and teams');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Category name already exists.')).toBeInTheDocument();
    expect(field(/^category name/i)).toHaveAttribute('aria-invalid', 'true');
  });

  it('creates a category with trimmed values and returns to the list', async () => {
    const api = mockApi({
      'GET /api/v1/categories/get-categories': reply.ok([]),
      'POST /api/v1/categories': reply.ok(sports),
    });
    const { user, router } = renderRoute('/add-category/_add', { as: admin });
    await user.type(await screen.findByLabelText(/^category name/i, { selector: 'input' }), ' Sports ');
    await user.type(field(/^description/i), ' Games and teams ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/category-management'));
    expect(api.calls('POST /api/v1/categories')[0].body).toEqual({ name: 'Sports', description: 'Games and teams' });
  });

  it('edits an existing category, which may keep its own name', async () => {
    const api = mockApi({
      'GET /api/v1/categories/get-categories': listAnswer,
      'GET /api/v1/categories/c1': reply.ok(sports),
      'PUT /api/v1/categories/c1': reply.ok(sports),
    });
    const { user, router } = renderRoute('/add-category/c1', { as: admin });
    await screen.findByRole('heading', { name: 'Edit Category' });
    expect(field(/^category name/i)).toHaveValue('Sports');
    await user.clear(field(/^description/i));
    await user.type(field(/^description/i), 'All about our teams');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/category-management'));
    expect(api.calls('PUT /api/v1/categories/c1')[0].body).toEqual({ name: 'Sports', description: 'All about our teams' });
  });
});

describe('categories in Filipino', () => {
  it('words the list, the inline rename and its check in Filipino', async () => {
    mockApi({ 'GET /api/v1/categories/get-categories': listAnswer });
    await changeAppLanguage('fil');
    const { user } = renderRoute('/category-management', { as: admin });
    expect(await screen.findByRole('heading', { name: 'Mga Kategorya' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    for (const header of ['ID', 'Pangalan ng Kategorya', 'Aksiyon']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Magdagdag ng Kategorya' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'I-edit ang Sports' }));
    await user.clear(screen.getByRole('textbox', { name: 'Pangalan ng Kategorya' }));
    await user.click(screen.getByRole('button', { name: 'I-save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Hindi puwedeng walang laman ang pangalan ng kategorya.');
    await user.type(screen.getByRole('textbox', { name: 'Maghanap ayon sa pangalan ng kategorya' }), 'zzz');
    expect(screen.getByText('Walang nahanap na kategorya.')).toBeInTheDocument();
  });

  it('words the form and its checks in Filipino', async () => {
    mockApi({ 'GET /api/v1/categories/get-categories': listAnswer });
    await changeAppLanguage('fil');
    const { user } = renderRoute('/add-category/_add', { as: admin });
    expect(await screen.findByRole('heading', { name: 'Magdagdag ng Kategorya' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I-save' }));
    expect(await screen.findByText('Kailangan ang pangalan ng kategorya.')).toBeInTheDocument();
    expect(screen.getByText('Kailangan ang paglalarawan.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Paglalarawan/, { selector: 'textarea' })).toBeInTheDocument();
  });
});
