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

#[derive(Debug, Clone, PartialEq)]
enum Yaml {
    Map(Vec<(String, Yaml)>),
    Seq(Vec<Yaml>),
    Str(String),
    Int(i64),
    Bool(bool),
}

impl Yaml {
    fn get(&self, key: &str) -> Option<&Yaml> {
        match self {
            Yaml::Map(entries) => entries.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }
}

/// One line of the document: its indent, its text, its number (from 1).
struct Line {
    indent: usize,
    text: String,
    number: usize,
}

/// Reads the block YAML of one document: mappings, sequences (of scalars or of mappings, "- key:
/// value"), plain, double-quoted and folded (`>-`) scalars, flow sequences of double-quoted
/// strings, full-line comments. Anything else is an error naming its line.
fn parse_yaml(text: &str) -> Result<Yaml, String> {
    let mut lines = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let trimmed = raw.trim_start();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        if raw.contains('\t') {
            return Err(format!("line {}: a tab", i + 1));
        }
        if raw == "---" {
            if lines.is_empty() {
                continue;
            }
            if text.lines().skip(i + 1).any(|l| {
                let t = l.trim();
                !t.is_empty() && !t.starts_with('#')
            }) {
                return Err(format!("line {}: a second document", i + 1));
            }
            break;
        }
        lines.push(Line {
            indent: raw.len() - trimmed.len(),
            text: trimmed.trim_end().to_string(),
            number: i + 1,
        });
    }
    if lines.is_empty() {
        return Err("an empty document".into());
    }
    let mut at = 0;
    let indent = lines[0].indent;
    let value = block(&mut lines, &mut at, indent)?;
    if at < lines.len() {
        return Err(format!(
            "line {}: not under anything above it",
            lines[at].number
        ));
    }
    Ok(value)
}

fn is_item(text: &str) -> bool {
    text == "-" || text.starts_with("- ")
}

/// `key: rest` or `key:` of a mapping line.
fn key_of(text: &str) -> Option<(&str, &str)> {
    let colon = text.find(':')?;
    let key = &text[..colon];
    let rest = &text[colon + 1..];
    let plain = !key.is_empty()
        && key.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
        && key
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "_-./".contains(c));
    (plain && (rest.is_empty() || rest.starts_with(' '))).then(|| (key, rest.trim()))
}

fn block(lines: &mut [Line], at: &mut usize, indent: usize) -> Result<Yaml, String> {
    if is_item(&lines[*at].text) {
        sequence(lines, at, indent)
    } else {
        mapping(lines, at, indent)
    }
}

fn mapping(lines: &mut [Line], at: &mut usize, indent: usize) -> Result<Yaml, String> {
    let mut entries: Vec<(String, Yaml)> = Vec::new();
    while *at < lines.len() && lines[*at].indent >= indent {
        let line = &lines[*at];
        if line.indent > indent {
            return Err(format!("line {}: indented under no key", line.number));
        }
        if is_item(&line.text) {
            break;
        }
        let number = line.number;
        let (key, rest) = key_of(&line.text).ok_or(format!("line {number}: not `key: value`"))?;
        let (key, rest) = (key.to_string(), rest.to_string());
        if entries.iter().any(|(k, _)| *k == key) {
            return Err(format!("line {number}: {key} twice"));
        }
        *at += 1;
        let value = if rest.is_empty() {
            match lines.get(*at) {
                Some(next) if next.indent > indent => {
                    let inner = next.indent;
                    block(lines, at, inner)?
                }
                Some(next) if next.indent == indent && is_item(&next.text) => {
                    sequence(lines, at, indent)?
                }
                _ => return Err(format!("line {number}: {key} has no value")),
            }
        } else if rest == ">-" || rest == ">" {
            let mut words = Vec::new();
            while *at < lines.len() && lines[*at].indent > indent {
                words.push(lines[*at].text.clone());
                *at += 1;
            }
            if words.is_empty() {
                return Err(format!("line {number}: an empty folded scalar"));
            }
            Yaml::Str(words.join(" "))
        } else {
            scalar(&rest).map_err(|e| format!("line {number}: {e}"))?
        };
        entries.push((key, value));
    }
    Ok(Yaml::Map(entries))
}

