#!/bin/sh
# Builds a stand-in for the node:20-bookworm-slim base image on a machine
# that can reach Debian's package mirror but not Docker Hub: a minimal Debian
# bookworm (debootstrap) with CA certificates, this machine's own Node.js and
# npm, and the unprivileged user `node` (uid 1000) the official image has.
#
#   sudo sh scripts/docker-offline-base.sh [image-name]
#   docker build --build-arg NODE_IMAGE=local/node:20-bookworm-slim -t cymru-solar .
#
# Needs root, debootstrap and docker. With Docker Hub reachable, use the
# official image instead (the Dockerfile's default).
set -eu

image="${1:-local/node:20-bookworm-slim}"
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
node_bin="$(command -v node)"
npm_dir="$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")"
case "$("$node_bin" --version)" in
  v20.*) ;;
  *) echo "Node.js 20 is needed on this machine (found $("$node_bin" --version))" >&2; exit 1 ;;
esac

root="$(mktemp -d)"
trap 'rm -rf "$root"' EXIT

debootstrap --variant=minbase bookworm "$root" "$mirror"
cp /etc/resolv.conf "$root/etc/resolv.conf"
chroot "$root" sh -c 'apt-get update -qq && apt-get install -y -qq ca-certificates >/dev/null && apt-get clean && rm -rf /var/lib/apt/lists/*'
# This machine's own extra certificate authorities (a TLS-inspecting proxy in
# front of the npm registry, say), so `npm ci` in the image trusts what the host trusts.
if ls /usr/local/share/ca-certificates/*.crt >/dev/null 2>&1; then
  cp /usr/local/share/ca-certificates/*.crt "$root/usr/local/share/ca-certificates/"
  chroot "$root" update-ca-certificates >/dev/null
fi
rm -f "$root/etc/resolv.conf"

install -m 0755 "$node_bin" "$root/usr/local/bin/node"
mkdir -p "$root/usr/local/lib/node_modules"
cp -r "$npm_dir" "$root/usr/local/lib/node_modules/npm"
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
chroot "$root" sh -c 'groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node && node --version && npm --version'

# Node.js reads only its own list of authorities unless told to add the system's.
tar -C "$root" -c . | docker import \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
  --change 'CMD ["node"]' \
  - "$image"
echo "Built $image"
