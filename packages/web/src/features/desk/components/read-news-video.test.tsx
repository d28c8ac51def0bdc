/**
 * A story's own video in the back office (issue 27): the reader shows its status, progress or failure reason and
 * asks again while it is being prepared; the review list marks it in the row.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NewsVideo } from '@newsroom/shared';
import { buildNews, buildVideo } from '../../../test/build-news';
import { mockApi, pagedList, reply } from '../../../test/mock-api';
import { admin, author, renderRoute } from '../../../test/render-route';

const unfinished = { durationSeconds: null, hlsUrl: null, posterUrl: null };
const processing = (progress: number) => buildVideo({ ...unfinished, status: 'processing', progress });
const ready = buildVideo();
const failed = buildVideo({ ...unfinished, status: 'failed', error: 'This file has sound but no picture. Upload a video.' });

function mockReader(...videos: (NewsVideo | null)[]) {
  let asked = 0;
  return mockApi({
    // Each answer in turn, then the last one again.
    'GET /api/v1/news/n1': () => reply.ok(buildNews({ status: 'Pending', video: videos[Math.min(asked++, videos.length - 1)] })),
    'GET /api/v1/news/views/n1': reply.ok(0),
    'GET /api/v1/news': reply.ok([]),
  });
}

const videoSection = () => screen.getByRole('region', { name: 'Video' });

describe("a story's own video in the back office", () => {
  it('shows its progress while it is being prepared, and asks again until it is ready', { timeout: 30_000 }, async () => {
    const api = mockReader(processing(40), ready);
    renderRoute('/read-news/n1', { as: author });
    expect(await screen.findByText('Preparing the video for the web: 40%')).toBeInTheDocument();
    expect(within(videoSection()).getByRole('progressbar', { name: 'Video processing' })).toHaveAttribute('aria-valuenow', '40');
    expect(within(videoSection()).queryByRole('button', { name: /^Play video/ })).not.toBeInTheDocument();

    // The poll (every 5 s) brings the finished video: its player appears, and the asking stops.
    expect(await within(videoSection()).findByRole('button', { name: 'Play video: Robotics team wins regional title' })).toBeInTheDocument();
    expect(within(videoSection()).getByText('Ready')).toBeInTheDocument();
    expect(api.calls('GET /api/v1/news/n1')).toHaveLength(2);
  });

  it('shows why processing failed, and no player', async () => {
    mockReader(failed);
    renderRoute('/read-news/n1', { as: admin });
    expect(await screen.findByText('This file has sound but no picture. Upload a video.')).toBeInTheDocument();
    expect(within(videoSection()).getByText('Video failed')).toBeInTheDocument();
    expect(within(videoSection()).queryByRole('button', { name: /^Play video/ })).not.toBeInTheDocument();
  });

  it('has no video section for a story without one', async () => {
    mockReader(null);
    renderRoute('/read-news/n1', { as: admin });
    await screen.findByRole('heading', { name: 'Robotics team wins regional title' });
    expect(screen.queryByRole('region', { name: 'Video' })).not.toBeInTheDocument();
  });

  it('asks the list again while a video in it is being prepared, and stops once it is ready', { timeout: 30_000 }, async () => {
    let asked = 0;
    const api = mockApi({
      'GET /api/v1/news/pending': (request) =>
        pagedList([buildNews({ id: 'p1', title: 'Science fair results', status: 'Pending', video: asked++ === 0 ? processing(20) : ready })])(
          request,
        ),
    });
    renderRoute('/pending-news', { as: admin });
    expect(await screen.findByText('Video: 20%')).toBeInTheDocument();
    expect(await screen.findByText('Video ready', {}, { timeout: 10_000 })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(api.calls('GET /api/v1/news/pending')).toHaveLength(2);
  });

  it("marks each pending story's video in the review list, with a failure's reason", async () => {
    mockApi({
      'GET /api/v1/news/pending': pagedList([
        buildNews({ id: 'p1', title: 'Science fair results', status: 'Pending', video: processing(65) }),
        buildNews({ id: 'p2', title: 'Basketball finals', status: 'Pending', video: failed }),
        buildNews({ id: 'p3', title: 'Library week', status: 'Pending' }),
      ]),
    });
    renderRoute('/pending-news', { as: admin });
    const row = async (title: string) => (await screen.findByText(title)).closest('tr')!;
    expect(within(await row('Science fair results')).getByText('Video: 65%')).toBeInTheDocument();
    const failedRow = await row('Basketball finals');
    expect(within(failedRow).getByText('Video failed')).toBeInTheDocument();
    expect(within(failedRow).getByText('This file has sound but no picture. Upload a video.')).toBeInTheDocument();
    expect(within(await row('Library week')).queryByText(/^Video/)).not.toBeInTheDocument();
  });
});
