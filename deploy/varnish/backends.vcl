# The deployment's part of default.vcl: the shop's instances, how Varnish knows one is in rotation, and who may ban.
# An example for two instances on this host; `npm run cluster` writes its own for the ports it picked
# (scripts/cluster/varnish.mjs) and puts it first on vcl_path.

# An instance answers /readyz 200 while it takes traffic and 503 from the moment it starts draining on SIGTERM. Two
# good probes of the last three put it in rotation, a second bad one takes it out, well before it stops accepting.
# A draining instance answers at once; the timeout is for a busy one, whose slow answer must not count as gone (with
# every instance busy, a short timeout took them all out of rotation at once).
probe shop_ready {
	.url = "/readyz";
	.interval = 1s;
	.timeout = 3s;
	.window = 3;
	.threshold = 2;
}

backend shop_1 {
	.host = "127.0.0.1";
	.port = "3000";
	.probe = shop_ready;
}

backend shop_2 {
	.host = "127.0.0.1";
	.port = "3001";
	.probe = shop_ready;
}

sub vcl_init {
	new shop = directors.round_robin();
	shop.add_backend(shop_1);
	shop.add_backend(shop_2);
}

# The addresses the shop's instances send their BAN requests from (HTTP_CACHE_PURGE_URLS names this Varnish).
acl purgers {
	"127.0.0.1";
	"::1";
}
