//! The rules a crate's paths are held to: layers in order (the rules crate), folders that may
//! use only some others (the client), and no circle between the modules of one folder (every
//! crate). Each problem is one `file:line: what` line.

use std::collections::{BTreeMap, BTreeSet};

use super::resolve::reached;
use super::tree::Crate;

/// A path written in the crate and the crate's modules it reaches.
pub struct Use {
    pub file: String,
    pub line: usize,
    /// The module it is written in (blocks count as their module).
    pub from: usize,
    /// Inside `#[cfg(test)]`.
    pub test: bool,
    /// The path as written.
    pub text: String,
    /// Every module of the crate it goes through or names, the root included.
    pub reached: Vec<usize>,
}

/// Every path of the crate that reaches one of its modules, and the problems of reading it:
/// files that do not parse or are missing, and `crate::`, `self::` or `super::` paths the
/// checker could not follow to their end (a blind spot it must not have).
pub fn uses(krate: &Crate) -> (Vec<Use>, Vec<String>) {
    let mut uses = Vec::new();
    let mut problems = krate.problems.clone();
    for site in &krate.sites {
        let (reach, found) = reached(krate, site.scope, &site.path, site.is_use);
        let text = site.path.join("::");
        let local_start = matches!(site.path[0].as_str(), "crate" | "self" | "super");
        if local_start && !found && !(site.path.len() == 1 && site.path[0] == "self") {
            problems.push(format!("{}:{}: cannot follow {text}", site.file, site.line));
        }
        if !reach.is_empty() {
            let from = krate.modules[site.scope].named;
            uses.push(Use {
                file: site.file.clone(),
                line: site.line,
                from,
                test: site.test,
                text,
                reached: reach,
            });
        }
    }
    (uses, problems)
}

fn shown(krate: &Crate, id: usize) -> String {
    let path = krate.module_path(id);
    if path.is_empty() {
        "crate".to_string()
    } else {
        format!("crate::{}", path.join("::"))
    }
}

/// Paths in a module of layer L (the first segment of its module path) that reach a module of a
/// later layer in `order`. The crate root may name every layer.
pub fn layer_problems(krate: &Crate, uses: &[Use], order: &[&str]) -> Vec<String> {
    let layer = |id: usize| {
        let path = krate.module_path(id);
        path.first()
            .map(|top| order.iter().position(|l| l == top).unwrap_or(usize::MAX))
    };
    let mut problems = Vec::new();
    for u in uses {
        let Some(own) = layer(u.from) else { continue };
        if own == usize::MAX && krate.modules[u.from].test {
            // The root's own tests (`#[cfg(test)] mod tests` in lib.rs) may name every layer.
            continue;
        }
        if own == usize::MAX {
            problems.push(format!(
                "{}:{}: {} is not one of the layers",
                u.file,
                u.line,
                shown(krate, u.from)
            ));
            continue;
        }
        if let Some(&later) = u
            .reached
            .iter()
            .find(|&&r| layer(r).is_some_and(|l| l > own))
        {
            problems.push(format!(
                "{}:{}: layer {} names the later layer {} ({})",
                u.file,
                u.line,
                order[own],
                shown(krate, later),
                u.text
            ));
        }
    }
    problems
}

/// Paths in a top-level folder that reach a folder it may not use (`may`: folder and the
/// folders it may use besides itself). With `tests_exempt`, `#[cfg(test)]` code is left out.
pub fn folder_problems(
    krate: &Crate,
    uses: &[Use],
    may: &[(&str, &[&str])],
    tests_exempt: bool,
) -> Vec<String> {
    let folder = |id: usize| krate.module_path(id).first().cloned();
    let mut problems = Vec::new();
    for u in uses.iter().filter(|u| !(tests_exempt && u.test)) {
        let Some(own) = folder(u.from) else { continue };
        let Some((_, allowed)) = may.iter().find(|(f, _)| *f == own) else {
            if krate.modules[u.from].test {
                // The root's own tests (`#[cfg(test)] mod tests` in lib.rs) wire like lib.rs.
                continue;
            }
            problems.push(format!(
                "{}:{}: {own} is not one of the folders",
                u.file, u.line
            ));
            continue;
        };
        let bad = u
            .reached
            .iter()
            .find(|&&r| folder(r).is_some_and(|f| f != own && !allowed.contains(&f.as_str())));
        if let Some(&bad) = bad {
            problems.push(format!(
                "{}:{}: folder {own} may not use {} ({})",
                u.file,
                u.line,
                shown(krate, bad),
                u.text
            ));
        }
    }
    problems
}

