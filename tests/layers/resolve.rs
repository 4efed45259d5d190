//! Resolves a path written in a crate to the modules it goes through, as rustc's name lookup
//! would: `crate`, `self`, `super` (repeated), names in the scope (items, imports with their
//! aliases, globs, then the scopes of enclosing blocks), re-exports followed to where the item
//! is defined. Two namespaces are told apart: modules, and everything else (a path in code never
//! ends at a module; a `use` leaf takes both). A name found nowhere in the crate is another
//! crate's (std, serde, hexx) and reaches nothing.

use std::collections::HashSet;

use super::tree::{Crate, Def};

/// A namespace: modules, or the rest (types, functions, constants, macros).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub enum Ns {
    Module,
    Other,
}

/// Where a lookup ended: a module, or an item of a module.
#[derive(Clone, Copy)]
enum Target {
    Module(usize),
    Item,
    /// Another crate's module or item, brought in by a `use` of this one.
    Outside,
}

/// A lookup's end and every module it went through or reached.
struct Reach {
    target: Target,
    trail: Vec<usize>,
}

/// The modules a path written in `scope` reaches (through imports, re-exports and globs); empty
/// for another crate's path. Unresolved tails still count the modules reached before them.
pub fn reached(krate: &Crate, scope: usize, path: &[String], is_use: bool) -> (Vec<usize>, bool) {
    let mut resolver = Resolver {
        krate,
        busy: HashSet::new(),
    };
    let mut trail = Vec::new();
    let mut found = false;
    let namespaces: &[Ns] = if is_use {
        &[Ns::Module, Ns::Other]
    } else {
        &[Ns::Other]
    };
    for &ns in namespaces {
        let (end, part) = resolver.resolve(scope, path, ns);
        found |= end.is_some();
        trail.extend(part);
        if let Some(Target::Module(m)) = end {
            trail.push(m);
        }
    }
    let mut seen = HashSet::new();
    trail.retain(|m| seen.insert(*m));
    (trail, found)
}

struct Resolver<'a> {
    krate: &'a Crate,
    /// Lookups under way, so that a cycle of globs or imports ends.
    busy: HashSet<(usize, String, Ns)>,
}

