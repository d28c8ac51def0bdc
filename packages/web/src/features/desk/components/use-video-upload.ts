/**
 * The story form's video upload as state: refused files, progress with speed, cancel, failure with a way to try
 * again (which resumes, the file keeping its tus fingerprint), and the finished upload's id for the save. Uppy is
 * imported only when a file is picked.
 */
import { useEffect, useRef, useState } from 'react';
import type { VideoUpload } from '../api/upload-video';
import { videoFileProblem, type VideoFileProblem } from './video-file';

export type VideoUploadState =
  | { phase: 'idle' }
  | { phase: 'refused'; problem: Exclude<VideoFileProblem, null> }
  | { phase: 'uploading'; fileName: string; sent: number; total: number; bytesPerSecond: number | null }
  | { phase: 'done'; fileName: string; uploadId: string }
  | { phase: 'failed'; fileName: string };

/** How much the latest speed sample weighs against the earlier ones: steady enough to read, quick enough to follow. */
const SPEED_SMOOTHING = 0.3;

export function useVideoUpload() {
  const [state, setState] = useState<VideoUploadState>({ phase: 'idle' });
  const upload = useRef<VideoUpload | null>(null);
  const lastFile = useRef<File | null>(null);
  // Counts starts and stops: a start whose Uppy arrives after a Cancel (or a newer start, or leaving) must not begin.
  const attempt = useRef(0);
  // Leaving the form pauses the upload: tus keeps its place, so picking the same file later resumes it.
  useEffect(
    () => () => {
      attempt.current += 1;
      upload.current?.pause();
    },
    [],
  );

  const stop = () => {
    attempt.current += 1;
    upload.current?.cancel();
    upload.current = null;
  };

  const start = async (file: File) => {
    stop();
    const mine = attempt.current;
    lastFile.current = file;
    setState({ phase: 'uploading', fileName: file.name, sent: 0, total: file.size, bytesPerSecond: null });
    let sample = { time: performance.now(), bytes: 0 };
    let speed: number | null = null;
    try {
      const { startVideoUpload } = await import('../api/upload-video');
      if (mine !== attempt.current) return;
      upload.current = startVideoUpload(file, {
        onProgress: (sent, total) => {
          const now = performance.now();
          const seconds = (now - sample.time) / 1000;
          if (seconds > 0.2) {
            const current = (sent - sample.bytes) / seconds;
            speed = speed === null ? current : speed + SPEED_SMOOTHING * (current - speed);
            sample = { time: now, bytes: sent };
          }
          setState({ phase: 'uploading', fileName: file.name, sent, total, bytesPerSecond: speed });
        },
        onSuccess: (uploadId) => {
          upload.current = null;
          setState({ phase: 'done', fileName: file.name, uploadId });
        },
        onError: () => {
          upload.current = null;
          setState({ phase: 'failed', fileName: file.name });
        },
      });
    } catch {
      setState({ phase: 'failed', fileName: file.name });
    }
  };

  return {
    state,
    uploading: state.phase === 'uploading',
    uploadId: state.phase === 'done' ? state.uploadId : undefined,
    pick: (file: File | null) => {
      if (!file) return;
      const problem = videoFileProblem(file);
      if (problem) {
        stop();
        setState({ phase: 'refused', problem });
        return;
      }
      void start(file);
    },
    retry: () => {
      if (lastFile.current) void start(lastFile.current);
    },
    cancel: () => {
      stop();
      setState({ phase: 'idle' });
    },
  };
}

export type VideoUploadHandle = ReturnType<typeof useVideoUpload>;
