import { useEffect, useState } from 'react';
import { cameraUnavailableReason } from '@/lib/secure-address';

/** The browser's camera API, where the page may use one (a secure origin: https or localhost). */
export function cameraDevices(): MediaDevices | null {
  const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  return devices && typeof devices.getUserMedia === 'function' ? devices : null;
}

export type CameraState = { available: boolean; /** Why not, in words for the cashier (null when available). */ reason: string | null };

const NO_CAMERA = 'No camera was found on this device.';

/**
 * Whether the page can use a camera, and why not: the browser offers the camera API here (a secure
 * origin) and, where it lists its devices, one of them is a camera.
 */
export function useCameraState(): CameraState {
  const [state, setState] = useState<CameraState>(() => {
    const reason = cameraUnavailableReason();
    return { available: reason === null, reason };
  });
  useEffect(() => {
    const devices = cameraDevices();
    if (!devices || typeof devices.enumerateDevices !== 'function') return;
    let live = true;
    devices
      .enumerateDevices()
      .then((all) => {
        if (!live) return;
        const found = all.some((device) => device.kind === 'videoinput');
        setState({ available: found, reason: found ? null : NO_CAMERA });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/** Whether the page can use a camera (useCameraState without the reason). */
export function useCameraAvailable(): boolean {
  return useCameraState().available;
}
