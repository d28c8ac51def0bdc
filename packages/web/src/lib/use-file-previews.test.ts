import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useFilePreviews } from './use-file-previews';

const file = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('useFilePreviews', () => {
  let revoke: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    let count = 0;
    revoke = vi.fn();
    Object.assign(URL, { createObjectURL: vi.fn(() => `blob:${(count += 1)}`), revokeObjectURL: revoke });
  });

  it('gives each file a preview URL and frees it on remove, clear and unmount', () => {
    const { result, unmount } = renderHook(() => useFilePreviews());
    act(() => result.current.add([file('a.png'), file('b.png'), file('c.png')]));
    expect(result.current.previews.map((preview) => preview.url)).toEqual(['blob:1', 'blob:2', 'blob:3']);
    expect(result.current.files.map((picked) => picked.name)).toEqual(['a.png', 'b.png', 'c.png']);

    act(() => result.current.remove(result.current.previews[1].id));
    expect(revoke).toHaveBeenCalledWith('blob:2');
    expect(result.current.files.map((picked) => picked.name)).toEqual(['a.png', 'c.png']);

    unmount();
    expect(revoke.mock.calls.map(([url]) => url).sort()).toEqual(['blob:1', 'blob:2', 'blob:3']);
  });

  it('clears every preview at once', () => {
    const { result } = renderHook(() => useFilePreviews());
    act(() => result.current.add([file('a.png'), file('b.png')]));
    act(() => result.current.clear());
    expect(result.current.previews).toEqual([]);
    expect(revoke).toHaveBeenCalledTimes(2);
  });
});
