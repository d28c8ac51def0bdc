/**
 * sharp, loaded at the first image to process. Its libvips adds about 24 MB to the process's memory (10 MB of its own,
 * the rest the library's pages), which a server answering readers never needs: images are made when an author or a
 * reader uploads one, or a video's poster is drawn.
 */
import type sharpFunction from 'sharp';

type Sharp = typeof sharpFunction;

let loading: Promise<Sharp> | undefined;

export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
