import { BlockList, isIP } from "node:net";

/**
 * Which peers may speak for the client in X-Forwarded-For (and -Proto, -Host):
 * trusted by address, never by position alone, so a client that reaches the
 * app's port directly cannot claim another address (docs/decisions/065).
 */
export type TrustProxy =
  /** Nobody: the client address is the socket's. */
  | { kind: "none" }
  /** Up to `hops` proxies, each at a loopback or private address (the old TRUST_PROXY=N). */
  | { kind: "hops"; hops: number }
  /** Proxies at these addresses, ranges or named ranges, however many in a row. */
  | { kind: "list"; entries: string[] };

/** Ranges by name, as Express's proxy-addr names them. */
const NAMED: Record<string, string[]> = {
  loopback: ["127.0.0.1/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

/** A bare address, the IPv4 one inside an IPv4-mapped IPv6 address. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

function addRange(list: BlockList, entry: string): string | undefined {
  const [address, bitsText, extra] = entry.split("/");
  const family = isIP(address ?? "");
  if (extra !== undefined || family === 0)
    return `"${entry}" is not an address, a CIDR range or one of ${Object.keys(NAMED).join(", ")}`;
  const type = family === 4 ? "ipv4" : "ipv6";
  if (bitsText === undefined) {
    list.addAddress(address!, type);
    return undefined;
  }
  const bits = Number(bitsText);
  if (!/^\d+$/.test(bitsText) || bits > (family === 4 ? 32 : 128)) return `"${entry}" has a bad prefix length`;
  list.addSubnet(address!, bits, type);
  return undefined;
}

/** Parses TRUST_PROXY; a string is the reason it is invalid. */
export function parseTrustProxy(value: string): TrustProxy | string {
  const text = value.trim();
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) return "at most 10 hops";
    return hops === 0 ? { kind: "none" } : { kind: "hops", hops };
  }
  if (text === "false") return { kind: "none" };
  const entries = text
    .split(",")
    .map((e) => e.trim())
    .filter((e) => e !== "");
  if (entries.length === 0) return "empty";
  const probe = new BlockList();
  for (const entry of entries) {
    if (NAMED[entry.toLowerCase()]) continue;
    const problem = addRange(probe, entry);
    if (problem) return problem;
  }
  return { kind: "list", entries };
}

function blockListOf(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    for (const range of NAMED[entry.toLowerCase()] ?? [entry]) addRange(list, range);
  }
  return list;
}

const contains = (list: BlockList, address: string) => {
  const plain = plainAddress(address);
  const family = isIP(plain);
  return family !== 0 && list.check(plain, family === 4 ? "ipv4" : "ipv6");
};

/**
 * Express's `trust proxy` setting: called with each address from the socket
 * outwards (`i` = 0 is the socket's peer) and trusting it to report the next
 * one. Hop counts alone would trust whoever connects, so even `hops` needs a
 * loopback or private peer: a client on the internet cannot have one.
 */
export function trustFunction(trust: TrustProxy): false | ((address: string, i: number) => boolean) {
  if (trust.kind === "none") return false;
  if (trust.kind === "hops") {
    const local = blockListOf(["loopback", "linklocal", "uniquelocal"]);
    return (address, i) => i < trust.hops && contains(local, address);
  }
  const list = blockListOf(trust.entries);
  return (address) => contains(list, address);
}

/**
 * The key per-address limits count under: an IPv4 address as it is, an IPv6
 * one by its /64 network (one subscriber's allocation; counting each of its
 * 2^64 addresses apart would let one visitor have endless limits).
 */
export function addressKey(address: string): string {
  const plain = plainAddress(address);
  if (isIP(plain) !== 6) return plain;
  const [head = "", tail = ""] = plain.toLowerCase().split("::");
  const left = head === "" ? [] : head.split(":");
  const right = tail === "" ? [] : tail.split(":");
  const groups = plain.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
