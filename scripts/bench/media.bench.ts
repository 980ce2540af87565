import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { generateCatalogue } from '@sockshop/sandbox/catalogue/generate';
import { productPicture } from '@sockshop/sandbox/media/product-picture';
import { createMediaRenderer, MEDIA_RENDER_MODES, type MediaRenderer } from '@sockshop/sandbox/media/renderer';

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
  // One renderer per mode, its child process started and warmed by a first picture: resvg's and sharp's start-up (and
  // the child's) are not a picture's cost.
  const renderers = MEDIA_RENDER_MODES.map((mode) => createMediaRenderer({ cacheDir, mode }));
  // Processor time as well as wall time: on a shared machine the first moves much less with the load. The renderer's
  // child draws, so its time counts with the sandbox process's own.
  const timed = async (renderer: MediaRenderer, run: () => Promise<Buffer>) => {
    const start = performance.now();
    const cpu = process.cpuUsage();
    const childCpu = childCpuMs(renderer);
    const body = await run();
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000 + childCpuMs(renderer) - childCpu;
    return { ms: performance.now() - start, cpuMs, kib: body.length / 1024 };
  };
  try {
    for (const renderer of renderers) {
      await renderer.render({ image: 'warm-up', width: 90, quality: 60, format: 'avif' }, () => productPicture(products[0]!, 0, 90));
    }
    let next = 1;
    for (const [index, mode] of MEDIA_RENDER_MODES.entries()) {
      const renderer = renderers[index]!;
      for (const width of WIDTHS) {
        for (const format of FORMATS) {
          const product = products[next++ % products.length]!;
          const key = { image: `product/${product.sku}/0`, width, quality: 60, format };
          const draw = () => productPicture(product, 0, width);
          const first = await timed(renderer, () => renderer.render(key, draw));
          // A renderer started afresh reads the folder, as a restarted sandbox does.
          const restarted = createMediaRenderer({ cacheDir, mode });
          const hit = await timed(restarted, () => restarted.render(key, draw));
          restarted.close();
          figures[`${mode} ${width} ${format} first`] =
            `${first.ms.toFixed(0)} ms (cpu ${first.cpuMs.toFixed(0)} ms, ${first.kib.toFixed(0)} KiB)`;
          figures[`${mode} ${width} ${format} cache hit`] = `${hit.ms.toFixed(1)} ms`;
        }
      }
    }
  } finally {
    for (const renderer of renderers) renderer.close();
    rmSync(cacheDir, { recursive: true, force: true });
  }
  return figures;
}

/** Processor time of a renderer's child process so far, from /proc (user and system, 100 ticks a second), in ms. */
function childCpuMs(renderer: MediaRenderer): number {
  const [pid] = renderer.pool.pids;
  if (pid === undefined) return 0;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
