#!/usr/bin/env bash
# Installs the Debian packages steppe needs to build and to run its window and GUI tests:
# the X11/Wayland/udev/ALSA headers bevy links against, Xvfb and Mesa's software Vulkan driver
# (lavapipe) for headless rendering, xdotool for driving the window in end-to-end tests, python3
# for the tests' picture checks and the frame bench.
# Idempotent: packages already present are skipped. Uses sudo when not root.
set -euo pipefail
pkgs=(
  pkg-config build-essential
  libudev-dev libx11-dev libxcursor-dev libxrandr-dev libxi-dev libxkbcommon-dev libxkbcommon-x11-0
  libwayland-dev libasound2-dev
  xvfb xauth mesa-vulkan-drivers libvulkan1 xdotool
  python3
)
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all system packages present"
  exit 0
fi
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
