/**
 * An icon or picture from an address the tablet may not reach (offline, or a site gone): when it cannot
 * load it is left out rather than shown as a broken image.
 */
export function Picture({ src, alt, className }: { src: string | null; alt: string; className?: string }) {
  if (!src) return null;
  return (
    <img
      src={src}
      alt={alt}
      className={className}
      onError={(event) => {
        event.currentTarget.hidden = true;
      }}
    />
  );
}
