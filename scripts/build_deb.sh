#!/usr/bin/env bash
# Builds steppe's Debian package (docs/packaging.md) with cargo-deb, configured in Cargo.toml's
# [package.metadata.deb], from the release window binary in $CARGO_TARGET_DIR (the one the test
# run built: cargo-deb --no-build). Prints the .deb's path as its last line.
#
# Installs what it needs when missing: cargo-deb $CARGO_DEB_VERSION into ~/.cache/cargo-bin (kept
# between runs, as the target dir is), rsvg-convert (librsvg2-bin) to render the icon's PNG
# sizes from assets/steppe.svg. Builds the window binary first unless SKIP_BUILD=1 and it is
# there.
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/steppe-target}"
export CARGO_TERM_COLOR="${CARGO_TERM_COLOR:-never}"
# 3.8.0 builds with Rust 1.85 and later (its rust-version), so with this machine's 1.95.
CARGO_DEB_VERSION=3.8.0
tools="$HOME/.cache/cargo-bin"
cargo_deb="$tools/bin/cargo-deb"
if ! "$cargo_deb" --version 2>/dev/null | grep -qx "cargo-deb $CARGO_DEB_VERSION"; then
    echo "build_deb: installing cargo-deb $CARGO_DEB_VERSION into $tools (once; minutes on two cores)" >&2
    cargo install cargo-deb --version "$CARGO_DEB_VERSION" --locked --root "$tools" --quiet
fi
if ! command -v rsvg-convert >/dev/null; then
    echo "build_deb: installing librsvg2-bin (rsvg-convert) for the icon" >&2
    SUDO=""
    [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends librsvg2-bin >/dev/null
fi

bin="$CARGO_TARGET_DIR/release/steppe"
# The package holds the window: a binary built --no-default-features has no `preview`.
if [ "${SKIP_BUILD:-}" = 1 ] && [ -x "$bin" ] && "$bin" preview --help >/dev/null 2>&1; then
    echo "build_deb: using the window binary already built: $bin" >&2
else
    cargo build --release --bin steppe >&2
fi

# The icon's PNG sizes for the hicolor theme, rendered from the SVG (same SVG, same pixels).
for s in 48 64 128 256; do
    mkdir -p "$CARGO_TARGET_DIR/release/icons/${s}x$s"
    rsvg-convert -w "$s" -h "$s" assets/steppe.svg -o "$CARGO_TARGET_DIR/release/icons/${s}x$s/steppe.png"
done

out="$CARGO_TARGET_DIR/debian"
mkdir -p "$out"
"$cargo_deb" --no-build --output "$out" >&2
deb="$(ls -t "$out"/steppe_*.deb | head -n 1)"
echo "build_deb: $(du -h "$deb" | cut -f1) $(dpkg-deb -f "$deb" Package Version Architecture | tr '\n' ' ')" >&2
echo "$deb"
