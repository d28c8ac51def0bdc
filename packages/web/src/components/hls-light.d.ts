/** hls.js's light build (no DRM, no in-playlist subtitles: our captions are WebVTT tracks) has the full build's API but ships no types of its own. */
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
