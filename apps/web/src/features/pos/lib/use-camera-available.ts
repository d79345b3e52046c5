import { useEffect, useState } from 'react';

/** The browser's camera API, where the page may use one (a secure origin: https or localhost). */
export function cameraDevices(): MediaDevices | null {
  const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  return devices && typeof devices.getUserMedia === 'function' ? devices : null;
}

/**
 * Whether the page can use a camera: the browser offers the camera API here (a secure origin) and,
 * where it lists its devices, one of them is a camera.
 */
export function useCameraAvailable(): boolean {
  const [available, setAvailable] = useState(() => cameraDevices() !== null);
  useEffect(() => {
    const devices = cameraDevices();
    if (!devices || typeof devices.enumerateDevices !== 'function') return;
    let live = true;
    devices
      .enumerateDevices()
      .then((all) => {
        if (live) setAvailable(all.some((device) => device.kind === 'videoinput'));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return available;
}
