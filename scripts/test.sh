#!/usr/bin/env bash
# Runs every test of steppe: the rules and CLI tests without bevy, the client's tests, and the
# runs of the real window under Xvfb with Mesa's software Vulkan (screenshots, then real input
# driving a move, an attack and a save; pictures under
# $CARGO_TARGET_DIR/screenshots). Installs the system packages first (scripts/install-deps.sh).
# Everything builds in the release profile so bevy is compiled once, not twice.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/check_generated.sh
# One target dir outside the clone, kept between runs, so a rebuild takes minutes, not a cold bevy
# build; a machine without it just builds from scratch.
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/steppe-target}"
export CARGO_TERM_COLOR="${CARGO_TERM_COLOR:-never}"
echo "== clippy, warnings as errors, with the client and without it"
cargo clippy --release --workspace --all-targets -- -D warnings
cargo clippy --release --workspace --exclude steppe-client --all-targets --no-default-features -- -D warnings
echo "== rules, files and CLI (no bevy): cargo test --release --workspace --exclude steppe-client --no-default-features"
cargo test --release --workspace --exclude steppe-client --no-default-features
echo "== every shipped scenario passes steppe check"
cargo run --release --no-default-features -q -- check scenarios/rulesets/*.ron scenarios/*.ron
echo "== client (bevy): cargo test --release -p steppe-client -p steppe"
cargo test --release -p steppe-client -p steppe
echo "== the real window under Xvfb (the binary cargo test just built)"
SKIP_BUILD=1 tests/gui_screenshot.sh
echo "== the windows' layout at 1280x800 and 1024x640: none over another or over the map"
SKIP_BUILD=1 tests/gui_layout.sh
echo "== end to end: real mouse and keys drive a move, an attack and a save (xdotool)"
SKIP_BUILD=1 tests/gui_e2e.sh
# A real Slurm runs the batch recipe (docs/batch.md): a one-node cluster on this machine runs
# docs/batch/steppe-sim.sbatch as an array of 4 shards and its dependent merge, which must equal
# one plain run; it installs slurm-wlm and munge if missing and stops the cluster after. Run when
# STEPPE_SLURM=1, which CI (CI=true) gets by default; STEPPE_SLURM=0 skips it there.
if [ "${CI:-}" = true ]; then STEPPE_SLURM="${STEPPE_SLURM:-1}"; fi
if [ "${STEPPE_SLURM:-0}" = 1 ]; then
    echo "== Slurm runs the batch recipe: scripts/slurm_check.sh"
    STEPPE="$CARGO_TARGET_DIR/release/steppe" scripts/slurm_check.sh
fi
# The Debian package (docs/packaging.md): built by cargo-deb from the release binary above,
# installed with dpkg, started from / under Xvfb (its New game screen must list every shipped
# scenario), `steppe check` on an installed scenario, then purged, leaving the machine as it was.
# Installs cargo-deb into ~/.cache/cargo-bin the first time. Run when STEPPE_DEB=1, which CI
# (CI=true) gets by default; STEPPE_DEB=0 skips it there.
if [ "${CI:-}" = true ]; then STEPPE_DEB="${STEPPE_DEB:-1}"; fi
if [ "${STEPPE_DEB:-0}" = 1 ]; then
    echo "== the Debian package, installed and tried from /: scripts/deb_check.sh"
    SKIP_BUILD=1 scripts/deb_check.sh
fi