fn sequence(lines: &mut [Line], at: &mut usize, indent: usize) -> Result<Yaml, String> {
    let mut items = Vec::new();
    while *at < lines.len() && lines[*at].indent == indent && is_item(&lines[*at].text) {
        let number = lines[*at].number;
        let rest = lines[*at].text[1..].trim_start().to_string();
        if rest.is_empty() {
            *at += 1;
            match lines.get(*at) {
                Some(next) if next.indent > indent => {
                    let inner = next.indent;
                    items.push(block(lines, at, inner)?);
                }
                _ => return Err(format!("line {number}: an empty item")),
            }
        } else if rest == ">-" || rest == ">" {
            *at += 1;
            let mut words = Vec::new();
            while *at < lines.len() && lines[*at].indent > indent {
                words.push(lines[*at].text.clone());
                *at += 1;
            }
            if words.is_empty() {
                return Err(format!("line {number}: an empty folded scalar"));
            }
            items.push(Yaml::Str(words.join(" ")));
        } else if key_of(&rest).is_some() {
            // "- key: value": a mapping whose keys stand two columns in.
            lines[*at].indent = indent + 2;
            lines[*at].text = rest;
            items.push(mapping(lines, at, indent + 2)?);
        } else {
            items.push(scalar(&rest).map_err(|e| format!("line {number}: {e}"))?);
            *at += 1;
        }
    }
    if *at < lines.len() && lines[*at].indent > indent {
        return Err(format!("line {}: indented under no key", lines[*at].number));
    }
    Ok(Yaml::Seq(items))
}

fn quoted(text: &str) -> Result<(String, &str), String> {
    let body = &text[1..];
    let end = body.find('"').ok_or("an unclosed quote")?;
    let s = &body[..end];
    if s.contains('\\') {
        return Err("an escape in a quoted string (not read here)".into());
    }
    Ok((s.to_string(), &body[end + 1..]))
}

fn scalar(text: &str) -> Result<Yaml, String> {
    if text.starts_with('"') {
        let (s, rest) = quoted(text)?;
        if !rest.trim().is_empty() {
            return Err(format!("text after a quoted string: {rest}"));
        }
        return Ok(Yaml::Str(s));
    }
    if let Some(inner) = text.strip_prefix('[') {
        let inner = inner.strip_suffix(']').ok_or("an unclosed flow sequence")?;
        let mut items = Vec::new();
        let mut rest = inner.trim();
        while !rest.is_empty() {
            if !rest.starts_with('"') {
                return Err("a flow sequence item that is not a quoted string".into());
            }
            let (s, after) = quoted(rest)?;
            items.push(Yaml::Str(s));
            rest = after.trim_start();
            rest = rest.strip_prefix(',').unwrap_or(rest).trim_start();
        }
        return Ok(Yaml::Seq(items));
    }
    if text.starts_with(['\'', '{', '|', '&', '*', '!', '%', '@', '`']) || text.contains(" #") {
        return Err(format!("YAML this reader does not read: {text}"));
    }
    Ok(match text {
        "true" => Yaml::Bool(true),
        "false" => Yaml::Bool(false),
        _ => match text.parse::<i64>() {
            Ok(n) => Yaml::Int(n),
            Err(_) => Yaml::Str(text.to_string()),
        },
    })
}

/// The fields of the objects a Job's manifest may hold (batch/v1 `JobSpec`, core/v1 `PodSpec`,
/// `Container`, `EnvVar`, `VolumeMount`, `Volume`, `ResourceRequirements`), as in the API
/// reference.
const JOB: &[&str] = &["apiVersion", "kind", "metadata", "spec"];
const METADATA: &[&str] = &["name", "generateName", "namespace", "labels", "annotations"];
const JOB_SPEC: &[&str] = &[
    "activeDeadlineSeconds",
    "backoffLimit",
    "backoffLimitPerIndex",
    "completionMode",
    "completions",
    "managedBy",
    "manualSelector",
    "maxFailedIndexes",
    "parallelism",
    "podFailurePolicy",
    "podReplacementPolicy",
    "selector",
    "successPolicy",
    "suspend",
    "template",
    "ttlSecondsAfterFinished",
];
const TEMPLATE: &[&str] = &["metadata", "spec"];
const POD_SPEC: &[&str] = &[
    "activeDeadlineSeconds",
    "affinity",
    "containers",
    "initContainers",
    "nodeSelector",
    "restartPolicy",
    "securityContext",
    "serviceAccountName",
    "terminationGracePeriodSeconds",
    "tolerations",
    "volumes",
    "imagePullSecrets",
    "priorityClassName",
];
const CONTAINER: &[&str] = &[
    "name",
    "image",
    "imagePullPolicy",
    "command",
    "args",
    "workingDir",
    "env",
    "envFrom",
    "ports",
    "resources",
    "volumeMounts",
    "securityContext",
];
const ENV_VAR: &[&str] = &["name", "value", "valueFrom"];
const VOLUME_MOUNT: &[&str] = &["name", "mountPath", "readOnly", "subPath"];
const RESOURCES: &[&str] = &["requests", "limits"];
const VOLUME_SOURCES: &[&str] = &[
    "persistentVolumeClaim",
    "emptyDir",
    "configMap",
    "secret",
    "hostPath",
    "nfs",
];

