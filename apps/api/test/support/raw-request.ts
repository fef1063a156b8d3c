import { request } from 'node:http';

/**
 * Sends a body with node:http so an early answer (e.g. 413 before the upload finished) is
 * still read; fetch gives up on the socket the server closes.
 */
export const sendRawBody = (url: string, token: string, method: string, body: string) =>
  new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const req = request(url, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(body),
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    // The server may close the upload once it has answered; the answer is what matters.
    req.on('error', (err) => setTimeout(() => reject(err), 1000));
    req.end(body);
  });
