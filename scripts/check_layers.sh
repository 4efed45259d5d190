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
        pattern="rules::($(IFS='|'; echo "${later[*]}"))\b|crate::($outside)\b|\b(bevy|bevy_egui)::"
    else
        pattern="crate::($outside)\b|\b(bevy|bevy_egui)::"
    fi
    # Comments may name any layer; code may not.
    if hits=$(grep -rnE "$pattern" "src/rules/$layer" | grep -vE '^[^:]+:[0-9]+:\s*//'); then
        while IFS= read -r hit; do
            echo "layer '$layer' uses a later layer: $hit"
        done <<< "$hits"
        status=1
    fi
done
if [ $status -eq 0 ]; then
    echo "layers: ${LAYERS[*]} (each uses only those before it)"
fi
exit $status