/// The chain of named modules from the root down to `id`.
fn ancestry(krate: &Crate, id: usize) -> Vec<usize> {
    let mut chain = vec![krate.modules[id].named];
    while let Some(parent) = krate.modules[*chain.last().unwrap()].parent {
        chain.push(krate.modules[parent].named);
    }
    chain.reverse();
    chain
}

/// A use from one module of a folder to a sibling: the first place it is written.
type Edges = BTreeMap<usize, BTreeMap<(usize, usize), (String, usize, String)>>;

/// For each folder (module), the uses between its child modules, a child counting with all
/// the modules inside it.
fn sibling_edges(krate: &Crate, uses: &[&Use]) -> Edges {
    let mut edges: Edges = BTreeMap::new();
    for u in uses {
        let from = ancestry(krate, u.from);
        for &r in &u.reached {
            let to = ancestry(krate, r);
            let common = from.iter().zip(&to).take_while(|(a, b)| a == b).count();
            if common < from.len() && common < to.len() {
                let witness = (u.file.clone(), u.line, u.text.clone());
                edges
                    .entry(from[common - 1])
                    .or_default()
                    .entry((from[common], to[common]))
                    .or_insert(witness);
            }
        }
    }
    edges
}

/// Every circle between sibling modules, each with one use per step. With `tests_exempt`,
/// `#[cfg(test)]` code is left out (as it is of the folder rules).
pub fn circle_problems(krate: &Crate, uses: &[Use], tests_exempt: bool) -> Vec<String> {
    let mut problems = Vec::new();
    let counted: Vec<&Use> = uses.iter().filter(|u| !(tests_exempt && u.test)).collect();
    for (folder, edges) in sibling_edges(krate, &counted) {
        let name = |id: usize| krate.modules[id].name.clone();
        for cycle in cycles(edges.keys().copied().collect()) {
            let names: Vec<String> = cycle
                .iter()
                .chain(cycle.first())
                .map(|&m| name(m))
                .collect();
            let mut text = format!(
                "{}: circle between the modules of {}: {}",
                krate.modules[folder].file,
                shown(krate, folder),
                names.join(" -> ")
            );
            for (i, &a) in cycle.iter().enumerate() {
                let b = cycle[(i + 1) % cycle.len()];
                let (file, line, path) = &edges[&(a, b)];
                text.push_str(&format!(
                    "\n    {file}:{line}: {} uses {} ({path})",
                    name(a),
                    name(b)
                ));
            }
            problems.push(text);
        }
    }
    problems
}

/// The elementary circles of a directed graph (each once, from its smallest node), at most 50.
fn cycles(edges: BTreeSet<(usize, usize)>) -> Vec<Vec<usize>> {
    let mut next: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
    for (a, b) in edges {
        next.entry(a).or_default().push(b);
    }
    let mut found = Vec::new();
    for &start in next.keys() {
        let mut path = vec![start];
        walk(&next, start, &mut path, &mut found);
    }
    found
}

fn walk(
    next: &BTreeMap<usize, Vec<usize>>,
    start: usize,
    path: &mut Vec<usize>,
    found: &mut Vec<Vec<usize>>,
) {
    let at = *path.last().unwrap();
    for &b in next.get(&at).into_iter().flatten() {
        if found.len() >= 50 {
            return;
        }
        if b == start {
            found.push(path.clone());
        } else if b > start && !path.contains(&b) {
            path.push(b);
            walk(next, start, path, found);
            path.pop();
        }
    }
}
