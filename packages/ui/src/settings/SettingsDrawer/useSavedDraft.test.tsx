import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSavedDraft } from './useSavedDraft';

type Limits = { approvalLimit: number };
const same = (a: Limits, b: Limits) => a.approvalLimit === b.approvalLimit;

const render = (saved: Limits, onSave = vi.fn()) =>
  renderHook(({ value }) => useSavedDraft(value, onSave, { same }), {
    initialProps: { value: saved },
  });

describe('useSavedDraft: the edit copy of a settings drawer', () => {
  it('keeps the edits when the same saved value arrives again (the server after the browser copy)', () => {
    const hook = render({ approvalLimit: 100 });
    act(() => hook.result.current.setDraft({ approvalLimit: 500 }));
    hook.rerender({ value: { approvalLimit: 100 } });
    expect(hook.result.current.draft).toEqual({ approvalLimit: 500 });
  });

  it('takes a saved value that differs, dropping the edits', () => {
    const hook = render({ approvalLimit: 100 });
    act(() => hook.result.current.setDraft({ approvalLimit: 500 }));
    hook.rerender({ value: { approvalLimit: 200 } });
    expect(hook.result.current.draft).toEqual({ approvalLimit: 200 });
    expect(hook.result.current.baseline).toEqual({ approvalLimit: 200 });
  });

  it('does not save a draft with problems and shows them; a fixed draft saves', async () => {
    const onSave = vi.fn();
    const saved = { approvalLimit: 100 };
    const hook = renderHook(() =>
      useSavedDraft(saved, onSave, {
        problemsOf: (draft) => (draft.approvalLimit < 0 ? ['negative'] : []),
      }),
    );
    act(() => hook.result.current.setDraft({ approvalLimit: -1 }));
    expect(hook.result.current.problems).toEqual([]);
    await act(async () => {
      expect(await hook.result.current.save()).toEqual(['negative']);
    });
    expect(onSave).not.toHaveBeenCalled();
    expect(hook.result.current.problems).toEqual(['negative']);
    act(() => hook.result.current.setDraft({ approvalLimit: 300 }));
    await act(async () => {
      await hook.result.current.save();
    });
    expect(onSave).toHaveBeenCalledWith({ approvalLimit: 300 });
    expect(hook.result.current.baseline).toEqual({ approvalLimit: 300 });
    expect(hook.result.current.problems).toEqual([]);
  });

  it('keeps the edits for a retry when the save fails', async () => {
    const hook = render({ approvalLimit: 100 }, vi.fn().mockRejectedValue(new Error('down')));
    act(() => hook.result.current.setDraft({ approvalLimit: 500 }));
    await act(async () => {
      await hook.result.current.save();
    });
    expect(hook.result.current.draft).toEqual({ approvalLimit: 500 });
    expect(hook.result.current.baseline).toEqual({ approvalLimit: 100 });
    expect(hook.result.current.saving).toBe(false);
  });
});
