import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { getResponse } from 'msw';
import { handlers } from '../mocks/handlers';
import { http } from '../services/http';

/**
 * For screenshot tests (the `visual` project has no MSW service worker): the app's axios instance
 * answers from the demo backend's handlers directly, as the end-to-end server does with `getResponse`.
 * Returns the function that puts the real adapter back.
 */
export function answerWithDemoBackend(): () => void {
  const previous = http.defaults.adapter;
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const url = new URL(http.getUri(config), window.location.origin);
    const headers = new Headers();
    for (const [key, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
      if (typeof value === 'string') headers.set(key, value);
    }
    const method = (config.method ?? 'get').toUpperCase();
    const request = new Request(url, { method, headers, body: method === 'GET' ? undefined : (config.data as BodyInit | undefined) });
    const response = await getResponse(handlers, request);
    if (!response) throw new AxiosError(`No demo handler for ${method} ${url.pathname}`, AxiosError.ERR_NETWORK, config);
    const text = await response.text();
    let data: unknown = text;
    try {
      data = text ? JSON.parse(text) : '';
    } catch {
      // Not JSON: keep the text.
    }
    const result = { data, status: response.status, statusText: response.statusText, headers: {}, config, request };
    if (config.validateStatus && !config.validateStatus(response.status)) {
      throw new AxiosError(`Request failed with status code ${response.status}`, AxiosError.ERR_BAD_RESPONSE, config, request, result);
    }
    return result;
  };
  http.defaults.adapter = adapter;
  return () => {
    http.defaults.adapter = previous;
  };
}
