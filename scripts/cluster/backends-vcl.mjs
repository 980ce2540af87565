// The deployment's part of deploy/varnish/default.vcl for a set of shop instances: their backends with the /readyz
// probe, the round-robin `shop` director and the `purgers` ACL. The VCL itself stays static; this file is put first on
// varnishd's vcl_path, so `include "backends.vcl"` finds it before the example beside default.vcl.

/**
 * @param {{ host: string, port: number }[]} instances
 * @param {{ purgers?: string[] }} [options] addresses allowed to BAN (the instances'; loopback by default)
 */
export function backendsVcl(instances, { purgers = ['127.0.0.1', '::1'] } = {}) {
  if (instances.length === 0) throw new Error('Varnish needs at least one shop instance');
  const name = (index) => `shop_${index + 1}`;
  // The probe as in the example beside default.vcl: a draining instance answers 503 at once, a busy one slowly.
  return `# Written by scripts/cluster/backends-vcl.mjs for this run's ports.
probe shop_ready {
	.url = "/readyz";
	.interval = 1s;
	.timeout = 3s;
	.window = 3;
	.threshold = 2;
}
${instances
  .map(
    (instance, index) => `
backend ${name(index)} {
	.host = "${instance.host}";
	.port = "${instance.port}";
	.probe = shop_ready;
}
`,
  )
  .join('')}
sub vcl_init {
	new shop = directors.round_robin();
${instances.map((_, index) => `\tshop.add_backend(${name(index)});`).join('\n')}
}

acl purgers {
${purgers.map((address) => `\t"${address}";`).join('\n')}
}
`;
}
