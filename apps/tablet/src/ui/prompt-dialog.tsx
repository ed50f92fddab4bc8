import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A prompt over the whole screen, one at a time: a modal dialog named by its heading. Focus moves to the
 * heading (so it is read first and no answer is given by a stray Enter) and goes back where it was when
 * the prompt leaves; the app makes everything behind it inert, so focus stays inside.
 */
export function PromptDialog({
  title,
  children,
  fill = false,
  className,
}: {
  title: string;
  children: ReactNode;
  /** Fill the screen (a call: the picture takes what the heading and the buttons leave). */
  fill?: boolean;
  /** A look of its own (the resident's call calling the care home). */
  className?: string;
}) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const before = document.activeElement;
    heading.current?.focus();
    return () => {
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, []);
  return (
    <div className="prompt-layer">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={id}
        className={['prompt', fill && 'fill', className].filter(Boolean).join(' ')}
      >
        <h2 id={id} ref={heading} tabIndex={-1}>
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
