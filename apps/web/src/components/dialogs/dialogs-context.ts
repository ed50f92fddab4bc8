import { createContext, useContext } from 'react';

export interface MessageOptions {
  title: string;
  /** The spec's sentence, alone. */
  text: string;
  /** A second line beneath it, in smaller type: a server's reason, or what a success changed. */
  detail?: string;
}
export interface ConfirmOptions {
  title: string;
  text: string;
  confirmLabel?: string;
  /** 'Cancel' unless the choice reads better named ('Keep editing'). */
  cancelLabel?: string;
  /** The confirming button is red: the choice loses something (a delete, typed changes). */
  destructive?: boolean;
}

export interface Dialogs {
  /** Resolves when OK is pressed; clicking outside or Escape does not close it. */
  message(options: MessageOptions): Promise<void>;
  /** A failed call: the spec's sentence, and the server's reason beneath it where useful (failure.ts). */
  failure(title: string, sentence: string, error: unknown): Promise<void>;
  /** Resolves true on confirm, false on cancel (Escape cancels). */
  confirm(options: ConfirmOptions): Promise<boolean>;
  /** A short success note (role=status) that goes by itself: nothing to dismiss. */
  notify(text: string): void;
  /** Shows a progress dialog with no button until the returned function is called. */
  progress(title: string): () => void;
}

/** A dialog on the provider's stack (the newest one shows). */
export type OpenDialog =
  | { kind: 'message'; options: MessageOptions; done: () => void }
  | { kind: 'confirm'; options: ConfirmOptions; done: (ok: boolean) => void }
  | { kind: 'progress'; title: string };

export const DialogsContext = createContext<Dialogs | null>(null);

export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogsContext);
  if (!dialogs) throw new Error('useDialogs needs <DialogsProvider>');
  return dialogs;
}
