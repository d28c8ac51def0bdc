/**
 * sharp, loaded at the first image to process. Its libvips adds about 24 MB to the process's memory (10 MB of its own,
 * the rest the library's pages), which a server answering readers never needs: images are made when an author or a
 * reader uploads one, or a video's poster is drawn.
 */
import type sharpFunction from 'sharp';

/** The module loader keeps what it loaded: later calls cost a resolved promise. */
export async function loadSharp(): Promise<typeof sharpFunction> {
  return (await import('sharp')).default;
}
