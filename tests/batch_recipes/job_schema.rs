//! The batch/v1 Job schema, as the API reference has it: the fields each object may hold, their
//! types, and the rules a Job's spec follows.

use super::yaml::Yaml;

/// The fields of the objects a Job's manifest may hold (batch/v1 `JobSpec`, core/v1 `PodSpec`,
/// `Container`, `EnvVar`, `VolumeMount`, `Volume`, `ResourceRequirements`), as in the API
/// reference.
pub(crate) const JOB: &[&str] = &["apiVersion", "kind", "metadata", "spec"];
pub(crate) const METADATA: &[&str] =
    &["name", "generateName", "namespace", "labels", "annotations"];
pub(crate) const JOB_SPEC: &[&str] = &[
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
pub(crate) const TEMPLATE: &[&str] = &["metadata", "spec"];
pub(crate) const POD_SPEC: &[&str] = &[
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
pub(crate) const CONTAINER: &[&str] = &[
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
pub(crate) const ENV_VAR: &[&str] = &["name", "value", "valueFrom"];
pub(crate) const VOLUME_MOUNT: &[&str] = &["name", "mountPath", "readOnly", "subPath"];
pub(crate) const RESOURCES: &[&str] = &["requests", "limits"];
pub(crate) const VOLUME_SOURCES: &[&str] = &[
    "persistentVolumeClaim",
    "emptyDir",
    "configMap",
    "secret",
    "hostPath",
    "nfs",
];

/// The violations found so far, each as `path: what`.
#[derive(Default)]
pub(crate) struct Check {
    errors: Vec<String>,
}

impl Check {
    pub(crate) fn error(&mut self, path: &str, what: String) {
        self.errors.push(format!("{path}: {what}"));
    }

    /// An object with only the fields `known`.
    pub(crate) fn fields(&mut self, v: &Yaml, path: &str, known: &[&str]) {
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
    pub(crate) fn string<'a>(&mut self, v: Option<&'a Yaml>, path: &str) -> Option<&'a str> {
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
    pub(crate) fn optional_string(&mut self, v: Option<&Yaml>, path: &str) {
        if v.is_some() {
            self.string(v, path);
        }
    }

    /// An optional integer of at least 0.
    pub(crate) fn int(&mut self, v: Option<&Yaml>, path: &str) -> Option<i64> {
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
    pub(crate) fn seq<'a>(&mut self, v: Option<&'a Yaml>, path: &str) -> &'a [Yaml] {
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
    pub(crate) fn required<'a>(&mut self, v: Option<&'a Yaml>, path: &str) -> Option<&'a Yaml> {
        if v.is_none() {
            self.error(path, "required".into());
        }
        v
    }
}

/// A DNS-1123 label: lowercase letters, digits and '-', neither first nor last, at most 63.
pub(crate) fn dns_label(s: &str) -> bool {
    !s.is_empty()
        && s.len() <= 63
        && s.chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        && !s.starts_with('-')
        && !s.ends_with('-')
}

/// Checks a parsed manifest against the Job schema; every violation, each with its path.
pub(crate) fn check_job(job: &Yaml) -> Vec<String> {
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

pub(crate) fn check_job_spec(c: &mut Check, spec: &Yaml) {
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

pub(crate) fn check_container(c: &mut Check, container: &Yaml, path: &str, volumes: &[String]) {
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
