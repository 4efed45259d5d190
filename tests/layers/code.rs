//! The paths a file's code writes, collected as the module tree is read: every path in an
//! expression, type, pattern, trait bound or macro name, and the tokens of macro calls (read as
//! expressions when they parse so, else scanned for `a::b` paths). Attributes and `pub(in ..)`
//! are skipped. Items are recorded as definitions of the scope they are in; a block that
//! declares items is a scope of its own.

use proc_macro2::{Spacing, TokenStream, TokenTree};
use syn::punctuated::Punctuated;
use syn::visit::{self, Visit};
use syn::{Attribute, Expr, Item, Token, Visibility};

use super::tree::{Builder, Def, is_cfg_test, is_public};

impl Builder<'_> {
    fn path_site(&mut self, path: &syn::Path, len: usize) {
        if path.leading_colon.is_none() && len > 0 {
            let segments: Vec<String> = path
                .segments
                .iter()
                .take(len)
                .map(|s| s.ident.to_string())
                .collect();
            self.site(segments, path.segments[0].ident.span().start().line, false);
        }
    }

    /// A macro's tokens: as expressions if they parse so, else scanned for `a::b` paths.
    fn macro_tokens(&mut self, tokens: &TokenStream) {
        let parser = Punctuated::<Expr, Token![,]>::parse_terminated;
        if let Ok(exprs) = syn::parse::Parser::parse2(parser, tokens.clone()) {
            for e in &exprs {
                self.visit_expr(e);
            }
        } else {
            self.scan_tokens(tokens.clone());
        }
    }

    fn scan_tokens(&mut self, tokens: TokenStream) {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        let mut i = 0;
        while i < trees.len() {
            match &trees[i] {
                TokenTree::Group(g) => self.scan_tokens(g.stream()),
                TokenTree::Ident(first) => {
                    let mut path = vec![first.to_string()];
                    let mut j = i + 1;
                    while let (
                        Some(TokenTree::Punct(a)),
                        Some(TokenTree::Punct(b)),
                        Some(TokenTree::Ident(next)),
                    ) = (trees.get(j), trees.get(j + 1), trees.get(j + 2))
                    {
                        if a.as_char() != ':' || a.spacing() != Spacing::Joint || b.as_char() != ':'
                        {
                            break;
                        }
                        path.push(next.to_string());
                        j += 3;
                    }
                    let after_colons = i >= 2
                        && matches!((&trees[i - 1], &trees[i - 2]), (TokenTree::Punct(a), TokenTree::Punct(b)) if a.as_char() == ':' && b.as_char() == ':');
                    if path.len() > 1 && !after_colons {
                        self.site(path, first.span().start().line, false);
                    }
                    i = j.max(i + 1) - 1;
                }
                TokenTree::Punct(_) | TokenTree::Literal(_) => {}
            }
            i += 1;
        }
    }
}

/// The name an item defines, and whether it is public (`None` for impls and the like).
fn item_name(item: &Item) -> Option<(String, bool)> {
    let (ident, vis) = match item {
        Item::Const(i) => (&i.ident, &i.vis),
        Item::Enum(i) => (&i.ident, &i.vis),
        Item::Fn(i) => (&i.sig.ident, &i.vis),
        Item::Static(i) => (&i.ident, &i.vis),
        Item::Struct(i) => (&i.ident, &i.vis),
        Item::Trait(i) => (&i.ident, &i.vis),
        Item::TraitAlias(i) => (&i.ident, &i.vis),
        Item::Type(i) => (&i.ident, &i.vis),
        Item::Union(i) => (&i.ident, &i.vis),
        Item::Macro(m) => return m.ident.as_ref().map(|i| (i.to_string(), true)),
        _ => return None,
    };
    Some((ident.to_string(), is_public(vis)))
}

fn item_attrs(item: &Item) -> &[Attribute] {
    match item {
        Item::Const(i) => &i.attrs,
        Item::Enum(i) => &i.attrs,
        Item::Fn(i) => &i.attrs,
        Item::Impl(i) => &i.attrs,
        Item::Macro(i) => &i.attrs,
        Item::Mod(i) => &i.attrs,
        Item::Static(i) => &i.attrs,
        Item::Struct(i) => &i.attrs,
        Item::Trait(i) => &i.attrs,
        Item::Type(i) => &i.attrs,
        Item::Union(i) => &i.attrs,
        Item::Use(i) => &i.attrs,
        _ => &[],
    }
}

impl<'ast> Visit<'ast> for Builder<'_> {
    fn visit_item(&mut self, item: &'ast Item) {
        let test = is_cfg_test(item_attrs(item));
        self.test_items += usize::from(test);
        if let Some((name, public)) = item_name(item) {
            self.define(&name, Def::Item { public });
        }
        match item {
            Item::Mod(m) => self.module(m),
            Item::Use(u) => {
                let public = is_public(&u.vis);
                if u.leading_colon.is_none() {
                    self.use_tree(&u.tree, &mut Vec::new(), public);
                }
            }
            _ => visit::visit_item(self, item),
        }
        self.test_items -= usize::from(test);
    }

    fn visit_block(&mut self, block: &'ast syn::Block) {
        let declares = block.stmts.iter().any(|s| matches!(s, syn::Stmt::Item(_)));
        if declares {
            let saved = self.scope;
            self.scope = self.new_module(String::new(), Some(saved), true, false);
            visit::visit_block(self, block);
            self.scope = saved;
        } else {
            visit::visit_block(self, block);
        }
    }

    fn visit_attribute(&mut self, _: &'ast Attribute) {}

    fn visit_visibility(&mut self, _: &'ast Visibility) {}

    fn visit_path(&mut self, path: &'ast syn::Path) {
        self.path_site(path, path.segments.len());
        visit::visit_path(self, path);
    }

    fn visit_expr_path(&mut self, e: &'ast syn::ExprPath) {
        self.qualified(e.qself.as_ref(), &e.path);
    }

    fn visit_type_path(&mut self, t: &'ast syn::TypePath) {
        self.qualified(t.qself.as_ref(), &t.path);
    }

    fn visit_macro(&mut self, m: &'ast syn::Macro) {
        if m.path.segments.len() > 1 {
            self.path_site(&m.path, m.path.segments.len());
        }
        self.macro_tokens(&m.tokens);
    }

    fn visit_item_macro(&mut self, m: &'ast syn::ItemMacro) {
        if m.ident.is_some() {
            // A `macro_rules!` body: its patterns are not expressions.
            self.scan_tokens(m.mac.tokens.clone());
        } else {
            self.visit_macro(&m.mac);
        }
    }
}

impl Builder<'_> {
    /// `<T as a::Trait>::f`: the type, then the trait's path (not the associated item).
    fn qualified(&mut self, qself: Option<&syn::QSelf>, path: &syn::Path) {
        match qself {
            Some(q) => {
                self.visit_type(&q.ty);
                self.path_site(path, q.position);
                for segment in &path.segments {
                    visit::visit_path_arguments(self, &segment.arguments);
                }
            }
            None => self.visit_path(path),
        }
    }
}
