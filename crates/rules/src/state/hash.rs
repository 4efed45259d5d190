//! A stable 64-bit FNV-1a hash: the same bytes give the same hash on every machine and version,
//! which `DefaultHasher` does not promise.

/// The FNV-1a hash of these bytes.
pub fn fnv(bytes: &[u8]) -> u64 {
    let mut h = Fnv::new();
    h.write(bytes);
    h.finish()
}

/// An FNV-1a hasher being fed.
#[derive(Debug, Clone, Copy)]
pub struct Fnv(u64);

impl Fnv {
    /// A hasher at FNV-1a's offset basis (nothing written yet).
    pub fn new() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
    /// Feeds these bytes.
    pub fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 ^= u64::from(*b);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }
    /// Feeds a number as its 8 little-endian bytes.
    pub fn u64(&mut self, v: u64) {
        self.write(&v.to_le_bytes());
    }
    /// The hash of everything fed so far.
    pub fn finish(&self) -> u64 {
        self.0
    }
}

impl Default for Fnv {
    fn default() -> Self {
        Self::new()
    }
}

/// A value written into a state hash field by field: a number as its little-endian bytes, a list
/// as its length then its items, an option or an enum as a tag then its fields. Derived text
/// (`{:?}`) is never hashed, so a renamed type or a reformatted field leaves hashes as they were.
pub trait Hashed {
    /// Feeds this value to the hasher.
    fn hash_into(&self, h: &mut Fnv);
}

macro_rules! hashed_numbers {
    ($($t:ty),*) => {$(
        impl Hashed for $t {
            fn hash_into(&self, h: &mut Fnv) {
                h.write(&self.to_le_bytes());
            }
        }
    )*};
}
hashed_numbers!(u8, u16, u32, u64, u128, i32);

impl<T: Hashed + ?Sized> Hashed for &T {
    fn hash_into(&self, h: &mut Fnv) {
        (**self).hash_into(h);
    }
}

impl Hashed for usize {
    fn hash_into(&self, h: &mut Fnv) {
        (*self as u64).hash_into(h);
    }
}

impl Hashed for bool {
    fn hash_into(&self, h: &mut Fnv) {
        u8::from(*self).hash_into(h);
    }
}

impl Hashed for str {
    fn hash_into(&self, h: &mut Fnv) {
        self.len().hash_into(h);
        h.write(self.as_bytes());
    }
}

impl Hashed for String {
    fn hash_into(&self, h: &mut Fnv) {
        self.as_str().hash_into(h);
    }
}

impl<T: Hashed> Hashed for Option<T> {
    fn hash_into(&self, h: &mut Fnv) {
        match self {
            None => 0u8.hash_into(h),
            Some(x) => {
                1u8.hash_into(h);
                x.hash_into(h);
            }
        }
    }
}

impl<T: Hashed> Hashed for [T] {
    fn hash_into(&self, h: &mut Fnv) {
        self.len().hash_into(h);
        for x in self {
            x.hash_into(h);
        }
    }
}

impl<T: Hashed> Hashed for Vec<T> {
    fn hash_into(&self, h: &mut Fnv) {
        self.as_slice().hash_into(h);
    }
}

impl<T: Hashed, const N: usize> Hashed for [T; N] {
    fn hash_into(&self, h: &mut Fnv) {
        self.as_slice().hash_into(h);
    }
}

impl<A: Hashed, B: Hashed> Hashed for (A, B) {
    fn hash_into(&self, h: &mut Fnv) {
        self.0.hash_into(h);
        self.1.hash_into(h);
    }
}

impl<A: Hashed, B: Hashed, C: Hashed> Hashed for (A, B, C) {
    fn hash_into(&self, h: &mut Fnv) {
        self.0.hash_into(h);
        self.1.hash_into(h);
        self.2.hash_into(h);
    }
}

/// Hashes each value in turn: `fields!(h; a, b, c)`.
macro_rules! fields {
    ($h:expr; $($x:expr),* $(,)?) => {{
        $( $crate::state::hash::Hashed::hash_into(&$x, $h); )*
    }};
}
pub(crate) use fields;
