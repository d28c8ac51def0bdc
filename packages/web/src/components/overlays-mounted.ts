/**
 * Whether toasts and confirm dialogs have a place on screen yet (components/overlay-host.tsx). Screens that load the
 * host on demand ask before opening a dialog, so a dialog asked for while the host's code is still arriving opens
 * once it is there instead of being lost.
 */
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export function overlaysMounted(): Promise<void> {
  return mounted;
}

/** Called by the host when it mounts. */
export function markOverlaysMounted(): void {
  markMounted();
}
