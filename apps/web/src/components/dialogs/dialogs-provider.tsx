import { useId, useMemo, useState, type ReactNode } from 'react';
import { DialogsContext, type Dialogs, type MessageOptions, type OpenDialog } from './dialogs-context';
import { failureMessage } from './failure';
import { useModule } from '../../lib/use-module';

// Loaded when first needed (see DialogView, SuccessNote): the sign-in page and a screen's first paint
// carry neither.
const loadView = () => import('./dialog-view');
const loadNote = () => import('./success-note');

/** One place that shows the app's dialogs, one at a time, newest on top. */
export function DialogsProvider({ children }: { children: ReactNode }) {
  const [stack, setStack] = useState<OpenDialog[]>([]);
  const [note, setNote] = useState<{ text: string; key: number } | null>(null);
  const titleId = useId();
  const textId = useId();
  const detailId = useId();

  const dialogs = useMemo<Dialogs>(() => {
    const push = (open: OpenDialog) => setStack((s) => [...s, open]);
    const remove = (open: OpenDialog) => setStack((s) => s.filter((o) => o !== open));
    const message = (options: MessageOptions) =>
      new Promise<void>((resolve) => {
        const open: OpenDialog = { kind: 'message', options, done: () => (remove(open), resolve()) };
        push(open);
      });
    return {
      message,
      failure: (title, sentence, error) => message(failureMessage(title, sentence, error)),
      confirm: (options) =>
        new Promise<boolean>((resolve) => {
          const open: OpenDialog = { kind: 'confirm', options, done: (ok) => (remove(open), resolve(ok)) };
          push(open);
        }),
      notify: (text) => setNote({ text, key: Date.now() }),
      progress: (title) => {
        const open: OpenDialog = { kind: 'progress', title };
        push(open);
        return () => remove(open);
      },
    };
  }, []);

  const top = stack.at(-1);
  const view = useModule(loadView, top !== undefined);
  // Once loaded, the note stays mounted, so that it closes with its transition as before.
  const noteCode = useModule(loadNote, note !== null);
  return (
    <DialogsContext.Provider value={dialogs}>
      {children}
      {noteCode && <noteCode.SuccessNote note={note} onClose={() => setNote(null)} />}
      {top && view && <view.DialogView top={top} titleId={titleId} textId={textId} detailId={detailId} />}
    </DialogsContext.Provider>
  );
}
