import { csrfHeader, csrfHeaderValue, httpTimeouts, messageKeysHeader } from '@procura/contract';
import { currentLanguage } from '../i18n/index.ts';
import { type ApiRequestOptions, noteActivity, refusalOf, unansweredCall } from './client.ts';

export type UploadProgress = { loaded: number; total: number };

export type UploadOptions = Pick<ApiRequestOptions, 'signal' | 'notifyOnError'> & {
  method?: 'POST' | 'PUT';
  /** Called as the body leaves the browser: fetch cannot report upload progress, XMLHttpRequest can. */
  onProgress?: (progress: UploadProgress) => void;
};

/**
 * Sends a multipart form with upload progress. Same rules as apiRequest (the CSRF header, the
 * language, the session cookie, the 401 redirect, the error notification, the idle timer), with
 * the transfer timeout of 001 §9 (30 minutes) since a gigabyte takes a while.
 */
export function uploadForm<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', path);
    xhr.timeout = httpTimeouts.transferMs;
    xhr.setRequestHeader(csrfHeader, csrfHeaderValue);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', currentLanguage());
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onProgress?.({ loaded: event.loaded, total: event.total });
    });
    const headers = { get: (name: string) => xhr.getResponseHeader(name) };
    xhr.addEventListener('load', () => {
      const ok = xhr.status >= 200 && xhr.status < 300;
      noteActivity({ ok, headers }, {});
      if (!ok)
        return reject(refusalOf(xhr.status, xhr.responseText, headers.get(messageKeysHeader), options));
      try {
        resolve((xhr.responseText ? JSON.parse(xhr.responseText) : undefined) as T);
      } catch {
        reject(unansweredCall(options));
      }
    });
    const fail = () => reject(unansweredCall(options));
    xhr.addEventListener('error', fail);
    xhr.addEventListener('timeout', fail);
    // Cancelled by the caller: not a failure to report.
    xhr.addEventListener('abort', () =>
      reject(options.signal?.reason ?? new DOMException('Aborted', 'AbortError')),
    );
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
