#!/usr/bin/env bash
# A real Slurm runs the batch recipe (docs/batch.md, issue 59): installs Debian's slurm-wlm and
# munge if missing, starts a one-node cluster on this machine (munged, slurmctld, slurmd, all
# on loopback, with their config, key, state and logs in a temp folder), submits
# docs/batch/steppe-sim.sbatch as an array job of 4 tasks and docs/batch/steppe-merge.sbatch as
# its dependent merge (afterok), waits for both (bounded), then plays the same games with one
# plain `steppe sim --out` and checks that the three things a run's result is are equal (and,
# first, that one shard submitted again alone, as after a failed task, plays the same games):
#   - the game lines: the 4 shards' lines, sorted, are the single run's lines, sorted;
#   - the merged summary text (summary.txt) is `steppe sim --merge` of the single run's lines;
#   - the merged JSON summary (summary.json) likewise with --json.
# (A run's own printout also says how long its games took on this machine, which a merge never
# does, so the single run is compared through the merge of its lines.) Always stops the daemons
# and removes the temp folder, whatever happened; the packages stay installed.
#
#   STEPPE=path/to/steppe scripts/slurm_check.sh     (default $CARGO_TARGET_DIR/release/steppe)
#
# The run: SLURM_CHECK_GAMES (40) games of SLURM_CHECK_SCENARIO (scenarios/zw_blue.ron) from
# seed 1, greedy against greedy, in 4 shards of one core each; SLURM_CHECK_TIMEOUT (600) seconds
# at most for the jobs.
set -euo pipefail
cd "$(dirname "$0")/.."
STEPPE="${STEPPE:-${CARGO_TARGET_DIR:-target}/release/steppe}"
SCENARIO="${SLURM_CHECK_SCENARIO:-scenarios/zw_blue.ron}"
GAMES="${SLURM_CHECK_GAMES:-40}"
SHARDS=4
TIMEOUT="${SLURM_CHECK_TIMEOUT:-600}"

fail() {
    echo "slurm_check: FAILED: $*" >&2
    exit 1
}

