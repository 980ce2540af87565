import { request } from 'node:http';
import type { CommerceAnswer } from '@sockshop/test-fixtures/sandboxes/commerce.sandbox';

/**
 * One JSON call to the commerce sandbox from another loopback address (Linux routes all of 127.0.0.0/8 to the loopback
 * interface), so a test can be a second client beside the 127.0.0.1 every other call comes from.
 */
export function callCommerceFrom(
  localAddress: string,
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string } = {},
): Promise<CommerceAnswer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, baseUrl),
      {
        method,
        localAddress,
        headers: {
          'content-type': 'application/json',
          'idempotency-key': crypto.randomUUID(),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as CommerceAnswer['body'] }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
