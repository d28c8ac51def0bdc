/** Mantine's color scheme kept under SPEC's storage key `darkMode`, as the text 'true' or 'false'. */
import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import { readStorage, removeStorage, storageKeys, writeStorage } from './storage';

export function darkModeColorSchemeManager(): MantineColorSchemeManager {
  let listener: ((event: StorageEvent) => void) | undefined;
  return {
    get: (defaultValue) => {
      const stored = readStorage(storageKeys.darkMode);
      if (stored === 'true') return 'dark';
      if (stored === 'false') return 'light';
      return defaultValue;
    },
    set: (value: MantineColorScheme) => {
      if (value === 'auto') removeStorage(storageKeys.darkMode);
      else writeStorage(storageKeys.darkMode, value === 'dark' ? 'true' : 'false');
    },
    subscribe: (onUpdate) => {
      listener = (event) => {
        if (event.storageArea !== window.localStorage || event.key !== storageKeys.darkMode) return;
        onUpdate(event.newValue === 'true' ? 'dark' : 'light');
      };
      window.addEventListener('storage', listener);
    },
    unsubscribe: () => {
      if (listener) window.removeEventListener('storage', listener);
    },
    clear: () => removeStorage(storageKeys.darkMode),
  };
}
