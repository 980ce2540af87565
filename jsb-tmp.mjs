import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
const base = process.argv[2] ?? 'http://localhost:3100';
const pages = { home: '/de', category: '/de/adults/socks', product: '/de/product/CRW-100', search: '/de/search?term=sock', cart: '/de/checkout/cart' };
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox', '--disable-gpu'] });
for (const [name, path] of Object.entries(pages)) {
  const context = await browser.newContext({ reducedMotion: 'no-preference' });
  const page = await context.newPage();
  const pending = [];
  page.on('response', (r) => { const u = new URL(r.url()); if (r.request().resourceType() === 'script' && u.origin === new URL(base).origin) pending.push(r.body().then((b) => [u.pathname, gzipSync(b, { level: 6 }).length])); });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  const list = await Promise.all(pending);
  const total = list.reduce((s, [, n]) => s + n, 0);
  console.log(name, total, 128000 - total, list.length, process.argv.includes('-v') ? list.sort((a,b)=>b[1]-a[1]).map(([p,n])=>`${n} ${p}`).join(' | ') : '');
  await context.close();
}
await browser.close();
