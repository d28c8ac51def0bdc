/**
 * A story's own video (issue 27): the poster and play button first, on the server too, with nothing of the player
 * loaded; the press loads hls.js (or uses the browser's HLS) with its captions and qualities, the token for a
 * signed-in preview, and a low start on a data-saving connection.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { storageKeys } from '../lib/storage';
import { changeAppLanguage, i18n } from '../i18n/i18n';
import { buildVideo } from '../test/build-news';
import { mockApi, reply } from '../test/mock-api';
import { renderInApp } from '../test/render-in-app';
import { stubMediaElement } from '../test/media-element';
import { NewsVideoPlayer } from './news-video-player';
import type { PlayableVideo } from './playable-video';

type Listener = () => void;

/** Every hls.js player made, with its configuration and what it was told. */
const players = vi.hoisted(() => [] as FakeHls[]);

interface FakeHls {
  config: { startLevel: number; capLevelToPlayerSize: boolean; xhrSetup?: (xhr: XMLHttpRequest, url: string) => void };
  source: string | null;
  media: HTMLVideoElement | null;
  levels: { height: number }[];
  currentLevel: number;
  autoLevelCapping: number;
  listeners: Record<string, Listener[]>;
  destroy: ReturnType<typeof vi.fn>;
}

const hlsImported = vi.hoisted(() => ({ count: 0 }));

vi.mock('hls.js/light', () => {
  hlsImported.count += 1;
  class Hls {
    static Events = { MANIFEST_PARSED: 'hlsManifestParsed' };
    static isSupported = () => true;
    source: string | null = null;
    media: HTMLVideoElement | null = null;
    levels = [{ height: 360 }, { height: 720 }, { height: 1080 }];
    currentLevel = -1;
    autoLevelCapping = -1;
    listeners: Record<string, Listener[]> = {};
    destroy = vi.fn();
    constructor(public config: FakeHls['config']) {
      players.push(this as unknown as FakeHls);
    }
    on(event: string, listener: Listener) {
      (this.listeners[event] ??= []).push(listener);
    }
    loadSource(source: string) {
      this.source = source;
    }
    attachMedia(media: HTMLVideoElement) {
      this.media = media;
    }
  }
  return { default: Hls };
});

const video = buildVideo({
  captions: [
    { language: 'en', label: 'English', url: '/media/videos/v1/en.vtt' },
    { language: 'fil', label: 'Filipino', url: '/media/videos/v1/fil.vtt' },
  ],
}) as PlayableVideo;

const title = 'Robotics team wins regional title';
const playButton = () => screen.getByRole('button', { name: `Play video: ${title}` });

function setConnection(connection: { saveData?: boolean; effectiveType?: string } | undefined) {
  Object.defineProperty(navigator, 'connection', { configurable: true, value: connection });
}

