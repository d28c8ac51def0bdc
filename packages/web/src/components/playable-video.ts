/** Which of a story's own videos readers may play (issue 27): a ready one with its playlist; none before. */
import type { NewsVideo } from '@newsroom/shared';

export type PlayableVideo = NewsVideo & { status: 'ready'; hlsUrl: string };

export function isPlayableVideo(video: NewsVideo | null | undefined): video is PlayableVideo {
  return video?.status === 'ready' && typeof video.hlsUrl === 'string' && video.hlsUrl !== '';
}
