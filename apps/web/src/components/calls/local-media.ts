// The caller's camera and microphone. Either alone still makes a call (a voice call, or a picture the
// resident sees without hearing); with neither the call is not placed, and the words say why.

export const MEDIA_TEXT = {
  noCamera: 'Your camera could not be used, so the resident will hear you but not see you.',
  noMicrophone: 'Your microphone could not be used, so the resident will see you but not hear you.',
  none:
    'Neither your camera nor your microphone could be used, so the call was not made. Allow them for this ' +
    'site in the browser’s settings, or connect one, and try again.',
} as const;

export interface LocalMedia {
  stream: MediaStream | null;
  /** What is missing, in words; null when both work. */
  notice: string | null;
}

export async function openLocalMedia(): Promise<LocalMedia> {
  // Absent outside a secure context (http: other than localhost) and in browsers without media.
  const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (!devices?.getUserMedia) return { stream: null, notice: MEDIA_TEXT.none };
  const attempts: [MediaStreamConstraints, string | null][] = [
    [{ audio: true, video: true }, null],
    [{ audio: true }, MEDIA_TEXT.noCamera],
    [{ video: true }, MEDIA_TEXT.noMicrophone],
  ];
  for (const [constraints, notice] of attempts) {
    try {
      return { stream: await devices.getUserMedia(constraints), notice };
    } catch {
      // Refused or no such device: try with less.
    }
  }
  return { stream: null, notice: MEDIA_TEXT.none };
}
