//! Writing a file safely, the one way every write goes (edits, `new`, saves, autosaves, the
//! window's set-up mode): the whole new text goes into a temporary file beside the file, is
//! flushed to disk, and is renamed over it, so a reader sees the old file or the new one, never
//! half of one. Around that:
//!
//! - a symbolic link is followed: its target is written and the link stays a link;
//! - the file's permissions and, where the user may set it, its owner and group are kept, and
//!   its form (a byte-order mark, CRLF line endings: [`Form`]);
//! - a file nobody may write (no write bit at all, as `chmod a-w` leaves it: refused for root
//!   too) or this user may not write is refused, before anything is made;
//! - writers take an advisory lock (`flock`) on the file and, holding it, compare what is on
//!   disk with what the caller read: a change another steppe (the window, `steppe edit`) made
//!   since is never replaced. A program that takes no lock (a text editor) is caught by the
//!   same comparison, unless it writes in the instant between the comparison and the rename;
//! - on any failure nothing is left behind: no temporary file, no folder made for the write.

mod steps;

use crate::form::Form;
use std::fs::{self, Metadata};
use std::io::{self, Read};
use std::path::{Path, PathBuf};
use std::time::Duration;
pub(crate) use steps::NewDirs;
use steps::{Lock, Temp, sync_dir};

/// How long a write waits for another writer's lock before it gives up.
const LOCK_WAIT: Duration = Duration::from_secs(10);

/// What the caller knows the file holds: checked under the lock just before it is replaced.
#[derive(Debug, Clone, Copy)]
pub enum Expect<'a> {
    /// Nothing: a new file, never written over one.
    Absent,
    /// Anything: a save or an autosave, rewritten whatever it holds.
    Anything,
    /// This text, as [`crate::read`] gave it: refused if the file holds anything else
    /// now (another program changed it since it was read) or is gone.
    Text(&'a str),
}

/// Why nothing was written.
#[derive(Debug)]
pub enum WriteError {
    /// A new file's name is taken.
    Exists,
    /// The file changed (or went) since it was read.
    Changed,
    /// The file has no write bit at all.
    ReadOnly { mode: u32 },
    /// This user may not write the file (the system's answer).
    NotWritable(io::Error),
    /// Another writer kept the file's lock for longer than [`LOCK_WAIT`].
    Locked,
    /// The path names a folder.
    NotAFile,
    /// The system refused a step: what was being done, and its error.
    Io { doing: String, error: io::Error },
}

impl std::fmt::Display for WriteError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            WriteError::Exists => write!(
                f,
                "a file of that name is there already: nothing written over it"
            ),
            WriteError::Changed => write!(
                f,
                "the file changed on disk since it was read: nothing written"
            ),
            WriteError::ReadOnly { mode } => write!(
                f,
                "the file is read-only (mode {mode:04o}): nothing written; make it writable (chmod u+w) to change it"
            ),
            WriteError::NotWritable(e) => {
                write!(f, "this user may not write the file ({e}): nothing written")
            }
            WriteError::Locked => write!(
                f,
                "another program has held the file's lock for {} s: nothing written; try again",
                LOCK_WAIT.as_secs()
            ),
            WriteError::NotAFile => write!(f, "that is a folder, not a file: nothing written"),
            WriteError::Io { doing, error } => write!(f, "{doing}: {error}: nothing written"),
        }
    }
}

impl std::error::Error for WriteError {}

impl From<WriteError> for io::Error {
    fn from(e: WriteError) -> io::Error {
        let kind = match &e {
            WriteError::Exists => io::ErrorKind::AlreadyExists,
            WriteError::ReadOnly { .. } | WriteError::NotWritable(_) => {
                io::ErrorKind::PermissionDenied
            }
            WriteError::Locked => io::ErrorKind::TimedOut,
            WriteError::NotAFile => io::ErrorKind::IsADirectory,
            WriteError::Io { error, .. } => error.kind(),
            WriteError::Changed => io::ErrorKind::Other,
        };
        io::Error::new(kind, e)
    }
}

fn failed(doing: impl Into<String>) -> impl FnOnce(io::Error) -> WriteError {
    let doing = doing.into();
    move |error| WriteError::Io { doing, error }
}

