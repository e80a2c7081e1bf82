import { once } from "node:events";
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { getEnv, resetEnvForTests } from "./env.server";
import { addressKey, parseTrustProxy, plainAddress, trustFunction, type TrustProxy } from "./trusted-proxy.server";

const parsed = (value: string) => parseTrustProxy(value) as TrustProxy;

describe("TRUST_PROXY parsing", () => {
  it("reads hop counts, lists and names, and refuses garbage", () => {
    expect(parseTrustProxy("0")).toEqual({ kind: "none" });
    expect(parseTrustProxy("1")).toEqual({ kind: "hops", hops: 1 });
    expect(parseTrustProxy("loopback")).toEqual({ kind: "list", entries: ["loopback"] });
    expect(parseTrustProxy("10.0.0.0/8, 127.0.0.1")).toEqual({ kind: "list", entries: ["10.0.0.0/8", "127.0.0.1"] });
    expect(parseTrustProxy("11")).toMatch(/at most 10/);
    expect(parseTrustProxy("nginx")).toMatch(/not an address/);
    expect(parseTrustProxy("10.0.0.0/40")).toMatch(/prefix/);
    expect(parseTrustProxy("true")).toMatch(/not an address/);
  });
});

describe("TRUST_PROXY in the environment", () => {
  const withTrustProxy = (value: string | undefined) => {
    const saved = process.env.TRUST_PROXY;
    if (value === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = value;
    resetEnvForTests();
    try {
      return getEnv().TRUST_PROXY;
    } finally {
      if (saved === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = saved;
      resetEnvForTests();
    }
  };

  it("defaults to none, keeps TRUST_PROXY=1 working, and stops start-up on a bad value naming it", () => {
    expect(withTrustProxy(undefined)).toEqual({ kind: "none" });
    expect(withTrustProxy("1")).toEqual({ kind: "hops", hops: 1 });
    expect(withTrustProxy(" loopback ")).toEqual({ kind: "list", entries: ["loopback"] });
    expect(() => withTrustProxy("nginx")).toThrow(/TRUST_PROXY: "nginx" is not an address/);
  });
});

describe("trusting proxies by address", () => {
  it("a hop count trusts only loopback and private peers", () => {
    const trust = trustFunction(parsed("1")) as (a: string, i: number) => boolean;
    expect(trust("127.0.0.1", 0)).toBe(true);
    expect(trust("::ffff:127.0.0.1", 0)).toBe(true);
    expect(trust("172.18.0.1", 0)).toBe(true); // Docker's gateway, for a proxy on the host
    expect(trust("203.0.113.9", 0)).toBe(false); // a client on the internet
    expect(trust("10.0.0.2", 1)).toBe(false); // beyond the one hop
  });

  it("a list trusts exactly its entries", () => {
    const trust = trustFunction(parsed("10.0.0.0/8,2001:db8::1")) as (a: string, i: number) => boolean;
    expect(trust("10.9.8.7", 0)).toBe(true);
    expect(trust("2001:db8::1", 0)).toBe(true);
    expect(trust("127.0.0.1", 0)).toBe(false);
    expect(trust("2001:db8::2", 0)).toBe(false);
    expect(trustFunction(parsed("0"))).toBe(false);
  });

  /** What Express makes of X-Forwarded-For from a peer at 127.0.0.1 under a setting. */
  async function clientAddress(setting: string, forwardedFor: string): Promise<string> {
    const app = express();
    app.set("trust proxy", trustFunction(parsed(setting)));
    app.get("/", (req, res) => {
      res.send(req.ip);
    });
    const server = app.listen(0, "127.0.0.1");
    await once(server, "listening");
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/`, { headers: { "x-forwarded-for": forwardedFor } });
      return await res.text();
    } finally {
      server.close();
    }
  }

  it("a spoofed X-Forwarded-For from a peer that is not a trusted proxy changes nothing", async () => {
    // The peer here is loopback; listed proxies elsewhere: its header is its own claim.
    expect(await clientAddress("10.0.0.0/8", "198.51.100.7")).toBe("127.0.0.1");
    expect(await clientAddress("0", "198.51.100.7")).toBe("127.0.0.1");
    // From a trusted proxy the header is believed, one hop only for TRUST_PROXY=1.
    expect(await clientAddress("loopback", "198.51.100.7")).toBe("198.51.100.7");
    expect(await clientAddress("1", "192.0.2.1, 198.51.100.7")).toBe("198.51.100.7");
    // A list trusts consecutive proxies it names, but stops at the first address it does not.
    expect(await clientAddress("loopback,10.0.0.0/8", "192.0.2.1, 10.1.1.1")).toBe("192.0.2.1");
    expect(await clientAddress("loopback", "192.0.2.1, 10.1.1.1")).toBe("10.1.1.1");
  });
});

describe("addressKey", () => {
  it("keys IPv4 by address and IPv6 by its /64", () => {
    expect(addressKey("192.0.2.1")).toBe("192.0.2.1");
    expect(addressKey("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(plainAddress("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(addressKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0db8:0001:0002:ffff:1:2:3")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8::5")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("unknown")).toBe("unknown");
  });
});
