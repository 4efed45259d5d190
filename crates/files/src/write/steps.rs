//! The steps on disk a safe write is made of: the advisory lock on the file, the temporary
//! file beside it (removed unless renamed over it), the owner given back, the folder flushed,
//! and the folders made for a write (taken away again unless it succeeds).

use super::{LOCK_WAIT, WriteError, failed};
use std::fs::{self, File, Metadata};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The advisory lock every writer of a file holds while it compares and replaces it. It is
/// taken on the file itself (no lock file to leave in the designer's folder); a writer that
/// waited while another replaced the file finds its lock on the old one and takes the new one's.
pub(super) struct Lock {
    pub(super) file: File,
}

impl Lock {
    /// The lock on the file at `target`, or `None` if there is no file.
    pub(super) fn take(target: &Path) -> Result<Option<Lock>, WriteError> {
        let since = Instant::now();
        loop {
            let file = match File::open(target) {
                Ok(f) => f,
                Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
                Err(e) => return Err(failed(format!("cannot open {}", target.display()))(e)),
            };
            if file.metadata().is_ok_and(|m| m.is_dir()) {
                return Err(WriteError::NotAFile);
            }
            // Waited for on this file, as a blocking lock would, but for at most LOCK_WAIT.
            loop {
                match file.try_lock() {
                    Ok(()) => break,
                    Err(fs::TryLockError::WouldBlock) if since.elapsed() < LOCK_WAIT => {
                        std::thread::sleep(Duration::from_millis(1));
                    }
                    Err(fs::TryLockError::WouldBlock) => return Err(WriteError::Locked),
                    // A file system without locks: the comparison after it still stands.
                    Err(fs::TryLockError::Error(e)) if e.kind() == io::ErrorKind::Unsupported => {
                        break;
                    }
                    Err(fs::TryLockError::Error(e)) => {
                        return Err(failed(format!("cannot lock {}", target.display()))(e));
                    }
                }
            }
            if still_there(&file, target) {
                return Ok(Some(Lock { file }));
            }
        }
    }
}

/// Whether the open file is still the one at `target` (not renamed over while we waited).
#[cfg(unix)]
fn still_there(file: &File, target: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (file.metadata(), fs::metadata(target)) {
        (Ok(a), Ok(b)) => (a.dev(), a.ino()) == (b.dev(), b.ino()),
        _ => false,
    }
}

#[cfg(not(unix))]
fn still_there(_: &File, _: &Path) -> bool {
    true
}

/// A temporary file beside the target, removed when dropped unless renamed over it.
pub(super) struct Temp {
    pub(super) path: PathBuf,
    renamed: bool,
}

impl Temp {
    /// Made with `bytes`, flushed to disk, with the permissions and owner of `like` (the file it
    /// will replace) where there is one.
    pub(super) fn new(
        dir: &Path,
        target: &Path,
        bytes: &[u8],
        like: Option<&Metadata>,
    ) -> Result<Temp, WriteError> {
        static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        let name = target
            .file_name()
            .map_or_else(|| "file".into(), |n| n.to_string_lossy());
        let path = dir.join(format!(
            ".{name}.{}-{}.tmp",
            std::process::id(),
            NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
        ));
        let mut file = fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path)
            .map_err(failed(format!(
                "cannot make a temporary file in {}",
                dir.display()
            )))?;
        let tmp = Temp {
            path,
            renamed: false,
        };
        let writing = failed(format!("cannot write {}", tmp.path.display()));
        file.write_all(bytes).map_err(writing)?;
        if let Some(like) = like {
            keep_owner(&file, like);
            file.set_permissions(like.permissions())
                .map_err(failed(format!(
                    "cannot set the permissions of {}",
                    tmp.path.display()
                )))?;
        }
        file.sync_all()
            .map_err(failed(format!("cannot flush {}", tmp.path.display())))?;
        Ok(tmp)
    }

    pub(super) fn rename_over(mut self, target: &Path, dir: &Path) -> Result<(), WriteError> {
        fs::rename(&self.path, target).map_err(failed(format!(
            "cannot rename {} to {}",
            self.path.display(),
            target.display()
        )))?;
        self.renamed = true;
        sync_dir(dir);
        Ok(())
    }
}

impl Drop for Temp {
    fn drop(&mut self) {
        if !self.renamed {
            let _ = fs::remove_file(&self.path);
        }
    }
}

/// The replaced file's owner and group given to the new one, as far as the user may (root may
/// give it to anyone; others only a group they belong to). Where not, the new file is the
/// writer's, as with any editor that saves by renaming.
#[cfg(unix)]
fn keep_owner(file: &File, like: &Metadata) {
    use std::os::unix::fs::{MetadataExt, fchown};
    let Ok(mine) = file.metadata() else { return };
    if (mine.uid(), mine.gid()) == (like.uid(), like.gid()) {
        return;
    }
    if fchown(file, Some(like.uid()), Some(like.gid())).is_err() {
        let _ = fchown(file, None, Some(like.gid()));
    }
}

#[cfg(not(unix))]
fn keep_owner(_: &File, _: &Metadata) {}

/// The rename made durable: the folder's entry flushed too (where the system allows).
pub(super) fn sync_dir(dir: &Path) {
    if let Ok(d) = File::open(dir) {
        let _ = d.sync_all();
    }
}

/// Folders made for a write, taken away again (those still empty) unless it succeeds.
pub(crate) struct NewDirs {
    made: Vec<PathBuf>,
    kept: bool,
}

impl NewDirs {
    /// Makes `dir` and the folders above it that are missing.
    pub(crate) fn make(dir: &Path) -> io::Result<NewDirs> {
        let mut missing = Vec::new();
        let mut at = Some(dir);
        while let Some(d) = at
            && !d.as_os_str().is_empty()
            && !d.exists()
        {
            missing.push(d.to_path_buf());
            at = d.parent();
        }
        let mut dirs = NewDirs {
            made: Vec::new(),
            kept: false,
        };
        for d in missing.into_iter().rev() {
            match fs::create_dir(&d) {
                Ok(()) => dirs.made.push(d),
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {}
                Err(e) => return Err(e),
            }
        }
        Ok(dirs)
    }

    /// The write succeeded: the folders stay.
    pub(crate) fn keep(mut self) {
        self.kept = true;
    }
}

impl Drop for NewDirs {
    fn drop(&mut self) {
        if !self.kept {
            for d in self.made.iter().rev() {
                let _ = fs::remove_dir(d);
            }
        }
    }
}
