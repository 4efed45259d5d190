//! A crate's module tree and every path its code writes, read with `syn` (the code's paths are
//! collected by `code.rs`, which walks each item for this builder).
//!
//! The tree follows `mod x;` to `x.rs` or `x/mod.rs` (or a `#[path]`), takes inline `mod x { }`
//! as modules, and keeps `#[cfg(test)]` modules and items (marked as tests). A block of code that
//! declares items (a `use` inside a function) is a scope of its own, as rustc has it.
//!
//! Each module records what it defines (items by name, in two namespaces: modules and the rest),
//! what it imports (`use` leaves with their names and aliases, and globs). Each path written in the
//! code becomes a [`Site`]: every `use` leaf, every path in an expression, type, pattern, trait
//! bound or macro name. Attributes (`#[derive]`, `#[cfg]`) and `pub(in path)` are skipped.
//!
//! Macro calls: their tokens are read as a list of expressions when they parse as one
//! (`assert_eq!`, `format!`, `vec![a, b]`, `matches!` without a guard); otherwise, and in
//! `macro_rules!` bodies, the tokens are scanned for paths of two or more segments
//! (`a::b`, `crate::x`). A single name inside such a macro is not seen.

use std::collections::BTreeMap;

use syn::visit::Visit;
use syn::{Attribute, Expr, UseTree, Visibility};

/// One module, or one block of code that declares items (`anon`).
pub struct Module {
    /// The module's own name (`""` for the crate root and blocks).
    pub name: String,
    /// The enclosing scope: the parent module, or for a block the scope around it.
    pub parent: Option<usize>,
    /// The nearest named module (itself unless a block): what `self` and `super` start from.
    pub named: usize,
    /// A block of code's scope, not a module.
    pub anon: bool,
    /// Under `#[cfg(test)]`.
    pub test: bool,
    /// The file its code is in.
    pub file: String,
    /// What it defines, by name.
    pub defs: BTreeMap<String, Vec<Def>>,
    /// `use a::b as c` leaves, by the name they bring in.
    pub imports: Vec<Import>,
    /// `use a::b::*`.
    pub globs: Vec<Glob>,
}

/// Something a module defines under a name.
#[derive(Clone, Copy)]
pub enum Def {
    /// A child module.
    Module { id: usize, public: bool },
    /// A function, type, constant, trait or macro.
    Item { public: bool },
}

/// A `use` leaf: the name it brings in and the path it names.
pub struct Import {
    pub name: String,
    pub path: Vec<String>,
    pub public: bool,
}

/// A `use path::*`.
pub struct Glob {
    pub path: Vec<String>,
    pub public: bool,
}

/// A path written in the code.
pub struct Site {
    /// The scope it is written in (a module or a block).
    pub scope: usize,
    pub file: String,
    pub line: usize,
    /// Its segments as written (`["super", "engine", "Game"]`).
    pub path: Vec<String>,
    /// A `use` leaf (names all namespaces) rather than a path in code (never a module at its end).
    pub is_use: bool,
    /// Inside a `#[cfg(test)]` module or item.
    pub test: bool,
}

/// A crate read: its modules (index 0 is the root), its paths, and what could not be read.
pub struct Crate {
    pub modules: Vec<Module>,
    pub sites: Vec<Site>,
    pub problems: Vec<String>,
}

impl Crate {
    /// The module's path from the root (`["engine", "game"]`), blocks left out.
    pub fn module_path(&self, mut id: usize) -> Vec<String> {
        id = self.modules[id].named;
        let mut path = Vec::new();
        while let Some(parent) = self.modules[id].parent {
            path.push(self.modules[id].name.clone());
            id = self.modules[parent].named;
        }
        path.reverse();
        path
    }
}

/// Reads the crate whose root file is `root` from `files` (path to text).
pub fn build(files: &BTreeMap<String, String>, root: &str) -> Crate {
    let mut builder = Builder {
        files,
        krate: Crate {
            modules: Vec::new(),
            sites: Vec::new(),
            problems: Vec::new(),
        },
        scope: 0,
        file: root.to_string(),
        dir: parent_dir(root),
        test_items: 0,
    };
    builder.new_module(String::new(), None, false, false);
    builder.read_file(root);
    builder.krate
}

fn parent_dir(file: &str) -> String {
    file.rsplit_once('/')
        .map_or(String::new(), |(dir, _)| dir.to_string())
}

fn join(dir: &str, name: &str) -> String {
    if dir.is_empty() {
        name.to_string()
    } else {
        format!("{dir}/{name}")
    }
}

pub(crate) fn is_cfg_test(attrs: &[Attribute]) -> bool {
    attrs.iter().any(|a| match &a.meta {
        syn::Meta::List(list) if a.path().is_ident("cfg") => {
            let text = list.tokens.to_string();
            let words: Vec<&str> = text
                .split(|c: char| !c.is_alphanumeric() && c != '_')
                .collect();
            words.contains(&"test") && !words.contains(&"not")
        }
        _ => false,
    })
}

fn path_attr(attrs: &[Attribute]) -> Option<String> {
    attrs
        .iter()
        .find(|a| a.path().is_ident("path"))
        .and_then(|a| match &a.meta {
            syn::Meta::NameValue(nv) => match &nv.value {
                Expr::Lit(syn::ExprLit {
                    lit: syn::Lit::Str(s),
                    ..
                }) => Some(s.value()),
                _ => None,
            },
            _ => None,
        })
}

