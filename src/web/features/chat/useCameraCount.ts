import { useEffect, useState } from 'react';

/**
 * How many cameras the device has (0 until known). Labels need a permission, the count does
 * not; it is re-read when a camera is plugged in or out.
 */
export function useCameraCount(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const media = navigator.mediaDevices;
    if (!media?.enumerateDevices) return;
    let live = true;
    const read = () =>
      void media
        .enumerateDevices()
        .then((devices) => live && setCount(devices.filter((d) => d.kind === 'videoinput').length))
        .catch(() => undefined);
    read();
    media.addEventListener?.('devicechange', read);
    return () => {
      live = false;
      media.removeEventListener?.('devicechange', read);
    };
  }, []);
  return count;
}
