//! The write's own cases, on small files in a folder of each test's own.

use super::steps::{Lock, NewDirs};
use super::*;
use std::os::unix::fs::PermissionsExt;

fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("steppe-write-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// The names in a folder, sorted: no temporary file left means none but these.
fn names(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

#[test]
fn a_new_file_is_written_as_given_and_never_over_one() {
    let dir = folder("new");
    let f = dir.join("a.ron");
    write_text(&f, "\u{feff}one\r\ntwo\r\n", Expect::Absent).unwrap();
    assert_eq!(fs::read(&f).unwrap(), "\u{feff}one\r\ntwo\r\n".as_bytes());
    let e = write_text(&f, "other", Expect::Absent).unwrap_err();
    assert!(matches!(e, WriteError::Exists), "{e}");
    assert_eq!(fs::read(&f).unwrap(), "\u{feff}one\r\ntwo\r\n".as_bytes());
    assert_eq!(names(&dir), ["a.ron"]);
}

#[test]
fn a_file_changed_or_gone_since_it_was_read_is_not_written() {
    let dir = folder("changed");
    let f = dir.join("a.ron");
    fs::write(&f, "theirs\n").unwrap();
    let e = write_text(&f, "mine\n", Expect::Text("seen\n")).unwrap_err();
    assert!(matches!(e, WriteError::Changed), "{e}");
    assert_eq!(fs::read_to_string(&f).unwrap(), "theirs\n");
    write_text(&f, "mine\n", Expect::Text("theirs\n")).unwrap();
    assert_eq!(fs::read_to_string(&f).unwrap(), "mine\n");
    fs::remove_file(&f).unwrap();
    let e = write_text(&f, "mine\n", Expect::Text("mine\n")).unwrap_err();
    assert!(matches!(e, WriteError::Changed), "{e}");
    assert!(names(&dir).is_empty());
}

/// A writer waiting for the lock while another replaces the file finds its lock on the old
/// file, takes the new one's, and sees the change: it writes nothing.
#[test]
fn a_writer_that_waited_sees_the_file_that_replaced_the_one_it_waited_on() {
    let dir = folder("waited");
    let f = dir.join("a.ron");
    fs::write(&f, "seen\n").unwrap();
    let held = Lock::take(&f).unwrap().expect("the file is there");
    let waiter = {
        let f = f.clone();
        std::thread::spawn(move || write_text(&f, "mine\n", Expect::Text("seen\n")))
    };
    // The waiter opens the file and waits on its lock meanwhile.
    std::thread::sleep(Duration::from_millis(100));
    fs::write(dir.join("b"), "theirs\n").unwrap();
    fs::rename(dir.join("b"), &f).unwrap();
    drop(held);
    let e = waiter.join().unwrap().unwrap_err();
    assert!(matches!(e, WriteError::Changed), "{e}");
    assert_eq!(fs::read_to_string(&f).unwrap(), "theirs\n");
    assert_eq!(names(&dir), ["a.ron"]);
}

#[test]
fn the_files_mode_owner_and_form_are_kept() {
    let dir = folder("kept");
    let f = dir.join("a.ron");
    fs::write(&f, "\u{feff}a\r\nb\r\n").unwrap();
    fs::set_permissions(&f, fs::Permissions::from_mode(0o640)).unwrap();
    write_atomic(&f, "a\nnew\nb\n").unwrap();
    assert_eq!(
        fs::read(&f).unwrap(),
        "\u{feff}a\r\nnew\r\nb\r\n".as_bytes()
    );
    let meta = fs::metadata(&f).unwrap();
    assert_eq!(meta.permissions().mode() & 0o7777, 0o640);
    assert_eq!(names(&dir), ["a.ron"]);
}

#[test]
fn a_file_with_no_write_bit_or_a_folder_is_refused() {
    let dir = folder("readonly");
    let f = dir.join("a.ron");
    fs::write(&f, "old\n").unwrap();
    fs::set_permissions(&f, fs::Permissions::from_mode(0o444)).unwrap();
    let e = write_atomic(&f, "new\n").unwrap_err();
    assert_eq!(e.kind(), io::ErrorKind::PermissionDenied);
    assert!(e.to_string().contains("read-only (mode 0444)"), "{e}");
    assert_eq!(fs::read_to_string(&f).unwrap(), "old\n");
    fs::create_dir(dir.join("sub")).unwrap();
    let e = write_text(&dir.join("sub"), "new\n", Expect::Anything).unwrap_err();
    assert!(matches!(e, WriteError::NotAFile), "{e}");
    assert_eq!(names(&dir), ["a.ron", "sub"]);
}

#[test]
fn links_are_followed_to_the_file() {
    let dir = folder("links");
    fs::create_dir(dir.join("real")).unwrap();
    fs::write(dir.join("real/a.ron"), "old\n").unwrap();
    // A relative link to a relative link.
    std::os::unix::fs::symlink("real/a.ron", dir.join("first")).unwrap();
    std::os::unix::fs::symlink("first", dir.join("second")).unwrap();
    assert_eq!(
        follow_links(&dir.join("second")).unwrap(),
        dir.join("real/a.ron")
    );
    write_text(&dir.join("second"), "new\n", Expect::Text("old\n")).unwrap();
    assert_eq!(fs::read_to_string(dir.join("real/a.ron")).unwrap(), "new\n");
    assert!(
        fs::symlink_metadata(dir.join("second"))
            .unwrap()
            .is_symlink()
    );
    assert!(
        fs::symlink_metadata(dir.join("first"))
            .unwrap()
            .is_symlink()
    );
    // A link to itself ends in an error, not a loop.
    std::os::unix::fs::symlink("loop", dir.join("loop")).unwrap();
    assert!(write_atomic(&dir.join("loop"), "x").is_err());
}

#[test]
fn folders_made_for_a_failed_write_and_its_temporary_file_go_again() {
    let dir = folder("undo");
    let deep = dir.join("a/b/c");
    drop(NewDirs::make(&deep).unwrap());
    assert!(names(&dir).is_empty(), "{:?}", names(&dir));
    NewDirs::make(&deep).unwrap().keep();
    assert!(deep.is_dir());
    let tmp = Temp::new(&deep, &deep.join("x.ron"), b"text", None).unwrap();
    assert_eq!(names(&deep).len(), 1);
    drop(tmp);
    assert!(names(&deep).is_empty());
    // A write refused after its folders were made takes them away.
    let e = write_text(&dir.join("new/deeper/f.ron"), "t", Expect::Text("t")).unwrap_err();
    assert!(matches!(e, WriteError::Changed), "{e}");
    assert_eq!(names(&dir), ["a"]);
}