pub(crate) fn is_public(vis: &Visibility) -> bool {
    !matches!(vis, Visibility::Inherited)
}

pub(crate) struct Builder<'a> {
    pub(crate) files: &'a BTreeMap<String, String>,
    pub(crate) krate: Crate,
    /// The scope being read.
    pub(crate) scope: usize,
    /// The file being read.
    pub(crate) file: String,
    /// The folder a `mod x;` here looks in.
    pub(crate) dir: String,
    /// How many `#[cfg(test)]` items enclose the code being read.
    pub(crate) test_items: usize,
}

impl Builder<'_> {
    pub(crate) fn new_module(
        &mut self,
        name: String,
        parent: Option<usize>,
        anon: bool,
        test: bool,
    ) -> usize {
        let id = self.krate.modules.len();
        let named = if anon {
            self.krate.modules[parent.unwrap()].named
        } else {
            id
        };
        let test = test || parent.is_some_and(|p| self.krate.modules[p].test);
        self.krate.modules.push(Module {
            name,
            parent,
            named,
            anon,
            test,
            file: self.file.clone(),
            defs: BTreeMap::new(),
            imports: Vec::new(),
            globs: Vec::new(),
        });
        id
    }

    pub(crate) fn define(&mut self, name: &str, def: Def) {
        self.krate.modules[self.scope]
            .defs
            .entry(name.to_string())
            .or_default()
            .push(def);
    }

    fn read_file(&mut self, file: &str) {
        let Some(text) = self.files.get(file) else {
            self.krate.problems.push(format!("{file}: not found"));
            return;
        };
        match syn::parse_file(text) {
            Ok(parsed) => {
                for item in &parsed.items {
                    self.visit_item(item);
                }
            }
            Err(e) => {
                let line = e.span().start().line;
                self.krate
                    .problems
                    .push(format!("{file}:{line}: does not parse: {e}"));
            }
        }
    }

    fn in_test(&self) -> bool {
        self.test_items > 0 || self.krate.modules[self.scope].test
    }

    pub(crate) fn site(&mut self, path: Vec<String>, line: usize, is_use: bool) {
        let test = self.in_test();
        self.krate.sites.push(Site {
            scope: self.scope,
            file: self.file.clone(),
            line,
            path,
            is_use,
            test,
        });
    }

    /// A `mod` item: a child module, read from its file or its braces.
    pub(crate) fn module(&mut self, m: &syn::ItemMod) {
        let name = m.ident.to_string();
        let test = is_cfg_test(&m.attrs);
        let id = self.new_module(name.clone(), Some(self.scope), false, test);
        self.define(
            &name,
            Def::Module {
                id,
                public: is_public(&m.vis),
            },
        );
        let saved = (self.scope, self.file.clone(), self.dir.clone());
        self.scope = id;
        if let Some((_, items)) = &m.content {
            self.dir = join(&self.dir, &path_attr(&m.attrs).unwrap_or(name));
            for item in items {
                self.visit_item(item);
            }
        } else {
            let file = match path_attr(&m.attrs) {
                Some(p) => join(&parent_dir(&saved.1), &p),
                None => {
                    let flat = join(&saved.2, &format!("{name}.rs"));
                    if self.files.contains_key(&flat) {
                        flat
                    } else {
                        join(&saved.2, &format!("{name}/mod.rs"))
                    }
                }
            };
            let is_mod_rs = file.ends_with("/mod.rs") || path_attr(&m.attrs).is_some();
            self.dir = if is_mod_rs {
                parent_dir(&file)
            } else {
                file.trim_end_matches(".rs").to_string()
            };
            self.file = file.clone();
            self.krate.modules[id].file = file.clone();
            self.read_file(&file);
        }
        (self.scope, self.file, self.dir) = saved;
    }

    /// The leaves of a `use` tree under `prefix`.
    pub(crate) fn use_tree(&mut self, tree: &UseTree, prefix: &mut Vec<String>, public: bool) {
        match tree {
            UseTree::Path(p) => {
                prefix.push(p.ident.to_string());
                self.use_tree(&p.tree, prefix, public);
                prefix.pop();
            }
            UseTree::Name(n) => self.use_leaf(prefix, &n.ident, None, public),
            UseTree::Rename(r) => self.use_leaf(prefix, &r.ident, Some(&r.rename), public),
            UseTree::Glob(g) => {
                self.site(prefix.clone(), g.star_token.span.start().line, true);
                self.krate.modules[self.scope].globs.push(Glob {
                    path: prefix.clone(),
                    public,
                });
            }
            UseTree::Group(g) => {
                for tree in &g.items {
                    self.use_tree(tree, prefix, public);
                }
            }
        }
    }

    fn use_leaf(
        &mut self,
        prefix: &[String],
        ident: &syn::Ident,
        rename: Option<&syn::Ident>,
        public: bool,
    ) {
        let mut path = prefix.to_vec();
        if ident != "self" {
            path.push(ident.to_string());
        }
        self.site(path.clone(), ident.span().start().line, true);
        let name = rename.map_or_else(
            || path.last().cloned().unwrap_or_default(),
            ToString::to_string,
        );
        if name != "_" {
            self.krate.modules[self.scope]
                .imports
                .push(Import { name, path, public });
        }
    }
}
