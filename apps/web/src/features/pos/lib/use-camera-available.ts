import { useEffect, useState } from 'react';
import { cameraDevices } from './barcode-detection';

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
