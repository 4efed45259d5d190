#!/usr/bin/env bash
# Installs steppe's Debian package on this machine, tries it, and removes it (issue 60):
#
#   1. builds the package (scripts/build_deb.sh, from the release binary already built);
#   2. refuses to go on if steppe is installed already, or /usr/bin/steppe or /usr/share/steppe
#      is there (the machine is to be left as it was);
#   3. dpkg -i (apt-get -f install for missing dependencies, which are removed again after);
#   4. starts /usr/bin/steppe from / under Xvfb with the test probe (STEPPE_PROBE,
#      crates/client/src/tools/probe.rs): its New game screen must list every scenario the
#      package installed, all loading, read from /usr/share/steppe/scenarios ("installed");
#   5. from /, `steppe --version` names /usr/share/steppe, and `steppe check` passes an
#      installed scenario;
#   6. dpkg --purge: every file `dpkg -L` listed is gone, and no folder of its own is left.
#
# Needs root (or sudo), xvfb-run and Mesa's Vulkan (scripts/install-deps.sh). scripts/test.sh
# runs it with STEPPE_DEB=1, the default under CI=true. Environment: CARGO_TARGET_DIR,
# SKIP_BUILD=1 (package the binary already built), TIMEOUT (seconds for the window, default 120).
set -euo pipefail
cd "$(dirname "$0")/.."
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
wait_s="${TIMEOUT:-120}"

# The window part, run inside xvfb-run: steppe started from /, the probe read.
if [ "${1:-}" = --window ]; then
    data="$2"
    probe="$data/probe"
    (cd / && STEPPE_DATA_DIR="$data/user" STEPPE_PROBE="$probe" WGPU_BACKEND=vulkan \
        exec /usr/bin/steppe >"$data/steppe.log" 2>&1) &
    pid=$!
    deadline=$((SECONDS + wait_s))
    until grep -q '^listed=' "$probe" 2>/dev/null; do
        if [ "$SECONDS" -ge "$deadline" ] || ! kill -0 "$pid" 2>/dev/null; then
            echo "FAIL: the installed steppe showed no New game screen in ${wait_s}s" >&2
            tail -n 20 "$data/steppe.log" >&2 || true
            kill "$pid" 2>/dev/null || true
            exit 1
        fi
        sleep 0.5
    done
    sleep 1
    cp "$probe" "$data/probe.seen"
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    exit 0
fi

if dpkg-query -W -f='${Status}' steppe 2>/dev/null | grep -q 'ok installed\|config-files'; then
    echo "deb_check: steppe is installed already (dpkg -l steppe): not touching it" >&2
    exit 1
fi
for p in /usr/bin/steppe /usr/share/steppe /usr/share/doc/steppe /usr/share/applications/steppe.desktop; do
    if [ -e "$p" ]; then
        echo "deb_check: $p is there already, from outside any package: not touching it" >&2
        exit 1
    fi
done

deb="$(scripts/build_deb.sh | tail -n 1)"
echo "deb_check: $deb"
echo "  depends: $(dpkg-deb -f "$deb" Depends)"

work="$(mktemp -d)"
dpkg-query -W -f='${Package}\n' | sort >"$work/before"
installed=0
cleanup() {
    if [ "$installed" = 1 ]; then
        $SUDO dpkg --purge steppe >/dev/null 2>&1 || true
    fi
    rm -rf "$work"
}
trap cleanup EXIT

installed=1
if ! $SUDO dpkg -i "$deb" >"$work/dpkg.log" 2>&1; then
    echo "deb_check: dpkg -i wants dependencies; apt-get -f install" >&2
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get -f install -y -qq --no-install-recommends >"$work/apt.log" 2>&1 ||
        { cat "$work/dpkg.log" "$work/apt.log" >&2; exit 1; }
fi
dpkg-query -W -f='${Package}\n' | sort >"$work/after"
added="$(comm -13 "$work/before" "$work/after" | grep -vx steppe || true)"
dpkg -L steppe | sort >"$work/files"
echo "  installed: $(wc -l <"$work/files") paths; dependencies added: ${added:-none}"

fail() {
    echo "FAIL: $*" >&2
    exit 1
}

# The scenarios the package holds, by their titles (each file's first `name:`).
shipped=(/usr/share/steppe/scenarios/*.ron)
titles=()
for f in "${shipped[@]}"; do
    titles+=("$(sed -n 's/^    name: "\(.*\)",$/\1/p' "$f" | head -n 1)")
done

# 4. The window, started from / as a menu would, under Xvfb.
mkdir -p "$work/window"
timeout $((wait_s + 60)) xvfb-run -a -s "-screen 0 1280x800x24" "$0" --window "$work/window" ||
    fail "the installed window did not come up"
seen="$work/window/probe.seen"
listed="$(sed -n 's/^listed=//p' "$seen")"
listed_titles="$(sed -n 's/^listed_titles=//p' "$seen")"
folders="$(sed -n 's/^folders=//p' "$seen")"
echo "  New game screen: $listed scenarios listed: $listed_titles"
echo "  its folders: $folders"
[ "$listed" = "${#shipped[@]}" ] || fail "the New game screen lists $listed scenarios, the package installed ${#shipped[@]}"
for t in "${titles[@]}"; do
    grep -qF "|$t|" <<<"|$listed_titles|" || fail "the New game screen does not list \"$t\""
done
grep -qF "Shipped: /usr/share/steppe/scenarios (${#shipped[@]} scenarios; installed" <<<"$folders" ||
    fail "the New game screen does not name /usr/share/steppe/scenarios as installed"

# 5. The command line, from /.
version="$(cd / && /usr/bin/steppe --version)"
grep -q 'shipped data: /usr/share/steppe (installed' <<<"$version" ||
    fail "steppe --version does not name /usr/share/steppe: $version"
(cd / && /usr/bin/steppe check /usr/share/steppe/scenarios/gpw_barbarossa.ron) ||
    fail "steppe check on an installed scenario"
(cd / && /usr/bin/steppe check zw_blue.ron >/dev/null) ||
    fail "steppe check finds no shipped zw_blue.ron from /"

# 6. Removed, purged: nothing of it left.
$SUDO dpkg --purge steppe >/dev/null
installed=0
if dpkg-query -W -f='${Status}' steppe 2>/dev/null | grep -q 'installed\|config-files'; then
    fail "steppe is still known to dpkg after --purge"
fi
left=0
while read -r p; do
    # Folders shared with other packages (/usr, /usr/share/icons/...) stay; steppe's own go.
    case "$p" in
        /usr/share/steppe | /usr/share/steppe/* | /usr/share/doc/steppe | /usr/share/doc/steppe/*) own=1 ;;
        *) own=0 ;;
    esac
    if [ -e "$p" ] && { [ "$own" = 1 ] || ! [ -d "$p" ]; }; then
        echo "left: $p" >&2
        left=1
    fi
done <"$work/files"
[ "$left" = 0 ] || fail "files of the package are left after dpkg --purge"
if [ -n "$added" ]; then
    # shellcheck disable=SC2086
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get purge -y -qq $added >/dev/null
fi
dpkg-query -W -f='${Package}\n' | sort >"$work/end"
cmp -s "$work/before" "$work/end" || fail "the installed packages differ from before: $(diff "$work/before" "$work/end" | tr '\n' ' ')"
echo "deb_check: installed, listed ${#shipped[@]} scenarios from /, checked one, removed: nothing left"
