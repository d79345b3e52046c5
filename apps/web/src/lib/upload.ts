import { ApiError, getApiBase, refreshAccessToken } from './api-client';
import { useSession } from './session-store';

type Sent = { status: number; body: unknown };

function sendOnce(url: string, form: FormData, token: string | null, onProgress: (percent: number) => void, signal?: AbortSignal) {
  return new Promise<Sent>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress((event.loaded / event.total) * 100);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new ApiError(0, 'The upload failed. Check the connection and try again.'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * POSTs multipart form data with upload progress (fetch cannot report it), with the same bearer
 * token and one refresh-then-retry on 401 as the API client. Non-2xx answers throw ApiError.
 */
export async function uploadWithProgress<T>(
  path: string,
  form: FormData,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  const url = `${getApiBase()}/${path.replace(/^\//, '')}`;
  const token = useSession.getState().accessToken;
  let sent = await sendOnce(url, form, token, onProgress, signal);
  if (sent.status === 401 && token) {
    const renewed = await refreshAccessToken();
    if (renewed) sent = await sendOnce(url, form, renewed, onProgress, signal);
  }
  if (sent.status < 200 || sent.status >= 300) {
    const { message, errors } = (sent.body ?? {}) as { message?: string; errors?: Record<string, string[]> };
    throw new ApiError(sent.status, message ?? 'The upload failed.', errors ?? {}, sent.body);
  }
  return sent.body as T;
}
