vcl 4.1;
# Varnish in front of the shop's instances (docs/operations.md, "Varnish in front").
#
# The shop decides what is cacheable: pages the same for every shopper say
# `public, max-age=0, s-maxage=60, stale-while-revalidate=600`; anything per shopper says private, no-cache or
# no-store. Varnish honours that (s-maxage is its TTL, stale-while-revalidate its grace) and adds only what a shared
# cache must know on top: which requests carry a shopper's state, which cookies a page may read, how to ban.
#
# The deployment's part lives in `backends.vcl`, found on vcl_path: the instances, their /readyz probe, the
# `shop` director and the `purgers` ACL. `npm run cluster` writes one for its ports; `backends.vcl` beside this
# file is the example an operator edits.

import cookie;
import directors;
import std;

include "backends.vcl";

sub vcl_recv {
	set req.backend_hint = shop.backend();
	unset req.http.X-Shop-Market;

	# Bans from the shop after a publish: by storefront, or one page of it. Only the shop's own addresses may.
	if (req.method == "BAN") {
		if (client.ip !~ purgers) {
			return (synth(403, "Forbidden"));
		}
		call shop_ban;
	}

	# Writes, a shopper's token, and the pages that hold per-shopper state or drafts: straight to the shop, cookies
	# and all, never stored.
	if (req.method != "GET" && req.method != "HEAD") {
		return (pass);
	}
	if (req.http.Authorization) {
		return (pass);
	}
	if (req.url ~ "^/[^/?]+/(checkout|diagnostics|editor)([/?.]|$)") {
		return (pass);
	}
	if (req.url ~ "^/api/(market|newsletter|diagnostics|cart|checkout|orders|payments?|build)([/?]|$)") {
		return (pass);
	}
	if (req.url ~ "[?&](_storyblok|_storyblok_tk\[[^\]]*\]|version=draft)(=|&|$)" || req.url ~ "[?&]_storyblok_tk") {
		return (pass);
	}
	if (req.url ~ "^/(healthz|readyz)([?]|$)") {
		return (pass);
	}

	# The one cookie the shop reads on a cacheable answer is marketV2 (currency and banner of multi-country
	# storefronts, the catalogue scope of the API). The rest (`uid`, experiment variants, analytics) only the browser
	# reads: both experiment variants are in every page and the shell script shows one, so no page varies on them.
	# marketV2 joins the cache key (vcl_hash), so a page rendered for one country never reaches another.
	if (req.http.Cookie) {
		cookie.parse(req.http.Cookie);
		cookie.keep("marketV2");
		if (cookie.get("marketV2") ~ "^[A-Za-z]{2}$") {
			set req.http.X-Shop-Market = std.toupper(cookie.get("marketV2"));
			set req.http.Cookie = cookie.get_string();
		} else {
			unset req.http.Cookie;
		}
	}
	if (req.url ~ "^/(assets|flags|icons)/" || req.url ~ "^/favicon") {
		unset req.http.Cookie;
		unset req.http.X-Shop-Market;
	}
	# Past the builtin's cookie rule: the cookie left is part of the key.
	return (hash);
}

sub shop_ban {
	if (req.http.X-Ban-Storefront !~ "^[a-z][a-z0-9-]{0,15}$") {
		return (synth(400, "X-Ban-Storefront must be a storefront code"));
	}
	if (req.http.X-Ban-Path) {
		# A path without query, quotes or spaces: it goes into the ban expression as one word.
		if (req.http.X-Ban-Path !~ "^/[^?#\s\x22\\]*$") {
			return (synth(400, "X-Ban-Path must be a path without query"));
		}
		set req.http.X-Ban-Path = regsub(req.http.X-Ban-Path, "\.data$", "");
		if (!std.ban("obj.http.x-storefront == " + req.http.X-Ban-Storefront + " && obj.http.x-path == " + req.http.X-Ban-Path)) {
			return (synth(400, std.ban_error()));
		}
	} else if (!std.ban("obj.http.x-storefront == " + req.http.X-Ban-Storefront)) {
		return (synth(400, std.ban_error()));
	}
	return (synth(200, "Banned"));
}

sub vcl_hash {
	# Tracking parameters and the order of the rest change nothing the shop renders (it renders from the keys a page
	# reads, sorted): one object per page, not one per campaign link.
	set req.http.X-Shop-Hash-Url = std.querysort(regsuball(req.url, "(?<=[?&])(utm_[a-z]+|gclid|fbclid|msclkid|_ga)=[^&]*(&|$)", ""));
	hash_data(regsub(req.http.X-Shop-Hash-Url, "[?&]$", ""));
	unset req.http.X-Shop-Hash-Url;
	if (req.http.host) {
		hash_data(req.http.host);
	} else {
		hash_data(server.ip);
	}
	if (req.http.X-Shop-Market) {
		hash_data("market=" + req.http.X-Shop-Market);
	}
	return (lookup);
}

sub vcl_hit {
	set req.http.X-Shop-Http-Cache = "hit";
}

sub vcl_miss {
	set req.http.X-Shop-Http-Cache = "miss";
}

sub vcl_pass {
	set req.http.X-Shop-Http-Cache = "pass";
}

sub vcl_backend_fetch {
	unset bereq.http.X-Shop-Market;
	unset bereq.http.X-Shop-Http-Cache;
}

sub vcl_backend_response {
	# What a ban matches on, kept with the object (lurker-friendly: no req.* in the expression). The path without
	# its query and without React Router's `.data`, so a page and its data go together.
	set beresp.http.x-path = regsub(regsub(bereq.url, "\?.*$", ""), "\.data$", "");
	set beresp.http.x-storefront = regsub(beresp.http.x-path, "^/([^/]*).*$", "\1");
	# A request id names one request: a stored answer must not hand the first shopper's to the next thousand.
	unset beresp.http.x-request-id;
	# An error is never stored: the next shopper asks the shop again (a stale good page, within grace, still wins).
	if (beresp.status >= 500 && bereq.is_bgfetch) {
		return (abandon);
	}
}

sub vcl_deliver {
	unset resp.http.x-path;
	unset resp.http.x-storefront;
	set resp.http.X-Http-Cache = req.http.X-Shop-Http-Cache;
	if (obj.uncacheable) {
		set resp.http.X-Http-Cache = "pass";
	}
}

# Varnish's own answers (a ban's outcome, a refusal, no healthy instance) carry the shop's strictest headers: a
# plain text line, nothing to run, nothing to frame.
sub vcl_synth {
	set resp.http.Content-Type = "text/plain; charset=utf-8";
	set resp.http.Cache-Control = "no-store";
	set resp.http.Content-Security-Policy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";
	set resp.http.X-Content-Type-Options = "nosniff";
	set resp.http.X-Frame-Options = "DENY";
	set resp.http.Referrer-Policy = "strict-origin-when-cross-origin";
	set resp.body = resp.reason + {"
"};
	return (deliver);
}

sub vcl_backend_error {
	# An instance that went away mid-deploy: a read is asked once more, of the next instance in rotation.
	if (bereq.retries < 1 && (bereq.method == "GET" || bereq.method == "HEAD")) {
		return (retry);
	}
	set beresp.http.Content-Type = "text/plain; charset=utf-8";
	set beresp.http.Cache-Control = "no-store";
	set beresp.http.Content-Security-Policy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";
	set beresp.http.X-Content-Type-Options = "nosniff";
	set beresp.http.X-Frame-Options = "DENY";
	set beresp.http.Referrer-Policy = "strict-origin-when-cross-origin";
	set beresp.body = {"The shop is not reachable just now. Please try again in a moment.
"};
	return (deliver);
}
