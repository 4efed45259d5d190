//! Thumbnails of scenarios' set-ups for the New game screen, drawn by `steppe preview` (the same
//! board and counter code, in a child process so the window's renderer is not disturbed) in a
//! background thread, cached under the data dir as `thumbnails/<name>-<content hash>.png`: a
//! scenario is drawn once, and again when its files change (and once more in the Okabe-Ito
//! palette, `<name>-<hash>-okabe-ito.png`, when that is chosen).

use crate::services::computer::Busy;
use crate::state::Palette;
use bevy::prelude::*;
use bevy_egui::egui;
use std::collections::{HashMap, VecDeque};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use steppe_files::catalog::{Entry, Facts};

/// The longest side of a thumbnail, pixels.
const SIDE: u32 = 600;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Thumbnails>()
        .add_systems(Startup, cache_dir)
        .add_systems(Update, keep_awake);
}

/// Thumbnails are cached beside the saves, in `<data dir>/thumbnails`.
fn cache_dir(source: Option<Res<crate::services::saves::Source>>, mut thumbs: ResMut<Thumbnails>) {
    if let Some(s) = source {
        thumbs.dir = s.saves.with_file_name("thumbnails");
    }
}

enum State {
    Drawing,
    Ready(egui::TextureHandle),
    Failed(String),
}

type Done = (PathBuf, Result<egui::ColorImage, String>);

/// The thumbnails drawn, being drawn, or that could not be.
#[derive(Resource, Default)]
pub(crate) struct Thumbnails {
    /// The cache folder (set with the data dir).
    pub dir: PathBuf,
    state: HashMap<PathBuf, State>,
    /// (scenario, picture, its palette) still to draw.
    queue: Arc<Mutex<VecDeque<(PathBuf, PathBuf, Palette)>>>,
    done: Arc<Mutex<Vec<Done>>>,
    working: Arc<Mutex<bool>>,
}

impl Thumbnails {
    /// Whether a picture is still being drawn.
    pub fn drawing(&self) -> bool {
        self.state.values().any(|s| matches!(s, State::Drawing))
    }

    /// The cached picture of a scenario's set-up as its files are now, in `palette` (the
    /// Standard palette's name as it always was).
    fn file(&self, entry: &Entry, f: &Facts, palette: Palette) -> PathBuf {
        let stem = entry
            .path
            .file_stem()
            .map_or_else(|| "scenario".into(), |s| s.to_string_lossy().into_owned());
        let tail = if palette == Palette::Standard {
            String::new()
        } else {
            format!("-{}", palette.id())
        };
        self.dir
            .join(format!("{stem}-{:016x}{tail}.png", f.content_hash))
    }

    /// Shows the scenario's thumbnail within `size`, asking for it to be drawn the first time.
    pub fn show(&mut self, ui: &mut egui::Ui, entry: &Entry, f: &Facts, size: egui::Vec2) {
        let done: Vec<Done> = std::mem::take(&mut *self.done.lock().expect("not poisoned"));
        for (file, result) in done {
            let state = match result {
                Ok(img) => State::Ready(ui.ctx().load_texture(
                    file.display().to_string(),
                    img,
                    egui::TextureOptions::LINEAR,
                )),
                Err(e) => State::Failed(e),
            };
            self.state.insert(file, state);
        }
        let palette = crate::ui::side_colours::palette_of(ui);
        let file = self.file(entry, f, palette);
        if !self.state.contains_key(&file) {
            self.state.insert(file.clone(), State::Drawing);
            self.queue.lock().expect("not poisoned").push_back((
                entry.path.clone(),
                file.clone(),
                palette,
            ));
            self.work();
        }
        let (rect, _) = ui.allocate_exact_size(size, egui::Sense::hover());
        match &self.state[&file] {
            State::Ready(tex) => {
                let [w, h] = tex.size().map(|x| x as f32);
                let scale = (size.x / w).min(size.y / h);
                let fit = egui::Rect::from_center_size(rect.center(), egui::vec2(w, h) * scale);
                egui::Image::new((tex.id(), fit.size())).paint_at(ui, fit);
            }
            State::Drawing => placeholder(ui, rect, "drawing the set-up…"),
            State::Failed(e) => {
                placeholder(ui, rect, "no picture");
                ui.interact(rect, ui.id().with("thumb"), egui::Sense::hover())
                    .on_hover_text(e.as_str());
            }
        }
    }

    /// Starts the drawing thread unless it runs.
    fn work(&self) {
        let mut working = self.working.lock().expect("not poisoned");
        if *working {
            return;
        }
        *working = true;
        let (queue, done, flag) = (self.queue.clone(), self.done.clone(), self.working.clone());
        std::thread::spawn(move || {
            loop {
                let job = queue.lock().expect("not poisoned").pop_front();
                let Some((scenario, file, palette)) = job else {
                    let mut w = flag.lock().expect("not poisoned");
                    // Checked again under the flag: a job queued meanwhile is not left behind.
                    if queue.lock().expect("not poisoned").is_empty() {
                        *w = false;
                        return;
                    }
                    continue;
                };
                let result = draw(&scenario, &file, palette).and_then(|()| decode(&file));
                done.lock().expect("not poisoned").push((file, result));
            }
        });
    }
}

/// A grey box with a word where the picture will be (or could not be).
fn placeholder(ui: &egui::Ui, rect: egui::Rect, text: &str) {
    ui.painter()
        .rect_filled(rect, 4.0, ui.visuals().extreme_bg_color);
    ui.painter().text(
        rect.center(),
        egui::Align2::CENTER_CENTER,
        text,
        egui::FontId::proportional(13.0),
        ui.visuals().weak_text_color(),
    );
}

/// Draws the picture with `steppe preview` in `palette` unless it is cached.
fn draw(scenario: &Path, file: &Path, palette: Palette) -> Result<(), String> {
    if file.exists() {
        return Ok(());
    }
    let dir = file.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let tmp = file.with_extension(format!("tmp{}.png", std::process::id()));
    let exe = std::env::current_exe().map_err(|e| format!("cannot find steppe: {e}"))?;
    let out = std::process::Command::new(exe)
        .arg("preview")
        .arg(scenario)
        .arg("-o")
        .arg(&tmp)
        .args(["--max-side", &SIDE.to_string()])
        .args(["--palette", palette.id()])
        .stdin(std::process::Stdio::null())
        .output()
        .map_err(|e| format!("cannot run steppe preview: {e}"))?;
    if !out.status.success() || !tmp.exists() {
        let _ = std::fs::remove_file(&tmp);
        let err = String::from_utf8_lossy(&out.stderr);
        return Err(err
            .lines()
            .find(|l| !l.trim().is_empty())
            .unwrap_or("steppe preview failed")
            .to_string());
    }
    std::fs::rename(&tmp, file).map_err(|e| format!("cannot write {}: {e}", file.display()))
}

fn decode(file: &Path) -> Result<egui::ColorImage, String> {
    let bytes = std::fs::read(file).map_err(|e| format!("cannot read {}: {e}", file.display()))?;
    let img = image::load_from_memory_with_format(&bytes, image::ImageFormat::Png)
        .map_err(|e| format!("{}: {e}", file.display()))?
        .to_rgba8();
    let size = [img.width() as usize, img.height() as usize];
    Ok(egui::ColorImage::from_rgba_unmultiplied(size, img.as_raw()))
}

/// While a picture is drawn the window wakes to show it when it comes.
fn keep_awake(thumbs: Res<Thumbnails>, mut busy: ResMut<Busy>) {
    busy.set_if_neq(Busy {
        drawing: thumbs.drawing(),
        ..*busy
    });
}
