/**
 * The media-chrome elements the player uses, each registered by its own module: the package's index (and its React
 * wrappers, which import it) would bring every element it has.
 */
import type { HTMLAttributes } from 'react';
import 'media-chrome/dist/media-controller.js';
import 'media-chrome/dist/media-control-bar.js';
import 'media-chrome/dist/media-play-button.js';
import 'media-chrome/dist/media-time-range.js';
import 'media-chrome/dist/media-time-display.js';
import 'media-chrome/dist/media-mute-button.js';
import 'media-chrome/dist/media-volume-range.js';
import 'media-chrome/dist/media-fullscreen-button.js';
import 'media-chrome/dist/media-loading-indicator.js';
// The menu's items are elements of their own, which the captions menu does not register itself.
import 'media-chrome/dist/menu/media-chrome-menu-item.js';
import 'media-chrome/dist/menu/media-captions-menu.js';
import 'media-chrome/dist/menu/media-captions-menu-button.js';

/** What the player sets on them: React passes these through as attributes. */
type MediaChromeProps = HTMLAttributes<HTMLElement> & {
  anchor?: string;
  noautohide?: boolean;
  showduration?: boolean;
};

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React types custom elements through this namespace only
  namespace JSX {
    interface IntrinsicElements {
      'media-controller': MediaChromeProps;
      'media-control-bar': MediaChromeProps;
      'media-play-button': MediaChromeProps;
      'media-time-range': MediaChromeProps;
      'media-time-display': MediaChromeProps;
      'media-mute-button': MediaChromeProps;
      'media-volume-range': MediaChromeProps;
      'media-fullscreen-button': MediaChromeProps;
      'media-loading-indicator': MediaChromeProps;
      'media-captions-menu': MediaChromeProps;
      'media-captions-menu-button': MediaChromeProps;
    }
  }
}
