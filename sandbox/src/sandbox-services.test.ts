import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadSandboxEnv } from './sandbox-env.js';
import { formatPorts, type Ports, requestedPorts } from './sandbox-services.js';
import { SERVICE_NAMES } from './service-names.js';

describe('the sandbox services’ ports', () => {
  it('come from SANDBOX_PORT plus each service’s offset, any free one for 0, SANDBOX_PORTS winning', () => {
    expect(requestedPorts(loadSandboxEnv({}))).toEqual({
      content: 3101,
      search: 3102,
      paymentProvider: 3104,
      commerce: 3103,
      newsletter: 3105,
      rates: 3106,
    });
    expect(requestedPorts(loadSandboxEnv({ SANDBOX_PORT: '0', SANDBOX_PORTS: 'commerce=41003, rates=41006' }))).toEqual({
      content: 0,
      search: 0,
      paymentProvider: 0,
      commerce: 41_003,
      newsletter: 0,
      rates: 41_006,
    });
    // A service configured as a real one has no port here.
    expect(requestedPorts(loadSandboxEnv({ RATES_API_URL: 'https://rates.example', SANDBOX_PORT: '0' }))).not.toHaveProperty('rates');
  });

  it('SANDBOX_PORTS naming an unknown service or a bad port stops the start, naming the entry', () => {
    expect(() => loadSandboxEnv({ SANDBOX_PORTS: 'cms=41001' })).toThrow(/SANDBOX_PORTS: "cms=41001" is not <service>=<port>/);
    expect(() => loadSandboxEnv({ SANDBOX_PORTS: 'content=99999' })).toThrow(/SANDBOX_PORTS: "content=99999"/);
    expect(() => loadSandboxEnv({ SANDBOX_PORTS: 'content' })).toThrow(/SANDBOX_PORTS/);
  });

  it('the ports a sandbox got, written as SANDBOX_PORTS, are the ports a restarted sandbox asks for', () => {
    const portsArb = fc.record(Object.fromEntries(SERVICE_NAMES.map((name) => [name, fc.integer({ min: 1, max: 65_535 })])), {
      requiredKeys: [],
    }) as fc.Arbitrary<Ports>;
    fc.assert(
      fc.property(portsArb, (ports) => {
        const again = requestedPorts(loadSandboxEnv({ SANDBOX_PORT: '0', SANDBOX_PORTS: formatPorts(ports) }));
        for (const name of SERVICE_NAMES) expect(again[name]).toBe(ports[name] ?? 0);
      }),
    );
  });
});