beforeEach(() => {
  players.length = 0;
  stubMediaElement();
  setConnection(undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe("a story's own video", () => {
  it('renders its poster and play button on the server, without window', () => {
    vi.stubGlobal('window', undefined);
    try {
      const html = renderToString(
        <I18nextProvider i18n={i18n}>
          <NewsVideoPlayer video={video} title={title} />
        </I18nextProvider>,
      );
      expect(html).toContain(`aria-label="Play video: ${title}"`);
      expect(html).toContain('src="/media/videos/v1/poster.jpg"');
      expect(html).toContain(`srcSet="${video.posterSrcSet}"`);
      expect(html).not.toContain('<video');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("fetches its poster first only as the page's lead", () => {
    const { container } = renderInApp(<NewsVideoPlayer video={video} title={title} priority />);
    expect(container.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
    cleanup();
    const card = renderInApp(<NewsVideoPlayer video={video} title={title} />);
    expect(card.container.querySelector('img')).toHaveAttribute('fetchpriority', 'auto');
    expect(card.container.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('shows the poster and loads nothing of the player until play is pressed', async () => {
    const { container } = renderInApp(<NewsVideoPlayer video={video} title={title} />);
    expect(playButton()).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/videos/v1/poster.jpg');
    // Below the fold unless its page says otherwise: lazily, in the WebP size that fills the player.
    expect(container.querySelector('img')).toHaveAttribute('srcset', video.posterSrcSet);
    expect(container.querySelector('img')).toHaveAttribute('sizes', '(max-width: 768px) 100vw, 768px');
    expect(container.querySelector('img')).toHaveAttribute('loading', 'lazy');
    // Give a wrongly eager import the time to show itself.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('video')).toBeNull();
    expect(container.querySelector('media-controller')).toBeNull();
    expect(players).toHaveLength(0);
    // Neither library has been imported yet by anything in this file (the tests above this one play nothing).
    expect(hlsImported.count).toBe(0);
    expect(customElements.get('media-controller')).toBeUndefined();
  });

  it('plays through hls.js on press, with a subtitles track per caption file and a quality choice', async () => {
    const { container, user } = renderInApp(<NewsVideoPlayer video={video} title={title} />);
    await user.click(playButton());
    await waitFor(() => expect(players).toHaveLength(1));
    const [hls] = players;
    const element = container.querySelector('video')!;
    expect(hls.source).toBe('/media/videos/v1/master.m3u8');
    expect(hls.media).toBe(element);
    expect(hls.config.capLevelToPlayerSize).toBe(true);
    expect(hls.config.startLevel).toBe(-1);
    expect(hls.config.xhrSetup).toBeUndefined();
    expect(element.closest('media-controller')).not.toBeNull();
    expect(element).toHaveAttribute('aria-label', title);

    const tracks = [...element.querySelectorAll('track')].map((track) => ({
      kind: track.getAttribute('kind'),
      label: track.getAttribute('label'),
      srclang: track.getAttribute('srclang'),
      src: track.getAttribute('src'),
    }));
    expect(tracks).toEqual([
      { kind: 'subtitles', label: 'English', srclang: 'en', src: '/media/videos/v1/en.vtt' },
      { kind: 'subtitles', label: 'Filipino', srclang: 'fil', src: '/media/videos/v1/fil.vtt' },
    ]);
    expect(container.querySelector('media-captions-menu-button')).not.toBeNull();
    await waitFor(() => expect(HTMLMediaElement.prototype.play).toHaveBeenCalled());

    for (const listener of hls.listeners.hlsManifestParsed) listener();
    const quality = await screen.findByRole('combobox', { name: 'Quality' });
    expect(
      within(quality)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Auto', '1080p', '720p', '360p']);
    await user.selectOptions(quality, '360p');
    expect(hls.currentLevel).toBe(0);
  });

  it("labels media-chrome's controls in the reader's language", async () => {
    await changeAppLanguage('fil');
    const { container, user } = renderInApp(<NewsVideoPlayer video={video} title={title} />);
    await user.click(screen.getByRole('button', { name: `I-play ang video: ${title}` }));
    await waitFor(() => expect(container.querySelector('media-controller')).not.toBeNull());
    expect(container.querySelector('media-controller')).toHaveAttribute('lang', 'fil');
    const control = (name: string) => container.querySelector(name)!;
    const tooltip = (name: string) => control(name).shadowRoot!.querySelector('slot[name="tooltip-content"]')!.textContent;
    await waitFor(() => expect(control('media-play-button')).toHaveAttribute('aria-label', 'i-play'));
    expect(tooltip('media-play-button')).toContain('I-play');
    expect(control('media-mute-button').getAttribute('aria-label')).toMatch(/^i-(un)?mute$/);
    expect(control('media-fullscreen-button')).toHaveAttribute('aria-label', 'buong screen');
    expect(tooltip('media-fullscreen-button')).toContain('Buong screen');
    expect(control('media-captions-menu-button')).toHaveAttribute('aria-label', 'mga caption');
    expect(control('media-volume-range').shadowRoot!.querySelector('#range')).toHaveAttribute('aria-label', 'lakas ng tunog');
    expect(control('media-time-range').shadowRoot!.querySelector('#range')).toHaveAttribute('aria-label', 'hanapin');
  });

  it("sends a signed-in reader's token with every request, so a story not yet public can be previewed", async () => {
    window.localStorage.setItem(storageKeys.token, 'desk-token');
    // Even where the browser has its own HLS: it could not send the token.
    stubMediaElement({ nativeHls: true });
    const { user } = renderInApp(<NewsVideoPlayer video={video} title={title} />);
    await user.click(playButton());
    await waitFor(() => expect(players).toHaveLength(1));
    const xhr = { setRequestHeader: vi.fn() };
    players[0].config.xhrSetup!(xhr as unknown as XMLHttpRequest, '/media/videos/v1/720p/segment-1.ts');
    expect(xhr.setRequestHeader).toHaveBeenCalledWith('Authorization', 'Bearer desk-token');
  });

  it("gives a signed-in reader's tracks the caption files fetched with the token, as blob: addresses", async () => {
    window.localStorage.setItem(storageKeys.token, 'desk-token');
    const api = mockApi({
      'GET /media/videos/v1/en.vtt': reply.file('WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n', { 'content-type': 'text/vtt' }),
      // The Filipino file was deleted meanwhile: its language is left out.
      'GET /media/videos/v1/fil.vtt': { status: 404, text: '' },
    });
    const revoked: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:http://localhost/caption-en');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation((address) => revoked.push(address));
    const { container, user, unmount } = renderInApp(<NewsVideoPlayer video={video} title={title} />);
    await user.click(playButton());
    await waitFor(() => expect(container.querySelectorAll('track')).toHaveLength(1));
    expect(container.querySelector('track')).toHaveAttribute('src', 'blob:http://localhost/caption-en');
    expect(container.querySelector('track')).toHaveAttribute('srclang', 'en');
    const captionRequests = api.requests.filter((request) => request.path.endsWith('.vtt'));
    expect(captionRequests.map((request) => [request.path, request.headers.Authorization])).toEqual([
      ['/media/videos/v1/en.vtt', 'Bearer desk-token'],
      ['/media/videos/v1/fil.vtt', 'Bearer desk-token'],
    ]);
    unmount();
    expect(revoked).toEqual(['blob:http://localhost/caption-en']);
  });

  it("uses the browser's own HLS where it has it", async () => {
    stubMediaElement({ nativeHls: true });
    const { container, user } = renderInApp(<NewsVideoPlayer video={video} title={title} />);
    await user.click(playButton());
    await waitFor(() => expect(container.querySelector('video')?.getAttribute('src')).toBe('/media/videos/v1/master.m3u8'));
    expect(players).toHaveLength(0);
    expect(screen.queryByRole('combobox', { name: 'Quality' })).not.toBeInTheDocument();
  });

  it('starts at the lowest quality and stays there on a data-saving connection', async () => {
    setConnection({ saveData: true, effectiveType: '4g' });
    const { user } = renderInApp(<NewsVideoPlayer video={video} title={title} />);
    await user.click(playButton());
    await waitFor(() => expect(players).toHaveLength(1));
    expect(players[0].config.startLevel).toBe(0);
    for (const listener of players[0].listeners.hlsManifestParsed) listener();
    expect(players[0].autoLevelCapping).toBe(0);
  });

  it('starts low on a slow connection and lets ABR climb', async () => {
    setConnection({ effectiveType: '3g' });
    const { user } = renderInApp(<NewsVideoPlayer video={video} title={title} />);
    await user.click(playButton());
    await waitFor(() => expect(players).toHaveLength(1));
    expect(players[0].config.startLevel).toBe(0);
    for (const listener of players[0].listeners.hlsManifestParsed) listener();
    expect(players[0].autoLevelCapping).toBe(-1);
  });
});
