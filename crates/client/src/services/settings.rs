//! The user's settings, kept in `settings.ron` in the user's data folder (beside the `saves`
//! folder: `$STEPPE_DATA_DIR` when set): today the palette (`state::Palette`). Read once at
//! start; written, atomically, whenever a setting is changed in the menu.
//!
//! A file that does not read is said (on the status line and the log) as `file:line:col: what`,
//! and the defaults are used; it is not written over silently: when a setting is next changed,
//! the file as it was is kept first as `settings.ron.bad`, so that nothing in it is lost.

use crate::state::{Palette, StatusLine};
use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The settings file's name in the data folder.
pub(crate) const FILE: &str = "settings.ron";

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        write_on_change.run_if(resource_exists_and_changed::<Palette>),
    );
}

/// What the user chose. A field missing from the file takes its default, so that a file
/// written by an older steppe still reads.
#[derive(Debug, Default, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub(crate) struct Settings {
    /// The colours the map and the panels are drawn in.
    pub palette: Palette,
}

/// Where the settings are kept, and whether the file there did not read (then it is kept
/// aside before the first write).
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub(crate) struct SettingsFile {
    /// None in tests and the preview: nothing is written.
    pub path: Option<PathBuf>,
    pub malformed: bool,
}

/// The settings file in the data folder `data`.
pub(crate) fn path_in(data: &Path) -> PathBuf {
    data.join(FILE)
}

/// The settings in `path`: the defaults if there is no file; the defaults and why, as
/// `file:line:col: what; the default settings are used`, if it does not read.
pub(crate) fn load(path: &Path) -> (Settings, Option<String>) {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return (Settings::default(), None),
        Err(e) => {
            let said = format!(
                "{}: cannot read it: {e}; the default settings are used",
                path.display()
            );
            return (Settings::default(), Some(said));
        }
    };
    match ron::from_str::<Settings>(&text) {
        Ok(s) => (s, None),
        Err(e) => {
            let (line, col) = (e.span.start.line.max(1), e.span.start.col.max(1));
            let said = format!(
                "{}:{line}:{col}: {}; the default settings are used",
                path.display(),
                e.code
            );
            (Settings::default(), Some(said))
        }
    }
}

/// The settings as the file holds them.
pub(crate) fn text(s: &Settings) -> Result<String, String> {
    let body = ron::ser::to_string_pretty(s, ron::ser::PrettyConfig::default())
        .map_err(|e| format!("cannot write the settings: {e}"))?;
    Ok(format!(
        "// steppe's settings, written by its menu. palette: Standard or OkabeIto.\n{body}\n"
    ))
}

/// Writes the settings to `file` atomically, keeping a malformed file first as
/// `settings.ron.bad`; why not, if it cannot.
pub(crate) fn save(file: &mut SettingsFile, s: &Settings) -> Result<(), String> {
    let Some(path) = &file.path else {
        return Ok(());
    };
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    }
    if file.malformed && path.exists() {
        let aside = path.with_extension("ron.bad");
        std::fs::rename(path, &aside)
            .map_err(|e| format!("cannot keep {} as {}: {e}", path.display(), aside.display()))?;
        file.malformed = false;
    }
    let text = text(s)?;
    steppe_files::write_text(path, &text, steppe_files::Expect::Anything)
        .map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// A setting changed (the menu): the file is written again; a failure is said.
fn write_on_change(
    palette: Res<Palette>,
    file: Option<ResMut<SettingsFile>>,
    mut status: ResMut<StatusLine>,
) {
    // Not when it was put in at start: that is the file's own.
    if palette.is_added() {
        return;
    }
    let Some(mut file) = file else { return };
    let settings = Settings { palette: *palette };
    if let Err(e) = save(&mut file, &settings) {
        warn!("{e}");
        *status = StatusLine::error(e);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dir(tag: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("steppe-settings-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        d
    }

    /// Written, read back; no file: the defaults, and nothing said.
    #[test]
    fn settings_are_written_and_read_back() {
        let d = dir("round");
        let path = path_in(&d);
        assert_eq!(load(&path), (Settings::default(), None));
        let mut file = SettingsFile {
            path: Some(path.clone()),
            malformed: false,
        };
        let s = Settings {
            palette: Palette::OkabeIto,
        };
        save(&mut file, &s).expect("writes");
        assert_eq!(load(&path), (s, None));
        let _ = std::fs::remove_dir_all(d);
    }

    /// A malformed file: its place and the defaults said; the next write keeps it aside.
    #[test]
    fn a_malformed_file_is_said_with_its_place_and_kept() {
        let d = dir("bad");
        std::fs::create_dir_all(&d).expect("dir");
        let path = path_in(&d);
        let bad = "(\n    palette: Sepia,\n)\n";
        std::fs::write(&path, bad).expect("writes");
        let (s, said) = load(&path);
        assert_eq!(s, Settings::default());
        let said = said.expect("said");
        assert!(
            said.starts_with(&format!("{}:2:", path.display()))
                && said.contains("Sepia")
                && said.ends_with("the default settings are used"),
            "{said}"
        );
        let mut file = SettingsFile {
            path: Some(path.clone()),
            malformed: true,
        };
        save(&mut file, &Settings::default()).expect("writes");
        assert_eq!(
            std::fs::read_to_string(path.with_extension("ron.bad")).expect("kept"),
            bad
        );
        assert_eq!(load(&path), (Settings::default(), None));
        let _ = std::fs::remove_dir_all(d);
    }

    /// Changing the palette in the app writes the file; the palette put in at start does not.
    #[test]
    fn a_changed_palette_is_written() {
        let d = dir("app");
        let path = path_in(&d);
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .init_resource::<StatusLine>()
            .insert_resource(Palette::Standard)
            .insert_resource(SettingsFile {
                path: Some(path.clone()),
                malformed: false,
            })
            .add_plugins(plugin);
        app.update();
        assert!(!path.exists(), "nothing written at start");
        *app.world_mut().resource_mut::<Palette>() = Palette::OkabeIto;
        app.update();
        assert_eq!(load(&path).0.palette, Palette::OkabeIto);
        let _ = std::fs::remove_dir_all(d);
    }
}
