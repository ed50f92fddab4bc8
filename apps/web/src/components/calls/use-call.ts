import { callSignalSchema, type CallSignal } from '@acorn/domain/tablet-link';
import { useEffect, useRef, useState } from 'react';
import { useLiveEvents } from '../../lib/live-events';
import { CallDriver, type CallStart } from './call-driver';
import type { CallQuality } from './call-quality';
import { initialCall, type CallState } from './call-session';

/**
 * A call's signal as the live socket brings it. The domain's LiveEvent does not list `call_signal` yet,
 * so the event is narrowed here, and its signal checked against the contract before it is believed.
 */
export function callSignalOf(event: unknown): CallSignal | null {
  if (typeof event !== 'object' || event === null || (event as { type?: unknown }).type !== 'call_signal')
    return null;
  const parsed = callSignalSchema.safeParse((event as { signal?: unknown }).signal);
  return parsed.success ? parsed.data : null;
}

/**
 * One call with a resident, placed or answered (`start`) when the component mounts and hung up when it
 * unmounts. A mounted view is one call: a later `start` is not another.
 */
export function useCall(start: CallStart) {
  const [how] = useState(start);
  const [state, setState] = useState<CallState>(initialCall);
  const [local, setLocal] = useState<{ stream: MediaStream | null; notice: string | null }>({
    stream: null,
    notice: null,
  });
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [connection, setConnection] = useState<RTCPeerConnectionState>('new');
  const [quality, setQuality] = useState<CallQuality | null>(null);
  const driver = useRef<CallDriver | null>(null);

  useEffect(() => {
    const call = new CallDriver(how, {
      state: setState,
      local: (stream, notice) => setLocal({ stream, notice }),
      remote: setRemote,
      connection: setConnection,
      quality: setQuality,
    });
    driver.current = call;
    void call.begin();
    return () => call.dispose();
  }, [how]);

  useLiveEvents((event) => {
    const signal = callSignalOf(event);
    if (signal) driver.current?.signal(signal);
  });

  return {
    state,
    local,
    remote,
    connection,
    quality,
    hangUp: () => driver.current?.hangUp(),
    enable: (kind: 'audio' | 'video', on: boolean) => driver.current?.enable(kind, on),
  };
}
