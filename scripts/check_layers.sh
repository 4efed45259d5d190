#!/usr/bin/env bash
# The rules core's layers point one way (src/rules/mod.rs): each uses only those before it in
# LAYERS, and nothing in src/rules uses the program around it (files, cli, client, bevy).
# Fails naming every file and line that imports a later layer.
set -euo pipefail
cd "$(dirname "$0")/.."
LAYERS=(data model load state query mechanics engine play)
status=0
for i in "${!LAYERS[@]}"; do
    layer=${LAYERS[$i]}
    later=("${LAYERS[@]:$((i + 1))}")
    outside='files|cli|client|catalog|bevy|bevy_egui'
    if [ ${#later[@]} -gt 0 ]; then
        pattern="crate::($(IFS='|'; echo "${later[*]}"))\b|crate::($outside)\b|\b(bevy|bevy_egui)::"
    else
        pattern="crate::($outside)\b|\b(bevy|bevy_egui)::"
    fi
    # Comments may name any layer; code may not.
    if hits=$(grep -rnE "$pattern" "crates/rules/src/$layer" | grep -vE '^[^:]+:[0-9]+:\s*//'); then
        while IFS= read -r hit; do
            echo "layer '$layer' uses a later layer: $hit"
        done <<< "$hits"
        status=1
    fi
done
if [ $status -eq 0 ]; then
    echo "layers: ${LAYERS[*]} (each uses only those before it)"
fi

# The client's folders (src/client/mod.rs): input, drawing and services each use only state;
# the panels (ui) use state, and the services and drawing they show; tools (preview, screenshot,
# probe) may use any folder. src/client/mod.rs puts them together. Test modules are left out:
# a test may build an app from several folders' plugins.
declare -A MAY=(
    [state]=""
    [services]="state"
    [input]="state"
    [drawing]="state"
    [ui]="state services drawing"
    [tools]="state services input drawing ui"
)
client_status=0
for folder in "${!MAY[@]}"; do
    allowed="$folder ${MAY[$folder]}"
    while IFS= read -r file; do
        # Code before the file's test module; test-only files are skipped.
        case "$file" in */tests.rs) continue ;; esac
        awk '/^#\[cfg\(test\)\]/ { getline nxt; if (nxt ~ /^mod /) exit; print FNR": "$0; print FNR+1": "nxt; next }
             { print FNR": "$0 }' "$file" |
            grep -vE '^[0-9]+: *//' |
            grep -oE '^[0-9]+:|crate::[a-z_]+' |
            awk -v f="$file" -v ok=" $allowed " '
                /^[0-9]+:$/ { line = substr($0, 1, length($0) - 1); next }
                { used = substr($0, 8); if (index(ok, " " used " ") == 0) print f":"line": client folder uses " used }' \
            > /tmp/steppe-client-layers.$$ || true
        if [ -s /tmp/steppe-client-layers.$$ ]; then
            cat /tmp/steppe-client-layers.$$
            client_status=1
        fi
        rm -f /tmp/steppe-client-layers.$$
    done < <(find "crates/client/src/$folder" -name '*.rs' | sort)
done
if [ $client_status -eq 0 ]; then
    echo "client folders: state <- input, drawing, services <- ui <- tools (no circle)"
fi
[ $status -eq 0 ] && [ $client_status -eq 0 ]
