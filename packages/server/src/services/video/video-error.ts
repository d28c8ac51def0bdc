/** Why a video is refused or could not be processed: a clear message for its author, and a reason code for the job. */
import { videoMessages } from '@newsroom/shared';
import { ApiError } from '../../lib/api-error.js';

export type VideoRefusal = 'empty' | 'unreadable' | 'notAVideo' | 'audioOnly' | 'tooLong' | 'processingFailed';

export class VideoError extends ApiError {
  constructor(
    readonly reason: VideoRefusal,
    message: string,
    /** FFmpeg's own words, for the logs only: never shown to a reader. */
    readonly detail?: string,
  ) {
    // 413 for a video over the length limit (too large, as an upload over VIDEO_MAX_MB); 415 for what is not a
    // video we can read; processing failures are the file's fault too, but come from a job, not a request.
    super(reason === 'tooLong' ? 413 : reason === 'processingFailed' ? 422 : 415, message);
    this.name = 'VideoError';
  }
}

export const videoError = {
  empty: () => new VideoError('empty', videoMessages.empty),
  unreadable: (detail?: string) => new VideoError('unreadable', videoMessages.unreadable, detail),
  notAVideo: () => new VideoError('notAVideo', videoMessages.notAVideo),
  audioOnly: () => new VideoError('audioOnly', videoMessages.audioOnly),
  tooLong: (maxMinutes: number) => new VideoError('tooLong', videoMessages.tooLong(maxMinutes)),
  processingFailed: (detail?: string) => new VideoError('processingFailed', videoMessages.processingFailed, detail),
};
