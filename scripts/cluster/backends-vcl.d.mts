// Types of scripts/cluster/backends-vcl.mjs.
export function backendsVcl(instances: { host: string; port: number }[], options?: { purgers?: string[] }): string;
