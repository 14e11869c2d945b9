/**
 * One streamed HTTP request, read to the end without keeping it: bytes, lines, time, first bytes.
 * A fresh connection each time (no keep-alive agent): these requests are seconds apart, and a
 * pooled socket the server closed meanwhile would fail the next request for nothing.
 */
import http from 'node:http';

export interface Download {
  status: number;
  contentType: string;
  bytes: number;
  /** '\n' count: a CSV's rows plus its header (the bench's CSVs have no line breaks in cells). */
  lines: number;
  seconds: number;
  /** The first bytes of the body (a PDF's magic number, a CSV's BOM and header). */
  head: Buffer;
  /** The whole body when it is small (a JSON answer), else only `head`. */
  small: string;
}

/** `idleTimeoutMs`: a request whose socket stays silent that long fails instead of hanging the run. */
export function download(
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
  idleTimeoutMs = 600_000,
): Promise<Download> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: false }, (res) => {
      let bytes = 0;
      let lines = 0;
      let head = Buffer.alloc(0);
      let small = '';
      res.on('data', (chunk: Buffer) => {
        if (head.length < 64) head = Buffer.concat([head, chunk.subarray(0, 64 - head.length)]);
        if (bytes + chunk.length <= 16_384) small += chunk.toString();
        bytes += chunk.length;
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          contentType: String(res.headers['content-type'] ?? ''),
          bytes,
          lines,
          seconds: (performance.now() - t0) / 1000,
          head,
          small,
        }),
      );
      res.on('error', reject);
    });
    req.setTimeout(idleTimeoutMs, () => req.destroy(new Error(`no answer for ${idleTimeoutMs / 1000} s`)));
    req.on('error', reject);
    req.end();
  });
}