case "$STEPPE" in /*) ;; *) STEPPE="$PWD/$STEPPE" ;; esac
[ -x "$STEPPE" ] || fail "no steppe binary at $STEPPE (build it, or set STEPPE)"
[ -f "$SCENARIO" ] || fail "no scenario $SCENARIO"

need=()
for cmd in munged mungekey slurmctld slurmd sbatch squeue sinfo scontrol; do
    command -v "$cmd" > /dev/null || need+=("$cmd")
done
if [ "${#need[@]}" -gt 0 ]; then
    echo "== installing slurm-wlm and munge (missing: ${need[*]})"
    [ "$(id -u)" = 0 ] || fail "installing slurm-wlm needs root"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq || fail "apt-get update"
    apt-get install -y -qq --no-install-recommends slurm-wlm munge > /dev/null \
        || fail "apt-get install slurm-wlm munge"
fi

host="$(hostname -s)"
cpus="$(nproc)"
tmp="$(mktemp -d /tmp/steppe-slurm.XXXXXX)"
chmod 0755 "$tmp"
results="$tmp/results"
mkdir -p "$tmp/state" "$tmp/spool" "$tmp/munge" "$results"
chmod 0755 "$tmp/munge"

show_logs() {
    for log in "$tmp"/munge/munged.log "$tmp"/slurmctld.log "$tmp"/slurmd.log "$results"/*.log; do
        [ -f "$log" ] || continue
        echo "--- last lines of ${log#"$tmp"/}" >&2
        tail -n 15 "$log" >&2
    done
}

# The pid a pid file names, if that process is still running.
running_pid() {
    local pid
    [ -f "$1" ] || return 1
    pid="$(cat "$1")"
    [ -n "$pid" ] && kill -0 "$pid" 2> /dev/null && echo "$pid"
}

cleanup() {
    local rc=$?
    trap - EXIT INT TERM
    set +e
    [ "$rc" = 0 ] || show_logs
    echo "== stopping the cluster"
    if running_pid "$tmp/slurmctld.pid" > /dev/null; then
        SLURM_CONF="$tmp/slurm.conf" scontrol shutdown > /dev/null 2>&1
    fi
    for name in slurmd slurmctld munged; do
        file="$tmp/$name.pid"
        [ "$name" = munged ] && file="$tmp/munge/munged.pid"
        for _ in $(seq 1 20); do
            running_pid "$file" > /dev/null || break
            [ "$name" = munged ] && munged --stop --socket="$tmp/munge/socket" > /dev/null 2>&1
            sleep 0.5
        done
        if pid="$(running_pid "$file")"; then
            echo "slurm_check: $name ($pid) did not stop: killing it" >&2
            kill -9 "$pid"
        fi
    done
    rm -rf "$tmp"
    exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

echo "== munge: a key of its own and munged on a socket in $tmp"
mungekey --create --keyfile="$tmp/munge/munge.key" || fail "mungekey"
chmod 0400 "$tmp/munge/munge.key"
munged --force --key-file="$tmp/munge/munge.key" --socket="$tmp/munge/socket" \
    --pid-file="$tmp/munge/munged.pid" --log-file="$tmp/munge/munged.log" \
    --seed-file="$tmp/munge/munged.seed" || fail "munged did not start"

# One node, this machine, with the cores it has; no cgroups (a container), no accounting
# database: finished jobs are logged by jobcomp/filetxt.
cat > "$tmp/slurm.conf" << EOF
ClusterName=steppe-check
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=${SLURMCTLD_PORT:-6817}
SlurmdPort=${SLURMD_PORT:-6818}
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$tmp/munge/socket
StateSaveLocation=$tmp/state
SlurmdSpoolDir=$tmp/spool
SlurmctldPidFile=$tmp/slurmctld.pid
SlurmdPidFile=$tmp/slurmd.pid
SlurmctldLogFile=$tmp/slurmctld.log
SlurmdLogFile=$tmp/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/filetxt
JobCompLoc=$tmp/jobcomp.log
MpiDefault=none
SchedulerType=sched/backfill
SchedulerParameters=kill_invalid_depend
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
MinJobAge=3600
NodeName=$host NodeAddr=127.0.0.1 CPUs=$cpus State=UNKNOWN
PartitionName=check Nodes=$host Default=YES MaxTime=INFINITE State=UP
EOF
export SLURM_CONF="$tmp/slurm.conf"

echo "== slurmctld and slurmd ($host, $cpus CPUs)"
slurmctld -f "$SLURM_CONF" || fail "slurmctld did not start"
slurmd -f "$SLURM_CONF" || fail "slurmd did not start"
state=""
for _ in $(seq 1 60); do
    state="$(sinfo -h -N -o '%t' 2> /dev/null || true)"
    [ "$state" = idle ] && break
    sleep 1
done
[ "$state" = idle ] || fail "the node is not idle after 60 s (sinfo says '${state:-nothing}')"
sinfo -N -o '%N %P %c %t'

echo "== sbatch: the array job of $SHARDS tasks, then its merge (afterok)"
run=(--export="ALL,SCENARIO=$SCENARIO,GAMES=$GAMES,SEED=1,AXIS=greedy,SOVIET=greedy,STEPPE=$STEPPE,RESULTS=$results")
# (env -u: a SHARDS of the caller's environment would reach the array through --export=ALL.)
jid="$(env -u SHARDS sbatch --parsable --array=0-$((SHARDS - 1)) --cpus-per-task=1 --time=00:10:00 \
    --output="$results/steppe-sim-%A_%a.log" "${run[@]}" docs/batch/steppe-sim.sbatch)" \
    || fail "sbatch of docs/batch/steppe-sim.sbatch"
mjid="$(sbatch --parsable --dependency="afterok:$jid" --time=00:10:00 \
    --output="$results/steppe-merge-%j.log" \
    --export="ALL,SHARDS=$SHARDS,STEPPE=$STEPPE,RESULTS=$results" docs/batch/steppe-merge.sbatch)" \
    || fail "sbatch of docs/batch/steppe-merge.sbatch"
echo "array job $jid, merge job $mjid"
squeue -o '%.12i %.14j %.10T %.20r' || true

# One line a finished job, as Slurm logged it (jobcomp/filetxt): its id (an array task's as
# ARRAYJOB_TASK), name, state, exit code, times and node.
jobs_table() {
    [ -f "$tmp/jobcomp.log" ] || return 0
    awk '{
        delete f
        for (i = 1; i <= NF; i++) { k = $i; sub(/=.*/, "", k); v = $i; sub(/^[^=]*=/, "", v); f[k] = v }
        id = ("ArrayTaskId" in f && f["ArrayTaskId"] != "") ? f["ArrayJobId"] "_" f["ArrayTaskId"] : f["JobId"]
        printf "%-6s %-13s %-10s exit %-5s %s .. %s on %s\n", id, f["Name"], f["JobState"], f["ExitCode"], f["StartTime"], f["EndTime"], f["NodeList"]
    }' "$tmp/jobcomp.log"
}