/// Writes `contents` (plain text, as [`crate::read`] gives it) to `path` if the file holds
/// what `expect` says, in the form of the file it replaces (a new file: as given).
pub fn write_text(path: &Path, contents: &str, expect: Expect) -> Result<(), WriteError> {
    let target = follow_links(path)?;
    let dir = target
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."))
        .to_path_buf();
    let dirs =
        NewDirs::make(&dir).map_err(failed(format!("cannot make the folder {}", dir.display())))?;
    match expect {
        Expect::Absent => create(&target, &dir, contents)?,
        Expect::Anything | Expect::Text(_) => replace(&target, &dir, contents, expect)?,
    }
    dirs.keep();
    Ok(())
}

/// [`write_text`] of whatever the file holds (saves, autosaves, the window's own files).
pub fn write_atomic(path: &Path, contents: &str) -> io::Result<()> {
    write_text(path, contents, Expect::Anything).map_err(io::Error::from)
}

/// The file a path names, through any symbolic links (relative ones from the link's folder).
fn follow_links(path: &Path) -> Result<PathBuf, WriteError> {
    let mut at = path.to_path_buf();
    for _ in 0..40 {
        match fs::symlink_metadata(&at) {
            Ok(m) if m.file_type().is_symlink() => {
                let to = fs::read_link(&at)
                    .map_err(failed(format!("cannot read the link {}", at.display())))?;
                at = at.parent().unwrap_or(Path::new("")).join(to);
            }
            _ => return Ok(at),
        }
    }
    Err(WriteError::Io {
        doing: format!("cannot follow the links from {}", path.display()),
        error: io::Error::other("more than 40 links in a row"),
    })
}

/// A new file: made whole under a temporary name, then linked to its name, which fails if the
/// name is taken meanwhile (no write over a file, even one made a moment ago).
fn create(target: &Path, dir: &Path, contents: &str) -> Result<(), WriteError> {
    if fs::symlink_metadata(target).is_ok() {
        return Err(WriteError::Exists);
    }
    let tmp = Temp::new(dir, target, contents.as_bytes(), None)?;
    match fs::hard_link(&tmp.path, target) {
        // The temporary name goes with `tmp`; the file stays under its own.
        Ok(()) => {
            sync_dir(dir);
            Ok(())
        }
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => Err(WriteError::Exists),
        // A file system without hard links: check, then rename.
        Err(_) if fs::symlink_metadata(target).is_ok() => Err(WriteError::Exists),
        Err(_) => tmp.rename_over(target, dir),
    }
}

/// An existing file (or, with [`Expect::Anything`], none) replaced under its lock.
fn replace(target: &Path, dir: &Path, contents: &str, expect: Expect) -> Result<(), WriteError> {
    let Some(lock) = Lock::take(target)? else {
        return match expect {
            Expect::Text(_) => Err(WriteError::Changed),
            _ => Temp::new(dir, target, contents.as_bytes(), None)?.rename_over(target, dir),
        };
    };
    let meta = lock
        .file
        .metadata()
        .map_err(failed(format!("cannot read {}", target.display())))?;
    may_write(target, &meta)?;
    let mut raw = Vec::new();
    (&lock.file)
        .read_to_end(&mut raw)
        .map_err(failed(format!("cannot read {}", target.display())))?;
    let (form, now) = match String::from_utf8(raw) {
        Ok(text) => Form::split(&text),
        Err(_) => (Form::default(), String::new()),
    };
    if let Expect::Text(seen) = expect
        && now != seen
    {
        return Err(WriteError::Changed);
    }
    let dressed = form.dress(contents);
    Temp::new(dir, target, dressed.as_bytes(), Some(&meta))?.rename_over(target, dir)?;
    drop(lock);
    Ok(())
}

/// A file that has no write bit at all is read-only for everyone, root too (as an editor
/// refuses it until told); otherwise the system says whether this user may write it.
fn may_write(target: &Path, meta: &Metadata) -> Result<(), WriteError> {
    if meta.permissions().readonly() {
        return Err(WriteError::ReadOnly { mode: mode(meta) });
    }
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStrExt;
        if let Ok(c) = std::ffi::CString::new(target.as_os_str().as_bytes()) {
            // SAFETY: `c` is a NUL-terminated path that lives through the call, which only reads it.
            if unsafe { libc::access(c.as_ptr(), libc::W_OK) } != 0 {
                return Err(WriteError::NotWritable(io::Error::last_os_error()));
            }
        }
    }
    #[cfg(not(unix))]
    let _ = target;
    Ok(())
}

#[cfg(unix)]
fn mode(meta: &Metadata) -> u32 {
    std::os::unix::fs::PermissionsExt::mode(&meta.permissions()) & 0o7777
}

#[cfg(not(unix))]
fn mode(_: &Metadata) -> u32 {
    0o444
}

#[cfg(all(test, unix))]
mod tests;
