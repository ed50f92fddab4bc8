import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A screen's or a panel's heading, focused when it appears: a screen reader then says where the resident
 * is, and the next Tab starts from the top of what changed.
 */
export function ScreenHeading({
  level = 1,
  id,
  children,
}: {
  level?: 1 | 2;
  id?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // A new screen starts at its top (the home screen's clock sits above its heading), not at the heading.
    ref.current?.focus({ preventScroll: true });
    window.scrollTo?.(0, 0);
  }, []);
  const Tag = level === 1 ? 'h1' : 'h2';
  return (
    <Tag ref={ref} id={id} tabIndex={-1}>
      {children}
    </Tag>
  );
}