# Until neither job is queued; a failed array task fails the check at once (its merge, never
# to run, is cancelled), and so does the timeout.
waited=0
while [ -n "$(squeue -h -j "$jid,$mjid" -o %i 2> /dev/null)" ]; do
    if [ -z "$(squeue -h -j "$jid" -o %i 2> /dev/null)" ] && jobs_table | grep steppe-sim | grep -qv COMPLETED; then
        scancel "$mjid" || true
        jobs_table
        cat "$results"/steppe-sim-*.log
        fail "array tasks of job $jid failed (above): the merge $mjid will not run"
    fi
    if [ "$waited" -ge "$TIMEOUT" ]; then
        scancel "$jid" "$mjid" || true
        squeue -o '%.12i %.14j %.10T %.20r' || true
        jobs_table
        fail "the jobs did not finish within $TIMEOUT s"
    fi
    sleep 2
    waited=$((waited + 2))
done
echo "== the jobs as Slurm logged them (jobcomp/filetxt), after $waited s"
[ -f "$tmp/jobcomp.log" ] || fail "Slurm logged no finished job"
jobs_table
completed="$(grep -c 'JobState=COMPLETED' "$tmp/jobcomp.log" || true)"
[ "$completed" = $((SHARDS + 1)) ] \
    || fail "$completed of the $((SHARDS + 1)) jobs (the array's $SHARDS tasks and the merge) completed"
cat "$results"/steppe-sim-*.log "$results"/steppe-merge-*.log
for f in summary.txt summary.json; do
    [ -f "$results/$f" ] || fail "the merge wrote no $f"
done

echo "== shard 2 played again alone (--array=2 with SHARDS=$SHARDS), as after a failed task"
again="$tmp/again"
mkdir -p "$again"
rjid="$(env -u SHARDS sbatch --parsable --array=2 --cpus-per-task=1 --time=00:10:00 \
    --output="$again/steppe-sim-%A_%a.log" \
    --export="ALL,SHARDS=$SHARDS,SCENARIO=$SCENARIO,GAMES=$GAMES,SEED=1,AXIS=greedy,SOVIET=greedy,STEPPE=$STEPPE,RESULTS=$again" \
    docs/batch/steppe-sim.sbatch)" || fail "sbatch of shard 2 again"
waited=0
while [ -n "$(squeue -h -j "$rjid" -o %i 2> /dev/null)" ]; do
    [ "$waited" -lt "$TIMEOUT" ] || { scancel "$rjid"; fail "shard 2 again did not finish within $TIMEOUT s"; }
    sleep 2
    waited=$((waited + 2))
done
jobs_table | grep "^${rjid}_2 " || fail "Slurm logged no job ${rjid}_2"
jobs_table | grep -q "^${rjid}_2 .*COMPLETED" || { cat "$again"/*.log; fail "shard 2 again did not complete"; }
cmp "$again/shard-2.jsonl" "$results/shard-2.jsonl" || fail "shard 2 played again differs from the array's"
echo "the same lines as the array's shard 2"

echo "== the same games on one machine: $STEPPE sim $SCENARIO --games $GAMES --seed 1 --jobs 1"
"$STEPPE" sim "$SCENARIO" --games "$GAMES" --seed 1 --axis greedy --soviet greedy --jobs 1 \
    --out "$tmp/one.jsonl" > /dev/null || fail "the single run"
"$STEPPE" sim --merge "$tmp/one.jsonl" > "$tmp/one.txt" || fail "merging the single run's lines"
"$STEPPE" sim --merge "$tmp/one.jsonl" --json > "$tmp/one.json" || fail "merging them (--json)"

lines="$(cat "$results"/shard-*.jsonl | wc -l)"
[ "$lines" = "$GAMES" ] || fail "the shards hold $lines games, not $GAMES"
sort "$results"/shard-*.jsonl > "$tmp/shards.sorted"
sort "$tmp/one.jsonl" > "$tmp/one.sorted"
cmp -s "$tmp/shards.sorted" "$tmp/one.sorted" \
    || { diff "$tmp/shards.sorted" "$tmp/one.sorted" | head -n 5; fail "the shards' game lines differ from the single run's"; }
echo "== merged summary of the Slurm run ($results/summary.txt)"
cat "$results/summary.txt"
echo "== summary of the single run (steppe sim --merge one.jsonl)"
cat "$tmp/one.txt"
diff -u "$tmp/one.txt" "$results/summary.txt" || fail "the merged summary differs from the single run's"
diff -u "$tmp/one.json" "$results/summary.json" || fail "the merged JSON summary differs from the single run's"
echo "slurm_check: OK: the Slurm run's $GAMES game lines, summary and JSON summary equal the single run's"
