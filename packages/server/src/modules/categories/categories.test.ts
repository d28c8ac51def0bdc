import { describe, expect, it } from 'vitest';
import type { Category } from '@newsroom/shared';
import { bearer, describeEachDatabase, type TestApp } from '../../../test/helpers/test-app.js';
import { createNews } from '../../../test/helpers/news-factory.js';

const SEEDED = [
  { name: 'BalitAraneta', slug: 'BalitAraneta' },
  { name: 'Animo Idol', slug: 'Animo-Idol' },
  { name: 'Animo In-Demand', slug: 'Animo-In-Demand' },
  { name: 'Lasallian Tambayan', slug: 'Lasallian-Tambayan' },
  { name: 'Proud Lasallian', slug: 'Proud-Lasallian' },
  { name: 'The DLSAU InfoTalk', slug: 'The-DLSAU-InfoTalk' },
  { name: 'DLSAU Testimonials', slug: 'DLSAU-Testimonials' },
  { name: 'Galing Araneta', slug: 'Galing-Araneta' },
  { name: 'AniModel', slug: 'AniModel' },
];

async function listCategories(t: TestApp): Promise<Category[]> {
  const response = await t.inject({ method: 'GET', url: '/api/v1/categories/get-categories' });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function createCategory(t: TestApp, body: Record<string, unknown>) {
  return t.inject({ method: 'POST', url: '/api/v1/categories', headers: bearer(await t.adminToken()), payload: body });
}

async function updateCategory(t: TestApp, id: string, body: Record<string, unknown>) {
  return t.inject({ method: 'PUT', url: `/api/v1/categories/${id}`, headers: bearer(await t.adminToken()), payload: body });
}

async function deleteCategory(t: TestApp, id: string) {
  return t.inject({ method: 'DELETE', url: `/api/v1/categories/${id}`, headers: bearer(await t.adminToken()) });
}

let counter = 0;
async function aCategory(t: TestApp, name = `Campus Beat ${(counter += 1)}`): Promise<Category> {
  const response = await createCategory(t, { name, description: `All about ${name}.` });
  expect(response.statusCode).toBe(201);
  return response.json();
}

describeEachDatabase('categories', (t) => {
  describe('GET /categories/get-categories', () => {
    it('is public and holds the nine contribution categories with their slugs', async () => {
      const categories = await listCategories(t);
      expect(categories).toHaveLength(9);
      expect(categories.map(({ name, slug }) => ({ name, slug }))).toEqual(expect.arrayContaining(SEEDED));
      for (const category of categories) {
        expect(Object.keys(category).sort()).toEqual(['description', 'id', 'name', 'slug']);
        expect(category.description).not.toBe('');
      }
    });

    it('shows one category by id to anyone, and 404 for an unknown id', async () => {
      const [first] = await listCategories(t);
      const one = await t.inject({ method: 'GET', url: `/api/v1/categories/${first.id}` });
      expect(one.statusCode).toBe(200);
      expect(one.json()).toEqual(first);

      const missing = await t.inject({ method: 'GET', url: '/api/v1/categories/no-such-category' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Category not found.' });
    });
  });

  describe('POST /categories', () => {
    it('creates a category (201) with trimmed values and a slug; it is then listed', async () => {
      const response = await createCategory(t, { name: '  Science Fair  ', description: '  Projects and results. ' });
      expect(response.statusCode).toBe(201);
      const category = response.json() as Category;
      expect(category).toEqual({ id: expect.any(String), name: 'Science Fair', description: 'Projects and results.', slug: 'Science-Fair' });
      expect(await listCategories(t)).toContainEqual(category);
    });

    it.each([
      ['name', { description: 'Something.' }, 'Category name is required.'],
      ['name', { name: '   ', description: 'Something.' }, 'Category name is required.'],
      ['description', { name: 'No Description' }, 'Description is required.'],
      ['description', { name: 'Blank Description', description: '  ' }, 'Description is required.'],
      ['name', { name: 'x'.repeat(101), description: 'Too long.' }, 'Category name must be 100 characters or less.'],
      ['name', { name: 'İ'.repeat(60), description: 'Too long once lower-cased.' }, 'Category name must be 100 characters or less.'],
    ])('refuses a bad %s %j', async (field, body, message) => {
      const before = (await listCategories(t)).length;
      const response = await createCategory(t, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
      expect(response.json().errors).toEqual([{ field, message }]);
      expect((await listCategories(t)).length).toBe(before);
    });

    it('refuses a name that exists in another case (409)', async () => {
      const response = await createCategory(t, { name: 'animo idol', description: 'A copy.' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ statusCode: 409, error: 'Conflict', message: 'Category name already exists.' });
      expect((await listCategories(t)).filter((category) => category.name.toLowerCase() === 'animo idol')).toHaveLength(1);
    });

    it('keeps slugs unique when two names map to the same one', async () => {
      const spaced = await aCategory(t, 'Sports News');
      const hyphenated = await aCategory(t, 'Sports-News');
      expect(spaced.slug).toBe('Sports-News');
      expect(hyphenated.slug).not.toBe(spaced.slug);
      expect(hyphenated.slug.toLowerCase()).not.toBe(spaced.slug.toLowerCase());

      const doubleSpaced = await aCategory(t, 'Sports  News');
      const slugs = [spaced, hyphenated, doubleSpaced].map((category) => category.slug.toLowerCase());
      expect(new Set(slugs).size).toBe(3);
      const allSlugs = (await listCategories(t)).map((category) => category.slug.toLowerCase());
      expect(new Set(allSlugs).size).toBe(allSlugs.length);
    });

    it.each([
      ['News/Events', 'News-Events'],
      ['Q&A? #1', 'Q&A-1'],
      ['100% Lasallian', '100-Lasallian'],
      ['..', '--'],
    ])('gives %j a slug that stays one URL path segment', async (name, slug) => {
      const category = await aCategory(t, name);
      expect(category.slug).toBe(slug);
      expect(category.name).toBe(name);
    });
  });

  describe('PUT /categories/:id', () => {
    it('renames only, as the inline editor does, keeping the description; the slug follows the name', async () => {
      const category = await aCategory(t, 'Club Corner');
      const response = await updateCategory(t, category.id, { name: 'Club Updates' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ...category, name: 'Club Updates', slug: 'Club-Updates' });
    });

    it('changes name and description together, trimmed', async () => {
      const category = await aCategory(t);
      const response = await updateCategory(t, category.id, { name: ' Alumni Spotlight ', description: ' Where they are now. ' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ name: 'Alumni Spotlight', description: 'Where they are now.', slug: 'Alumni-Spotlight' });
    });

    it('refuses an empty name with the inline message', async () => {
      const category = await aCategory(t);
      const response = await updateCategory(t, category.id, { name: '   ' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: 'Category name cannot be empty.' });
      expect(response.json().errors).toEqual([{ field: 'name', message: 'Category name cannot be empty.' }]);
    });

    it('refuses an empty description when one is sent', async () => {
      const category = await aCategory(t);
      const response = await updateCategory(t, category.id, { name: category.name, description: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Description is required.');
    });

    it("refuses another category's name, whatever its case (409)", async () => {
      const category = await aCategory(t);
      const response = await updateCategory(t, category.id, { name: 'PROUD LASALLIAN' });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('Category name already exists.');
      const unchanged = await t.inject({ method: 'GET', url: `/api/v1/categories/${category.id}` });
      expect(unchanged.json()).toEqual(category);
    });

    it('allows a change of case in its own name and keeps its slug', async () => {
      const category = await aCategory(t, 'Music Room');
      const response = await updateCategory(t, category.id, { name: 'MUSIC ROOM' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ name: 'MUSIC ROOM', slug: category.slug });
    });

    it('keeps slugs unique on rename', async () => {
      const taken = await aCategory(t, 'Art Gallery');
      const renamed = await aCategory(t);
      const response = await updateCategory(t, renamed.id, { name: 'Art-Gallery' });
      expect(response.statusCode).toBe(200);
      expect(response.json().slug.toLowerCase()).not.toBe(taken.slug.toLowerCase());
    });

    it('answers 404 for an unknown id', async () => {
      const response = await updateCategory(t, 'no-such-category', { name: 'Anything' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Category not found.');
    });
  });

  describe('DELETE /categories/:id', () => {
    it('deletes a category (204); it is then gone', async () => {
      const category = await aCategory(t);
      const response = await deleteCategory(t, category.id);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect((await t.inject({ method: 'GET', url: `/api/v1/categories/${category.id}` })).statusCode).toBe(404);
      expect((await listCategories(t)).map((item) => item.id)).not.toContain(category.id);
    });

    it('answers 404 for an unknown id', async () => {
      const response = await deleteCategory(t, 'no-such-category');
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Category not found.');
    });

    it('refuses to delete a category that still has content (409)', async () => {
      const category = await aCategory(t);
      await createNews(t, await t.adminToken(), { category: category.name });
      const response = await deleteCategory(t, category.id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: 'This category still has content and cannot be deleted.',
      });
      expect((await t.inject({ method: 'GET', url: `/api/v1/categories/${category.id}` })).statusCode).toBe(200);
    });
  });
});
