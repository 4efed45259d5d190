//! Copies of a position's parts into the buffers of an earlier copy: `Game::apply` copies the
//! state once per command, and reuses the last copy's vectors instead of allocating them anew.

/// `Clone` for a struct whose `clone_from` copies each field into the target's own (a vector
/// keeps its buffer, where a derived `Clone` allocates every vector anew). Every field is named,
/// so a field added to the struct and left out here does not compile.
macro_rules! clone_into_own_buffers {
    ($t:ident { $($f:ident),* $(,)? }) => {
        impl Clone for $t {
            fn clone(&self) -> Self {
                let $t { $($f),* } = self;
                $t { $($f: $f.clone()),* }
            }

            fn clone_from(&mut self, source: &Self) {
                let $t { $($f),* } = source;
                $(self.$f.clone_from($f);)*
            }
        }
    };
}
pub(crate) use clone_into_own_buffers;