impl Resolver<'_> {
    fn named(&self, id: usize) -> usize {
        self.krate.modules[id].named
    }

    fn parent_named(&self, id: usize) -> Option<usize> {
        self.krate.modules[self.named(id)]
            .parent
            .map(|p| self.named(p))
    }

    /// Whether module `inner` is `outer` or inside it.
    fn within(&self, inner: usize, outer: usize) -> bool {
        let outer = self.named(outer);
        let mut at = Some(self.named(inner));
        while let Some(m) = at {
            if m == outer {
                return true;
            }
            at = self.parent_named(m);
        }
        false
    }

    /// Resolves `path` written in `scope`, its last segment in namespace `last`.
    fn resolve(&mut self, scope: usize, path: &[String], last: Ns) -> (Option<Target>, Vec<usize>) {
        let mut trail = Vec::new();
        let Some(first) = path.first() else {
            return (None, trail);
        };
        let mut i = 1;
        let mut cur = match first.as_str() {
            "crate" => 0,
            "self" => self.named(scope),
            "super" => {
                let mut m = self.named(scope);
                i = 0;
                while path.get(i).is_some_and(|s| s == "super") {
                    let Some(up) = self.parent_named(m) else {
                        return (None, trail);
                    };
                    m = up;
                    i += 1;
                }
                m
            }
            "Self" => return (None, trail),
            name => {
                let reach = if path.len() == 1 {
                    self.lexical(scope, name, last)
                } else {
                    self.lexical(scope, name, Ns::Module)
                        .or_else(|| self.lexical(scope, name, Ns::Other))
                };
                let Some(reach) = reach else {
                    return (None, trail);
                };
                trail.extend(reach.trail);
                match reach.target {
                    Target::Module(m) => m,
                    end => return (Some(end), trail),
                }
            }
        };
        trail.push(cur);
        while i < path.len() {
            let is_last = i + 1 == path.len();
            let reach = if is_last {
                self.in_module(cur, &path[i], last, None)
            } else {
                self.in_module(cur, &path[i], Ns::Module, None)
                    .or_else(|| self.in_module(cur, &path[i], Ns::Other, None))
            };
            let Some(reach) = reach else {
                return (None, trail);
            };
            trail.extend(reach.trail);
            match reach.target {
                Target::Module(m) => cur = m,
                // An item's associated item or an enum's variant: the item is what is named.
                end => return (Some(end), trail),
            }
            i += 1;
        }
        match last {
            Ns::Module => (Some(Target::Module(cur)), trail),
            // `self` as a value, or a path in code that ends at a module: not an item.
            Ns::Other => (None, trail),
        }
    }

    /// Whether an import's path starts in another crate (its first name is nowhere in scope).
    fn outside(&mut self, scope: usize, path: &[String]) -> bool {
        let first = path[0].as_str();
        !matches!(first, "crate" | "self" | "super" | "Self")
            && self.lexical(scope, first, Ns::Module).is_none()
            && self.lexical(scope, first, Ns::Other).is_none()
    }

    /// A name as the first segment of a path: the scope, then the blocks around it.
    fn lexical(&mut self, scope: usize, name: &str, ns: Ns) -> Option<Reach> {
        let mut at = scope;
        loop {
            if let Some(reach) = self.in_module(at, name, ns, None) {
                return Some(reach);
            }
            let module = &self.krate.modules[at];
            match module.parent {
                Some(parent) if module.anon => at = parent,
                _ => return None,
            }
        }
    }

    /// `name` in module (or block) `m`: its items, its imports, then its globs. `glob_from` is
    /// the module whose glob asks, which sees only what is public or its own.
    fn in_module(
        &mut self,
        m: usize,
        name: &str,
        ns: Ns,
        glob_from: Option<usize>,
    ) -> Option<Reach> {
        let key = (m, name.to_string(), ns);
        if !self.busy.insert(key.clone()) {
            return None;
        }
        let found = self.in_module_now(m, name, ns, glob_from);
        self.busy.remove(&key);
        found.map(|mut reach| {
            reach.trail.insert(0, self.named(m));
            reach
        })
    }

    fn in_module_now(
        &mut self,
        m: usize,
        name: &str,
        ns: Ns,
        glob_from: Option<usize>,
    ) -> Option<Reach> {
        let sees_all = glob_from.is_none_or(|from| self.within(from, m));
        let module = &self.krate.modules[m];
        for def in module.defs.get(name).into_iter().flatten() {
            match (*def, ns) {
                (Def::Module { id, public }, Ns::Module) if public || sees_all => {
                    return Some(Reach {
                        target: Target::Module(id),
                        trail: Vec::new(),
                    });
                }
                (Def::Item { public }, Ns::Other) if public || sees_all => {
                    return Some(Reach {
                        target: Target::Item,
                        trail: Vec::new(),
                    });
                }
                _ => {}
            }
        }
        let imports: Vec<Vec<String>> = module
            .imports
            .iter()
            .filter(|i| i.name == name && (i.public || sees_all))
            .map(|i| i.path.clone())
            .collect();
        for path in imports {
            if let (Some(target), trail) = self.resolve(m, &path, ns) {
                return Some(Reach { target, trail });
            }
            if self.outside(m, &path) {
                return Some(Reach {
                    target: Target::Outside,
                    trail: Vec::new(),
                });
            }
        }
        let globs: Vec<Vec<String>> = module
            .globs
            .iter()
            .filter(|g| g.public || sees_all)
            .map(|g| g.path.clone())
            .collect();
        for path in globs {
            if let (Some(Target::Module(from)), mut trail) = self.resolve(m, &path, Ns::Module)
                && let Some(reach) = self.in_module(from, name, ns, Some(glob_from.unwrap_or(m)))
            {
                trail.extend(reach.trail);
                return Some(Reach {
                    target: reach.target,
                    trail,
                });
            }
        }
        None
    }
}
