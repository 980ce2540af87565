import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { generateCatalogue } from '@sockshop/sandbox/catalogue/generate';
import { productPicture } from '@sockshop/sandbox/media/product-picture';
import { createMediaRenderer, MEDIA_RENDER_MODES } from '@sockshop/sandbox/media/renderer';

const WIDTHS = [720, 3840];
const FORMATS = ['avif', 'webp'] as const;

/**
 * A product picture's first render and cache hit (from the cache folder, as a restarted sandbox reads it) in each
 * MEDIA_RENDER mode, at the gallery's width and the largest one. Each first render is of a picture not drawn before.
 */
export async function benchMedia(): Promise<Record<string, string | number>> {
  const products = generateCatalogue({ size: 20 });
  const cacheDir = mkdtempSync(join(tmpdir(), 'media-bench-'));
  const figures: Record<string, string | number> = {};
  // Processor time as well as wall time: on a shared machine the first moves much less with the load.
  const timed = async (run: () => Promise<Buffer>) => {
    const start = performance.now();
    const cpu = process.cpuUsage();
    const body = await run();
    const used = process.cpuUsage(cpu);
    return { ms: performance.now() - start, cpuMs: (used.user + used.system) / 1000, kib: body.length / 1024 };
  };
  try {
    // resvg's and sharp's first call pay for their start-up: not a picture's cost.
    await createMediaRenderer().render({ image: 'warm-up', width: 90, quality: 60, format: 'avif' }, () =>
      productPicture(products[0]!, 0, 90),
    );
    let next = 1;
    for (const mode of MEDIA_RENDER_MODES) {
      for (const width of WIDTHS) {
        for (const format of FORMATS) {
          const product = products[next++ % products.length]!;
          const key = { image: `product/${product.sku}/0`, width, quality: 60, format };
          const draw = () => productPicture(product, 0, width);
          const first = await timed(() => createMediaRenderer({ cacheDir, mode }).render(key, draw));
          const hit = await timed(() => createMediaRenderer({ cacheDir, mode }).render(key, draw));
          figures[`${mode} ${width} ${format} first`] =
            `${first.ms.toFixed(0)} ms (cpu ${first.cpuMs.toFixed(0)} ms, ${first.kib.toFixed(0)} KiB)`;
          figures[`${mode} ${width} ${format} cache hit`] = `${hit.ms.toFixed(1)} ms`;
        }
      }
    }
  } finally {
    rmSync(cacheDir, { recursive: true, force: true });
  }
  return figures;
}