/// The violations found so far, each as `path: what`.
#[derive(Default)]
struct Check {
    errors: Vec<String>,
}

impl Check {
    fn error(&mut self, path: &str, what: String) {
        self.errors.push(format!("{path}: {what}"));
    }

    /// An object with only the fields `known`.
    fn fields(&mut self, v: &Yaml, path: &str, known: &[&str]) {
        match v {
            Yaml::Map(entries) => {
                for (k, _) in entries {
                    if !known.contains(&k.as_str()) {
                        self.error(path, format!("unknown field {k}"));
                    }
                }
            }
            other => self.error(path, format!("must be an object, not {other:?}")),
        }
    }

    /// A required non-empty string.
    fn string<'a>(&mut self, v: Option<&'a Yaml>, path: &str) -> Option<&'a str> {
        match v {
            Some(Yaml::Str(s)) if !s.is_empty() => Some(s),
            Some(other) => {
                self.error(path, format!("must be a non-empty string, not {other:?}"));
                None
            }
            None => {
                self.error(path, "required".into());
                None
            }
        }
    }

    /// An optional non-empty string.
    fn optional_string(&mut self, v: Option<&Yaml>, path: &str) {
        if v.is_some() {
            self.string(v, path);
        }
    }

    /// An optional integer of at least 0.
    fn int(&mut self, v: Option<&Yaml>, path: &str) -> Option<i64> {
        match v {
            Some(Yaml::Int(n)) if *n >= 0 => Some(*n),
            Some(other) => {
                self.error(
                    path,
                    format!("must be an integer of at least 0, not {other:?}"),
                );
                None
            }
            None => None,
        }
    }

    /// An optional list.
    fn seq<'a>(&mut self, v: Option<&'a Yaml>, path: &str) -> &'a [Yaml] {
        match v {
            Some(Yaml::Seq(items)) => items,
            Some(other) => {
                self.error(path, format!("must be a list, not {other:?}"));
                &[]
            }
            None => &[],
        }
    }

    /// A required object.
    fn required<'a>(&mut self, v: Option<&'a Yaml>, path: &str) -> Option<&'a Yaml> {
        if v.is_none() {
            self.error(path, "required".into());
        }
        v
    }
}

/// A DNS-1123 label: lowercase letters, digits and '-', neither first nor last, at most 63.
fn dns_label(s: &str) -> bool {
    !s.is_empty()
        && s.len() <= 63
        && s.chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        && !s.starts_with('-')
        && !s.ends_with('-')
}

/// Checks a parsed manifest against the Job schema; every violation, each with its path.
fn check_job(job: &Yaml) -> Vec<String> {
    let mut c = Check::default();
    c.fields(job, "", JOB);
    if c.string(job.get("apiVersion"), "apiVersion") != Some("batch/v1") {
        c.error("apiVersion", "must be batch/v1".into());
    }
    if c.string(job.get("kind"), "kind") != Some("Job") {
        c.error("kind", "must be Job".into());
    }
    if let Some(meta) = c.required(job.get("metadata"), "metadata") {
        c.fields(meta, "metadata", METADATA);
        if let Some(name) = c.string(meta.get("name"), "metadata.name")
            && !dns_label(name)
        {
            c.error(
                "metadata.name",
                format!("{name} is not a DNS label of at most 63 characters"),
            );
        }
    }
    if let Some(spec) = c.required(job.get("spec"), "spec") {
        check_job_spec(&mut c, spec);
    }
    c.errors
}

