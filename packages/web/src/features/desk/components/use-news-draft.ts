/**
 * Nothing typed is lost: a post form's text is kept in local storage as the writer types (per user and item),
 * offered back when the form opens again, and dropped once the post is saved. Logout clears it with the rest of
 * local storage (SPEC §2), which suits a shared school computer. Photos are files and are not kept.
 */
import { useEffect, useRef, useState } from 'react';
import { readStorage, removeStorage, writeStorage, type DraftStorageKey } from '../../../lib/storage';

/** How long typing may pause before the draft is written. */
const DRAFT_WRITE_DELAY_MS = 400;

export interface StoredDraft<Values> {
  values: Values;
  savedAt: string;
  /** The item's updatedAt when the draft began; another save since then is worth saying. */
  itemUpdatedAt: string | null;
}

/** The part of a Mantine form handle the draft (and the unsaved-work warning) needs. */
export interface DraftForm<Values> {
  values: Values;
  isDirty: () => boolean;
  setValues: (values: Values) => void;
}

export function newsDraftKey(userId: string, form: 'news' | 'ai-news', itemId: string): DraftStorageKey {
  return `draft:${userId}:${form}:${itemId}`;
}

function readDraft<Values extends object>(key: DraftStorageKey, initial: Values): StoredDraft<Values> | null {
  const text = readStorage(key);
  if (!text) return null;
  try {
    const draft = JSON.parse(text) as StoredDraft<Values>;
    const sameFields =
      draft &&
      typeof draft.values === 'object' &&
      Object.keys(initial).every(
        (name) => typeof (draft.values as Record<string, unknown>)[name] === typeof (initial as Record<string, unknown>)[name],
      );
    return sameFields && typeof draft.savedAt === 'string' ? draft : null;
  } catch {
    return null;
  }
}

export function useNewsDraft<Values extends object>(form: DraftForm<Values>, key: DraftStorageKey, itemUpdatedAt: string | null) {
  const [offered, setOffered] = useState<StoredDraft<Values> | null>(() => {
    const draft = readDraft(key, form.values);
    return draft && JSON.stringify(draft.values) !== JSON.stringify(form.values) ? draft : null;
  });
  const dirty = form.isDirty();
  const saved = useRef(false);

  // The write waiting for typing to pause; leaving the form does it at once.
  const pendingWrite = useRef<(() => void) | null>(null);

  useEffect(() => {
    // While a kept draft is on offer, typing must not overwrite it before the writer has chosen.
    if (offered || saved.current) return;
    const write = () => {
      pendingWrite.current = null;
      if (saved.current) return;
      if (dirty)
        writeStorage(key, JSON.stringify({ values: form.values, savedAt: new Date().toISOString(), itemUpdatedAt } satisfies StoredDraft<Values>));
      else removeStorage(key);
    };
    pendingWrite.current = write;
    const timer = window.setTimeout(write, DRAFT_WRITE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [form.values, dirty, key, offered, itemUpdatedAt]);

  useEffect(() => () => pendingWrite.current?.(), []);

  return {
    /** A draft kept from an earlier visit, until the writer restores or discards it. */
    offered,
    /** Whether the item was saved (by anyone) after the offered draft began. */
    offeredIsOlderThanItem: Boolean(offered && itemUpdatedAt && offered.itemUpdatedAt && offered.itemUpdatedAt !== itemUpdatedAt),
    restore: () => {
      if (offered) form.setValues(offered.values);
      setOffered(null);
    },
    discard: () => {
      removeStorage(key);
      setOffered(null);
    },
    /** After a successful save: the draft has done its job. */
    clear: () => {
      saved.current = true;
      removeStorage(key);
    },
  };
}
