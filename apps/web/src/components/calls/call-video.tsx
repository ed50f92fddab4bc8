import { Box, type SxProps, type Theme } from '@mui/material';
import { useEffect, useRef } from 'react';

/** A live stream in a labelled video element; the caller's own is muted so it never echoes. */
export function CallVideo({
  stream,
  label,
  self = false,
  sx,
}: {
  stream: MediaStream;
  label: string;
  self?: boolean;
  sx?: SxProps<Theme>;
}) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);
  return (
    <Box
      component="video"
      ref={video}
      aria-label={label}
      autoPlay
      playsInline
      muted={self}
      sx={{ display: 'block', objectFit: 'cover', bgcolor: 'grey.900', ...sx }}
    />
  );
}
