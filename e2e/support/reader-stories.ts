/** What a reader may and may not find: one published story with photos, one scheduled, one rejected. */
import type { APIRequestContext } from '@playwright/test';
import type { News } from '@newsroom/shared';
import { approveNews, createNews, createUser, rejectNews, unique, type Session } from './api';

export interface ReaderStories {
  /** Words only this run's stories have, for searches. */
  suffix: string;
  published: News;
  scheduled: News;
  rejected: News;
}

export async function readerStories(request: APIRequestContext, admin: Session): Promise<ReaderStories> {
  const suffix = unique('');
  const author = await createUser(request, admin, 'author', 'Reporter Reyes');
  const published = await createNews(request, author, {
    title: `Robotics club builds a solar car ${suffix}`,
    description: 'The robotics club finished its solar car in time for the regional race.',
    content:
      'The robotics club finished building its solar car on Monday after six months of work. ' +
      'Twelve students from Grades 9 to 12 designed the frame, wired the panels and tested the motor in the school gym. ' +
      'The car will race at the regional solar challenge in Batangas next month. ' +
      'Their adviser said the students raised the money for the panels through a bake sale. ' +
      'The team hopes to bring home the trophy for the first time.',
    category: 'Animo Idol',
    photos: 2,
  });
  await approveNews(request, admin, published.id);
  const scheduled = await createNews(request, author, { title: `Robotics scheduled announcement ${suffix}` });
  await approveNews(request, admin, scheduled.id, new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString());
  const rejected = await createNews(request, author, { title: `Robotics rejected draft ${suffix}` });
  await rejectNews(request, admin, rejected.id);
  return { suffix, published, scheduled, rejected };
}
