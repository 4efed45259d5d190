//! The batch recipes of docs/batch.md. The Kubernetes manifest (docs/batch/steppe-sim-job.yaml) is
//! a valid batch/v1 Job as the API server's schema has it: its kind and version, a DNS name, only
//! fields the Job, its pod template and its containers have, each of its type (integers where the
//! schema has integers, strings where it has strings: an env value must be quoted), a restart
//! policy a Job allows, an indexed completion mode with its completions, every volume mount naming
//! a volume. No YAML library is a dependency, so the manifest is read by a small reader of the
//! block YAML it is written in, which refuses anything else at its line. And the recipes agree:
//! the Job, the Slurm array (docs/batch/steppe-sim.sbatch) and its merge play the same run in the
//! same number of shards, the run docs/batch.md describes, of a scenario that exists.

use std::fs;
use std::path::PathBuf;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &str) -> String {
    fs::read_to_string(root().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[path = "batch_recipes/job_schema.rs"]
mod job_schema;
#[path = "batch_recipes/yaml.rs"]
mod yaml;
use job_schema::check_job;
use yaml::{Yaml, parse_yaml};

const MANIFEST: &str = "docs/batch/steppe-sim-job.yaml";

#[test]
fn the_kubernetes_manifest_is_a_valid_job() {
    let job = parse_yaml(&read(MANIFEST)).unwrap_or_else(|e| panic!("{MANIFEST}: {e}"));
    let errors = check_job(&job);
    assert!(
        errors.is_empty(),
        "{MANIFEST} is not a valid batch/v1 Job:\n{}",
        errors.join("\n")
    );
}

/// The manifest with the first `from` outside its comments made `to`.
fn mutated(manifest: &str, from: &str, to: &str) -> String {
    let mut done = false;
    let lines: Vec<String> = manifest
        .lines()
        .map(|line| {
            if !done && !line.trim_start().starts_with('#') && line.contains(from) {
                done = true;
                line.replacen(from, to, 1)
            } else {
                line.to_string()
            }
        })
        .collect();
    assert!(done, "{MANIFEST} no longer has `{from}`: update this test");
    lines.join("\n") + "\n"
}

/// The checker refuses a manifest with each kind of mistake, so the test above can fail.
#[test]
fn the_job_check_refuses_broken_manifests() {
    let good = read(MANIFEST);
    let cases = [
        (
            "restartPolicy: OnFailure",
            "restartPolicy: Always",
            "a Job allows Never or OnFailure",
        ),
        ("kind: Job", "kind: Pod", "must be Job"),
        ("apiVersion: batch/v1", "apiVersion: v1", "must be batch/v1"),
        ("value: \"16\"", "value: 16", "must be a non-empty string"),
        (
            "completions: 16",
            "completions: sixteen",
            "must be an integer",
        ),
        (
            "completionMode: Indexed",
            "completionMode: Index",
            "must be NonIndexed or Indexed",
        ),
        (
            "image: steppe:latest",
            "imag: steppe:latest",
            "unknown field imag",
        ),
        (
            "claimName: steppe-results",
            "claimName: \"\"",
            "must be a non-empty string",
        ),
        (
            "mountPath: /results",
            "mountPath: /results\n              readOnly: true\n              subPth: x",
            "unknown field subPth",
        ),
        ("name: steppe-sim", "name: Steppe_Sim", "not a DNS label"),
        (
            "parallelism: 16",
            "parallelism: 17",
            "17 pods at once for 16 completions",
        ),
        (
            "completions: 16",
            "suspend: false",
            "an Indexed Job needs completions",
        ),
    ];
    for (from, to, expected) in cases {
        let broken = mutated(&good, from, to);
        let errors = match parse_yaml(&broken) {
            Ok(job) => check_job(&job),
            Err(e) => vec![e],
        };
        assert!(
            errors.iter().any(|e| e.contains(expected)),
            "`{from}` -> `{to}` should be refused with `{expected}`, got {errors:?}"
        );
    }
    // Indentation and YAML beyond the reader are errors, not a quiet misreading.
    for (from, to) in [
        ("  completions: 16", "   completions: 16"),
        ("  name: steppe-sim", "  name: 'steppe-sim'"),
    ] {
        assert!(
            parse_yaml(&mutated(&good, from, to)).is_err(),
            "{to} should not read"
        );
    }
}

/// `NAME="${NAME:-default}"` in a recipe.
fn default_of(recipe: &str, text: &str, name: &str) -> String {
    let prefix = format!("{name}=\"${{{name}:-");
    let line = text
        .lines()
        .find(|l| l.starts_with(&prefix))
        .unwrap_or_else(|| panic!("{recipe} has no default for {name}"));
    line[prefix.len()..].trim_end_matches("}\"").to_string()
}

#[test]
fn the_recipes_and_the_docs_play_the_same_run() {
    let sbatch = read("docs/batch/steppe-sim.sbatch");
    let merge = read("docs/batch/steppe-merge.sbatch");
    let docs = read("docs/batch.md");
    let job = parse_yaml(&read(MANIFEST)).unwrap();
    let spec = job.get("spec").unwrap();
    let Some(Yaml::Int(completions)) = spec.get("completions") else {
        panic!("no completions")
    };
    let container = match spec
        .get("template")
        .and_then(|t| t.get("spec"))
        .and_then(|s| s.get("containers"))
    {
        Some(Yaml::Seq(c)) => &c[0],
        other => panic!("no containers: {other:?}"),
    };
    let Some(Yaml::Seq(env)) = container.get("env") else {
        panic!("no env")
    };
    let shards = env
        .iter()
        .find(|v| v.get("name") == Some(&Yaml::Str("SHARDS".into())))
        .and_then(|v| v.get("value"));
    assert_eq!(
        shards,
        Some(&Yaml::Str(completions.to_string())),
        "the Job's SHARDS must equal its completions"
    );
    let Some(Yaml::Seq(args)) = container.get("args") else {
        panic!("no args")
    };
    let Yaml::Str(command) = &args[0] else {
        panic!("args[0] is not a string")
    };

    // The array is 0..N-1 with N the Job's completions and the merge's SHARDS default.
    let n = completions;
    assert!(
        sbatch.contains(&format!("#SBATCH --array=0-{}\n", n - 1)),
        "the sbatch array is not 0-{}",
        n - 1
    );
    assert_eq!(
        default_of("steppe-merge.sbatch", &merge, "SHARDS"),
        n.to_string()
    );
    assert!(
        command.contains("--shard \"$JOB_COMPLETION_INDEX/$SHARDS\""),
        "the Job's command: {command}"
    );

    // The same run: the sbatch defaults are the Job's arguments.
    let scenario = default_of("steppe-sim.sbatch", &sbatch, "SCENARIO");
    assert!(
        root().join(&scenario).is_file(),
        "the recipes' scenario {scenario} does not exist"
    );
    let run = format!(
        "steppe sim {scenario} --games {} --seed {} --axis {} --soviet {}",
        default_of("steppe-sim.sbatch", &sbatch, "GAMES"),
        default_of("steppe-sim.sbatch", &sbatch, "SEED"),
        default_of("steppe-sim.sbatch", &sbatch, "AXIS"),
        default_of("steppe-sim.sbatch", &sbatch, "SOVIET"),
    );
    assert!(
        command.starts_with(&run),
        "the Job plays `{command}`, the sbatch recipe `{run}`"
    );
    for results in [
        default_of("steppe-sim.sbatch", &sbatch, "RESULTS"),
        default_of("steppe-merge.sbatch", &merge, "RESULTS"),
    ] {
        assert_eq!(results, "results", "the recipes' results folder");
    }

    // docs/batch.md names the same shards and defaults.
    for said in [
        format!("{n} tasks"),
        format!("--shard $SLURM_ARRAY_TASK_ID/{n}"),
        format!("--shard $JOB_COMPLETION_INDEX/{n}"),
        format!("`{scenario}`"),
        "--dependency=afterok:".to_string(),
    ] {
        assert!(docs.contains(&said), "docs/batch.md does not say `{said}`");
    }
}
