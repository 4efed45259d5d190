//! The last few answers to a question a thread asks again and again in one position (a player's
//! checks between moves: the supply map, distances over land), each kept with the ruleset and
//! scenario it is of (held, so neither can be freed and another take its place at the same
//! address) and the key it answers.

use crate::model::tables::{Ruleset, Scenario};
use crate::state::Setup;
use std::collections::VecDeque;
use std::sync::Arc;

/// One kept answer.
struct Entry<K, V> {
    rules: Arc<Ruleset>,
    scenario: Arc<Scenario>,
    key: K,
    value: V,
}

/// At most `cap` answers, the most recently asked first.
pub struct Recent<K, V> {
    entries: VecDeque<Entry<K, V>>,
    cap: usize,
}

impl<K, V: Clone> Recent<K, V> {
    /// None kept yet; at most `cap`.
    pub const fn new(cap: usize) -> Self {
        Recent {
            entries: VecDeque::new(),
            cap,
        }
    }

    /// The answer kept for `setup`'s game whose key is `same`, if any (it then counts as the
    /// most recently asked).
    pub fn find(&mut self, setup: &Setup, same: impl Fn(&K) -> bool) -> Option<V> {
        self.find_with(setup, |k| same(k).then_some(()))
            .map(|((), v)| v)
    }

    /// `find` where the key also gives something back: the first answer kept for `setup`'s
    /// game whose key `with` gives something for, with what it gave (it then counts as the most
    /// recently asked).
    pub fn find_with<T>(
        &mut self,
        setup: &Setup,
        with: impl Fn(&K) -> Option<T>,
    ) -> Option<(T, V)> {
        let (i, t) = self.entries.iter().enumerate().find_map(|(i, e)| {
            if Arc::ptr_eq(&e.rules, &setup.rules) && Arc::ptr_eq(&e.scenario, &setup.scenario) {
                with(&e.key).map(|t| (i, t))
            } else {
                None
            }
        })?;
        if i == 0 {
            // Already the most recently asked (most questions are asked again at once).
            return Some((t, self.entries[0].value.clone()));
        }
        let e = self.entries.remove(i)?;
        let value = e.value.clone();
        self.entries.push_front(e);
        Some((t, value))
    }

    /// Keeps `value` as the answer to `key` in `setup`'s game (the least recently asked goes
    /// when `cap` are kept).
    pub fn keep(&mut self, setup: &Setup, key: K, value: V) {
        if self.entries.len() >= self.cap {
            self.entries.pop_back();
        }
        self.entries.push_front(Entry {
            rules: setup.rules.clone(),
            scenario: setup.scenario.clone(),
            key,
            value,
        });
    }
}