fn check_job_spec(c: &mut Check, spec: &Yaml) {
    c.fields(spec, "spec", JOB_SPEC);
    let completions = c.int(spec.get("completions"), "spec.completions");
    let parallelism = c.int(spec.get("parallelism"), "spec.parallelism");
    c.int(spec.get("backoffLimit"), "spec.backoffLimit");
    let mode = spec.get("completionMode");
    match mode {
        None => {}
        Some(Yaml::Str(m)) if m == "NonIndexed" || m == "Indexed" => {}
        Some(other) => c.error(
            "spec.completionMode",
            format!("must be NonIndexed or Indexed, not {other:?}"),
        ),
    }
    if mode == Some(&Yaml::Str("Indexed".into())) && completions.is_none_or(|n| n < 1) {
        c.error(
            "spec.completions",
            "an Indexed Job needs completions of at least 1".into(),
        );
    }
    if let (Some(n), Some(p)) = (completions, parallelism)
        && p > n
    {
        c.error(
            "spec.parallelism",
            format!("{p} pods at once for {n} completions"),
        );
    }
    let Some(template) = c.required(spec.get("template"), "spec.template") else {
        return;
    };
    c.fields(template, "spec.template", TEMPLATE);
    let Some(pod) = c.required(template.get("spec"), "spec.template.spec") else {
        return;
    };
    c.fields(pod, "spec.template.spec", POD_SPEC);
    match c.string(pod.get("restartPolicy"), "spec.template.spec.restartPolicy") {
        Some("Never" | "OnFailure") | None => {}
        Some(p) => c.error(
            "spec.template.spec.restartPolicy",
            format!("a Job allows Never or OnFailure, not {p}"),
        ),
    }
    let mut volumes = Vec::new();
    for (i, v) in c
        .seq(pod.get("volumes"), "spec.template.spec.volumes")
        .iter()
        .enumerate()
    {
        let path = format!("spec.template.spec.volumes[{i}]");
        let mut known = vec!["name"];
        known.extend_from_slice(VOLUME_SOURCES);
        c.fields(v, &path, &known);
        if let Some(name) = c.string(v.get("name"), &format!("{path}.name")) {
            volumes.push(name.to_string());
        }
        let sources: Vec<&str> = VOLUME_SOURCES
            .iter()
            .copied()
            .filter(|s| v.get(s).is_some())
            .collect();
        if sources.len() != 1 {
            c.error(&path, format!("needs exactly one source, has {sources:?}"));
        }
        if let Some(claim) = v.get("persistentVolumeClaim") {
            c.fields(
                claim,
                &format!("{path}.persistentVolumeClaim"),
                &["claimName", "readOnly"],
            );
            c.string(
                claim.get("claimName"),
                &format!("{path}.persistentVolumeClaim.claimName"),
            );
        }
    }
    let containers = c.seq(pod.get("containers"), "spec.template.spec.containers");
    if containers.is_empty() {
        c.error(
            "spec.template.spec.containers",
            "at least one container is required".into(),
        );
    }
    for (i, container) in containers.iter().enumerate() {
        check_container(
            c,
            container,
            &format!("spec.template.spec.containers[{i}]"),
            &volumes,
        );
    }
}

fn check_container(c: &mut Check, container: &Yaml, path: &str, volumes: &[String]) {
    c.fields(container, path, CONTAINER);
    if let Some(name) = c.string(container.get("name"), &format!("{path}.name"))
        && !dns_label(name)
    {
        c.error(
            &format!("{path}.name"),
            format!("{name} is not a DNS label"),
        );
    }
    c.string(container.get("image"), &format!("{path}.image"));
    c.optional_string(container.get("workingDir"), &format!("{path}.workingDir"));
    for key in ["command", "args"] {
        for (j, a) in c
            .seq(container.get(key), &format!("{path}.{key}"))
            .iter()
            .enumerate()
        {
            c.string(Some(a), &format!("{path}.{key}[{j}]"));
        }
    }
    for (j, v) in c
        .seq(container.get("env"), &format!("{path}.env"))
        .iter()
        .enumerate()
    {
        let p = format!("{path}.env[{j}]");
        c.fields(v, &p, ENV_VAR);
        c.string(v.get("name"), &format!("{p}.name"));
        c.optional_string(v.get("value"), &format!("{p}.value"));
    }
    if let Some(r) = container.get("resources") {
        c.fields(r, &format!("{path}.resources"), RESOURCES);
        for kind in RESOURCES {
            match r.get(kind) {
                None => {}
                Some(Yaml::Map(amounts)) => {
                    for (name, amount) in amounts {
                        if !matches!(amount, Yaml::Str(_) | Yaml::Int(_)) {
                            c.error(
                                &format!("{path}.resources.{kind}.{name}"),
                                format!("not a quantity: {amount:?}"),
                            );
                        }
                    }
                }
                Some(_) => c.error(
                    &format!("{path}.resources.{kind}"),
                    "must be an object".into(),
                ),
            }
        }
    }
    for (j, m) in c
        .seq(
            container.get("volumeMounts"),
            &format!("{path}.volumeMounts"),
        )
        .iter()
        .enumerate()
    {
        let p = format!("{path}.volumeMounts[{j}]");
        c.fields(m, &p, VOLUME_MOUNT);
        c.string(m.get("mountPath"), &format!("{p}.mountPath"));
        if let Some(name) = c.string(m.get("name"), &format!("{p}.name"))
            && !volumes.iter().any(|v| v == name)
        {
            c.error(&format!("{p}.name"), format!("no volume {name}"));
        }
    }
}

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
