import CallEnd from '@mui/icons-material/CallEnd';
import Mic from '@mui/icons-material/Mic';
import MicOff from '@mui/icons-material/MicOff';
import Videocam from '@mui/icons-material/Videocam';
import VideocamOff from '@mui/icons-material/VideocamOff';
import { Alert, Box, Button, Dialog, DialogTitle, Typography, type PaperProps } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import type { CallStart } from './call-driver';
import { CallNoteForm } from './call-note-form';
import { statusText } from './call-session';
import { CallTimer, QualityIndicator } from './call-status';
import { CallVideo } from './call-video';
import { useCall } from './use-call';

interface Props {
  /** Placed (ringing the tablet) or answered (a tablet's call): call-driver.ts. */
  start: CallStart;
  /** The resident's name as the portal shows it. */
  name: string;
  /**
   * After an answered call, a note for the resident's call log (staff); without it just Close: the note's
   * route is the staff's (a family member's call has none).
   */
  takesNote?: boolean;
  /** The call is over and its view done with (after its note, if any). */
  onClose: () => void;
}

/**
 * The full-screen in-call view: it rings the resident's tablet as it opens (or connects a tablet's call
 * just answered), shows both cameras, the controls and how the call is going, and after an answered call
 * asks for a note for the call log. Loaded lazily, when a call is placed or answered.
 */
export function InCallDialog({ start, name, takesNote = true, onClose }: Props) {
  const titleId = useId();
  const { state, local, remote, connection, quality, hangUp, enable } = useCall(start);
  const [micOn, setMicOn] = useState(true);
  const [cameraOn, setCameraOn] = useState(true);
  const ended = state.phase === 'ended';
  const answered = state.answeredAt !== null;

  useEffect(() => {
    if (state.dismissed) onClose();
  }, [state.dismissed, onClose]);

  const hasAudio = (local.stream?.getAudioTracks().length ?? 0) > 0;
  const hasVideo = (local.stream?.getVideoTracks().length ?? 0) > 0;
  // The e2e tests read how the connection stands from the dialog itself.
  const paper = { 'data-connection-state': connection } as PaperProps;

  return (
    <Dialog
      open
      fullScreen
      aria-labelledby={titleId}
      // Escape does not end a call by accident; once it is over it closes the view.
      onClose={() => ended && onClose()}
      slotProps={{ paper }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
        <DialogTitle id={titleId} sx={{ pb: 0 }}>
          Call with {name}
        </DialogTitle>
        <Box sx={{ px: 3, py: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2 }}>
          <Typography role="status" sx={{ fontWeight: 500 }}>
            {statusText(state)}
          </Typography>
          {answered && state.answeredAt !== null && <CallTimer since={state.answeredAt} running={!ended} />}
          {quality && !ended && <QualityIndicator quality={quality} />}
        </Box>
        {local.notice && !ended && (
          <Alert severity="warning" sx={{ mx: 3, mb: 1 }}>
            {local.notice}
          </Alert>
        )}
        {ended ? (
          <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
            {takesNote && answered && state.callId !== null ? (
              <CallNoteForm callId={state.callId} onDone={onClose} />
            ) : (
              <Box>
                <Button variant="contained" size="large" onClick={onClose} autoFocus>
                  Close
                </Button>
              </Box>
            )}
          </Box>
        ) : (
          <>
            <Box
              sx={{
                position: 'relative',
                flex: 1,
                minHeight: 160,
                mx: { xs: 1, sm: 3 },
                bgcolor: 'grey.900',
              }}
            >
              {remote ? (
                <CallVideo
                  stream={remote}
                  label={`${name}’s camera`}
                  sx={{ width: '100%', height: '100%' }}
                />
              ) : (
                <Typography sx={{ color: 'common.white', p: 2 }}>{name}</Typography>
              )}
              {local.stream && hasVideo && (
                <CallVideo
                  stream={local.stream}
                  label="Your camera"
                  self
                  sx={{
                    position: 'absolute',
                    right: 8,
                    bottom: 8,
                    width: 'clamp(96px, 25%, 240px)',
                    aspectRatio: '4 / 3',
                    border: 2,
                    borderColor: 'common.white',
                  }}
                />
              )}
            </Box>
            <Box
              role="group"
              aria-label="Call controls"
              sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 2, p: 2 }}
            >
              <Button
                variant="outlined"
                size="large"
                disabled={!hasAudio}
                startIcon={micOn ? <MicOff /> : <Mic />}
                onClick={() => {
                  enable('audio', !micOn);
                  setMicOn(!micOn);
                }}
              >
                {micOn ? 'Mute microphone' : 'Unmute microphone'}
              </Button>
              <Button
                variant="outlined"
                size="large"
                disabled={!hasVideo}
                startIcon={cameraOn ? <VideocamOff /> : <Videocam />}
                onClick={() => {
                  enable('video', !cameraOn);
                  setCameraOn(!cameraOn);
                }}
              >
                {cameraOn ? 'Camera off' : 'Camera on'}
              </Button>
              <Button variant="contained" color="error" size="large" startIcon={<CallEnd />} onClick={hangUp}>
                Hang up
              </Button>
            </Box>
          </>
        )}
      </Box>
    </Dialog>
  );
}
