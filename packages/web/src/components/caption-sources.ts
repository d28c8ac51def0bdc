/**
 * The caption files a <track> loads. A <track> sends no Authorization header, and a story not yet public shows its
 * captions only to its author and ADMINs: for a signed-in reader (the back office's preview) each file is fetched
 * with the token and handed to its track as a blob: address. Everyone else's tracks load the files themselves.
 */
import { useEffect, useState } from 'react';
import type { VideoCaption } from '@newsroom/shared';

export function useCaptionSources(captions: VideoCaption[], token: string | null): VideoCaption[] {
  const [fetched, setFetched] = useState<VideoCaption[]>([]);
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    const addresses: string[] = [];
    const load = async (caption: VideoCaption): Promise<VideoCaption | null> => {
      const response = await fetch(caption.url, { headers: { Authorization: `Bearer ${token}` }, signal: controller.signal });
      // A file gone or refused leaves its language out of the menu rather than offering one that shows nothing.
      if (!response.ok) return null;
      const address = URL.createObjectURL(await response.blob());
      addresses.push(address);
      return { ...caption, url: address };
    };
    Promise.all(captions.map(load))
      .then((loaded) => setFetched(loaded.filter((caption) => caption !== null)))
      .catch(() => {});
    return () => {
      controller.abort();
      for (const address of addresses) URL.revokeObjectURL(address);
    };
  }, [captions, token]);
  return token ? fetched : captions;
}
